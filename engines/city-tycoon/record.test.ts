/**
 * The game is its record (docs/engines.md, "The record"; docs/rules/city-tycoon.md, "The record, saves and codes"):
 * the core appends every move the rules applied, the save is the record (save version 3) and loads by replaying it,
 * and every refusal has its code. Old saves: migrate.test.ts.
 */
import { isRefused } from '../core/contract';
import { verifyCode } from '../core/code';
import { play, recordSave, replay, start, type GameRecord } from '../core/record';
import { decode, encode } from '../core/save';
import { expectRefusal, playMoves, randomRun } from '../core/testkit';
import { CODECS } from '../classroom';
import { codeFor } from './classroom';
import { ERR, REFUSAL, SAVE_KEY } from './constants';
import { tableSetup } from './engine';
import { MAX_MOVES, MOVE_COUNT, moveAt, type Move } from './moves';
import { manifest, recordFull, rules, SAVE_VERSION } from './manifest';
import { legalActions } from './selectors';
import { playTable, policy, withDice, game } from './testkit';
import type { Action, GameState, SetupInput } from './types';

const SETUP: SetupInput = { names: ['Ana', 'Ben'], startingCash: 1500, cap: 10 };
const spec = recordSave(manifest);
const AUTO_OFF: Action = { type: 'SET_AUTO_END', on: false };

/** The first seed whose first roll (no doubles) walks Ana onto a tile that asks nothing (no offer, no payment). */
function quietSeed(): string {
  for (let k = 0; k < 500; k++) {
    const p = start(rules, SETUP, `Q-${k}`);
    const rolled = rules.step(p.state, { type: 'ROLL' }).state;
    if (rolled.phase !== 'MOVING' || rolled.pendingMove!.again) continue;
    const t = rules.step(rolled, { type: 'ADVANCE' }).state;
    if (t.offer === null && t.auction === null && t.players[0].cash === 1500 && !t.players[0].inJail) return `Q-${k}`;
  }
  throw new Error('no seed');
}

/** A table of the scripted policy, played until a building stands (the first seed where one does). */
function withBuilding() {
  for (let k = 0; k < 50; k++) {
    let p = start(rules, { names: ['', ''], startingCash: 1500, cap: 25 }, `B-${k}`);
    while (p.state.phase !== 'GAME_OVER' && !p.state.houses.some((h) => h > 0)) p = play(rules, p, policy(p.state)).played;
    if (p.state.phase !== 'GAME_OVER') return p;
  }
  throw new Error('no seed');
}

