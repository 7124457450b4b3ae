/**
 * From random VALID states (docs/storage.md, "Validating a save") (not only fresh games), random legal actions: every
 * result passes the save validator and survives a JSON round trip, so the next load never quarantines a save the game
 * itself wrote.
 */
import fc from 'fast-check';
import { createInitialState, step } from './engine';
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
import { validateLaunchpad } from './validate';
import { competitorsFor, gapDeck, uniquenessScore } from './selectors';
import type { Action, LaunchpadState } from './types';

const nullable = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const uniqueSubset = <T,>(xs: readonly T[], max: number) => fc.uniqueArray(fc.constantFrom(...xs), { maxLength: max });
const text = fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'grapheme', minLength: 1990, maxLength: 2000 }).map((t) => Array.from(t).slice(0, 2000).join('')));

/** Any state the validator accepts, built field by field (a student could reach most of them; all are legal saves). */
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
    rng: fc.record({ s: fc.tuple(fc.nat(0xffffffff), fc.nat(0xffffffff), fc.nat(0xffffffff), fc.nat(0xffffffff)) }),
    seed: fc.string({ maxLength: 64 }),
    // A state built field by field has no log its replay could reach: null (no result code; a new week starts one).
    log: fc.constant(null),
  }) as fc.Arbitrary<LaunchpadState>;
});

/** Every action the screens can send (and a few they cannot: stale ids, goToStage, long pastes). */
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.constantFrom<Action>({ type: 'continue' }, { type: 'back' }, { type: 'nextStage' }, { type: 'previousStage' }, { type: 'reset' }, { type: 'interestedInGap' }, { type: 'skipGap' }),
  fc.integer({ min: -20, max: 60 }).map((stage): Action => ({ type: 'goToStage', stage })),
  fc.constantFrom(...STRENGTHS).map((strength): Action => ({ type: 'toggleStrength', strength })),
  fc.constantFrom(...IMPROVEMENT_AREAS).map((area): Action => ({ type: 'toggleImprovement', area })),
  fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'clickIndustry', industry })),
  fc.constantFrom(...INDUSTRIES).map((industry): Action => ({ type: 'selectIndustry', industry })),
  fc.constantFrom(null, ...INDUSTRIES).chain((i) => fc.constantFrom(...gapDeck(i))).map((g): Action => ({ type: 'removeGap', id: g.id })),
  fc.constantFrom(...PERSONA_STEPS).chain((d) => fc.constantFrom(...d.options).map((value): Action => ({ type: 'setPersona', field: d.field, value }))),
  fc.constantFrom(null, ...INDUSTRIES).chain((i) => fc.constantFrom(...competitorsFor(i))).map((c): Action => ({ type: 'selectCompetitor', id: c.id })),
  fc.oneof(text, fc.string({ unit: 'grapheme', minLength: 1995, maxLength: 2600 })).map((t): Action => ({ type: 'setUniquenessText', text: t })),
  fc
    .tuple(fc.constantFrom(...PRIORITIES), fc.integer({ min: -1, max: 7 }), fc.constantFrom(...PRIORITIES), fc.integer({ min: -1, max: 7 }), fc.boolean())
    .map(([a, i, b, j, drop]): Action => ({ type: 'moveGoal', source: { droppableId: a, index: i }, destination: drop ? null : { droppableId: b, index: j } })),
);

describe('LaunchPad: every state the engine produces passes its own validator (property)', () => {
  it('the generated states are valid to begin with', () => {
    fc.assert(
      fc.property(validState, (s) => {
        expect(validateLaunchpad(s)).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });
  it('random actions from random valid states: each result re-validates to itself and survives JSON', () => {
    fc.assert(
      fc.property(validState, fc.array(anyAction, { minLength: 1, maxLength: 40 }), (start, actions) => {
        let s = start;
        for (const a of actions) {
          s = step(s, a).state;
          const roundTrip = JSON.parse(JSON.stringify({ v: 2, data: s })).data;
          const checked = validateLaunchpad(roundTrip);
          if (typeof checked === 'string') throw new Error(`${a.type} produced an invalid state: ${checked}`);
          expect(checked).toEqual(s);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('random actions from a new week: each result re-validates to itself with its log trusted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), fc.array(anyAction, { minLength: 1, maxLength: 60 }), (seed, actions) => {
        let s = createInitialState(seed);
        for (const a of actions) {
          s = step(s, a).state;
          const checked = validateLaunchpad(JSON.parse(JSON.stringify(s)));
          if (typeof checked === 'string') throw new Error(`${a.type} produced an invalid state: ${checked}`);
          expect(checked.log).not.toBeNull();
          expect(checked).toEqual(s);
        }
      }),
      { numRuns: 200 },
    );
  });
});
