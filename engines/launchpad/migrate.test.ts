/**
 * Save version 3: the week's record (docs/rules/launchpad.md, "Saves"). Old saves, exactly as the version-1 and
 * version-2 builds wrote them (saves.v1.json, saves.v2.json, made by those builds' engines and encoders), become
 * records and play on; a record the current rules refuse is set aside naming the change; corrupt data is set aside.
 */
import { decode, encode } from '../core/save';
import { verifyCode } from '../core/code';
import { recordSave, start, type GameManifest } from '../core/record';
import { expectRefusal, playMoves } from '../core/testkit';
import { CODECS } from '../classroom';
import { manifest, rules, RULES_CHANGES, RULES_VERSION, type Summary } from './manifest';
import { migrateV1, migrateV2, parseOldProgress, OLD_RULES_VERSION } from './migrate';
import { canonicalMoves, codeFor, summaryOf } from './classroom';
import { fromCoded, sameRuleState } from './moves';
import { playMove, type PlayedWeek } from './play';
import OLD from './saves.v1.json';
import V2 from './saves.v2.json';
import type { LaunchpadSetup, LaunchpadState, Move } from './types';

const save = recordSave(manifest);

function playOn(week: PlayedWeek, moves: Move[]): PlayedWeek {
  for (const m of moves) {
    const out = playMove(week, m);
    if (out.step.refusal) throw new Error(`${m.type}: ${out.step.refusal.message}`);
    week = out.played;
  }
  return week;
}
const toTheEnd: Move[] = [
  { type: 'continue' },
  ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((value, i): Move[] => [
    { type: 'setPersona', field: (['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'] as const)[i], value },
    { type: 'continue' },
  ]),
  { type: 'selectCompetitor', rival: 1 },
  { type: 'setUniquenessText', text: 'twenty characters or more' },
  { type: 'continue' },
  { type: 'continue' },
];
const load = (raw: string) => {
  const r = decode(save, raw);
  if (!r.ok) throw new Error(`${r.reason}${'error' in r ? `: ${r.error}` : ''}`);
  return r;
};
/** The saved progress of an old save, as the version-2 build read it. */
const oldState = (raw: string): LaunchpadState => {
  const data = JSON.parse(raw) as { v: number; data: unknown };
  const old = parseOldProgress(data.v === 1 ? migrateV1(data.data) : data.data);
  if (typeof old === 'string') throw new Error(old);
  return old.state;
};
const oldLog = (raw: string) => (JSON.parse(raw) as { data: { log: unknown[] | null } }).data.log;
const verified = (week: PlayedWeek) => verifyCode(codeFor(week, { classId: '', nickname: 'Old' }), CODECS).verdict;

describe('save version 3: the record', () => {
  test('key and version; a new week saves only its record, and loads back the same by replaying it', () => {
    expect([save.key, save.version]).toEqual(['entrepreneur-simulation', 3]);
    const week = playOn(start(rules, {}, 'LP-NEW1'), [{ type: 'toggleStrength', strength: 'Natural leader' }]);
    const raw = encode(save, week);
    expect(JSON.parse(raw)).toEqual({
      v: 3,
      data: { game: 'launchpad', rulesVersion: RULES_VERSION, setup: {}, seed: 'LP-NEW1', moves: [{ type: 'toggleStrength', strength: 'Natural leader' }] },
    });
    expect(load(raw)).toEqual({ ok: true, value: week });
  });

  test('the typed answer is saved as typed (the record keeps it; a code never does)', () => {
    const week = playOn(start(rules, {}, 'S'), [{ type: 'goToStage', stage: 7 }, { type: 'setUniquenessText', text: 'Émilie’s 🚀 idée' }]);
    const back = load(encode(save, week)).value;
    expect(back.state.competitorSelection.uniquenessText).toBe('Émilie’s 🚀 idée');
    expect(codeFor(week, { classId: '', nickname: '' })).not.toContain('Émilie');
  });
});

