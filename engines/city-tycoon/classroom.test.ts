import { format1Of } from '../core/testing';
import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * City Tycoon's result code, class link and report (docs/classroom.md; docs/rules/city-tycoon.md, "Players and codes").
 * Golden codes are checked in: a change to the rules, the engine or the packing that breaks old codes fails here (then
 * bump RULES_VERSION, see rules.lock.test.ts). The code is the game's record, packed by the core (recordCodec).
 */
import { decodeCode, encodeCode, ByteReader, ByteWriter, verifyCode, CODE_PREFIX } from '../core/code';
import { classLinkPath, readClassLink, paramsOf } from '../core/classLink';
import { privateSeed } from '../core/streams';
import { CLASSROOM, CODECS } from '../classroom';
import type { Action } from './index';
import { playTable, policy as policyOf } from './testkit';
import {
  classSpec,
  codec,
  codedMoves,
  codeFor,
  MOVE_COUNT,
  moveAt,
  moveIndex,
  rankingText,
  report,
  summaryOf,
  type TycoonSettings,
  type TycoonSummary,
} from './classroom';

/** Plays a game with the scripted policy into its record, as a table would (Auto End on unless `autoEnd` is false). */
function play(o: { names: string[]; cash?: number; cap?: number; seed: string; autoEnd?: boolean; toggleEvery?: number }) {
  let k = 0;
  const played = playTable(
    { names: o.names, startingCash: o.cash ?? 1500, cap: o.cap ?? 25 },
    o.seed,
    (s) => (o.toggleEvery && k++ % o.toggleEvery === 0 ? { type: 'SET_AUTO_END', on: !s.autoEnd } : policyOf(s)),
    { first: o.autoEnd === false ? [{ type: 'SET_AUTO_END', on: false }] : [] },
  );
  return { played, game: played.state, moves: codedMoves(played) };
}

const GOLDEN_NAMES = ['Ana', 'Ben', 'Cleo'];
/** Seed GOLD-1, 3 players, $1,500, cap 25, class C-GOLD1, nickname "Table 4": 194 moves of the scripted policy (rules 2). */
const GOLDEN =
  'VQ2.AwIHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQEAAQoPwgEAbAIAbAIAbABsAGwCBwBsAgBsAGwCAGwCAGwCAGwAbABsAGwAbAIAbAIAbAIAbAIAbAIAbABsAGwCAGwAbAIAbAIAbAIAbAIAbABsAGwAbAIAbAIAbABsAgBsAGwAbABsAGwCAGwAbABsAGwCAGwAbABsBwBsAGwAbABsAGwAbABsAGwAbABsAgBsAGwAbABsAGwAbABsAGwCAGwAbABsAGwAbABsAGwAbAIAbABsAGwAbABsAGwAAGwAbAAAAGwAbAPMGwMA8CABAMwgAgABABkRL_Os';
const GOLDEN_SUMMARY = {
  players: [
    { worth: 1766, rank: 3, bankrupt: false },
    { worth: 2104, rank: 1, bankrupt: false },
    { worth: 2086, rank: 2, bankrupt: false },
  ],
  endReason: 'cap',
  turns: 25,
};
/** The golden code of rules 1 (the same table, the moves as the game's own history kept them, nibble-packed). */
const GOLDEN_RULES_1 =
  'VQ2.AwEHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQEAAw8ZzAEBAhAQIQIQIQECEBAgECECECECEBAgIQEIIQIQEBAQIQEBAQIQIQECEBCBAvAPAfAPAfAPAfAPAfAPAQEBABAQIQEBABAQECEBAQ8I8J8K8IAQHwkDTVEDS1AB8KAQEBAQEBAQAQEB8IDwkBAhAQEBACEDGwMB6kIBAMwjAgABGbWiYK8';


