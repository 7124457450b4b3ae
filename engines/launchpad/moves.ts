/**
 * LaunchPad's moves as the core keeps them (docs/engines.md, "The record"): the description of a move for saves
 * (`MOVE`), its coded form for result codes (`CODED_MOVE`: the typed answer by its length only, the one thing of it
 * the rules read), and the paths that rebuild a week's moves from its choices (`canonicalMoves`, the XP key and the
 * moves of codes made before the engine kept its log; `rebuildMoves`, for saves made without a trusted log).
 *
 * Pure; imported by the manifest, the save migration and the balance suite.
 */
import { INDUSTRY_INFO, DEFAULT_COMPETITORS } from '../../content/launchpad/catalogue';
import { int, oneOf, str, tagged, uint, type Schema } from '../core/schema';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_GOALS,
  FIRST_STAGE,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  PERSONA_STEPS,
  PRIORITIES,
  STAGE,
  STRENGTHS,
  UNIQUENESS_MAX_CHARS,
  type Priority,
} from './constants';
import { createInitialState, cutToLimit, step, WHOLE_MAX } from './engine';
import { chosenCompetitor, chosenGaps, competitorsFor, gapDeck, uniquenessLength } from './selectors';
import type { LaunchpadState, Move } from './types';

export const GOAL_COUNT = DEFAULT_GOALS.length;
export const GAP_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.gaps.length), gapDeck(null).length);
export const RIVAL_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.competitors.length), DEFAULT_COMPETITORS.length);
const PERSONA_VALUES = [...new Set(PERSONA_STEPS.flatMap((s) => s.options as readonly string[]))];

/** Every move but the answer: the same in a save and in a code. */
const COMMON: Record<string, Record<string, Schema>> = {
  continue: {},
  back: {},
  skipGap: {},
  interestedInGap: {},
  nextStage: {},
  previousStage: {},
  goToStage: { stage: int(-WHOLE_MAX, WHOLE_MAX) },
  toggleStrength: { strength: oneOf(STRENGTHS) },
  toggleImprovement: { area: oneOf(IMPROVEMENT_AREAS) },
  clickIndustry: { industry: oneOf(INDUSTRIES) },
  selectIndustry: { industry: oneOf(INDUSTRIES) },
  selectCountry: { code: oneOf(COUNTRIES.map((c) => c.code)) },
  removeGap: { gap: uint(GAP_MAX - 1) },
  setPersona: { field: oneOf(PERSONA_STEPS.map((s) => s.field)), value: oneOf(PERSONA_VALUES) },
  selectCompetitor: { rival: uint(RIVAL_MAX - 1) },
  moveGoal: { from: oneOf(PRIORITIES), fromIndex: uint(GOAL_COUNT - 1), to: oneOf(PRIORITIES), toIndex: int(-WHOLE_MAX, WHOLE_MAX) },
};

/** A move as the week's record (its save) keeps it: the answer with its text (at most 2,000 characters). */
export const MOVE: Schema = tagged('type', { ...COMMON, setUniquenessText: { text: str(UNIQUENESS_MAX_CHARS * 4) } });

/** A move as a result code holds it: the answer by its length (trimmed, in characters), never its text. */
export type CodedMove = Exclude<Move, { type: 'setUniquenessText' }> | { type: 'answer'; length: number };
export const CODED_MOVE: Schema = tagged('type', { ...COMMON, answer: { length: uint(UNIQUENESS_MAX_CHARS) } });

/** What a code keeps of a move: the answer's length (the rules read nothing else of it), every other move as it is. */
export function toCoded(move: Move): CodedMove {
  return move.type === 'setUniquenessText' ? { type: 'answer', length: uniquenessLength(cutToLimit(move.text, UNIQUENESS_MAX_CHARS)) } : move;
}

/** A move that replays as the coded one did: an answer of that many "x" characters earns the same score. */
export function fromCoded(coded: CodedMove): Move {
  return coded.type === 'answer' ? { type: 'setUniquenessText', text: 'x'.repeat(coded.length) } : coded;
}

/* ------------------------------------------------------------------ paths to a week's choices */

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

/** The market gaps chosen in order, through the deck from its first card: Skips to each, then "I'm interested". */
function gapMoves(state: LaunchpadState): Move[] {
  const deck = gapDeck(state.selectedIndustry);
  const out: Move[] = [];
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
  return out;
}

/**
 * The one canonical path the rules accept to `state`'s choices, up to its stage, in a code's form: each stage's
 * choices, then its Continue while the state is past that stage (strengths, Continue, improvement areas, Continue, the
 * industry, Continue ×3, the market gaps through the deck, Continue, the five persona answers each with its Continue,
 * the rival and the answer's length, Continue, the Goal Grid moves, Continue). Before the engine kept its own log,
 * this was what a result code carried; it is also what keys a finished week for XP (classroom.ts `finishSignature`).
 */
export function canonicalMoves(state: LaunchpadState): CodedMove[] {
  const out: CodedMove[] = [];
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
  out.push(...(gapMoves(state) as CodedMove[]));
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
  out.push(...(goalMoves(state.goals) as CodedMove[]));
  if (!past(STAGE.goals)) return out;
  out.push({ type: 'continue' });
  return out;
}

