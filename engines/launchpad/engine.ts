/**
 * LaunchPad engine: pure transitions over the simulation progress, on the one engine contract (engines/core/contract).
 * `refusal(state, action)` says why an action would be refused (the spec's exact warning or error text), or null;
 * `step(state, action)` asks it first, so a refused action returns the very same state object with that refusal,
 * and an applied one returns the next state with at most one notice ('That's a powerful combination!', the
 * industry-switch warning…). Nothing here throws.
 */
import { applied, refused, type Notice, type Refusal, type Step } from '../core/contract';
import { isOneOf } from '../core/guards';
import { Rng, seedRng } from '../core/prng';
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
  PERSONA_NAMES,
  PERSONA_STEPS,
  PERSONA_STEP_COUNT,
  PRIORITIES,
  STAGE,
  STRENGTHS,
  UNIQUENESS_MAX_CHARS,
  type ImprovementArea,
  type Industry,
  type Priority,
  type Strength,
} from './constants';
import type { Action, CustomerPersona, Goal, LaunchpadState } from './types';
import { moveOf, nextLog, type Move } from './moves';
import { currentGap, gapDeck, competitorsFor, uniquenessScore, everyColumnFilled, chosenGaps, chosenCompetitor } from './selectors';

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

function drawName(rng: Rng): string {
  return rng.pick(PERSONA_NAMES);
}

/** The spec's initial progress, plus a persona first name drawn from `rng`, the week's seed and its log. */
function freshState(rng: Rng, seed: string, log: Move[] | null): LaunchpadState {
  const personaName = drawName(rng);
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
    personaName,
    rng: rng.state,
    seed,
    log,
  };
}

/** A new game. The seed (always given: the screen passes `newSeed('LP')`) only decides the persona's first name. */
export function createInitialState(seed: string): LaunchpadState {
  return freshState(new Rng(seedRng(seed)), seed, []);
}

type Out = Step<LaunchpadState>;
const ok = (state: LaunchpadState, notice?: Notice): Out => applied(state, notice);
const why = (message: string): Refusal => ({ message });


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
      if (state.stage1Step === 'strengths') return state.strengths.length < MIN_STRENGTHS ? why(MSG.noStrength) : null;
      return state.improvementAreas.length < MIN_IMPROVEMENT_AREAS ? why(MSG.noImprovement) : null;
    case STAGE.industry:
      return state.selectedIndustry || state.expandedIndustry ? null : why(MSG.noIndustry);
    case STAGE.gaps:
      return chosenGaps(state).length < MIN_GAPS ? why(MSG.noGap) : null;
    case STAGE.persona:
      return state.customerPersona[personaField(state)] === null ? why(MSG.noPersonaChoice) : null;
    case STAGE.rivals:
      return chosenCompetitor(state) ? null : why(MSG.noCompetitor);
    case STAGE.goals:
      return everyColumnFilled(state.goals) ? null : why(MSG.emptyColumn);
    default:
      // Stages 3 and 4 have no rule (country: continuing is not blocked); stage 9 is the last.
      return null;
  }
}

const personaStepOf = (state: LaunchpadState) => Math.min(PERSONA_STEP_COUNT, Math.max(1, state.personaStep));
const personaField = (state: LaunchpadState) => PERSONA_STEPS[personaStepOf(state) - 1].field;

/**
 * The reason `action` would be refused now, or null when `step` would apply it. The same function `step` uses, and
 * the one a screen uses for a button's disabled state and its reason.
 */
