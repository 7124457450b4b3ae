/**
 * Every figure of Bullwhip Rush, in one place.
 * Source: specification 001 (sections 3, 4, 5, 6 and 9, "Bullwhip") and the product rulings, both written out in
 * docs/rules/bullwhip.md. Values marked "DECISION" are not given by the spec; they are rules this project set,
 * explained there and in the UI where they matter.
 */
import { POWER_VALUES } from './types';
import type { PowerName, Tier } from './types';

/**
 * The tiers, the scenarios and the defaults a new game shows live in classLimits.ts (what a class link needs, without
 * the rest of the rules): here as everywhere.
 */
export { TIERS, TIER_NAMES, SCENARIOS, SCENARIO_NAMES, DEFAULT_SCENARIO, DEFAULT_ROLE } from './classLimits';

/** 12 rounds (weeks). */
export const MAX_ROUNDS = 12;
/**
 * The spec's seed ("seed BR-DEMO-001"). It only drives the Noisy demand. The engine never falls back on it: the
 * screen passes it to `init` for solo play (so every solo student faces the same Noisy wobble, as the scenario
 * text promises), and a class link passes the class's own seed instead.
 */
export const SEED = 'BR-DEMO-001';
/** A seed is short text: longer input is cut to this many UTF-16 units. */
export const MAX_SEED_LENGTH = 64;
/** Mode is Solo: one human tier, the other three automated (docs/rules/bullwhip.md). */
export const MODE = 'Solo' as const;

/** Default order quantity in the order input. */
export const DEFAULT_ORDER = 4;
/** Orders are clamped to 0..MAX_ORDER; a non-number becomes 0. */
export const MIN_ORDER = 0;
export const MAX_ORDER = 40;

/** Inventory below this is a warning (yellow traffic light). */
export const LOW_INVENTORY = 5;

/** Initial node values: inventory 12, serviceFill 1, everything else 0. */
export const INITIAL_INVENTORY = 12;
export const INITIAL_SERVICE_FILL = 1;

/** Delays in rounds. */
export const ORDER_DELAY = 1; // an order placed in round t reaches the supplier in round t+1
export const SHIPPING_DELAY = 2; // a shipment sent in round t arrives in round t+2
export const PRODUCTION_DELAY = 1; // the factory's production started in round t is in stock in round t+1

/** Costs per unit per week, and of the expedite power. */
export const HOLDING_COST = 0.5;
export const BACKLOG_COST = 1;
export const EXPEDITE_COST = 300;

/** Factory capacity per week (units it can start producing), and with overtime. */
export const FACTORY_CAPACITY = 12;
export const OVERTIME_CAPACITY = 20;

/**
 * DECISION: overtime is not free. It costs this much in the week it is used
 * (8 extra units of capacity at about 6 each).
 */
export const OVERTIME_COST = 50;

/**
 * DECISION (brokerBuy "buys units immediately from a spot market at a premium",
 * docs/rules/bullwhip.md): BROKER_UNITS units arrive in stock at once, before shipping,
 * at BROKER_UNIT_PRICE each (a premium: 15 weeks of holding cost per unit).
 */
export const BROKER_UNITS = 12;
export const BROKER_UNIT_PRICE = 15;
export const BROKER_COST = BROKER_UNITS * BROKER_UNIT_PRICE;

/**
 * DECISION: infoSync is free. From the week it is used, the player's tier sees
 * the true customer demand at the retailer every week (pipeline panel and
 * history). It does not change any number in the chain: it changes what the
 * player knows.
 */
export const INFO_SYNC_COST = 0;

/**
 * DECISION (steady start, docs/rules/bullwhip.md "Start"): the game starts as if the chain had been running at the
 * default order: every shipping slot and the factory's production slot hold DEFAULT_ORDER units, every order on its
 * way to a supplier is DEFAULT_ORDER, and every tier's last order was DEFAULT_ORDER.
 */
export const PIPELINE_START = DEFAULT_ORDER;

