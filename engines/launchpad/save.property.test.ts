/**
 * From random VALID states (docs/storage.md, "Validating a save") (not only fresh games), random moves: every record
 * the game writes passes the save's validator and survives a JSON round trip, so the next load never quarantines a
 * save the game itself wrote.
 */
import fc from 'fast-check';
import { decode, encode } from '../core/save';
import { recordSave, start } from '../core/record';
import { manifest, rules } from './manifest';
import { parseOldProgress } from './migrate';
import { rebuildMoves, sameRuleState } from './moves';
import { playMove, type PlayedWeek } from './play';
import {
  AGE_GROUPS,
  BUYING_BEHAVIORS,
  CORE_VALUES,
  DEFAULT_GOALS,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LOCATIONS,
  PERSONA_NAMES,
  PERSONA_STEPS,
  PERSONA_TYPES,
  PRIORITIES,
  STRENGTHS,
  type Industry,
} from './constants';
import { competitorsFor, gapDeck, uniquenessScore } from './selectors';
import type { LaunchpadState, Move } from './types';

type Action = Move;
const save = recordSave(manifest);

const nullable = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const uniqueSubset = <T,>(xs: readonly T[], max: number) => fc.uniqueArray(fc.constantFrom(...xs), { maxLength: max });
const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'grapheme', minLength: 1990, maxLength: 2000 }).map((t) => Array.from(t).slice(0, 2000).join('')));

/** Any progress the version-2 build's validator accepts, built field by field (a student could reach most of them). */
const validState: fc.Arbitrary<LaunchpadState> = nullable(fc.constantFrom(...INDUSTRIES)).chain((industry: Industry | null) => {
  const deck = gapDeck(industry);
  const rivals = competitorsFor(industry).map((c) => c.id);
  return fc.record({
    currentStage: fc.integer({ min: 1, max: 9 }),
    strengths: uniqueSubset(STRENGTHS, 3),
    improvementAreas: uniqueSubset(IMPROVEMENT_AREAS, 3),
    selectedIndustry: fc.constant(industry),
    selectedCountry: fc.constant('USA' as const),
    selectedGapIdeas: fc.uniqueArray(fc.constantFrom(...deck), { maxLength: deck.length, selector: (g) => g.id }),
    customerPersona: fc.record({
      ageGroup: nullable(fc.constantFrom(...AGE_GROUPS)),
      type: nullable(fc.constantFrom(...PERSONA_TYPES)),
      location: nullable(fc.constantFrom(...LOCATIONS)),
      buyingBehavior: nullable(fc.constantFrom(...BUYING_BEHAVIORS)),
      coreValue: nullable(fc.constantFrom(...CORE_VALUES)),
    }),
    competitorSelection: fc.oneof(
      fc.constant({ selectedCompetitor: null, uniquenessText: '', uniquenessScore: null }),
      fc.tuple(nullable(fc.constantFrom(...rivals)), text).map(([selectedCompetitor, uniquenessText]) => ({
        selectedCompetitor,
        uniquenessText,
        uniquenessScore: uniquenessScore(uniquenessText),
      })),
    ),
    goals: fc
      .tuple(fc.shuffledSubarray([...DEFAULT_GOALS], { minLength: 6, maxLength: 6 }), fc.array(fc.constantFrom(...PRIORITIES), { minLength: 6, maxLength: 6 }))
      .map(([gs, ps]) => gs.map((g, i) => ({ id: g.id, text: g.text, priority: ps[i] }))),
    stage1Step: fc.constantFrom('strengths' as const, 'improvements' as const),
    expandedIndustry: nullable(fc.constantFrom(...INDUSTRIES)),
    gapIndex: fc.integer({ min: 0, max: deck.length - 1 }),
    personaStep: fc.integer({ min: 1, max: 5 }),
    personaName: fc.constantFrom(...PERSONA_NAMES),
  }) as fc.Arbitrary<LaunchpadState>;
});

