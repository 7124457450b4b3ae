/** Plain JSON types of Bullwhip Rush (spec section 3). */
import type { Step } from '../core/contract';
import type { Mode } from './team';

/** One list per union type: the type and the save validator read the same list. */
/** The four tiers, downstream to upstream: Retailer, Wholesaler, Distributor, Factory. */
export const TIER_VALUES = ['R', 'W', 'D', 'F'] as const;
export type Tier = (typeof TIER_VALUES)[number];
/** Scenarios of the header select, in the spec's order. */
export const SCENARIO_VALUES = ['classic', 'noisy', 'promo'] as const;
export type ScenarioId = (typeof SCENARIO_VALUES)[number];
/** The one-shot powers. */
export const POWER_VALUES = ['expedite', 'overtime', 'brokerBuy', 'infoSync'] as const;
export type PowerName = (typeof POWER_VALUES)[number];
/** The traffic light of the pipeline panel. */
export const LIGHT_VALUES = ['red', 'yellow', 'green'] as const;
export type Light = (typeof LIGHT_VALUES)[number];

export type PowerFlags = Record<PowerName, boolean>;

/** One tier of the chain. */
export interface Node {
  /** Units in stock. */
  inv: number;
  /** Units owed to the customer downstream (unmet demand). */
  back: number;
  /**
   * Orders on their way to this tier from its customer, oldest first;
   * inOrders[0] is received when the current round is resolved. Length
   * ORDER_DELAY (the retailer's customers order directly, so its list is empty).
   */
  inOrders: number[];
  /**
   * Shipments on their way to this tier, oldest first; inShips[i] arrives when
   * round `round + i` is resolved (inShips[0]: the current round). Length
   * SHIPPING_DELAY; for the factory it is its production line, length
   * PRODUCTION_DELAY.
   */
  inShips: number[];
  /** The order this tier placed last round (for the factory: the production it asked for). */
  outOrder: number;
  /** Cost of the last round. */
  costWeek: number;
  /** Cost so far. */
  costCum: number;
  /** Service so far, 0..1: share of the demand faced that was shipped on time. */
  serviceFill: number;
  /** The demand this tier faced last round (customer demand for R, the incoming order for the others). */
  demand: number;
  /** Every demand faced, one per round (for the automatic forecast). */
  demandHistory: number[];
  /** Sum of demand faced, and of the part of it shipped on time (service %). */
  demandTotal: number;
  onTimeTotal: number;
}

/** One line of the log: what happened in one round. */
export interface LogEntry {
  round: number;
  /** Customer demand at the retailer. */
  demand: number;
  /** Orders placed per tier (the factory's is its production request). */
  orders: Record<Tier, number>;
  /** Cost of the round per tier. */
  costs: Record<Tier, number>;
  /** Demand faced per tier. */
  received: Record<Tier, number>;
  /** Units that arrived in stock per tier at step 3 (shipments; the factory's finished production). */
  arrived: Record<Tier, number>;
  /** Units shipped per tier (the retailer's went to customers). */
  shipped: Record<Tier, number>;
  /** Inventory and backlog per tier at the end of the round. */
  inv: Record<Tier, number>;
  back: Record<Tier, number>;
  /** Units the factory started producing this round (order capped at capacity). */
  produced: number;
  /** Powers the player used this round. */
  powersUsed: PowerName[];
}

/** Running totals used to check that no unit is created or lost. */
export interface UnitTotals {
  /** Units in the chain at the start: every stock and every shipping or production slot (the steady start). */
  initial: number;
  /** Units the factory has started producing (they are in transit on its line until done). */
  produced: number;
  /** Units bought from the spot market (brokerBuy). */
  brokered: number;
  /** Units the retailer has shipped to customers. */
  delivered: number;
}

/**
 * What the rules hold of a game: no history of moves (the core's record is the history, docs/engines.md) and no
 * generator (the Noisy demand is drawn from the round's own stream, `randomFor(seed, 'demand', round)`). `log` is
 * what each round resolved to (demand, every tier's order, stock and cost): the screen's history, charts and summary
 * read it.
 */
export interface GameState {
  round: number;
  maxRounds: number;
  /** The seed the demand is drawn from (cut to MAX_SEED_LENGTH). */
  seed: string;
  nodes: Record<Tier, Node>;
  powers: Record<Tier, PowerFlags>;
  log: LogEntry[];
  /** Solo (one human tier) or Team (2–4 human tiers on one device: docs/rules/bullwhip.md, "Team mode"). */
  mode: Mode;
  /** Solo: the player's tier. Team: Player 1's tier (the first of `humans`). */
  playerRole: Tier;
  /** Team mode: the tiers students play, in chain order (Player 1, 2…); empty in Solo. */
  humans: Tier[];
  /** Team mode: the orders the human tiers have placed this round, before the round resolves; empty in Solo. */
  pending: Partial<Record<Tier, number>>;
  /** Whose turn it is in the chain: rotates R, W, D, F each round (shown, no rule depends on it). */
  currentPlayer: Tier;
  scenario: ScenarioId;
  isStarted: boolean;
  isFinished: boolean;
  /** What was special about the last round's demand (a step, a promotion), or null. */
  activeEvent: string | null;
  /** Powers the player has armed for the coming round (applied by Resolve Round). */
  decisions: PowerFlags;
  /** True once the player used infoSync: their tier sees the retailer's true demand. */
  infoShared: boolean;
  totals: UnitTotals;
}

/**
 * A player's move, as the core's record keeps it (docs/rules/bullwhip.md, "Moves, saves and result codes"): Start,
 * a power set or taken back for the coming round, and Resolve Round with the order placed (the whole number the
 * order box's text gives, `parseOrder`). The scenario and the role are the record's setup, not moves; Play Again is
 * a new record. A Solo move names no tier: the player's tier is the setup's. In Team mode each human tier's order is
 * its own move, `order`, naming the tier; the round resolves when every human tier has ordered (docs/rules/bullwhip.md,
 * "Team mode").
 */
export type Move =
  | { type: 'start' }
  | { type: 'armPower'; power: PowerName }
  | { type: 'disarmPower'; power: PowerName }
  | { type: 'resolve'; order: number }
  | { type: 'order'; tier: Tier; order: number };

/** What one action gives (engines/core/contract.ts): the next state, or the same state and a refusal. */
export type GameStep = Step<GameState>;

/** The settings of a new game (the seed is passed beside them). */
export interface Setup {
  scenario: ScenarioId;
  /** Solo: the player's tier. Team: Player 1's tier, the first of `humans`. */
  playerRole: Tier;
  /** Team mode only: the 2–4 tiers students play, in chain order (absent in Solo). */
  humans?: Tier[];
}
