import fc from 'fast-check';
import { fitText, prefillFromLaunchPad } from './launchpad';
import { validateProduct } from './rules';

const save = (data: unknown) => JSON.stringify({ v: 1, data });

const FULL = {
  currentStage: 9,
  strengths: ['Creative thinker', 'Natural leader'],
  selectedIndustry: 'EdTech',
  selectedGapIdeas: [{ id: 'gap-EdTech-0', description: 'Homework help that adapts to each student' }],
  customerPersona: { ageGroup: '13-18', type: 'Students', location: 'Urban', buyingBehavior: 'Price-conscious', coreValue: 'Achievement-oriented' },
  competitorSelection: { selectedCompetitor: 'edtech-1', uniquenessText: 'Built by students', uniquenessScore: 'high' },
};

describe('LaunchPad pre-fill', () => {
  it('maps a full summary', () => {
    const p = prefillFromLaunchPad(save(FULL));
    expect(p.found).toBe(true);
    expect(p.product).toEqual({
      productConcept: 'Homework help that adapts to each student',
      targetMarket: 'Students aged 13-18, Urban',
      pricingStrategy: 'Low entry price',
      marketingChannel: 'School and club partnerships',
      businessModel: 'Subscription',
    });
    expect(validateProduct(p.product)).toEqual({});
    expect(p.founderProfile).toEqual({ strengths: ['Creative thinker', 'Natural leader'], industry: 'EdTech' });
    expect(p.rivalProfile).toEqual({ competitor: 'edtech-1', uniquenessText: 'Built by students', uniquenessScore: 'high' });
  });

  it('falls back to the industry for the concept and leaves unknown choices blank', () => {
    const p = prefillFromLaunchPad(save({ selectedIndustry: 'Art & Design', customerPersona: { ageGroup: '19-25' } }));
    expect(p.product).toEqual({ productConcept: 'A new Art & Design idea', targetMarket: 'People aged 19-25', pricingStrategy: '', marketingChannel: '', businessModel: '' });
  });

  it('channel precedence: trend-driven, then community, then persona type', () => {
    const ch = (persona: object) => prefillFromLaunchPad(save({ customerPersona: persona })).product.marketingChannel;
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

  it('cuts long texts to the 60-character limit', () => {
    const long = 'An app that helps every student in the whole wide world plan their revision and homework';
    const p = prefillFromLaunchPad(save({ selectedGapIdeas: [{ id: 'g', description: long }] }));
    expect(p.product.productConcept.length).toBeLessThanOrEqual(60);
    expect(p.product.productConcept.endsWith('…')).toBe(true);
    expect(fitText('short')).toBe('short');
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
});
