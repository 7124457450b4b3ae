/**
 * Bullwhip Rush as plain data the core reads (engines/core/record.ts, `GameManifest`; docs/engines.md, "The
 * manifest"): its rules, what changed at each rules version, its save, and the descriptions of its setup, moves and
 * summary from which the core makes its save (`recordSave`) and its result code (`recordCodec`).
 *
 * - Setup: the scenario and the player's role (the two selects of the game's header, or the class link's); the seed
 *   travels beside them (the class's, or the spec's SEED in solo play: never text a student typed).
 * - Moves: Start, a power set or taken back, and Resolve Round with the whole number ordered (types.ts `Move`). Saves
 *   and codes hold the record's canonical moves (engine.ts `canonicalMoves`): a power set and taken back before the
 *   round is resolved is no move the rules used.
 * - Summary: the chain's total cost (the score, docs/rules/bullwhip.md "Score"), the player's own tier's cost and
 *   service %, the ratio of the player's order variance to the customer-demand variance (shown, never ranked), the
 *   chain cost the autopilot gets in the player's seat on the same scenario, role and seed, and the player's orders
 *   and the customer demand per round (the class chart). `summaryOf(state)` computes it, for the end screen and for
 *   the replay alike; ratios are rounded there, so a summary compares exactly.
 * - Half-way codes: how many of the 12 rounds are played (`progress`).
 */
import { GAME } from './game';
import { SEED_MAX } from '../core/codeGames';
import { recordSave, type GameManifest, type Played } from '../core/record';
import type { SaveSpec } from '../core/save';
import { fixed, list, object, oneOf, optional, tagged, uint } from '../core/schema';
import { BACKLOG_COST, HOLDING_COST, MAX_ORDER, MAX_ROUNDS, POWER_COST, POWERS, SCENARIOS, TIERS } from './constants';
import { canonicalMoves, MOVES_MAX } from './engine';
import { DEFAULT_SETUP, rules, SAVE_VERSION } from './index';
import { MIGRATIONS } from './migrate';
import { autopilotChain, teamChainCost, varianceRatios } from './selectors';
import type { GameState, Move, Setup } from './types';

/** A game as the core keeps it: its record and the state the record replays to. */
export type BullwhipPlayed = Played<GameState, Setup, Move>;

/* ------------------------------------------------------------------ summary */

export interface BullwhipSummary {
  /** The score: the chain's total cost, all four tiers (COST_DECIMALS decimals at most). Lower is better. */
  chainCost: number;
  /** The player's own tier's total cost (COST_DECIMALS decimals at most). */
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

/** Far above any chain cost 12 rounds can reach. */
const COST_MAX = 5_000_000;
/** The decimals a price needs (0.5 → 1, 300 → 0). */
const decimalsOf = (x: number): number => {
  let d = 0;
  while (d < 6 && Math.abs(Math.round(x * 10 ** d) - x * 10 ** d) > 1e-9) d++;
  return d;
};
/**
 * A cost is whole units times the unit prices (holding, backlog) plus the powers' prices: it needs no more decimals
 * than the finest of them (1, for a holding cost of 0.5). Read from the prices, so a code keeps a cost exactly
 * whatever a price becomes (docs/engines.md, "Change a rule").
 */
export const COST_DECIMALS = Math.max(...[HOLDING_COST, BACKLOG_COST, ...Object.values(POWER_COST)].map(decimalsOf));
/** Orders vary at most 400, a varying demand at least ~0.07: a ratio is well under this. */
const RATIO_MAX = 1_000_000;
/** The biggest customer demand of any scenario is well under this. */
const DEMAND_MAX = 1000;

/* ------------------------------------------------------------------ the manifest */

/** What changed at each RULES_VERSION, in a player's words (shown when a save made before cannot go on). */
export const RULES_CHANGES: Readonly<Record<number, string>> = {
  2: 'the chain now starts full and steady, the other tiers order by the supply-line autopilot, and the score is the whole chain’s cost',
  3: 'the Noisy scenario’s customer demand is now drawn round by round, so the same orders on the same seed can meet other demand than before',
};

export const manifest: GameManifest<GameState, Move, Setup, BullwhipSummary> = {
  id: GAME.id,
  // Its place in CODE_GAMES (engines/core/codeGames.ts): fixed forever.
  codeIndex: GAME.codeIndex,
  title: GAME.title,
  rules,
  rulesChanges: RULES_CHANGES,
  save: { key: GAME.saveKey, version: SAVE_VERSION, migrations: MIGRATIONS },
  setup: { schema: object({ scenario: oneOf(SCENARIOS), playerRole: oneOf(TIERS) }), defaults: DEFAULT_SETUP },
  move: tagged('type', {
    start: {},
    armPower: { power: oneOf(POWERS) },
    disarmPower: { power: oneOf(POWERS) },
    resolve: { order: uint(MAX_ORDER) },
  }),
  movesMax: MOVES_MAX,
  // A class link's seed (at most SEED_MAX characters), in UTF-8 bytes.
  seedMaxBytes: SEED_MAX * 4,
  summary: {
    schema: object({
      chainCost: fixed(COST_DECIMALS, 0, COST_MAX),
      cost: fixed(COST_DECIMALS, 0, COST_MAX),
      service: fixed(1, 0, 100),
      ratio: optional(fixed(2, 0, RATIO_MAX)),
      autopilotChainCost: fixed(COST_DECIMALS, 0, COST_MAX),
      orders: list(uint(MAX_ORDER), MAX_ROUNDS),
      demand: list(uint(DEMAND_MAX), MAX_ROUNDS),
    }),
    of: summaryOf,
  },
  isFinished: (s) => s.isFinished,
  progress: (_setup, summary) => ({ done: summary.orders.length, total: MAX_ROUNDS, unit: 'round' }),
};

/* ------------------------------------------------------------------ the save */

const base = recordSave(manifest);

/**
 * The save (key 'bullwhip-rush'): the record, stored with its canonical moves and loaded by replaying it
 * (`recordSave`); saves of versions 1 to 3 become records (migrate.ts).
 */
export const bullwhipSave: SaveSpec<BullwhipPlayed> = {
  ...base,
  toData: (played) => ({ ...played.record, moves: canonicalMoves(played.record.moves) }),
};
