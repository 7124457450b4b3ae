import fc from 'fast-check';
import { Rng, seedRng, isRngState } from './prng';

describe('seeded PRNG', () => {
  it('gives the same stream for the same text seed', () => {
    const a = Rng.fromSeed('BR-DEMO-001');
    const b = Rng.fromSeed('BR-DEMO-001');
    const xs = Array.from({ length: 50 }, () => a.next());
    const ys = Array.from({ length: 50 }, () => b.next());
    expect(xs).toEqual(ys);
  });

  it('gives different streams for different seeds', () => {
    const a = Rng.fromSeed('CT-DEMO-1');
    const b = Rng.fromSeed('CT-DEMO-2');
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('survives a JSON save and reload mid-stream', () => {
    const a = Rng.fromSeed('save-me');
    for (let i = 0; i < 7; i++) a.next();
    const saved = JSON.parse(JSON.stringify(a.state));
    expect(isRngState(saved)).toBe(true);
    const b = new Rng(saved);
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(Array.from({ length: 20 }, () => a.next()));
  });

  it('does not mutate the state object it was built from', () => {
    const s = seedRng('x');
    const copy = JSON.parse(JSON.stringify(s));
    const r = new Rng(s);
    r.next();
    r.next();
    expect(s).toEqual(copy);
  });

  it('rejects malformed states', () => {
    expect(isRngState(null)).toBe(false);
    expect(isRngState({ s: [1, 2, 3] })).toBe(false);
    expect(isRngState({ s: [1, 2, 3, -1] })).toBe(false);
    expect(isRngState({ s: [1, 2, 3, 1.5] })).toBe(false);
    expect(isRngState({ s: ['1', 2, 3, 4] })).toBe(false);
  });

  it('keeps next() in [0, 1) and int() within bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const r = Rng.fromSeed(seed);
        for (let i = 0; i < 30; i++) {
          const f = r.next();
          expect(f).toBeGreaterThanOrEqual(0);
          expect(f).toBeLessThan(1);
          const n = r.int(min, min + span);
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(min);
          expect(n).toBeLessThanOrEqual(min + span);
        }
      }),
    );
  });

  it('throws on an impossible int range and an empty pick', () => {
    const r = Rng.fromSeed('e');
    expect(() => r.int(3, 2)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });

  it('rolls every face of a die, roughly evenly', () => {
    const r = Rng.fromSeed('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[r.die() - 1]++;
    for (const c of counts) {
      expect(c).toBeGreaterThan(850);
      expect(c).toBeLessThan(1150);
    }
    expect(r.dice()).toHaveLength(2);
  });

  it('shuffles into a permutation without touching the input', () => {
    const r = Rng.fromSeed('deck');
    const deck = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const out = r.shuffle(deck);
    expect(deck).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...out].sort()).toEqual(deck);
    expect(out).not.toEqual(deck);
  });

  it('honours chance at its edges', () => {
    const r = Rng.fromSeed('p');
    for (let i = 0; i < 100; i++) {
      expect(r.chance(0)).toBe(false);
      expect(r.chance(1)).toBe(true);
    }
  });
});
