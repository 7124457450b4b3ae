/**
 * Bullwhip Rush rules: a pure step function `(state, move) → Step` (engines/core/contract.ts): the next state, or the
 * same state and a refusal with its code. `refusal(state, move)` is the check the step makes, exported so the screen's
 * disabled controls give the same reason. The rules keep no history: the core's record (the setup, the seed and the
 * moves) is the game, and the state is its replay (docs/engines.md, "The record").
 *
 * ORDER OF THE STEPS OF ONE ROUND (Resolve Round in round t). This list is the
 * one place the order is written down; `resolveRound` below follows it step by step.
 *
 *  1. Demand     customer demand of round t is set from the scenario
 *                (Noisy draws its 0..2 from the round's own random stream,
 *                randomFor(seed, 'demand', round): docs/rules/bullwhip.md "Demand").
 *  2. Powers     the player's armed powers apply, then their flags turn off:
 *                expedite = everything on its way to the player's tier is put in
 *                stock now (for the factory, whose "shipment" is its own
 *                production: what it orders this round, up to capacity, is made
 *                now and is in stock before it ships, instead of next round);
 *                brokerBuy = 12 spot-market units put in stock now;
 *                overtime = factory capacity 20 this round; infoSync = the
 *                player sees true retailer demand from this round on.
 *  3. Shipments  every tier puts inShips[0] in stock: the shipment sent to it in
 *     arrive     round t−2 (shipping delay 2) or, for the factory, the production
 *                started in round t−1 (production delay 1).
 *  4. Orders     the retailer faces the customer demand of step 1; W, D and F
 *     arrive     receive inOrders[0], the order their customer placed in round
 *                t−1 (order delay 1).
 *  5. Ship       each tier ships min(stock, backlog + demand), oldest backlog
 *                first; what it cannot ship becomes backlog. The retailer's units
 *                go to customers (delivered); the others' go on the downstream
 *                tier's inShips and arrive there in round t+2.
 *  6. Orders go  the automated tiers order by the supply-line autopilot (their
 *     upstream   demand history, stock and backlog after shipping, and the units
 *                they have on order: see supplyLineOrder); the player's order
 *                is the clamped input. R, W and D orders join the supplier's
 *                inOrders and are received in round t+1.
 *  7. Factory    min(factory order, capacity) units start on the production line
 *     produces   (in stock in round t+1). Orders above capacity are not produced.
 *                An expedited factory made them in step 2: nothing starts on the line.
 *  8. Costs      week cost = HOLDING_COST × stock + BACKLOG_COST × backlog (+ powers used), added to
 *                the running total; service % is updated.
 *  9. Log        one log entry for the round.
 * 10. Advance    round + 1; currentPlayer rotates R → W → D → F → R; past
 *                round 12 the game is finished.
 *
 * Timeline of one order: the wholesaler orders q in round t → the distributor
 * receives it and ships in round t+1 → the units are in the wholesaler's stock
 * at step 3 of round t+3. The factory's order in round t is in its stock in round t+1.
 *
 * The game starts in steady state (docs/rules/bullwhip.md "Start"): every
 * shipping and production slot holds the default order, and so does every order
 * on its way to a supplier.
 */