export function refusal(state: LaunchpadState, action: Action): Refusal | null {
  switch (action.type) {
    case 'nextStage':
    case 'previousStage':
    case 'goToStage':
    case 'reset':
    case 'back':
    case 'interestedInGap':
    case 'skipGap':
    case 'removeGap':
    case 'setUniquenessText':
      return null;
    case 'continue':
      return continueRefusal(state);
    case 'toggleStrength':
      if (!isOneOf(action.strength, STRENGTHS)) return why(MSG.unknownOption);
      return state.strengths.includes(action.strength) || state.strengths.length < MAX_STRENGTHS ? null : why(MSG.tooManyStrengths);
    case 'toggleImprovement':
      if (!isOneOf(action.area, IMPROVEMENT_AREAS)) return why(MSG.unknownOption);
      return state.improvementAreas.includes(action.area) || state.improvementAreas.length < MAX_IMPROVEMENT_AREAS ? null : why(MSG.tooManyImprovements);
    case 'clickIndustry':
    case 'selectIndustry':
      return isOneOf(action.industry, INDUSTRIES) ? null : why(MSG.unknownOption);
    case 'selectCountry':
      return COUNTRIES.some((c) => c.code === action.code) ? null : why(MSG.unknownOption);
    case 'setPersona': {
      const stepDef = PERSONA_STEPS.find((s) => s.field === action.field);
      return stepDef && (stepDef.options as readonly string[]).includes(action.value) ? null : why(MSG.unknownOption);
    }
    case 'selectCompetitor':
      return competitorsFor(state.selectedIndustry).some((c) => c.id === action.id) ? null : why(MSG.unknownOption);
    case 'moveGoal': {
      const { source, destination } = action;
      if (!destination) return null; // a drop with no destination is ignored, not refused
      if (!isOneOf(source.droppableId, PRIORITIES) || !isOneOf(destination.droppableId, PRIORITIES)) return why(MSG.unknownOption);
      if (source.droppableId === destination.droppableId && source.index === destination.index) return null;
      const size = goalColumns(state.goals)[source.droppableId].length;
      return Number.isInteger(source.index) && source.index >= 0 && source.index < size ? null : why(MSG.unknownGoal);
    }
    default:
      return why(MSG.unknownOption);
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
 * Applies `action` if the rules allow it. An applied action that changes the state is appended to the state's log
 * (moves.ts: as the move the rules used); a refused one, or one that changes nothing (a goal dropped where it was, a
 * gap not chosen removed, Continue on the last stage), returns the very same state object and adds nothing.
 */
export function step(state: LaunchpadState, action: Action): Out {
  const no = refusal(state, action);
  if (no) return refused(state, no.message, no.detail);
  const out = apply(state, action);
  if (out.state === state) return out;
  return { ...out, state: { ...out.state, log: nextLog(state.log, moveOf(state, action, out.state)) } };
}

function apply(state: LaunchpadState, action: Action): Out {
  switch (action.type) {
    case 'nextStage':
      return ok({ ...state, currentStage: Math.min(LAST_STAGE, clampStage(state.currentStage) + 1) });
    case 'previousStage':
      return ok({ ...state, currentStage: Math.max(FIRST_STAGE, clampStage(state.currentStage) - 1) });
    case 'goToStage':
      return ok({ ...state, currentStage: clampStage(action.stage) });
    case 'reset':
      // Back to the initial values; the PRNG carries on so the new game meets a new customer name.
      return ok(freshState(new Rng(state.rng), state.seed, state.log));
    case 'continue':
      return continueFrom(state);
    case 'back':
      return backFrom(state);

    case 'toggleStrength':
      return ok({ ...state, strengths: toggle(state.strengths, action.strength as Strength) });
    case 'toggleImprovement':
      return ok({ ...state, improvementAreas: toggle(state.improvementAreas, action.area as ImprovementArea) });

    case 'clickIndustry': {
      const industry = action.industry as Industry;
      // First click expands; a second click on the expanded card commits.
      if (state.expandedIndustry === industry) return commitIndustry(state, industry);
      return ok({ ...state, expandedIndustry: industry });
    }
    case 'selectIndustry':
      return commitIndustry(state, action.industry as Industry);

    case 'selectCountry':
      return ok({ ...state, selectedCountry: action.code as LaunchpadState['selectedCountry'] });

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
    case 'removeGap':
      if (!state.selectedGapIdeas.some((g) => g.id === action.id)) return ok(state);
      return ok({ ...state, selectedGapIdeas: state.selectedGapIdeas.filter((g) => g.id !== action.id) });

    case 'setPersona':
      return ok({ ...state, customerPersona: { ...state.customerPersona, [action.field]: action.value } });

    case 'selectCompetitor': {
      const text = state.competitorSelection.uniquenessText;
      return ok({
        ...state,
        competitorSelection: { selectedCompetitor: action.id, uniquenessText: text, uniquenessScore: uniquenessScore(text) },
      });
    }
    case 'setUniquenessText': {
      const typed = typeof action.text === 'string' ? action.text : '';
      const text = cutToLimit(typed, UNIQUENESS_MAX_CHARS);
      const notice: Notice | undefined = text === typed ? undefined : { kind: 'warning', message: MSG.uniquenessTooLong };
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
      const { source, destination } = action;
      if (!destination) return ok(state);
      if (source.droppableId === destination.droppableId && source.index === destination.index) return ok(state);
      const src = source.droppableId as Priority;
      const dst = destination.droppableId as Priority;
      const columns = goalColumns(state.goals);
      const from = columns[src].slice();
      const [moved] = from.splice(source.index, 1);
      const next = { ...columns, [src]: from };
      const to = src === dst ? from : next[dst].slice();
      const at = Math.min(Math.max(0, Math.trunc(Number(destination.index) || 0)), to.length);
      if (src === dst && at === source.index) return ok(state); // dropped where it was
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
