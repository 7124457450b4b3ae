/**
 * A student's attempts at a class game on this device (docs/classroom.md, "Attempts"), under its own key
 * `class-attempts` through the one storage layer: for each simulation, class and seed, the finished games in the order
 * they were first finished, each as a short id of its moves. A result code carries the attempt number it gives: the
 * place of its game in that list (the same moves are the same attempt), or, for a half-way code, the next place.
 * Leaving a class and opening its link again keeps the count. Nothing here is ever sent anywhere.
 */
import { CODE_GAMES, CLASS_ID_MAX, ATTEMPT_MAX, type CodeGame } from '@/engines/core/codeGames';
import { hash53 } from '@/engines/core/hash';
import { isObject } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { persistedAtom } from '@/lib/storage/persisted';

export const CLASS_ATTEMPTS_KEY = 'class-attempts';
/** Classes remembered; past this the oldest entry is dropped (a new class starts at attempt 1 anyway). */
export const ATTEMPT_CLASSES_MAX = 60;
/** Finished games remembered per class; past this every further attempt reads as one more than the last. */
export const ATTEMPTS_KEPT_MAX = 200;

/** key: game, class id and seed → finished games' ids, first finished first. */
export type ClassAttempts = Record<string, string[]>;

export interface AttemptPlace {
  game: CodeGame;
  /** '' for a solo game. */
  classId: string;
  seed: string;
}

/** The seed as a short hash: any seed text makes a key of the same plain shape. */
export const attemptKey = (p: AttemptPlace): string => `${p.game}|${p.classId}|${hash53(p.seed).toString(36)}`;

const KEY_RE = new RegExp(`^(${CODE_GAMES.join('|')})\\|[A-Za-z0-9_-]{0,${CLASS_ID_MAX}}\\|[0-9a-z]{1,12}$`);
const ID_RE = /^[0-9a-z]{1,16}$/;

export function validateClassAttempts(x: unknown): ClassAttempts | string {
  if (!isObject(x)) return 'not an object';
  const entries = Object.entries(x);
  if (entries.length > ATTEMPT_CLASSES_MAX) return 'too many classes';
  const out: ClassAttempts = {};
  for (const [k, v] of entries) {
    if (!KEY_RE.test(k)) return `a key is wrong: ${k.slice(0, 40)}`;
    if (!Array.isArray(v) || v.length > ATTEMPTS_KEPT_MAX || !v.every((id) => typeof id === 'string' && ID_RE.test(id))) return `${k.slice(0, 40)}: the list is wrong`;
    if (new Set(v).size !== v.length) return `${k.slice(0, 40)}: a game is listed twice`;
    out[k] = [...v];
  }
  return out;
}

/** The attempt number of a finished game (its id), or of a game still in progress (id null): 1 = first. */
export function attemptNumber(all: ClassAttempts, place: AttemptPlace, id: string | null): number {
  const list = Object.hasOwn(all, attemptKey(place)) ? all[attemptKey(place)] : [];
  const i = id === null ? -1 : list.indexOf(id);
  return Math.min(ATTEMPT_MAX, i >= 0 ? i + 1 : list.length + 1);
}

/** Records a finished game (nothing changes when it is already listed). The newest class moves last; the oldest drops. */
export function recordFinish(all: ClassAttempts, place: AttemptPlace, id: string): ClassAttempts {
  const key = attemptKey(place);
  const list = Object.hasOwn(all, key) ? all[key] : [];
  if (list.includes(id) || list.length >= ATTEMPTS_KEPT_MAX) return all;
  const rest = Object.entries(all).filter(([k]) => k !== key);
  while (rest.length >= ATTEMPT_CLASSES_MAX) rest.shift();
  return Object.fromEntries([...rest, [key, [...list, id]]]);
}

export const classAttemptsSpec: SaveSpec<ClassAttempts> = { key: CLASS_ATTEMPTS_KEY, version: 1, validate: validateClassAttempts };
export const classAttemptsAtom = persistedAtom<ClassAttempts>(classAttemptsSpec, {});