describe('result code', () => {
  test('golden code: a fixed seed and fixed moves give exactly this code, and it decodes to this summary', () => {
    const v = verifyCode(GOLDEN, CODECS, { game: 'city-tycoon', classId: 'C-GOLD1', seed: 'GOLD-1', settings: { players: 3, cash: 1500, cap: 25 } });
    expect(v.verdict).toBe('verified');
    expect(v.code!.nickname).toBe('Table 4');
    expect(v.code!.moves).toHaveLength(194);
    expect(v.code!.summary).toEqual(GOLDEN_SUMMARY);
    expect(v.replayed).toEqual(GOLDEN_SUMMARY);
    // The packing is stable: the decoded code encodes to the same text.
    const c = v.code!;
    const again = encodeCode(codec, { classId: c.classId, nickname: c.nickname, seed: c.seed, settings: c.settings as TycoonSettings, moves: c.moves as Action[], summary: c.summary as TycoonSummary });
    expect(again).toBe(GOLDEN);
    // And the scripted table still plays these moves (the game's record gives the same code).
    const { played } = play({ names: GOLDEN_NAMES, seed: 'GOLD-1' });
    expect(codeFor(played, { classId: 'C-GOLD1', nickname: 'Table 4', seed: 'GOLD-1' })).toBe(GOLDEN);
  });

  test('the golden code of rules 1 is now made with an older version of the game', () => {
    const v = verifyCode(GOLDEN_RULES_1, CODECS);
    expect(v.verdict).toBe('rules-version');
    expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
  });

  test('Auto End is a preference: on, off or toggled during play, the same play gives the same result, and each code verifies', () => {
    const on = play({ names: ['', ''], seed: 'AUTO-7', cap: 12 });
    const off = play({ names: ['', ''], seed: 'AUTO-7', cap: 12, autoEnd: false });
    const toggled = play({ names: ['', ''], seed: 'AUTO-7', cap: 12, toggleEvery: 7 });
    const who = { classId: '', nickname: '', seed: 'AUTO-7' };
    for (const t of [on, off, toggled]) {
      const v = verifyCode(codeFor(t.played, who), CODECS, { seed: 'AUTO-7', settings: { players: 2, cash: 1500, cap: 12 } });
      expect(v.verdict).toBe('verified');
      expect(v.replayed).toEqual(summaryOf(on.game));
    }
    expect(summaryOf(on.game)).toEqual(summaryOf(off.game));
    expect(summaryOf(toggled.game)).toEqual(summaryOf(on.game));
  });

  test('the names the students typed are never in a code, nor in the decoded code; the replay uses Player 1…n', () => {
    const names = ['Zanzibar-Quokka', 'Marguerite Ösel', 'Xylo🎷Phone'];
    const { played } = play({ names, seed: 'NAMES-2' });
    const code = codeFor(played, { classId: 'C-NAME1', nickname: 'Blue table', seed: 'NAMES-2' });
    const plain = play({ names: ['', '', ''], seed: 'NAMES-2' });
    // Names change no rule: the same play with default names gives the same code.
    expect(codeFor(plain.played, { classId: 'C-NAME1', nickname: 'Blue table', seed: 'NAMES-2' })).toBe(code);
    const d = decodeCode(code, CODECS);
    expect(d.ok).toBe(true);
    const text = code + JSON.stringify(d) + new TextDecoder().decode(Buffer.from(code.slice(CODE_PREFIX.length), 'base64url'));
    for (const n of names) for (const part of n.split(/[\s-]/)) expect(text).not.toContain(part);
    expect(text).not.toMatch(/Quokka|Marguerite|Xylo/);
    expect(text).toContain('Blue table');
  });

  test('a seed the table typed goes into its code in its private form, and the code verifies against it', () => {
    const { played } = play({ names: ['', ''], seed: 'our secret seed', cap: 10 });
    const code = codeFor(played, { classId: '', nickname: 'T' });
    const d = decodeCode(code, CODECS);
    expect(d.ok && d.code.seed).toBe(privateSeed('our secret seed'));
    expect(code + new TextDecoder().decode(Buffer.from(code.slice(CODE_PREFIX.length), 'base64url'))).not.toContain('secret');
    expect(verifyCode(code, CODECS, { seed: privateSeed('our secret seed') }).verdict).toBe('verified');
  });

  test('every move packs to one number, one byte, and back', () => {
    const all = Array.from({ length: MOVE_COUNT }, (_, i) => moveAt(i));
    expect(all.map(moveIndex)).toEqual(all.map((_, i) => i));
    expect(MOVE_COUNT).toBeLessThanOrEqual(128);
    const w = new ByteWriter();
    codec.writeMoves(w, all.map(moveIndex) as never);
    const bytes = w.bytes();
    const r = new ByteReader(bytes);
    expect(codec.readMoves(r)).toEqual(all.map(moveIndex));
    expect(r.done).toBe(true);
    expect(bytes.length).toBe(1 + MOVE_COUNT);
  });

  test('a code with a move the rules refuse, or a move after the end, is refused at that move', () => {
    const { game, moves } = play({ names: ['', ''], seed: 'REF-1', cap: 10 });
    const base = { classId: '', nickname: '', seed: 'REF-1', settings: { players: 2, cash: 1500, cap: 10 } };
    const extra = encodeCode(codec, { ...base, moves: [...moves, moveIndex({ type: 'ROLL' })] as never, summary: summaryOf(game) });
    const v = verifyCode(extra, CODECS);
    expect(v.verdict).toBe('refused');
    expect(v.message).toContain(`Move ${moves.length + 1}`);
    const first = encodeCode(codec, { ...base, moves: [moveIndex({ type: 'BUY' })] as never, summary: summaryOf(game) });
    expect(verifyCode(first, CODECS).verdict).toBe('refused');
    const short = encodeCode(codec, { ...base, moves: moves.slice(0, 10) as never, summary: summaryOf(game) });
    expect(verifyCode(short, CODECS).verdict).toBe('unfinished');
    const lie = encodeCode(codec, { ...base, moves: moves as never, summary: { ...summaryOf(game), players: summaryOf(game).players.map((p) => ({ ...p, worth: p.worth + 10 })) } });
    expect(verifyCode(lie, CODECS).verdict).toBe('mismatch');
  });

  test('settings outside the setup screen’s limits cannot be read from a code', () => {
    // The settings are packed as their place in the list of allowed values: 2–6 players, $500–$5,000 by $100, 10–50 turns.
    const w = new ByteWriter().uint(5).uint(10).uint(15);
    expect(() => codec.readSettings(new ByteReader(w.bytes()))).toThrow(/out of range/);
    const c = new ByteWriter().uint(1).uint(46).uint(15);
    expect(() => codec.readSettings(new ByteReader(c.bytes()))).toThrow(/out of range/);
    const t = new ByteWriter().uint(1).uint(10).uint(41);
    expect(() => codec.readSettings(new ByteReader(t.bytes()))).toThrow(/out of range/);
    expect(codec.readSettings(new ByteReader(new ByteWriter().uint(1).uint(10).uint(15).bytes()))).toEqual({ players: 3, cash: 1500, cap: 25 });
  });

  test('another table’s moves do not verify as this table’s code', () => {
    const a = play({ names: ['', ''], seed: 'REC-1', cap: 10 });
    const b = play({ names: ['', ''], seed: 'REC-2', cap: 10 });
    const base = { classId: '', nickname: '', seed: 'REC-1', settings: { players: 2, cash: 1500, cap: 10 } };
    expect(verifyCode(encodeCode(codec, { ...base, moves: a.moves as never, summary: summaryOf(a.game) }), CODECS).verdict).toBe('verified');
    expect(verifyCode(encodeCode(codec, { ...base, moves: b.moves as never, summary: summaryOf(b.game) }), CODECS).verdict).not.toBe('verified');
    expect(verifyCode(encodeCode(codec, { ...base, moves: a.moves.slice(0, -3) as never, summary: summaryOf(a.game) }), CODECS).verdict).not.toBe('verified');
  });
});

