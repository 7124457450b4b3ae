import fc from 'fast-check';
import { createInitialState } from '../launchpad/engine';
import { AGE_GROUPS, BUYING_BEHAVIORS, CORE_VALUES, INDUSTRIES, LOCATIONS, PERSONA_TYPES, STRENGTHS } from '../launchpad/constants';
import type { LaunchpadState } from '../launchpad/types';
import { gapDeck, uniquenessScore } from '../launchpad/selectors';
import { fitText, modelFor, prefillFromLaunchPad, pricingFor } from './launchpad';
import { checkFounderProfile, checkRivalProfile } from './profiles';
import { validateProduct } from './rules';
import { initialState, step as engineStep } from './engine';
import { recordSave } from '../core/record';
import { decode, encode } from '../core/save';
import { playMoves } from '../core/testkit';
import { rules } from './index';
import { manifest } from './manifest';
import type { SummitAction } from './types';
import { STORY } from '../../content/summit/story';

const save = (data: unknown) => JSON.stringify({ v: 1, data });

type Overrides = Partial<Omit<LaunchpadState, 'customerPersona' | 'competitorSelection'>> & {
  customerPersona?: Partial<LaunchpadState['customerPersona']>;
  competitorSelection?: Partial<LaunchpadState['competitorSelection']>;
};
/** A real LaunchPad save (its own initial state) with some answers filled in. */
function lp(o: Overrides = {}): LaunchpadState {
  const base = createInitialState('lp-test');
  return {
    ...base,
    ...o,
    customerPersona: { ...base.customerPersona, ...o.customerPersona },
    competitorSelection: { ...base.competitorSelection, ...o.competitorSelection },
  } as LaunchpadState;
}

const FULL = lp({
  currentStage: 9,
  strengths: ['Creative thinker', 'Natural leader'],
  selectedIndustry: 'EdTech',
  // LaunchPad's validator takes gap texts from its catalogue and requires the score its rules give the text.
  selectedGapIdeas: [gapDeck('EdTech')[0]],
  customerPersona: { ageGroup: '13-18', type: 'Students', location: 'Urban', buyingBehavior: 'Price-conscious', coreValue: 'Achievement-oriented' },
  competitorSelection: { selectedCompetitor: 'edtech-1', uniquenessText: 'Built by students', uniquenessScore: uniquenessScore('Built by students') },
});

