import fc from 'fast-check';
import { createInitialState, step, refusal, clampStage, goalColumns } from './engine';
import {
  DEFAULT_GOALS,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  MSG,
  PERSONA_NAMES,
  PERSONA_STEPS,
  PRIORITIES,
  STRENGTHS,
  UNIQUENESS_TEXT,
} from './constants';
import { competitorsFor, gapDeck, industryBlurb, uniquenessScore, currentGap, founderSummary, progressPercent, displayStage, summaryFileName } from './selectors';
import { start } from '../core/record';
import { expectRefusal, playMoves } from '../core/testkit';
import { rules, RULES_VERSION } from './manifest';
import type { LaunchpadState, Move } from './types';
import { SPEC } from './fixtures/spec';

type Action = Move;

/** The state an action leaves (a refused one leaves the same object). */
const reduce = (s: LaunchpadState, a: Action): LaunchpadState => step(s, a).state;

const init = () => createInitialState('test-seed');
const run = (s: LaunchpadState, ...actions: Action[]) => actions.reduce(reduce, s);
const atStage = (n: number, s = init()) => ({ ...s, currentStage: n });

describe('initial state (section 3)', () => {
  it('has the spec initial values', () => {
    const s = init();
    expect(s.currentStage).toBe(1);
    expect(s.strengths).toEqual([]);
    expect(s.improvementAreas).toEqual([]);
    expect(s.selectedIndustry).toBeNull();
    expect(s.selectedCountry).toBe('USA');
    expect(s.selectedGapIdeas).toEqual([]);
    expect(s.customerPersona).toEqual({ ageGroup: null, type: null, location: null, buyingBehavior: null, coreValue: null });
    expect(s.competitorSelection).toEqual({ selectedCompetitor: null, uniquenessText: '', uniquenessScore: null });
    expect(s.goals).toEqual([
      { id: 'goal1', text: 'Finalize prototype', priority: 'important' },
      { id: 'goal2', text: 'Reach 100 users', priority: 'important' },
      { id: 'goal3', text: 'Launch a photo-sharing account', priority: 'low' },
      { id: 'goal4', text: 'Attend networking event', priority: 'low' },
      { id: 'goal5', text: 'Create pitch deck', priority: 'urgent' },
      { id: 'goal6', text: 'Survey your audience', priority: 'urgent' },
    ]);
  });
  it('draws the persona name from the 10 samples, the same for the same seed', () => {
    expect(PERSONA_NAMES).toHaveLength(10);
    expect(PERSONA_NAMES).toContain(init().personaName);
    expect(createInitialState('a').personaName).toBe(createInitialState('a').personaName);
    const names = new Set(Array.from({ length: 60 }, (_, i) => createInitialState(`seed-${i}`).personaName));
    expect(names.size).toBeGreaterThan(3);
  });
  it('is JSON-plain (survives a save)', () => {
    const s = init();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('stage flow (section 4)', () => {
  it('next adds 1 and is capped at 9', () => {
    expect(reduce(atStage(1), { type: 'nextStage' }).currentStage).toBe(2);
    expect(reduce(atStage(SPEC.stages - 1), { type: 'nextStage' }).currentStage).toBe(SPEC.stages);
    expect(reduce(atStage(SPEC.stages), { type: 'nextStage' }).currentStage).toBe(SPEC.stages);
  });
  it('previous subtracts 1 and is floored at 1', () => {
    expect(reduce(atStage(9), { type: 'previousStage' }).currentStage).toBe(8);
    expect(reduce(atStage(2), { type: 'previousStage' }).currentStage).toBe(1);
    expect(reduce(atStage(1), { type: 'previousStage' }).currentStage).toBe(1);
  });
  it('go-to clamps to 1..9 (0 → 1, 10 → 9)', () => {
    const go = (n: number) => reduce(init(), { type: 'goToStage', stage: n }).currentStage;
    expect(go(0)).toBe(1);
    expect(go(1)).toBe(1);
    expect(go(SPEC.stages)).toBe(SPEC.stages);
    expect(go(SPEC.stages + 1)).toBe(SPEC.stages);
    expect(go(-5)).toBe(1);
    // Not a whole number: no stage (a record could not hold it), refused.
    expectRefusal(step(init(), { type: 'goToStage', stage: Number.NaN }), 'unknown-stage');
    expectRefusal(step(init(), { type: 'goToStage', stage: 2.5 }), 'unknown-stage');
    expect(clampStage('7')).toBe(1);
  });
  it('go-to always lands in 1..9, or is refused (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (n) => {
        const out = step(init(), { type: 'goToStage', stage: n });
        if (!Number.isInteger(n)) return out.refusal?.code === 'unknown-stage';
        const s = out.state.currentStage;
        return Number.isInteger(s) && s >= 1 && s <= 9;
      }),
      { numRuns: 200 },
    );
  });
  it('a new week is a new record: the initial values, a customer name drawn from its seed; the rules have no reset', () => {
    const played = playMoves(rules, {}, 'test-seed', [{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'goToStage', stage: 7 }]);
    const next = start(rules, {}, 'LP-NEXT-WEEK');
    const { personaName: _b, ...rest } = next.state;
    const { personaName: _d, ...fresh } = init();
    expect(rest).toEqual(fresh);
    // The new week's record holds no move yet, and its own seed.
    expect(next.record).toEqual({ game: 'launchpad', rulesVersion: RULES_VERSION, setup: {}, seed: 'LP-NEXT-WEEK', moves: [] });
    expect(PERSONA_NAMES).toContain(next.state.personaName);
    expectRefusal(step(played.state, { type: 'reset' } as unknown as Move), 'unknown-option');
  });
  it('stage 3 and 4 continue without conditions (country is not blocking)', () => {
    expect(reduce(atStage(3), { type: 'continue' }).currentStage).toBe(4);
    expect(reduce(atStage(4), { type: 'continue' }).currentStage).toBe(5);
  });
  it('display stage: any value other than 1..9 shows stage 1; percentage is stage / 9', () => {
    expect(displayStage({ currentStage: 0 })).toBe(1);
    expect(displayStage({ currentStage: 10 })).toBe(1);
    expect(displayStage({ currentStage: 5 })).toBe(5);
    expect(progressPercent(1)).toBe(11);
    expect(progressPercent(9)).toBe(100);
    expect(progressPercent(5)).toBe(56);
  });
});

