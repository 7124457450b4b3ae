import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * Summit's classroom side (docs/classroom.md): class links, result codes (golden), privacy of typed texts, the report.
 */
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { decodeCode, verifyCode } from '../core/code';
import { CLASSROOM, CODECS } from '../classroom';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { classSpec, codec, codeFor, movesOf, report, settingsOf, summaryOf } from './classroom';
import { initialState, optionsFor } from './engine';
import { PRODUCT, playSummit, run } from './classroom.testkit';
import type { RoleId } from './types';

const GOLDEN_STATE = () => playSummit('CLASS-SEED-1', 'doctor', [0, 1, 2, 0, 1, 2, 0]);
// Rules version 2 (pace and exhaustion): these moves no longer reach the summit (never enough rest before the blizzards).
const GOLDEN =
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

  test('the replayed summary is the end screen summary; the code is URL-safe and short', () => {
    const state = GOLDEN_STATE();
    const v = verifyCode(codeFor(state, { classId: '', nickname: '' }), CODECS);
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(state));
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
    expect(withProfiles.founderProfile).not.toBeNull();
    const plain = playSummit('LP-1', 'leader', [1, 0, 2, 1, 0, 2, 1]);
    expect(summaryOf(withProfiles)).toEqual(summaryOf(plain));
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
    const first = GOLDEN_STATE();
    let s = run(first, { type: 'climbAgain', seed: 'CLASS-SEED-1' });
    for (let i = 0; s.phase !== 'final'; i++) {
      s = run(s, { type: 'submitDecision', role: 'doctor', optionId: optionsFor(STORY, s.round, 'doctor')[2].id }, { type: 'advance' });
    }
    expect(verifyCode(codeFor(s, { classId: 'C-1234', nickname: '' }), CODECS, { seed: 'CLASS-SEED-1' }).verdict).toBe('verified');
  });

  test('a round started without a role (the Journalist by default) verifies as the Journalist', () => {
    let s = run(initialState('NOROLE'), { type: 'setupProduct', product: PRODUCT });
    expect(s.roleDefaulted).toBe(true);
    while (s.phase !== 'final') s = run(s, { type: 'submitDecision', role: 'journalist', optionId: optionsFor(STORY, s.round, 'journalist')[1].id }, { type: 'advance' });
    expect(settingsOf(s)).toEqual({ role: 'journalist' });
    expect(movesOf(s)[0].kind).toBe('setup');
    expect(verifyCode(codeFor(s, { classId: '', nickname: '' }), CODECS).verdict).toBe('verified');
  });

  test('an unfinished game is "unfinished"; a changed summary is "mismatch"; another role is "other-class"', () => {
    let s = run(initialState('U-1'), { type: 'selectRole', role: 'leader' }, { type: 'startSimulation' }, { type: 'setupProduct', product: PRODUCT });
    s = run(s, { type: 'submitDecision', role: 'leader', optionId: optionsFor(STORY, 1, 'leader')[0].id });
    expect(s.phase).toBe('outcome');
    expect(movesOf(s).map((m) => m.kind)).toEqual(['confirm', 'setup', 'decide']);
    expect(verifyCode(codeFor(s, { classId: '', nickname: '' }), CODECS).verdict).toBe('unfinished');
    const done = GOLDEN_STATE();
    const forged = codeFor({ ...done, score: done.score + 1 }, { classId: '', nickname: '' });
    expect(verifyCode(forged, CODECS).verdict).toBe('mismatch');
    expect(verifyCode(GOLDEN, CODECS, { settings: { role: 'leader' } }).message).toBe('This code was played with other settings.');
  });

  test('a move the rules refuse is reported with its number', () => {
    const state = GOLDEN_STATE();
    const moves = movesOf(state);
    const bad = moves.map((m) => (m.kind === 'setup' ? { ...m, conceptLength: 1 } : m));
    const r = codec.replay(settingsOf(state), state.seed, bad);
    expect(r).toMatchObject({ ok: false, moveIndex: 1 });
    const twice = [...moves.slice(0, 3), { kind: 'decide' as const, option: 0 }];
    expect(codec.replay(settingsOf(state), state.seed, twice)).toMatchObject({ ok: false, moveIndex: 3, message: C.MSG_ROUND_CLOSED });
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
    const s = summaryOf(GOLDEN_STATE());
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

/** Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0. */
describe('format-1 codes of these games still verify', () => {
  test.each([
    ['VQ1.AgIIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEQAAEVFgEDAQMCBAIFAgMCBAIFAgMCAAU3GVpViQIHYpRmCg', 'VQ2.AgIIQy1URVNULTEDU2FtDENMQVNTLVNFRUQtMQEAARAAARUWAQMBAwIEAgUCAwIEAgUCAwIABTcZWlWJAgcQJTdL'],
  ])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
});
