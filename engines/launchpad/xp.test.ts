/**
 * XP counts a finished week once (docs/rules/launchpad.md, "XP counts a week once"): LaunchPad's seed only names the
 * persona, so the same clicks under another seed are the same finish. The end screen keys the finish on finishSignature
 * (components/launchpad/Game.tsx).
 */
import { award, emptyRecord, finishId } from '../progress/award';
import { FINISH_XP, LAUNCHPAD_ALL_STAGES_XP } from '../progress/constants';
import { validateRecord } from '../progress/record';
import { codeMoves, start } from '../core/record';
import { finishSignature, summaryOf } from './classroom';
import { manifest, rules } from './manifest';
import { playMove, type PlayedWeek } from './play';
import type { Move } from './types';

type Action = Move;

/** The same clicks every time: a whole week, from strengths to the Founder Summary. */
const CLICKS: Action[] = [
  { type: 'toggleStrength', strength: 'Natural leader' },
  { type: 'continue' },
  { type: 'toggleImprovement', area: 'Communication' },
  { type: 'continue' },
  { type: 'clickIndustry', industry: 'EdTech' },
  { type: 'clickIndustry', industry: 'EdTech' },
  { type: 'continue' },
  { type: 'continue' },
  { type: 'continue' },
  { type: 'interestedInGap' },
  { type: 'continue' },
  ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((value, i): Action[] => [
    { type: 'setPersona', field: ['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'][i], value } as Action,
    { type: 'continue' },
  ]),
  { type: 'setUniquenessText', text: 'Tutoring clubs run by older students' },
  { type: 'selectCompetitor', rival: 0 }, // edtech-1
  { type: 'continue' },
  { type: 'continue' },
];

function play(from: PlayedWeek, clicks: readonly Action[]): PlayedWeek {
  let w = from;
  for (const a of clicks) {
    const out = playMove(w, a);
    if (out.step.refusal) throw new Error(`${JSON.stringify(a)}: ${out.step.refusal.message}`);
    w = out.played;
  }
  return w;
}

const week = (seed: string, clicks: readonly Action[] = CLICKS): PlayedWeek => play(start(rules, {}, seed), clicks);
const idOf = (w: PlayedWeek) => finishId('', finishSignature(w.state));

test('the same clicks under 20 fresh seeds earn XP once; XP already earned stays', () => {
  let record = emptyRecord();
  const gained: number[] = [];
  for (let i = 0; i < 20; i++) {
    const s = week(`FRESH-${i}`);
    expect(summaryOf(s.state).stagesFinished).toBe(9);
    const out = award(record, { game: 'launchpad', id: finishId('', finishSignature(s.state)), result: { stagesDone: 9 } }, '2026-11-26');
    gained.push(out.gained);
    record = out.record;
  }
  expect(gained).toEqual([FINISH_XP + LAUNCHPAD_ALL_STAGES_XP, ...Array(19).fill(0)]);
  expect(record.xp).toBe(FINISH_XP + LAUNCHPAD_ALL_STAGES_XP);
  expect(record.counts.launchpad).toBe(1);
});

test('other choices are another finish, and earn XP once too', () => {
  const a = week('S-1');
  const other = CLICKS.map((c) => (c.type === 'clickIndustry' ? { ...c, industry: 'Gaming & E-sports' as const } : c)); // rival 0: gaming-1
  const b = week('S-1', other);
  expect(idOf(a)).not.toBe(idOf(b));
  expect(idOf(b)).toBe(idOf(week('S-2', other)));
});

test('on one device, "Start a new week" and the same clicks again earn nothing (each week a new record, with the same seed)', () => {
  let s = week('DEVICE');
  const first = s.record;
  let record = emptyRecord();
  const gained: number[] = [];
  for (let i = 0; i < 5; i++) {
    if (i > 0) s = play(start(rules, {}, s.record.seed), CLICKS);
    expect(summaryOf(s.state).stagesFinished).toBe(9);
    const out = award(record, { game: 'launchpad', id: idOf(s), result: { stagesDone: 9 } }, '2026-11-26');
    gained.push(out.gained);
    record = out.record;
  }
  expect(s.record).toEqual(first);
  expect(gained).toEqual([FINISH_XP + LAUNCHPAD_ALL_STAGES_XP, 0, 0, 0, 0]);
});

test('another route to the same answers (Back and Continue, a strength ticked and unticked) is the same finish', () => {
  const detour: Action[] = [
    { type: 'toggleStrength', strength: 'Creative thinker' },
    { type: 'toggleStrength', strength: 'Creative thinker' },
    ...CLICKS.slice(0, 4),
    { type: 'back' },
    { type: 'continue' },
    ...CLICKS.slice(4),
  ];
  const a = week('R-1');
  const b = week('R-2', detour);
  expect(b.record.moves).not.toEqual(a.record.moves);
  expect(idOf(b)).toBe(idOf(a));
});

test('a record saved under the earlier key (seed and log) still loads with its XP; that week earns once more, then never', () => {
  // Before, the end screen keyed a week on finishId(seed, log): the 18 runs of one set of clicks each earned.
  let record = emptyRecord();
  for (let i = 0; i < 3; i++) {
    const s = week(`OLD-${i}`);
    record = award(record, { game: 'launchpad', id: finishId(s.record.seed, codeMoves(manifest, s.record.moves)), result: { stagesDone: 9 } }, '2026-11-20').record;
  }
  const loaded = validateRecord(JSON.parse(JSON.stringify(record)));
  if (typeof loaded === 'string') throw new Error(loaded);
  expect(loaded.xp).toBe(3 * (FINISH_XP + LAUNCHPAD_ALL_STAGES_XP));
  let now = loaded;
  const gained = [0, 1, 2].map((i) => {
    const out = award(now, { game: 'launchpad', id: idOf(week(`NEW-${i}`)), result: { stagesDone: 9 } }, '2026-11-26');
    now = out.record;
    return out.gained;
  });
  expect(gained).toEqual([FINISH_XP + LAUNCHPAD_ALL_STAGES_XP, 0, 0]);
  expect(now.xp).toBe(4 * (FINISH_XP + LAUNCHPAD_ALL_STAGES_XP));
});

test('a finished week keeps the XP key the version-2 build gave it (a week finished before is not counted again)', () => {
  // The same clicks with a goal moved; the key was computed by the build before the record.
  const w = week('ANY', [...CLICKS.slice(0, -1), { type: 'moveGoal', from: 'low', fromIndex: 1, to: 'urgent', toIndex: 0 }, { type: 'continue' }]);
  expect(idOf(w)).toBe('f1wdqgf9tmyq');
});