describe('stage 1: strengths and improvement areas (cap 3)', () => {
  it('accepts a 3rd strength and rejects the 4th with its error', () => {
    const three = run(init(), ...STRENGTHS.slice(0, SPEC.maxStrengths).map((strength) => ({ type: 'toggleStrength', strength }) as Action));
    expect(three.strengths).toEqual(STRENGTHS.slice(0, SPEC.maxStrengths));
    const out = step(three, { type: 'toggleStrength', strength: STRENGTHS[SPEC.maxStrengths] });
    expect(out.state).toBe(three);
    expect(out.refusal).toEqual({ code: 'too-many-strengths', message: `You can only select up to ${SPEC.maxStrengths} strengths` });
  });
  it('a selected strength toggles off, which frees a slot', () => {
    const three = run(init(), ...STRENGTHS.slice(0, 3).map((strength) => ({ type: 'toggleStrength', strength }) as Action));
    const freed = run(three, { type: 'toggleStrength', strength: STRENGTHS[1] }, { type: 'toggleStrength', strength: STRENGTHS[5] });
    expect(freed.strengths).toEqual([STRENGTHS[0], STRENGTHS[2], STRENGTHS[5]]);
  });
  it('rejects the 4th improvement area with its error', () => {
    const three = run(init(), ...IMPROVEMENT_AREAS.slice(0, SPEC.maxImprovementAreas).map((area) => ({ type: 'toggleImprovement', area }) as Action));
    expect(three.improvementAreas).toHaveLength(SPEC.maxImprovementAreas);
    const out = step(three, { type: 'toggleImprovement', area: IMPROVEMENT_AREAS[4] });
    expect(out.state).toBe(three);
    expect(out.refusal).toEqual({ code: 'too-many-improvement-areas', message: `You can only select up to ${SPEC.maxImprovementAreas} areas to improve` });
  });
  it('never holds more than 3, nor duplicates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...STRENGTHS), { maxLength: 30 }), (picks) => {
        const s = run(init(), ...picks.map((strength) => ({ type: 'toggleStrength', strength }) as Action));
        return s.strengths.length <= 3 && new Set(s.strengths).size === s.strengths.length;
      }),
      { numRuns: 100 },
    );
  });
  it('refuses unknown options without changing state', () => {
    const s = init();
    expect(step(s, { type: 'toggleStrength', strength: 'Juggler' } as unknown as Move)).toEqual({ state: s, refusal: { code: 'unknown-option', message: MSG.unknownOption } });
  });
  it('strengths step: warning with 0, success and improvements step with 1', () => {
    const s = init();
    expect(step(s, { type: 'continue' })).toEqual({ state: s, refusal: { code: 'no-strength', message: 'Please select at least one strength' } });
    const one = reduce(s, { type: 'toggleStrength', strength: 'Natural leader' });
    const out = step(one, { type: 'continue' });
    expect(out.state.stage1Step).toBe('improvements');
    expect(out.state.currentStage).toBe(1);
    expect(out.notice).toEqual({ kind: 'success', message: "That's a powerful combination!" });
  });
  it('improvements step: warning with 0, success and stage 2 with 1; back returns to strengths', () => {
    const s = run(init(), { type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' });
    expect(step(s, { type: 'continue' }).refusal).toEqual({ code: 'no-improvement-area', message: 'Please select at least one area to improve' });
    expect(reduce(s, { type: 'back' }).stage1Step).toBe('strengths');
    const out = step(reduce(s, { type: 'toggleImprovement', area: 'Communication' }), { type: 'continue' });
    expect(out.state.currentStage).toBe(2);
    expect(out.notice).toEqual({ kind: 'success', message: 'Great self-awareness!' });
  });
  it('back on the very first step stays put', () => {
    const s = init();
    expect(reduce(s, { type: 'back' })).toBe(s);
  });
});

