import { format1Of } from '../core/testing';
import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/** Summit's classroom side (docs/classroom.md): class links, result codes (golden), privacy of typed texts, the report. */
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { decodeCode, verifyCode } from '../core/code';
import { codeMoves, start } from '../core/record';
import { CLASSROOM, CODECS } from '../classroom';
import * as C from './constants';
import { classSpec, codec, codeFor, report, summaryOf } from './classroom';
import { rules } from './index';
import { manifest } from './manifest';
import { finishRounds, PRODUCT, playOn, playSummit } from './classroom.testkit';
import oldSaves from './fixtures/old-saves-v1.json';
import type { RoleId } from './types';

const GOLDEN_STATE = () => playSummit('CLASS-SEED-1', 'doctor', [0, 1, 2, 0, 1, 2, 0]);
// Rules version 3 (accidents drawn round by round): these moves take no risk, so the same result as under rules 2 —
// no summit (never enough rest before the blizzards).
const GOLDEN =
  'VQ2.AgMIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEAAQERAAECFRYBAwEDAQMEAwETBAMBIAQDASQEAwExBAMBOAQDAUIEAAU3GVpViQIHYOPQ1g';
/** The same game's code under rules version 2 (made by the code before the record): made with an older version. */
const GOLDEN_RULES_2 =
  'VQ2.AgIIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEAARAAARUWAQMBAwIEAgUCAwIEAgUCAwIABTcZWlWJAgcQJTdL';
/** The same game's code under rules version 1: recognised as made with an older version. */
const GOLDEN_V1 =
  'VQ1.AgEIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEQAAEVFgEDAQMCBAIFAgMCBAIFAgMCAQUyGVBk9wIHwEuRwg';


