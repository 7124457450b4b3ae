/**
 * The game keeps its own history (docs/rules/city-tycoon.md, "Saves and the game's history"): engine.step appends the moves the rules applied, the save is the
 * one save spec (version 2) and checks the history, and a version 1 save (no history) still loads and plays on.
 */
import { decode, encode } from '../core/save';
import {
  MAX_MOVES,
  MOVE_COUNT,
  MOVE_NO,
  SAVE_VERSION,
  engine,
  moveIndex,
  newGame,
  saveSpec,
  step,
  validateGame,
  validateSave,
  type Action,
  type GameState,
} from './index';
import { codeFor, historyOf } from './classroom';
import { policy } from './testkit';
import fixture from './save-v1.fixture.json';
import { verifyCode } from '../core/code';
import { CODECS } from '../classroom';

const fresh = (autoEnd: boolean, seed = 'HIST') => newGame({ names: ['Ana', 'Ben'], startingCash: 1500, cap: 10, autoEnd }, seed) as GameState;
const ok = (s: GameState, a: Action) => {
  const r = step(s, a);
  if (r.refusal) throw new Error(`refused ${JSON.stringify(a)}: ${r.refusal.message}`);
  return r.state;
};
/** The first seed whose first roll (no doubles) walks Ana onto a tile that asks nothing (no offer): POST_ACTIONS or the next turn. */
function quietSeed(autoEnd: boolean): string {
  for (let k = 0; k < 500; k++) {
    const s = ok(fresh(autoEnd, `Q-${k}`), { type: 'ROLL' });
    if (s.phase !== 'MOVING' || s.pendingMove!.again) continue;
    const t = ok(s, { type: 'ADVANCE' });
    if (t.offer === null && t.auction === null && t.players[0].cash === 1500) return `Q-${k}`;
  }
  throw new Error('no seed');
}
/** A game of the scripted policy, played until a building stands (the first seed where one does). */
function withBuilding(): GameState {
  for (let k = 0; k < 50; k++) {
    let g = newGame({ names: ['', ''], startingCash: 1500, cap: 25 }, `B-${k}`) as GameState;
    while (g.phase !== 'GAME_OVER' && !g.houses.some((h) => h > 0)) g = step(g, policy(g)).state;
    if (g.phase !== 'GAME_OVER') return g;
  }
  throw new Error('no seed');
}
const playToEnd = (g: GameState) => {
  while (g.phase !== 'GAME_OVER') g = step(g, policy(g)).state;
  return g;
};

describe('engine.step keeps the history', () => {
  test('a new game starts with an empty history and keeps its seed', () => {
    const g = engine.init({ names: ['', ''], startingCash: 1500, cap: 10 }, ' SEED-9 ').game!;
    expect(g.moves).toEqual([]);
    expect(g.seed).toBe('SEED-9');
  });

  test('a move is appended when applied; ADVANCE adds nothing; a refusal returns the same state and adds nothing', () => {
    const g = fresh(false, quietSeed(false));
    const refused = step(g, { type: 'BUY' });
    expect(refused.refusal).toBeDefined();
    expect(refused.state).toBe(g);
    expect(g.moves).toEqual([]);
    const rolled = ok(g, { type: 'ROLL' });
    expect(rolled.moves).toEqual([MOVE_NO.ROLL]);
    expect(g.moves).toEqual([]); // the old state is never changed
    const walked = ok(rolled, { type: 'ADVANCE' });
    expect(walked.phase).toBe('POST_ACTIONS');
    expect(walked.moves).toEqual([MOVE_NO.ROLL]);
    const ended = ok(walked, { type: 'END_TURN' });
    expect(ended.moves).toEqual([MOVE_NO.ROLL, MOVE_NO.END_TURN]);
    expect(ok(ended, { type: 'SET_AUTO_END', on: true }).moves).toBe(ended.moves);
  });

  test('where Auto End ends a turn (after the walk, or switched on after it), the history holds the END_TURN a click would be', () => {
    const seed = quietSeed(true);
    const auto = ok(ok(fresh(true, seed), { type: 'ROLL' }), { type: 'ADVANCE' });
    expect(auto.current).toBe(1);
    expect(auto.moves).toEqual([MOVE_NO.ROLL, MOVE_NO.END_TURN]);
    const later = ok(ok(fresh(false, seed), { type: 'ROLL' }), { type: 'ADVANCE' });
    expect(later.phase).toBe('POST_ACTIONS');
    const on = ok(later, { type: 'SET_AUTO_END', on: true });
    expect(on.current).toBe(1);
    expect(on.moves).toEqual([MOVE_NO.ROLL, MOVE_NO.END_TURN]);
  });

  test('a tile action is recorded with its tile', () => {
    const g = withBuilding();
    const tile = g.houses.findIndex((h) => h > 0);
    expect(g.moves!.at(-1)).toBe(moveIndex({ type: 'BUILD', tile }));
    expect(g.moves!.every((m) => m >= 0 && m < MOVE_COUNT)).toBe(true);
    expect(moveIndex({ type: 'BUILD', tile: 1 })).toBeGreaterThanOrEqual(8);
  });

  test('past MAX_MOVES the history is dropped (null) and the game plays on; null stays null', () => {
    const g = fresh(false, quietSeed(false));
    const full: GameState = { ...g, moves: new Array(MAX_MOVES).fill(MOVE_NO.ROLL) };
    const next = ok(full, { type: 'ROLL' });
    expect(next.moves).toBeNull();
    expect(next.lastRoll).not.toBeNull();
    const after = ok(ok(next, { type: 'ADVANCE' }), { type: 'END_TURN' });
    expect(after.moves).toBeNull();
    expect(historyOf(after)).toBeNull();
  });
});

