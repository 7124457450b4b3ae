/**
 * Changing the industry (docs/rules/launchpad.md), as a property: random paths back and forth through the nine stages
 * never keep another industry's choices, and Continue advances only when the stage rule holds.
 */
import fc from 'fast-check';
import { createInitialState, step } from './engine';
import { INDUSTRIES, PERSONA_STEPS, PRIORITIES, STRENGTHS, IMPROVEMENT_AREAS, SUMMARY, type Industry } from './constants';
import { competitorsFor, everyColumnFilled, founderSummary, gapDeck } from './selectors';
import type { LaunchpadState, Move } from './types';

type Action = Move;

/** The stage rules of the specification, written out independently of the engine. */
function ruleHolds(s: LaunchpadState): boolean {
  const deck = new Set(gapDeck(s.selectedIndustry).map((g) => g.id));
  const rivals = new Set(competitorsFor(s.selectedIndustry).map((c) => c.id));
  switch (s.currentStage) {
    case 1:
      return s.stage1Step === 'strengths' ? s.strengths.length >= 1 : s.improvementAreas.length >= 1;
    case 2:
      return s.selectedIndustry !== null || s.expandedIndustry !== null;
    case 5:
      return s.selectedGapIdeas.some((g) => deck.has(g.id));
    case 6:
      return s.customerPersona[PERSONA_STEPS[s.personaStep - 1].field] !== null;
    case 7:
      return s.competitorSelection.selectedCompetitor !== null && rivals.has(s.competitorSelection.selectedCompetitor);
    case 8:
      return everyColumnFilled(s.goals);
    default:
      return true;
  }
}

/** Whatever a student can do on the screen of the current stage, plus Back and Continue everywhere. */
const actionArb = (s: LaunchpadState) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant<Action>({ type: 'continue' }) },
    { weight: 3, arbitrary: fc.constant<Action>({ type: 'back' }) },
    { weight: 1, arbitrary: fc.constantFrom(...STRENGTHS).map((strength): Action => ({ type: 'toggleStrength', strength })) },
    { weight: 1, arbitrary: fc.constantFrom(...IMPROVEMENT_AREAS).map((area): Action => ({ type: 'toggleImprovement', area })) },
    { weight: 2, arbitrary: fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'clickIndustry', industry })) },
    { weight: 2, arbitrary: fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'selectIndustry', industry })) },
    { weight: 2, arbitrary: fc.constantFrom<Action>({ type: 'interestedInGap' }, { type: 'skipGap' }) },
    { weight: 1, arbitrary: fc.nat(gapDeck(s.selectedIndustry).length - 1).map((gap): Action => ({ type: 'removeGap', gap })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...PERSONA_STEPS).chain((d) => fc.constantFrom(...d.options).map((value): Action => ({ type: 'setPersona', field: d.field, value }))),
    },
    { weight: 2, arbitrary: fc.nat(competitorsFor(s.selectedIndustry).length - 1).map((rival): Action => ({ type: 'selectCompetitor', rival })) },
    // A rival's place outside the list, as a stale click could send.
    { weight: 1, arbitrary: fc.integer({ min: -1, max: 6 }).map((rival): Action => ({ type: 'selectCompetitor', rival })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((text): Action => ({ type: 'setUniquenessText', text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PRIORITIES), fc.nat(5), fc.constantFrom(...PRIORITIES), fc.nat(6))
        .map(([from, fromIndex, to, toIndex]): Action => ({ type: 'moveGoal', from, fromIndex, to, toIndex })),
    },
  );

describe('random paths back and forth through the nine stages (property)', () => {
  it('the summary only names things of the chosen industry, and Continue advances only when the stage rule holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.nat(), { minLength: 20, maxLength: 160 }), (seed, picks) => {
        let s = createInitialState(seed);
        for (const pick of picks) {
          // Draw the next action from what this state offers (fast-check's own PRNG, replayable).
          const [action] = fc.sample(actionArb(s), { seed: pick, numRuns: 1 });
          const before = s;
          const out = step(s, action);
          s = out.state;
          if (action.type === 'continue' && before.currentStage !== 1 && before.currentStage !== 6 && before.currentStage !== 9) {
            const advanced = s.currentStage === before.currentStage + 1;
            if (advanced !== ruleHolds(before)) return false;
          }
          if (action.type === 'continue' && (before.currentStage === 1 || before.currentStage === 6)) {
            if ((s !== before) !== ruleHolds(before)) return false;
          }
          // Invariants of the state itself: every gap and the rival belong to the chosen industry.
          const deck = gapDeck(s.selectedIndustry);
          if (!s.selectedGapIdeas.every((g) => deck.some((d) => d.id === g.id && d.description === g.description))) return false;
          const rival = s.competitorSelection.selectedCompetitor;
          if (rival !== null && !competitorsFor(s.selectedIndustry).some((c) => c.id === rival)) return false;
          // What stage 9 shows.
          const sum = founderSummary(s);
          if (sum.industry !== (s.selectedIndustry ?? SUMMARY.noIndustry)) return false;
          if (sum.marketGap !== SUMMARY.noGap && !deck.some((d) => d.description === sum.marketGap)) return false;
          const otherGaps = (INDUSTRIES as readonly Industry[]).filter((i) => i !== s.selectedIndustry).flatMap((i) => gapDeck(i).map((g) => g.description));
          if (otherGaps.includes(sum.marketGap)) return false;
        }
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