describe('stage 2: industry', () => {
  it('first click expands, second click on the expanded card commits', () => {
    const a = reduce(atStage(2), { type: 'clickIndustry', industry: 'EdTech' });
    expect(a.expandedIndustry).toBe('EdTech');
    expect(a.selectedIndustry).toBeNull();
    const b = reduce(a, { type: 'clickIndustry', industry: 'EdTech' });
    expect(b.selectedIndustry).toBe('EdTech');
  });
  it('clicking another card only expands it; the link commits', () => {
    const a = run(atStage(2), { type: 'clickIndustry', industry: 'EdTech' }, { type: 'clickIndustry', industry: 'Food & Beverage' });
    expect(a.expandedIndustry).toBe('Food & Beverage');
    expect(a.selectedIndustry).toBeNull();
    expect(reduce(a, { type: 'selectIndustry', industry: 'Art & Design' }).selectedIndustry).toBe('Art & Design');
  });
  it('continue is refused with nothing expanded or chosen', () => {
    const s = atStage(2);
    const out = step(s, { type: 'continue' });
    expect(out.state).toBe(s);
    expect(out.refusal).toEqual({ code: 'no-industry', message: MSG.noIndustry });
    expect(out.notice).toBeUndefined();
    // The button's disabled reason is the same function.
    expect(refusal(s, { type: 'continue' })).toEqual({ code: 'no-industry', message: MSG.noIndustry });
    expect(refusal(run(s, { type: 'clickIndustry', industry: 'EdTech' }), { type: 'continue' })).toBeNull();
  });
  it('continue commits the expanded card when nothing is committed, then advances', () => {
    const s = run(atStage(2), { type: 'clickIndustry', industry: 'E-commerce' }, { type: 'continue' });
    expect(s.selectedIndustry).toBe('E-commerce');
    expect(s.currentStage).toBe(3);
  });
  it('continue keeps an earlier committed choice', () => {
    const s = run(atStage(2), { type: 'selectIndustry', industry: 'EdTech' }, { type: 'clickIndustry', industry: 'E-commerce' }, { type: 'continue' });
    expect(s.selectedIndustry).toBe('EdTech');
  });
  it('blurb: first chosen strength that matches, else the fallback', () => {
    expect(industryBlurb('EdTech', [])).toBe('Explore your potential in the EdTech industry!');
    expect(industryBlurb('EdTech', ['Natural leader', 'Creative thinker'])).toBe(industryBlurb('EdTech', ['Natural leader']));
    expect(industryBlurb('EdTech', ['Natural leader'])).not.toBe(industryBlurb('EdTech', ['Creative thinker']));
    expect(industryBlurb('EdTech', ['Not a strength', 'Creative thinker'])).toBe(industryBlurb('EdTech', ['Creative thinker']));
  });
});