import { randomFor } from '../core/streams';
import {
  AUTO_DESIRED_STOCK,
  AUTO_GAP_SHARE,
  AUTO_LAST_WEIGHT,
  AUTO_LEAD_ROUNDS,
  AUTO_MEAN_WEIGHT,
  AUTO_MEAN_WINDOW,
  AUTO_SAFETY,
  BACKLOG_COST,
  BROKER_UNITS,
  CLASSIC_HIGH,
  CLASSIC_LOW,
  CLASSIC_STEP_ROUND,
  DEFAULT_DEMAND,
  FACTORY_CAPACITY,
  HOLDING_COST,
  INITIAL_INVENTORY,
  INITIAL_POWERS,
  INITIAL_SERVICE_FILL,
  MAX_ORDER,
  MAX_ROUNDS,
  MAX_SEED_LENGTH,
  MIN_ORDER,
  MODE,
  MSG,
  NOISY_BASE,
  NOISY_SPREAD_MAX,
  NOISY_SPREAD_MIN,
  ORDER_DELAY,
  OVERTIME_CAPACITY,
  POWERS,
  POWER_COST,
  POWER_LABELS,
  PRODUCTION_DELAY,
  REFUSAL,
  PROMO_BASE,
  PROMO_DIP,
  PROMO_DIP_ROUND,
  PROMO_PEAK,
  PROMO_PEAK_ROUNDS,
  PIPELINE_START,
  SCENARIOS,
  SHIPPING_DELAY,
  TIERS,
  TIER_NAMES,
  type Autopilot,
} from './constants';
import { applied, refusedAs, type Refusal } from '../core/contract';
import { isTeam, playerName, TEAM_MODE, TEAM_MSG, TEAM_REFUSAL } from './team';
import type { GameState, GameStep, LogEntry, Move, Node, PowerFlags, PowerName, ScenarioId, Setup, Tier } from './types';

const noPowers = (): PowerFlags => ({ expedite: false, overtime: false, brokerBuy: false, infoSync: false });

/** A tier in the steady start: its slots hold the default order (docs/rules/bullwhip.md "Start"). */
function newNode(tier: Tier): Node {
  return {
    inv: INITIAL_INVENTORY,
    back: 0,
    inOrders: tier === 'R' ? [] : Array(ORDER_DELAY).fill(PIPELINE_START),
    inShips: Array(tier === 'F' ? PRODUCTION_DELAY : SHIPPING_DELAY).fill(PIPELINE_START),
    outOrder: PIPELINE_START,
    costWeek: 0,
    costCum: 0,
    serviceFill: INITIAL_SERVICE_FILL,
    demand: 0,
    demandHistory: [],
    demandTotal: 0,
    onTimeTotal: 0,
  };
}

/**
 * A new game, not started. The seed is always an input (it drives the Noisy demand): the screen passes the
 * spec's SEED for solo play, a class link its class's seed. Longer seeds are cut to MAX_SEED_LENGTH. A student never
 * types a Bullwhip seed, so a result code holds it as it is. `humans` (Team mode, docs/rules/bullwhip.md "Team mode"):
 * the tiers students play; absent or null in Solo. A team the rules do not play is kept as given, and Start refuses it.
 */
export function createGame(scenario: ScenarioId, playerRole: Tier, seedInput: string, humans?: readonly Tier[] | null): GameState {
  const seed = String(seedInput).slice(0, MAX_SEED_LENGTH);
  const nodes = { R: newNode('R'), W: newNode('W'), D: newNode('D'), F: newNode('F') };
  // Units in the chain at the start: every stock and every shipping or production slot.
  const initial = TIERS.reduce((sum, t) => sum + nodes[t].inv + nodes[t].inShips.reduce((a, b) => a + b, 0), 0);
  return {
    round: 1,
    maxRounds: MAX_ROUNDS,
    seed,
    nodes,
    powers: {
      R: { ...INITIAL_POWERS.R },
      W: { ...INITIAL_POWERS.W },
      D: { ...INITIAL_POWERS.D },
      F: { ...INITIAL_POWERS.F },
    },
    log: [],
    mode: humans ? TEAM_MODE : MODE,
    playerRole,
    humans: humans ? humans.slice() : [],
    pending: {},
    currentPlayer: 'R',
    scenario,
    isStarted: false,
    isFinished: false,
    activeEvent: null,
    decisions: noPowers(),
    infoShared: false,
    totals: { initial, produced: 0, brokered: 0, delivered: 0 },
  };
}

