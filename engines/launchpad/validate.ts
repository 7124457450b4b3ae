/**
 * The save spec for the storage layer (engine.save in index.ts): key 'entrepreneur-simulation', version 2, and a validator that parses
 * untrusted data into a FRESH state holding only the known fields, and checks every invariant the engine and
 * the screens rely on (docs/storage.md, "Validating a save"):
 * - strengths and improvement areas from their lists, at most 3 each, no repeats;
 * - market gaps and the rival belong to the chosen industry (or to the generic set when none is chosen);
 *   a gap's text is taken from the catalogue, so a save can only name a gap, not write one;
 * - the goal grid holds the six default goals, each exactly once, with their own texts;
 * - the uniqueness answer is at most 2,000 characters and its score is the one the text earns;
 * - counters (gap deck position, persona step) inside their ranges;
 * - the seed is text of at most SEED_MAX characters; the move log (docs/architecture.md) is null or at most MAX_MOVES
 * well-formed
 *   moves (anything else is a corrupt save). A well-formed log is trusted only when replaying it from the seed lands
 *   on the saved state (moves.ts `sameRuleState`); otherwise the week loads with log null: it plays on, and the end
 *   screen says why it has no result code.
 * A stored stage that is an integer outside 1..9 shows stage 1, the rest of the save kept (docs/rules/launchpad.md,
 * "Stored stage").
 *
 * Versions: 1 (before the log) had no `seed` and no `log`; the migration gives it seed '' (its seed was not kept)
 * and, as its log, the canonical path to its choices (moves.ts `canonicalMoves`, what its result code carried then).
 */
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import { type SaveSpec } from '../core/save';
import { isRngState } from '../core/prng';
import { SEED_MAX } from '../core/code';
import { createInitialState, step } from './engine';
import { actionOf, canonicalMoves, isMove, MAX_MOVES, sameRuleState, type Move } from './moves';
import {
  AGE_GROUPS,
  BUYING_BEHAVIORS,
  CORE_VALUES,
  COUNTRIES,
  DEFAULT_GOALS,
  FIRST_STAGE,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LAST_STAGE,
  LOCATIONS,
  MAX_IMPROVEMENT_AREAS,
  MAX_STRENGTHS,
  PERSONA_NAMES,
  PERSONA_STEP_COUNT,
  PERSONA_TYPES,
  PRIORITIES,
  SAVE_VERSION,
  STAGE1_STEPS,
  STORAGE_KEY,
  STRENGTHS,
  UNIQUENESS_LEVELS,
  UNIQUENESS_MAX_CHARS,
} from './constants';
import { answerChars, competitorsFor, gapDeck, uniquenessScore } from './selectors';
import type { CustomerPersona, GapIdea, Goal, LaunchpadState } from './types';

const nullOr = <T extends string>(x: unknown, options: readonly T[]): x is T | null => x === null || isOneOf(x, options);

/** A list of distinct options from `options`, at most `max` long; a fresh array, or null when it is not one. */
function optionList<T extends string>(x: unknown, options: readonly T[], max: number): T[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  if (!x.every((s) => isOneOf(s, options)) || new Set(x).size !== x.length) return null;
  return x.slice() as T[];
}

