/**
 * Every figure, enumeration and message of the LaunchPad specification
 * (seed 000, sections 3, 4, 5, 8 and 9), in one place.
 * Rules the spec leaves open are marked "DECISION" with the reason.
 */
import { GAME } from './game';
import { grouped } from '../core/format';

/** Browser storage key (section 3 and 9). */
export const STORAGE_KEY = GAME.saveKey;
/**
 * Version of the saved envelope. Bump with a migration when the shape changes. 1: the progress; 2: the progress with
 * its seed and the engine's own move log; 3: the week's record (engines/launchpad/manifest.ts, migrate.ts).
 */
export const SAVE_VERSION = 3;

/** Stages 1..9; any stage number is clamped into this range (section 4, 9). */
export const FIRST_STAGE = 1;
export const LAST_STAGE = 9;
export const STAGE_COUNT = 9;

/** The week's name lives in classLimits.ts (what a class link needs, without the rest of the rules): here as everywhere. */
export { WEEK_NAME } from './classLimits';

/** Stage numbers by name, for the rules and texts that name a stage (section 2). */
export const STAGE = { profile: 1, industry: 2, industryInfo: 3, country: 4, gaps: 5, persona: 6, rivals: 7, goals: 8, summary: 9 } as const;

/** Titles of the nine stages (section 2). */
export const STAGE_TITLES: Record<number, string> = {
  1: 'Who Are You as an Entrepreneur?',
  2: 'Choose Your Industry',
  3: 'What to Know About Your Industry',
  4: 'Pick Your Country',
  5: 'Finding Your Solution',
  6: "Who's Your Customer?",
  7: 'Rival Radar',
  8: 'Goal Grid',
  9: "You're Now a Founder!",
};

/** Stage 1's two sub-steps, in order (section 4, Stage 1). */
export const STAGE1_STEPS = ['strengths', 'improvements'] as const;
export type Stage1Step = (typeof STAGE1_STEPS)[number];

/** Selection cap for strengths and for improvement areas (section 5, 9). */
export const MAX_STRENGTHS = 3;
export const MAX_IMPROVEMENT_AREAS = 3;
/** At least this many are needed to leave each stage-1 sub-step (section 5). */
export const MIN_STRENGTHS = 1;
export const MIN_IMPROVEMENT_AREAS = 1;
/** At least one market gap must be selected to leave stage 5 (section 5). */
export const MIN_GAPS = 1;

export const STRENGTHS = [
  'Creative thinker',
  'Natural leader',
  'Confident speaker',
  'Fast decision-maker',
  'Emotionally aware',
  'Data & logic driven',
] as const;
export type Strength = (typeof STRENGTHS)[number];

export const IMPROVEMENT_AREAS = [
  'Financial planning',
  'Staying motivated',
  'Communication',
  'Resilience under stress',
  'Time management',
  'Strategic thinking',
] as const;
export type ImprovementArea = (typeof IMPROVEMENT_AREAS)[number];

