/**
 * LaunchPad described once, as plain data the core reads (docs/engines.md, "The manifest"): its rules, how its record
 * is described, its save and what a week's summary is. The save (`recordSave`), the result code (`recordCodec`) and the
 * classroom pieces (classroom.ts) are built from it.
 */
import { GAME } from './game';
import type { GameManifest, Rules } from '../core/record';
import { SEED_MAX } from '../core/code';
import { object, oneOf, optional, uint, list } from '../core/schema';
import { FIRST_STAGE, INDUSTRIES, LAST_STAGE, RECORD_MOVES_MAX, SAVE_VERSION, type Industry, type Priority } from './constants';
import { createInitialState, refusal, step } from './engine';
import { CODED_MOVE, fromCoded, GAP_MAX, GOAL_COUNT, MOVE, toCoded, type CodedMove } from './moves';
import { migrations } from './migrate';
import { chosenCompetitor, chosenGaps, gapDeck } from './selectors';
import type { LaunchpadSetup, LaunchpadState, Move } from './types';

/**
 * Bump (and add a line to rules.lock.json, and say what changed in `RULES_CHANGES`) whenever a rule, a constant or the
 * catalogue the rules read changes.
 */
export const RULES_VERSION = 2;

/** What changed at each RULES_VERSION, in a player's words (shown when a save made before cannot go on). */
export const RULES_CHANGES: Readonly<Record<number, string>> = {
  2: "your customer's first name now comes from its own random draw, so a week may show another name than before",
};

export const rules: Rules<LaunchpadState, Move, LaunchpadSetup> = {
  id: 'launchpad',
  RULES_VERSION,
  init: (_setup, seed) => createInitialState(seed),
  step,
  refusal,
};

/* ------------------------------------------------------------------ the summary */

/** The figures the class report shows. */
export interface Summary {
  /** Stages finished, 0..9: the ones the student has moved past; reaching stage 9 (the Founder Summary) finishes all nine. */
  stagesFinished: number;
  industry: Industry | null;
  /** The market gap the Founder Summary shows (the first chosen), by its place in the industry's deck; null for none. */
  gap: number | null;
  /** Goals per Goal Grid column: Urgent & Important, Important, Not Urgent, Low Priority. */
  goals: [number, number, number];
}

export function stagesFinished(state: Pick<LaunchpadState, 'currentStage'>): number {
  const s = state.currentStage;
  if (!Number.isInteger(s) || s < FIRST_STAGE || s > LAST_STAGE) return 0;
  return s === LAST_STAGE ? LAST_STAGE : s - 1;
}

/** The result summary, from a state: the end screen and the replay use this one function. */
export function summaryOf(state: LaunchpadState): Summary {
  const first = chosenGaps(state)[0];
  const gap = first ? gapDeck(state.selectedIndustry).findIndex((g) => g.id === first.id) : -1;
  const count = (p: Priority) => state.goals.filter((g) => g.priority === p).length;
  return {
    stagesFinished: stagesFinished(state),
    industry: state.selectedIndustry,
    gap: gap >= 0 ? gap : null,
    goals: [count('urgent'), count('important'), count('low')],
  };
}

/**
 * What the class report shows beside the summary, read from the replayed week (never part of the code, never
 * compared): the customer persona's choices and the rival picked.
 */
export interface Choices {
  persona: string[];
  rival: string | null;
}

export function choicesOf(state: LaunchpadState): Choices {
  const p = state.customerPersona;
  return {
    persona: [p.ageGroup, p.type, p.location, p.buyingBehavior, p.coreValue].filter((v): v is NonNullable<typeof v> => v !== null).map(String),
    rival: chosenCompetitor(state)?.name ?? null,
  };
}

/* ------------------------------------------------------------------ the manifest */

export const manifest: GameManifest<LaunchpadState, Move, LaunchpadSetup, Summary> = {
  id: GAME.id,
  codeIndex: GAME.codeIndex,
  title: GAME.title,
  rules,
  rulesChanges: RULES_CHANGES,
  save: { key: GAME.saveKey, version: SAVE_VERSION, migrations },
  // No class settings: everyone plays the same nine stages.
  setup: { schema: object({}), defaults: {} },
  move: MOVE,
  // A code holds the answer's length, never its text (docs/rules/launchpad.md, "Uniqueness answer").
  codeMove: { schema: CODED_MOVE, of: toCoded, back: (coded) => fromCoded(coded as CodedMove) },
  movesMax: RECORD_MOVES_MAX,
  seedMaxBytes: SEED_MAX,
  summary: {
    schema: object({
      stagesFinished: uint(LAST_STAGE),
      industry: optional(oneOf(INDUSTRIES)),
      gap: optional(uint(GAP_MAX - 1)),
      goals: list(uint(GOAL_COUNT), 3),
    }),
    of: summaryOf,
  },
  isFinished: (state) => state.currentStage === LAST_STAGE,
  derived: choicesOf,
};
