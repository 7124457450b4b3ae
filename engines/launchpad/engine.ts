/**
 * LaunchPad's rules: pure transitions over the week's state (docs/rules/launchpad.md), on the one engine contract
 * (engines/core/contract). `refusal(state, move)` says why a move would be refused — its code and the spec's exact
 * warning or error text — or null; `step(state, move)` asks it first, so a refused move returns the very same state
 * object with that refusal, and an applied one returns the next state with at most one notice ('That's a powerful
 * combination!', the industry-switch warning…). The rules keep no history: the week's record does
 * (engines/launchpad/manifest.ts). Nothing here throws.
 */
import { applied, refusedAs, type Notice, type Refusal, type Step } from '../core/contract';
import { isOneOf } from '../core/guards';
import { randomFor } from '../core/streams';
import {
  DEFAULT_COUNTRY,
  DEFAULT_GOALS,
  COUNTRIES,
  FIRST_STAGE,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LAST_STAGE,
  MAX_IMPROVEMENT_AREAS,
  MAX_STRENGTHS,
  MIN_GAPS,
  MIN_IMPROVEMENT_AREAS,
  MIN_STRENGTHS,
  MSG,
  NOTICE_ANSWER_CUT,
  PERSONA_NAMES,
  PERSONA_STEPS,
  PERSONA_STREAM,
  PERSONA_STEP_COUNT,
  PRIORITIES,
  REFUSAL,
  STAGE,
  STRENGTHS,
  UNIQUENESS_MAX_CHARS,
  type Industry,
  type Priority,
} from './constants';
import type { CustomerPersona, Goal, LaunchpadState, Move } from './types';
import { currentGap, gapDeck, competitorsFor, uniquenessScore, everyColumnFilled, chosenGaps, chosenCompetitor } from './selectors';

/** The largest whole number a move's stage or goal place may be (what a save and a code can hold of it). */
export const WHOLE_MAX = 2 ** 52 - 1;
const isWhole = (n: unknown): n is number => Number.isSafeInteger(n) && Math.abs(n as number) <= WHOLE_MAX;

/** Clamp any value to a stage number 1..9; anything not a finite number gives stage 1. */
export function clampStage(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FIRST_STAGE;
  return Math.min(LAST_STAGE, Math.max(FIRST_STAGE, Math.trunc(value)));
}

const emptyPersona = (): CustomerPersona => ({
  ageGroup: null,
  type: null,
  location: null,
  buyingBehavior: null,
  coreValue: null,
});

/**
 * A new week: the spec's initial progress, and the persona's first name drawn from the seed on its own stream (the
 * seed only names the persona: docs/rules/launchpad.md, "The seed").
 */
export function createInitialState(seed: string): LaunchpadState {
  return {
    currentStage: FIRST_STAGE,
    strengths: [],
    improvementAreas: [],
    selectedIndustry: null,
    selectedCountry: DEFAULT_COUNTRY,
    selectedGapIdeas: [],
    customerPersona: emptyPersona(),
    competitorSelection: { selectedCompetitor: null, uniquenessText: '', uniquenessScore: null },
    goals: DEFAULT_GOALS.map((g) => ({ ...g })),
    stage1Step: 'strengths',
    expandedIndustry: null,
    gapIndex: 0,
    personaStep: 1,
    personaName: randomFor(seed, PERSONA_STREAM).pick(PERSONA_NAMES),
  };
}

type Out = Step<LaunchpadState>;
const ok = (state: LaunchpadState, notice?: Notice): Out => applied(state, notice);
const why = (key: keyof typeof REFUSAL): Refusal => ({ code: REFUSAL[key], message: MSG[key] });

/**
 * Commits an industry. A different industry brings a new gap deck and new rivals, so every choice made from the
 * old ones (market gaps, the rival) is cleared and the deck starts from its first card; the notice says so when
 * something was cleared. The student's own uniqueness text is kept: it is not tied to an industry.
 */
