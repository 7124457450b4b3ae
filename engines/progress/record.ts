/**
 * The saved progress record (key `progress`): its validator and save spec. Every value a screen reads from the
 * record passes through here first; a record that fails is set aside whole by the storage layer (kept under
 * `progress:corrupt`, nothing deleted) and a fresh record starts.
 */
import { CODE_GAMES } from '../core/codeGames';
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import type { SaveSpec } from '../core/save';
import * as C from './constants';
import { BADGE_IDS, type BadgeEntry, type FinishEntry, type ProgressGame, type ProgressRecord } from './types';

import { PROGRESS_KEY } from './key';
export { PROGRESS_KEY };
export const PROGRESS_VERSION = 1;

/** A record with nothing finished yet. */
export function emptyRecord(): ProgressRecord {
  return {
    xp: 0,
    counts: Object.fromEntries(CODE_GAMES.map((g) => [g, 0])) as Record<ProgressGame, number>,
    recent: [],
    badges: [],
  };
}

const isDate = (x: unknown): x is string => isStr(x, 40) && !Number.isNaN(Date.parse(x));

export function validateRecord(x: unknown): ProgressRecord | string {
  if (!isObject(x)) return 'not an object';
  if (!isInt(x.xp, 0, C.XP_MAX)) return 'xp is wrong';
  if (!isObject(x.counts)) return 'counts are not an object';
  const counts = {} as Record<ProgressGame, number>;
  for (const g of CODE_GAMES) {
    const n = x.counts[g];
    if (!isInt(n, 0, C.COUNT_MAX)) return `count of ${g} is wrong`;
    counts[g] = n;
  }
  if (Object.keys(x.counts).length !== CODE_GAMES.length) return 'counts name an unknown game';

  if (!Array.isArray(x.recent) || x.recent.length > C.RECENT_MAX) return 'recent finishes are wrong';
  const recent: FinishEntry[] = [];
  const ids = new Set<string>();
  let recentXp = 0;
  for (const e of x.recent as unknown[]) {
    if (!isObject(e) || !isOneOf(e.game, CODE_GAMES) || !isStr(e.id) || !C.FINISH_ID_PATTERN.test(e.id)) return 'a finish is wrong';
    if (!isInt(e.xp, 0, C.FINISH_XP + C.MAX_BONUS_XP) || !isDate(e.at)) return 'a finish is wrong';
    const key = `${e.game} ${e.id}`;
    if (ids.has(key)) return 'a finish is listed twice';
    ids.add(key);
    recentXp += e.xp;
    recent.push({ game: e.game, id: e.id, xp: e.xp, at: e.at });
  }
  if (recentXp > x.xp) return 'finishes add up to more XP than the total';
  for (const g of CODE_GAMES) if (recent.filter((e) => e.game === g).length > counts[g]) return `more finishes of ${g} than counted`;

  if (!Array.isArray(x.badges) || x.badges.length > BADGE_IDS.length) return 'badges are wrong';
  const badges: BadgeEntry[] = [];
  for (const b of x.badges as unknown[]) {
    if (!isObject(b) || !isOneOf(b.id, BADGE_IDS) || !isDate(b.at)) return 'a badge is wrong';
    if (badges.some((o) => o.id === b.id)) return 'a badge is listed twice';
    badges.push({ id: b.id, at: b.at });
  }
  return { xp: x.xp, counts, recent, badges };
}

export const progressSpec: SaveSpec<ProgressRecord> = { key: PROGRESS_KEY, version: PROGRESS_VERSION, validate: validateRecord };