describe('result codes', () => {
  test('golden code: a fixed seed and fixed moves give exactly this code, and it decodes to this summary', () => {
    const state = GOLDEN_STATE();
    const code = codeFor(state, { classId: 'C-TEST-1', nickname: 'Sam' });
    console.log(`Summit code for a finished game: ${code.length} characters: ${code}`);
    expect(code).toBe(GOLDEN);
    const d = decodeCode(GOLDEN, CODECS);
    expect(d.ok && d.code.summary).toEqual({ reached: false, survivors: 5, oxygen: 55, morale: 25, health: 90, progress: 85, score: 265, rounds: 7 });
    expect(d.ok && d.code).toMatchObject({ game: 'summit', classId: 'C-TEST-1', nickname: 'Sam', seed: 'CLASS-SEED-1', settings: { role: 'doctor' } });
    expect(verifyCode(GOLDEN, CODECS, { game: 'summit', classId: 'C-TEST-1', seed: 'CLASS-SEED-1', settings: { role: 'doctor' } }).verdict).toBe('verified');
    expect(verifyCode(GOLDEN_V1, CODECS).message).toBe('Made with an older version of the game — ask the student to replay.');
  });

  test('codes made under rules 2, before the record, are "made with an older version of the game"', () => {
    for (const old of [GOLDEN_RULES_2, oldSaves.oldGoldenCode]) {
      const v = verifyCode(old, CODECS);
      expect(v.verdict).toBe('rules-version');
      expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
      expect(v.header).toMatchObject({ game: 'summit', rulesVersion: 2 });
    }
  });

  test('the replayed summary is the end screen summary; the code is URL-safe and short', () => {
    const state = GOLDEN_STATE();
    const v = verifyCode(codeFor(state, { classId: '', nickname: '' }), CODECS);
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(state.state));
    expect(GOLDEN).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(GOLDEN)).toBe(GOLDEN);
    expect(GOLDEN.length).toBeLessThan(120);
  });

  test('no text the student typed is in the code or in the decoded code (only the nickname)', () => {
    const state = playSummit('PRIV-1', 'climber', [2, 2, 2, 2, 2, 2, 2], {
      ...PRODUCT,
      productConcept: 'Ultrasecretgadget Quasar',
      targetMarket: 'Platypus whisperers',
    });
    const code = codeFor(state, { classId: 'C-PRIV', nickname: 'Nick Q' });
    const d = decodeCode(code, CODECS);
    expect(d.ok).toBe(true);
    const json = JSON.stringify(d);
    for (const typed of ['Ultrasecretgadget', 'Quasar', 'Platypus', 'whisperers']) {
      expect(code.toLowerCase()).not.toContain(typed.toLowerCase());
      expect(json.toLowerCase()).not.toContain(typed.toLowerCase());
    }
    expect(json).toContain('Nick Q');
    expect(verifyCode(code, CODECS).verdict).toBe('verified');
  });

  test('the LaunchPad pre-fill (product texts and profiles) does not change a replay', () => {
    const profiles = {
      founderProfile: { strengths: ['Persistence', 'Design'], industry: 'EdTech' },
      rivalProfile: { competitor: 'BigCo', uniquenessText: 'We are faster than everybody else', uniquenessScore: 'high' as const },
    };
    const withProfiles = playSummit('LP-1', 'leader', [1, 0, 2, 1, 0, 2, 1], PRODUCT, profiles);
    expect(withProfiles.state.founderProfile).not.toBeNull();
    const plain = playSummit('LP-1', 'leader', [1, 0, 2, 1, 0, 2, 1]);
    expect(summaryOf(withProfiles.state)).toEqual(summaryOf(plain.state));
    const code = codeFor(withProfiles, { classId: '', nickname: '' });
    expect(code).toBe(codeFor(plain, { classId: '', nickname: '' }));
    expect(code).not.toMatch(/BigCo|Persistence/);
    expect(verifyCode(code, CODECS).verdict).toBe('verified');
  });

  test('a product named after a keyword ("Forest Rest Push") replays the same as any other name of its length', () => {
    const a = playSummit('KW-1', 'journalist', [0, 0, 0, 0, 0, 0, 0], { ...PRODUCT, productConcept: 'Forest Rest Push', targetMarket: 'conserve' });
    const v = verifyCode(codeFor(a, { classId: '', nickname: '' }), CODECS);
    expect(v.verdict).toBe('verified');
  });

  test('a game restarted with "Climb again" (same team and product) gives a code that verifies', () => {
    // As the end screen does it: a new record with the same role, then the same product (components/summit/FinalPanel.tsx).
    const first = GOLDEN_STATE().state;
    let s = start(rules, { role: first.selectedRole }, 'CLASS-SEED-1');
    s = playOn(s, { type: 'setupProduct', product: first.product, founderProfile: first.founderProfile, rivalProfile: first.rivalProfile });
    expect(s.state.phase).toBe('decision');
    s = finishRounds(s, 'doctor', [2, 2, 2, 2, 2, 2, 2]);
    expect(verifyCode(codeFor(s, { classId: 'C-1234', nickname: '' }), CODECS, { seed: 'CLASS-SEED-1' }).verdict).toBe('verified');
  });

  test('a round started without a role (the Journalist by default) verifies as the Journalist', () => {
    let s = playOn(start(rules, { role: null }, 'NOROLE'), { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null });
    expect(s.state.roleDefaulted).toBe(true);
    s = finishRounds(s, 'journalist', [1, 1, 1, 1, 1, 1, 1]);
    expect(s.state.selectedRole).toBe('journalist');
    // The record's setup names no role (none was picked); its first move is the setup.
    expect(s.record.setup).toEqual({ role: null });
    expect(s.record.moves[0].type).toBe('setupProduct');
    const v = verifyCode(codeFor(s, { classId: '', nickname: '' }), CODECS);
    expect(v.verdict).toBe('verified');
    expect(classSpec.describe(v.code!.settings as { role: null })).toBe('Summit of Decisions · no role picked (the Journalist)');
  });

  test('an unfinished game is "unfinished"; a changed summary is "mismatch"; another role is "other-class"', () => {
    let s = playOn(start(rules, { role: 'leader' }, 'U-1'), { type: 'startSimulation' }, { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null });
    s = playOn(s, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-kickoff' });
    expect(s.state.phase).toBe('outcome');
    expect(s.record.moves.map((m) => m.type)).toEqual(['startSimulation', 'setupProduct', 'submitDecision']);
    expect(verifyCode(codeFor(s, { classId: '', nickname: '' }), CODECS).verdict).toBe('unfinished');
    const done = GOLDEN_STATE();
    const forged = codeFor({ ...done, state: { ...done.state, score: done.state.score + 1 } }, { classId: '', nickname: '' });
    expect(verifyCode(forged, CODECS).verdict).toBe('mismatch');
    expect(verifyCode(GOLDEN, CODECS, { settings: { role: 'leader' } }).message).toBe('This code was played with other settings.');
  });

  test('a move the rules refuse is reported with its number', () => {
    const { record } = GOLDEN_STATE();
    const moves = codeMoves(manifest, record.moves) as { type: string }[];
    expect(moves.map((m) => m.type).slice(0, 4)).toEqual(['confirmRole', 'startSimulation', 'setupProduct', 'submitDecision']);
    const bad = moves.map((m) => (m.type === 'setupProduct' ? { ...m, conceptLength: 1 } : m));
    const replayOf = codec.replay as (setup: unknown, seed: string, moves: unknown[]) => ReturnType<typeof codec.replay>;
    expect(replayOf(record.setup, record.seed, bad)).toMatchObject({ ok: false, moveIndex: 2 });
    const twice = [...moves.slice(0, 4), moves[3]];
    expect(replayOf(record.setup, record.seed, twice)).toMatchObject({ ok: false, moveIndex: 4, message: C.MSG_ROUND_CLOSED });
  });
});

