/**
 * LaunchPad's save: the week's record (manifest.ts, `recordSave`), and the checks an old save's progress passes before
 * it becomes one (migrate.ts `parseOldProgress`: every invariant the version-2 build's validator checked).
 */
import { decode, encode } from '../core/save';
import { recordSave, start } from '../core/record';
import { createInitialState } from './engine';
import { manifest, rules } from './manifest';
import { parseOldProgress } from './migrate';
import { playMove } from './play';
import { launchpadSave } from './validate';
import { gapDeck } from './selectors';
import type { LaunchpadState } from './types';

const save = recordSave(manifest);
/** A version-2 save's progress: the state, its seed and its log. */
const valid = () => ({ ...createInitialState('save-test'), seed: 'save-test', log: [] as unknown[] });
const progressOf = (data: unknown): LaunchpadState => {
  const out = parseOldProgress(data);
  if (typeof out === 'string') throw new Error(out);
  return out.state;
};
/** The state without its persona name (an old save's name is drawn again from its seed). */
const { personaName: _name, ...fresh } = createInitialState('save-test');

describe('launchpad save', () => {
  it('uses the spec key and version 3 (the record)', () => {
    expect(save.key).toBe('entrepreneur-simulation');
    expect(save.version).toBe(3);
    expect([launchpadSave.key, launchpadSave.version, launchpadSave.migrations]).toEqual([save.key, save.version, save.migrations]);
  });
  it('round-trips a played week; read as progress (another game\'s pre-fill), it holds the section-3 field names', () => {
    let week = playMove(start(rules, {}, 'save-test'), { type: 'toggleStrength', strength: 'Natural leader' }).played;
    week = playMove(week, { type: 'setUniquenessText', text: 'y'.repeat(2000) }).played;
    const raw = encode(save, week);
    const env = JSON.parse(raw);
    expect(env.v).toBe(3);
    expect(env.data).toEqual(week.record);
    const progress = decode(launchpadSave, raw);
    if (!progress.ok) throw new Error(progress.reason);
    for (const k of ['currentStage', 'strengths', 'improvementAreas', 'selectedIndustry', 'selectedCountry', 'selectedGapIdeas', 'customerPersona', 'competitorSelection', 'goals']) {
      expect(progress.value).toHaveProperty(k);
    }
    expect(progress.value).toEqual(week.state);
    expect(decode(save, raw)).toEqual({ ok: true, value: week });
  });
  it('an old save\'s stored stage outside 1..9 shows stage 1 and keeps the rest of the save (docs/rules/launchpad.md, "Stored stage")', () => {
    const played = { ...valid(), strengths: ['Natural leader'], selectedIndustry: 'EdTech' as const, expandedIndustry: 'EdTech' as const };
    const { seed: _seed, log: _log, ...playedState } = played;
    for (const stored of [42, 10, 0, -3]) {
      expect(progressOf({ ...played, currentStage: stored })).toEqual({ ...playedState, personaName: expect.any(String), currentStage: 1 });
      // Loaded, it plays on at stage 1 with every choice kept (its moves rebuilt from the choices).
      const loaded = decode(save, JSON.stringify({ v: 2, data: { ...played, currentStage: stored } }));
      expect(loaded.ok && [loaded.value.state.currentStage, loaded.value.state.strengths, loaded.value.state.selectedIndustry]).toEqual([1, ['Natural leader'], 'EdTech']);
    }
    for (let stage = 1; stage <= 9; stage++) expect(progressOf({ ...played, currentStage: stage }).currentStage).toBe(stage);
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
    ['no seed', { ...valid(), seed: undefined }],
    ['a log that is not a list', { ...valid(), log: { 0: { type: 'continue' } } }],
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
    expect(typeof parseOldProgress(data)).toBe('string');
    // Such a save is set aside as unreadable, never played.
    expect(decode(save, JSON.stringify({ v: 2, data }))).toMatchObject({ ok: false, reason: 'invalid' });
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
      selectedIndustry: 'EdTech',
      selectedGapIdeas: [{ ...gapDeck('EdTech')[3], extra: 2 }],
    };
    const out = progressOf(input);
    expect(typeof out).toBe('object');
    expect(out).not.toBe(input);
    expect(out.goals).not.toBe(input.goals);
    expect(out).toEqual({ ...fresh, personaName: expect.any(String), selectedIndustry: 'EdTech', selectedGapIdeas: [gapDeck('EdTech')[3]] });
    expect(() => JSON.stringify(out)).not.toThrow();
    expect(Object.keys(out).sort()).toEqual(Object.keys(createInitialState('x')).sort());
  });
  it('takes a gap text from the catalogue, never from the save', () => {
    const out = progressOf({ ...valid(), selectedGapIdeas: [{ id: 'gap-default-2', description: 'Anything at all' }] });
    expect(out.selectedGapIdeas).toEqual([gapDeck(null)[2]]);
  });
  it('accepts an answer of exactly 2,000 characters, emoji counted once', () => {
    const text = '🚀'.repeat(2000);
    const out = parseOldProgress({ ...valid(), competitorSelection: { selectedCompetitor: null, uniquenessText: text, uniquenessScore: 'high' } });
    expect(typeof out).toBe('object');
  });
  it('drops a newer version and corrupt text', () => {
    expect(decode(save, JSON.stringify({ v: 4, data: valid() }))).toMatchObject({ ok: false, reason: 'unknown-version' });
    expect(decode(save, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
    expect(decode(launchpadSave, '{oops')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});
