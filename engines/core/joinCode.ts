/**
 * Join codes: a class in at most 10 characters that a student can type from a projector into the "Join a class" box
 * on /simulation, decoded on the device (nothing is looked up anywhere). A join code holds the game, the class's
 * settings and a short seed; the class id is derived from the seed, so everyone who types the same code joins the
 * same class and the teacher's report matches their result codes.
 *
 *   code = game char · settings chars · seed chars       (Crockford base32: 0-9 A-Z without I, L, O, U)
 *   game char      = game index in CODE_GAMES + GAMES × format version
 *   settings chars = the settings as one mixed-radix number over the game's class fields (choice: its options,
 *                    whole number: its range in steps), as few characters as the game's fields need (LaunchPad: 0)
 *   seed chars     = JOIN_SEED_CHARS characters; the class's seed is `J` + them, its id `JC-` + them
 *
 * Only a class whose seed is such a join seed has a join code (a seed the teacher typed may be up to 64 characters,
 * which no 10-character code can hold). Reading forgives what people mistype from a screen: lower case, spaces and
 * dashes, O for 0 and I or L for 1. Pure: no DOM, no storage.
 */
import { CODE_GAMES, type CodeGame } from './code';
import type { ClassContext, ClassField, ClassSpec } from './classLink';

import { JOIN_ALPHABET, JOIN_CODE_MAX } from './joinLimits';

export { JOIN_ALPHABET, JOIN_CODE_MAX };
const BASE = JOIN_ALPHABET.length;
/** Characters of seed in a join code: 32^6 ≈ 10^9 seeds. */
export const JOIN_SEED_CHARS = 6;
/** The join code format; a later format changes the game char, so an old code is never misread. */
export const JOIN_FORMAT = 0;
export const JOIN_SEED_PREFIX = 'J';
export const JOIN_CLASS_PREFIX = 'JC-';
const JOIN_SEED_PATTERN = new RegExp(`^${JOIN_SEED_PREFIX}[${JOIN_ALPHABET}]{${JOIN_SEED_CHARS}}$`);

export const JOIN_MESSAGES = {
  empty: 'Type the join code your teacher shows.',
  badChar: 'A join code has only letters and digits. Check the code on the board and type it again.',
  length: (n: number) => `That code has ${n} characters; a join code has at most ${JOIN_CODE_MAX}. Check it on the board.`,
  short: 'That code is too short. Check it on the board and type every character.',
  unknownGame: 'No simulation has that code. Check the first character on the board.',
  newer: 'That join code was made by a newer version of this site — reload this page and try again.',
  badSettings: 'That code does not name settings this simulation has. Check it on the board.',
} as const;

/** A class seed that fits a join code: `J` + six join characters. */
export const isJoinSeed = (seed: string): boolean => JOIN_SEED_PATTERN.test(seed);

/** A fresh join seed from random bits (the teacher's page passes crypto's; tests pass their own). */
export function newJoinSeed(random: (out: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a)): string {
  const bits = random(new Uint32Array(JOIN_SEED_CHARS));
  return JOIN_SEED_PREFIX + Array.from(bits, (b) => JOIN_ALPHABET[b % BASE]).join('');
}

/** The class id every device derives from a join seed. */
export const joinClassId = (seed: string): string => JOIN_CLASS_PREFIX + seed.slice(JOIN_SEED_PREFIX.length);

/** How many values a class field can take, and the value at an index / the index of a value. */
function fieldSize(f: ClassField): number {
  if (f.kind === 'choice') return f.options.length;
  const step = f.step ?? 1;
  return Math.floor((f.max - f.min) / step) + 1;
}
function fieldValue(f: ClassField, i: number): string {
  return f.kind === 'choice' ? f.options[i].value : String(f.min + i * (f.step ?? 1));
}
function fieldIndex(f: ClassField, value: string): number {
  if (f.kind === 'choice') return f.options.findIndex((o) => o.value === value);
  const step = f.step ?? 1;
  const n = Number(value);
  const i = (n - f.min) / step;
  return Number.isInteger(i) && i >= 0 && i < fieldSize(f) ? i : -1;
}

