/**
 * A fuzz test that edits real Summit saves field by field and renders the real screens (docs/engines.md, "The
 * record": a save is the record, loaded by replaying it).
 *
 * A real mid-game save (an outcome in the storm round, with a member fallen) and a finished one are edited
 * at every path of their record, recursively (delete, null, wrong type, {}, [], out of range, huge). For each edit
 * the save is either set aside, or the real screen components (the Dashboard with its panels, the final panel,
 * setup and the roles view) render what it replays to with renderToString without throwing.
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { decode } from '@/engines/core/save';
import { play as playOnce, recordSave, start } from '@/engines/core/record';
import { optionsFor } from '@/engines/summit/engine';
import { ROLES } from '@/engines/summit/constants';
import type { RoleId, SummitAction } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';
import { summitAtom } from './store';
import { manifest } from '@/engines/summit/manifest';
import type { SummitPlayed } from '@/engines/summit/classroom';
import Dashboard from './Dashboard';
import { FinalPanel } from './FinalPanel';
import { Setup } from './Setup';
import { RolesView } from './Roles';
import { PRODUCT } from '@/engines/summit/testkit';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }) }));

const SUMMIT_SAVE_SPEC = recordSave(manifest);
const step = (p: SummitPlayed, a: SummitAction) => playOnce(manifest.rules, p, a).played;

/** Plays as `role`, always taking option `pick`, until `stop` says so (or the end). */
function playUntil(seed: string, role: RoleId, pick: number, stop: (p: SummitPlayed) => boolean): SummitPlayed {
  let p = step(step(start(manifest.rules, { role }, seed), { type: 'confirmRole' }), { type: 'startSimulation' });
  p = step(p, { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null });
  for (let i = 0; i < 40 && !stop(p) && p.state.phase !== 'final'; i++) {
    if (p.state.phase === 'decision') {
      const opts = optionsFor(STORY, p.state.round, role);
      p = step(p, { type: 'submitDecision', role, optionId: opts[pick % opts.length].id });
    } else {
      p = step(p, { type: 'advance' });
    }
  }
  return p;
}

/** A mid-game save with everything the outcome screen can show: a crisis vote, an accident, a fallen member. */
function midGameSave(): SummitPlayed {
  for (let i = 0; i < 500; i++) {
    const p = playUntil(`fuzz-${i}`, 'climber', 0, ({ state: x }) => x.phase === 'outcome' && x.round >= 5 && x.team.some((m) => !m.alive));
    const s = p.state;
    if (s.phase === 'outcome' && s.history.some((h) => h.outcome.accident) && s.history.some((h) => h.outcome.newlyFallen.length)) return p;
  }
  throw new Error('no mid-game save with a fallen member found');
}
const finishedSave = (): SummitPlayed => playUntil('fuzz-final', 'leader', 1, () => false);

type Path = (string | number)[];
const DELETE = Symbol('delete');
type Edit = { path: Path; label: string; value: unknown };

function pathsOf(x: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [];
  if (Array.isArray(x)) x.forEach((v, i) => out.push([...prefix, i], ...pathsOf(v, [...prefix, i])));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) out.push([...prefix, k], ...pathsOf(v, [...prefix, k]));
  return out;
}

function editsFor(path: Path, current: unknown): Edit[] {
  const e = (label: string, value: unknown): Edit => ({ path, label, value });
  const edits = [e('delete', DELETE), e('null', null), e('{}', {}), e('[]', []), e('[null]', [null]), e('"x"', 'x'), e('true', true), e('0', 0), e('7', 7)];
  if (typeof current === 'number') edits.push(e('-1', -1), e('101', 101), e('+0.5', current + 0.5), e('1e308', 1e308), e('-1e308', -1e308), e('"5"', String(current)));
  if (typeof current === 'string') edits.push(e('""', ''), e('huge string', 'x'.repeat(100_000)), e('"constructor"', 'constructor'), e('"__proto__"', '__proto__'));
  if (Array.isArray(current)) {
    edits.push(e('huge array', Array.from({ length: 2000 }, () => current[0] ?? 0)));
    if (current.length) edits.push(e('doubled', [...current, ...current]), e('dropped last', current.slice(0, -1)));
  }
  if (current && typeof current === 'object' && !Array.isArray(current)) edits.push(e('extra key', { ...current, extra: [[[[1]]]] }));
  return edits;
}

function applyEdit(record: unknown, edit: Edit): unknown {
  const copy = JSON.parse(JSON.stringify(record));
  let parent = copy;
  for (const k of edit.path.slice(0, -1)) parent = parent[k];
  const last = edit.path[edit.path.length - 1];
  if (edit.value === DELETE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = edit.value;
  return copy;
}

/** Renders every Summit screen that reads a saved game; returns the error thrown, if any. */
function renderScreens(played: SummitPlayed): unknown {
  const { state } = played;
  const noop = () => ({ state });
  try {
    const store = createStore();
    store.set(summitAtom, played);
    renderToString(
      <Provider store={store}>
        <Dashboard />
      </Provider>,
    );
    renderToString(<FinalPanel played={played} dispatch={noop} newGame={() => {}} />);
    renderToString(<Setup state={state} dispatch={noop} />);
    renderToString(<RolesView state={state} dispatch={noop} onPick={() => {}} onStart={() => {}} />);
    return null;
  } catch (err) {
    return err;
  }
}

function fuzz(played: SummitPlayed) {
  const save = played.record;
  let edits = 0;
  let rejected = 0;
  const crashes: string[] = [];
  for (const path of [[] as Path, ...pathsOf(save)]) {
    const current = path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], save);
    for (const edit of path.length ? editsFor(path, current) : [{ path, label: 'whole', value: null } as Edit]) {
      if (!path.length) continue;
      edits++;
      const raw = JSON.stringify({ v: SUMMIT_SAVE_SPEC.version, data: applyEdit(save, edit) });
      const result = decode(SUMMIT_SAVE_SPEC, raw);
      if (!result.ok) {
        rejected++;
        continue;
      }
      const err = renderScreens(result.value);
      if (err) crashes.push(`${path.join('.')} = ${edit.label}: ${(err as Error).message}`);
    }
  }
  return { edits, rejected, crashes };
}

describe('Summit save fuzz: every edit is rejected or renders', () => {
  const silence = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => silence.mockRestore());

  it('the unedited saves render (the harness itself works)', () => {
    for (const s of [midGameSave(), finishedSave()]) {
      const back = decode(SUMMIT_SAVE_SPEC, JSON.stringify({ v: SUMMIT_SAVE_SPEC.version, data: s.record }));
      expect(back.ok).toBe(true);
      expect(renderScreens(s)).toBeNull();
    }
  });

  it.each([
    ['mid-game (an outcome with a fallen member)', midGameSave],
    ['finished', finishedSave],
  ])('%s save, edited field by field', (_name, make) => {
    const save = make();
    expect(save.state.team.map((m) => m.role)).toEqual([...ROLES]);
    const { edits, rejected, crashes } = fuzz(save);
    process.stdout.write(`[summit fuzz] ${_name}: ${edits} edits, ${rejected} rejected, ${edits - rejected} accepted, ${crashes.length} crashes\n`);
    expect(crashes.slice(0, 20)).toEqual([]);
    // The record is small (the moves only: every figure is the replay's), so fewer paths than the old whole state's.
    expect(edits).toBeGreaterThan(300);
  });
});
