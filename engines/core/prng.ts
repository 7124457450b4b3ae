/**
 * Seeded pseudo-random numbers for every engine.
 *
 * - A text seed ("BR-DEMO-001") is hashed (cyrb128) into 128 bits of state.
 * - The generator is sfc32: fast, good quality, and its whole state is four
 *   32-bit integers, so it is plain JSON data that survives a save and reload.
 * - Engines keep an `RngState` inside their own state. A reducer that needs
 *   randomness does `const rng = new Rng(state.rng)`, draws, and returns
 *   `{ ...next, rng: rng.state }`. The Rng copies its input, so the old state
 *   object is never mutated and reducers stay pure.
 */

export interface RngState {
  /** Four unsigned 32-bit integers. */
  s: [number, number, number, number];
}

/** cyrb128: hash a string into four 32-bit words. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0, k; i < str.length; i++) {
    k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh generator state from a text seed. Same text, same stream. */
export function seedRng(seed: string): RngState {
  const state = { s: cyrb128(String(seed)) } as RngState;
  // Warm up so that similar seeds diverge quickly.
  const rng = new Rng(state);
  for (let i = 0; i < 15; i++) rng.next();
  return rng.state;
}

/** True when `value` has the shape of an RngState (for validating saves). */
export function isRngState(value: unknown): value is RngState {
  if (!value || typeof value !== 'object') return false;
  const s = (value as { s?: unknown }).s;
  return (
    Array.isArray(s) &&
    s.length === 4 &&
    s.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff)
  );
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state.s;
  }

  /** Shorthand: a generator straight from a text seed. */
  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  /** The current state, as a new plain object. */
  get state(): RngState {
    return { s: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0] };
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p (p <= 0 never, p >= 1 always). */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One six-sided die (or `sides`). */
  die(sides = 6): number {
    return this.int(1, sides);
  }

  /** Two dice, e.g. for board games. */
  dice(count = 2, sides = 6): number[] {
    return Array.from({ length: count }, () => this.die(sides));
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() from an empty array');
    return items[this.int(0, items.length - 1)];
  }

  /** A shuffled copy (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
