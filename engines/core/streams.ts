/**
 * Independent random streams per purpose (docs/engines.md, "Random streams"): every draw a game makes is named by
 * its purpose and its place — `randomFor(seed, 'weather', day)`, `randomFor(seed, 'dice', turn)` — and comes from its
 * own generator, derived from the seed. Adding a day, a card or a hazard check therefore changes only the draws it
 * names, never every later one (one shared stream would shift everything after the first extra draw).
 *
 * A seed a student TYPED never goes into a result code: a code holds its private form (`~` + the 128-bit state the
 * text hashes to, 22 base64url characters), and the streams are derived from that state, so the typed text and its
 * private form give exactly the same game.
 */
import { Rng, seedRng, type RngState } from './prng';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PRIVATE_RE = /^~[A-Za-z0-9_-]{21}[AQgw]$/;

/** True for a seed in its private form (`~` + 22 base64url characters: 16 bytes, canonical padding bits). */
export const isPrivateSeed = (seed: string): boolean => PRIVATE_RE.test(seed);

function wordsToText(s: RngState['s']): string {
  const bytes: number[] = [];
  for (const w of s) bytes.push((w >>> 24) & 255, (w >>> 16) & 255, (w >>> 8) & 255, w & 255);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63];
    if (i + 2 < bytes.length) out += B64[n & 63];
  }
  return out;
}

function textToWords(text: string): RngState['s'] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | (j < chunk.length ? B64.indexOf(chunk[j]) : 0);
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  const w = (k: number) => ((bytes[k] << 24) | (bytes[k + 1] << 16) | (bytes[k + 2] << 8) | bytes[k + 3]) >>> 0;
  return [w(0), w(4), w(8), w(12)];
}

/** The 128-bit state a seed stands for: its private form read back, or the hash of the text. */
export function seedState(seed: string): RngState {
  return isPrivateSeed(seed) ? { s: textToWords(seed.slice(1)) } : seedRng(seed);
}

/** What a result code holds for a seed a student typed: the same game, without the text. */
export function privateSeed(seed: string): string {
  return isPrivateSeed(seed) ? seed : `~${wordsToText(seedState(seed).s)}`;
}

const cache = new Map<string, string>();
/** A generator for one purpose and place in one game: the same arguments always give the same draws. */
export function randomFor(seed: string, purpose: string, ...place: number[]): Rng {
  let base = cache.get(seed);
  if (base === undefined) {
    base = seedState(seed).s.join('.');
    if (cache.size > 64) cache.clear();
    cache.set(seed, base);
  }
  return Rng.fromSeed(`${base}|${purpose}|${place.join('.')}`);
}