describe('stage 4: country', () => {
  it('only USA is accepted', () => {
    const s = init();
    expect(reduce(s, { type: 'selectCountry', code: 'USA' }).selectedCountry).toBe('USA');
    expect(step(s, { type: 'selectCountry', code: 'FRA' } as unknown as Move).state).toBe(s);
  });
});

describe('stage 5: market gaps', () => {
  it('ids are gap-{industry or default}-{index}', () => {
    expect(gapDeck(null).map((g) => g.id)).toEqual(['gap-default-0', 'gap-default-1', 'gap-default-2', 'gap-default-3', 'gap-default-4']);
    expect(gapDeck('EdTech')[2].id).toBe('gap-EdTech-2');
  });
  it("'That's interesting!' adds once, says so, and advances", () => {
    const s = atStage(5, reduce(init(), { type: 'selectIndustry', industry: 'EdTech' }));
    const out = step(s, { type: 'interestedInGap' });
    expect(out.notice).toEqual({ kind: 'success', message: 'Added to your interests!' });
    expect(out.state.selectedGapIdeas).toEqual([gapDeck('EdTech')[0]]);
    expect(out.state.gapIndex).toBe(1);
  });
  it('the deck wraps to the first card after the last (5th → 1st)', () => {
    let s = atStage(5);
    for (let i = 0; i < 4; i++) s = reduce(s, { type: 'skipGap' });
    expect(s.gapIndex).toBe(4);
    expect(currentGap(s).id).toBe('gap-default-4');
    s = reduce(s, { type: 'skipGap' });
    expect(s.gapIndex).toBe(0);
    expect(currentGap(s).id).toBe('gap-default-0');
  });
  it('adding the same gap again after a wrap does not duplicate it', () => {
    let s = reduce(atStage(5), { type: 'interestedInGap' });
    for (let i = 0; i < 4; i++) s = reduce(s, { type: 'skipGap' });
    s = reduce(s, { type: 'interestedInGap' });
    expect(s.selectedGapIdeas.map((g) => g.id)).toEqual(['gap-default-0']);
  });
  it('skip only advances', () => {
    const s = reduce(atStage(5), { type: 'skipGap' });
    expect(s.selectedGapIdeas).toEqual([]);
    expect(s.gapIndex).toBe(1);
  });
  it('removes by its place in the deck (gap-default-0 is place 0); a card not chosen is removed by doing nothing', () => {
    const s = run(atStage(5), { type: 'interestedInGap' }, { type: 'interestedInGap' }, { type: 'removeGap', gap: 0 });
    expect(s.selectedGapIdeas.map((g) => g.id)).toEqual(['gap-default-1']);
    expect(reduce(s, { type: 'removeGap', gap: 3 })).toBe(s);
  });
  it('continue needs at least 1 gap', () => {
    expect(step(atStage(5), { type: 'continue' }).refusal).toEqual({ code: 'no-market-gap', message: 'Please select at least one market gap that interests you.' });
    expect(run(atStage(5), { type: 'interestedInGap' }, { type: 'continue' }).currentStage).toBe(6);
  });
  it('choosing another industry restarts its deck', () => {
    const s = run(atStage(5), { type: 'skipGap' }, { type: 'skipGap' }, { type: 'selectIndustry', industry: 'Art & Design' });
    expect(s.gapIndex).toBe(0);
  });
});

