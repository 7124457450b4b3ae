import {
  ATTEMPT_MAX,
  DECODE_MESSAGES,
  progressWords,
  VERDICT_MESSAGES,
  ByteReader,
  ByteWriter,
  CODE_PREFIX,
  crc32,
  decodeCode,
  encodeCode,
  findCodes,
  fromBase64Url,
  toBase64Url,
  verifyCode,
  type GameCodec,
} from './code';
import { Rng, seedRng } from './prng';

/** A toy game for the codec: add 1–3 per move until the total reaches the target. */
type Settings = { target: number };
type Summary = { total: number; turns: number };
const toy: GameCodec<Settings, number, Summary> = {
  game: 'bullwhip',
  rulesVersion: 3,
  writeSettings: (w, s) => void w.uint(s.target),
  readSettings: (r) => ({ target: r.uint(100) }),
  writeMoves: (w, ms) => {
    w.uint(ms.length);
    for (const m of ms) w.uint(m);
  },
  readMoves: (r) => r.list(200, (x) => x.uint(9)),
  writeSummary: (w, s) => void w.uint(s.total).uint(s.turns),
  readSummary: (r) => ({ total: r.uint(), turns: r.uint() }),
  replay: (s, _seed, moves) => {
    let total = 0;
    for (let i = 0; i < moves.length; i++) {
      if (moves[i] < 1 || moves[i] > 3) return { ok: false, moveIndex: i, message: 'a move adds 1 to 3' };
      if (total >= s.target) return { ok: false, moveIndex: i, message: 'the game is over' };
      total += moves[i];
    }
    return { ok: true, finished: total >= s.target, summary: { total, turns: moves.length } };
  },
};
const codecs = { bullwhip: toy };
const base = { classId: 'c-7f3a', nickname: 'Zoë 🚀', seed: 'SEED-1', settings: { target: 10 }, moves: [3, 3, 3, 1], summary: { total: 10, turns: 4 } };

