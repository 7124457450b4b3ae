/**
 * Save fuzz (docs/storage.md, "Fuzz tests"): a real mid-week save and a finished one — the week's record, and the
 * version-2 saves the migration reads (saves.v2.json) — edited field by field (delete, null, wrong type, {}, out of
 * range, huge). For every edit the save either is rejected (the storage layer then keeps it under
 * `entrepreneur-simulation:corrupt` and says so) or loads to a week whose state the real screen components render at
 * every stage, without throwing.
 */
import { renderToString } from 'react-dom/server';
import { decode, encode } from '@/engines/core/save';
import { recordSave, start } from '@/engines/core/record';
import { createInitialState } from '@/engines/launchpad/engine';
import { DEFAULT_GOALS, PERSONA_STEPS, UNIQUENESS_MAX_CHARS } from '@/engines/launchpad/constants';
import { manifest, rules } from '@/engines/launchpad/manifest';
import { playMove, type PlayedWeek } from '@/engines/launchpad/play';
import { competitorsFor, gapDeck } from '@/engines/launchpad/selectors';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';
import V2 from '@/engines/launchpad/saves.v2.json';
import { StageScreen } from './Game';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

type Action = Move;
const save = recordSave(manifest);
const play = (w: PlayedWeek, ...a: Action[]) => a.reduce((x, m) => playMove(x, m).played, w);

/** Mid-week: stage 6, step 3, industry chosen, two gaps kept, a rival already picked earlier. */
function midWeek(): PlayedWeek {
  return play(
    start(rules, {}, 'fuzz-mid'),
    { type: 'toggleStrength', strength: 'Creative thinker' },
    { type: 'toggleStrength', strength: 'Natural leader' },
    { type: 'continue' },
    { type: 'toggleImprovement', area: 'Time management' },
    { type: 'continue' },
    { type: 'clickIndustry', industry: 'Health & Wellness' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'interestedInGap' },
    { type: 'skipGap' },
    { type: 'interestedInGap' },
    { type: 'continue' },
    { type: 'setPersona', field: 'ageGroup', value: '19-25' },
    { type: 'continue' },
    { type: 'setPersona', field: 'type', value: 'Athletes' },
    { type: 'continue' },
  );
}

/** Finished: stage 9 with every choice made. */
function finished(): PlayedWeek {
  let s = play(midWeek(), { type: 'back' }, { type: 'back' });
  s = play(s, ...PERSONA_STEPS.flatMap((d) => [{ type: 'setPersona', field: d.field, value: d.options[1] } as Action, { type: 'continue' } as Action]));
  s = play(
    s,
    { type: 'selectCompetitor', rival: 1 }, // health-2
    { type: 'setUniquenessText', text: 'Stretch plans made by physios for teen athletes, with a coach view.' },
    { type: 'continue' },
    { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 },
    { type: 'continue' },
  );
  return s;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

function paths(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const k of Object.keys(value)) out.push(...paths(value[k], [...prefix, k]));
  return out;
}

const HUGE = 'x'.repeat(100_000);

/** The edits tried at one place, given the value there. */
function editsFor(v: Json): [name: string, make: (() => Json) | 'delete'][] {
  const wrongType: Json = typeof v === 'string' ? 42 : typeof v === 'number' ? '3' : Array.isArray(v) ? 'list' : v && typeof v === 'object' ? [1, 2] : 7;
  const edits: [string, (() => Json) | 'delete'][] = [
    ['delete', 'delete'],
    ['null', () => null],
    ['wrong type', () => wrongType],
    ['{}', () => ({})],
    ['[]', () => []],
    ['__proto__', () => '__proto__'],
  ];
  if (typeof v === 'number') {
    edits.push(['negative', () => -1], ['out of range', () => 42], ['fraction', () => 2.5], ['huge', () => Number.MAX_SAFE_INTEGER], ['huge negative', () => -1e308]);
  }
  if (typeof v === 'string') edits.push(['unknown value', () => 'nope'], ['empty', () => ''], ['huge', () => HUGE]);
  if (Array.isArray(v)) edits.push(['huge', () => Array.from({ length: 50_000 }, () => (v.length ? v[0] : 'x'))], ['doubled', () => [...v, ...v]]);
  if (v && typeof v === 'object' && !Array.isArray(v)) edits.push(['extra key', () => ({ ...v, extra: HUGE })]);
  return edits;
}

function edit(root: Json, path: Path, make: (() => Json) | 'delete'): Json {
  if (path.length === 0) return make === 'delete' ? null : make();
  const copy = JSON.parse(JSON.stringify(root)) as Json;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (make === 'delete') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = make();
  return copy;
}