describe('the core keeps the record', () => {
  test('a new game starts with an empty record and keeps its seed', () => {
    const p = start(rules, { names: ['', ''], startingCash: 1500, cap: 10 }, ' SEED-9 ');
    expect(p.record.moves).toEqual([]);
    expect(p.state.seed).toBe('SEED-9');
  });

  test('every applied move is appended, ADVANCE and Auto End included; a refusal returns the same game and adds nothing', () => {
    const p = playMoves(rules, SETUP, quietSeed(), [AUTO_OFF]);
    const refused = play(rules, p, { type: 'BUY' });
    expect(isRefused(refused.step)).toBe(true);
    expect(refused.played).toBe(p);
    const rolled = play(rules, p, { type: 'ROLL' }).played;
    expect(rolled.record.moves).toEqual([AUTO_OFF, { type: 'ROLL' }]);
    expect(p.record.moves).toEqual([AUTO_OFF]); // the old record is never changed
    const walked = play(rules, rolled, { type: 'ADVANCE' }).played;
    expect(walked.state.phase).toBe('POST_ACTIONS');
    expect(walked.record.moves).toEqual([AUTO_OFF, { type: 'ROLL' }, { type: 'ADVANCE' }]);
    const ended = play(rules, walked, { type: 'END_TURN' }).played;
    expect(ended.record.moves.map((m) => m.type)).toEqual(['SET_AUTO_END', 'ROLL', 'ADVANCE', 'END_TURN']);
    expect(replay(rules, ended.record)).toEqual({ ok: true, state: ended.state });
  });

  test('where Auto End ends a turn (after the walk, or switched on after it), the record holds the move that did it, and replays to the same turn', () => {
    const seed = quietSeed();
    const auto = playMoves(rules, SETUP, seed, [{ type: 'ROLL' }, { type: 'ADVANCE' }]);
    expect(auto.state.current).toBe(1);
    expect(replay(rules, auto.record).state.current).toBe(1);
    const later = playMoves(rules, SETUP, seed, [AUTO_OFF, { type: 'ROLL' }, { type: 'ADVANCE' }]);
    expect(later.state.phase).toBe('POST_ACTIONS');
    const on = play(rules, later, { type: 'SET_AUTO_END', on: true }).played;
    expect(on.state.current).toBe(1);
    expect(on.record.moves.at(-1)).toEqual({ type: 'SET_AUTO_END', on: true });
    expect(replay(rules, on.record)).toEqual({ ok: true, state: on.state });
  });

  test('a tile action is recorded with its tile', () => {
    const p = withBuilding();
    const tile = p.state.houses.findIndex((h) => h > 0);
    expect(p.record.moves.at(-1)).toEqual({ type: 'BUILD', tile });
  });

  test('a record holds at most MAX_MOVES moves: past it every move is refused (game-full), so its save always loads', () => {
    const p = start(rules, SETUP, 'FULL');
    const full = { ...p, record: { ...p.record, moves: new Array<Move>(MAX_MOVES).fill(AUTO_OFF) } };
    expect(recordFull(p.record)).toBeNull();
    expectRefusal(recordFull(full.record), 'game-full');
    expect(recordFull(full.record)!.message).toBe(ERR.gameFull);
    // A save with one more is not a record.
    const over = { ...p.record, moves: new Array<Move>(MAX_MOVES + 1).fill(AUTO_OFF) };
    expect(decode(spec, JSON.stringify({ v: SAVE_VERSION, data: over }))).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('at most 40000') });
  });

  test('random play: every refusal leaves the game as it was, and the record replays to the final state', () => {
    const all = Array.from({ length: MOVE_COUNT }, (_, i) => moveAt(i));
    for (let i = 0; i < 6; i++) {
      const candidates = (s: GameState): Action[] => (s.phase === 'GAME_OVER' ? [] : [...legalActions(s), policy(s), all[(s.logSeq * 7 + i) % all.length]]);
      const run = randomRun(rules, tableSetup({ names: ['', '', ''], startingCash: 800, cap: 10 }), `RUN-${i}`, candidates, `pick-${i}`, 4000);
      expect(run.refused).toBeGreaterThan(0);
      expect(run.played.state.phase).toBe('GAME_OVER');
    }
  });
});