describe('stage 6: persona wizard', () => {
  it('each step needs a choice; continue advances one step; step 5 leads to stage 7', () => {
    let s = atStage(6);
    for (let i = 0; i < 5; i++) {
      expect(s.personaStep).toBe(i + 1);
      const refused = step(s, { type: 'continue' });
      expect(refused).toEqual({ state: s, refusal: { code: 'no-persona-choice', message: 'Please select an option before continuing.' } });
      s = run(s, { type: 'setPersona', field: PERSONA_STEPS[i].field, value: PERSONA_STEPS[i].options[0] }, { type: 'continue' });
    }
    expect(s.currentStage).toBe(7);
    expect(s.customerPersona).toEqual({ ageGroup: '13-18', type: 'Students', location: 'Urban', buyingBehavior: 'Trend-driven', coreValue: 'Eco-conscious' });
  });
  it('back goes one step; on step 1 to the previous stage', () => {
    const s = { ...atStage(6), personaStep: 3 };
    expect(reduce(s, { type: 'back' }).personaStep).toBe(2);
    const first = reduce(atStage(6), { type: 'back' });
    expect(first.currentStage).toBe(5);
  });
  it('refuses values outside the enumerations', () => {
    const s = atStage(6);
    expect(step(s, { type: 'setPersona', field: 'ageGroup', value: '40-50' }).state).toBe(s);
    expect(step(s, { type: 'setPersona', field: 'shoeSize', value: '13-18' } as unknown as Move).state).toBe(s);
  });
});

describe('stage 7: rival radar and the uniqueness score', () => {
  const text = (n: number) => 'x'.repeat(n);
  it.each([
    [0, 'low'],
    [SPEC.uniqueness.medium - 1, 'low'],
    [SPEC.uniqueness.medium, 'medium'],
    [SPEC.uniqueness.high - 1, 'medium'],
    [SPEC.uniqueness.high, 'high'],
    [5000, 'high'],
  ])('%i characters → %s', (n, score) => {
    expect(uniquenessScore(text(n))).toBe(score);
  });
  it('counts trimmed characters, so padding does not help', () => {
    expect(uniquenessScore(`   ${text(19)}     `)).toBe('low');
    expect(uniquenessScore('🚀'.repeat(20))).toBe('medium');
  });
  it('the indicator texts are the spec ones', () => {
    expect(UNIQUENESS_TEXT).toEqual({
      low: 'Low Uniqueness - Your idea needs more differentiation.',
      medium: 'Medium Uniqueness - You have some unique elements.',
      high: 'High Uniqueness - Your idea stands out from competitors!',
    });
  });
  it('the score is recalculated whenever the selection is set (card click or text)', () => {
    const id = competitorsFor(null)[1].id;
    let s = reduce(atStage(7), { type: 'selectCompetitor', rival: 1 });
    expect(s.competitorSelection).toEqual({ selectedCompetitor: id, uniquenessText: '', uniquenessScore: 'low' });
    s = reduce(s, { type: 'setUniquenessText', text: text(20) });
    expect(s.competitorSelection).toEqual({ selectedCompetitor: id, uniquenessText: text(20), uniquenessScore: 'medium' });
    s = reduce(s, { type: 'selectCompetitor', rival: 0 });
    expect(s.competitorSelection.uniquenessText).toBe(text(20));
    expect(s.competitorSelection.uniquenessScore).toBe('medium');
  });
  it('competitors come from the chosen industry, by their place in its list of three', () => {
    const s = reduce(atStage(7), { type: 'selectIndustry', industry: 'EdTech' });
    expectRefusal(step(s, { type: 'selectCompetitor', rival: 3 }), 'unknown-option');
    expect(step(s, { type: 'selectCompetitor', rival: 3 }).state).toBe(s);
    expect(reduce(s, { type: 'selectCompetitor', rival: 2 }).competitorSelection.selectedCompetitor).toBe(competitorsFor('EdTech')[2].id);
    expect(competitorsFor('EdTech')[2].id).toBe('edtech-3');
  });
  it('continue needs a competitor', () => {
    expect(step(atStage(7), { type: 'continue' }).refusal).toEqual({ code: 'no-competitor', message: 'Please select a competitor most similar to your idea.' });
    expect(run(atStage(7), { type: 'selectCompetitor', rival: 0 }, { type: 'continue' }).currentStage).toBe(8);
    expect(competitorsFor(null)[0].id).toBe('default-1');
  });
  it('the text is cut at 2,000 characters with a warning (docs/rules/launchpad.md, "Uniqueness answer"; the spec had no limit)', () => {
    const out = step(atStage(7), { type: 'setUniquenessText', text: text(200_000) });
    expect(out.state.competitorSelection.uniquenessText).toHaveLength(2000);
    expect(out.state.competitorSelection.uniquenessScore).toBe('high');
    expect(out.notice).toEqual({ kind: 'warning', code: 'answer-cut', message: 'Your answer can be at most 2,000 characters, so the extra text was cut.' });
    const exact = step(atStage(7), { type: 'setUniquenessText', text: text(2000) });
    expect(exact.state.competitorSelection.uniquenessText).toHaveLength(2000);
    expect(exact.notice).toBeUndefined();
  });
  it('the limit counts characters as a student sees them and never cuts an emoji or an accent in half', () => {
    const family = '👨\u200d👩\u200d👧'; // 5 code points, one grapheme
    const out = reduce(atStage(7), { type: 'setUniquenessText', text: 'x'.repeat(1997) + family });
    expect(out.competitorSelection.uniquenessText).toBe('x'.repeat(1997));
    const emoji = reduce(atStage(7), { type: 'setUniquenessText', text: '🚀'.repeat(2001) }).competitorSelection.uniquenessText;
    expect(Array.from(emoji)).toHaveLength(2000);
    const accents = reduce(atStage(7), { type: 'setUniquenessText', text: 'e\u0301'.repeat(1001) }).competitorSelection.uniquenessText;
    expect(accents).toBe('e\u0301'.repeat(1000));
  });
});

