/**
 * LaunchPad's moves: what the engine's log records (state.log, appended by `step` when an action is applied), what a
 * result code carries and what a replay plays. A move is an action in the words the rules use: catalogue items by
 * their place (a gap card by its index in the chosen industry's deck, a rival by its index in the list of three), and
 * the typed uniqueness answer by its length only (the rules read nothing else of it; the words stay in
 * `competitorSelection.uniquenessText` and never enter the log or a code).
 *
 * Pure; imported by the engine, the save validator and the codec (engines/launchpad/classroom.ts).
 */
import { INDUSTRY_INFO, DEFAULT_COMPETITORS } from '../../content/launchpad/catalogue';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_GOALS,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LAST_STAGE,
  PERSONA_STEPS,
  PRIORITIES,
  STAGE,
  STRENGTHS,
  FIRST_STAGE,
  type CountryCode,
  type ImprovementArea,
  type Industry,
  type PersonaField,
  type Priority,
  type Strength,
} from './constants';
import { chosenCompetitor, chosenGaps, competitorsFor, gapDeck, uniquenessLength } from './selectors';
import type { Action, LaunchpadState } from './types';

export type Move =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'skipGap' }
  | { type: 'interestedInGap' }
  /** The uniqueness answer, as the rules see it: its trimmed length in characters (never its text). */
  | { type: 'answer'; length: number }
  | { type: 'toggleStrength'; strength: Strength }
  | { type: 'toggleImprovement'; area: ImprovementArea }
  | { type: 'selectIndustry'; industry: Industry }
  | { type: 'selectCountry'; code: CountryCode }
  /** A gap card of the chosen industry's deck, by its place in the deck. */
  | { type: 'removeGap'; gap: number }
  | { type: 'setPersona'; field: PersonaField; value: string }
  /** A rival of the chosen industry, by its place in the list of three. */
  | { type: 'selectCompetitor'; rival: number }
  | { type: 'moveGoal'; from: Priority; fromIndex: number; to: Priority; toIndex: number }
  // Added with the engine's own log (the real click order): a code made before holds none of these.
  | { type: 'clickIndustry'; industry: Industry }
  | { type: 'nextStage' }
  | { type: 'previousStage' }
  | { type: 'goToStage'; stage: number }
  | { type: 'reset' };

export const GOAL_COUNT = DEFAULT_GOALS.length;
export const GAP_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.gaps.length), gapDeck(null).length);
export const RIVAL_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.competitors.length), DEFAULT_COMPETITORS.length);
/**
 * Longest move list a code (and so the log) may hold. A week played straight through is about 40 moves; typing the
 * answer counts once (consecutive edits of it are one move). A log that would grow past this stops being kept
 * (state.log becomes null: the week plays on, without a result code).
 */
export const MAX_MOVES = 600;

export const keyOf = (m: Move): string => JSON.stringify(m.type === 'answer' ? { type: 'answer' } : m);

/**
 * Every move but the answer's length is one entry of this table, written as its index (one byte for the first 128:
 * the stage moves; two for a Goal Grid move and the moves added after it). The order is part of the code format:
 * append only, and bump RULES_VERSION when a list it is built from changes (the rules lock does).
 */
export const TABLE: readonly Move[] = [
  { type: 'continue' },
  { type: 'back' },
  { type: 'skipGap' },
  { type: 'interestedInGap' },
  { type: 'answer', length: 0 },
  ...STRENGTHS.map((strength): Move => ({ type: 'toggleStrength', strength })),
  ...IMPROVEMENT_AREAS.map((area): Move => ({ type: 'toggleImprovement', area })),
  ...INDUSTRIES.map((industry): Move => ({ type: 'selectIndustry', industry })),
  ...COUNTRIES.map((c): Move => ({ type: 'selectCountry', code: c.code })),
  ...Array.from({ length: GAP_MAX }, (_, gap): Move => ({ type: 'removeGap', gap })),
  ...PERSONA_STEPS.flatMap((s) => s.options.map((value): Move => ({ type: 'setPersona', field: s.field, value }))),
  ...Array.from({ length: RIVAL_MAX }, (_, rival): Move => ({ type: 'selectCompetitor', rival })),
  ...PRIORITIES.flatMap((from) =>
    Array.from({ length: GOAL_COUNT }, (_, fromIndex) =>
      PRIORITIES.flatMap((to) => Array.from({ length: GOAL_COUNT }, (_, toIndex): Move => ({ type: 'moveGoal', from, fromIndex, to, toIndex }))),
    ).flat(),
  ),
  // Appended with the engine's log: the real click order also holds the first click on an industry card (which
  // only opens it), the stage jumps and a new week.
  ...INDUSTRIES.map((industry): Move => ({ type: 'clickIndustry', industry })),
  { type: 'nextStage' },
  { type: 'previousStage' },
  ...Array.from({ length: LAST_STAGE - FIRST_STAGE + 1 }, (_, i): Move => ({ type: 'goToStage', stage: FIRST_STAGE + i })),
  { type: 'reset' },
];
export const TABLE_INDEX: ReadonlyMap<string, number> = new Map(TABLE.map((m, i) => [keyOf(m), i]));