/** Characters the settings of a game take. */
export function settingsChars(spec: ClassSpec<unknown>): number {
  const total = spec.fields.reduce((p, f) => p * fieldSize(f), 1);
  let chars = 0;
  for (let room = 1; room < total; room *= BASE) chars++;
  return chars;
}

function toChars(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = JOIN_ALPHABET[n % BASE] + out;
    n = Math.floor(n / BASE);
  }
  return out;
}

/** The join code of a class, or null when its seed is not a join seed or its settings are not on the form's lists. */
export function joinCodeFor<S>(spec: ClassSpec<S>, context: Pick<ClassContext<S>, 'seed' | 'settings'>): string | null {
  if (!isJoinSeed(context.seed)) return null;
  const params = spec.toParams(context.settings);
  let n = 0;
  for (const f of spec.fields) {
    // A choice the link leaves out is its first option (Bullwhip's Team chains: Off, a Solo link has no `team`).
    const i = fieldIndex(f, params[f.param] ?? (f.kind === 'choice' ? f.options[0].value : ''));
    if (i < 0) return null;
    n = n * fieldSize(f) + i;
  }
  const game = CODE_GAMES.indexOf(spec.game) + CODE_GAMES.length * JOIN_FORMAT;
  const code = JOIN_ALPHABET[game] + toChars(n, settingsChars(spec as ClassSpec<unknown>)) + context.seed.slice(JOIN_SEED_PREFIX.length);
  return code.length <= JOIN_CODE_MAX ? code : null;
}

/** A join code as people type it → the canonical characters (or null with the reason). */
export function normaliseJoinCode(text: string): { ok: true; code: string } | { ok: false; message: string } {
  const t = text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!t) return { ok: false, message: JOIN_MESSAGES.empty };
  if (![...t].every((c) => JOIN_ALPHABET.includes(c))) return { ok: false, message: JOIN_MESSAGES.badChar };
  if (t.length > JOIN_CODE_MAX) return { ok: false, message: JOIN_MESSAGES.length(t.length) };
  return { ok: true, code: t };
}

export type JoinRead = { ok: true; game: CodeGame; classId: string; seed: string; params: Record<string, string> } | { ok: false; message: string };

/**
 * Reads a join code with each game's class spec: the game, its class id and seed, and the link's settings as query
 * parameters (the game's own `fromParams` then reads them exactly as it reads a class link).
 */
export function readJoinCode(text: string, specs: Partial<Record<CodeGame, ClassSpec<unknown>>>): JoinRead {
  const norm = normaliseJoinCode(text);
  if (!norm.ok) return norm;
  const code = norm.code;
  const g = JOIN_ALPHABET.indexOf(code[0]);
  if (Math.floor(g / CODE_GAMES.length) > JOIN_FORMAT) return { ok: false, message: JOIN_MESSAGES.newer };
  const game = CODE_GAMES[g % CODE_GAMES.length];
  const spec = specs[game];
  if (!spec) return { ok: false, message: JOIN_MESSAGES.unknownGame };
  const width = settingsChars(spec);
  if (code.length !== 1 + width + JOIN_SEED_CHARS) return { ok: false, message: code.length < 1 + width + JOIN_SEED_CHARS ? JOIN_MESSAGES.short : JOIN_MESSAGES.length(code.length) };
  let n = 0;
  for (const c of code.slice(1, 1 + width)) n = n * BASE + JOIN_ALPHABET.indexOf(c);
  const params: Record<string, string> = {};
  for (let i = spec.fields.length - 1; i >= 0; i--) {
    const f = spec.fields[i];
    const size = fieldSize(f);
    params[f.param] = fieldValue(f, n % size);
    n = Math.floor(n / size);
  }
  if (n !== 0) return { ok: false, message: JOIN_MESSAGES.badSettings };
  const seed = JOIN_SEED_PREFIX + code.slice(1 + width);
  return { ok: true, game, classId: joinClassId(seed), seed, params };
}
