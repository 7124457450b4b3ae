import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * Everest's classroom side (docs/classroom.md; docs/rules/everest.md, "Moves, saves and result codes"): golden result codes, the class link's settings, the moves the engine
 * records in its state, and that a code never holds text the student typed other than the nickname.
 */
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { decodeCode, encodeCode, progressWords, verifyCode, type CodeInput } from '../core/code';
import { CLASSROOM, CODECS } from '../classroom';
import * as C from './constants';
import { engine } from './index';
import { careful, rush } from './policies';
import { canHandInHalfWay, classSpec, codec, codeFor, halfWayProgress, movesOf, report, seedDigest, settingsOf, summaryOf } from './classroom';
import type { EverestAction, EverestState } from './types';

const A = (...types: string[]) => types.map((type) => ({ type }) as EverestAction);

function play(start: EverestState, moves: readonly EverestAction[]): EverestState {
  return moves.reduce((p, a) => {
    const out = engine.step(p, a);
    if (out.refusal) throw new Error(`refused ${a.type}: ${out.refusal.message}`);
    return out.state;
  }, start);
}

/** The careful policy on Normal, seed GOLD-1 (written out, so a change to the policies cannot move the goldens). */
const CAREFUL_MOVES: EverestAction[] = [
  { type: 'setFlow', flow: 'High' },
  ...A('fixRope', 'move', 'move', 'move', 'move', 'rest', 'rest', 'move', 'rest', 'move', 'rest', 'move', 'move', 'move'),
  ...A('descend', 'descend', 'descend', 'descend', 'descend'),
];
/** The rush policy on Normal, seed GOLD-1: never summits, the window closes. */
const RUSH_MOVES: EverestAction[] = [
  { type: 'setPace', pace: 'Fast' },
  { type: 'setFlow', flow: 'Low' },
  ...A('move', 'move', 'move', 'move', 'move', 'rest', 'rest', 'move', 'rest', 'move', 'rest', 'move', 'rest', 'rest', 'move'),
  ...A('rest', 'rest', 'rest', 'rest', 'rest'),
];

test('a code made under rules version 1 (before the summit counted only once home) is listed as made with an older version', () => {
  const v = verifyCode('VQ1.AQEIQy1HT0xENDIDU2FtBkdPTEQtMQEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQGo5HvO', CODECS);
  expect(v.verdict).toBe('rules-version');
  expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
});

describe('golden codes (a change that breaks old codes fails here: bump RULES_VERSION or the codec version instead)', () => {
  const careful1 = play(engine.init({ difficulty: 'Normal' }, 'GOLD-1'), CAREFUL_MOVES);
  const rush1 = play(engine.init({ difficulty: 'Normal' }, 'GOLD-1'), RUSH_MOVES);

  test('a class game: summit and home, A+', () => {
    const code = codeFor(careful1, { classId: 'C-GOLD42', nickname: 'Sam' });
    expect(code).toBe('VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARATQ8Diw');
    const v = verifyCode(code!, CODECS, { game: 'everest', classId: 'C-GOLD42', seed: 'GOLD-1', settings: { difficulty: 'Normal' } });
    expect(v.verdict).toBe('verified');
    expect(v.code).toEqual({
      game: 'everest',
      rulesVersion: 2,
      attempt: 1,
      inProgress: false,
      classId: 'C-GOLD42',
      nickname: 'Sam',
      seed: 'GOLD-1',
      settings: { difficulty: 'Normal' },
      moves: CAREFUL_MOVES,
      summary: { summit: true, home: true, days: 19, score: 1144, grade: 'A+' },
    });
  });

  test('a class game: the window closed below the summit, D', () => {
    const code = codeFor(rush1, { classId: 'C-GOLD42', nickname: 'Sam' });
    expect(code).toBe('VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARYLDAcHBwcHAAAHAAcABwAABwAAAAAAAAAU5gIFIcflbw');
    const d = decodeCode(code!, CODECS);
    expect(d.ok && d.code.summary).toEqual({ summit: false, home: false, days: 20, score: 179, grade: 'D' });
  });

  test('a solo game: the seed digest instead of the seed, no class id, no nickname', () => {
    const code = codeFor(careful1, { classId: '', nickname: '' });
    expect(code).toBe('VQ2.AQIAABd-LVdQVVBhLUdSLVdCNHRFT1M3UFNJZwEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARAZUmfSI');
    const v = verifyCode(code!, CODECS);
    expect(v.verdict).toBe('verified');
    expect(v.code?.seed).toBe(seedDigest('GOLD-1'));
    expect(v.replayed).toEqual({ summit: true, home: true, days: 19, score: 1144, grade: 'A+' });
  });

  test('typical code length for a finished game (printed for the report)', () => {
    const lengths = [careful1, rush1].flatMap((p) => [codeFor(p, { classId: 'C-1X2Y3Z4W5V', nickname: 'Alex' })!.length, codeFor(p, { classId: '', nickname: '' })!.length]);
    console.log(`Everest code lengths (class with a 4-letter nickname, solo): ${lengths.join(', ')} characters`);
    for (const n of lengths) expect(n).toBeLessThan(140);
  });
});

