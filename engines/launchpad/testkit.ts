/** Test helpers for LaunchPad's tests. */
import { PRIORITIES } from './constants';
import type { LaunchpadState } from './types';

/** The choices the rules keep, for comparing a replayed week with the week played. */
export const choicesOf = (s: LaunchpadState) => ({
  stage: s.currentStage,
  strengths: s.strengths,
  improvementAreas: s.improvementAreas,
  industry: s.selectedIndustry,
  country: s.selectedCountry,
  gaps: s.selectedGapIdeas,
  persona: s.customerPersona,
  rival: s.competitorSelection.selectedCompetitor,
  score: s.competitorSelection.uniquenessScore,
  // The grid by column (the flat list's order before any move is the default list's, not the columns').
  goals: PRIORITIES.map((p) => s.goals.filter((g) => g.priority === p).map((g) => g.id)),
});
