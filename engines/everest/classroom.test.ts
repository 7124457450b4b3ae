import { format1Of } from '../core/testing';
import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * Everest's classroom side (docs/classroom.md; docs/rules/everest.md, "Moves, saves and result codes"): golden result
 * codes (rules version 3; the codes of rules 1 and 2 are made with an older version of the game), the class link's
 * settings, the moves a code carries (the record's canonical moves), and that a code never holds text the student typed
 * other than the nickname.
 */
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { decodeCode, encodeCode, progressWords, verifyCode, type CodeInput } from '../core/code';
import { play as playOne, start } from '../core/record';
import { privateSeed } from '../core/streams';
import { playMoves } from '../core/testkit';
import { CLASSROOM, CODECS } from '../classroom';
import * as C from './constants';
import { rules as engine } from './index';
import { careful, playOut, rush } from './policies';
import { canHandInHalfWay, classSpec, codec, codeFor, codeMovesOf, halfWayProgress, report, settingsOf, summaryOf, type EverestPlayed } from './classroom';
import type { EverestAction } from './types';

const A = (...types: string[]) => types.map((type) => ({ type }) as EverestAction);

/** Plays `moves` on Normal from `seed` (every one must be legal). */
const play = (seed: string, moves: readonly EverestAction[]): EverestPlayed => playMoves(engine, { difficulty: 'Normal' }, seed, moves);


/** The careful policy on Normal, seed GOLD-1 (written out, so a change to the policies cannot move the goldens). */
const CAREFUL_MOVES: EverestAction[] = [
  { type: 'setFlow', flow: 'High' },
  ...A('fixRope', 'move', 'rest', 'move', 'fixRope', 'rest', 'rest', 'move', 'move', 'move', 'rest', 'rest', 'acclimatize', 'move'),
  ...A('descend', 'descend', 'descend', 'descend', 'descend'),
];
/** The rush policy on Normal, seed GOLD-1: never summits, the window closes. */
const RUSH_MOVES: EverestAction[] = [
  { type: 'setPace', pace: 'Fast' },
  { type: 'setFlow', flow: 'Low' },
  ...A('move', 'move', 'rest', 'move', 'move', 'move', 'rest', 'move', 'rest', 'move', 'rest', 'rest', 'rest', 'rest', 'rest'),
  ...A('rest', 'rest', 'rest', 'rest', 'rest'),
];

/** Golden codes of rules version 3 (regenerated when the streams came: the codes of rules 2 are below, now older). */
const GOLDEN = {
  carefulClass: 'VQ2.AQMIQy1HT0xENDIDU2FtBkdPTEQtMQEAARQKAgUHAAcFAAAHBwcAAAEHCAgICAgBAROIEQGlfTir',
  rushClass: 'VQ2.AQMIQy1HT0xENDIDU2FtBkdPTEQtMQEAARYJAgoABwcABwcHAAcABwAAAAAAAAAAAAAAABTSAgUJNWHL',
  carefulSolo: 'VQ2.AQMAABd-N3g5c09POEVnZHJxc3pGVC1DYkF0ZwEAARQKAgUHAAcFAAAHBwcAAAEHCAgICAgBAROIEQFtszYa',
};
/** The same games' codes under rules version 2 (one generator for every draw), as that build made them. */
const RULES_2 = {
  carefulClass: 'VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARATQ8Diw',
  rushClass: 'VQ2.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEAARYLDAcHBwcHAAAHAAcABwAABwAAAAAAAAAU5gIFIcflbw',
  carefulSolo: 'VQ2.AQIAABd-LVdQVVBhLUdSLVdCNHRFT1M3UFNJZwEAARQOBQcHBwcAAAcABwAHBwcICAgICAEBE_ARAZUmfSI',
};

test('a code made under rules version 1 (before the summit counted only once home) is listed as made with an older version', () => {
  const v = verifyCode('VQ1.AQEIQy1HT0xENDIDU2FtBkdPTEQtMQEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQGo5HvO', CODECS);
  expect(v.verdict).toBe('rules-version');
  expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
});

test('the codes of rules version 2 (one generator for every draw) are listed as made with an older version', () => {
  for (const code of Object.values(RULES_2)) {
    const v = verifyCode(code, CODECS);
    expect(v.verdict).toBe('rules-version');
    expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
    expect(v.header).toMatchObject({ game: 'everest', rulesVersion: 2 });
  }
});

describe('golden codes (a change that breaks old codes fails here: bump RULES_VERSION or the codec version instead)', () => {
  const careful1 = play('GOLD-1', CAREFUL_MOVES);
  const rush1 = play('GOLD-1', RUSH_MOVES);

  test('the goldens are the policies’ own games (careful summits and comes home, rush runs out of window)', () => {
    expect(codeMovesOf(playOut(careful, start(engine, { difficulty: 'Normal' }, 'GOLD-1')))).toEqual(CAREFUL_MOVES);
    expect(codeMovesOf(playOut(rush, start(engine, { difficulty: 'Normal' }, 'GOLD-1')))).toEqual(RUSH_MOVES);
  });

  test('a class game: summit and home, A+', () => {
    const code = codeFor(careful1, { classId: 'C-GOLD42', nickname: 'Sam' });
    expect(code).toBe(GOLDEN.carefulClass);
    const v = verifyCode(code!, CODECS, { game: 'everest', classId: 'C-GOLD42', seed: 'GOLD-1', settings: { difficulty: 'Normal' } });
    expect(v.verdict).toBe('verified');
    expect(v.code).toEqual({
      game: 'everest',
      rulesVersion: 3,
      attempt: 1,
      inProgress: false,
      classId: 'C-GOLD42',
      nickname: 'Sam',
      seed: 'GOLD-1',
      settings: { difficulty: 'Normal' },
      moves: CAREFUL_MOVES,
      summary: { summit: true, home: true, days: 19, score: 1092, grade: 'A+' },
    });
  });

  test('a class game: the window closed below the summit, D', () => {
    const code = codeFor(rush1, { classId: 'C-GOLD42', nickname: 'Sam' });
    expect(code).toBe(GOLDEN.rushClass);
    const d = decodeCode(code!, CODECS);
    expect(d.ok && d.code.summary).toEqual({ summit: false, home: false, days: 20, score: 169, grade: 'D' });
  });

  test('a solo game: the private seed instead of the seed, no class id, no nickname', () => {
    const code = codeFor(careful1, { classId: '', nickname: '' });
    expect(code).toBe(GOLDEN.carefulSolo);
    const v = verifyCode(code!, CODECS);
    expect(v.verdict).toBe('verified');
    expect(v.code?.seed).toBe(privateSeed('GOLD-1'));
    expect(v.replayed).toEqual({ summit: true, home: true, days: 19, score: 1092, grade: 'A+' });
  });

  test('typical code length for a finished game (printed for the report)', () => {
    const lengths = [careful1, rush1].flatMap((p) => [codeFor(p, { classId: 'C-1X2Y3Z4W5V', nickname: 'Alex' })!.length, codeFor(p, { classId: '', nickname: '' })!.length]);
    console.log(`Everest code lengths (class with a 4-letter nickname, solo): ${lengths.join(', ')} characters`);
    for (const n of lengths) expect(n).toBeLessThan(140);
  });
});

describe('verdicts from the real engine', () => {
  const done = play('GOLD-1', CAREFUL_MOVES).state;
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
    let q = start(engine, { difficulty: 'Easy' }, seed);
    for (let i = 0; i < 60 && q.state.phase !== 'END'; i++) q = playOne(engine, q, engine.refusal(q.state, careful.next(q.state)) ? { type: 'rest' } : careful.next(q.state)).played;
    expect(q.state.seed).toHaveLength(C.SEED_MAX_LENGTH);
    expect(q.record.seed).toBe(seed);
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

describe('the moves a code carries: the record’s canonical moves', () => {
  test('settings changed between two days are kept once each, at their last value; no-ops add nothing', () => {
    let p = start(engine, { difficulty: 'Easy' }, 'REC');
    const apply = (a: EverestAction) => (p = playOne(engine, p, a).played);
    apply({ type: 'setPace', pace: 'Normal' });
    expect(p.record.moves).toEqual([]);
    for (let i = 0; i < 50; i++) apply({ type: 'setPace', pace: i % 2 ? 'Fast' : 'Slow' });
    apply({ type: 'setFlow', flow: 'High' });
    apply({ type: 'move', segment: 'icefall' } as EverestAction);
    apply({ type: 'setFlow', flow: 'Low' });
    expect(codeMovesOf(p)).toEqual([{ type: 'setPace', pace: 'Fast' }, { type: 'setFlow', flow: 'High' }, { type: 'move' }, { type: 'setFlow', flow: 'Low' }]);
    // The record keeps every move played; the code's moves replay to the very same state.
    expect(p.record.moves).toHaveLength(53);
    expect(playMoves(engine, { difficulty: 'Easy' }, 'REC', codeMovesOf(p)).state).toEqual(p.state);
  });

  test('the setup is the difficulty alone: pace, flow and start time are moves (a new game starts from the defaults)', () => {
    const p = playMoves(engine, { difficulty: 'Hard' }, 'INIT', [
      { type: 'setPace', pace: 'Fast' },
      { type: 'setFlow', flow: 'Low' },
      { type: 'setStart', startTime: 'Late' },
    ]);
    expect([p.state.pace, p.state.flow, p.state.startTime]).toEqual(['Fast', 'Low', 'Late']);
    expect(codeMovesOf(p)).toEqual([{ type: 'setPace', pace: 'Fast' }, { type: 'setFlow', flow: 'Low' }, { type: 'setStart', startTime: 'Late' }]);
    const fresh = engine.init({ difficulty: 'Hard' }, 'INIT');
    expect([fresh.pace, fresh.flow, fresh.startTime]).toEqual(['Normal', 'Med', 'Early']);
    expect(p.record.setup).toEqual({ difficulty: 'Hard' });
    expect(settingsOf(p.state)).toEqual({ difficulty: 'Hard' });
  });

  test('a refused action returns the same state object and records nothing', () => {
    const p = start(engine, { difficulty: 'Easy' }, 'REF');
    const out = playOne(engine, p, { type: 'descend' });
    expect(out.step.refusal).toBeDefined();
    expect(out.step.state).toBe(p.state);
    expect(out.played).toBe(p);
    expect(p.record.moves).toEqual([]);
  });

  test('an applied action never changes the previous record’s list (a new array)', () => {
    const p = start(engine, { difficulty: 'Easy' }, 'ARR');
    const before = p.record.moves;
    const next = playOne(engine, p, { type: 'rest' }).played;
    expect(p.record.moves).toBe(before);
    expect(p.record.moves).toEqual([]);
    expect(next.record.moves).toEqual([{ type: 'rest' }]);
  });

  test('no code before the end', () => {
    expect(codeFor(start(engine, { difficulty: 'Easy' }, 'X'), { classId: '', nickname: '' })).toBeNull();
  });
});

describe('a code holds no text the student typed other than the nickname', () => {
  test('a typed seed is never in a solo code, nor in the decoded code; the nickname is', () => {
    const typed = 'Zoë Quokka-Secret 42 🚀';
    let p = playMoves(engine, { difficulty: 'Easy' }, typed, [{ type: 'setPace', pace: 'Slow' }]);
    expect(p.state.seed).toBe(typed);
    expect(p.record.seed).toBe(typed);
    for (let i = 0; i < 80 && p.state.phase !== 'END'; i++) {
      const a = rush.next(p.state);
      p = playOne(engine, p, engine.refusal(p.state, a) ? { type: 'rest' } : a).played;
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
    expect(v.code?.seed).toBe(privateSeed(typed));
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

/**
 * Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0.
 * The format-1 codes of rules 2 are now codes of older rules; their rules-3 forms are made from the goldens (format1Of).
 */
describe('format-1 codes of these games still verify', () => {
  test.each(Object.values(GOLDEN).map((v2) => [format1Of(v2), v2]))('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
  test.each([
    'VQ1.AQIAABd-LVdQVVBhLUdSLVdCNHRFT1M3UFNJZwEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQFjviEK',
    'VQ1.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEUDgUHBwcHAAAHAAcABwcHCAgICAgBARPwEQHifQy6',
    'VQ1.AQIIQy1HT0xENDIDU2FtBkdPTEQtMQEWCwwHBwcHBwAABwAHAAcAAAcAAAAAAAAAFOYCBejSf54',
  ])('the format-1 code of rules 2 %s is made with an older version of the game', (v1) => expect(verifyCode(v1, V1_CODECS).verdict).toBe('rules-version'));
});

describe('half-way codes (docs/classroom.md, "Half-way codes")', () => {
  test('from half the window gone until the end: a half-way code that verifies as "day N of M, in progress"', () => {
    const days = C.DIFFICULTIES.Normal.days;
    let p = start(engine, { difficulty: 'Normal' }, 'EV-HALF-1');
    while (p.state.phase !== 'END' && p.state.day * 2 < days) {
      expect(canHandInHalfWay(p.state)).toBe(false);
      expect(codeFor(p, { classId: 'C-HALF1', nickname: 'Sam', inProgress: true })).toBeNull();
      p = playOne(engine, p, careful.next(p.state)).played;
    }
    const s = p.state;
    expect(s.phase).not.toBe('END');
    expect(canHandInHalfWay(s)).toBe(true);
    expect(progressWords(halfWayProgress(s))).toBe(`day ${s.day} of ${days}, in progress`);
    const code = codeFor(p, { classId: 'C-HALF1', nickname: 'Sam', seed: 'EV-HALF-1', inProgress: true })!;
    expect(verifyCode(code, CODECS)).toMatchObject({ verdict: 'verified', progress: { done: s.day, total: days, unit: 'day' } });
  });
});
