/**
 * Property tests over random seeds and random LEGAL action sequences for 2–6 players.
 * Each step picks one of `legalActions(state)` (sometimes the scripted policy's choice, so games
 * also reach full sets, buildings and bankruptcies) and checks the invariants.
 */
import fc from 'fast-check';
import { HOUSE_SUPPLY, SET_TILES, TOWER_SUPPLY } from './constants';
import { apply, newGame } from './engine';
import { legalActions, shopsOnBoard, towersOnBoard } from './selectors';
import { policy } from './testkit';
import { validateGame } from './validate';
import type { Action, GameState } from './types';

const arbGame = fc.record({
  seed: fc.string({ maxLength: 12 }),
  players: fc.integer({ min: 2, max: 6 }),
  cash: fc.constantFrom(500, 800, 1500, 5000),
  cap: fc.integer({ min: 10, max: 50 }),
  autoEnd: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 50, maxLength: 400 }),
});

function start(g: { seed: string; players: number; cash: number; cap: number; autoEnd: boolean }): GameState {
  const s = newGame({ names: Array(g.players).fill(''), startingCash: g.cash, cap: g.cap, seed: g.seed, autoEnd: g.autoEnd });
  if (Array.isArray(s)) throw new Error(s.join());
  return s;
}

function pick(s: GameState, k: number): Action | null {
  const acts = legalActions(s);
  if (!acts.length) return null;
  return k % 3 === 0 ? policy(s) : acts[k % acts.length];
}

/** Every invariant between two consecutive states. */
function check(prev: GameState, next: GameState) {
  // Money: each player's change is exactly what the new log lines move in and out.
  const fresh = next.log.filter((e) => e.n > prev.logSeq);
  expect(fresh.length).toBe(Math.min(next.logSeq - prev.logSeq, next.log.length));
  const flow = next.players.map(() => 0);
  for (const e of fresh) {
    if (!e.transfer) continue;
    expect(e.transfer.amount).toBeGreaterThan(0);
    expect(e.transfer.from).not.toEqual(e.transfer.to);
    if (e.transfer.from !== 'bank') flow[e.transfer.from] -= e.transfer.amount;
    if (e.transfer.to !== 'bank') flow[e.transfer.to] += e.transfer.amount;
  }
  next.players.forEach((p, i) => expect(p.cash - prev.players[i].cash).toBe(flow[i]));
  // Supplies.
  expect(shopsOnBoard(next) + next.houseSupply).toBe(HOUSE_SUPPLY);
  expect(towersOnBoard(next) + next.towerSupply).toBe(TOWER_SUPPLY);
  for (const p of next.players) {
    expect(p.cash).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(p.cash)).toBe(true);
    if (p.bankrupt) expect(next.ownership.includes(p.id)).toBe(false);
  }
  // Buildings stand only on full sets of one owner, evenly (never more than one apart), unmortgaged.
  for (const tiles of Object.values(SET_TILES)) {
    const levels = tiles.map((i) => next.houses[i]);
    if (levels.some((h) => h > 0)) {
      expect(new Set(tiles.map((i) => next.ownership[i])).size).toBe(1);
      expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
      expect(tiles.some((i) => next.mortgaged[i] && next.houses[i] > 0)).toBe(false);
    }
  }
  // Only the current player (never a bankrupt one) acts.
  if (next.phase !== 'GAME_OVER') expect(next.players[next.current].bankrupt).toBe(false);
  expect(next.turn).toBeLessThanOrEqual(next.cap);
}

describe('City Tycoon invariants over random legal play', () => {
  test('money conserved and logged, supplies add up, no negative cash, bankrupt owns nothing', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        let s = start(g);
        for (const k of g.choices) {
          const a = pick(s, k);
          if (!a) break;
          const r = apply(s, a);
          if (r.state === s) {
            // a legal action is never refused, except BUY that turns into the auction
            throw new Error(`legal action ${JSON.stringify(a)} refused: ${r.error}`);
          }
          check(s, r.state);
          s = r.state;
        }
        expect(validateGame(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
      { numRuns: 60 },
    );
  });

  test('the same seed and actions replay the same game (also through a save and reload)', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        const actions: Action[] = [];
        let s = start(g);
        let saved: string | null = null;
        g.choices.forEach((k, i) => {
          const a = pick(s, k);
          if (!a) return;
          actions.push(a);
          s = apply(s, a).state;
          if (i === Math.floor(g.choices.length / 2)) saved = JSON.stringify(s);
        });
        const again = actions.reduce((x, a) => apply(x, a).state, start(g));
        expect(again).toEqual(s);
        if (saved) {
          const half = actions.length > 0 ? Math.floor(g.choices.length / 2) + 1 : 0;
          const resumed = actions.slice(half).reduce((x, a) => apply(x, a).state, JSON.parse(saved) as GameState);
          expect(resumed).toEqual(s);
        }
      }),
      { numRuns: 30 },
    );
  });

  test('scripted games always finish, by the cap or with one player left', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(500, 1500), (seed, n, cash) => {
        let s = start({ seed, players: n, cash, cap: 10, autoEnd: true });
        let steps = 0;
        while (s.phase !== 'GAME_OVER' && steps < 20000) {
          const next = apply(s, policy(s)).state;
          check(s, next);
          s = next;
          steps++;
        }
        expect(s.phase).toBe('GAME_OVER');
      }),
      { numRuns: 15 },
    );
  });
});
