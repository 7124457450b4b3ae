import { decode, encode } from '@/lib/storage/envelope';
import { createInitialState, reduce } from './engine';
import { launchpadSave, validateLaunchpad } from './save';

const valid = () => createInitialState('save-test');

describe('launchpad save', () => {
  it('uses the spec key and version 1', () => {
    expect(launchpadSave.key).toBe('entrepreneur-simulation');
    expect(launchpadSave.version).toBe(1);
  });
  it('round-trips a played state, and data holds the section-3 field names', () => {
    const s = reduce(reduce(valid(), { type: 'toggleStrength', strength: 'Natural leader' }), { type: 'setUniquenessText', text: 'y'.repeat(150_000) });
    const raw = encode(launchpadSave, s);
    const env = JSON.parse(raw);
    expect(env.v).toBe(1);
    for (const k of ['currentStage', 'strengths', 'improvementAreas', 'selectedIndustry', 'selectedCountry', 'selectedGapIdeas', 'customerPersona', 'competitorSelection', 'goals']) {
      expect(env.data).toHaveProperty(k);
    }
    expect(decode(launchpadSave, raw)).toEqual({ ok: true, value: s });
  });
  it('clamps a stage outside 1..9', () => {
    expect((validateLaunchpad({ ...valid(), currentStage: 42 }) as { currentStage: number }).currentStage).toBe(9);
    expect((validateLaunchpad({ ...valid(), currentStage: 0 }) as { currentStage: number }).currentStage).toBe(1);
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
  ])('rejects %s', (_label, data) => {
    expect(typeof validateLaunchpad(data)).toBe('string');
  });
  it('drops a newer version and corrupt text', () => {
    expect(decode(launchpadSave, JSON.stringify({ v: 2, data: valid() }))).toMatchObject({ ok: false, reason: 'unknown-version' });
    expect(decode(launchpadSave, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
