import { decode, encode } from '../core/save';
import { createInitialState, step } from './engine';
import { launchpadSave, validateLaunchpad } from './validate';
import { gapDeck } from './selectors';
import type { Action, LaunchpadState } from './types';

/** The state an action leaves (a refused one leaves the same object). */
const reduce = (s: LaunchpadState, a: Action): LaunchpadState => step(s, a).state;

const valid = () => createInitialState('save-test');

describe('launchpad save', () => {
  it('uses the spec key and version 2 (the move log)', () => {
    expect(launchpadSave.key).toBe('entrepreneur-simulation');
    expect(launchpadSave.version).toBe(2);
  });
  it('round-trips a played state, and data holds the section-3 field names', () => {
    const s = reduce(reduce(valid(), { type: 'toggleStrength', strength: 'Natural leader' }), { type: 'setUniquenessText', text: 'y'.repeat(2000) });
    const raw = encode(launchpadSave, s);
    const env = JSON.parse(raw);
    expect(env.v).toBe(2);
    for (const k of ['currentStage', 'strengths', 'improvementAreas', 'selectedIndustry', 'selectedCountry', 'selectedGapIdeas', 'customerPersona', 'competitorSelection', 'goals']) {
      expect(env.data).toHaveProperty(k);
    }
    expect(decode(launchpadSave, raw)).toEqual({ ok: true, value: s });
  });
  it('a stored stage outside 1..9 shows stage 1 and keeps the rest of the save', () => {
    const played = { ...reduce(valid(), { type: 'toggleStrength', strength: 'Natural leader' }), selectedIndustry: 'EdTech' as const };
    for (const stored of [42, 10, 0, -3]) {
      const out = validateLaunchpad({ ...played, currentStage: stored }) as LaunchpadState;
      expect(out.currentStage).toBe(1);
      // The log no longer replays to the shown stage: kept as no log (the week plays on, without a code).
      expect(out).toEqual({ ...played, currentStage: 1, log: null });
    }
    for (let stage = 1; stage <= 9; stage++) expect((validateLaunchpad({ ...played, currentStage: stage }) as LaunchpadState).currentStage).toBe(stage);
  });
  it.each([
    ['not an object', 'hello'],
    ['4 strengths', { ...valid(), strengths: ['Creative thinker', 'Natural leader', 'Confident speaker', 'Fast decision-maker'] }],
    ['unknown strength', { ...valid(), strengths: ['Juggler'] }],
    ['bad industry', { ...valid(), selectedIndustry: 'Mining' }],
    ['bad country', { ...valid(), selectedCountry: 'FRA' }],
    ['bad gap id', { ...valid(), selectedGapIdeas: [{ id: 'x', description: 'y' }] }],
    ['bad persona', { ...valid(), customerPersona: { ...valid().customerPersona, ageGroup: '99' } }],
    ['bad score', { ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: '', uniquenessScore: 'huge' } }],
    ['bad goal priority', { ...valid(), goals: [{ id: 'g', text: 't', priority: 'someday' }] }],
    ['missing rng', { ...valid(), rng: undefined }],
    ['fractional stage', { ...valid(), currentStage: 2.5 }],
    // Invariants, not only shapes (docs/storage.md, "Validating a save").
    ['50,000 market gaps', { ...valid(), selectedGapIdeas: Array.from({ length: 50_000 }, (_, i) => ({ id: `gap-default-${i}`, description: 'x' })) }],
    ['a repeated gap', { ...valid(), selectedGapIdeas: [gapDeck(null)[0], gapDeck(null)[0]] }],
    ['a gap of another industry', { ...valid(), selectedIndustry: 'EdTech', selectedGapIdeas: [gapDeck('Art & Design')[1]] }],
    ['a generic gap once an industry is chosen', { ...valid(), selectedIndustry: 'EdTech', selectedGapIdeas: [gapDeck(null)[1]] }],
    ['a gap index past the deck', { ...valid(), gapIndex: 5 }],
    ['a rival of another industry', { ...valid(), selectedIndustry: 'EdTech', competitorSelection: { selectedCompetitor: 'default-1', uniquenessText: '', uniquenessScore: 'low' } }],
    ['an unknown rival', { ...valid(), competitorSelection: { selectedCompetitor: '__proto__', uniquenessText: '', uniquenessScore: 'low' } }],
    ['an answer over 2,000 characters', { ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: 'y'.repeat(2001), uniquenessScore: 'high' } }],
    ['a score the text does not earn', { ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: 'short', uniquenessScore: 'high' } }],
    ['a score missing for typed text', { ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: 'short', uniquenessScore: null } }],
    ['a strength repeated', { ...valid(), strengths: ['Natural leader', 'Natural leader'] }],
    ['a goal missing', { ...valid(), goals: valid().goals.slice(1) }],
    ['a goal twice', { ...valid(), goals: [...valid().goals.slice(1), valid().goals[1]] }],
    ['a goal with new text', { ...valid(), goals: valid().goals.map((g, i) => (i === 0 ? { ...g, text: 'Buy a yacht' } : g)) }],
    ['an unknown goal', { ...valid(), goals: valid().goals.map((g, i) => (i === 0 ? { ...g, id: 'goal99' } : g)) }],
    ['a persona step of 6', { ...valid(), personaStep: 6 }],
    ['a stage as text', { ...valid(), currentStage: '3' }],
  ])('rejects %s', (_label, data) => {
    expect(typeof validateLaunchpad(data)).toBe('string');
  });
  it('returns a fresh object with only the known fields (unknown keys and deep junk are not kept)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 6000; i++) deep = [deep];
    const input = {
      ...valid(),
      junk: deep,
      customerPersona: { ...valid().customerPersona, extra: 1 },
      competitorSelection: { ...valid().competitorSelection, extra: 'x' },
      goals: valid().goals.map((g) => ({ ...g, extra: [1, 2] })),
      rng: { ...valid().rng, extra: true },
      selectedIndustry: 'EdTech',
      selectedGapIdeas: [{ ...gapDeck('EdTech')[3], extra: 2 }],
    };
    const out = validateLaunchpad(input) as LaunchpadState;
    expect(typeof out).toBe('object');
    expect(out).not.toBe(input);
    expect(out.goals).not.toBe(input.goals);
    expect(out).toEqual({ ...valid(), selectedIndustry: 'EdTech', selectedGapIdeas: [gapDeck('EdTech')[3]], log: null });
    expect(() => JSON.stringify(out)).not.toThrow();
    expect(Object.keys(out).sort()).toEqual(Object.keys(valid()).sort());
  });
  it('takes a gap text from the catalogue, never from the save', () => {
    const out = validateLaunchpad({ ...valid(), selectedGapIdeas: [{ id: 'gap-default-2', description: 'Anything at all' }] }) as LaunchpadState;
    expect(out.selectedGapIdeas).toEqual([gapDeck(null)[2]]);
  });
  it('accepts an answer of exactly 2,000 characters, emoji counted once', () => {
    const text = '🚀'.repeat(2000);
    const out = validateLaunchpad({ ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: text, uniquenessScore: 'high' } });
    expect(typeof out).toBe('object');
  });
  it('drops a newer version and corrupt text', () => {
    expect(decode(launchpadSave, JSON.stringify({ v: 3, data: valid() }))).toMatchObject({ ok: false, reason: 'unknown-version' });
    expect(decode(launchpadSave, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