describe('LaunchPad pre-fill', () => {
  it('maps a full summary', () => {
    const p = prefillFromLaunchPad(save(FULL));
    expect(p.found).toBe(true);
    expect(p.product).toEqual({
      productConcept: fitText(gapDeck('EdTech')[0].description),
      targetMarket: 'Students aged 13-18, Urban',
      pricingStrategy: 'Low entry price',
      marketingChannel: 'School and club partnerships',
      businessModel: 'Subscription',
    });
    expect(validateProduct(p.product)).toEqual({});
    expect(p.founderProfile).toEqual({ strengths: ['Creative thinker', 'Natural leader'], industry: 'EdTech' });
    expect(p.rivalProfile).toEqual({ competitor: 'edtech-1', uniquenessText: 'Built by students', uniquenessScore: uniquenessScore('Built by students') });
  });

  it('falls back to the industry for the concept and leaves unknown choices blank', () => {
    const p = prefillFromLaunchPad(save(lp({ selectedIndustry: 'Art & Design', customerPersona: { ageGroup: '19-25' } })));
    expect(p.product).toEqual({ productConcept: 'A new Art & Design idea', targetMarket: 'People aged 19-25', pricingStrategy: '', marketingChannel: '', businessModel: '' });
  });

  it('channel precedence: trend-driven, then community, then persona type', () => {
    const ch = (persona: Overrides['customerPersona']) => prefillFromLaunchPad(save(lp({ customerPersona: persona }))).product.marketingChannel;
    expect(ch({ buyingBehavior: 'Trend-driven', coreValue: 'Community-driven', type: 'Students' })).toBe('Social media');
    expect(ch({ coreValue: 'Community-driven', type: 'Students' })).toBe('Local events');
    expect(ch({ type: 'Creators' })).toBe('Creator partnerships');
    expect(ch({ type: 'Parents' })).toBe('');
  });

  it('never fails and gives blanks for missing, corrupt or odd saves', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', '{"v":1}', '{"v":1,"data":null}', save({ customerPersona: 'x', selectedGapIdeas: 'y', strengths: 5, competitorSelection: [] })]) {
      const p = prefillFromLaunchPad(raw);
      expect(p.found).toBe(false);
      expect(Object.values(p.product).every((v) => v === '')).toBe(true);
    }
  });

  it('reads the save through LaunchPad’s own validator: a save LaunchPad would not load pre-fills nothing', () => {
    // Partial saves and values outside LaunchPad's lists were mapped field by field before.
    for (const data of [
      { selectedIndustry: 'EdTech', customerPersona: { buyingBehavior: 'Price-conscious' } },
      { ...FULL, customerPersona: { ...FULL.customerPersona, type: 'Aliens' } },
      { ...FULL, strengths: ['Creative thinker', 'Creative thinker'] },
    ]) {
      const p = prefillFromLaunchPad(save(data));
      expect(p).toEqual({ product: { productConcept: '', targetMarket: '', pricingStrategy: '', marketingChannel: '', businessModel: '' }, founderProfile: null, rivalProfile: null, found: false });
    }
  });

  it('"__proto__" and "constructor" as saved values never give an object or a function', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(pricingFor(key)).toBe('');
      expect(modelFor(key)).toBe('');
      const p = prefillFromLaunchPad(save({ ...FULL, selectedIndustry: key, customerPersona: { ...FULL.customerPersona, buyingBehavior: key } }));
      expect(typeof p.product.pricingStrategy).toBe('string');
      expect(typeof p.product.businessModel).toBe('string');
      expect(p.product.pricingStrategy).toBe('');
      expect(p.product.businessModel).toBe('');
    }
    // The same keys as raw JSON (JSON.parse makes "__proto__" an own key).
    const raw = save(FULL).replace('"Price-conscious"', '"__proto__"').replace('"selectedIndustry":"EdTech"', '"selectedIndustry":"constructor"');
    const p = prefillFromLaunchPad(raw);
    expect(typeof p.product.pricingStrategy).toBe('string');
    expect(typeof p.product.businessModel).toBe('string');
  });

  it('cuts long texts to the 60-character limit, never inside an emoji, and cleans what LaunchPad kept', () => {
    const long = gapDeck('EdTech')[1];
    expect(long.description.length).toBeGreaterThan(60);
    const p = prefillFromLaunchPad(save(lp({ selectedIndustry: 'EdTech', selectedGapIdeas: [long] })));
    expect(p.product.productConcept.length).toBeLessThanOrEqual(60);
    expect(p.product.productConcept.endsWith('…')).toBe(true);
    expect(fitText('short')).toBe('short');
    const emoji = '👩🏽‍🚀'.repeat(20); // 7 code units each
    const cut = fitText(emoji);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe(`${'👩🏽‍🚀'.repeat(8)}…`);
    const odd = '\u202Eabc\u200B def';
    const rival = prefillFromLaunchPad(save(lp({ competitorSelection: { uniquenessText: odd, uniquenessScore: uniquenessScore(odd) } }))).rivalProfile;
    expect(rival?.uniquenessText).toBe('abc def');
  });

  it('property: any JSON at all maps without throwing to fields within limits', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const p = prefillFromLaunchPad(save(data));
        expect(p.product.productConcept.length).toBeLessThanOrEqual(60);
        expect(p.product.targetMarket.length).toBeLessThanOrEqual(60);
      }),
      { numRuns: 200 },
    );
  });

  it('property: from any valid LaunchPad save, the pre-fill is kept by setup and the save it makes is valid', () => {
    const nullOr = <T,>(xs: readonly T[]) => fc.option(fc.constantFrom(...xs), { nil: null });
    fc.assert(
      fc.property(
        fc.subarray([...STRENGTHS], { maxLength: 3 }),
        nullOr(INDUSTRIES),
        fc.record({ ageGroup: nullOr(AGE_GROUPS), type: nullOr(PERSONA_TYPES), location: nullOr(LOCATIONS), buyingBehavior: nullOr(BUYING_BEHAVIORS), coreValue: nullOr(CORE_VALUES) }),
        fc.string({ maxLength: 400 }),
        fc.option(fc.string({ minLength: 1, maxLength: 200 }), { nil: null }),
        fc.string({ maxLength: 300 }),
        (strengths, industry, persona, uniquenessText, competitor, gap) => {
          const data = lp({
            strengths,
            selectedIndustry: industry,
            customerPersona: persona,
            selectedGapIdeas: gap ? [{ id: 'gap-x-0', description: gap }] : [],
            competitorSelection: { uniquenessText, selectedCompetitor: competitor },
          });
          const p = prefillFromLaunchPad(save(data));
          if (p.founderProfile) expect(checkFounderProfile(p.founderProfile)).toEqual(p.founderProfile);
          if (p.rivalProfile) expect(checkRivalProfile(p.rivalProfile)).toEqual(p.rivalProfile);
          const product = { ...p.product, productConcept: p.product.productConcept.length >= 2 ? p.product.productConcept : 'Idea', targetMarket: 'Teens', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' };
          const move: SummitAction = { type: 'setupProduct', product, founderProfile: p.founderProfile, rivalProfile: p.rivalProfile };
          const r = engineStep(initialState('lp'), move, STORY);
          if (r.refusal) return; // a concept of only invisible characters: refused with its message
          expect(r.state.founderProfile).toEqual(p.founderProfile);
          expect(r.state.rivalProfile).toEqual(p.rivalProfile);
          // The save (the record of this move) loads back to the same state.
          const spec = recordSave(manifest);
          const played = playMoves(rules, { role: null }, 'lp', [move]);
          expect(played.state).toEqual(r.state);
          expect(decode(spec, encode(spec, played))).toEqual({ ok: true, value: played });
        },
      ),
      { numRuns: 150 },
    );
  });
});