/** The 12 industries, in the spec's order (section 3). */
export const INDUSTRIES = [
  'EdTech',
  'Fashion & Apparel',
  'Health & Wellness',
  'Gaming & E-sports',
  'Social Impact & Sustainability',
  'Beauty & Skincare',
  'AI & Automation',
  'Food & Beverage',
  'Finance & Fintech',
  'Art & Design',
  'E-commerce',
  'Sports & Fitness',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Only one country is offered, and it is the default (section 3, 9). */
export const COUNTRIES = [{ code: 'USA', name: 'United States', flagEmoji: '🇺🇸' }] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const DEFAULT_COUNTRY: CountryCode = 'USA';

/** Persona enumerations, one per wizard step (section 3). */
export const AGE_GROUPS = ['13-18', '19-25', '26-35'] as const;
export const PERSONA_TYPES = ['Students', 'Parents', 'Athletes', 'Creators', 'Professionals'] as const;
export const LOCATIONS = ['Urban', 'Suburban', 'Rural', 'Global'] as const;
export const BUYING_BEHAVIORS = ['Trend-driven', 'Price-conscious', 'Tech-savvy', 'Value-seeking'] as const;
export const CORE_VALUES = ['Eco-conscious', 'Achievement-oriented', 'Health-focused', 'Community-driven'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type PersonaType = (typeof PERSONA_TYPES)[number];
export type Location = (typeof LOCATIONS)[number];
export type BuyingBehavior = (typeof BUYING_BEHAVIORS)[number];
export type CoreValue = (typeof CORE_VALUES)[number];

/** The five persona steps, in order (section 4, Stage 6). */
export const PERSONA_STEPS = [
  { field: 'ageGroup', label: 'Age group', question: 'How old is your typical customer?', options: AGE_GROUPS },
  { field: 'type', label: 'Type', question: 'Who are they?', options: PERSONA_TYPES },
  { field: 'location', label: 'Location', question: 'Where do they live?', options: LOCATIONS },
  { field: 'buyingBehavior', label: 'Buying behavior', question: 'How do they shop?', options: BUYING_BEHAVIORS },
  { field: 'coreValue', label: 'Core value', question: 'What do they care about most?', options: CORE_VALUES },
] as const;
export type PersonaField = (typeof PERSONA_STEPS)[number]['field'];
/** Persona steps: 5 (section 9). */
export const PERSONA_STEP_COUNT = PERSONA_STEPS.length;

/** The 10 sample first names the persona preview draws from (section 2). */
export const PERSONA_NAMES = ['Maya', 'Jordan', 'Aisha', 'Leo', 'Sofia', 'Ethan', 'Priya', 'Mateo', 'Chloe', 'Malik'] as const;
/**
 * DECISION: the preview's "random first name" is drawn once, when the week starts, from the week's seed on its own
 * random stream (`randomFor(seed, PERSONA_STREAM)`), so it is stable across re-renders and reloads. It is the only
 * draw LaunchPad makes.
 */
export const PERSONA_STREAM = 'persona';

/**
 * The most moves a result code holds (a week played straight through is about 40; typing the answer counts once,
 * consecutive edits of it being one move). A week with more plays on, without a code.
 */
export const CODE_MOVES_MAX = 600;
/** The most moves a week's record keeps (its save): past it, a move is refused until a new week starts. */
export const RECORD_MOVES_MAX = 5000;

/** Uniqueness thresholds in characters (section 4 Stage 7, section 9). */
export const UNIQUENESS_MEDIUM_AT = 20;
export const UNIQUENESS_HIGH_AT = 50;
/**
 * DECISION: the length is counted on the trimmed text, in characters as a
 * student sees them (code points), so spaces alone or an emoji do not inflate it.
 */
/**
 * docs/rules/launchpad.md, "Uniqueness answer": at most 2,000 characters (code points, so an emoji counts once),
 * with a visible counter; the save validator uses the same limit.
 */
export const UNIQUENESS_MAX_CHARS = 2000;
export const UNIQUENESS_LEVELS = ['low', 'medium', 'high'] as const;
export type UniquenessScore = (typeof UNIQUENESS_LEVELS)[number];
export const UNIQUENESS_TEXT: Record<UniquenessScore, string> = {
  low: 'Low Uniqueness - Your idea needs more differentiation.',
  medium: 'Medium Uniqueness - You have some unique elements.',
  high: 'High Uniqueness - Your idea stands out from competitors!',
};

/** Goal Grid columns: id = the priority a goal gets when dropped there (section 2, 4). */
export const PRIORITIES = ['urgent', 'important', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_TITLES: Record<Priority, string> = {
  urgent: 'Urgent & Important',
  important: 'Important, Not Urgent',
  low: 'Low Priority',
};

/** Default goals (section 3). */
export const DEFAULT_GOALS = [
  { id: 'goal1', text: 'Finalize prototype', priority: 'important' },
  { id: 'goal2', text: 'Reach 100 users', priority: 'important' },
  { id: 'goal3', text: 'Launch a photo-sharing account', priority: 'low' },
  { id: 'goal4', text: 'Attend networking event', priority: 'low' },
  { id: 'goal5', text: 'Create pitch deck', priority: 'urgent' },
  { id: 'goal6', text: 'Survey your audience', priority: 'urgent' },
] as const;

/** Formats a figure as the texts print it (2,000). */
export const fmt = (n: number): string => grouped(n);

/** The figures the messages quote: each message is built from them, so a figure is written once. */
export interface MessageFigures {
  MAX_STRENGTHS: number;
  MAX_IMPROVEMENT_AREAS: number;
  UNIQUENESS_MAX_CHARS: number;
  STAGE: { gaps: number; rivals: number };
  RECORD_MOVES_MAX: number;
}

/** Messages of section 8, quoted exactly (with the real figures, see MSG). */
export const makeMessages = (f: MessageFigures) =>
  ({
  noStrength: 'Please select at least one strength',
  noImprovement: 'Please select at least one area to improve',
  tooManyStrengths: `You can only select up to ${f.MAX_STRENGTHS} strengths`,
  tooManyImprovements: `You can only select up to ${f.MAX_IMPROVEMENT_AREAS} areas to improve`,
  noGap: 'Please select at least one market gap that interests you.',
  noPersonaChoice: 'Please select an option before continuing.',
  noCompetitor: 'Please select a competitor most similar to your idea.',
  emptyColumn: 'Please place at least one goal in each priority column.',
  strengthsDone: "That's a powerful combination!",
  improvementsDone: 'Great self-awareness!',
  gapAdded: 'Added to your interests!',
  /** DECISION: the spec disables Continue without an industry and gives no text; this is the engine's refusal. */
  noIndustry: 'Please choose an industry to continue.',
  /** DECISION: refusals for actions the UI never offers (bad values); never silent. */
  unknownOption: 'That option is not available.',
  unknownGoal: 'That goal does not exist.',
  unknownStage: 'That stage does not exist.',
  /**
   * DECISION (docs/rules/launchpad.md, "Changing the industry"): changing the industry clears the market gaps and the
   * rival, which belong to the old industry; the student's own "What makes your idea different?" text is kept.
   */
  industryChanged:
    `You changed your industry, so your market gaps and your rival were cleared. Pick new ones for this industry in stages ${f.STAGE.gaps} and ${f.STAGE.rivals}.`,
  /**
   * DECISION (docs/rules/launchpad.md, "Uniqueness answer"): typing or pasting past the limit keeps the first 2,000
   * characters and says so.
   */
  uniquenessTooLong: `Your answer can be at most ${fmt(f.UNIQUENESS_MAX_CHARS)} characters, so the extra text was cut.`,
  /** DECISION: a week's record keeps at most RECORD_MOVES_MAX moves (its save must stay small enough to store). */
  weekFull: `This week has reached ${fmt(f.RECORD_MOVES_MAX)} moves, the most one week can keep. Start a new week to go on.`,
}) as const;

export const MSG = makeMessages({ MAX_STRENGTHS, MAX_IMPROVEMENT_AREAS, UNIQUENESS_MAX_CHARS, STAGE, RECORD_MOVES_MAX });

/**
 * Every refusal's code (docs/engines.md, "Refusals"): stable across wording changes, so the screen and its notices
 * switch on the code, never on the message's text.
 */
export const REFUSAL = {
  noStrength: 'no-strength',
  noImprovement: 'no-improvement-area',
  tooManyStrengths: 'too-many-strengths',
  tooManyImprovements: 'too-many-improvement-areas',
  noIndustry: 'no-industry',
  noGap: 'no-market-gap',
  noPersonaChoice: 'no-persona-choice',
  noCompetitor: 'no-competitor',
  emptyColumn: 'empty-goal-column',
  unknownOption: 'unknown-option',
  unknownGoal: 'unknown-goal',
  unknownStage: 'unknown-stage',
  weekFull: 'week-full',
} as const satisfies Partial<Record<keyof typeof MSG, string>>;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

/** The notice of an answer cut at UNIQUENESS_MAX_CHARS (the screen shows it as one toast, refreshed). */
export const NOTICE_ANSWER_CUT = 'answer-cut';

/** Section 8 shows these refusals as warnings (a step not done yet); every other refusal shows as an error. */
export const WARNING_REFUSALS: readonly RefusalCode[] = [
  REFUSAL.noStrength,
  REFUSAL.noImprovement,
  REFUSAL.noIndustry,
  REFUSAL.noGap,
  REFUSAL.noPersonaChoice,
  REFUSAL.noCompetitor,
  REFUSAL.emptyColumn,
];

/** Stage 3 text when no industry is chosen (section 2). */
export const NO_INDUSTRY_INFO = 'Please select an industry to see relevant information.';
/** Industry blurb when no strength is chosen (section 9). */
export const blurbFallback = (industry: string) => `Explore your potential in the ${industry} industry!`;

/** Founder Summary fallbacks (section 2, Stage 9). */
export const SUMMARY = {
  noIndustry: 'Not specified',
  noGap: 'No market gap selected',
  noPersona: 'Your Customer',
  /** DECISION: the spec gives no text for these two; they only show if a student jumps ahead. */
  noStrengths: 'No strengths selected yet',
  noDifferentiation: 'Not assessed yet - pick a rival in Rival Radar and describe what makes you different.',
} as const;
