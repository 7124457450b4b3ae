/**
 * LaunchPad's saves before the record (docs/rules/launchpad.md, "Saves"), and how they become one:
 *
 * - version 1 (before the log): the progress, no seed, no log → version 2 with seed '' (its seed was not kept) and no
 *   log;
 * - version 2: the progress, its seed and the engine's own move log (null when no log could be trusted) → version 3,
 *   the week's record `{game, rulesVersion: 1, setup: {}, seed, moves}`. The moves are the log's, the typed answer's
 *   last edit holding the saved text (the log kept only its length; earlier edits become placeholder letters of the
 *   same length), a "Start a new week" at its start dropped (a new week is a new record). The core then replays the
 *   record under the current rules (engines/core/record.ts `recordSave`): it plays on when every move is still legal,
 *   and is set aside, naming the change, when not.
 *   A log that is missing, or that the current rules replay to other choices than the saved ones (it was not the
 *   week's), is rebuilt from the saved choices (moves.ts `rebuildMoves`; a chosen industry's card is then open, as
 *   choosing opens it); a week whose choices no moves reach (a save edited by hand) is passed on as it is, and set
 *   aside as unreadable.
 * Data the version-2 build would refuse is passed on unchanged (the record's validator refuses it again).
 */
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import type { GameRecord } from '../core/record';
import { parse, Problem } from '../core/schema';
import { SEED_MAX } from '../core/code';
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
  PERSONA_STEP_COUNT,
  PERSONA_TYPES,
  PRIORITIES,
  STAGE1_STEPS,
  STRENGTHS,
  UNIQUENESS_LEVELS,
  UNIQUENESS_MAX_CHARS,
} from './constants';
import { createInitialState } from './engine';
import { CODED_MOVE, rebuildMoves, replayMoves, sameRuleState, type CodedMove } from './moves';
import { answerChars, competitorsFor, gapDeck, uniquenessLength, uniquenessScore } from './selectors';
import type { CustomerPersona, GapIdea, Goal, LaunchpadSetup, LaunchpadState, Move } from './types';

/** The RULES_VERSION saves of version 1 and 2 were made under. */
export const OLD_RULES_VERSION = 1;
/** The longest log the version-2 build kept (past it, the log was null). */
const OLD_LOG_MAX = 600;

/** A version-2 save, parsed: the progress (the persona's name aside), its seed, and its log (null: none trusted). */
export interface OldProgress {
  state: LaunchpadState;
  seed: string;
  log: unknown[] | null;
}

const nullOr = <T extends string>(x: unknown, options: readonly T[]): x is T | null => x === null || isOneOf(x, options);

/** A list of distinct options from `options`, at most `max` long; a fresh array, or null when it is not one. */
function optionList<T extends string>(x: unknown, options: readonly T[], max: number): T[] | null {
  if (!Array.isArray(x) || x.length > max) return null;
  if (!x.every((s) => isOneOf(s, options)) || new Set(x).size !== x.length) return null;
  return x.slice() as T[];
}

/**
 * A version-2 save's progress (version 1's, given `seed: ''` and `log: null`), parsed into a FRESH state holding only
 * the known fields, with every invariant the version-2 build checked; or what is wrong with it. The persona's name and
 * the random generator's state are not read: the week's record draws the name again from its seed.
 */
export function parseOldProgress(data: unknown): OldProgress | string {
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
  if (!isStr(d.seed, SEED_MAX)) return 'bad seed';
  if (d.log !== null && (!Array.isArray(d.log) || d.log.length > OLD_LOG_MAX)) return 'bad log';

  const state: LaunchpadState = {
    ...createInitialState(''),
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
  };
  return { state, seed: d.seed, log: d.log === null ? null : (d.log as unknown[]).slice() };
}

/** Version 1 → 2: its seed was not kept (''), and it had no log. */
export function migrateV1(data: unknown): unknown {
  return isObject(data) ? { ...data, seed: '', log: null } : data;
}

/**
 * The moves of a version-2 log in the record's words, or null when it is not a log the version-2 build wrote: a new
 * week's resets at its start dropped, the answer's last edit holding the saved text.
 */
export function movesOfLog(log: readonly unknown[], savedText: string): Move[] | null {
  let start = 0;
  while (start < log.length && isObject(log[start]) && (log[start] as { type?: unknown }).type === 'reset') start++;
  const coded: CodedMove[] = [];
  for (const m of log.slice(start)) {
    const move = parse<CodedMove>(CODED_MOVE, m);
    if (move instanceof Problem) return null;
    coded.push(move);
  }
  let last = -1;
  coded.forEach((m, i) => m.type === 'answer' && (last = i));
  return coded.map((m, i): Move => {
    if (m.type !== 'answer') return m;
    const text = i === last && uniquenessLength(savedText) === m.length ? savedText : 'x'.repeat(m.length);
    return { type: 'setUniquenessText', text };
  });
}

/** Version 2 → 3: the save becomes the week's record (see the top of this file). */
export function migrateV2(data: unknown): unknown {
  const parsed = parseOldProgress(data);
  if (typeof parsed === 'string') return data;
  // An industry chosen with no card open (no click leaves it so: choosing one opens its card) keeps its card open.
  const s = parsed.state;
  const old = s.selectedIndustry !== null && s.expandedIndustry === null ? { ...parsed, state: { ...s, expandedIndustry: s.selectedIndustry } } : parsed;
  const record = (moves: Move[]): GameRecord<LaunchpadSetup, Move> => ({ game: 'launchpad', rulesVersion: OLD_RULES_VERSION, setup: {}, seed: old.seed, moves });
  const logged = old.log === null ? null : movesOfLog(old.log, old.state.competitorSelection.uniquenessText);
  if (logged) {
    const end = replayMoves(old.seed, logged);
    // Refused under today's rules: the core sets it aside, naming the change.
    if (end === null || sameRuleState(end, old.state)) return record(logged);
  }
  const rebuilt = rebuildMoves(old.state);
  return rebuilt ? record(rebuilt) : data;
}

export const migrations = { 1: migrateV1, 2: migrateV2 };
