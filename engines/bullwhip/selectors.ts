/** Derived values of Bullwhip Rush (nothing here changes a state). */
import {
  BACKLOG_COST,
  HISTORY_ROUNDS,
  HOLDING_COST,
  INITIAL_POWERS,
  LOW_INVENTORY,
  MAX_ROUNDS,
  POWERS,
  POWER_COST,
  TIERS,
  type Autopilot,
} from './constants';
import { demandFor, parseOrder, playAutomated } from './engine';
import type { GameState, Light, LogEntry, Node, PowerName, ScenarioId, Setup, Tier } from './types';

export type { Light };

/** Traffic light: red if backlog > 0, yellow if inventory < 5, otherwise green. */
export function trafficLight(node: Pick<Node, 'inv' | 'back'>): Light {
  if (node.back > 0) return 'red';
  if (node.inv < LOW_INVENTORY) return 'yellow';
  return 'green';
}

export const playerNode = (s: GameState): Node => s.nodes[s.playerRole];

/**
 * Team chain cost: the sum of the four tiers' running costs. It is the game's score (docs/rules/bullwhip.md
 * "Score"): lower is better.
 */
export const teamChainCost = (s: GameState): number => TIERS.reduce((sum, t) => sum + s.nodes[t].costCum, 0);

/** Average service: the four tiers' service fills added and divided by 4 (the number of tiers). */
export const averageService = (s: GameState): number => TIERS.reduce((sum, t) => sum + s.nodes[t].serviceFill, 0) / TIERS.length;

/** The last `n` log entries (the history panel's 5), newest first. */
export const recentHistory = (s: GameState, n = HISTORY_ROUNDS): LogEntry[] => s.log.slice(-n).reverse();

/** Units anywhere in the chain's pipelines (shipments and the factory's production line). */
export const unitsInTransit = (s: GameState): number =>
  TIERS.reduce((sum, t) => sum + s.nodes[t].inShips.reduce((a, b) => a + b, 0), 0);

export const unitsInStock = (s: GameState): number => TIERS.reduce((sum, t) => sum + s.nodes[t].inv, 0);

/**
 * Conservation of units: every unit that entered the chain (initial stock,
 * production, spot-market buys) is in stock, in transit or delivered.
 * Returns entered − (stock + transit + delivered); it is always 0.
 */
export function unitBalance(s: GameState): number {
  const entered = s.totals.initial + s.totals.produced + s.totals.brokered;
  return entered - (unitsInStock(s) + unitsInTransit(s) + s.totals.delivered);
}

/** The scenario's customer demand for all rounds on `seed` (each round's from its own stream). */
export function demandSequence(scenario: ScenarioId, seed: string, rounds = MAX_ROUNDS): number[] {
  return Array.from({ length: rounds }, (_, i) => demandFor(scenario, i + 1, seed));
}

/** Population variance (0 for fewer than 2 values). */
export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length;
}

export interface VarianceRow {
  tier: Tier;
  orderVariance: number;
  demandVariance: number;
  /** orderVariance / demandVariance; null when customer demand did not vary. */
  ratio: number | null;
}

/** Order variance over customer-demand variance, per tier, from the log. */
export function varianceRatios(s: GameState): VarianceRow[] {
  const demand = s.log.map((e) => e.demand);
  const dv = variance(demand);
  return TIERS.map((tier) => {
    const ov = variance(s.log.map((e) => e.orders[tier]));
    return { tier, orderVariance: ov, demandVariance: dv, ratio: dv > 0 ? ov / dv : null };
  });
}

/** One chain on the game's demand: its total cost, the player's tier's cost, and the whole game (for its log). */
export interface ChainResult {
  chainCost: number;
  ownCost: number;
  state: GameState;
}

export interface PolicyComparison {
  /** The chain as the student played it. */
  played: ChainResult;
  /** The autopilot in the student's seat too (same scenario, role and seed; no powers): the one to beat. */
  autopilot: ChainResult;
  /** The naive autopilot (section 9's formula as written) in every seat, on the same demand. */
  naive: ChainResult;
}

const chainOf = (s: GameState, me: Tier): ChainResult => ({ chainCost: teamChainCost(s), ownCost: s.nodes[me].costCum, state: s });

/** The chain an autopilot runs on the game's scenario, role and seed, in every seat (the player's too). */
export const autopilotChain = (s: GameState, autopilot: Autopilot = 'supplyLine'): ChainResult =>
  chainOf(playAutomated(s.scenario, s.playerRole, s.seed, autopilot), s.playerRole);

/** The three chains of the debrief, on the same demand: as played, the autopilot's and the naive autopilot's. */
export function compareWithAutopilots(s: GameState): PolicyComparison {
  return { played: chainOf(s, s.playerRole), autopilot: autopilotChain(s, 'supplyLine'), naive: autopilotChain(s, 'naive') };
}