describe('verdicts from the real engine', () => {
  const done = play(engine.init({ difficulty: 'Normal' }, 'GOLD-1'), CAREFUL_MOVES);
  const base: CodeInput<unknown, EverestAction, unknown> = {
    classId: 'C-GOLD42',
    nickname: 'Sam',
    seed: 'GOLD-1',
    settings: { difficulty: 'Normal' },
    moves: CAREFUL_MOVES,
    summary: summaryOf(done),
  };
  const enc = (over: Partial<typeof base>) => encodeCode(codec, { ...base, ...over } as never);

  test('a move after the end is refused, with the engine’s message', () => {
    expect(verifyCode(enc({ moves: [...CAREFUL_MOVES, { type: 'rest' }] }), CODECS)).toMatchObject({
      verdict: 'refused',
      message: `Move ${CAREFUL_MOVES.length + 1} was refused during the replay: ${C.MSG.over}`,
    });
  });
  test('an unfinished game, a changed score, other settings or seed', () => {
    expect(verifyCode(enc({ moves: CAREFUL_MOVES.slice(0, 5) }), CODECS).verdict).toBe('unfinished');
    expect(verifyCode(enc({ summary: { ...summaryOf(done), score: 1300, grade: 'S' } }), CODECS).verdict).toBe('mismatch');
    expect(verifyCode(enc({ settings: { difficulty: 'Hard' } }), CODECS).verdict).not.toBe('verified');
    expect(verifyCode(enc({ seed: 'GOLD-2' }), CODECS).verdict).not.toBe('verified');
    expect(verifyCode(enc({}), CODECS, { settings: { difficulty: 'Easy' } }).message).toBe('This code was played with other settings.');
  });
  test('a class seed longer than the game keeps (40) still verifies against the link’s seed', () => {
    const seed = 'S'.repeat(64);
    let q = engine.init({ difficulty: 'Easy' }, seed);
    for (let i = 0; i < 60 && q.phase !== 'END'; i++) q = engine.step(q, engine.refusal(q, careful.next(q)) ? { type: 'rest' } : careful.next(q)).state;
    expect(q.seed).toHaveLength(C.SEED_MAX_LENGTH);
    const code = codeFor(q, { classId: 'C-LONG', nickname: '', seed })!;
    expect(verifyCode(code, CODECS, { classId: 'C-LONG', seed, settings: { difficulty: 'Easy' } }).verdict).toBe('verified');
  });
});

