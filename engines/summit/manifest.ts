/**
 * Summit of Decisions as plain data the core reads (engines/core/record.ts, `GameManifest`; docs/engines.md): its
 * rules, what changed at each rules version, its save, and the descriptions of its setup, moves and summary from which
 * the core makes its save (`recordSave`) and its result code (`recordCodec`).
 *
 * - Setup: the role picked on the cards or given by the class link (null: none picked, the first round gives the
 *   Journalist). The seed travels beside it.
 * - Moves: the role confirmed, "Start Simulation", the product setup, each round's decision and each advance.
 * - In a result code the product's two typed texts are NEVER kept (`codeMove`): the rules only check that each is 2–60
 *   characters once cleaned (validateProduct), and no rule reads the words (round keywords come from the story's own
 *   templates), so a code holds their lengths and its replay types that many letters "x". The three picked fields are
 *   list choices. The LaunchPad pre-fill's founder and rival profiles are no rule's input: a code leaves them out.
 * - Summary: outcome, survivors, final gauges, score and rounds played (`summaryOf`, which the end screen uses too).
 */
import { GAME } from './game';
import type { GameManifest } from '../core/record';
import { bool, list, object, oneOf, optional, str, tagged, uint } from '../core/schema';
import { cleanText } from '../core/text';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { rules, SAVE_VERSION } from './index';
import { recordOfV1 } from './migrate';
import { survivorsOf } from './rules';
import { UNIQUENESS_SCORE_VALUES, type SummitAction, type SummitSetup, type SummitState } from './types';

/* ------------------------------------------------------------------ summary */

export interface SummitSummary {
  /** Summit reached at the end. */
  reached: boolean;
  /** Climbers alive, of 5. */
  survivors: number;
  oxygen: number;
  morale: number;
  /** The team's average health, rounded (0–100). */
  health: number;
  progress: number;
  score: number;
  /** Rounds played. */
  rounds: number;
}

/** The figures of the end screen and the class report, from a state (the end screen and the replay both use it). */
export function summaryOf(state: SummitState): SummitSummary {
  return {
    reached: state.summitReached === true,
    survivors: survivorsOf(state.team),
    oxygen: state.oxygen,
    morale: state.morale,
    health: Math.round(state.team.reduce((s, m) => s + m.health, 0) / Math.max(1, state.team.length)),
    progress: state.progress,
    score: state.score,
    rounds: state.history.length,
  };
}

/** The highest score the rules allow (see scoreFor): 3 gauges of 100, every climber, the summit bonus. */
const SCORE_MAX = 3 * C.GAUGE_MAX + C.SCORE_PER_SURVIVOR * C.TEAM_SIZE + C.SCORE_SUMMIT_BONUS;

/* ------------------------------------------------------------------ descriptions */

/** Every option id of the story, in story order: a decision names its option by one of these. */
export const OPTION_IDS: readonly string[] = STORY.flatMap((r) => (r.kind === 'crisis' ? r.options : C.ROLES.flatMap((role) => r.options[role] ?? []))).map((o) => o.id);

/**
 * The most moves a record holds: the role confirmed, "Start Simulation", the setup, and a decision and an advance per
 * round (a move that changes nothing, such as a second confirmation, is not recorded).
 */
export const MOVES_MAX = 3 + 2 * C.TOTAL_ROUNDS;

/**
 * A typed product text as a save keeps it (the rules judge it cleaned, 2–60 characters; the input allows 60 UTF-16
 * units, at most 180 bytes): room enough that no text the rules accept is refused by the save's description.
 */
const TYPED_TEXT_MAX_BYTES = 1024;
const PROFILE_BYTES = 4;

const role = oneOf(C.ROLES);
const setupSchema = object({ role: optional(role) });

const moveSchema = tagged('type', {
  confirmRole: {},
  startSimulation: {},
  setupProduct: {
    product: object({
      productConcept: str(TYPED_TEXT_MAX_BYTES),
      targetMarket: str(TYPED_TEXT_MAX_BYTES),
      pricingStrategy: oneOf(C.PRICING_STRATEGIES),
      marketingChannel: oneOf(C.MARKETING_CHANNELS),
      businessModel: oneOf(C.BUSINESS_MODELS),
    }),
    founderProfile: optional(object({ strengths: list(str(C.PROFILE_TEXT_MAX * PROFILE_BYTES), C.PROFILE_STRENGTHS_MAX), industry: optional(str(C.PROFILE_TEXT_MAX * PROFILE_BYTES)) })),
    rivalProfile: optional(
      object({
        competitor: optional(str(C.COMPETITOR_TEXT_MAX * PROFILE_BYTES)),
        uniquenessText: str(C.UNIQUENESS_TEXT_MAX * PROFILE_BYTES),
        uniquenessScore: optional(oneOf(UNIQUENESS_SCORE_VALUES)),
      }),
    ),
  },
  submitDecision: { role, optionId: oneOf(OPTION_IDS) },
  advance: {},
});