/** What an accepted save's week must be, written out independently of the validator (docs/storage.md, "Validating a save"). */
function impossible(s: LaunchpadState): string | null {
  const fresh = createInitialState('shape');
  const sameKeys = (a: object, b: object) => JSON.stringify(Object.keys(a).sort()) === JSON.stringify(Object.keys(b).sort());
  if (!sameKeys(s, fresh) || !sameKeys(s.customerPersona, fresh.customerPersona) || !sameKeys(s.competitorSelection, fresh.competitorSelection))
    return 'unknown or missing keys';
  const deck = gapDeck(s.selectedIndustry);
  if (!s.selectedGapIdeas.every((g) => sameKeys(g, deck[0]) && deck.some((d) => d.id === g.id && d.description === g.description))) return 'a gap not of the chosen industry';
  if (new Set(s.selectedGapIdeas.map((g) => g.id)).size !== s.selectedGapIdeas.length) return 'a repeated gap';
  const rival = s.competitorSelection.selectedCompetitor;
  if (rival !== null && !competitorsFor(s.selectedIndustry).some((c) => c.id === rival)) return 'a rival not of the chosen industry';
  if (Array.from(s.competitorSelection.uniquenessText).length > UNIQUENESS_MAX_CHARS) return 'answer over the limit';
  if (s.gapIndex >= deck.length) return 'gap index past the deck';
  const goals = s.goals.map((g) => `${g.id}:${g.text}`).sort();
  if (JSON.stringify(goals) !== JSON.stringify(DEFAULT_GOALS.map((g) => `${g.id}:${g.text}`).sort()) || !s.goals.every((g) => sameKeys(g, DEFAULT_GOALS[0])))
    return 'not the six goals';
  if (s.currentStage < 1 || s.currentStage > 9) return 'stage outside 1..9';
  return null;
}

const noop = () => ({ state: createInitialState('noop') });
const none = () => undefined;

/** Renders the screen for the stage the save shows and for every other stage the student could open. */
function renderAllStages(state: LaunchpadState) {
  renderToString(<StageScreen state={state} dispatch={noop} onHome={none} onNewWeek={none} />);
  for (let stage = 1; stage <= 9; stage++) renderToString(<StageScreen state={{ ...state, currentStage: stage }} dispatch={noop} onHome={none} onNewWeek={none} />);
}

/** Loads saved data of a version as the storage layer does: the week, or why it is set aside. */
function load(version: number, data: Json): PlayedWeek | string {
  const out = decode(save, JSON.stringify({ v: version, data }));
  return out.ok ? out.value : out.reason;
}

const record = (make: () => PlayedWeek) => (): [number, Json] => [3, JSON.parse(JSON.stringify(make().record)) as Json];
const v2 = (raw: string) => (): [number, Json] => {
  const env = JSON.parse(raw) as { v: number; data: Json };
  return [env.v, env.data];
};

describe('LaunchPad save fuzz', () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  afterAll(() => errorSpy.mockRestore());

  it.each([
    ['a mid-week save', record(midWeek)],
    ['a finished save', record(finished)],
    ['a mid-week version-2 save', v2(V2.inProgress)],
    ['a finished version-2 save', v2(V2.finished)],
  ])('%s: every field edit is rejected or renders every stage', (_label, make) => {
    const [version, saved] = make();
    const week = load(version, saved);
    if (typeof week === 'string') throw new Error(`the real save does not load: ${week}`); // the real save itself is valid
    renderAllStages(week.state);

    let tried = 0;
    let rejected = 0;
    const crashes: string[] = [];
    const accepted: string[] = []; // impossible states the validator let through
    // A week already rendered is not rendered again: many edits load as the same week (the replay ignores what the
    // rules do not read), and its verdict, stored by its text, stands for each of them.
    const verdicts = new Map<string, string | null>();
    for (const path of paths(saved)) {
      const here = path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], saved);
      for (const [name, change] of editsFor(here)) {
        tried++;
        const edited = edit(saved, path, change);
        const loaded = load(version, edited);
        if (typeof loaded === 'string') {
          rejected++;
          continue;
        }
        const checked = loaded.state;
        const why = impossible(checked);
        if (why) {
          accepted.push(`${path.join('.') || '(root)'} ${name}: ${why}`);
          continue;
        }
        const key = JSON.stringify(loaded);
        if (!verdicts.has(key)) {
          let verdict: string | null = null;
          try {
            renderAllStages(checked);
            // What was accepted is a week the game can save and read back as it is.
            expect(decode(save, encode(save, loaded))).toEqual({ ok: true, value: loaded });
          } catch (e) {
            verdict = (e as Error).message.slice(0, 120);
          }
          verdicts.set(key, verdict);
        }
        const verdict = verdicts.get(key);
        if (verdict) crashes.push(`${path.join('.') || '(root)'} ${name}: ${verdict}`);
      }
    }
    // The counts every fuzz run prints (docs/storage.md, "Fuzz tests").
    process.stdout.write(`[launchpad fuzz] ${_label}: ${tried} edits, ${rejected} rejected, ${tried - rejected} accepted, ${crashes.length} crashes, ${accepted.length} impossible states accepted\n`);
    expect(tried).toBeGreaterThan(300);
    expect(crashes).toEqual([]);
    expect(accepted).toEqual([]);
  });
});