describe('class links', () => {
  test('the registry holds Everest’s codec, class spec and report', () => {
    expect(CLASSROOM.everest).toEqual({ codec, classSpec, report });
    expect(CODECS.everest).toBe(codec);
  });

  test('the difficulty is the one setting, with the setup screen’s choices; a link round-trips', () => {
    expect(classSpec.fields).toEqual([
      {
        param: 'difficulty',
        label: 'Difficulty',
        kind: 'choice',
        options: C.DIFFICULTY_LIST.map((d) => ({ value: d, label: `${d} — ${C.DIFFICULTIES[d].days} days, ${C.DIFFICULTIES[d].oxygen} O₂, ${C.DIFFICULTIES[d].food} food` })),
      },
    ]);
    const ctx = { game: 'everest' as const, classId: 'C-ABC123', seed: 'EV-77', settings: { difficulty: 'Hard' as const } };
    const path = classLinkPath(classSpec, ctx);
    expect(path).toBe('/everest/dashboard?class=C-ABC123&seed=EV-77&difficulty=Hard');
    expect(readClassLink(classSpec, paramsOf(path.split('?')[1]))).toEqual({ kind: 'class', context: ctx, problems: [] });
    expect(classSpec.describe({ difficulty: 'Hard' })).toBe('Everest Expedition · Hard difficulty · 18-day window, 12 oxygen, 24 food');
  });

  test('an unknown difficulty is refused with a notice and Easy is used, as on the setup screen; a missing one is Easy', () => {
    for (const bad of ['Insane', 'hard', '3', ' Easy']) {
      expect(classSpec.fromParams({ difficulty: bad })).toEqual({
        settings: { difficulty: 'Easy' },
        problems: [`Difficulty "${bad}" is not one of Easy, Normal, Hard: Easy is used.`],
      });
    }
    expect(classSpec.fromParams({})).toEqual({ settings: { difficulty: 'Easy' }, problems: [] });
    expect(readClassLink(classSpec, paramsOf('class=C-ABCD&seed=S1&difficulty=Extreme'))).toMatchObject({ kind: 'class', problems: [expect.stringContaining('Extreme')] });
    expect(readClassLink(classSpec, paramsOf('class=C-ABCD&difficulty=Hard')).kind).toBe('invalid');
  });
});

describe('the moves the engine records in its state', () => {
  test('settings changed between two days are kept once each, at their last value; no-ops add nothing', () => {
    let state = engine.init({ difficulty: 'Easy' }, 'REC');
    const apply = (a: EverestAction) => (state = engine.step(state, a).state);
    apply({ type: 'setPace', pace: 'Normal' });
    expect(state.moves).toEqual([]);
    for (let i = 0; i < 50; i++) apply({ type: 'setPace', pace: i % 2 ? 'Fast' : 'Slow' });
    apply({ type: 'setFlow', flow: 'High' });
    apply({ type: 'move', segment: 'icefall' } as EverestAction);
    apply({ type: 'setFlow', flow: 'Low' });
    expect(movesOf(state)).toEqual([{ type: 'setPace', pace: 'Fast' }, { type: 'setFlow', flow: 'High' }, { type: 'move' }, { type: 'setFlow', flow: 'Low' }]);
  });

  test('init records pace, flow and start time other than the defaults as moves (a replay starts from the defaults)', () => {
    const s = engine.init({ difficulty: 'Hard', pace: 'Fast', flow: 'Low', startTime: 'Late' }, 'INIT');
    expect([s.pace, s.flow, s.startTime]).toEqual(['Fast', 'Low', 'Late']);
    expect(movesOf(s)).toEqual([{ type: 'setPace', pace: 'Fast' }, { type: 'setFlow', flow: 'Low' }, { type: 'setStart', startTime: 'Late' }]);
    expect(engine.init({ difficulty: 'Hard', pace: 'Normal', flow: 'Med', startTime: 'Early' }, 'INIT').moves).toEqual([]);
    expect(play(engine.init({ difficulty: 'Hard' }, 'INIT'), s.moves!)).toEqual(s);
    expect(settingsOf(s)).toEqual({ difficulty: 'Hard' });
  });

  test('a refused action returns the same state object, its moves untouched', () => {
    const s = engine.init({ difficulty: 'Easy' }, 'REF');
    const out = engine.step(s, { type: 'descend' });
    expect(out.refusal).toBeDefined();
    expect(out.state).toBe(s);
    expect(s.moves).toEqual([]);
  });

  test('an applied action never changes the previous state’s list (a new array)', () => {
    const s = engine.init({ difficulty: 'Easy' }, 'ARR');
    const before = s.moves;
    const next = engine.step(s, { type: 'rest' }).state;
    expect(s.moves).toBe(before);
    expect(s.moves).toEqual([]);
    expect(next.moves).toEqual([{ type: 'rest' }]);
  });

  test('no history, no code', () => {
    expect(codeFor({ ...engine.init({ difficulty: 'Easy' }, 'X'), moves: null }, { classId: '', nickname: '' })).toBeNull();
  });
});