/** The order input rule: a non-number becomes 0, then clamped to 0..40 (whole units, rounded down). */
export function parseOrder(input: unknown): number {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && input.trim() !== '') n = Number(input.trim());
  else n = NaN;
  if (Number.isNaN(n)) return 0;
  return Math.floor(Math.min(MAX_ORDER, Math.max(MIN_ORDER, n)));
}

/** Rounds to whole units: snapping to 6 decimals removes float noise (5.9999999 → 6) before halves round up. */
const wholeUnits = (x: number) => Math.round(Math.round(x * 1e6) / 1e6);
const clampOrder = (q: number) => Math.min(MAX_ORDER, Math.max(MIN_ORDER, q));

/** The autopilots' forecast (spec section 9): 0.6 × last demand + 0.4 × the mean of the last 3 (of what there is). */
export function forecast(demandHistory: readonly number[]): number {
  const n = demandHistory.length;
  const last = n > 0 ? demandHistory[n - 1] : 0;
  const recent = demandHistory.slice(Math.max(0, n - AUTO_MEAN_WINDOW));
  const mean = recent.length > 0 ? recent.reduce((a, b) => a + b, 0) / recent.length : 0;
  return AUTO_LAST_WEIGHT * last + AUTO_MEAN_WEIGHT * mean;
}

/**
 * The naive autopilot (section 9's formula as written, kept for the debrief's comparison): forecast, plus backlog,
 * plus a 20% safety buffer on the forecast, minus inventory; rounded to whole units and clamped to 0..40. It never
 * counts what is already on the way.
 */
export function naiveOrder(demandHistory: readonly number[], backlog: number, inventory: number): number {
  const f = forecast(demandHistory);
  return clampOrder(wholeUnits(f * (1 + AUTO_SAFETY) + backlog - inventory));
}

/**
 * Units a tier has ordered that are not yet in its stock: the shipments on their way to it, the orders still on
 * their way to its supplier, and what its supplier owes it (the supplier's backlog; each supplier has one
 * customer). For the factory: the units on its production line (orders above capacity are never made, so they
 * are not on order).
 */
export function unitsOnOrder(nodes: Record<Tier, Node>, tier: Tier): number {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  const own = sum(nodes[tier].inShips);
  const i = TIERS.indexOf(tier);
  if (i === TIERS.length - 1) return own;
  const supplier = nodes[TIERS[i + 1]];
  return own + sum(supplier.inOrders) + supplier.back;
}

/**
 * The supply-line autopilot, the automated tiers' rule (docs/rules/bullwhip.md "The autopilot"): its forecast,
 * plus the gap between its desired stock (12) and its stock net of backlog, plus the gap between its desired supply
 * line (the forecast times the rounds an order takes to arrive) and the units already on order; rounded to the
 * nearest unit and clamped to 0..40. Called at step 6, after the round's shipping.
 */
export function supplyLineOrder(demandHistory: readonly number[], inventory: number, backlog: number, onOrder: number, leadRounds: number): number {
  const f = forecast(demandHistory);
  return clampOrder(wholeUnits(f + AUTO_GAP_SHARE * (AUTO_DESIRED_STOCK - (inventory - backlog)) + AUTO_GAP_SHARE * (f * leadRounds - onOrder)));
}

/** What an automated tier orders at step 6 under `autopilot`. */
function automatedOrder(nodes: Record<Tier, Node>, tier: Tier, autopilot: Autopilot): number {
  const n = nodes[tier];
  return autopilot === 'naive'
    ? naiveOrder(n.demandHistory, n.back, n.inv)
    : supplyLineOrder(n.demandHistory, n.inv, n.back, unitsOnOrder(nodes, tier), AUTO_LEAD_ROUNDS[tier]);
}

/**
 * Customer demand of a round, from the scenario. Noisy draws from the round's own stream (`randomFor(seed, 'demand',
 * round)`), so a round's demand depends on the seed and the round alone (docs/rules/bullwhip.md "Demand").
 */