/** A move as a result code holds it: the typed texts as their lengths, no profiles. */
type CodedMove =
  | { type: 'confirmRole' | 'startSimulation' | 'advance' }
  | {
      type: 'setupProduct';
      conceptLength: number;
      marketLength: number;
      pricing: (typeof C.PRICING_STRATEGIES)[number];
      channel: (typeof C.MARKETING_CHANNELS)[number];
      model: (typeof C.BUSINESS_MODELS)[number];
    }
  | { type: 'submitDecision'; role: SummitSetup['role']; optionId: string | null };

const codedMoveSchema = tagged('type', {
  confirmRole: {},
  startSimulation: {},
  setupProduct: {
    conceptLength: uint(C.PRODUCT_TEXT_MAX),
    marketLength: uint(C.PRODUCT_TEXT_MAX),
    pricing: oneOf(C.PRICING_STRATEGIES),
    channel: oneOf(C.MARKETING_CHANNELS),
    model: oneOf(C.BUSINESS_MODELS),
  },
  submitDecision: { role, optionId: oneOf(OPTION_IDS) },
  advance: {},
});

/** What a typed text of `length` characters is replaced by in a code's replay (the rules read only its length). */
export const placeholderText = (length: number) => 'x'.repeat(length);

function codedOf(move: SummitAction): CodedMove {
  if (move.type !== 'setupProduct') return move;
  const p = move.product;
  return {
    type: 'setupProduct',
    // The length the rules judge: the text cleaned, as the state stores it.
    conceptLength: cleanText(p.productConcept).length,
    marketLength: cleanText(p.targetMarket).length,
    pricing: p.pricingStrategy as (typeof C.PRICING_STRATEGIES)[number],
    channel: p.marketingChannel as (typeof C.MARKETING_CHANNELS)[number],
    model: p.businessModel as (typeof C.BUSINESS_MODELS)[number],
  };
}

function moveOf(coded: unknown): SummitAction {
  const c = coded as CodedMove;
  if (c.type !== 'setupProduct') return c;
  return {
    type: 'setupProduct',
    product: {
      productConcept: placeholderText(c.conceptLength),
      targetMarket: placeholderText(c.marketLength),
      pricingStrategy: c.pricing,
      marketingChannel: c.channel,
      businessModel: c.model,
    },
    founderProfile: null,
    rivalProfile: null,
  };
}

/* ------------------------------------------------------------------ the manifest */

export const manifest: GameManifest<SummitState, SummitAction, SummitSetup, SummitSummary> = {
  id: GAME.id,
  codeIndex: GAME.codeIndex,
  title: GAME.title,
  rules,
  rulesChanges: {
    2: 'a team whose morale starts a round below 50 is too exhausted to climb, a push climbs further and a rest day climbs less',
    3: 'the accidents on risky decisions are now drawn round by round, so the same choices can meet other accidents than before',
  },
  save: { key: GAME.saveKey, version: SAVE_VERSION, migrations: { 1: recordOfV1 } },
  setup: { schema: setupSchema, defaults: { role: null } },
  move: moveSchema,
  codeMove: { schema: codedMoveSchema, of: codedOf, back: moveOf },
  movesMax: MOVES_MAX,
  seedMaxBytes: C.SEED_MAX_LENGTH,
  summary: {
    schema: object({
      reached: bool,
      survivors: uint(C.TEAM_SIZE),
      oxygen: uint(C.GAUGE_MAX),
      morale: uint(C.GAUGE_MAX),
      health: uint(C.GAUGE_MAX),
      progress: uint(C.GAUGE_MAX),
      score: uint(SCORE_MAX),
      rounds: uint(C.TOTAL_ROUNDS),
    }),
    of: summaryOf,
  },
  isFinished: (s) => s.phase === 'final',
};
