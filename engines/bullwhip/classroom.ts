/**
 * Bullwhip Rush's classroom side: the class link's settings, the result-code codec, the class report's columns.
 * Pure: no DOM, no storage.
 *
 * - Class settings: the scenario and the player's role (the two selects of the game's header), with the class's
 *   seed beside them (it drives the Noisy demand). Solo play uses the spec's SEED.
 * - Moves: per round, the order placed (0..MAX_ORDER) and the powers used that round. A Bullwhip game is fully
 *   determined by them (validate.ts replays a save the same way). The engine applies a round's powers in POWERS
 *   order whatever order they were armed in, so a bit mask loses nothing. A round packs into one number,
 *   `mask × (MAX_ORDER + 1) + order`: one byte for a round without powers, two with.
 *   The order input is text a student typed, but the rules only read the whole number it is parsed to
 *   (parseOrder), and only that number is in a code.
 * - Summary: the chain's total cost (the score, docs/rules/bullwhip.md "Score"), the player's own tier's cost and
 *   service %, the ratio of the player's order variance to the customer-demand variance (shown, never ranked), the
 *   chain cost the autopilot gets in the player's seat on the same scenario, role and seed, and the player's orders
 *   and the customer demand per round (the class chart). `summaryOf(state)` computes it, for the end screen and for
 *   the replay alike; ratios are rounded there, so a summary compares exactly.
 */