describe('stage 8: goal grid', () => {
  const col = (s: LaunchpadState, p: string) => goalColumns(s.goals)[p as 'urgent'].map((g) => g.id);
  it('default columns', () => {
    const s = init();
    expect(col(s, 'urgent')).toEqual(['goal5', 'goal6']);
    expect(col(s, 'important')).toEqual(['goal1', 'goal2']);
    expect(col(s, 'low')).toEqual(['goal3', 'goal4']);
  });
  it('a drop in another column sets the priority to the column id, at the drop index', () => {
    const s = reduce(init(), { type: 'moveGoal', from: 'low', fromIndex: 1, to: 'urgent', toIndex: 1 });
    expect(col(s, 'urgent')).toEqual(['goal5', 'goal4', 'goal6']);
    expect(col(s, 'low')).toEqual(['goal3']);
    expect(s.goals.find((g) => g.id === 'goal4')?.priority).toBe('urgent');
  });
  it('reordering within a column changes order only', () => {
    const s = reduce(init(), { type: 'moveGoal', from: 'important', fromIndex: 0, to: 'important', toIndex: 1 });
    expect(col(s, 'important')).toEqual(['goal2', 'goal1']);
    expect(s.goals.filter((g) => g.priority === 'important')).toHaveLength(2);
  });
  it('a drop without change is ignored (same state); a drop outside every column is no move (GoalGrid dispatches none)', () => {
    const s = init();
    expect(reduce(s, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'low', toIndex: 0 })).toBe(s);
    expect(reduce(s, { type: 'moveGoal', from: 'low', fromIndex: 1, to: 'low', toIndex: 5 })).toBe(s);
  });
  it('bad locations are refused; a place past a column\'s end is its last place', () => {
    const s = init();
    expect(step(s, { type: 'moveGoal', from: 'low', fromIndex: 7, to: 'urgent', toIndex: 0 }).state).toBe(s);
    expectRefusal(step(s, { type: 'moveGoal', from: 'low', fromIndex: 7, to: 'urgent', toIndex: 0 }), 'unknown-goal');
    expect(step(s, { type: 'moveGoal', from: 'nope', fromIndex: 0, to: 'urgent', toIndex: 0 } as unknown as Move).state).toBe(s);
    expectRefusal(step(s, { type: 'moveGoal', from: 'nope', fromIndex: 0, to: 'urgent', toIndex: 0 } as unknown as Move), 'unknown-option');
    expectRefusal(step(s, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0.5 }), 'unknown-goal');
    expect(col(reduce(s, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 40 }), 'urgent')).toEqual(['goal5', 'goal6', 'goal3']);
  });
  it('continue needs a goal in every column', () => {
    const emptied = run(
      atStage(8),
      { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 },
      { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 },
    );
    expect(col(emptied, 'low')).toEqual([]);
    const out = step(emptied, { type: 'continue' });
    expect(out).toEqual({ state: emptied, refusal: { code: 'empty-goal-column', message: 'Please place at least one goal in each priority column.' } });
    expect(reduce(atStage(8), { type: 'continue' }).currentStage).toBe(9);
  });
  it('moves keep every goal exactly once (property)', () => {
    const loc = fc.record({ droppableId: fc.constantFrom(...PRIORITIES), index: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(loc, fc.option(loc, { nil: null })), { maxLength: 25 }), (moves) => {
        // A drop outside every column (null) is no move: the Goal Grid dispatches nothing for it.
        const drops = moves.flatMap(([source, destination]): Move[] =>
          destination ? [{ type: 'moveGoal', from: source.droppableId, fromIndex: source.index, to: destination.droppableId, toIndex: destination.index }] : [],
        );
        const s = run(init(), ...drops);
        const ids = s.goals.map((g) => g.id).sort();
        return JSON.stringify(ids) === JSON.stringify(DEFAULT_GOALS.map((g) => g.id).sort());
      }),
      { numRuns: 150 },
    );
  });
});

