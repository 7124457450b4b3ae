/**
 * Bullwhip Rush's balance suite (engines/core/balance.ts): every scenario × role, the player's order each round
 * (0..40; the one-shot powers are left out of the policies' options: each costs 50 to 300 and none is needed to
 * play well), scored on the chain's total cost, lower is better (docs/rules/bullwhip.md "Score").
 */
import { greedySearch, uniformRandom, type BalanceCase, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import { codeFor } from './classroom';
import {
  DEFAULT_ORDER,
  INITIAL_INVENTORY,
  MAX_ORDER,
  MIN_ORDER,
  NOISY_BASE,
  NOISY_SPREAD_MAX,
  NOISY_SPREAD_MIN,
  ORDER_DELAY,
  PRODUCTION_DELAY,
  SCENARIOS,
  SCENARIO_NAMES,
  SHIPPING_DELAY,
  TIERS,
  TIER_NAMES,
} from './constants';
import { resolveRound } from './engine';
import { rules } from './index';
import { autopilotChain, demandSequence, playerNode, teamChainCost } from './selectors';
import type { BullwhipPlayed } from './manifest';
import type { GameState, Setup, Tier } from './types';

/** Every order the input accepts. */
const ORDERS: readonly number[] = Array.from({ length: MAX_ORDER - MIN_ORDER + 1 }, (_, i) => MIN_ORDER + i);

export const CASES: readonly BalanceCase<Setup>[] = SCENARIOS.flatMap((scenario) =>
  TIERS.map((playerRole) => ({ name: `${SCENARIO_NAMES[scenario]}, ${TIER_NAMES[playerRole]}`, setup: { scenario, playerRole } })),
);

const started = (setup: Setup, seed: string): GameState => rules.step(rules.init(setup, seed), { type: 'start' }).state;

/**
 * The record of a game the suite played: the suite only starts and resolves rounds (no power), so its moves are Start
 * and the player's order of each round.
 */
export const playedOf = (s: GameState): BullwhipPlayed => ({
  record: {
    game: rules.id,
    rulesVersion: rules.RULES_VERSION,
    setup: { scenario: s.scenario, playerRole: s.playerRole },
    seed: s.seed,
    moves: [{ type: 'start' }, ...s.log.map((e) => ({ type: 'resolve' as const, order: e.orders[s.playerRole] }))],
  },
  state: s,
});

/* ------------------------------------------------------------------ the documented bound */

/** The last round, per tier, in which no decision of a player in `playerRole` can change that tier's cost. */
export function fixedRounds(playerRole: Tier): Record<Tier, number> {
  const p = TIERS.indexOf(playerRole);
  const ownFirst = playerRole === 'F' ? 1 + PRODUCTION_DELAY : 1 + ORDER_DELAY + SHIPPING_DELAY;
  const out = {} as Record<Tier, number>;
  TIERS.forEach((t, j) => {
    if (j > p) out[t] = j - p;
    else if (j === p) out[t] = ownFirst - 1;
    else out[t] = ownFirst - 1 + SHIPPING_DELAY * (p - j);
  });
  return out;
}

/** Every customer-demand sequence a scenario can draw in its first `rounds` rounds (one for the fixed scenarios). */
export function demandPrefixes(scenario: Setup['scenario'], rounds: number): number[][] {
  if (scenario !== 'noisy') return [demandSequence(scenario, '', rounds)];
  let out: number[][] = [[]];
  for (let r = 0; r < rounds; r++)
    out = out.flatMap((p) => Array.from({ length: NOISY_SPREAD_MAX - NOISY_SPREAD_MIN + 1 }, (_, i) => [...p, NOISY_BASE + NOISY_SPREAD_MIN + i]));
  return out;
}

/** The cost of the cells no decision can change, on one customer-demand prefix (the player orders the default). */
export function fixedCost(setup: Setup, demand: readonly number[]): number {
  const rounds = fixedRounds(setup.playerRole);
  let s = started(setup, '');
  let cost = 0;
  for (const d of demand) {
    s = resolveRound(s, DEFAULT_ORDER, 'supplyLine', d);
    const e = s.log[s.log.length - 1];
    for (const t of TIERS) if (e.round <= rounds[t]) cost += e.costs[t];
  }
  return cost;
}

const bounds = new Map<string, number>();
/**
 * The documented bound (docs/rules/bullwhip.md "The bound"): a cost no play can go below. A decision of the player's
 * reaches the rest of the chain only through the orders it places and the shipments it makes. Its first order
 * (round 1) reaches its supplier in round 2, the tier above that in round 3, and so on: a tier k steps upstream
 * cannot be touched in rounds 1..k. It is in the player's own stock when it arrives (round 4; the factory's
 * production, round 2), so the player's tier is untouched before that; its shipments can change from then on,
 * and reach a tier k steps downstream 2k rounds later (shipping delay 2 a step). The cost of every untouched
 * (tier, round) cell is the same whatever the player orders; every other cell costs at least 0. The bound is the
 * sum of the untouched cells, at the least over every demand the scenario can draw in those rounds. The one-shot
 * powers: info sync changes no figure; the Factory's overtime only adds to what its production brings a round later,
 * as an order does (and costs 50 in a counted cell); every other power costs more (180 or 300) than any case's bound,
 * so a game that uses one costs more than the bound whatever it changes (balance.test.ts checks all three).
 */
export function bound(setup: Setup): number {
  const key = `${setup.scenario} ${setup.playerRole}`;
  let b = bounds.get(key);
  if (b === undefined) {
    const last = Math.max(...Object.values(fixedRounds(setup.playerRole)));
    b = Math.min(...demandPrefixes(setup.scenario, last).map((d) => fixedCost(setup, d)));
    bounds.set(key, b);
  }
  return b;
}

/* ------------------------------------------------------------------ the policies */

type Policy = BalancePolicy<GameState, number>;
const me = (s: GameState) => playerNode(s);

/** The freshest demand the player can see: the order arriving this round (W, D, F), or last week's customers (R). */
export const demandSeen = (s: GameState): number => (s.playerRole === 'R' ? (s.log.length ? me(s).demand : DEFAULT_ORDER) : me(s).inOrders[0]);

/**
 * Every demand the player has seen so far: the customers of each past week (the retailer), or every order received
 * plus the one arriving this round (the others). Before anything is seen, the default order.
 */
export function demandsSeen(s: GameState): number[] {
  const seen = s.log.map((e) => e.received[s.playerRole]);
  if (s.playerRole !== 'R') seen.push(me(s).inOrders[0]);
  return seen.length ? seen : [DEFAULT_ORDER];
}

const fixed = (name: string, q: number): Policy => ({ name, kind: 'degenerate', choose: () => q });
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The teacher guide's rule (content/teacher-guides/bullwhip.mdx, "What to watch for"): "A rule that works: each week,
 * pass on what you are asked for — order exactly what your customer ordered this week (the retailer: what customers
 * bought last week) — and keep to it: do not chase your stock, what you ordered is already on its way."
 */
export const sensible: Policy = { name: 'the guide’s rule (pass on what you are asked for)', kind: 'sensible', choose: demandSeen };

/**
 * The other habit the guide names (content/teacher-guides/bullwhip.mdx, "What to watch for"): "Ordering a steady amount
 * close to what customers buy also keeps the chain calm." Sensible play, a yardstick of balance.test.ts's targets.
 */
/** A steady order: the scenario's mean customer demand over the game, rounded (a student who guessed it right). */
export const steadyNearMean: Policy = {
  name: 'steady order near mean demand',
  kind: 'sensible',
  choose: (s) => Math.round(mean(demandSequence(s.scenario, s.seed))),
};

/** "40 whenever short": the maximum while stock net of backlog is below the starting stock, else the default order. */
export const maxWhenShort: Policy = {
  name: `${MAX_ORDER} whenever short`,
  kind: 'degenerate',
  choose: (s) => (me(s).inv - me(s).back < INITIAL_INVENTORY ? MAX_ORDER : DEFAULT_ORDER),
};

/** Orders the greedy search tries at each decision: 0, 4, 8 … 40 (evenly spread over the 41). */
const SEARCH_WIDTH = 11;

export function policies(): (() => Policy)[] {
  return [
    () => sensible,
    () => fixed(`always ${MAX_ORDER}`, MAX_ORDER),
    () => fixed(`always ${MIN_ORDER}`, MIN_ORDER),
    () => fixed(`always ${DEFAULT_ORDER}`, DEFAULT_ORDER),
    () => maxWhenShort,
    () => steadyNearMean,
    () => uniformRandom<GameState, number>(),
    () => greedySearch(game, { rollout: sensible, width: SEARCH_WIDTH }),
  ];
}

export const game: BalanceGame<GameState, number, Setup> = {
  id: 'bullwhip',
  title: 'Bullwhip Rush',
  cases: CASES,
  start: started,
  options: (s) => (s.isFinished ? [] : ORDERS),
  apply: (s, order) => {
    const r = rules.step(s, { type: 'resolve', order });
    return r.refusal ? { refused: r.refusal.message } : r.state;
  },
  done: (s) => s.isFinished,
  score: teamChainCost,
  higherIsBetter: false,
  bound: (setup) => bound(setup),
  metrics: {
    'own cost': (s) => me(s).costCum,
    'own service %': (s) => me(s).serviceFill * 100,
    'autopilot chain': (s) => autopilotChain(s).chainCost,
  },
  describe: (q) => `order ${q}`,
  maxDecisions: 20,
};

/** Seeds the search plays per case (it replays the rest of the game 11 times a decision). */
const SEARCH_SEEDS = 10;

export const balance: BalanceSuite<GameState, number, Setup> = {
  game,
  policies: () => policies(),
  seeds: 30,
  codeOf: (s, nickname) => codeFor(playedOf(s), { classId: '', nickname }),
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, SEARCH_SEEDS) : seeds),
};

