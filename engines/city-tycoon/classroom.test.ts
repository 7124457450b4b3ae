import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * City Tycoon's result code, class link and report (docs/classroom.md; docs/rules/city-tycoon.md, "Players and codes").
 * Golden codes are checked in: a change to the rules, the engine or the packing that breaks old codes fails here (then
 * bump RULES_VERSION, see rules.lock.test.ts).
 */
import { decodeCode, encodeCode, ByteReader, ByteWriter, verifyCode, CODE_PREFIX } from '../core/code';
import { classLinkPath, readClassLink, paramsOf } from '../core/classLink';
import { CLASSROOM, CODECS } from '../classroom';
import { newGame, step, type Action, type GameState } from './index';
import { policy } from './testkit';
import {
  classSpec,
  codec,
  codeFor,
  MOVE_COUNT,
  moveAt,
  moveIndex,
  rankingText,
  historyOf,
  movesOf,
  replaysTo,
  report,
  summaryOf,
  type TycoonMove,
  type TycoonSettings,
  type TycoonSummary,
} from './classroom';

/** Plays a game with the scripted policy, as a table would; the game keeps its own history. */
function play(o: { names: string[]; cash?: number; cap?: number; seed: string; autoEnd: boolean; toggleEvery?: number }) {
  let g = newGame({ names: o.names, startingCash: o.cash ?? 1500, cap: o.cap ?? 25, autoEnd: o.autoEnd }, o.seed) as GameState;
  const apply = (a: Action) => {
    g = step(g, a).state;
  };
  for (let k = 0; g.phase !== 'GAME_OVER' && k < 100_000; k++) {
    if (o.toggleEvery && k % o.toggleEvery === 0) apply({ type: 'SET_AUTO_END', on: !g.autoEnd });
    apply(policy(g));
  }
  return { game: g, moves: movesOf(g)! };
}

const GOLDEN_NAMES = ['Ana', 'Ben', 'Cleo'];
/** Seed GOLD-1, 3 players, $1,500, cap 25, class C-GOLD1, nickname "Table 4": 204 moves of the scripted policy. */
const GOLDEN =
  'VQ2.AwEHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQEAAw8ZzAEBAhAQIQIQIQECEBAgECECECECEBAgIQEIIQIQEBAQIQEBAQIQIQECEBCBAvAPAfAPAfAPAfAPAfAPAQEBABAQIQEBABAQECEBAQ8I8J8K8IAQHwkDTVEDS1AB8KAQEBAQEBAQAQEB8IDwkBAhAQEBACEDGwMB6kIBAMwjAgABGbWiYK8';
const GOLDEN_SUMMARY = {
  players: [
    { worth: -14, rank: 3, bankrupt: true },
    { worth: 4277, rank: 1, bankrupt: false },
    { worth: 2278, rank: 2, bankrupt: false },
  ],
  endReason: 'cap',
  turns: 25,
};