describe('stage 9: founder summary', () => {
  it('shows the fallbacks for an empty game', () => {
    const f = founderSummary(init());
    expect(f.industry).toBe('Not specified');
    expect(f.marketGap).toBe('No market gap selected');
    expect(f.personaTitle).toBe('Your Customer');
    expect(f.targetMarket).toBe('United States (USA)');
    expect(f.goals.map((g) => g.priority)).toEqual(['urgent', 'important', 'low']);
  });
  it('persona needs both type and age group for the name', () => {
    const s = run(init(), { type: 'setPersona', field: 'ageGroup', value: '19-25' });
    expect(founderSummary(s).personaTitle).toBe('Your Customer');
    const t = reduce(s, { type: 'setPersona', field: 'type', value: 'Athletes' });
    expect(founderSummary(t).personaTitle).toBe(`${t.personaName}, 19-25`);
    expect(founderSummary(t).personaTags).toEqual(['Athletes']);
  });
  it('market gap is the first selected gap; differentiation is the score text', () => {
    const s = run(atStage(5), { type: 'skipGap' }, { type: 'interestedInGap' }, { type: 'interestedInGap' }, { type: 'setUniquenessText', text: 'x'.repeat(55) });
    expect(founderSummary(s).marketGap).toBe(gapDeck(null)[1].description);
    expect(founderSummary(s).differentiation).toBe('High Uniqueness - Your idea stands out from competitors!');
  });
  it('continue on stage 9 goes nowhere; the PDF file is named after the industry', () => {
    const s = atStage(9);
    expect(reduce(s, { type: 'continue' }).currentStage).toBe(9);
    expect(summaryFileName(init())).toBe('founder-summary-founder.pdf');
    expect(summaryFileName(reduce(init(), { type: 'selectIndustry', industry: 'Fashion & Apparel' }))).toBe('founder-summary-fashion-and-apparel.pdf');
  });
});

describe('a whole week, determinism', () => {
  it('plays stages 1 to 9 and the same moves give the same state', () => {
    const moves: Action[] = [
      { type: 'toggleStrength', strength: 'Creative thinker' },
      { type: 'continue' },
      { type: 'toggleImprovement', area: 'Time management' },
      { type: 'continue' },
      { type: 'clickIndustry', industry: INDUSTRIES[3] },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'interestedInGap' },
      { type: 'continue' },
      ...PERSONA_STEPS.flatMap((p) => [{ type: 'setPersona', field: p.field, value: p.options[1] } as Action, { type: 'continue' } as Action]),
      { type: 'selectCompetitor', rival: 0 },
      { type: 'setUniquenessText', text: 'Matches for beginners only, coached live by older students.' },
      { type: 'continue' },
      { type: 'continue' },
    ];
    const a = run(init(), ...moves);
    const b = run(init(), ...moves);
    expect(a.currentStage).toBe(9);
    expect(a).toEqual(b);
    expect(founderSummary(a).industry).toBe('Gaming & E-sports');
  });
});