/** True when `m` is a move a code can hold (one of the table's, or an answer length in range). */
export function isMove(m: unknown, answerMax: number): m is Move {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return false;
  let key: string;
  try {
    key = keyOf(m as Move);
  } catch {
    return false;
  }
  const i = TABLE_INDEX.get(key);
  if (i === undefined) return false;
  const a = m as { type: string; length?: unknown };
  // The same keys as the table's entry, nothing more (JSON key order is the table's: a save we wrote).
  if (a.type === 'answer') return Object.keys(m).length === 2 && Number.isInteger(a.length) && (a.length as number) >= 0 && (a.length as number) <= answerMax;
  return true;
}

/** The engine action a move stands for, in the state it is played in. */
export function actionOf(state: LaunchpadState, m: Move): Action {
  switch (m.type) {
    case 'answer':
      return { type: 'setUniquenessText', text: 'x'.repeat(m.length) };
    case 'removeGap':
      return { type: 'removeGap', id: gapDeck(state.selectedIndustry)[m.gap]?.id ?? '' };
    case 'selectCompetitor':
      return { type: 'selectCompetitor', id: competitorsFor(state.selectedIndustry)[m.rival]?.id ?? '' };
    case 'moveGoal':
      return { type: 'moveGoal', source: { droppableId: m.from, index: m.fromIndex }, destination: { droppableId: m.to, index: m.toIndex } };
    default:
      return m;
  }
}

/**
 * The move an applied action was, from the state before and after it (so the log records what the rules did, e.g.
 * where a dragged goal landed, not what the screen asked). Only called for an action `step` applied.
 */
export function moveOf(before: LaunchpadState, action: Action, after: LaunchpadState): Move {
  switch (action.type) {
    case 'setUniquenessText':
      return { type: 'answer', length: uniquenessLength(after.competitorSelection.uniquenessText) };
    case 'removeGap':
      return { type: 'removeGap', gap: gapDeck(before.selectedIndustry).findIndex((g) => g.id === action.id) };
    case 'selectCompetitor':
      return { type: 'selectCompetitor', rival: competitorsFor(before.selectedIndustry).findIndex((c) => c.id === action.id) };
    case 'moveGoal': {
      const from = action.source.droppableId as Priority;
      const to = (action.destination?.droppableId ?? from) as Priority;
      const fromIndex = action.source.index;
      const id = before.goals.filter((g) => g.priority === from)[fromIndex]?.id;
      const toIndex = after.goals.filter((g) => g.priority === to).findIndex((g) => g.id === id);
      return { type: 'moveGoal', from, fromIndex, to, toIndex };
    }
    case 'goToStage':
      return { type: 'goToStage', stage: after.currentStage };
    case 'toggleStrength':
      return { type: 'toggleStrength', strength: action.strength as Strength };
    case 'toggleImprovement':
      return { type: 'toggleImprovement', area: action.area as ImprovementArea };
    case 'clickIndustry':
    case 'selectIndustry':
      return { type: action.type, industry: action.industry as Industry };
    case 'selectCountry':
      return { type: 'selectCountry', code: action.code as CountryCode };
    case 'setPersona':
      return { type: 'setPersona', field: action.field as PersonaField, value: action.value };
    default:
      return { type: action.type };
  }
}

/**
 * The log after `move`: appended on a new array; consecutive edits of the answer are one move (the last length is all
 * the rules keep); a new week keeps only the new weeks before it (so a replay draws the same customer name); past
 * MAX_MOVES the log is no longer kept (null), and a null log stays null until a new week.
 */
export function nextLog(log: readonly Move[] | null, move: Move): Move[] | null {
  // A new week after an untrusted log starts a new record (its replay meets another customer name: not a rule).
  if (log === null) return move.type === 'reset' ? [] : null;
  if (move.type === 'reset') {
    let n = 0;
    while (n < log.length && log[n].type === 'reset') n++;
    return [...log.slice(0, n), move];
  }
  if (move.type === 'answer' && log.length > 0 && log[log.length - 1].type === 'answer') return [...log.slice(0, -1), move];
  if (log.length >= MAX_MOVES) return null;
  const out = log.slice();
  out.push(move);
  return out;
}

/* ------------------------------------------------------------------ the canonical path (saves made before the log) */

