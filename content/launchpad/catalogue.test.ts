import { INDUSTRIES, STRENGTHS, COUNTRIES } from '@/engines/launchpad/constants';
import { DEFAULT_COMPETITORS, DEFAULT_GAPS, INDUSTRY_INFO } from './catalogue';

const nonEmpty = (s: string) => typeof s === 'string' && s.trim().length > 0;

describe('LaunchPad catalogue completeness', () => {
  it('has exactly the 12 industries of the spec', () => {
    expect(Object.keys(INDUSTRY_INFO).sort()).toEqual([...INDUSTRIES].sort());
  });
  it.each(INDUSTRIES.map((i) => [i]))('%s: 6 blurbs, a long "What to Know", 5 gaps, 3 competitors', (industry) => {
    const info = INDUSTRY_INFO[industry];
    expect(Object.keys(info.blurbs).sort()).toEqual([...STRENGTHS].sort());
    for (const s of STRENGTHS) expect(nonEmpty(info.blurbs[s])).toBe(true);
    expect(info.whatToKnow.length).toBeGreaterThanOrEqual(2);
    expect(info.whatToKnow.every(nonEmpty)).toBe(true);
    expect(info.whatToKnow.join(' ').split(/\s+/).length).toBeGreaterThan(120);
    expect(info.gaps).toHaveLength(5);
    expect(info.gaps.every(nonEmpty)).toBe(true);
    expect(new Set(info.gaps).size).toBe(5);
    expect(info.competitors).toHaveLength(3);
    for (const c of info.competitors) {
      for (const f of [c.id, c.name, c.tagline, c.target, c.pricing, c.social]) expect(nonEmpty(f)).toBe(true);
    }
    expect(nonEmpty(info.emoji)).toBe(true);
  });
  it('the generic set has 5 gaps and 3 competitors', () => {
    expect(DEFAULT_GAPS).toHaveLength(5);
    expect(DEFAULT_GAPS.every(nonEmpty)).toBe(true);
    expect(DEFAULT_COMPETITORS).toHaveLength(3);
    for (const c of DEFAULT_COMPETITORS) for (const f of Object.values(c)) expect(nonEmpty(f)).toBe(true);
  });
  it('competitor ids are unique across the whole catalogue; blurbs are not copies', () => {
    const ids = [...DEFAULT_COMPETITORS, ...INDUSTRIES.flatMap((i) => INDUSTRY_INFO[i].competitors)].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const blurbs = INDUSTRIES.flatMap((i) => Object.values(INDUSTRY_INFO[i].blurbs));
    expect(new Set(blurbs).size).toBe(blurbs.length);
  });
  it('offers one country: United States, USA, with its flag', () => {
    expect(COUNTRIES).toEqual([{ code: 'USA', name: 'United States', flagEmoji: '🇺🇸' }]);
  });
});