describe('saves made by the version-1 build (no seed, no log)', () => {
  test('a finished week: seed "", its record the canonical path (what its code carried); the code verifies', () => {
    const r = load(OLD.finished);
    expect(r.migratedFrom).toBe(1);
    const { record, state } = r.value;
    expect(record.seed).toBe('');
    expect(record.rulesVersion).toBe(RULES_VERSION);
    expect(state.currentStage).toBe(9);
    expect(sameRuleState(state, oldState(OLD.finished))).toBe(true);
    // The canonical path (what its code carried), then the skip that put the deck where the save has it; the answer
    // is the student's own text.
    const text = 'My secret plan: tutoring by gamers';
    expect(record.moves).toEqual([...canonicalMoves(state).map((m) => (m.type === 'answer' ? { type: 'setUniquenessText', text } : fromCoded(m))), { type: 'skipGap' }]);
    expect(state.competitorSelection.uniquenessText).toBe(text);
    const v = verifyCode(codeFor(r.value, { classId: '', nickname: 'Old' }), CODECS, { game: 'launchpad', seed: '', settings: {} });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(state));
    // Saved again, it is a version-3 save that loads without a migration.
    expect(load(encode(save, r.value))).toEqual({ ok: true, value: r.value });
  });

  test('a week in the middle of the market gaps (the deck moved on past the chosen card) plays on to a verified code', () => {
    const week = load(OLD.midGaps).value;
    expect([week.state.currentStage, week.state.gapIndex, week.state.selectedGapIdeas.length]).toEqual([5, 3, 1]);
    expect(week.record.moves.slice(-1)).toEqual([{ type: 'skipGap' }]);
    const end = playOn(week, toTheEnd);
    expect(end.state.currentStage).toBe(9);
    expect(verified(end)).toBe('verified');
  });

  test('a week that went back to an earlier stage keeps every choice: its moves are rebuilt (jumping between stages) and it plays on to a verified code', () => {
    const week = load(OLD.wentBack).value;
    expect(week.state.currentStage).toBe(3);
    expect(week.state.customerPersona.ageGroup).toBe('13-18');
    expect(sameRuleState(week.state, oldState(OLD.wentBack))).toBe(true);
    expect(week.record.moves).toContainEqual({ type: 'goToStage', stage: 3 });
    const end = playOn(week, [...Array.from({ length: 4 }, (): Move => ({ type: 'continue' })), { type: 'selectCompetitor', rival: 1 }, { type: 'continue' }, { type: 'continue' }]);
    expect(end.state.currentStage).toBe(9);
    expect(verified(end)).toBe('verified');
  });
});

test('a version-1 save with an industry chosen and no card open (no click leaves it so) keeps every choice, its card open', () => {
  const data = JSON.parse(OLD.finished) as { v: number; data: Record<string, unknown> };
  const week = load(JSON.stringify({ ...data, data: { ...data.data, expandedIndustry: null } })).value;
  expect(week.state.expandedIndustry).toBe('Gaming & E-sports');
  expect(sameRuleState(week.state, { ...oldState(OLD.finished), expandedIndustry: 'Gaming & E-sports' })).toBe(true);
});

