/** Helpers for the tests and the benchmark (no rules here). */
import { play, start, type Played } from '../core/record';
import { diceFor, newGame, tableSetup } from './engine';
import { rules } from './manifest';
import type { Move } from './moves';
import { legalActions, nextBid } from './selectors';
import type { Action, GameState, SetupInput } from './types';

export function game(players = 3, startingCash = 1500, cap = 25, seed = 'TEST'): GameState {
  const g = newGame({ names: Array.from({ length: players }, () => ''), startingCash, cap }, seed);
  if (Array.isArray(g)) throw new Error(g.join(' '));
  return g;
}

const diceCache = new Map<string, string>();
/**
 * The state with a seed whose dice for its next roll are a and b (found by searching seeds; the roll's place is the
 * turn, the player and the roll of the turn: engine.ts `diceFor`). The deck in the state is kept as it is.
 */
export function withDice<S extends GameState>(s: S, a: number, b: number): S {
  const key = `${a},${b},${s.turn},${s.current},${s.doublesCount}`;
  const hit = diceCache.get(key);
  if (hit) return { ...s, seed: hit };
  for (let k = 0; k < 100000; k++) {
    const seed = `dice-${k}`;
    const [x, y] = diceFor({ ...s, seed });
    if (x === a && y === b) {
      diceCache.set(key, seed);
      return { ...s, seed };
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
    if (has('BID') && nextBid(s.auction) <= Math.min(bidder.cash - 100, 150)) return { type: 'BID' };
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

export type TablePlayed = Played<GameState, SetupInput, Move>;

/**
 * A table's game played as the screen plays it, into its record: the table's setup (names cleaned as the screen
 * records them), then `choose` until the game ends (or `maxMoves`); `before` may add moves first (Auto End off…).
 */
export function playTable(
  setup: SetupInput,
  seed: string,
  choose: (s: GameState, played: TablePlayed) => Action = policy,
  o: { maxMoves?: number; first?: readonly Move[] } = {},
): TablePlayed {
  let p = start(rules, tableSetup(setup), seed);
  for (const m of o.first ?? []) p = play(rules, p, m).played;
  for (let k = 0; p.state.phase !== 'GAME_OVER' && k < (o.maxMoves ?? 100_000); k++) p = play(rules, p, choose(p.state, p)).played;
  return p;
}