describe('a code holds no text the student typed other than the nickname', () => {
  test('a typed seed is never in a solo code, nor in the decoded code; the nickname is', () => {
    const typed = 'Zoë Quokka-Secret 42 🚀';
    let p = engine.init({ difficulty: 'Easy', pace: 'Slow' }, typed);
    expect(p.seed).toBe(typed);
    for (let i = 0; i < 80 && p.phase !== 'END'; i++) {
      const a = rush.next(p);
      p = engine.step(p, engine.refusal(p, a) ? { type: 'rest' } : a).state;
    }
    const code = codeFor(p, { classId: '', nickname: 'Nick Name' })!;
    const v = verifyCode(code, CODECS);
    expect(v.verdict).toBe('verified');
    const json = JSON.stringify(v.code);
    const bytes = Buffer.from(code.slice(4), 'base64url').toString('latin1');
    for (const part of ['Zoë', 'Quokka', 'Secret', 'Quokka-Secret']) {
      expect(code).not.toContain(part);
      expect(json).not.toContain(part);
      expect(bytes).not.toContain(part);
      expect(Buffer.from(code.slice(4), 'base64url').toString('utf8')).not.toContain(part);
    }
    expect(json).toContain('Nick Name');
    expect(v.code?.seed).toMatch(/^~[A-Za-z0-9_-]{22}$/);
  });
});

describe('the class report', () => {
  test('columns: summit, home, days, score and grade; the main figure is the score', () => {
    const row = { summit: true, home: false, days: 20, score: 812, grade: 'B' };
    expect(report.columns.map((c) => [c.label, c.text(row)])).toEqual([
      ['Summit reached', 'Yes'],
      ['Home safe', 'No'],
      ['Days', '20'],
      ['Score', '812'],
      ['Grade', 'B'],
    ]);
    expect(report.main!.value(row)).toBe(812);
    expect(report.main!.higherIsBetter).toBe(true);
  });
});

/** Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0. */
describe('format-1 codes of these games still verify', () => {
  test.each([
    ['VQ1.AQIAABd-LVdQVVBhLUdSLVdCNHRFT1M3UFNJZwEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQFjviEK', 'VQ2.AQIAABd-LVdQVVBhLUdSLVdCNHRFT1M3UFNJZwEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARAZUmfSI'],
    ['VQ1.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQHifQy6', 'VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARATQ8Diw'],
    ['VQ1.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEWCwwHBwcHBwAABwAHAAcAAAcAAAAAAAAAFOYCBejSf54', 'VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARYLDAcHBwcHAAAHAAcABwAABwAAAAAAAAAU5gIFIcflbw'],
  ])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
});

describe('half-way codes (docs/classroom.md, "Half-way codes")', () => {
  test('from half the window gone until the end: a half-way code that verifies as "day N of M, in progress"', () => {
    const days = C.DIFFICULTIES.Normal.days;
    let s = engine.init({ difficulty: 'Normal' }, 'EV-HALF-1');
    while (s.phase !== 'END' && s.day * 2 < days) {
      expect(canHandInHalfWay(s)).toBe(false);
      expect(codeFor(s, { classId: 'C-HALF1', nickname: 'Sam', inProgress: true })).toBeNull();
      s = engine.step(s, careful.next(s)).state;
    }
    expect(s.phase).not.toBe('END');
    expect(canHandInHalfWay(s)).toBe(true);
    expect(progressWords(halfWayProgress(s))).toBe(`day ${s.day} of ${days}, in progress`);
    const code = codeFor(s, { classId: 'C-HALF1', nickname: 'Sam', seed: 'EV-HALF-1', inProgress: true })!;
    expect(verifyCode(code, CODECS)).toMatchObject({ verdict: 'verified', progress: { done: s.day, total: days, unit: 'day' } });
  });
});
