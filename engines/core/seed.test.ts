import { newSeed } from './seed';

describe('newSeed', () => {
  it('is the prefix and two random words in base 36, upper case', () => {
    const fixed = (a: Uint32Array) => {
      a[0] = 35;
      a[1] = 36;
      return a;
    };
    expect(newSeed('climb', fixed)).toBe('CLIMB-Z10');
  });
  it('differs between calls with the real source', () => {
    const seeds = new Set(Array.from({ length: 20 }, () => newSeed('X')));
    expect(seeds.size).toBe(20);
    for (const s of seeds) expect(s).toMatch(/^X-[0-9A-Z]+$/);
  });
});