describe('saves made by the version-2 build (the seed and the engine log in the state)', () => {
  test('a week in progress: its record is its log, in the click order; it plays on to a verified code', () => {
    const r = load(V2.inProgress);
    expect(r.migratedFrom).toBe(2);
    const { record, state } = r.value;
    expect(record).toMatchObject({ game: 'launchpad', rulesVersion: RULES_VERSION, setup: {}, seed: 'LP-OLD-PROGRESS' });
    expect(record.moves).toEqual(oldLog(V2.inProgress));
    expect(sameRuleState(state, oldState(V2.inProgress))).toBe(true);
    expect([state.currentStage, state.personaStep]).toEqual([6, 3]);
    const end = playOn(r.value, [
      { type: 'setPersona', field: 'location', value: 'Urban' },
      { type: 'continue' },
      { type: 'setPersona', field: 'buyingBehavior', value: 'Tech-savvy' },
      { type: 'continue' },
      { type: 'setPersona', field: 'coreValue', value: 'Eco-conscious' },
      { type: 'continue' },
      { type: 'selectCompetitor', rival: 0 },
      { type: 'continue' },
      { type: 'continue' },
    ]);
    expect(end.state.currentStage).toBe(9);
    expect(verified(end)).toBe('verified');
  });

  test('a finished week: the answer keeps its text (its last edit; the earlier one a placeholder of its length); the code verifies and holds no word of it', () => {
    const { record, state } = load(V2.finished).value;
    const text = 'Quokka-Lantern tutoring clubs run by older gamers';
    expect(state.competitorSelection.uniquenessText).toBe(text);
    expect(state.currentStage).toBe(9);
    // The version-2 build kept consecutive edits as one move: one answer, now with the saved text.
    expect(record.moves.filter((m) => m.type === 'setUniquenessText')).toEqual([{ type: 'setUniquenessText', text }]);
    expect(record.moves.length).toBe(oldLog(V2.finished)!.length);
    const code = codeFor({ record, state }, { classId: '', nickname: '' });
    expect(code).not.toContain('Quokka');
    expect(verifyCode(code, CODECS, { seed: 'LP-OLD-DONE' }).verdict).toBe('verified');
  });

  test('a second week begun with "Start a new week": the reset at its start is dropped (a new week is a new record)', () => {
    const { record, state } = load(V2.secondWeek).value;
    expect(oldLog(V2.secondWeek)![0]).toEqual({ type: 'reset' });
    expect(record.moves).toEqual([{ type: 'toggleStrength', strength: 'Confident speaker' }, { type: 'continue' }]);
    expect([state.strengths, state.stage1Step]).toEqual([['Confident speaker'], 'improvements']);
  });

  test('a week whose log grew past 600 moves (kept without a log, without a code): its moves are rebuilt, and it now has a code', () => {
    expect(oldLog(V2.longLog)).toBeNull();
    const week = load(V2.longLog).value;
    expect(sameRuleState(week.state, oldState(V2.longLog))).toBe(true);
    expect(week.record.moves.length).toBeLessThan(40);
    expect(verifyCode(codeFor(week, { classId: '', nickname: '' }), CODECS).verdict).toBe('unfinished');
  });

  test('a log that does not reach the saved choices (the state edited by hand) is rebuilt from the choices', () => {
    const data = JSON.parse(V2.inProgress) as { v: number; data: Record<string, unknown> };
    const edited = { ...data, data: { ...data.data, strengths: ['Creative thinker'] } };
    const week = load(JSON.stringify(edited)).value;
    expect(week.state.strengths).toEqual(['Creative thinker']);
    expect(week.state.customerPersona.type).toBe('Students');
    expect(week.record.moves).not.toEqual(oldLog(V2.inProgress));
  });
});

