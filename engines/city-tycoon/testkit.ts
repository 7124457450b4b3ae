/** Helpers for the tests and the benchmark (no rules here). */
import { Rng, seedRng, type RngState } from '../core/prng';
import { newGame } from './engine';
import { legalActions } from './selectors';
import type { Action, GameState } from './types';

export function game(players = 3, startingCash = 1500, cap = 25, seed = 'TEST'): GameState {
  const g = newGame({ names: Array.from({ length: players }, () => ''), startingCash, cap }, seed);
  if (Array.isArray(g)) throw new Error(g.join(' '));
  return g;
}

const diceCache = new Map<string, RngState>();
/** An RNG state whose next two dice are a and b (found by searching seeds). */
export function rngFor(a: number, b: number): RngState {
  const key = `${a},${b}`;
  const hit = diceCache.get(key);
  if (hit) return hit;
  for (let k = 0; k < 100000; k++) {
    const st = seedRng(`dice-${k}`);
    const [x, y] = new Rng(st).dice(2);
    if (x === a && y === b) {
      diceCache.set(key, st);
      return st;
    }
  }
  throw new Error('no seed');
}

/** A simple scripted policy: buy what you can afford keeping $100, build when you can, bid up to half the price. */
export function policy(s: GameState): Action {
  const acts = legalActions(s);
  const has = (t: Action['type']) => acts.find((a) => a.type === t);
  if (s.auction) {
    const bidder = s.players[s.auction.turn];
    if (has('BID') && s.auction.bid + 10 <= Math.min(bidder.cash - 100, 150)) return { type: 'BID' };
    return { type: 'PASS' };
  }
  if (s.offer !== null) {
    const buy = has('BUY');
    const p = s.players[s.current];
    return buy && p.cash > 150 ? buy : { type: 'DECLINE' };
  }
  const build = acts.find((a) => a.type === 'BUILD');
  if (build && s.players[s.current].cash > 300) return build;
  const unm = acts.find((a) => a.type === 'UNMORTGAGE');
  if (unm && s.players[s.current].cash > 600) return unm;
  return has('PAY_JAIL') && s.players[s.current].cash > 500 ? has('PAY_JAIL')! : has('ROLL') ?? has('ADVANCE') ?? has('END_TURN') ?? acts[0];
}
