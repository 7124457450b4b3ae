/**
 * Summit's types. Each union has one list of its values (`X_VALUES`), used by the type and by whatever checks
 * untrusted data (the save validator, the profile checks).
 */
import { KEYWORD_CONSERVE, KEYWORD_PUSH, KEYWORD_REST, type ROLES, type BUSINESS_MODELS, type MARKETING_CHANNELS, type PRICING_STRATEGIES } from './constants';

export type RoleId = (typeof ROLES)[number];
export const WEATHER_VALUES = ['clear', 'cloudy', 'storm', 'blizzard'] as const;
export type Weather = (typeof WEATHER_VALUES)[number];
export const ROUND_KIND_VALUES = ['decision', 'crisis'] as const;
export type RoundKind = (typeof ROUND_KIND_VALUES)[number];
/** The spec's keywords, in the order the outcome applies them. */
export const KEYWORD_VALUES = [KEYWORD_CONSERVE, KEYWORD_PUSH, KEYWORD_REST] as const;
export type Keyword = (typeof KEYWORD_VALUES)[number];
export const STANCE_TAG_VALUES = ['safety', 'oxygen', 'lowImpact', 'summit', 'speed', 'perception', 'balance'] as const;
export type StanceTag = (typeof STANCE_TAG_VALUES)[number];

/** Where the expedition is. Intro is a route, not a phase. */
export const PHASE_VALUES = ['roles', 'setup', 'decision', 'outcome', 'final'] as const;
export type Phase = (typeof PHASE_VALUES)[number];

export interface Member {
  role: RoleId;
  /** 'You' for the player, the role title for an AI teammate. */
  name: string;
  isPlayer: boolean;
  health: number;
  alive: boolean;
}

/** The five product fields typed or picked at setup (spec: the Summit store's product fields). */
export const PRODUCT_FIELDS = ['productConcept', 'targetMarket', 'pricingStrategy', 'marketingChannel', 'businessModel'] as const;
export type Product = Record<(typeof PRODUCT_FIELDS)[number], string>;

/** From the LaunchPad summary when one is saved (the spec does not say what these hold). */
export interface FounderProfile {
  strengths: string[];
  industry: string | null;
}
export const UNIQUENESS_SCORE_VALUES = ['low', 'medium', 'high'] as const;
export type UniquenessScore = (typeof UNIQUENESS_SCORE_VALUES)[number];
export interface RivalProfile {
  competitor: string | null;
  uniquenessText: string;
  uniquenessScore: UniquenessScore | null;
}

/** One option of a decision or a crisis vote (content data). */
export interface SummitOption {
  id: string;
  /** Text with placeholders such as {concept}; keywords are read from it as written. */
  text: string;
  tags: StanceTag[];
  /** The spec keywords the author meant the text to contain (checked by the content test). */
  keywords: Keyword[];
  /** Chance (0..1) of an accident when this decision counts (see ACCIDENTS_ENABLED). */
  risk?: number;
}

export interface DecisionRoundContent {
  round: number;
  kind: 'decision';
  title: string;
  situation: string;
  lesson: string;
  options: Record<RoleId, SummitOption[]>;
}
export interface CrisisRoundContent {
  round: number;
  kind: 'crisis';
  title: string;
  situation: string;
  crisis: string;
  lesson: string;
  options: SummitOption[];
}
export type RoundContent = DecisionRoundContent | CrisisRoundContent;
/** The whole story, one entry per round (index 0 = round 1). */
export type Story = RoundContent[];

export const GAUGE_VALUES = ['oxygen', 'morale', 'health', 'progress'] as const;
export type Gauge = (typeof GAUGE_VALUES)[number];
export const EFFECT_SOURCE_VALUES = ['default', 'weather', 'knock-on', 'keyword', 'round', 'progress', 'pace', 'exhaustion', 'accident'] as const;
export type EffectSource = (typeof EFFECT_SOURCE_VALUES)[number];
export const SETTLED_BY_VALUES = ['majority', 'leader', 'role'] as const;
export type SettledBy = (typeof SETTLED_BY_VALUES)[number];

/** One explained change of a round outcome. */
export interface Effect {
  gauge: Gauge;
  amount: number;
  cause: string;
  /** Which rule caused it, for the debrief. */
  source: EffectSource;
}

export interface RoundOutcome {
  round: number;
  oxygenChange: number;
  moraleChange: number;
  /** Spec: text. */
  healthChange: string;
  /** Spec: text. */
  progressChange: string;
  effects: Effect[];
  /** Health lost by each living member this round (same for all). */
  healthLoss: number;
  progressGain: number;
  oxygenBefore: number;
  moraleBefore: number;
  progressBefore: number;
  newlyFallen: RoleId[];
  /** The member hurt by an accident this round, if any. */
  accident: RoleId | null;
}

export interface Vote {
  role: RoleId;
  optionId: string;
  byPlayer: boolean;
}

export interface RoundRecord {
  round: number;
  kind: RoundKind;
  weather: Weather;
  decisionId: string;
  /** Template text of the decision that counted. */
  decisionText: string;
  keywords: Keyword[];
  votes: Vote[];
  /** How the crisis was settled: 'majority', 'leader' (tie-break) or 'role' (role decision). */
  settledBy: SettledBy;
  outcome: RoundOutcome;
}

/**
 * What a new expedition is set up with before its first move (the record's `setup`): the role the player picked on
 * the role cards or the class link gave, or null when none was picked (the first round then assigns the Journalist).
 */
export interface SummitSetup {
  role: RoleId | null;
}

export interface SummitState {
  /** The game's luck: every draw is `randomFor(seed, purpose, place)` (engines/core/streams.ts). */
  seed: string;
  phase: Phase;
  round: number;
  score: number;
  oxygen: number;
  morale: number;
  team: Member[];
  progress: number;
  campPosition: number;
  weatherCondition: Weather;
  product: Product;
  founderProfile: FounderProfile | null;
  rivalProfile: RivalProfile | null;
  selectedRole: RoleId | null;
  roleConfirmed: boolean;
  /** True when a round started without a role and the Journalist was assigned. */
  roleDefaulted: boolean;
  roundKind: RoundKind | null;
  /** Role -> option id, for the round being played (AI role decisions are stored here too). */
  crisisVotes: Partial<Record<RoleId, string>>;
  roundOutcome: RoundOutcome | null;
  /** Template text of the last decision that counted. */
  lastDecision: string | null;
  lastDecisionId: string | null;
  /** Each round's outcome, for the outcome and final screens (what the rules made of the moves, not the moves). */
  history: RoundRecord[];
  /** Set at the end. */
  summitReached: boolean | null;
}

/**
 * A move of the record (docs/engines.md, "The record"). A new expedition, another role picked before the first move,
 * or "Climb again" is a new record (`start(rules, setup, seed)`), never a move; the discussion clock is the screen's.
 */
export type SummitAction =
  | { type: 'confirmRole' }
  | { type: 'startSimulation' }
  | { type: 'setupProduct'; product: Product; founderProfile?: FounderProfile | null; rivalProfile?: RivalProfile | null }
  | { type: 'submitDecision'; role: RoleId | null; optionId: string | null }
  | { type: 'advance' };

export type ProductChoiceLists = {
  pricingStrategy: typeof PRICING_STRATEGIES;
  marketingChannel: typeof MARKETING_CHANNELS;
  businessModel: typeof BUSINESS_MODELS;
};