describe('class links', () => {
  test('the role comes from the link; an unknown role is refused with a notice and the Leader used', () => {
    expect(classSpec.fromParams({ role: 'doctor' })).toEqual({ settings: { role: 'doctor' }, problems: [] });
    expect(classSpec.fromParams({})).toEqual({ settings: { role: 'leader' }, problems: [] });
    const bad = classSpec.fromParams({ role: 'guide' });
    expect(bad.settings).toEqual({ role: 'leader' });
    expect(bad.problems).toEqual(['Role "guide" is not one of leader, doctor, environmentalist, climber, journalist: leader is used.']);
  });
  test('a link round-trips, and every role card is a choice on the teacher form', () => {
    const path = classLinkPath(classSpec, { game: 'summit', classId: 'C-ABCD', seed: 'S-1', settings: { role: 'climber' as RoleId } });
    expect(path).toBe('/simulation/summit?class=C-ABCD&seed=S-1&role=climber');
    const r = readClassLink(classSpec, paramsOf(path.split('?')[1]));
    expect(r).toEqual({ kind: 'class', context: { game: 'summit', classId: 'C-ABCD', seed: 'S-1', settings: { role: 'climber' } }, problems: [] });
    const f = classSpec.fields[0];
    expect(f.kind === 'choice' && f.options.map((o) => o.value)).toEqual([...C.ROLES]);
    expect(classSpec.describe({ role: 'environmentalist' })).toBe('Summit of Decisions · you play the Environmentalist');
  });
  test('registered for the teacher page', () => {
    expect(CLASSROOM.summit).toEqual({ codec, classSpec, report });
  });
});

describe('report', () => {
  test('columns: outcome, survivors and the final gauges', () => {
    const s = summaryOf(GOLDEN_STATE().state);
    expect(report.columns.map((c) => [c.label, c.text(s)])).toEqual([
      ['Outcome', 'Not reached'],
      ['Survivors', '5 of 5'],
      ['Oxygen', '55'],
      ['Morale', '25'],
      ['Team health (average)', '90'],
      ['Progress', '85'],
      ['Score', '265'],
      ['Rounds', '7'],
    ]);
    expect(report.main!.value(s)).toBe(265);
  });
});

/**
 * Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0.
 * The format-1 golden of rules 2 is now a code of older rules; its rules-3 form is made from GOLDEN (format1Of).
 */
describe('format-1 codes of these games still verify', () => {
  test.each([[format1Of(GOLDEN), GOLDEN]])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
  test('the format-1 golden of rules 2 is made with an older version of the game', () => {
    expect(verifyCode('VQ1.AgIIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEQAAEVFgEDAQMCBAIFAgMCBAIFAgMCAAU3GVpViQIHYpRmCg', V1_CODECS).verdict).toBe('rules-version');
  });
});
