/**
 * Checks an untrusted saved game (parse, don't trust). Returns the state or a
 * string saying what is wrong. Used by the storage layer's `validate`.
 */
import { isRngState } from '../core/prng';
import { isInt, isNum, isObject, isOneOf, isStr } from '../../lib/storage/envelope';
import { MAX_ORDER, MAX_ROUNDS, MODE, ORDER_DELAY, POWERS, PRODUCTION_DELAY, SCENARIOS, SHIPPING_DELAY, TIERS } from './constants';
import { unitBalance } from './selectors';
import type { GameState, PowerName } from './types';

export const SAVE_KEY = 'bullwhip-rush';
export const SAVE_VERSION = 1;

const isCount = (x: unknown) => isInt(x, 0, 1_000_000);
const isCost = (x: unknown) => isNum(x, 0, 1e9);
const isCounts = (x: unknown, length: number) => Array.isArray(x) && x.length === length && x.every(isCount);
const isPowerFlags = (x: unknown) => isObject(x) && POWERS.every((p) => typeof x[p] === 'boolean');
const isPerTier = (x: unknown, check: (v: unknown) => boolean) => isObject(x) && TIERS.every((t) => check(x[t]));

function checkNode(x: unknown, tier: string, round: number): string | null {
  if (!isObject(x)) return `node ${tier} is not an object`;
  for (const k of ['inv', 'back', 'outOrder', 'demand', 'demandTotal', 'onTimeTotal'] as const)
    if (!isCount(x[k])) return `node ${tier}.${k} is not a whole number ≥ 0`;
  for (const k of ['costWeek', 'costCum'] as const) if (!isCost(x[k])) return `node ${tier}.${k} is not a cost`;
  if (!isNum(x.serviceFill, 0, 1)) return `node ${tier}.serviceFill is not 0..1`;
  if (!isCounts(x.inOrders, tier === 'R' ? 0 : ORDER_DELAY)) return `node ${tier}.inOrders is wrong`;
  if (!isCounts(x.inShips, tier === 'F' ? PRODUCTION_DELAY : SHIPPING_DELAY)) return `node ${tier}.inShips is wrong`;
  if (!isCounts(x.demandHistory, round - 1)) return `node ${tier}.demandHistory does not match the round`;
  if ((x.onTimeTotal as number) > (x.demandTotal as number)) return `node ${tier} served more than its demand`;
  return null;
}

function checkLog(x: unknown): string | null {
  if (!isObject(x)) return 'log entry is not an object';
  if (!isInt(x.round, 1, MAX_ROUNDS) || !isCount(x.demand) || !isCount(x.produced)) return 'log entry numbers are wrong';
  if (!isPerTier(x.orders, (v) => isInt(v, 0, MAX_ORDER))) return 'log entry orders are wrong';
  if (!isPerTier(x.costs, isCost)) return 'log entry costs are wrong';
  for (const k of ['received', 'arrived', 'shipped', 'inv', 'back'] as const) if (!isPerTier(x[k], isCount)) return `log entry ${k} is wrong`;
  if (!Array.isArray(x.powersUsed) || !x.powersUsed.every((p) => isOneOf(p, POWERS))) return 'log entry powers are wrong';
  return null;
}

export function validateGame(x: unknown): GameState | string {
  if (!isObject(x)) return 'not an object';
  if (!isInt(x.round, 1, MAX_ROUNDS + 1) || x.maxRounds !== MAX_ROUNDS) return 'round is out of range';
  if (!isStr(x.seed, 200)) return 'seed is not text';
  if (x.mode !== MODE) return 'mode is not Solo';
  if (!isOneOf(x.playerRole, TIERS) || !isOneOf(x.currentPlayer, TIERS)) return 'role is not a tier';
  if (!isOneOf(x.scenario, SCENARIOS)) return 'unknown scenario';
  if (typeof x.isStarted !== 'boolean' || typeof x.isFinished !== 'boolean' || typeof x.infoShared !== 'boolean')
    return 'flags are not booleans';
  if (x.isFinished !== (x.round > MAX_ROUNDS)) return 'finished flag does not match the round';
  if (!x.isStarted && x.round !== 1) return 'a game that has not started is past round 1';
  if (!(x.activeEvent === null || isStr(x.activeEvent, 500))) return 'activeEvent is wrong';
  if (!isObject(x.nodes)) return 'nodes missing';
  for (const t of TIERS) {
    const err = checkNode(x.nodes[t], t, x.round);
    if (err) return err;
  }
  if (!isPerTier(x.powers, isPowerFlags)) return 'powers are wrong';
  if (!isPowerFlags(x.decisions)) return 'decisions are wrong';
  const decisions = x.decisions as Record<PowerName, boolean>;
  const own = (x.powers as Record<string, Record<PowerName, boolean>>)[x.playerRole];
  if (POWERS.some((p) => decisions[p] && !own[p])) return 'an armed power is not available';
  if (!Array.isArray(x.log) || x.log.length !== x.round - 1) return 'log does not match the round';
  for (const e of x.log) {
    const err = checkLog(e);
    if (err) return err;
  }
  const tot = x.totals;
  if (!isObject(tot) || !['initial', 'produced', 'brokered', 'delivered'].every((k) => isCount(tot[k])))
    return 'totals are wrong';
  if (!isRngState(x.rng)) return 'random generator state is wrong';
  if (unitBalance(x as unknown as GameState) !== 0) return 'units do not add up';
  return x as unknown as GameState;
}