describe('class link', () => {
  test('registered for the teacher’s page; a link round-trips its settings', () => {
    expect(CLASSROOM['city-tycoon']!.codec).toBe(codec);
    const ctx = { game: 'city-tycoon' as const, classId: 'C-ABCD12', seed: 'CT-K3J9', settings: { players: 5, cash: 2500, cap: 30 } };
    const path = classLinkPath(classSpec, ctx);
    expect(path).toBe('/simulation/city-tycoon?class=C-ABCD12&seed=CT-K3J9&players=5&cash=2500&cap=30');
    const r = readClassLink(classSpec, paramsOf(path.split('?')[1]));
    expect(r).toEqual({ kind: 'class', context: ctx, problems: [] });
    expect(classSpec.describe(ctx.settings)).toBe('City Tycoon · a table of 5 players · $2,500 each · 30 turns');
  });

  test('fromParams clamps like the setup screen (same limits, same words) and reads missing values as the defaults', () => {
    expect(classSpec.fromParams({})).toEqual({ settings: { players: 3, cash: 1500, cap: 25 }, problems: [] });
    const r = classSpec.fromParams({ players: '9', cash: '1234', cap: '3' });
    expect(r.settings).toEqual({ players: 6, cash: 1200, cap: 10 });
    expect(r.problems).toEqual(['Choose 2 to 6 players: set to 6.', 'Starting cash is $500–$5000 in steps of $100: set to $1200.', 'The turn cap is 10–50: set to 10.']);
    const low = classSpec.fromParams({ players: '1', cash: '99999', cap: '50.4' });
    expect(low.settings).toEqual({ players: 2, cash: 5000, cap: 50 });
    const junk = classSpec.fromParams({ players: 'many', cash: '1e', cap: '' });
    expect(junk.settings).toEqual({ players: 3, cash: 1500, cap: 25 });
    expect(junk.problems).toEqual(['Choose 2 to 6 players. "many" is not a number: set to 3.', 'Starting cash is $500–$5000 in steps of $100. "1e" is not a number: set to $1500.']);
    // Whatever a link says, the settings it gives are ones the setup screen accepts.
    for (const f of classSpec.fields) {
      expect(f.kind).toBe('int');
    }
  });
});