/**
 * The forecast both autopilots use (spec section 9): 0.6 × the last demand + 0.4 × the mean of the last 3 demands
 * (of what there is, in the first rounds).
 */
export const AUTO_LAST_WEIGHT = 0.6; // weight of the last demand
export const AUTO_MEAN_WEIGHT = 0.4; // weight of the mean of the last 3 demands
export const AUTO_MEAN_WINDOW = 3;

/**
 * DECISION (the automated tiers, docs/rules/bullwhip.md "The autopilot"): the supply-line autopilot orders
 * forecast + (AUTO_DESIRED_STOCK − (stock − backlog)) + (forecast × AUTO_LEAD_ROUNDS[tier] − units on order),
 * rounded to the nearest unit and clamped to 0..MAX_ORDER. Its desired stock is the starting inventory (it takes the
 * place of section 9's 20% buffer as the safety stock).
 */
export const AUTO_DESIRED_STOCK = INITIAL_INVENTORY;
/**
 * DECISION (docs/rules/bullwhip.md "The autopilot"): the share of each gap (stock, supply line) the autopilot closes in
 * one round. The ruling's formula closes the whole of both gaps every round; measured, that makes every automated
 * tier amplify the one below it up to the 40-unit cap (order-variance ratios about 3.5, 29, 54 and 89 from Retailer
 * to Factory in Classic), and then the best play in the Factory's seat is "always 40" (make 12 a week). Closing a
 * quarter of each gap a round — the anchoring-and-adjustment rule of beer-game studies, whose players were measured
 * closing about a quarter of their stock gap a week — keeps the steady start at
 * exactly the default order and lets every balance target but one hold (docs/rules/bullwhip.md "Balance").
 */
export const AUTO_GAP_SHARE = 1 / 4;
/**
 * "The rounds an order takes to arrive", as the autopilot counts them. It orders at step 6 of round t (after the
 * round's shipping). An order of R, W or D reaches the supplier in round t + ORDER_DELAY, is shipped then and is in
 * stock at step 3 of round t + ORDER_DELAY + SHIPPING_DELAY: the rounds strictly between (t+1 and t+2) pass while
 * it is on its way. The factory's production is in stock at step 3 of round t + PRODUCTION_DELAY: no round passes
 * in between. At that moment the units on order are exactly the orders of those rounds, so in the steady start the
 * supply line is full and the autopilot orders DEFAULT_ORDER.
 */
export const AUTO_LEAD_ROUNDS: Record<Tier, number> = {
  R: ORDER_DELAY + SHIPPING_DELAY - 1,
  W: ORDER_DELAY + SHIPPING_DELAY - 1,
  D: ORDER_DELAY + SHIPPING_DELAY - 1,
  F: PRODUCTION_DELAY - 1,
};

/**
 * The naive autopilot: section 9's formula as written (forecast + backlog + a 20% safety buffer − inventory). It
 * never counts what is on the way, so it re-orders the same shortage every round. It only plays in the debrief's
 * comparison (docs/rules/bullwhip.md "The naive autopilot").
 * DECISION: the "20% safety buffer" is 20% of the forecast. The order is rounded to the nearest whole unit (halves
 * up) before the 0..40 clamp, because units are whole.
 */
export const AUTO_SAFETY = 0.2;

/** The two ordering rules an automated tier can follow: the game's own, and the debrief's naive one. */
export const AUTOPILOTS = ['supplyLine', 'naive'] as const;
export type Autopilot = (typeof AUTOPILOTS)[number];

/** Demand per scenario (spec section 9). */
export const CLASSIC_LOW = 4; // before round 5
export const CLASSIC_HIGH = 8; // from round 5 on
export const CLASSIC_STEP_ROUND = 5;
export const NOISY_BASE = 5; // plus a seeded whole number 0..2
export const NOISY_SPREAD_MIN = 0;
export const NOISY_SPREAD_MAX = 2;
export const PROMO_PEAK = 10; // rounds 3 and 4
export const PROMO_PEAK_ROUNDS: readonly number[] = [3, 4];
export const PROMO_DIP = 3; // round 5
export const PROMO_DIP_ROUND = 5;
export const PROMO_BASE = 5; // otherwise
export const DEFAULT_DEMAND = 4; // an unknown scenario

