/**
 * LaunchPad engine: pure transitions over the simulation progress.
 * `step(state, action)` returns the next state and at most one notice with the
 * spec's exact text. A refused action returns the very same state object plus
 * its message; nothing here throws.
 */
import { Rng, seedRng } from '../core/prng';
import {
  DEFAULT_COUNTRY,
  DEFAULT_GOALS,
  DEFAULT_SEED,
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
  STRENGTHS,
  UNIQUENESS_MAX_CHARS,
  type ImprovementArea,
  type Industry,
  type Priority,
  type Strength,
} from './constants';
import type { Action, CustomerPersona, Goal, LaunchpadState, Notice, Outcome } from './types';
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

/** The spec's initial progress, plus a persona first name drawn from `rng`. */
function freshState(rng: Rng): LaunchpadState {
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
  };
}

/** A new game. The seed only decides the persona's first name. */
export function createInitialState(seed: string = DEFAULT_SEED): LaunchpadState {
  return freshState(new Rng(seedRng(seed)));
}

const ok = (state: LaunchpadState, notice?: Notice): Outcome => (notice ? { state, notice } : { state });
const refuse = (state: LaunchpadState, kind: Notice['kind'], text: string): Outcome => ({ state, notice: { kind, text } });

const isIndustry = (x: string): x is Industry => (INDUSTRIES as readonly string[]).includes(x);

function toggleCapped<T extends string>(list: T[], item: T, cap: number): T[] | null {
  if (list.includes(item)) return list.filter((x) => x !== item);
  if (list.length >= cap) return null;
  return [...list, item];
}

/**
 * Commits an industry. A different industry brings a new gap deck and new rivals, so every choice made from the
 * old ones (market gaps, the rival) is cleared and the deck starts from its first card; the notice says so when
 * something was cleared. The student's own uniqueness text is kept: it is not tied to an industry.
 */