/** Every move the screens can send (and a few they cannot: stale places, goToStage, long pastes). */
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>({ type: 'continue' }, { type: 'back' }, { type: 'nextStage' }, { type: 'previousStage' }, { type: 'interestedInGap' }, { type: 'skipGap' }),
  fc.integer({ min: -20, max: 60 }).map((stage): Action => ({ type: 'goToStage', stage })),
  fc.constantFrom(...STRENGTHS).map((strength): Action => ({ type: 'toggleStrength', strength })),
  fc.constantFrom(...IMPROVEMENT_AREAS).map((area): Action => ({ type: 'toggleImprovement', area })),
  fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'clickIndustry', industry })),
  fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'selectIndustry', industry })),
  fc.integer({ min: 0, max: 5 }).map((gap): Action => ({ type: 'removeGap', gap })),
  fc.constantFrom(...PERSONA_STEPS).chain((d) => fc.constantFrom(...d.options).map((value): Action => ({ type: 'setPersona', field: d.field, value }))),
  fc.integer({ min: -1, max: 3 }).map((rival): Action => ({ type: 'selectCompetitor', rival })),
  fc.oneof(text, fc.string({ unit: 'grapheme', minLength: 1995, maxLength: 2600 })).map((t): Action => ({ type: 'setUniquenessText', text: t })),
  fc
    .tuple(fc.constantFrom(...PRIORITIES), fc.integer({ min: -1, max: 7 }), fc.constantFrom(...PRIORITIES), fc.integer({ min: -1, max: 7 }))
    .map(([from, fromIndex, to, toIndex]): Action => ({ type: 'moveGoal', from, fromIndex, to, toIndex })),
);

/**
 * The state made reachable: a chosen industry's card is open unless another one is (choosing opens it), and the
 * persona wizard is at most one step past its last answer in order (Continue needs the step's answer). Every other
 * valid state is the end of some moves.
 */
function reachable(s: LaunchpadState): LaunchpadState {
  const answered = PERSONA_STEPS.findIndex((d) => s.customerPersona[d.field] === null);
  const personaStep = Math.min(s.personaStep, answered < 0 ? PERSONA_STEPS.length : answered + 1);
  return { ...s, expandedIndustry: s.expandedIndustry ?? s.selectedIndustry, personaStep };
}

/** The record loads back to the very week (the answer's words included): what the next load shows. */
function expectSaved(week: PlayedWeek, what: string): void {
  const back = decode(save, JSON.parse(JSON.stringify(encode(save, week))));
  if (!back.ok) throw new Error(`${what} produced a save that does not load: ${'error' in back ? back.error : back.reason}`);
  expect(back.value).toEqual(week);
}

describe('LaunchPad: every record the game writes loads back to itself (property)', () => {
  it('the generated states are valid old saves to begin with', () => {
    fc.assert(
      fc.property(validState, (s) => {
        const old = parseOldProgress({ ...s, seed: 'S', log: null });
        if (typeof old === 'string') throw new Error(old);
        expect({ ...old.state, personaName: s.personaName }).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });
  it('random moves from random valid states (reached by their rebuilt moves): each record re-loads to itself', () => {
    let reached = 0;
    fc.assert(
      fc.property(validState.map(reachable), fc.array(anyAction, { minLength: 1, maxLength: 40 }), (target, actions) => {
        const path = rebuildMoves(target);
        if (!path) throw new Error(`no moves reach ${JSON.stringify(target)}`);
        reached++;
        let week = start(rules, {}, 'S');
        for (const m of path) week = playMove(week, m).played;
        expect(sameRuleState(week.state, target)).toBe(true);
        for (const a of actions) {
          week = playMove(week, a).played;
          expectSaved(week, a.type);
        }
      }),
      { numRuns: 300 },
    );
    expect(reached).toBe(300);
  });
  it('random moves from a new week: each record re-loads to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), fc.array(anyAction, { minLength: 1, maxLength: 60 }), (seed, actions) => {
        let week = start(rules, {}, seed);
        for (const a of actions) {
          week = playMove(week, a).played;
          expectSaved(week, a.type);
        }
      }),
      { numRuns: 200 },
    );
  });
});
