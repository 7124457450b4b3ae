/**
 * Changing the industry (docs/rules/launchpad.md, "Changing the industry"): switching industry after choosing gaps and
 * a rival must not keep the old industry's choices.
 */
import { createInitialState, step } from './engine';
import { MSG, PERSONA_STEPS, SUMMARY } from './constants';
import { founderSummary, gapDeck } from './selectors';
import type { LaunchpadState, Move } from './types';

type Action = Move;

/** The state an action leaves (a refused one leaves the same object). */
const reduce = (s: LaunchpadState, a: Action): LaunchpadState => step(s, a).state;

const run = (s: LaunchpadState, ...actions: Action[]) => actions.reduce(reduce, s);

/** A student who reached stage 7 in EdTech with two gaps and a rival picked. */
function edtechAtStage7(): LaunchpadState {
  return run(
    createInitialState('switch'),
    { type: 'toggleStrength', strength: 'Natural leader' },
    { type: 'continue' },
    { type: 'toggleImprovement', area: 'Communication' },
    { type: 'continue' },
    { type: 'selectIndustry', industry: 'EdTech' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'interestedInGap' },
    { type: 'interestedInGap' },
    { type: 'continue' },
    ...PERSONA_STEPS.flatMap((d) => [{ type: 'setPersona', field: d.field, value: d.options[0] } as Action, { type: 'continue' } as Action]),
    { type: 'selectCompetitor', rival: 1 }, // edtech-2
    { type: 'setUniquenessText', text: 'Audio notes that follow the class timetable.' },
  );
}

describe('changing the industry clears what depended on it', () => {
  it('going back to stage 2 and choosing another industry clears gaps and rival, with a notice', () => {
    const s = edtechAtStage7();
    expect(s.currentStage).toBe(7);
    expect(s.competitorSelection.selectedCompetitor).toBe('edtech-2');
    expect(s.selectedGapIdeas).toHaveLength(2);
    const back = run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' });
    expect(back.currentStage).toBe(2);
    const out = step(back, { type: 'selectIndustry', industry: 'Food & Beverage' });
    expect(out.state.selectedIndustry).toBe('Food & Beverage');
    expect(out.state.selectedGapIdeas).toEqual([]);
    expect(out.state.competitorSelection.selectedCompetitor).toBeNull();
    // The student's own words are kept (they are not tied to an industry), and so is their score.
    expect(out.state.competitorSelection.uniquenessText).toBe('Audio notes that follow the class timetable.');
    expect(out.notice).toEqual({ kind: 'warning', message: MSG.industryChanged });
  });
  it('the second click on an expanded card clears them too; re-choosing the same industry clears nothing', () => {
    const s = { ...edtechAtStage7(), currentStage: 2 };
    const same = step(s, { type: 'selectIndustry', industry: 'EdTech' });
    expect(same.state.selectedGapIdeas).toHaveLength(2);
    expect(same.notice).toBeUndefined();
    const other = run(s, { type: 'clickIndustry', industry: 'Art & Design' });
    expect(other.selectedGapIdeas).toHaveLength(2); // only expanded, not chosen
    const out = step(other, { type: 'clickIndustry', industry: 'Art & Design' });
    expect(out.state.selectedGapIdeas).toEqual([]);
    expect(out.state.competitorSelection.selectedCompetitor).toBeNull();
    expect(out.notice?.message).toBe(MSG.industryChanged);
  });
  it('after the switch, stage 7 refuses Continue and the summary names no EdTech gap', () => {
    const s = run({ ...edtechAtStage7(), currentStage: 2 }, { type: 'selectIndustry', industry: 'Food & Beverage' }, { type: 'goToStage', stage: 7 });
    expect(step(s, { type: 'continue' }).refusal).toEqual({ code: 'no-competitor', message: MSG.noCompetitor });
    expect(founderSummary(s).marketGap).toBe(SUMMARY.noGap);
  });
  it('a stale rival or gap (from an older save) never satisfies a stage rule', () => {
    const fnb = run(createInitialState('stale'), { type: 'selectIndustry', industry: 'Food & Beverage' });
    const stale: LaunchpadState = {
      ...fnb,
      selectedGapIdeas: [gapDeck('EdTech')[0]],
      competitorSelection: { selectedCompetitor: 'edtech-2', uniquenessText: '', uniquenessScore: 'low' },
    };
    expect(step({ ...stale, currentStage: 7 }, { type: 'continue' }).state.currentStage).toBe(7);
    expect(step({ ...stale, currentStage: 5 }, { type: 'continue' }).state.currentStage).toBe(5);
    expect(founderSummary(stale).marketGap).toBe(SUMMARY.noGap);
  });
});
