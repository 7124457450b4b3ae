/**
 * Save version 2 (the seed and the move log inside the state: docs/architecture.md, "The move log"). Old saves, exactly
 * as the version-1 build wrote them (saves.v1.json, made by that build's engine and encoder), load and play on; the
 * validator checks the log and refuses corrupt data.
 */
import { decode, encode } from '../core/save';
import { verifyCode } from '../core/code';
import { CODECS } from '../classroom';
import { engine } from './index';
import { launchpadSave, migrateV1, validateLaunchpad } from './validate';
import { canonicalMoves, codeFor, noCodeReason, summaryOf } from './classroom';
import { MAX_MOVES } from './moves';
import OLD from './saves.v1.json';
import type { Action, LaunchpadState } from './types';

function playOn(s: LaunchpadState, acts: Action[]): LaunchpadState {
  for (const a of acts) {
    const out = engine.step(s, a);
    if (out.refusal) throw new Error(`${a.type}: ${out.refusal.message}`);
    s = out.state;
  }
  return s;
}
const toTheEnd: Action[] = [
  { type: 'continue' },
  ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((value, i): Action[] => [
    { type: 'setPersona', field: ['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'][i], value },
    { type: 'continue' },
  ]),
  { type: 'selectCompetitor', id: 'gaming-2' },
  { type: 'setUniquenessText', text: 'twenty characters or more' },
  { type: 'continue' },
  { type: 'continue' },
];
const load = (raw: string) => {
  const r = decode(launchpadSave, raw);
  if (!r.ok) throw new Error(`${r.reason}${'error' in r ? `: ${r.error}` : ''}`);
  return r;
};

describe('save version 2', () => {
  test('key and version; a new week saves its seed and log and loads back the same', () => {
    expect([launchpadSave.key, launchpadSave.version]).toEqual(['entrepreneur-simulation', 2]);
    const s = playOn(engine.init(undefined, 'LP-NEW1'), [{ type: 'toggleStrength', strength: 'Natural leader' }]);
    const raw = encode(launchpadSave, s);
    expect(JSON.parse(raw)).toMatchObject({ v: 2, data: { seed: 'LP-NEW1', log: [{ type: 'toggleStrength', strength: 'Natural leader' }] } });
    expect(load(raw)).toEqual({ ok: true, value: s });
  });

  test('a finished version-1 week: seed "", its log the canonical path; the code verifies (the end screen as before)', () => {
    const r = load(OLD.finished);
    expect(r.migratedFrom).toBe(1);
    const s = r.value;
    expect(s.seed).toBe('');
    expect(s.currentStage).toBe(9);
    // The canonical path (what its code carried), then the skip that put the deck where the save has it.
    expect(s.log).toEqual([...canonicalMoves(s), { type: 'skipGap' }]);
    expect(s.competitorSelection.uniquenessText).toBe('My secret plan: tutoring by gamers');
    const v = verifyCode(codeFor(s, { classId: '', nickname: 'Old' }), CODECS, { game: 'launchpad', seed: '', settings: {} });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(s));
    // Saved again, it is a version-2 save that loads without a migration.
    expect(load(encode(launchpadSave, s))).toEqual({ ok: true, value: s });
  });

  test('a version-1 week in the middle of the market gaps (the deck moved on past the chosen card) plays on to a verified code', () => {
    const s = load(OLD.midGaps).value;
    expect([s.currentStage, s.gapIndex, s.selectedGapIdeas.length]).toEqual([5, 3, 1]);
    expect(s.log).not.toBeNull();
    expect(s.log!.slice(-1)).toEqual([{ type: 'skipGap' }]);
    const end = playOn(s, toTheEnd);
    expect(end.currentStage).toBe(9);
    expect(verifyCode(codeFor(end, { classId: '', nickname: '' }), CODECS).verdict).toBe('verified');
  });

  test('a version-1 week that went back to an earlier stage keeps every choice and plays on, without a code (and says why)', () => {
    const s = load(OLD.wentBack).value;
    expect(s.currentStage).toBe(3);
    expect(s.customerPersona.ageGroup).toBe('13-18');
    expect(s.log).toBeNull();
    const end = playOn(s, [
      ...Array.from({ length: 4 }, (): Action => ({ type: 'continue' })),
      { type: 'selectCompetitor', id: 'gaming-2' },
      { type: 'continue' },
      { type: 'continue' },
    ]);
    expect(end.currentStage).toBe(9);
    expect(noCodeReason(end)).toMatch(/no result code/);
    // A new week starts a new log.
    expect(engine.step(end, { type: 'reset' }).state.log).toEqual([]);
  });

  test('the migration passes data it cannot read on to the validator, which refuses it', () => {
    for (const junk of [null, 'x', 3, [], { currentStage: 'one' }]) {
      expect(migrateV1(junk)).toBe(junk);
      expect(typeof validateLaunchpad(migrateV1(junk))).toBe('string');
    }
    expect(decode(launchpadSave, JSON.stringify({ v: 1, data: { currentStage: 2 } }))).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('the validator checks the log', () => {
  const week = () => playOn(engine.init(undefined, 'LP-V1'), [{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }]);
  test.each([
    ['no seed', { seed: undefined }],
    ['a seed that is not text', { seed: 7 }],
    ['a seed over 64 characters', { seed: 'S'.repeat(65) }],
    ['no log', { log: undefined }],
    ['a log that is not a list', { log: { 0: { type: 'continue' } } }],
    ['a log longer than MAX_MOVES', { log: Array.from({ length: MAX_MOVES + 1 }, () => ({ type: 'skipGap' })) }],
    ['an unknown move', { log: [{ type: 'teleport' }] }],
    ['a move with a stranger field', { log: [{ type: 'continue', why: 'x' }] }],
    ['a strength not in the list', { log: [{ type: 'toggleStrength', strength: 'Juggler' }] }],
    ['an answer length over 2,000', { log: [{ type: 'answer', length: 2001 }] }],
    ['an answer with its text', { log: [{ type: 'answer', length: 3, text: 'abc' }] }],
    ['a goal move off the grid', { log: [{ type: 'moveGoal', from: 'low', fromIndex: 9, to: 'urgent', toIndex: 0 }] }],
    ['a move that is not an object', { log: ['continue'] }],
  ])('refuses %s', (_label, change) => {
    expect(typeof validateLaunchpad({ ...week(), ...change })).toBe('string');
  });
  test('a well-formed log that does not replay to the state loads with no log: the week plays on, without a code', () => {
    const cases: LaunchpadState[] = [
      { ...week(), log: [] }, // moves missing
      { ...week(), log: [{ type: 'continue' }] }, // refused on replay
      { ...week(), strengths: ['Creative thinker'] }, // the state edited by hand
      { ...week(), seed: 'another' }, // replays fine: the seed only draws the name, so this one is kept
    ];
    const out = cases.map((c) => validateLaunchpad(JSON.parse(JSON.stringify(c))) as LaunchpadState);
    expect(out.map((s) => s.log === null)).toEqual([true, true, true, false]);
    const played = playOn(out[0], [{ type: 'toggleImprovement', area: 'Communication' }]);
    expect(played.improvementAreas).toEqual(['Communication']);
    expect(played.log).toBeNull();
  });
});
