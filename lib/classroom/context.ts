/**
 * The class games a student has joined on this device (docs/classroom.md): one entry per simulation, saved under its
 * own key `class-games` through the one storage layer, so a class survives a reload and Summit's three routes.
 * A link's settings are kept as the link's parameters and read again through the game's ClassSpec each time, so
 * there is one validation path for a link and for a saved class. Nothing here is ever sent anywhere.
 */
import { CODE_GAMES, NICKNAME_MAX, type CodeGame } from '@/engines/core/codeGames';
import { CLASS_ID_PATTERN, LINK_SEED_PATTERN } from '@/engines/core/classLink';
import { isObject, isStr } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { isCleanName } from '@/engines/core/text';
import { persistedAtom } from '@/lib/storage/persisted';

import { CLASS_GAMES_KEY } from './keys';

export { CLASS_GAMES_KEY };

export interface SavedClass {
  classId: string;
  seed: string;
  /** The link's own settings parameters (not class or seed), as strings. */
  params: Record<string, string>;
  /** The nickname the student chose for the result code ('' = none). */
  nickname: string;
  /** When the link was opened (ISO date). */
  joined: string;
}

export type ClassGames = Partial<Record<CodeGame, SavedClass>>;

const MAX_PARAMS = 12;

export function validateSavedClass(x: unknown): SavedClass | string {
  if (!isObject(x)) return 'not an object';
  if (!isStr(x.classId) || !CLASS_ID_PATTERN.test(x.classId)) return 'class id is wrong';
  if (!isStr(x.seed) || !LINK_SEED_PATTERN.test(x.seed)) return 'seed is wrong';
  if (!isObject(x.params)) return 'params are not an object';
  const entries = Object.entries(x.params);
  if (entries.length > MAX_PARAMS) return 'too many params';
  const params: Record<string, string> = {};
  for (const [k, v] of entries) {
    if (!/^[a-z][a-zA-Z0-9]{0,23}$/.test(k) || !isStr(v, 200)) return `param ${k.slice(0, 24)} is wrong`;
    params[k] = v;
  }
  if (x.nickname !== '' && !isCleanName(x.nickname, NICKNAME_MAX)) return 'nickname is wrong';
  if (!isStr(x.joined, 40) || Number.isNaN(Date.parse(x.joined))) return 'joined date is wrong';
  return { classId: x.classId, seed: x.seed, params, nickname: x.nickname as string, joined: x.joined };
}

export function validateClassGames(x: unknown): ClassGames | string {
  if (!isObject(x)) return 'not an object';
  const out: ClassGames = {};
  for (const [game, entry] of Object.entries(x)) {
    if (!(CODE_GAMES as readonly string[]).includes(game)) return `unknown game ${game.slice(0, 24)}`;
    const v = validateSavedClass(entry);
    if (typeof v === 'string') return `${game}: ${v}`;
    out[game as CodeGame] = v;
  }
  return out;
}

export const classGamesSpec: SaveSpec<ClassGames> = { key: CLASS_GAMES_KEY, version: 1, validate: validateClassGames };

export const classGamesAtom = persistedAtom<ClassGames>(classGamesSpec, {});
