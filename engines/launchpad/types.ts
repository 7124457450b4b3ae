/** The LaunchPad week's state and its moves (docs/rules/launchpad.md). */
import type {
  AgeGroup,
  BuyingBehavior,
  CoreValue,
  CountryCode,
  ImprovementArea,
  Industry,
  Location,
  PersonaField,
  PersonaType,
  Priority,
  Stage1Step,
  Strength,
  UniquenessScore,
} from './constants';

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
 * The week as the rules see it, replayed from its record (engines/launchpad/manifest.ts). The first nine fields are
 * the spec's section-3 object with its exact names (another game reads them); the rest are this engine's own. It
 * keeps no history and no seed: the record holds the moves and the seed.
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
  /** First name shown on the persona preview, drawn once from the week's seed (its own random stream). */
  personaName: string;
}

/**
 * A move: what the screen dispatches, what the rules apply and what the week's record keeps, in the words the rules
 * use. Catalogue items are named by their place (a gap card by its index in the chosen industry's deck, a rival by
 * its index in the list of three); the uniqueness answer holds the text the student typed (the save keeps it, so a
 * reload shows it; a result code holds only its length: `CodedMove`, engines/launchpad/moves.ts). Every value the
 * rules apply fits the move's description (moves.ts `MOVE`), so every applied move can be saved.
 */
export type Move =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'skipGap' }
  | { type: 'interestedInGap' }
  | { type: 'nextStage' }
  | { type: 'previousStage' }
  /** Any whole number: clamped to 1..9. */
  | { type: 'goToStage'; stage: number }
  | { type: 'toggleStrength'; strength: Strength }
  | { type: 'toggleImprovement'; area: ImprovementArea }
  /** The first click on a card opens it; a click on the open card chooses it. */
  | { type: 'clickIndustry'; industry: Industry }
  | { type: 'selectIndustry'; industry: Industry }
  | { type: 'selectCountry'; code: CountryCode }
  /** A chosen gap card, by its place in the chosen industry's deck (a card not chosen: nothing happens). */
  | { type: 'removeGap'; gap: number }
  | { type: 'setPersona'; field: PersonaField; value: string }
  /** A rival of the chosen industry, by its place in the list of three. */
  | { type: 'selectCompetitor'; rival: number }
  /** The "What makes your idea different?" answer, as typed (cut at 2,000 characters). */
  | { type: 'setUniquenessText'; text: string }
  /** A Goal Grid drop: the goal at `fromIndex` of column `from` to place `toIndex` of column `to` (past its end: last). */
  | { type: 'moveGoal'; from: Priority; fromIndex: number; to: Priority; toIndex: number };

/** The week's setup: LaunchPad has none (everyone plays the same nine stages). */
export type LaunchpadSetup = Record<string, never>;