import type { ClassSpec } from '../core/classLink';
import { oneOfParam } from '../core/classLink';
import { ByteWriter, CodeError, encodeCode, type GameCodec, type GameProgress, type ReplayResult } from '../core/code';
import { cost } from '../core/format';
import type { GameReport } from '../core/report';
import { DEFAULT_ROLE, DEFAULT_SCENARIO, MAX_ORDER, MAX_ROUNDS, POWERS, SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from './constants';
import { engine, RULES_VERSION } from './index';
import { autopilotChain, teamChainCost, varianceRatios } from './selectors';
import type { GameState, PowerName, ScenarioId, Setup, Tier } from './types';

/* ------------------------------------------------------------------ settings and class link */

/** What a teacher picks for the class: the engine's own Setup (the seed travels beside it). */
export type BullwhipClassSettings = Setup;

export const SCENARIO_PARAM = 'scenario';
export const ROLE_PARAM = 'role';
/** The labels of the game's own selects. */
const SCENARIO_LABEL = 'Scenario';
const ROLE_LABEL = 'Your role';

export const classSpec: ClassSpec<BullwhipClassSettings> = {
  game: 'bullwhip',
  route: '/simulation/game-theory',
  title: 'Bullwhip Rush',
  paramNames: [SCENARIO_PARAM, ROLE_PARAM],
  // The same choices, in the same words, as the game's Scenario and Your role selects.
  fields: [
    { param: SCENARIO_PARAM, label: SCENARIO_LABEL, kind: 'choice', options: SCENARIOS.map((s) => ({ value: s, label: SCENARIO_NAMES[s] })) },
    { param: ROLE_PARAM, label: ROLE_LABEL, kind: 'choice', options: TIERS.map((t) => ({ value: t, label: `${t} ${TIER_NAMES[t]}` })) },
  ],
  defaults: { scenario: DEFAULT_SCENARIO, playerRole: DEFAULT_ROLE },
  toParams: (s) => ({ [SCENARIO_PARAM]: s.scenario, [ROLE_PARAM]: s.playerRole }),
  fromParams: (p) => {
    const problems: string[] = [];
    // The setup screen offers exactly these (two selects; the engine refuses anything else): an unknown value is
    // refused and the game's default is used, with a notice.
    const scenario = oneOfParam<ScenarioId>(p, SCENARIO_PARAM, SCENARIO_LABEL, SCENARIOS, DEFAULT_SCENARIO, problems);
    const playerRole = oneOfParam<Tier>(p, ROLE_PARAM, ROLE_LABEL, TIERS, DEFAULT_ROLE, problems);
    return { settings: { scenario, playerRole }, problems };
  },
  describe: (s) => `Bullwhip Rush · ${SCENARIO_NAMES[s.scenario]} scenario · you play the ${TIER_NAMES[s.playerRole]}`,
};

export const settingsOf = (s: GameState): BullwhipClassSettings => ({ scenario: s.scenario, playerRole: s.playerRole });

/* ------------------------------------------------------------------ moves */

/** One round of the player's: the order placed and the powers used (in POWERS order). */
export interface BullwhipMove {
  order: number;
  powers: PowerName[];
}

/** The player's moves, read from the log (a finished game has MAX_ROUNDS of them). */
export const movesOf = (s: GameState): BullwhipMove[] =>
  s.log.map((e) => ({ order: e.orders[s.playerRole], powers: POWERS.filter((p) => e.powersUsed.includes(p)) }));

const ORDER_SPAN = MAX_ORDER + 1;
const MASK_MAX = (1 << POWERS.length) - 1;
const ROUND_MAX = MASK_MAX * ORDER_SPAN + MAX_ORDER;

const maskOf = (powers: readonly PowerName[]) => POWERS.reduce((m, p, i) => (powers.includes(p) ? m | (1 << i) : m), 0);

/* ------------------------------------------------------------------ summary */

export interface BullwhipSummary {
  /** The score: the chain's total cost, all four tiers (a multiple of 0.5). Lower is better. */
  chainCost: number;
  /** The player's own tier's total cost (a multiple of 0.5). */
  cost: number;
  /** The player's service %, one decimal (share of the demand faced shipped on time). */
  service: number;
  /** The player's order variance ÷ customer-demand variance, two decimals; null when demand did not vary. */
  ratio: number | null;
  /** The chain's cost when the autopilot plays the player's seat too (same scenario, role and seed; no powers). */
  autopilotChainCost: number;
  /** The player's order per round. */
  orders: number[];
  /** Customer demand per round. */
  demand: number[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The figures of a game, for its end screen and for the class report (one function for both). */
export function summaryOf(s: GameState): BullwhipSummary {
  const me = s.playerRole;
  const ratio = varianceRatios(s).find((r) => r.tier === me)!.ratio;
  return {
    chainCost: teamChainCost(s),
    cost: s.nodes[me].costCum,
    service: round1(s.nodes[me].serviceFill * 100),
    ratio: ratio === null ? null : round2(ratio),
    autopilotChainCost: autopilotChain(s).chainCost,
    orders: s.log.map((e) => e.orders[me]),
    demand: s.log.map((e) => e.demand),
  };
}

/** Costs are multiples of 0.5 (holding 0.5 a unit, backlog and powers whole): stored as halves. */
function writeHalves(w: ByteWriter, x: number) {
  const h = x * 2;
  if (!Number.isSafeInteger(h) || h < 0) throw new RangeError(`a cost is not a multiple of 0.5: ${x}`);
  w.uint(h);
}
/** Far above any chain cost 12 rounds can reach. */
const COST_HALVES_MAX = 10_000_000;
/** Service per mille, 0..1000. */
const SERVICE_MAX = 1000;
/** Ratio in hundredths (+1; 0 = no ratio). Orders vary at most 400, a varying demand at least ~0.07: < 6000. */
const RATIO_MAX = 100_000_000;
/** The biggest customer demand of any scenario is well under this. */
const DEMAND_MAX = 1000;

/* ------------------------------------------------------------------ codec */

export const codec: GameCodec<BullwhipClassSettings, BullwhipMove, BullwhipSummary> = {
  game: 'bullwhip',
  rulesVersion: RULES_VERSION,
  writeSettings: (w, s) => void w.oneOf(s.scenario, SCENARIOS).oneOf(s.playerRole, TIERS),
  readSettings: (r) => ({ scenario: r.oneOf(SCENARIOS), playerRole: r.oneOf(TIERS) }),
  writeMoves: (w, moves) => {
    if (moves.length > MAX_ROUNDS) throw new RangeError(`more than ${MAX_ROUNDS} rounds`);
    w.uint(moves.length);
    for (const m of moves) {
      if (!Number.isInteger(m.order) || m.order < 0 || m.order > MAX_ORDER) throw new RangeError(`an order is out of range: ${m.order}`);
      w.uint(maskOf(m.powers) * ORDER_SPAN + m.order);
    }
  },
  readMoves: (r) =>
    r.list(MAX_ROUNDS, (x) => {
      const n = x.uint(ROUND_MAX);
      const mask = Math.floor(n / ORDER_SPAN);
      return { order: n % ORDER_SPAN, powers: POWERS.filter((_, i) => mask & (1 << i)) };
    }),
  writeSummary: (w, s) => {
    writeHalves(w, s.chainCost);
    writeHalves(w, s.cost);
    w.uint(Math.round(s.service * 10));
    w.uint(s.ratio === null ? 0 : Math.round(s.ratio * 100) + 1);
    writeHalves(w, s.autopilotChainCost);
    if (s.orders.length !== s.demand.length) throw new RangeError('orders and demand differ in length');
    w.uint(s.orders.length);
    for (const o of s.orders) w.uint(o);
    for (const d of s.demand) w.uint(d);
  },
  readSummary: (r) => {
    const chainCost = r.uint(COST_HALVES_MAX) / 2;
    const cost = r.uint(COST_HALVES_MAX) / 2;
    const service = r.uint(SERVICE_MAX) / 10;
    const rr = r.uint(RATIO_MAX);
    const autopilotChainCost = r.uint(COST_HALVES_MAX) / 2;
    const n = r.uint(MAX_ROUNDS);
    const orders = Array.from({ length: n }, () => r.uint(MAX_ORDER));
    const demand = Array.from({ length: n }, () => r.uint(DEMAND_MAX));
    return { chainCost, cost, service, ratio: rr === 0 ? null : (rr - 1) / 100, autopilotChainCost, orders, demand };
  },
  replay: (settings, seed, moves) => {
    const r = replayState(settings, seed, moves);
    return r.ok ? { ok: true, finished: r.state.isFinished, summary: summaryOf(r.state) } : r;
  },
  progress: (_settings, summary) => ({ done: summary.orders.length, total: MAX_ROUNDS, unit: 'round' }),
};

/** Plays the moves from the settings and seed through the engine (the replay a code's check runs). */
export function replayState(
  settings: BullwhipClassSettings,
  seed: string,
  moves: readonly BullwhipMove[],
): { ok: true; state: GameState } | Extract<ReplayResult<never>, { ok: false }> {
  let s = engine.init(settings, seed);
  const started = engine.step(s, { type: 'start' });
  if (started.refusal) return { ok: false, moveIndex: 0, message: started.refusal.message };
  s = started.state;
  for (const [i, m] of moves.entries()) {
    for (const power of m.powers) {
      const out = engine.step(s, { type: 'armPower', power });
      if (out.refusal) return { ok: false, moveIndex: i, message: out.refusal.message };
      s = out.state;
    }
    const out = engine.step(s, { type: 'resolve', order: m.order });
    if (out.refusal) return { ok: false, moveIndex: i, message: out.refusal.message };
    s = out.state;
  }
  return { ok: true, state: s };
}

/** The round from which a game in progress can hand in a half-way code (docs/classroom.md, "Half-way codes"). */
export const HALF_WAY_ROUND = MAX_ROUNDS / 2;
/** Whether the game can hand in a half-way code now: at least half its rounds played, not finished. */
export const canHandInHalfWay = (s: GameState) => !s.isFinished && s.log.length >= HALF_WAY_ROUND;
/** How far the game has gone, as its half-way code says ("round 6 of 12, in progress"). */
export const halfWayProgress = (s: GameState): GameProgress => codec.progress!(settingsOf(s), summaryOf(s));

/**
 * The result code of a game, for its end screen (a solo game: classId ''); with `inProgress`, the half-way code of a
 * game at least half played. `attempt` is the student's attempt number on this device (1 by default).
 */
export function codeFor(s: GameState, who: { classId: string; nickname: string; attempt?: number; inProgress?: boolean }): string {
  if (who.inProgress ? !canHandInHalfWay(s) : !s.isFinished) throw new CodeError(who.inProgress ? 'the game is not half played' : 'the game is not finished');
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    inProgress: who.inProgress,
    seed: s.seed,
    settings: settingsOf(s),
    moves: movesOf(s),
    summary: summaryOf(s),
  });
}

/* ------------------------------------------------------------------ report */

/** "2.35×", or "—" when customer demand did not vary. */
export const ratioWords = (ratio: number | null) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`);
export const serviceWords = (service: number) => `${service.toFixed(1)}%`;
/** The chain cost minus the autopilot's chain cost on the same demand: below 0, the student's chain cost less. */
export const versusAutopilot = (s: BullwhipSummary) => s.chainCost - s.autopilotChainCost;
/** "+12.5" / "−3.0" / "0.0": the chain cost minus the autopilot's chain cost. */
export const versusWords = (s: BullwhipSummary) => {
  const d = versusAutopilot(s);
  return d > 0 ? `+${cost(d)}` : d < 0 ? `−${cost(-d)}` : cost(0);
};

/**
 * The class report. The chain cost ranks (lower is better); the own tier's cost is beside it. The variance ratio is
 * shown for discussion and never ranks: steady orders have a ratio of 0 (docs/rules/bullwhip.md "Score").
 */
export const report: GameReport<BullwhipSummary> = {
  game: 'bullwhip',
  title: 'Bullwhip Rush',
  columns: [
    { key: 'chainCost', label: 'Chain cost', text: (s) => cost(s.chainCost), value: (s) => s.chainCost },
    { key: 'cost', label: 'Your tier’s cost', text: (s) => cost(s.cost), value: (s) => s.cost },
    { key: 'service', label: 'Service', text: (s) => serviceWords(s.service), value: (s) => s.service },
    {
      key: 'ratio',
      label: 'Order variance ÷ demand variance',
      text: (s) => ratioWords(s.ratio),
      value: (s) => (s.ratio === null ? NaN : s.ratio),
    },
    { key: 'autopilotChainCost', label: 'Autopilot’s chain cost', text: (s) => cost(s.autopilotChainCost), value: (s) => s.autopilotChainCost },
    { key: 'versus', label: 'Chain cost against the autopilot', text: versusWords, value: versusAutopilot },
  ],
  main: { label: 'Chain cost', value: (s) => s.chainCost, higherIsBetter: false, format: cost },
  series: (s) => [
    { label: 'Orders', values: s.orders },
    { label: 'Customer demand', values: s.demand },
  ],
};