export function demandFor(scenario: ScenarioId, round: number, seed: string): number {
  switch (scenario) {
    case 'classic':
      return round < CLASSIC_STEP_ROUND ? CLASSIC_LOW : CLASSIC_HIGH;
    case 'noisy':
      return NOISY_BASE + randomFor(seed, 'demand', round).int(NOISY_SPREAD_MIN, NOISY_SPREAD_MAX);
    case 'promo':
      if (PROMO_PEAK_ROUNDS.includes(round)) return PROMO_PEAK;
      if (round === PROMO_DIP_ROUND) return PROMO_DIP;
      return PROMO_BASE;
    default:
      return DEFAULT_DEMAND;
  }
}

/** What was special about a round's demand, shown after it is resolved. */
export function eventFor(scenario: ScenarioId, round: number, demand: number): string | null {
  if (scenario === 'classic' && round === CLASSIC_STEP_ROUND)
    return `Customer demand stepped up from ${CLASSIC_LOW} to ${CLASSIC_HIGH} a week.`;
  if (scenario === 'promo' && round === PROMO_PEAK_ROUNDS[0]) return `A promotion started: customers bought ${demand}.`;
  if (scenario === 'promo' && PROMO_PEAK_ROUNDS.includes(round)) return `The promotion went on: customers bought ${demand}.`;
  if (scenario === 'promo' && round === PROMO_DIP_ROUND) return `After the promotion, demand dipped to ${demand}.`;
  return null;
}

