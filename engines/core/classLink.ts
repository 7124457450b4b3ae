/**
 * Class links (docs/classroom.md, "Class links"): a class is a link — the simulation's route, its settings and a seed
 * in the query string, plus a random class id. No personal data ever goes into a link.
 *
 *   /simulation/game-theory?class=C-1X2Y3Z&seed=BW-K3J9&scenario=classic&role=W
 *
 * Each game describes its settings with a ClassSpec (in `engines/<game>/classroom.ts`): which query parameters it
 * reads, how a missing or out-of-range value is clamped or refused (with the same words as the game's own setup
 * screen), and how the settings read in words ("Bullwhip Rush · Classic demand · you play the Wholesaler").
 * Pure: no DOM, no storage.
 */
import type { CodeGame } from './code';
import { CLASS_ID_MAX, SEED_MAX } from './code';

export const CLASS_PARAM = 'class';
export const SEED_PARAM = 'seed';
/** A class id: 4–32 letters, digits, '-' or '_' (made by newSeed('C') on the teacher's page). */
export const CLASS_ID_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
/** A seed in a link: 1–64 letters, digits, '-' or '_' (a teacher may type one; anything else is refused). */
export const LINK_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type Params = Readonly<Record<string, string>>;

/** One setting on the teacher's class form; the form is built from these, and `fromParams` reads what it writes. */
export type ClassField =
  | { param: string; label: string; kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { param: string; label: string; kind: 'int'; min: number; max: number; step?: number };

export interface ClassSpec<Settings> {
  game: CodeGame;
  /** The simulation's route, e.g. '/simulation/game-theory'. */
  route: string;
  /** The simulation's name, as the catalogue writes it. */
  title: string;
  /** The query parameters this game reads (besides class and seed), in the order a link writes them. */
  paramNames: readonly string[];
  /** The settings a teacher picks (LaunchPad: none). */
  fields: readonly ClassField[];
  defaults: Settings;
  toParams: (s: Settings) => Record<string, string>;
  /** Reads settings; a missing value takes the default, an out-of-range one is clamped or refused, with a problem. */
  fromParams: (p: Params) => { settings: Settings; problems: string[] };
  /** The settings in words, for the class banner and the teacher's list. */
  describe: (s: Settings) => string;
}

export interface ClassContext<Settings> {
  game: CodeGame;
  classId: string;
  seed: string;
  settings: Settings;
}

export type ClassLinkRead<Settings> =
  | { kind: 'none' }
  | { kind: 'class'; context: ClassContext<Settings>; problems: string[] }
  | { kind: 'invalid'; problems: string[] };

export const CLASS_LINK_MESSAGES = {
  badClass: 'This class link is incomplete or damaged (the class id is missing or wrong), so the normal game opened. Ask your teacher for the link again.',
  badSeed: 'This class link has no valid seed, so the normal game opened. Ask your teacher for the link again.',
} as const;

/** Reads a class link's query; anything without a `class` parameter is an ordinary visit. */
export function readClassLink<S>(spec: ClassSpec<S>, query: Params): ClassLinkRead<S> {
  if (!(CLASS_PARAM in query)) return { kind: 'none' };
  const classId = query[CLASS_PARAM] ?? '';
  if (!CLASS_ID_PATTERN.test(classId)) return { kind: 'invalid', problems: [CLASS_LINK_MESSAGES.badClass] };
  const seed = query[SEED_PARAM] ?? '';
  if (!LINK_SEED_PATTERN.test(seed)) return { kind: 'invalid', problems: [CLASS_LINK_MESSAGES.badSeed] };
  const { settings, problems } = spec.fromParams(query);
  return { kind: 'class', context: { game: spec.game, classId, seed, settings }, problems };
}

/** The link's path and query (no origin): settings in the spec's order, then class and seed. */
export function classLinkPath<S>(spec: ClassSpec<S>, context: ClassContext<S>): string {
  const q = new URLSearchParams();
  q.set(CLASS_PARAM, context.classId.slice(0, CLASS_ID_MAX));
  q.set(SEED_PARAM, context.seed.slice(0, SEED_MAX));
  const p = spec.toParams(context.settings);
  for (const name of spec.paramNames) if (p[name] !== undefined) q.set(name, p[name]);
  return `${spec.route}?${q.toString()}`;
}

/** URLSearchParams → a plain record (the first value of each name), for readClassLink. */
export function paramsOf(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const q = new URLSearchParams(search);
  for (const [k, v] of q) if (!(k in out)) out[k] = v.slice(0, 200);
  return out;
}

/** Helper for fromParams: a whole number within [min, max]; missing → fallback; out of range → clamped + problem. */
export function intParam(
  p: Params,
  name: string,
  label: string,
  min: number,
  max: number,
  fallback: number,
  problems: string[],
): number {
  const raw = p[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(raw.trim())) {
    problems.push(`${label} "${raw}" is not a number: ${fallback} is used.`);
    return fallback;
  }
  const clamped = Math.min(max, Math.max(min, Math.round(n)));
  if (clamped !== n) problems.push(`${label} must be a whole number from ${min} to ${max}: ${clamped} is used.`);
  return clamped;
}

/** Helper for fromParams: one of a list; missing → fallback; unknown → fallback + problem. */
export function oneOfParam<T extends string>(
  p: Params,
  name: string,
  label: string,
  options: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = p[name];
  if (raw === undefined || raw === '') return fallback;
  if ((options as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${label} "${raw}" is not one of ${options.join(', ')}: ${fallback} is used.`);
  return fallback;
}