/** Every tier's order per round, from a game's log (the debrief draws one chart per chain). */
export const ordersByTier = (s: GameState): Record<Tier, number[]> => ({
  R: s.log.map((e) => e.orders.R),
  W: s.log.map((e) => e.orders.W),
  D: s.log.map((e) => e.orders.D),
  F: s.log.map((e) => e.orders.F),
});

/** The round in which the player used info sync, or null if they have not. */
export const infoSyncRound = (s: GameState): number | null =>
  s.log.find((e) => e.powersUsed.includes('infoSync'))?.round ?? null;

/**
 * The customer demand of a past round as the player's tier may see it: the
 * retailer always sees it; another tier sees it from the round it used info
 * sync onwards ("shares true retailer demand"), never for earlier rounds.
 * null = not shared with the player.
 */
export function sharedDemand(s: GameState, e: LogEntry): number | null {
  if (s.playerRole === 'R') return e.demand;
  const from = infoSyncRound(s);
  return from !== null && e.round >= from ? e.demand : null;
}

/** Units on the way to a tier; index i arrives when round `round + i` is resolved (0 = the current round). */
export const incomingShipments = (n: Node): number[] => n.inShips.slice();

export interface CostBreakdown {
  holding: number;
  backlog: number;
  powers: number;
  total: number;
}

/** Where a tier's cost came from, round by round from the log. */
export function costBreakdown(s: GameState, tier: Tier): CostBreakdown {
  let holding = 0;
  let backlog = 0;
  let powers = 0;
  for (const e of s.log) {
    holding += HOLDING_COST * e.inv[tier];
    backlog += BACKLOG_COST * e.back[tier];
    if (tier === s.playerRole) powers += e.powersUsed.reduce((a, p) => a + POWER_COST[p], 0);
  }
  return { holding, backlog, powers, total: holding + backlog + powers };
}

/* ------------------------------------------------------------------ what the screen shows (docs/rules/bullwhip.md) */

/** The tier a tier ships to, downstream (null for the Retailer: customers buy from its shelf). */
export const customerOf = (t: Tier): Tier | null => TIERS[TIERS.indexOf(t) - 1] ?? null;

/** The tier a tier orders from, upstream (null for the Factory: it makes the goods). */
export const supplierOf = (t: Tier): Tier | null => TIERS[TIERS.indexOf(t) + 1] ?? null;

/** The one-shot powers a tier holds ("Powers" in docs/rules/bullwhip.md "One round"). */
export const heldPowers = (t: Tier): PowerName[] => POWERS.filter((p) => INITIAL_POWERS[t][p]);

/**
 * The order from the player's customer that arrives when this round is resolved (step 4: it was placed last round),
 * or null for the Retailer, who faces the customers' demand instead.
 */
export const incomingOrder = (s: GameState): number | null => (s.playerRole === 'R' ? null : s.nodes[s.playerRole].inOrders[0]);

/** True when the player sees the customers' demand: the Retailer always, another tier once it used info sync. */
export const seesCustomerDemand = (s: GameState): boolean => s.playerRole === 'R' || s.infoShared;

/**
 * When slot `i` of a pipeline (an incoming shipment, the Factory's production) arrives: step 3 of round `round + i`;
 * `afterLastRound` when that is past the game's last round (it never arrives).
 */
export const arrivalRound = (s: GameState, i: number): { round: number; afterLastRound: boolean } => ({
  round: s.round + i,
  afterLastRound: s.round + i > s.maxRounds,
});

/** The order the box's text will place (the order input rule, parseOrder) and whether that is not what was typed. */
export function placedOrder(text: string): { order: number; changed: boolean } {
  const order = parseOrder(text);
  const typed = text.trim();
  return { order, changed: typed === '' || Number(typed) !== order };
}

/** The order one unit up or down from the box's (the − and + buttons), within the order limits. */
export const steppedOrder = (text: string, delta: number): number => parseOrder(parseOrder(text) + delta);

/** True when the game is played on these settings and this seed (a class game is the class link's). */
export const playsSetup = (s: GameState, setup: Setup, seed: string): boolean =>
  s.seed === seed && s.scenario === setup.scenario && s.playerRole === setup.playerRole && s.humans.join('') === (setup.humans ?? []).join('');

/** The biggest order any tier placed in the game (the debrief's "Biggest order"). */
export const biggestOrder = (s: GameState): number => Math.max(...s.log.flatMap((e) => TIERS.map((t) => e.orders[t])));

/** The highest value of a weekly series and its week (1-based, the first if tied), or null when it never rose above 0. */
export function peakWeek(values: readonly number[]): { value: number; week: number } | null {
  const value = Math.max(...values);
  return value > 0 ? { value, week: values.indexOf(value) + 1 } : null;
}

/**
 * The game as one tier's player sees it (Team mode, docs/rules/bullwhip.md "Team mode"): the same state with that
 * tier in the player's seat, so every "the player's" selector above reads that tier's figures.
 */
export const seatView = (s: GameState, tier: Tier): GameState => (s.playerRole === tier ? s : { ...s, playerRole: tier });