/** Which one-shot powers each tier starts with (spec sections 6 and 9). */
export const INITIAL_POWERS: Record<Tier, Record<PowerName, boolean>> = {
  R: { expedite: true, overtime: false, brokerBuy: false, infoSync: true },
  W: { expedite: true, overtime: false, brokerBuy: true, infoSync: true },
  D: { expedite: true, overtime: false, brokerBuy: true, infoSync: true },
  F: { expedite: true, overtime: true, brokerBuy: false, infoSync: true },
};
export const POWERS = POWER_VALUES;

export const POWER_COST: Record<PowerName, number> = {
  expedite: EXPEDITE_COST,
  overtime: OVERTIME_COST,
  brokerBuy: BROKER_COST,
  infoSync: INFO_SYNC_COST,
};

/**
 * DECISION: shipping serves the oldest backlog first (first in, first out).
 * Units shipped beyond the old backlog count as "on time" for this week's
 * demand; service % = on-time units / demand faced, over the whole game
 * (100% while no demand has been faced, which is the spec's serviceFill 1).
 */
export const SERVICE_FIFO = true;

/** The lesson quote of the 'Game Complete' screen. */
export const LESSON_QUOTE =
  'The bullwhip is not caused by customers — it is caused by reacting to noise. Disciplined forecasts, steady orders and shared information beat panic every time.';

/** How powers are named on screen and in messages. */
export const POWER_LABELS: Record<PowerName, string> = {
  expedite: 'Expedite',
  overtime: 'Overtime',
  brokerBuy: 'Broker buy',
  infoSync: 'Info sync',
};

/** Refusals (the spec gives no texts for these; they are this project's). */
export const MSG = {
  locked: 'The scenario and the role are locked once the game has started.',
  unknownScenario: 'Choose one of the scenarios: Classic Step, Noisy or Promo Arc.',
  unknownRole: 'Choose one of the roles: Retailer, Wholesaler, Distributor or Factory.',
  alreadyStarted: 'The game has already started.',
  notStarted: 'Press Start to begin the game.',
  finished: 'The game is complete. Press Play Again for a new game.',
  unknownPower: 'That power does not exist.',
  unknownAction: 'Unknown action.',
  badOrder: `An order is a whole number from ${MIN_ORDER} to ${MAX_ORDER}.`,
  notHeld: (label: string, holders: string) => `${label} is only for the ${holders}.`,
  used: (label: string) => `${label} has already been used: each power works once per game.`,
  armed: (label: string) => `${label} is already set for this round.`,
  notArmed: (label: string) => `${label} is not set for this round.`,
} as const;

/**
 * The code of each refusal (docs/engines.md, "Refusals"): what the screen and tests switch on, never the message's
 * text. The first three are the setup's (`setupRefusal`), the others a move's (`refusal`).
 */
export const REFUSAL = {
  locked: 'setup-locked',
  unknownScenario: 'unknown-scenario',
  unknownRole: 'unknown-role',
  alreadyStarted: 'already-started',
  notStarted: 'not-started',
  finished: 'game-finished',
  unknownPower: 'unknown-power',
  notHeld: 'power-not-held',
  used: 'power-used',
  armed: 'power-armed',
  notArmed: 'power-not-armed',
  unknownAction: 'unknown-move',
  badOrder: 'bad-order',
} as const satisfies Record<keyof typeof MSG, string>;

/** The round history lists the last 5 rounds, newest first (spec: Bullwhip Rush screen). */
export const HISTORY_ROUNDS = 5;

/**
 * DECISION (debrief): a tier whose order variance is above this many times the customer-demand variance amplified
 * the swings (the bullwhip); below it, it damped them.
 */
export const BULLWHIP_RATIO = 1;