describe('report', () => {
  test('ranking within the table, Player 1…n, net worth, bankrupt and the end', () => {
    const s = { players: [{ worth: 2040, rank: 2, bankrupt: false }, { worth: 3100, rank: 1, bankrupt: false }, { worth: -60, rank: 3, bankrupt: true }], endReason: 'cap' as const, turns: 25 };
    expect(rankingText(s)).toBe('1. Player 2 $3,100 · 2. Player 1 $2,040 · 3. Player 3 −$60 (bankrupt)');
    const cells = Object.fromEntries(report.columns.map((c) => [c.key, c.text(s)]));
    expect(cells).toMatchObject({ players: '3', winner: 'Player 2', top: '$3,100', gap: '$3,160', bankrupt: '1', end: 'turn cap', turns: '25' });
    expect(report.main!.value(s)).toBe(3100);
  });
});

/**
 * Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0.
 * The format-1 golden of rules 1 is now a code of older rules; its rules-2 form is made from GOLDEN (format1Of).
 */
describe('format-1 codes of these games still verify', () => {
  test.each([[format1Of(GOLDEN), GOLDEN]])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
  test('the format-1 golden of rules 1 is made with an older version of the game', () => {
    expect(
      verifyCode(
        'VQ1.AwEHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQMPGcwBAQIQECECECEBAhAQIBAhAhAhAhAQICEBCCECEBAQECEBAQECECEBAhAQgQLwDwHwDwHwDwHwDwHwDwEBAQAQECEBAQAQEBAhAQEPCPCfCvCAEB8JA01RA0tQAfCgEBAQEBAQEAEBAfCA8JAQIQEBAQAhAxsDAepCAQDMIwIAARluREna',
        V1_CODECS,
      ).verdict,
    ).toBe('rules-version');
  });
});