describe('the save: the record, version 3, loaded by replaying it', () => {
  const played = () => playMoves(rules, tableSetup({ names: ['Ana', 'Ben', ''], startingCash: 1500, cap: 10 }), 'SAVE-3', []);
  const sixty = () => {
    let p = played();
    for (let k = 0; k < 60; k++) p = play(rules, p, policy(p.state)).played;
    return p;
  };

  test('a game round-trips through the save, which holds only the record', () => {
    const p = sixty();
    expect(SAVE_VERSION).toBe(3);
    expect(spec.key).toBe(SAVE_KEY);
    const text = encode(spec, p);
    expect(JSON.parse(text)).toEqual({ v: 3, data: p.record });
    expect(decode(spec, text)).toEqual({ ok: true, value: p });
  });

  test('corrupt records are refused: not a record, a move outside the description, a setup the game has not, a move the rules refuse', () => {
    const r = sixty().record;
    const bad = (data: unknown) => decode(spec, JSON.stringify({ v: 3, data }));
    expect(bad('nonsense')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(bad({ ...r, game: 'everest' })).toMatchObject({ ok: false, error: expect.stringContaining('game') });
    expect(bad({ ...r, moves: [...r.moves, { type: 'DANCE' }] })).toMatchObject({ ok: false, error: expect.stringContaining('type') });
    expect(bad({ ...r, moves: [...r.moves, { type: 'BUILD', tile: 0 }] })).toMatchObject({ ok: false, error: expect.stringContaining('tile') });
    expect(bad({ ...r, setup: { ...r.setup, startingCash: 1550 } })).toMatchObject({ ok: false, error: expect.stringContaining('setup.startingCash') });
    expect(bad({ ...r, setup: { ...r.setup, cap: 9 } })).toMatchObject({ ok: false, error: expect.stringContaining('setup.cap') });
    expect(bad({ ...r, setup: { ...r.setup, names: ['solo'] } })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(bad({ ...r, seed: 42 })).toMatchObject({ ok: false, error: expect.stringContaining('seed') });
    // Well formed, but the rules refuse a move: not this game's record.
    expect(bad({ ...r, moves: [{ type: 'BUY' }] })).toMatchObject({ ok: false, reason: 'invalid', error: `move 1 does not replay: ${ERR.noOffer}` });
    expect(decode(spec, JSON.stringify({ v: 4, data: r }))).toMatchObject({ ok: false, reason: 'unknown-version' });
  });

  test('unknown fields are dropped (deep junk too): the save loads as exactly its record', () => {
    // A save is text: junk nested as deep as JSON text of this size is written and read here.
    let junk: unknown = [];
    for (let i = 0; i < 1000; i++) junk = [junk];
    const p = sixty();
    const r = p.record as GameRecord<SetupInput, Action>;
    const input = { ...r, junk, setup: { ...r.setup, extra: junk }, moves: r.moves.map((m) => ({ ...m, extra: 1 })) };
    const out = decode(spec, JSON.stringify({ v: 3, data: { ...input, junk: 1 } }));
    expect(out).toEqual({ ok: true, value: p });
  });

  test('a finished game’s code needs nothing but the record', () => {
    const p = playTable({ names: ['', ''], startingCash: 1500, cap: 10 }, 'CODE-1');
    const v = verifyCode(codeFor(p, { classId: '', nickname: 'T', seed: 'CODE-1' }), CODECS, { game: 'city-tycoon', seed: 'CODE-1' });
    expect(v.verdict).toBe('verified');
  });
});

describe('every refusal has its code (docs/engines.md, "Refusals")', () => {
  const g = (x: Partial<GameState> = {}) => ({ ...game(3), autoEnd: false, ...x });
  const moving = { phase: 'MOVING' as const, pendingMove: { steps: 3, again: false }, lastRoll: [1, 2] as [number, number] };
  const owned = (tiles: number[], extra: Partial<GameState> = {}) => {
    const base = g();
    return g({ ownership: base.ownership.map((o, i) => (tiles.includes(i) ? 0 : o)), ...extra });
  };
  const withHouses = (tiles: number[], h: number[]) => (s: GameState) => ({ ...s, houses: s.houses.map((x, i) => (tiles.includes(i) ? h[tiles.indexOf(i)] : x)) });
  const jailed = (cash: number) => g({ players: g().players.map((p) => (p.id === 0 ? { ...p, inJail: true, pos: 10, cash } : p)) });
  const opened = () => {
    const s = rules.step(withDice({ ...g(), ...moving }, 1, 2), { type: 'ADVANCE' }).state;
    return rules.step(s, { type: 'DECLINE' }).state;
  };
  const cases: [string, GameState, Action][] = [
    [REFUSAL.gameOver, g({ phase: 'GAME_OVER', endReason: 'cap' }), { type: 'ROLL' }],
    [REFUSAL.notYourMove, g(), { type: 'ADVANCE' }],
    [REFUSAL.cannotRoll, g(moving), { type: 'ROLL' }],
    [REFUSAL.notInDetention, g(), { type: 'PAY_JAIL' }],
    [REFUSAL.need50, jailed(20), { type: 'PAY_JAIL' }],
    [REFUSAL.noOffer, g(), { type: 'BUY' }],
    [REFUSAL.noAuction, g(), { type: 'BID' }],
    [REFUSAL.bidExceedsCash, { ...opened(), players: opened().players.map((p) => (p.id === 1 ? { ...p, cash: 5 } : p)) }, { type: 'BID' }],
    [REFUSAL.bidOrPass, rules.step(rules.step(opened(), { type: 'PASS' }).state, { type: 'PASS' }).state, { type: 'NEXT' }],
    [REFUSAL.cannotEndTurn, g(), { type: 'END_TURN' }],
    [REFUSAL.manageTiming, owned([1, 3], moving), { type: 'BUILD', tile: 1 }],
    [REFUSAL.notProperty, g(), { type: 'BUILD', tile: 5 }],
    [REFUSAL.notOwnable, g(), { type: 'MORTGAGE', tile: 0 }],
    [REFUSAL.notOwner, g(), { type: 'BUILD', tile: 1 }],
    [REFUSAL.mortgagedNoBuild, owned([1, 3], { mortgaged: g().mortgaged.map((_, i) => i === 1) }), { type: 'BUILD', tile: 1 }],
    [REFUSAL.needFullSet, owned([1]), { type: 'BUILD', tile: 1 }],
    [REFUSAL.buildEvenly, withHouses([1], [1])(owned([1, 3], { houseSupply: 31 })), { type: 'BUILD', tile: 1 }],
    [REFUSAL.maxBuildings, withHouses([1, 3], [5, 5])(owned([1, 3], { towerSupply: 10 })), { type: 'BUILD', tile: 1 }],
    [REFUSAL.noShops, owned([1, 3], { houseSupply: 0 }), { type: 'BUILD', tile: 1 }],
    [REFUSAL.noTowers, withHouses([1, 3], [4, 4])(owned([1, 3], { houseSupply: 24, towerSupply: 0 })), { type: 'BUILD', tile: 1 }],
    [REFUSAL.notEnoughCash, owned([1, 3], { players: g().players.map((p) => (p.id === 0 ? { ...p, cash: 10 } : p)) }), { type: 'BUILD', tile: 1 }],
    [REFUSAL.noBuildings, owned([1, 3]), { type: 'SELL', tile: 1 }],
    [REFUSAL.sellEvenly, withHouses([1, 3], [1, 2])(owned([1, 3], { houseSupply: 29 })), { type: 'SELL', tile: 1 }],
    [REFUSAL.alreadyMortgaged, owned([5], { mortgaged: g().mortgaged.map((_, i) => i === 5) }), { type: 'MORTGAGE', tile: 5 }],
    [REFUSAL.notMortgaged, owned([5]), { type: 'UNMORTGAGE', tile: 5 }],
    [
      REFUSAL.needCashUnmortgage,
      owned([5], { mortgaged: g().mortgaged.map((_, i) => i === 5), players: g().players.map((p) => (p.id === 0 ? { ...p, cash: 10 } : p)) }),
      { type: 'UNMORTGAGE', tile: 5 },
    ],
    [REFUSAL.sellBuildingsFirst, withHouses([1, 3], [1, 1])(owned([1, 3], { houseSupply: 30 })), { type: 'MORTGAGE', tile: 1 }],
    [REFUSAL.badTile, g(), { type: 'BUILD', tile: 41 }],
    [REFUSAL.bankCannotPay, owned([5], { players: g().players.map((p) => (p.id === 0 ? { ...p, cash: 1e12 - 3000 } : p)) }), { type: 'MORTGAGE', tile: 5 }],
  ];

  test.each(cases)('%s', (code, s, a) => {
    expectRefusal(rules.step(s, a), code);
    expect(rules.refusal(s, a)).toEqual(rules.step(s, a).refusal);
    expect(rules.step(s, a).state).toBe(s);
  });

  test('every code the rules can refuse with is tested here, and each is kebab-case and its own', () => {
    const tested = new Set(cases.map(([code]) => code));
    const codes = Object.values(REFUSAL);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // 'game-full' is the record's (recordFull, above), not the rules'.
    expect(codes.filter((c) => !tested.has(c))).toEqual([REFUSAL.gameFull]);
  });
});

describe('the setup a table records', () => {
  test('names as the rules keep them (a typed name is cleaned first, an empty one gets its default), the settings as chosen', () => {
    expect(tableSetup({ names: [' Ana ', '\u202Eevil', ''], startingCash: 2000, cap: 12 })).toEqual({ names: ['Ana', 'evil', 'Casey'], startingCash: 2000, cap: 12 });
    // No table's setup is the one a record has before the table sets up (components/city-tycoon/store.ts).
    expect(tableSetup(manifest.setup.defaults).names.every((n) => n !== '')).toBe(true);
  });
});
