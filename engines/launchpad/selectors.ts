/** Derived values of the LaunchPad progress. Pure. */
import { INDUSTRY_INFO, DEFAULT_GAPS, DEFAULT_COMPETITORS, type Competitor } from '../../content/launchpad/catalogue';
import {
  COUNTRIES,
  LAST_STAGE,
  PERSONA_STEPS,
  PRIORITIES,
  STAGE_COUNT,
  SUMMARY,
  UNIQUENESS_HIGH_AT,
  UNIQUENESS_MEDIUM_AT,
  UNIQUENESS_TEXT,
  blurbFallback,
  type Industry,
  type UniquenessScore,
} from './constants';
import type { GapIdea, Goal, LaunchpadState } from './types';

/** Characters as a student sees them, spaces at either end not counted. */
export function uniquenessLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** Characters counted against the 2,000-character limit of the answer (code points, spaces included). */
export function answerChars(text: string): number {
  return Array.from(text).length;
}

/** Under 20 characters low, 20 to 49 medium, 50 or more high. */
export function uniquenessScore(text: string): UniquenessScore {
  const n = uniquenessLength(text);
  if (n >= UNIQUENESS_HIGH_AT) return 'high';
  if (n >= UNIQUENESS_MEDIUM_AT) return 'medium';
  return 'low';
}

export const uniquenessMessage = (score: UniquenessScore) => UNIQUENESS_TEXT[score];

/** Stage shown: 1..9; any other stored value shows stage 1. */
export function displayStage(state: Pick<LaunchpadState, 'currentStage'>): number {
  const s = state.currentStage;
  return Number.isInteger(s) && s >= 1 && s <= LAST_STAGE ? s : 1;
}

/** Percentage complete: stage divided by 9, rounded to a whole percent. */
export function progressPercent(stage: number): number {
  return Math.round((stage / STAGE_COUNT) * 100);
}

/** The gap deck of an industry, or the generic one, with the spec's ids. */
export function gapDeck(industry: Industry | null): GapIdea[] {
  const source = industry ? INDUSTRY_INFO[industry].gaps : DEFAULT_GAPS;
  const key = industry ?? 'default';
  return source.map((description, index) => ({ id: `gap-${key}-${index}`, description }));
}

export function gapPosition(state: LaunchpadState): { index: number; total: number } {
  const total = gapDeck(state.selectedIndustry).length;
  const i = Number.isInteger(state.gapIndex) ? state.gapIndex : 0;
  return { index: ((i % total) + total) % total, total };
}

export function currentGap(state: LaunchpadState): GapIdea {
  return gapDeck(state.selectedIndustry)[gapPosition(state).index];
}

export function competitorsFor(industry: Industry | null): readonly Competitor[] {
  return industry ? INDUSTRY_INFO[industry].competitors : DEFAULT_COMPETITORS;
}

/** The selected gaps that belong to the chosen industry's deck (a stale one from an older save never counts). */
export function chosenGaps(state: Pick<LaunchpadState, 'selectedIndustry' | 'selectedGapIdeas'>): GapIdea[] {
  const deck = gapDeck(state.selectedIndustry);
  return state.selectedGapIdeas.filter((g) => deck.some((d) => d.id === g.id));
}

/** The selected rival when it is one of the chosen industry's three, else null. */
export function chosenCompetitor(state: Pick<LaunchpadState, 'selectedIndustry' | 'competitorSelection'>): Competitor | null {
  const id = state.competitorSelection.selectedCompetitor;
  return competitorsFor(state.selectedIndustry).find((c) => c.id === id) ?? null;
}

/** Blurb for an industry card: personalised by the first chosen strength that has one. */
export function industryBlurb(industry: Industry, strengths: readonly string[]): string {
  const blurbs = INDUSTRY_INFO[industry].blurbs as Record<string, string>;
  for (const s of strengths) if (blurbs[s]) return blurbs[s];
  return blurbFallback(industry);
}

export function everyColumnFilled(goals: readonly Goal[]): boolean {
  return PRIORITIES.every((p) => goals.some((g) => g.priority === p));
}

export function personaStepDef(state: LaunchpadState) {
  const step = Math.min(PERSONA_STEPS.length, Math.max(1, state.personaStep));
  return { step, ...PERSONA_STEPS[step - 1] };
}

export function countryOf(code: string) {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES[0];
}

/** Everything stage 9 shows (and the PDF prints), with the spec's fallbacks. */
export function founderSummary(state: LaunchpadState) {
  const { customerPersona: p, competitorSelection: c } = state;
  const country = countryOf(state.selectedCountry);
  const score = c.uniquenessScore;
  return {
    strengths: state.strengths.slice(),
    strengthsText: state.strengths.length ? state.strengths.join(', ') : SUMMARY.noStrengths,
    industry: state.selectedIndustry ?? SUMMARY.noIndustry,
    targetMarket: `${country.name} (${country.code})`,
    targetMarketFlag: country.flagEmoji,
    marketGap: chosenGaps(state)[0]?.description ?? SUMMARY.noGap,
    personaTitle: p.type && p.ageGroup ? `${state.personaName}, ${p.ageGroup}` : SUMMARY.noPersona,
    personaTags: [p.type, p.location, p.buyingBehavior, p.coreValue].filter((t): t is NonNullable<typeof t> => t !== null),
    uniquenessScore: score,
    differentiation: score ? UNIQUENESS_TEXT[score] : SUMMARY.noDifferentiation,
    goals: PRIORITIES.map((priority) => ({ priority, goals: state.goals.filter((g) => g.priority === priority).map((g) => g.text) })),
  };
}

/** A file name for the PDF: founder-summary-<industry>.pdf. */
export function summaryFileName(state: LaunchpadState): string {
  const slug = (state.selectedIndustry ?? 'founder')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `founder-summary-${slug}.pdf`;
}