describe('an old save the current rules refuse is set aside, naming the change', () => {
  /** Today's manifest with one more rules version, under which Back is no longer allowed. */
  const stricter = (): GameManifest<LaunchpadState, Move, LaunchpadSetup, Summary> => ({
    ...manifest,
    rulesChanges: { ...RULES_CHANGES, [RULES_VERSION + 1]: 'Back now leaves a stage only before its first choice' },
    rules: {
      ...rules,
      RULES_VERSION: RULES_VERSION + 1,
      refusal: (s, m) => (m.type === 'back' ? { code: 'no-going-back', message: 'You cannot go back.' } : rules.refusal(s, m)),
      step: (s, m) => (m.type === 'back' ? { state: s, refusal: { code: 'no-going-back', message: 'You cannot go back.' } } : rules.step(s, m)),
    },
  });

  test('a version-2 week in progress whose log holds a Back: kept aside, and the student reads which changes stopped it', () => {
    expect(oldLog(V2.inProgress)).toContainEqual({ type: 'back' });
    const out = decode(recordSave(stricter()), V2.inProgress);
    expect(out).toMatchObject({ ok: false, reason: 'invalid' });
    const at = (oldLog(V2.inProgress) as { type: string }[]).findIndex((m) => m.type === 'back') + 1;
    expect(!out.ok && 'tell' in out && out.tell).toBe(
      `Your LaunchPad game was saved under older rules and cannot go on under today's (${RULES_CHANGES[2]}; Back now leaves a stage only before its first choice): move ${at} is no longer allowed — You cannot go back. It is kept aside, and a new game starts.`,
    );
    expect(!out.ok && 'error' in out && out.error).toMatch(new RegExp(`^saved under rules ${OLD_RULES_VERSION}; move ${at} does not replay`));
    // The same save under today's rules plays on.
    expect(decode(save, V2.inProgress).ok).toBe(true);
  });

  test('under today\'s rules, a version-2 log the rules refuse (edited by hand) is set aside the same way', () => {
    const data = JSON.parse(V2.inProgress) as { v: number; data: Record<string, unknown> };
    const out = decode(save, JSON.stringify({ ...data, data: { ...data.data, log: [{ type: 'continue' }] } }));
    expect(!out.ok && 'tell' in out && out.tell).toMatch(/^Your LaunchPad game was saved under older rules .*move 1 is no longer allowed — Please select at least one strength/);
  });
});

describe('corrupt data is still set aside', () => {
  test.each([
    ['not JSON', '{not json', 'corrupt'],
    ['no envelope', '[1,2]', 'corrupt'],
    ['a newer version', JSON.stringify({ v: 9, data: {} }), 'unknown-version'],
    ['a version-1 save with a stage that is not a number', JSON.stringify({ v: 1, data: { currentStage: 'one' } }), 'invalid'],
    ['a version-2 save with a strength not in the list', V2.inProgress.replace('"Natural leader"', '"Juggler"'), 'invalid'],
    ['a version-2 save with a seed over 64 characters', V2.inProgress.replace('"LP-OLD-PROGRESS"', JSON.stringify('S'.repeat(65))), 'invalid'],
    ['a record with a move outside the description', JSON.stringify({ v: 3, data: { game: 'launchpad', rulesVersion: 2, setup: {}, seed: 'S', moves: [{ type: 'teleport' }] } }), 'invalid'],
    ['a record of another game', JSON.stringify({ v: 3, data: { game: 'everest', rulesVersion: 2, setup: {}, seed: 'S', moves: [] } }), 'invalid'],
    ['a record with an answer over 8,000 bytes', JSON.stringify({ v: 3, data: { game: 'launchpad', rulesVersion: 2, setup: {}, seed: 'S', moves: [{ type: 'setUniquenessText', text: 'x'.repeat(8001) }] } }), 'invalid'],
  ])('%s', (_label, raw, reason) => {
    expect(decode(save, raw)).toMatchObject({ ok: false, reason });
  });

  test('a record whose moves do not replay under today\'s rules says which move', () => {
    const record = { game: 'launchpad', rulesVersion: RULES_VERSION, setup: {}, seed: 'S', moves: [{ type: 'continue' }] };
    expect(decode(save, JSON.stringify({ v: 3, data: record }))).toEqual({ ok: false, reason: 'invalid', error: 'move 1 does not replay: Please select at least one strength' });
  });

  test('the migrations pass data they cannot read on unchanged, and the record validator refuses it', () => {
    for (const junk of [null, 'x', 3, [], { currentStage: 'one' }]) {
      expect(migrateV2(junk)).toBe(junk);
      expect(typeof save.validate(migrateV2(junk))).toBe('string');
    }
    expect(migrateV1(3)).toBe(3);
  });

  test('values the rules clamp (a stage of 99, a goal place of 40) are saved and load back; a stage no save can hold is refused', () => {
    const week = playMoves(rules, {}, 'S', [{ type: 'goToStage', stage: 99 }, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 40 }]);
    expect(load(encode(save, week)).value).toEqual(week);
    expectRefusal(rules.step(week.state, { type: 'goToStage', stage: 2 ** 60 }), 'unknown-stage');
  });
});