function commitIndustry(state: LaunchpadState, industry: Industry): Outcome {
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
  return ok(next, cleared ? { kind: 'warning', text: MSG.industryChanged } : undefined);
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

function continueFrom(state: LaunchpadState): Outcome {
  const stage = clampStage(state.currentStage);
  switch (stage) {
    case 1:
      if (state.stage1Step === 'strengths') {
        if (state.strengths.length < MIN_STRENGTHS) return refuse(state, 'warning', MSG.noStrength);
        return ok({ ...state, stage1Step: 'improvements' }, { kind: 'success', text: MSG.strengthsDone });
      }
      if (state.improvementAreas.length < MIN_IMPROVEMENT_AREAS) return refuse(state, 'warning', MSG.noImprovement);
      return ok({ ...state, currentStage: 2 }, { kind: 'success', text: MSG.improvementsDone });
    case 2: {
      if (state.selectedIndustry) return ok({ ...state, currentStage: 3 });
      if (state.expandedIndustry) {
        const out = commitIndustry(state, state.expandedIndustry);
        return ok({ ...out.state, currentStage: 3 }, out.notice);
      }
      return refuse(state, 'warning', MSG.noIndustry);
    }
    case 5:
      if (chosenGaps(state).length < MIN_GAPS) return refuse(state, 'warning', MSG.noGap);
      return ok({ ...state, currentStage: 6 });
    case 6: {
      const step = Math.min(PERSONA_STEP_COUNT, Math.max(1, state.personaStep));
      const field = PERSONA_STEPS[step - 1].field;
      if (state.customerPersona[field] === null) return refuse(state, 'warning', MSG.noPersonaChoice);
      if (step < PERSONA_STEP_COUNT) return ok({ ...state, personaStep: step + 1 });
      return ok({ ...state, currentStage: 7 });
    }
    case 7:
      if (!chosenCompetitor(state)) return refuse(state, 'warning', MSG.noCompetitor);
      return ok({ ...state, currentStage: 8 });
    case 8:
      if (!everyColumnFilled(state.goals)) return refuse(state, 'warning', MSG.emptyColumn);
      return ok({ ...state, currentStage: 9 });
    case 9:
      return ok(state); // The last stage: nothing further.
    default:
      // Stages 3 and 4 have no rule (country: continuing is not blocked).
      return ok({ ...state, currentStage: stage + 1 });
  }
}

function backFrom(state: LaunchpadState): Outcome {
  const stage = clampStage(state.currentStage);
  if (stage === 1) {
    return ok(state.stage1Step === 'improvements' ? { ...state, stage1Step: 'strengths' } : state);
  }
  if (stage === 6 && state.personaStep > 1) return ok({ ...state, personaStep: Math.min(PERSONA_STEP_COUNT, state.personaStep) - 1 });
  return ok({ ...state, currentStage: stage - 1 });
}

export function step(state: LaunchpadState, action: Action): Outcome {
  switch (action.type) {
    case 'nextStage':
      return ok({ ...state, currentStage: Math.min(LAST_STAGE, clampStage(state.currentStage) + 1) });
    case 'previousStage':
      return ok({ ...state, currentStage: Math.max(FIRST_STAGE, clampStage(state.currentStage) - 1) });
    case 'goToStage':
      return ok({ ...state, currentStage: clampStage(action.stage) });
    case 'reset':
      // Back to the initial values; the PRNG carries on so the new game meets a new customer name.
      return ok(freshState(new Rng(state.rng)));
    case 'continue':
      return continueFrom(state);
    case 'back':
      return backFrom(state);

    case 'toggleStrength': {
      if (!(STRENGTHS as readonly string[]).includes(action.strength)) return refuse(state, 'error', MSG.unknownOption);
      const next = toggleCapped(state.strengths, action.strength as Strength, MAX_STRENGTHS);
      if (!next) return refuse(state, 'error', MSG.tooManyStrengths);
      return ok({ ...state, strengths: next });
    }
    case 'toggleImprovement': {
      if (!(IMPROVEMENT_AREAS as readonly string[]).includes(action.area)) return refuse(state, 'error', MSG.unknownOption);
      const next = toggleCapped(state.improvementAreas, action.area as ImprovementArea, MAX_IMPROVEMENT_AREAS);
      if (!next) return refuse(state, 'error', MSG.tooManyImprovements);
      return ok({ ...state, improvementAreas: next });
    }

    case 'clickIndustry': {
      if (!isIndustry(action.industry)) return refuse(state, 'error', MSG.unknownOption);
      // First click expands; a second click on the expanded card commits.
      if (state.expandedIndustry === action.industry) return commitIndustry(state, action.industry);
      return ok({ ...state, expandedIndustry: action.industry });
    }
    case 'selectIndustry':
      if (!isIndustry(action.industry)) return refuse(state, 'error', MSG.unknownOption);
      return commitIndustry(state, action.industry);

    case 'selectCountry':
      if (!COUNTRIES.some((c) => c.code === action.code)) return refuse(state, 'error', MSG.unknownOption);
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
        { kind: 'success', text: MSG.gapAdded },
      );
    }
    case 'skipGap': {
      const deckSize = gapDeck(state.selectedIndustry).length;
      return ok({ ...state, gapIndex: (gapIndexOf(state) + 1) % deckSize });
    }
    case 'removeGap':
      if (!state.selectedGapIdeas.some((g) => g.id === action.id)) return ok(state);
      return ok({ ...state, selectedGapIdeas: state.selectedGapIdeas.filter((g) => g.id !== action.id) });

    case 'setPersona': {
      const stepDef = PERSONA_STEPS.find((s) => s.field === action.field);
      if (!stepDef || !(stepDef.options as readonly string[]).includes(action.value)) {
        return refuse(state, 'error', MSG.unknownOption);
      }
      return ok({ ...state, customerPersona: { ...state.customerPersona, [stepDef.field]: action.value } });
    }

    case 'selectCompetitor': {
      if (!competitorsFor(state.selectedIndustry).some((c) => c.id === action.id)) return refuse(state, 'error', MSG.unknownOption);
      const text = state.competitorSelection.uniquenessText;
      return ok({
        ...state,
        competitorSelection: { selectedCompetitor: action.id, uniquenessText: text, uniquenessScore: uniquenessScore(text) },
      });
    }
    case 'setUniquenessText': {
      const typed = typeof action.text === 'string' ? action.text : '';
      const text = cutToLimit(typed, UNIQUENESS_MAX_CHARS);
      const notice: Notice | undefined = text === typed ? undefined : { kind: 'warning', text: MSG.uniquenessTooLong };
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
      if (!isPriority(source.droppableId) || !isPriority(destination.droppableId)) return refuse(state, 'error', MSG.unknownOption);
      if (source.droppableId === destination.droppableId && source.index === destination.index) return ok(state);
      const columns = goalColumns(state.goals);
      const from = columns[source.droppableId].slice();
      if (!Number.isInteger(source.index) || source.index < 0 || source.index >= from.length) return refuse(state, 'error', MSG.unknownGoal);
      const [moved] = from.splice(source.index, 1);
      const next = { ...columns, [source.droppableId]: from };
      const to = source.droppableId === destination.droppableId ? from : next[destination.droppableId].slice();
      const at = Math.min(Math.max(0, Math.trunc(Number(destination.index) || 0)), to.length);
      to.splice(at, 0, { ...moved, priority: destination.droppableId });
      next[destination.droppableId] = to;
      return ok({ ...state, goals: fromColumns(next) });
    }
    default:
      return refuse(state, 'error', MSG.unknownOption);
  }
}

const isPriority = (x: string): x is Priority => (PRIORITIES as readonly string[]).includes(x);

function gapIndexOf(state: LaunchpadState): number {
  const size = gapDeck(state.selectedIndustry).length;
  const i = Number.isInteger(state.gapIndex) ? state.gapIndex : 0;
  return ((i % size) + size) % size;
}

/** The plain reducer form (state, action) → state, for jotai and tests. */
export function reduce(state: LaunchpadState, action: Action): LaunchpadState {
  return step(state, action).state;
}