describe('refusal(state, move) is the check step makes (docs/engines.md, "Refusals")', () => {
  const arbStage = fc.integer({ min: 1, max: 9 });
  const arbAction: fc.Arbitrary<Action> = fc.oneof(
    fc.constant<Action>({ type: 'continue' }),
    fc.constant<Action>({ type: 'back' }),
    fc.constantFrom(...STRENGTHS, 'Juggler').map((strength) => ({ type: 'toggleStrength', strength }) as Action),
    fc.constantFrom(...IMPROVEMENT_AREAS).map((area): Action => ({ type: 'toggleImprovement', area })),
    fc.constantFrom(...INDUSTRIES, 'Mining').map((industry) => ({ type: 'clickIndustry', industry }) as Action),
    fc.constantFrom('USA', 'FRA').map((code) => ({ type: 'selectCountry', code }) as Action),
    fc.constant<Action>({ type: 'interestedInGap' }),
    fc.constantFrom(...PERSONA_STEPS.flatMap((d) => d.options.map((o) => [d.field as string, o as string])), ['type', 'Robots']).map(([field, value]) => ({ type: 'setPersona', field, value }) as Action),
    fc.constantFrom(0, 1, 5, -1).map((rival): Action => ({ type: 'selectCompetitor', rival })),
    fc.record({ from: fc.constantFrom(...PRIORITIES, 'later'), i: fc.integer({ min: -1, max: 4 }), to: fc.constantFrom(...PRIORITIES), j: fc.integer({ min: 0, max: 3 }) }).map(
      ({ from, i, to, j }) => ({ type: 'moveGoal', from, fromIndex: i, to, toIndex: j }) as Action,
    ),
  );
  it('a refused action keeps the same state object and carries exactly refusal(); an applied one has no refusal', () => {
    fc.assert(
      fc.property(arbStage, fc.array(arbAction, { maxLength: 25 }), (stage, actions) => {
        let s = atStage(stage);
        for (const a of actions) {
          const why = refusal(s, a);
          const out = step(s, a);
          if (why) {
            expect(out).toEqual({ state: s, refusal: why });
            expect(out.state).toBe(s);
          } else {
            expect(out.refusal).toBeUndefined();
          }
          s = out.state;
        }
      }),
      { numRuns: 150 },
    );
  });
  it('the spec\'s warnings are refusals; its success texts are notices that come with a change', () => {
    const s = init();
    expect(step(s, { type: 'continue' }).refusal?.message).toBe(MSG.noStrength);
    const one = reduce(s, { type: 'toggleStrength', strength: 'Natural leader' });
    const out = step(one, { type: 'continue' });
    expect(out.refusal).toBeUndefined();
    expect(out.state).not.toBe(one);
    expect(out.notice).toEqual({ kind: 'success', message: MSG.strengthsDone });
  });
});


describe('every refusal has its code (docs/engines.md, "Refusals")', () => {
  const s = init();
  const threeOf = <T extends string>(type: 'toggleStrength' | 'toggleImprovement', list: readonly T[]) =>
    run(init(), ...list.slice(0, 3).map((x) => (type === 'toggleStrength' ? { type, strength: x } : { type, area: x }) as Move));
  it.each<[string, LaunchpadState, Move]>([
    ['no-strength', s, { type: 'continue' }],
    ['no-improvement-area', run(s, { type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }), { type: 'continue' }],
    ['too-many-strengths', threeOf('toggleStrength', STRENGTHS), { type: 'toggleStrength', strength: STRENGTHS[3] }],
    ['too-many-improvement-areas', threeOf('toggleImprovement', IMPROVEMENT_AREAS), { type: 'toggleImprovement', area: IMPROVEMENT_AREAS[3] }],
    ['no-industry', atStage(2), { type: 'continue' }],
    ['no-market-gap', atStage(5), { type: 'continue' }],
    ['no-persona-choice', atStage(6), { type: 'continue' }],
    ['no-competitor', atStage(7), { type: 'continue' }],
    ['empty-goal-column', run(atStage(8), { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 }, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 }), { type: 'continue' }],
    ['unknown-option', s, { type: 'setPersona', field: 'ageGroup', value: '90+' }],
    ['unknown-goal', s, { type: 'moveGoal', from: 'urgent', fromIndex: 2, to: 'low', toIndex: 0 }],
    ['unknown-stage', s, { type: 'goToStage', stage: 1.5 }],
  ])('%s', (code, state, move) => {
    expectRefusal(step(state, move), code);
    expectRefusal(refusal(state, move), code);
    expect(step(state, move).state).toBe(state);
  });
});