describe('the save: one key, version 2, the history checked', () => {
  const played = () => {
    let g = fresh(true, 'SAVE-2');
    for (let k = 0; k < 60; k++) g = step(g, policy(g)).state;
    return g;
  };

  test('a game with its history round-trips through the save', () => {
    const g = played();
    expect(SAVE_VERSION).toBe(2);
    const back = decode(saveSpec, encode(saveSpec, { game: g }));
    expect(back).toEqual({ ok: true, value: { game: g } });
  });

  test('a malformed or inconsistent history never refuses the game: it loads without one (no code)', () => {
    const g = JSON.parse(JSON.stringify(withBuilding())) as GameState;
    const h = g.moves!;
    const firstBuildOrMortgage = h.findIndex((m) => m >= 8);
    const bad: unknown[] = [
      undefined,
      'ROLL',
      [...h, MOVE_COUNT],
      [...h.slice(0, -1), 1.5],
      [...h, -1],
      new Array(MAX_MOVES + 1).fill(0),
      [], // a game that has rolled has moves
      [MOVE_NO.END_TURN, ...h.slice(1)], // the first move is a roll
      h.filter((m) => m !== MOVE_NO.ROLL).length ? [MOVE_NO.ROLL] : [], // fewer rolls than rounds played
    ];
    if (firstBuildOrMortgage >= 0) bad.push(h.filter((m) => m < 8)); // buildings or mortgages no move put there
    for (const moves of bad) {
      const v = validateGame({ ...g, moves });
      expect(typeof v).not.toBe('string');
      expect((v as GameState).moves).toBeNull();
    }
    // A fresh game has not rolled: a history there is a lie.
    const f = fresh(true);
    expect((validateGame({ ...f, moves: [MOVE_NO.ROLL] }) as GameState).moves).toBeNull();
  });

  test('buildings and mortgages need the moves that put them there', () => {
    const g = withBuilding();
    const built = g.houses.findIndex((h) => h > 0);
    const kept = validateGame(JSON.parse(JSON.stringify(g))) as GameState;
    expect(kept.moves).toEqual(g.moves);
    const noBuild = g.moves!.filter((m) => m !== moveIndex({ type: 'BUILD', tile: built }));
    expect((validateGame({ ...g, moves: noBuild }) as GameState).moves).toBeNull();
    // A mortgage on a tile without buildings, then the history without it.
    const tile = g.ownership.findIndex((o, i) => o === g.current && g.houses[i] === 0 && !g.mortgaged[i] && !step(g, { type: 'MORTGAGE', tile: i }).refusal);
    expect(tile).toBeGreaterThanOrEqual(0);
    const m = ok(g, { type: 'MORTGAGE', tile });
    expect((validateGame(JSON.parse(JSON.stringify(m))) as GameState).moves).toEqual(m.moves);
    expect((validateGame({ ...m, moves: g.moves }) as GameState).moves).toBeNull();
  });

  test('corrupt games are still refused', () => {
    const g = played();
    expect(typeof validateSave({ game: { ...g, phase: 'DANCING' } })).toBe('string');
    expect(typeof validateSave({ game: { ...g, houses: [] } })).toBe('string');
    expect(decode(saveSpec, JSON.stringify({ v: 2, data: { game: { seed: 42 } } })).ok).toBe(false);
    expect(decode(saveSpec, JSON.stringify({ v: 1, data: { game: { seed: 42 } } })).ok).toBe(false);
    expect(decode(saveSpec, JSON.stringify({ v: 1, data: 'x' })).ok).toBe(false);
    expect(decode(saveSpec, JSON.stringify({ v: 3, data: { game: null } })).ok).toBe(false);
  });

  test('a version 1 save (the exact JSON the older build wrote) loads without a history and plays on to the end', () => {
    const r = decode(saveSpec, fixture['city-tycoon']);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.migratedFrom).toBe(1);
    const g = r.value.game!;
    expect(g.moves).toBeNull();
    expect(g.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(g.phase).toBe('RESOLVING');
    const end = playToEnd(g);
    expect(end.phase).toBe('GAME_OVER');
    expect(end.moves).toBeNull();
    expect(historyOf(end)).toBeNull();
    expect(decode(saveSpec, JSON.stringify({ v: 1, data: { game: null } }))).toEqual({ ok: true, value: { game: null }, migratedFrom: 1 });
  });

  test('a finished game’s code needs nothing but the state', () => {
    const g = playToEnd(fresh(true, 'CODE-1'));
    const v = verifyCode(codeFor(g, { classId: '', nickname: 'T' }), CODECS, { game: 'city-tycoon', seed: 'CODE-1' });
    expect(v.verdict).toBe('verified');
  });
});