describe('result code', () => {
  test('golden code: a fixed seed and fixed moves give exactly this code, and it decodes to this summary', () => {
    const v = verifyCode(GOLDEN, CODECS, { game: 'city-tycoon', classId: 'C-GOLD1', seed: 'GOLD-1', settings: { players: 3, cash: 1500, cap: 25 } });
    expect(v.verdict).toBe('verified');
    expect(v.code!.nickname).toBe('Table 4');
    expect(v.code!.moves).toHaveLength(204);
    expect(v.code!.summary).toEqual(GOLDEN_SUMMARY);
    expect(v.replayed).toEqual(GOLDEN_SUMMARY);
    // The packing is stable: the decoded code encodes to the same text.
    const c = v.code!;
    const again = encodeCode(codec, { classId: c.classId, nickname: c.nickname, seed: c.seed, settings: c.settings as TycoonSettings, moves: c.moves as TycoonMove[], summary: c.summary as TycoonSummary });
    expect(again).toBe(GOLDEN);
    // And the scripted table still plays these moves (the game's own history gives the same code).
    const { game } = play({ names: GOLDEN_NAMES, seed: 'GOLD-1', autoEnd: true });
    expect(codeFor(game, { classId: 'C-GOLD1', nickname: 'Table 4' })).toBe(GOLDEN);
  });

  test('Auto End is a preference: on, off or toggled during play, the same play gives the same code', () => {
    const on = play({ names: ['', ''], seed: 'AUTO-7', cap: 12, autoEnd: true });
    const off = play({ names: ['', ''], seed: 'AUTO-7', cap: 12, autoEnd: false });
    const toggled = play({ names: ['', ''], seed: 'AUTO-7', cap: 12, autoEnd: true, toggleEvery: 7 });
    const who = { classId: '', nickname: '' };
    expect(codeFor(off.game, who)).toBe(codeFor(on.game, who));
    expect(codeFor(toggled.game, who)).toBe(codeFor(on.game, who));
    expect(summaryOf(on.game)).toEqual(summaryOf(off.game));
  });

  test('the names the students typed are never in a code, nor in the decoded code; the replay uses Player 1…n', () => {
    const names = ['Zanzibar-Quokka', 'Marguerite Ösel', 'Xylo🎷Phone'];
    const { game } = play({ names, seed: 'NAMES-2', autoEnd: true });
    const code = codeFor(game, { classId: 'C-NAME1', nickname: 'Blue table' });
    const plain = play({ names: ['', '', ''], seed: 'NAMES-2', autoEnd: true });
    // Names change no rule: the same play with default names gives the same code.
    expect(codeFor(plain.game, { classId: 'C-NAME1', nickname: 'Blue table' })).toBe(code);
    const d = decodeCode(code, CODECS);
    expect(d.ok).toBe(true);
    const text = code + JSON.stringify(d) + new TextDecoder().decode(Buffer.from(code.slice(CODE_PREFIX.length), 'base64url'));
    for (const n of names) for (const part of n.split(/[\s-]/)) expect(text).not.toContain(part);
    expect(text).not.toMatch(/Quokka|Marguerite|Xylo/);
    expect(text).toContain('Blue table');
  });

  test('every move packs to at most 12 bits and back; runs of one move pack together', () => {
    const all = Array.from({ length: MOVE_COUNT }, (_, i) => moveAt(i));
    expect(all.map(moveIndex)).toEqual(all.map((_, i) => i));
    const moves: TycoonMove[] = [...all, ...Array(20).fill({ type: 'BID' }), { type: 'ROLL' }, { type: 'ROLL' }, { type: 'ROLL' }, { type: 'END_TURN' }];
    const w = new ByteWriter();
    codec.writeMoves(w, moves);
    const bytes = w.bytes();
    const r = new ByteReader(bytes);
    expect(codec.readMoves(r)).toEqual(moves);
    expect(r.done).toBe(true);
    // 20 bids: one nibble for the first, then 8 + 8 + 3 more in three nibbles.
    const bids = new ByteWriter();
    codec.writeMoves(bids, Array(20).fill({ type: 'BID' }));
    expect(bids.bytes().length).toBe(1 + 2);
  });

  test('a code with a move the rules refuse, or a move after the end, is refused at that move', () => {
    const { game, moves } = play({ names: ['', ''], seed: 'REF-1', cap: 10, autoEnd: true });
    const extra = encodeCode(codec, { classId: '', nickname: '', seed: 'REF-1', settings: { players: 2, cash: 1500, cap: 10 }, moves: [...moves, { type: 'ROLL' } as TycoonMove], summary: summaryOf(game) });
    const v = verifyCode(extra, CODECS);
    expect(v.verdict).toBe('refused');
    expect(v.message).toContain(`Move ${moves.length + 1}`);
    const first = encodeCode(codec, { classId: '', nickname: '', seed: 'REF-1', settings: { players: 2, cash: 1500, cap: 10 }, moves: [{ type: 'BUY' } as TycoonMove], summary: summaryOf(game) });
    expect(verifyCode(first, CODECS).verdict).toBe('refused');
    const short = encodeCode(codec, { classId: '', nickname: '', seed: 'REF-1', settings: { players: 2, cash: 1500, cap: 10 }, moves: moves.slice(0, 10), summary: summaryOf(game) });
    expect(verifyCode(short, CODECS).verdict).toBe('unfinished');
    const lie = encodeCode(codec, {
      classId: '',
      nickname: '',
      seed: 'REF-1',
      settings: { players: 2, cash: 1500, cap: 10 },
      moves: moves,
      summary: { ...summaryOf(game), players: summaryOf(game).players.map((p) => ({ ...p, worth: p.worth + 10 })) },
    });
    expect(verifyCode(lie, CODECS).verdict).toBe('mismatch');
  });

  test('settings outside the setup screen’s limits cannot be read from a code', () => {
    const w = new ByteWriter().uint(7).uint(15).uint(25);
    expect(() => codec.readSettings(new ByteReader(w.bytes()))).toThrow(/players/);
    const c = new ByteWriter().uint(3).uint(4).uint(25);
    expect(() => codec.readSettings(new ByteReader(c.bytes()))).toThrow(/Starting cash/);
    const t = new ByteWriter().uint(3).uint(15).uint(9);
    expect(() => codec.readSettings(new ByteReader(t.bytes()))).toThrow(/turn cap/);
  });

  test('a history that does not replay to its game (another game, moves missing, edited) gives no code', () => {
    const a = play({ names: ['', ''], seed: 'REC-1', cap: 10, autoEnd: true });
    const b = play({ names: ['', ''], seed: 'REC-2', cap: 10, autoEnd: true });
    expect(historyOf(a.game)).toEqual(a.moves);
    expect(replaysTo(a.game, b.moves)).toBe(false);
    expect(historyOf({ ...a.game, moves: b.game.moves })).toBeNull();
    expect(historyOf({ ...a.game, moves: a.game.moves!.slice(0, -3) })).toBeNull();
    expect(historyOf({ ...a.game, moves: null })).toBeNull();
    expect(() => codeFor({ ...a.game, moves: null }, { classId: '', nickname: '' })).toThrow(/no history/);
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

/** Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0. */
describe('format-1 codes of these games still verify', () => {
  test.each([
    ['VQ1.AwEHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQMPGcwBAQIQECECECEBAhAQIBAhAhAhAhAQICEBCCECEBAQECEBAQECECEBAhAQgQLwDwHwDwHwDwHwDwHwDwEBAQAQECEBAQAQEBAhAQEPCPCfCvCAEB8JA01RA0tQAfCgEBAQEBAQEAEBAfCA8JAQIQEBAQAhAxsDAepCAQDMIwIAARluREna', 'VQ2.AwEHQy1HT0xEMQdUYWJsZSA0BkdPTEQtMQEAAw8ZzAEBAhAQIQIQIQECEBAgECECECECEBAgIQEIIQIQEBAQIQEBAQIQIQECEBCBAvAPAfAPAfAPAfAPAfAPAQEBABAQIQEBABAQECEBAQ8I8J8K8IAQHwkDTVEDS1AB8KAQEBAQEBAQAQEB8IDwkBAhAQEBACEDGwMB6kIBAMwjAgABGbWiYK8'],
  ])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
});