/**
 * A path to any week's choices, jumping between stages where a choice is made (`goToStage`): every choice, then the
 * sub-steps (stage 1's, the persona wizard's), the open industry card and the gap deck's position, then the stage.
 * For a week whose choices the canonical path cannot reach (the student went back and changed an earlier stage).
 */
function anyPath(state: LaunchpadState): Move[] {
  const out: Move[] = [];
  for (const strength of state.strengths) out.push({ type: 'toggleStrength', strength });
  if (state.stage1Step === 'improvements') {
    // Continue from the strengths needs one strength: a placeholder one, ticked off again, when the week has none.
    const placeholder = state.strengths.length === 0 ? ({ type: 'toggleStrength', strength: STRENGTHS[0] } as const) : null;
    if (placeholder) out.push(placeholder);
    out.push({ type: 'continue' });
    if (placeholder) out.push(placeholder);
  }
  for (const area of state.improvementAreas) out.push({ type: 'toggleImprovement', area });
  if (state.selectedIndustry) out.push({ type: 'selectIndustry', industry: state.selectedIndustry });
  if (state.expandedIndustry && state.expandedIndustry !== state.selectedIndustry) out.push({ type: 'clickIndustry', industry: state.expandedIndustry });
  if (state.selectedCountry !== DEFAULT_COUNTRY) out.push({ type: 'selectCountry', code: state.selectedCountry });
  out.push(...gapMoves(state));
  const deckSize = gapDeck(state.selectedIndustry).length;
  const cursor = chosenGaps(state).length ? (deckSize + gapDeck(state.selectedIndustry).findIndex((d) => d.id === chosenGaps(state).at(-1)!.id) + 1) % deckSize : 0;
  for (let i = cursor; i !== state.gapIndex % deckSize; i = (i + 1) % deckSize) out.push({ type: 'skipGap' });
  for (const s of PERSONA_STEPS) {
    const value = state.customerPersona[s.field];
    if (value !== null) out.push({ type: 'setPersona', field: s.field, value });
  }
  if (state.personaStep > 1) {
    out.push({ type: 'goToStage', stage: STAGE.persona });
    for (let k = 1; k < state.personaStep; k++) out.push({ type: 'continue' });
  }
  const rival = chosenCompetitor(state);
  if (rival) out.push({ type: 'selectCompetitor', rival: competitorsFor(state.selectedIndustry).findIndex((c) => c.id === rival.id) });
  const c = state.competitorSelection;
  if (c.uniquenessText !== '' || (c.uniquenessScore !== null && rival === null)) out.push({ type: 'setUniquenessText', text: c.uniquenessText });
  out.push(...goalMoves(state.goals));
  if (state.currentStage !== FIRST_STAGE || state.personaStep > 1) out.push({ type: 'goToStage', stage: state.currentStage });
  return out;
}

/** The state `moves` lead to from a new week with this seed, or null when the rules refuse one of them. */
export function replayMoves(seed: string, moves: readonly Move[]): LaunchpadState | null {
  let s = createInitialState(seed);
  for (const m of moves) {
    const out = step(s, m);
    if (out.refusal) return null;
    s = out.state;
  }
  return s;
}

/**
 * Moves that lead from a new week to exactly `state`'s choices (by `sameRuleState`), or null when there are none: the
 * canonical path with the clicks that put the open industry card and the gap deck where the week has them, else a path
 * that jumps between stages. The answer is the student's own text (a save keeps it). For saves made without a trusted
 * log (engines/launchpad/migrate.ts).
 */
export function rebuildMoves(state: LaunchpadState): Move[] | null {
  const canonical = canonicalMoves(state).map((m): Move => (m.type === 'answer' ? { type: 'setUniquenessText', text: state.competitorSelection.uniquenessText } : m));
  let end = replayMoves('', canonical);
  if (end && state.expandedIndustry !== null && end.expandedIndustry !== state.expandedIndustry) {
    canonical.push({ type: 'clickIndustry', industry: state.expandedIndustry });
    end = step(end, { type: 'clickIndustry', industry: state.expandedIndustry }).state;
  }
  for (let i = 0; end && end.gapIndex !== state.gapIndex && i < gapDeck(state.selectedIndustry).length; i++) {
    canonical.push({ type: 'skipGap' });
    end = step(end, { type: 'skipGap' }).state;
  }
  if (end && sameRuleState(end, state)) return canonical;
  const any = anyPath(state);
  const there = replayMoves('', any);
  return there && sameRuleState(there, state) ? any : null;
}

/**
 * True when two states hold the same things the rules read: stage and sub-steps, every choice, the deck position, the
 * open industry card, and the answer's length and score (not its words), the persona's first name aside.
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
      // The Goal Grid by column (the flat list's order across columns is no rule's).
      PRIORITIES.map((p) => s.goals.filter((g) => g.priority === p).map((g) => g.id)),
    ]);
  return view(a) === view(b);
}