export function validateLaunchpad(data: unknown): LaunchpadState | string {
  if (!isObject(data)) return 'not an object';
  const d = data;

  // The stored stage: an integer; outside 1..9 it shows stage 1 (the rest of the save kept).
  if (!isInt(d.currentStage)) return 'currentStage is not an integer';
  const currentStage = d.currentStage >= FIRST_STAGE && d.currentStage <= LAST_STAGE ? d.currentStage : FIRST_STAGE;

  const strengths = optionList(d.strengths, STRENGTHS, MAX_STRENGTHS);
  if (!strengths) return 'bad strengths';
  const improvementAreas = optionList(d.improvementAreas, IMPROVEMENT_AREAS, MAX_IMPROVEMENT_AREAS);
  if (!improvementAreas) return 'bad improvementAreas';
  if (!nullOr(d.selectedIndustry, INDUSTRIES)) return 'bad selectedIndustry';
  const selectedIndustry = d.selectedIndustry;
  if (!isOneOf(d.selectedCountry, COUNTRIES.map((c) => c.code))) return 'bad selectedCountry';
  const selectedCountry = d.selectedCountry;

  // Market gaps: distinct cards of the chosen industry's deck (so at most its 5), texts from the catalogue.
  const deck = gapDeck(selectedIndustry);
  if (!Array.isArray(d.selectedGapIdeas) || d.selectedGapIdeas.length > deck.length) return 'bad selectedGapIdeas';
  const selectedGapIdeas: GapIdea[] = [];
  for (const g of d.selectedGapIdeas) {
    if (!isObject(g) || !isStr(g.id, 200) || !isStr(g.description, 2000)) return 'bad selectedGapIdeas';
    const card = deck.find((c) => c.id === g.id);
    if (!card) return `gap ${g.id} is not one of ${selectedIndustry ?? 'the generic'} gaps`;
    if (selectedGapIdeas.some((s) => s.id === card.id)) return 'bad selectedGapIdeas: repeated gap';
    selectedGapIdeas.push({ id: card.id, description: card.description });
  }

  const p = d.customerPersona;
  if (
    !isObject(p) ||
    !nullOr(p.ageGroup, AGE_GROUPS) ||
    !nullOr(p.type, PERSONA_TYPES) ||
    !nullOr(p.location, LOCATIONS) ||
    !nullOr(p.buyingBehavior, BUYING_BEHAVIORS) ||
    !nullOr(p.coreValue, CORE_VALUES)
  )
    return 'bad customerPersona';
  const customerPersona: CustomerPersona = {
    ageGroup: p.ageGroup,
    type: p.type,
    location: p.location,
    buyingBehavior: p.buyingBehavior,
    coreValue: p.coreValue,
  };

  const c = d.competitorSelection;
  if (!isObject(c)) return 'bad competitorSelection';
  if (!(c.selectedCompetitor === null || (typeof c.selectedCompetitor === 'string' && competitorsFor(selectedIndustry).some((r) => r.id === c.selectedCompetitor))))
    return 'bad competitorSelection: the rival is not one of the chosen industry';
  if (typeof c.uniquenessText !== 'string' || c.uniquenessText.length > 2 * UNIQUENESS_MAX_CHARS || answerChars(c.uniquenessText) > UNIQUENESS_MAX_CHARS)
    return `bad competitorSelection: the answer is not text of at most ${UNIQUENESS_MAX_CHARS} characters`;
  if (!nullOr(c.uniquenessScore, UNIQUENESS_LEVELS)) return 'bad competitorSelection: score';
  // The score is set together with the selection or the text: null only before either was ever set.
  if (c.uniquenessScore === null ? c.uniquenessText !== '' || c.selectedCompetitor !== null : c.uniquenessScore !== uniquenessScore(c.uniquenessText))
    return 'bad competitorSelection: the score does not match the text';
  const competitorSelection = { selectedCompetitor: c.selectedCompetitor, uniquenessText: c.uniquenessText, uniquenessScore: c.uniquenessScore };

  // The goal grid: the six default goals, each once, in any column and order.
  if (!Array.isArray(d.goals) || d.goals.length !== DEFAULT_GOALS.length) return 'bad goals';
  const goals: Goal[] = [];
  for (const g of d.goals) {
    if (!isObject(g) || !isOneOf(g.priority, PRIORITIES)) return 'bad goals';
    const known = DEFAULT_GOALS.find((x) => x.id === g.id);
    if (!known || g.text !== known.text || goals.some((x) => x.id === known.id)) return 'bad goals';
    goals.push({ id: known.id, text: known.text, priority: g.priority });
  }

  if (!isOneOf(d.stage1Step, STAGE1_STEPS)) return 'bad stage1Step';
  if (!nullOr(d.expandedIndustry, INDUSTRIES)) return 'bad expandedIndustry';
  if (!isInt(d.gapIndex, 0, deck.length - 1)) return 'bad gapIndex';
  if (!isInt(d.personaStep, 1, PERSONA_STEP_COUNT)) return 'bad personaStep';
  if (!isOneOf(d.personaName, PERSONA_NAMES)) return 'bad personaName';
  if (!isRngState(d.rng)) return 'bad rng';
  if (!isStr(d.seed, SEED_MAX)) return 'bad seed';
  if (d.log !== null && (!Array.isArray(d.log) || d.log.length > MAX_MOVES || !d.log.every((m) => isMove(m, UNIQUENESS_MAX_CHARS)))) return 'bad log';

  const state: LaunchpadState = {
    currentStage,
    strengths,
    improvementAreas,
    selectedIndustry,
    selectedCountry,
    selectedGapIdeas,
    customerPersona,
    competitorSelection,
    goals,
    stage1Step: d.stage1Step,
    expandedIndustry: d.expandedIndustry,
    gapIndex: d.gapIndex,
    personaStep: d.personaStep,
    personaName: d.personaName,
    rng: { s: d.rng.s.slice() as LaunchpadState['rng']['s'] },
    seed: d.seed,
    log: d.log === null ? null : (d.log as Move[]).map((m) => ({ ...m })),
  };
  if (state.log !== null && !replaysTo(state.seed, state.log, state)) state.log = null;
  return state;
}

/** The state `moves` lead to from a new week with this seed, or null when the rules refuse one of them. */
export function replayMoves(seed: string, moves: readonly Move[]): LaunchpadState | null {
  let s = createInitialState(seed);
  for (const m of moves) {
    const out = step(s, actionOf(s, m));
    if (out.refusal) return null;
    s = out.state;
  }
  return s;
}

function replaysTo(seed: string, moves: readonly Move[], state: LaunchpadState): boolean {
  const end = replayMoves(seed, moves);
  return end !== null && sameRuleState(end, state);
}

/**
 * Version 1 → 2: seed '' and a log rebuilt as the canonical path to the saved choices, then the clicks that put the
 * gap deck and the open industry card where the save has them. When the save's choices cannot be reached that way
 * (a student who went back and changed an earlier stage), the log is null: the week plays on, without a code.
 * Data the version-1 validator would refuse is passed on unchanged (the validator refuses it again).
 */
export function migrateV1(data: unknown): unknown {
  if (!isObject(data)) return data;
  const v1 = validateLaunchpad({ ...data, seed: '', log: null });
  if (typeof v1 === 'string') return data;
  const moves = canonicalMoves(v1);
  let end = replayMoves('', moves);
  if (end && v1.expandedIndustry !== null && end.expandedIndustry !== v1.expandedIndustry) {
    moves.push({ type: 'clickIndustry', industry: v1.expandedIndustry });
    end = step(end, { type: 'clickIndustry', industry: v1.expandedIndustry }).state;
  }
  for (let i = 0; end && end.gapIndex !== v1.gapIndex && i < gapDeck(v1.selectedIndustry).length; i++) {
    moves.push({ type: 'skipGap' });
    end = step(end, { type: 'skipGap' }).state;
  }
  return { ...v1, log: end && sameRuleState(end, v1) ? moves : null };
}

export const launchpadSave: SaveSpec<LaunchpadState> = {
  key: STORAGE_KEY,
  version: SAVE_VERSION,
  validate: validateLaunchpad,
  migrations: { 1: migrateV1 },
};
