import type { RngState } from '../core/prng';
import type {
  AgeGroup,
  BuyingBehavior,
  CoreValue,
  CountryCode,
  ImprovementArea,
  Industry,
  Location,
  PersonaType,
  Priority,
  Stage1Step,
  Strength,
  UniquenessScore,
} from './constants';
import type { Move } from './moves';

export interface GapIdea {
  /** gap-{industry or default}-{index}, index 0-based in its deck. */
  id: string;
  description: string;
}

export interface CustomerPersona {
  ageGroup: AgeGroup | null;
  type: PersonaType | null;
  location: Location | null;
  buyingBehavior: BuyingBehavior | null;
  coreValue: CoreValue | null;
}

export interface CompetitorSelection {
  selectedCompetitor: string | null;
  uniquenessText: string;
  uniquenessScore: UniquenessScore | null;
}

export interface Goal {
  id: string;
  text: string;
  priority: Priority;
}

/**
 * The saved simulation progress. The first nine fields are the spec's
 * section-3 object with its exact names (another game reads them); the rest
 * are this engine's own bookkeeping.
 */
export interface LaunchpadState {
  currentStage: number;
  strengths: Strength[];
  improvementAreas: ImprovementArea[];
  selectedIndustry: Industry | null;
  selectedCountry: CountryCode;
  selectedGapIdeas: GapIdea[];
  customerPersona: CustomerPersona;
  competitorSelection: CompetitorSelection;
  goals: Goal[];
  /** Stage 1 sub-step. */
  stage1Step: Stage1Step;
  /** Stage 2: the expanded (not yet committed) card. */
  expandedIndustry: Industry | null;
  /** Stage 5: position in the gap deck (0-based). */
  gapIndex: number;
  /** Stage 6: wizard step 1..5. */
  personaStep: number;
  /** First name shown on the persona preview, drawn once from the PRNG. */
  personaName: string;
  rng: RngState;
  /** The seed the week was started with (a class's, or newSeed('LP')); '' for a week saved before seeds were kept. */
  seed: string;
  /**
   * The moves the rules applied since the week began, in order (engine.step appends; see moves.ts). Null when no
   * record can be trusted (a save whose log does not replay to it, or more than MAX_MOVES moves): the week plays on,
   * without a result code.
   */
  log: Move[] | null;
}

/** A place in the Goal Grid, as @hello-pangea/dnd reports it. */
export interface GoalLocation {
  droppableId: string;
  index: number;
}

export type Action =
  | { type: 'nextStage' }
  | { type: 'previousStage' }
  | { type: 'goToStage'; stage: number }
  | { type: 'reset' }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'toggleStrength'; strength: string }
  | { type: 'toggleImprovement'; area: string }
  | { type: 'clickIndustry'; industry: string }
  | { type: 'selectIndustry'; industry: string }
  | { type: 'selectCountry'; code: string }
  | { type: 'interestedInGap' }
  | { type: 'skipGap' }
  | { type: 'removeGap'; id: string }
  | { type: 'setPersona'; field: string; value: string }
  | { type: 'selectCompetitor'; id: string }
  | { type: 'setUniquenessText'; text: string }
  | { type: 'moveGoal'; source: GoalLocation; destination: GoalLocation | null };