/** Which tiers hold a power at the start, as words for messages. */
function holdersOf(power: PowerName): string {
  const names = TIERS.filter((t) => INITIAL_POWERS[t][power]).map((t) => TIER_NAMES[t]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and the ${names[names.length - 1]}`;
}

const cloneNode = (n: Node): Node => ({
  ...n,
  inOrders: n.inOrders.slice(),
  inShips: n.inShips.slice(),
  demandHistory: n.demandHistory.slice(),
});

const perTier = <T>(f: (t: Tier) => T): Record<Tier, T> => ({ R: f('R'), W: f('W'), D: f('D'), F: f('F') });

/**
 * Resolve one round (see the ordered list at the top of this file).
 * `playerOrder` null means the player's tier is automated too (used to replay
 * an autopilot alone on the same demand and seed); a number is the Solo player's
 * order; a record of orders by tier is a Team round's (every human tier's order,
 * docs/rules/bullwhip.md "Team mode": Team mode has no powers). `autopilot` is the rule the
 * automated tiers follow: the game's supply-line autopilot, or the naive one of
 * the debrief's comparison. `givenDemand` replaces the scenario's customer demand
 * (the balance suite's bound tries every demand a scenario can draw).
 */
export function resolveRound(
  state: GameState,
  playerOrder: number | null | Partial<Record<Tier, number>>,
  autopilot: Autopilot = 'supplyLine',
  givenDemand?: number,
): GameState {
  const t = state.round;
  const nodes = perTier((tier) => cloneNode(state.nodes[tier]));
  const me = state.playerRole;
  const humanOrders: Partial<Record<Tier, number>> =
    playerOrder === null ? {} : typeof playerOrder === 'number' ? { [me]: playerOrder } : playerOrder;
  const totals = { ...state.totals };
  const extraCost = perTier(() => 0);
  const armed = playerOrder === null ? noPowers() : state.decisions;
  const powersUsed = POWERS.filter((p) => armed[p]);

  // 1. Demand
  const customerDemand = givenDemand ?? demandFor(state.scenario, t, state.seed);

  // 2. Powers
  const powers = { ...state.powers, [me]: { ...state.powers[me] } };
  const capacity = armed.overtime ? OVERTIME_CAPACITY : FACTORY_CAPACITY;
  const factoryOrder = me === 'F' ? (humanOrders.F ?? 0) : 0;
  let infoShared = state.infoShared;
  for (const p of powersUsed) {
    powers[me][p] = false;
    extraCost[me] += POWER_COST[p];
    if (p === 'expedite' && me === 'F') {
      // The factory's "shipment" is its own production: with no delay, what it
      // orders this round (up to capacity) is made now and in stock before step 5.
      const made = Math.min(factoryOrder, capacity);
      nodes.F.inv += made;
      totals.produced += made;
    } else if (p === 'expedite') {
      const pipe = nodes[me].inShips;
      nodes[me].inv += pipe.reduce((a, b) => a + b, 0);
      nodes[me].inShips = pipe.map(() => 0);
    } else if (p === 'brokerBuy') {
      nodes[me].inv += BROKER_UNITS;
      totals.brokered += BROKER_UNITS;
    } else if (p === 'infoSync') {
      infoShared = true;
    }
    // overtime: the capacity above, used in step 7 (and by an expedited factory in step 2)
  }

  // 3. Shipments arrive
  const arrived = perTier((tier) => {
    const n = nodes[tier];
    const q = n.inShips[0];
    n.inv += q;
    n.inShips = n.inShips.slice(1);
    return q;
  });

  // 4. Orders arrive
  const received = perTier((tier) => {
    if (tier === 'R') return customerDemand;
    const n = nodes[tier];
    const q = n.inOrders[0];
    n.inOrders = n.inOrders.slice(1);
    return q;
  });

  // 5. Ship
  const shipped = perTier(() => 0);
  for (let i = 0; i < TIERS.length; i++) {
    const tier = TIERS[i];
    const n = nodes[tier];
    const demand = received[tier];
    const oldBack = n.back;
    const out = Math.min(n.inv, oldBack + demand);
    n.inv -= out;
    n.back = oldBack + demand - out;
    const onTime = Math.min(demand, Math.max(0, out - oldBack));
    n.demand = demand;
    n.demandHistory.push(demand);
    n.demandTotal += demand;
    n.onTimeTotal += onTime;
    n.serviceFill = n.demandTotal > 0 ? n.onTimeTotal / n.demandTotal : n.serviceFill;
    shipped[tier] = out;
    if (i === 0) totals.delivered += out;
    else nodes[TIERS[i - 1]].inShips.push(out);
  }

  // 6. Orders go upstream
  const orders = perTier((tier) => humanOrders[tier] ?? automatedOrder(nodes, tier, autopilot));
  for (let i = 0; i < TIERS.length; i++) {
    const tier = TIERS[i];
    nodes[tier].outOrder = orders[tier];
    if (i < TIERS.length - 1) nodes[TIERS[i + 1]].inOrders.push(orders[tier]);
  }

  // 7. Factory produces (an expedited factory already made this round's production in step 2)
  const produced = Math.min(orders.F, capacity);
  const startedOnLine = armed.expedite && me === 'F' ? 0 : produced;
  nodes.F.inShips.push(startedOnLine);
  totals.produced += startedOnLine;

  // 8. Costs
  for (const tier of TIERS) {
    const n = nodes[tier];
    n.costWeek = HOLDING_COST * n.inv + BACKLOG_COST * n.back + extraCost[tier];
    n.costCum += n.costWeek;
  }

  // 9. Log
  const entry: LogEntry = {
    round: t,
    demand: customerDemand,
    orders,
    costs: perTier((tier) => nodes[tier].costWeek),
    received,
    arrived,
    shipped,
    inv: perTier((tier) => nodes[tier].inv),
    back: perTier((tier) => nodes[tier].back),
    produced,
    powersUsed,
  };

  // 10. Advance
  const round = t + 1;
  return {
    ...state,
    round,
    nodes,
    powers,
    log: [...state.log, entry],
    currentPlayer: TIERS[(TIERS.indexOf(state.currentPlayer) + 1) % TIERS.length],
    isFinished: round > state.maxRounds,
    activeEvent: eventFor(state.scenario, t, customerDemand),
    decisions: noPowers(),
    infoShared,
    totals,
    pending: {},
  };
}

const reason = (code: keyof typeof REFUSAL, message: string): Refusal => ({ code: REFUSAL[code], message });

/** The tier a power is for: the player's (powers are Solo's: Team mode has none). */
const actingTier = (state: GameState): Tier => state.playerRole;

const teamReason = (code: keyof typeof TEAM_REFUSAL, message: string): Refusal => ({ code: TEAM_REFUSAL[code], message });

/**
 * Whose turn it is in a Team round (docs/rules/bullwhip.md, "Team mode"): the first human tier, along the chain, that
 * has not ordered this round; null in Solo, before the start and after the end. The screen reads it; it never keeps
 * its own.
 */
export function whoseTurn(state: GameState): Tier | null {
  if (state.mode !== TEAM_MODE || !state.isStarted || state.isFinished) return null;
  return state.humans.find((t) => state.pending[t] === undefined) ?? null;
}

/**
 * Why the setup cannot change to `setup` now (the scenario and role selects), or null: the setup is locked once the
 * game has started, and only the scenarios and tiers of the selects exist. Changing the setup starts a new record.
 */
export function setupRefusal(state: GameState, setup?: { scenario?: unknown; playerRole?: unknown }): Refusal | null {
  if (state.isStarted) return reason('locked', MSG.locked);
  if (setup?.scenario !== undefined && !SCENARIOS.includes(setup.scenario as ScenarioId)) return reason('unknownScenario', MSG.unknownScenario);
  if (setup?.playerRole !== undefined && !TIERS.includes(setup.playerRole as Tier)) return reason('unknownRole', MSG.unknownRole);
  return null;
}

/** True for an order the rules take: a whole number of units from MIN_ORDER to MAX_ORDER. */
const isOrder = (q: unknown): q is number => Number.isInteger(q) && (q as number) >= MIN_ORDER && (q as number) <= MAX_ORDER;

/**
 * Why `move` would be refused in `state`, or null when the step would apply it. The step function refuses exactly
 * when this returns a reason, and the screen uses it for its disabled controls. Each refusal has its code (REFUSAL).
 */
export function refusal(state: GameState, move: Move): Refusal | null {
  switch (move?.type) {
    case 'start':
      if (state.isStarted) return reason('alreadyStarted', MSG.alreadyStarted);
      // A team the rules do not play (a hand-made save or code) never starts.
      if (state.mode === TEAM_MODE && !(isTeam(state.humans) && state.humans[0] === state.playerRole)) return teamReason('badTeam', TEAM_MSG.badTeam);
      return null;
    case 'armPower':
    case 'disarmPower': {
      if (!state.isStarted) return reason('notStarted', MSG.notStarted);
      if (state.isFinished) return reason('finished', MSG.finished);
      if (state.mode === TEAM_MODE) return teamReason('teamPowers', TEAM_MSG.teamPowers);
      if (!POWERS.includes(move.power)) return reason('unknownPower', MSG.unknownPower);
      const p = move.power;
      const label = POWER_LABELS[p];
      const me = actingTier(state);
      if (move.type === 'disarmPower') return state.decisions[p] ? null : reason('notArmed', MSG.notArmed(label));
      if (!INITIAL_POWERS[me][p]) return reason('notHeld', MSG.notHeld(label, holdersOf(p)));
      if (!state.powers[me][p]) return reason('used', MSG.used(label));
      if (state.decisions[p]) return reason('armed', MSG.armed(label));
      return null;
    }
    case 'resolve':
      // Refused before the start and after the end (same state, with a message).
      if (!state.isStarted) return reason('notStarted', MSG.notStarted);
      if (state.isFinished) return reason('finished', MSG.finished);
      if (state.mode === TEAM_MODE) return teamReason('teamResolve', TEAM_MSG.teamResolve);
      // The screen places the whole number the order box's text gives (parseOrder); nothing else is an order.
      if (!isOrder(move.order)) return reason('badOrder', MSG.badOrder);
      return null;
    case 'order': {
      // One human tier's order in a Team round (docs/rules/bullwhip.md, "Team mode").
      if (!state.isStarted) return reason('notStarted', MSG.notStarted);
      if (state.isFinished) return reason('finished', MSG.finished);
      if (state.mode !== TEAM_MODE) return teamReason('notTeam', TEAM_MSG.notTeam);
      if (!TIERS.includes(move.tier)) return teamReason('unknownTier', TEAM_MSG.unknownTier);
      if (!state.humans.includes(move.tier)) return teamReason('notHuman', TEAM_MSG.notHuman(TIER_NAMES[move.tier]));
      const turn = whoseTurn(state)!;
      if (move.tier !== turn) return teamReason('outOfTurn', TEAM_MSG.outOfTurn(playerName(state.humans, turn), TIER_NAMES[turn]));
      if (!isOrder(move.order)) return reason('badOrder', MSG.badOrder);
      return null;
    }
    default:
      return reason('unknownAction', MSG.unknownAction);
  }
}

/** The step function. Refused moves return the same state object and a refusal; it never throws. */
export function step(state: GameState, move: Move): GameStep {
  const no = refusal(state, move);
  if (no) return refusedAs(state, no.code!, no.message, no.detail);
  switch (move.type) {
    case 'start':
      return applied({ ...state, isStarted: true });
    case 'armPower':
      return applied({ ...state, decisions: { ...state.decisions, [move.power]: true } });
    case 'disarmPower':
      return applied({ ...state, decisions: { ...state.decisions, [move.power]: false } });
    case 'resolve':
      return applied(resolveRound(state, move.order));
    case 'order': {
      const pending = { ...state.pending, [move.tier]: move.order };
      // The round resolves when every human tier has ordered; the others are on the supply-line autopilot.
      return applied(state.humans.every((t) => pending[t] !== undefined) ? resolveRound(state, pending) : { ...state, pending });
    }
  }
}

/**
 * The most moves a record keeps (canonicalMoves). Solo: Start, Resolve Round for every round, and each power the
 * player's tier holds set once (a used power cannot be set again). Team: Start and one order per tier per round. A
 * bound for untrusted input (a save, a code).
 */
export const MOVES_MAX = Math.max(1 + MAX_ROUNDS + POWERS.length, 1 + MAX_ROUNDS * TIERS.length);

/**
 * The moves of a record that the rules used, oldest first: a power set and taken back before the round was resolved
 * changed nothing, so the pair is left out (a student toggling a power adds nothing). Replaying these moves gives the
 * very same state as replaying the record's, so a save stores these and a result code carries these: at most
 * MOVES_MAX of them (docs/rules/bullwhip.md, "Moves, saves and result codes").
 */
export function canonicalMoves(moves: readonly Move[]): Move[] {
  const kept: Move[] = [];
  for (const move of moves) {
    if (move.type === 'disarmPower') {
      let i = kept.length - 1;
      while (i >= 0 && kept[i].type !== 'resolve' && !(kept[i].type === 'armPower' && (kept[i] as { power: PowerName }).power === move.power)) i--;
      if (i >= 0 && kept[i].type === 'armPower') {
        kept.splice(i, 1);
        continue;
      }
    }
    kept.push(move);
  }
  return kept;
}

/** A new game from its settings and seed: the engine contract's `init`. */
export const init = (setup: Setup, seed: string): GameState => createGame(setup.scenario, setup.playerRole, seed, setup.humans);

/**
 * Start a game and resolve every round with one autopilot for all four tiers (the player's seat too, with no
 * powers): the chain the student is compared with, on the same scenario, role and seed.
 */
export function playAutomated(scenario: ScenarioId, playerRole: Tier, seed: string, autopilot: Autopilot = 'supplyLine'): GameState {
  let s: GameState = { ...createGame(scenario, playerRole, seed), isStarted: true };
  while (!s.isFinished) s = resolveRound(s, null, autopilot);
  return s;
}