function commitIndustry(state: LaunchpadState, industry: Industry): Out {
  if (state.selectedIndustry === industry) return ok({ ...state, expandedIndustry: industry });
  const cleared = state.selectedGapIdeas.length > 0 || state.competitorSelection.selectedCompetitor !== null;
  const next: LaunchpadState = {
    ...state,
    selectedIndustry: industry,
    expandedIndustry: industry,
    gapIndex: 0,
    selectedGapIdeas: [],
    competitorSelection: { ...state.competitorSelection, selectedCompetitor: null },
  };
  return ok(next, cleared ? { kind: 'warning', message: MSG.industryChanged } : undefined);
}

/**
 * Cuts a typed answer to at most `max` code points, at a grapheme boundary (never half an emoji or a letter
 * without its accent). Returns the text unchanged when it fits.
 */
export function cutToLimit(text: string, max: number): string {
  if (text.length <= max) return text; // UTF-16 length ≥ code points: it fits
  const points = Array.from(text);
  if (points.length <= max) return text;
  const Seg = typeof Intl !== 'undefined' ? (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter : undefined;
  if (!Seg) return points.slice(0, max).join('');
  let out = '';
  let count = 0;
  for (const { segment } of new Seg(undefined, { granularity: 'grapheme' }).segment(text)) {
    const n = Array.from(segment).length;
    if (count + n > max) break;
    out += segment;
    count += n;
  }
  return out;
}

/** Rebuild the flat goal list from the three columns (urgent, important, low order). */
function fromColumns(columns: Record<Priority, Goal[]>): Goal[] {
  return PRIORITIES.flatMap((p) => columns[p].map((g) => ({ ...g, priority: p })));
}

export function goalColumns(goals: readonly Goal[]): Record<Priority, Goal[]> {
  const columns = { urgent: [], important: [], low: [] } as Record<Priority, Goal[]>;
  for (const g of goals) columns[g.priority].push(g);
  return columns;
}

/** Why Continue cannot leave the current stage or sub-step yet (section 5 and 8), or null. */
function continueRefusal(state: LaunchpadState): Refusal | null {
  switch (clampStage(state.currentStage)) {
    case STAGE.profile:
      if (state.stage1Step === 'strengths') return state.strengths.length < MIN_STRENGTHS ? why('noStrength') : null;
      return state.improvementAreas.length < MIN_IMPROVEMENT_AREAS ? why('noImprovement') : null;
    case STAGE.industry:
      return state.selectedIndustry || state.expandedIndustry ? null : why('noIndustry');
    case STAGE.gaps:
      return chosenGaps(state).length < MIN_GAPS ? why('noGap') : null;
    case STAGE.persona:
      return state.customerPersona[personaField(state)] === null ? why('noPersonaChoice') : null;
    case STAGE.rivals:
      return chosenCompetitor(state) ? null : why('noCompetitor');
    case STAGE.goals:
      return everyColumnFilled(state.goals) ? null : why('emptyColumn');
    default:
      // Stages 3 and 4 have no rule (country: continuing is not blocked); stage 9 is the last.
      return null;
  }
}

const personaStepOf = (state: LaunchpadState) => Math.min(PERSONA_STEP_COUNT, Math.max(1, state.personaStep));
const personaField = (state: LaunchpadState) => PERSONA_STEPS[personaStepOf(state) - 1].field;

/** The goal a Goal Grid move takes, or null when there is none at `from`, `fromIndex`. */
const goalAt = (state: LaunchpadState, from: string, fromIndex: number): Goal | null =>
  isOneOf(from, PRIORITIES) && Number.isInteger(fromIndex) ? (goalColumns(state.goals)[from][fromIndex] ?? null) : null;

/**
 * The reason `move` would be refused now, or null when `step` would apply it. The same function `step` uses, and
 * the one a screen uses for a button's disabled state and its reason. Every value it lets through fits the move's
 * description (engines/launchpad/moves.ts `MOVE`), so every applied move can be saved in the week's record.
 */
export function refusal(state: LaunchpadState, move: Move): Refusal | null {
  switch (move.type) {
    case 'nextStage':
    case 'previousStage':
    case 'back':
    case 'interestedInGap':
    case 'skipGap':
      return null;
    case 'goToStage':
      // Any whole number is clamped to 1..9 (docs/rules/launchpad.md, "Stored stage"); anything else is no stage.
      return isWhole(move.stage) ? null : why('unknownStage');
    case 'removeGap':
      // A card that is not chosen (or not in the deck) is removed by doing nothing, as a second click on ✕ would.
      return null;
    case 'setUniquenessText':
      return typeof move.text === 'string' ? null : why('unknownOption');
    case 'continue':
      return continueRefusal(state);
    case 'toggleStrength':
      if (!isOneOf(move.strength, STRENGTHS)) return why('unknownOption');
      return state.strengths.includes(move.strength) || state.strengths.length < MAX_STRENGTHS ? null : why('tooManyStrengths');
    case 'toggleImprovement':
      if (!isOneOf(move.area, IMPROVEMENT_AREAS)) return why('unknownOption');
      return state.improvementAreas.includes(move.area) || state.improvementAreas.length < MAX_IMPROVEMENT_AREAS ? null : why('tooManyImprovements');
    case 'clickIndustry':
    case 'selectIndustry':
      return isOneOf(move.industry, INDUSTRIES) ? null : why('unknownOption');
    case 'selectCountry':
      return COUNTRIES.some((c) => c.code === move.code) ? null : why('unknownOption');
    case 'setPersona': {
      const stepDef = PERSONA_STEPS.find((s) => s.field === move.field);
      return stepDef && (stepDef.options as readonly string[]).includes(move.value) ? null : why('unknownOption');
    }
    case 'selectCompetitor':
      return Number.isInteger(move.rival) && competitorsFor(state.selectedIndustry)[move.rival] ? null : why('unknownOption');
    case 'moveGoal':
      if (!isOneOf(move.from, PRIORITIES) || !isOneOf(move.to, PRIORITIES)) return why('unknownOption');
      if (move.from === move.to && move.fromIndex === move.toIndex) return null; // dropped where it was: nothing happens
      // A place past the column's end is its last place; a place that is not a whole number is no place.
      if (!goalAt(state, move.from, move.fromIndex) || !isWhole(move.toIndex)) return why('unknownGoal');
      return null;
    default:
      return why('unknownOption');
  }
}

/** Continue, once `continueRefusal` has let it through. */
function continueFrom(state: LaunchpadState): Out {
  const stage = clampStage(state.currentStage);
  switch (stage) {
    case STAGE.profile:
      if (state.stage1Step === 'strengths') return ok({ ...state, stage1Step: 'improvements' }, { kind: 'success', message: MSG.strengthsDone });
      return ok({ ...state, currentStage: STAGE.industry }, { kind: 'success', message: MSG.improvementsDone });
    case STAGE.industry: {
      if (state.selectedIndustry || !state.expandedIndustry) return ok({ ...state, currentStage: STAGE.industryInfo });
      const out = commitIndustry(state, state.expandedIndustry);
      return ok({ ...out.state, currentStage: STAGE.industryInfo }, out.notice);
    }
    case STAGE.persona: {
      const step = personaStepOf(state);
      if (step < PERSONA_STEP_COUNT) return ok({ ...state, personaStep: step + 1 });
      return ok({ ...state, currentStage: STAGE.rivals });
    }
    case LAST_STAGE:
      return ok(state); // The last stage: nothing further.
    default:
      return ok({ ...state, currentStage: stage + 1 });
  }
}

function backFrom(state: LaunchpadState): Out {
  const stage = clampStage(state.currentStage);
  if (stage === STAGE.profile) {
    return ok(state.stage1Step === 'improvements' ? { ...state, stage1Step: 'strengths' } : state);
  }
  if (stage === STAGE.persona && state.personaStep > 1) return ok({ ...state, personaStep: personaStepOf(state) - 1 });
  return ok({ ...state, currentStage: stage - 1 });
}

const toggle = <T>(list: readonly T[], item: T): T[] => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/**
 * Applies `move` if the rules allow it. A refused move, or one that changes nothing (a goal dropped where it was, a
 * gap not chosen removed), returns the very same state object, so the record keeps nothing of it.
 */
export function step(state: LaunchpadState, move: Move): Out {
  const no = refusal(state, move);
  if (no) return refusedAs(state, no.code!, no.message, no.detail);
  return apply(state, move);
}

function apply(state: LaunchpadState, move: Move): Out {
  switch (move.type) {
    case 'nextStage':
      return ok({ ...state, currentStage: Math.min(LAST_STAGE, clampStage(state.currentStage) + 1) });
    case 'previousStage':
      return ok({ ...state, currentStage: Math.max(FIRST_STAGE, clampStage(state.currentStage) - 1) });
    case 'goToStage':
      return ok({ ...state, currentStage: clampStage(move.stage) });
    case 'continue':
      return continueFrom(state);
    case 'back':
      return backFrom(state);

    case 'toggleStrength':
      return ok({ ...state, strengths: toggle(state.strengths, move.strength) });
    case 'toggleImprovement':
      return ok({ ...state, improvementAreas: toggle(state.improvementAreas, move.area) });

    case 'clickIndustry': {
      const industry = move.industry;
      // First click expands; a second click on the expanded card commits.
      if (state.expandedIndustry === industry) return commitIndustry(state, industry);
      return ok({ ...state, expandedIndustry: industry });
    }
    case 'selectIndustry':
      return commitIndustry(state, move.industry);

    case 'selectCountry':
      return ok({ ...state, selectedCountry: move.code });

    case 'interestedInGap': {
      const gap = currentGap(state);
      const deckSize = gapDeck(state.selectedIndustry).length;
      const advanced = (gapIndexOf(state) + 1) % deckSize;
      const already = state.selectedGapIdeas.some((g) => g.id === gap.id);
      return ok(
        {
          ...state,
          selectedGapIdeas: already ? state.selectedGapIdeas : [...state.selectedGapIdeas, gap],
          gapIndex: advanced,
        },
        { kind: 'success', message: MSG.gapAdded },
      );
    }
    case 'skipGap': {
      const deckSize = gapDeck(state.selectedIndustry).length;
      return ok({ ...state, gapIndex: (gapIndexOf(state) + 1) % deckSize });
    }
    case 'removeGap': {
      const id = gapDeck(state.selectedIndustry)[move.gap]?.id;
      if (!state.selectedGapIdeas.some((g) => g.id === id)) return ok(state);
      return ok({ ...state, selectedGapIdeas: state.selectedGapIdeas.filter((g) => g.id !== id) });
    }

    case 'setPersona':
      return ok({ ...state, customerPersona: { ...state.customerPersona, [move.field]: move.value } });

    case 'selectCompetitor': {
      const text = state.competitorSelection.uniquenessText;
      return ok({
        ...state,
        competitorSelection: { selectedCompetitor: competitorsFor(state.selectedIndustry)[move.rival].id, uniquenessText: text, uniquenessScore: uniquenessScore(text) },
      });
    }
    case 'setUniquenessText': {
      const typed = move.text;
      const text = cutToLimit(typed, UNIQUENESS_MAX_CHARS);
      const notice: Notice | undefined = text === typed ? undefined : { kind: 'warning', code: NOTICE_ANSWER_CUT, message: MSG.uniquenessTooLong };
      return ok(
        {
          ...state,
          competitorSelection: {
            selectedCompetitor: state.competitorSelection.selectedCompetitor,
            uniquenessText: text,
            uniquenessScore: uniquenessScore(text),
          },
        },
        notice,
      );
    }

    case 'moveGoal': {
      const { from: src, fromIndex, to: dst } = move;
      if (src === dst && fromIndex === move.toIndex) return ok(state);
      const columns = goalColumns(state.goals);
      const from = columns[src].slice();
      const [moved] = from.splice(fromIndex, 1);
      const next = { ...columns, [src]: from };
      const to = src === dst ? from : next[dst].slice();
      const at = Math.min(Math.max(0, move.toIndex), to.length);
      if (src === dst && at === fromIndex) return ok(state); // dropped where it was
      to.splice(at, 0, { ...moved, priority: dst });
      next[dst] = to;
      return ok({ ...state, goals: fromColumns(next) });
    }
  }
}

function gapIndexOf(state: LaunchpadState): number {
  const size = gapDeck(state.selectedIndustry).length;
  const i = Number.isInteger(state.gapIndex) ? state.gapIndex : 0;
  return ((i % size) + size) % size;
}
