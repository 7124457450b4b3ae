import { isPrivateSeed, privateSeed, randomFor, seedState } from './streams';

const draws = (seed: string, purpose: string, ...place: number[]) => {
  const r = randomFor(seed, purpose, ...place);
  return [r.next(), r.next(), r.next()];
};

describe('random streams per purpose', () => {
  it('gives the same draws for the same seed, purpose and place', () => {
    expect(draws('CLASS-1', 'weather', 3)).toEqual(draws('CLASS-1', 'weather', 3));
  });
  it('gives different draws for another purpose, another place or another seed', () => {
    const a = draws('CLASS-1', 'weather', 3);
    expect(draws('CLASS-1', 'hazard', 3)).not.toEqual(a);
    expect(draws('CLASS-1', 'weather', 4)).not.toEqual(a);
    expect(draws('CLASS-2', 'weather', 3)).not.toEqual(a);
    expect(draws('CLASS-1', 'weather', 3, 0)).not.toEqual(a);
  });
  it('a private seed is the same game as the typed text, and holds none of it', () => {
    const typed = 'my secret seed';
    const p = privateSeed(typed);
    expect(isPrivateSeed(p)).toBe(true);
    expect(p).toMatch(/^~[A-Za-z0-9_-]{22}$/);
    expect(p).not.toContain('secret');
    expect(seedState(p)).toEqual(seedState(typed));
    expect(draws(p, 'dice', 7)).toEqual(draws(typed, 'dice', 7));
    expect(privateSeed(p)).toBe(p);
  });
  it('a text that only looks private (wrong length or padding) is an ordinary seed', () => {
    expect(isPrivateSeed('~abc')).toBe(false);
    expect(isPrivateSeed(`~${'A'.repeat(21)}B`)).toBe(false);
  });
});