describe('bytes', () => {
  test('uint, int, fixed, str and oneOf round-trip', () => {
    const w = new ByteWriter().uint(0).uint(127).uint(128).uint(2 ** 40).int(-5).int(7).fixed(-12.34, 2).str('héllo').oneOf('b', ['a', 'b']).bool(true);
    const r = new ByteReader(w.bytes());
    expect([r.uint(), r.uint(), r.uint(), r.uint(), r.int(), r.int(), r.fixed(2), r.str(20), r.oneOf(['a', 'b']), r.bool()]).toEqual([
      0, 127, 128, 2 ** 40, -5, 7, -12.34, 'héllo', 'b', true,
    ]);
    expect(r.done).toBe(true);
  });
  test('the reader refuses out-of-range values and short input', () => {
    expect(() => new ByteReader(new ByteWriter().uint(12).bytes()).uint(10)).toThrow(/out of range/);
    expect(() => new ByteReader(Uint8Array.from([0x80])).uint()).toThrow(/too early/);
    expect(() => new ByteReader(new ByteWriter().str('abcdef').bytes()).str(3)).toThrow(/out of range/);
    expect(() => new ByteReader(Uint8Array.from([2, 0xff, 0xfe])).str(9)).toThrow(/UTF-8/);
  });
  test('base64url round-trips every length and refuses other characters', () => {
    const rng = new Rng(seedRng('b64'));
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, () => rng.int(0, 255));
      const t = toBase64Url(bytes);
      expect(t).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(encodeURIComponent(t)).toBe(t);
      expect(fromBase64Url(t)).toEqual(bytes);
    }
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
  test('crc32 of "123456789" is the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('codes', () => {
  const text = encodeCode(toy, base);
  test('round trip', () => {
    expect(text.startsWith(CODE_PREFIX)).toBe(true);
    const d = decodeCode(text, codecs);
    expect(d).toEqual({ ok: true, code: { game: 'bullwhip', rulesVersion: 3, attempt: 1, inProgress: false, ...base } });
  });
  test('golden code: a change to the format breaks this test', () => {
    expect(text).toBe('VQ2.AAMGYy03ZjNhCVpvw6sg8J-agAZTRUVELTEBAAoEAwMDAQoESmWtfQ');
  });
  test('a format-1 code (made before attempts were recorded) still reads and verifies, as attempt 0', () => {
    const v1 = 'VQ1.AAMGYy03ZjNhCVpvw6sg8J-agAZTRUVELTEKBAMDAwEKBCPPKaQ';
    expect(decodeCode(v1, codecs)).toEqual({ ok: true, code: { game: 'bullwhip', rulesVersion: 3, attempt: 0, inProgress: false, ...base } });
    expect(verifyCode(v1, codecs).verdict).toBe('verified');
  });
  test('the attempt number round-trips; a code past the most a device counts reads as the most', () => {
    for (const attempt of [1, 2, 127, 128, ATTEMPT_MAX])
      expect(decodeCode(encodeCode(toy, { ...base, attempt }), codecs)).toMatchObject({ ok: true, code: { attempt } });
    expect(decodeCode(encodeCode(toy, { ...base, attempt: ATTEMPT_MAX + 5 }), codecs)).toMatchObject({ ok: true, code: { attempt: ATTEMPT_MAX } });
    expect(() => encodeCode(toy, { ...base, attempt: 0 })).toThrow(RangeError);
  });
  test('a half-way code verifies as "in progress" only for a game that has one, and only while the game is unfinished', () => {
    // The toy game has no half-way code: the reader refuses the flag as hand-made.
    expect(() => encodeCode(toy, { ...base, inProgress: true })).toThrow(RangeError);
    const withProgress = { ...toy, progress: (_: unknown, y: { turns: number }) => ({ done: y.turns, total: 4, unit: 'round' as const }) };
    const half = encodeCode(withProgress, { ...base, moves: [3, 3], summary: { total: 6, turns: 2 }, inProgress: true });
    expect(verifyCode(half, { bullwhip: withProgress })).toMatchObject({ verdict: 'verified', progress: { done: 2, total: 4, unit: 'round' } });
    expect(progressWords({ done: 2, total: 4, unit: 'round' })).toBe('round 2 of 4, in progress');
    expect(verifyCode(half, codecs)).toMatchObject({ verdict: 'hand-made', message: DECODE_MESSAGES.flags });
    // A finished game marked in progress, or a half-way summary that is not what the moves give, is not verified.
    const finished = encodeCode(withProgress, { ...base, inProgress: true });
    expect(verifyCode(finished, { bullwhip: withProgress })).toMatchObject({ verdict: 'mismatch', message: VERDICT_MESSAGES.finishedInProgress });
    const wrong = encodeCode(withProgress, { ...base, moves: [3, 3], summary: { total: 7, turns: 2 }, inProgress: true });
    expect(verifyCode(wrong, { bullwhip: withProgress }).verdict).toBe('mismatch');
  });
  test('any single-character change is detected', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = CODE_PREFIX.length; i < text.length; i++) {
      for (const c of alphabet) {
        if (c === text[i]) continue;
        const changed = text.slice(0, i) + c + text.slice(i + 1);
        const v = verifyCode(changed, codecs);
        expect(v.verdict).not.toBe('verified');
      }
    }
  });
  test('verdicts: verified, refused, unfinished, mismatch, other class/seed/settings, rules version, future codec', () => {
    expect(verifyCode(text, codecs).verdict).toBe('verified');
    expect(verifyCode(encodeCode(toy, { ...base, moves: [3, 3, 5, 1] }), codecs)).toMatchObject({
      verdict: 'refused',
      message: 'Move 3 was refused during the replay: a move adds 1 to 3',
    });
    expect(verifyCode(encodeCode(toy, { ...base, moves: [3, 3], summary: { total: 6, turns: 2 } }), codecs).verdict).toBe('unfinished');
    expect(verifyCode(encodeCode(toy, { ...base, summary: { total: 11, turns: 4 } }), codecs).verdict).toBe('mismatch');
    expect(verifyCode(text, codecs, { classId: 'other' }).message).toBe('This code is from another class.');
    expect(verifyCode(text, codecs, { seed: 'X' }).message).toBe('This code was played with another seed.');
    expect(verifyCode(text, codecs, { settings: { target: 12 } }).message).toBe('This code was played with other settings.');
    expect(verifyCode(text, { bullwhip: { ...toy, rulesVersion: 4 } })).toMatchObject({
      verdict: 'rules-version',
      message: 'Made with an older version of the game — ask the student to replay.',
    });
    expect(verifyCode('VQ3.AAAAAAAA', codecs).verdict).toBe('future-codec');
    expect(verifyCode('hello', codecs).verdict).toBe('not-a-code');
  });
  test('findCodes finds codes in noise, merges repeats, and survives a megabyte of junk', () => {
    const other = encodeCode(toy, { ...base, nickname: 'Sam' });
    const chat = `Sam: here ${text}\nAna,"${other}",done\n${text} (again)`;
    expect(findCodes(chat)).toEqual({ codes: [text, other], repeats: 1, overLimit: 0 });
    const junk = Array.from({ length: 1 << 20 }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join('');
    expect(findCodes(junk + text).codes).toContain(text);
  });
});