/** The Goal Grid moves that turn the default grid into `goals` (each column filled from its top, in order). */
function goalMoves(goals: LaunchpadState['goals']): Move[] {
  const target = Object.fromEntries(PRIORITIES.map((p) => [p, goals.filter((g) => g.priority === p).map((g) => g.id)])) as Record<Priority, string[]>;
  const cols = Object.fromEntries(PRIORITIES.map((p) => [p, DEFAULT_GOALS.filter((g) => g.priority === p).map((g) => g.id as string)])) as Record<Priority, string[]>;
  const out: Move[] = [];
  for (const to of PRIORITIES) {
    target[to].forEach((id, toIndex) => {
      const from = PRIORITIES.find((p) => cols[p].includes(id));
      if (!from) return;
      const fromIndex = cols[from].indexOf(id);
      if (from === to && fromIndex === toIndex) return;
      cols[from].splice(fromIndex, 1);
      cols[to].splice(toIndex, 0, id);
      out.push({ type: 'moveGoal', from, fromIndex, to, toIndex });
    });
  }
  return out;
}

/**
 * The one canonical path the rules accept to `state`'s choices, up to its stage: each stage's choices, then its
 * Continue while the state is past that stage (strengths, Continue, improvement areas, Continue, the industry,
 * Continue ×3, the market gaps through the deck, Continue, the five persona answers each with its Continue, the rival
 * and the answer's length, Continue, the Goal Grid moves, Continue). Before the engine kept its own log, this was
 * what a result code carried; now it only gives a log to a game saved before then (the save migration).
 */
export function canonicalMoves(state: LaunchpadState): Move[] {
  const out: Move[] = [];
  const stage = state.currentStage;
  const past = (s: number) => stage > s;
  for (const strength of state.strengths) out.push({ type: 'toggleStrength', strength });
  if (!past(STAGE.profile) && state.stage1Step === 'strengths') return out;
  out.push({ type: 'continue' });
  for (const area of state.improvementAreas) out.push({ type: 'toggleImprovement', area });
  if (!past(STAGE.profile)) return out;
  out.push({ type: 'continue' });
  const industry = state.selectedIndustry;
  if (industry) out.push({ type: 'selectIndustry', industry });
  if (!past(STAGE.industry)) return out;
  out.push({ type: 'continue' });
  if (!past(STAGE.industryInfo)) return out;
  out.push({ type: 'continue' });
  if (state.selectedCountry !== DEFAULT_COUNTRY) out.push({ type: 'selectCountry', code: state.selectedCountry });
  if (!past(STAGE.country)) return out;
  out.push({ type: 'continue' });
  const deck = gapDeck(industry);
  let cursor = 0;
  for (const gap of chosenGaps(state)) {
    const at = deck.findIndex((d) => d.id === gap.id);
    while (cursor !== at) {
      out.push({ type: 'skipGap' });
      cursor = (cursor + 1) % deck.length;
    }
    out.push({ type: 'interestedInGap' });
    cursor = (cursor + 1) % deck.length;
  }
  if (!past(STAGE.gaps)) return out;
  out.push({ type: 'continue' });
  for (const s of PERSONA_STEPS) {
    const value = state.customerPersona[s.field];
    if (value !== null) out.push({ type: 'setPersona', field: s.field, value });
    if (!past(STAGE.persona) && state.personaStep <= PERSONA_STEPS.indexOf(s) + 1) return out;
    out.push({ type: 'continue' });
  }
  const rival = chosenCompetitor(state);
  if (rival) out.push({ type: 'selectCompetitor', rival: competitorsFor(industry).findIndex((c) => c.id === rival.id) });
  const length = uniquenessLength(state.competitorSelection.uniquenessText);
  if (length > 0) out.push({ type: 'answer', length });
  if (!past(STAGE.rivals)) return out;
  out.push({ type: 'continue' });
  out.push(...goalMoves(state.goals));
  if (!past(STAGE.goals)) return out;
  out.push({ type: 'continue' });
  return out;
}

/**
 * True when two states hold the same things the rules read: stage and sub-steps, every choice, the deck position, the
 * open industry card, and the answer's length and score (not its words), the persona's first name aside. A log is
 * trusted only when its replay lands on the saved state by this measure.
 */
export function sameRuleState(a: LaunchpadState, b: LaunchpadState): boolean {
  const view = (s: LaunchpadState) =>
    JSON.stringify([
      s.currentStage,
      s.stage1Step,
      s.personaStep,
      s.gapIndex,
      s.expandedIndustry,
      s.strengths,
      s.improvementAreas,
      s.selectedIndustry,
      s.selectedCountry,
      s.selectedGapIdeas.map((g) => g.id),
      s.customerPersona,
      s.competitorSelection.selectedCompetitor,
      s.competitorSelection.uniquenessScore,
      uniquenessLength(s.competitorSelection.uniquenessText),
      s.goals.map((g) => [g.id, g.priority]),
    ]);
  return view(a) === view(b);
}
