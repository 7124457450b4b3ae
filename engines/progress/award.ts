/**
 * XP and levels (docs/progress.md): what a finished game is worth, levels, badges, and `award`, which adds a finish
 * to the record once. Pure: no DOM, no storage, no clock (the caller passes the date).
 */
import { isInt, isNum, isObject, isOneOf, isStr } from '../core/guards';
import { CODE_GAMES } from '../core/codeGames';
import { hash53 } from '../core/hash';
import * as C from './constants';
import { emptyRecord } from './record';
import {
  EVEREST_GRADES,
  type AwardOutcome,
  type Badge,
  type BadgeEntry,
  type BadgeId,
  type Finish,
  type Level,
  type ProgressRecord,
  type XpBreakdown,
} from './types';

export { emptyRecord };

/* ------------------------------------------------------------------ finish ids */

/**
 * The id of one finished game: a hash of its seed and of what identifies the finish (its moves, or its final
 * state's signature). The same game gives the same id after a reload; another seed or other moves give another.
 * Holds nothing readable (no nickname, no typed text).
 */
export function finishId(seed: string, signature: unknown): string {
  return `f${hash53(JSON.stringify([seed, signature ?? null])).toString(36)}`;
}

/* ------------------------------------------------------------------ validation of a finish */

/** What is wrong with a finish an end screen reports, or null when it can be counted. */
export function finishProblem(f: unknown): string | null {
  if (!isObject(f)) return 'not an object';
  if (!isOneOf(f.game, CODE_GAMES)) return 'unknown game';
  if (!isStr(f.id) || !C.FINISH_ID_PATTERN.test(f.id)) return 'id is wrong';
  const r = f.result;
  if (!isObject(r)) return 'result is not an object';
  switch (f.game) {
    case 'everest':
      return isOneOf(r.grade, EVEREST_GRADES) && typeof r.summited === 'boolean' ? null : 'Everest result is wrong';
    case 'bullwhip':
      return isNum(r.chainCost, 0) && isNum(r.autopilotChainCost, 0) ? null : 'Bullwhip result is wrong';
    case 'summit':
      return typeof r.won === 'boolean' && isInt(r.survivors, 0, C.SUMMIT_TEAM_SIZE) ? null : 'Summit result is wrong';
    case 'city-tycoon':
      return isInt(r.players, C.CITY_TYCOON_MIN_PLAYERS, C.CITY_TYCOON_MAX_PLAYERS) && isInt(r.rank, 1, r.players as number)
        ? null
        : 'City Tycoon result is wrong';
    case 'launchpad':
      return isInt(r.stagesDone, 0, C.LAUNCHPAD_STAGES) ? null : 'LaunchPad result is wrong';
  }
}

/* ------------------------------------------------------------------ XP */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The result bonus and what it was for. Assumes a valid finish (see finishProblem). */
export function bonusFor(f: Finish): { xp: number; label: string } {
  switch (f.game) {
    case 'everest':
      return { xp: C.EVEREST_GRADE_XP[f.result.grade], label: `grade ${f.result.grade}` };
    case 'bullwhip': {
      const { chainCost, autopilotChainCost } = f.result;
      // An autopilot's chain cost of 0 can only be matched, not beaten by a ratio.
      const ratio = autopilotChainCost > 0 ? chainCost / autopilotChainCost : chainCost > 0 ? Infinity : 1;
      const tier = C.BULLWHIP_TIERS.find((t) => ratio <= t.maxRatio)!;
      return { xp: tier.xp, label: tier.label };
    }
    case 'summit': {
      const { won, survivors } = f.result;
      const who = `${survivors} of ${C.SUMMIT_TEAM_SIZE} climbers home`;
      return won
        ? { xp: C.SUMMIT_WIN_XP + C.SUMMIT_SURVIVOR_XP * survivors, label: `summit reached, ${who}` }
        : { xp: C.SUMMIT_SURVIVOR_XP_NO_WIN * survivors, label: `no summit, ${who}` };
    }
    case 'city-tycoon': {
      const { players, rank } = f.result;
      const xp = Math.round((C.CITY_TYCOON_FIRST_XP * (players - rank)) / (players - 1));
      return { xp, label: `place ${rank} of ${players} at the table` };
    }
    case 'launchpad': {
      const n = f.result.stagesDone;
      return n >= C.LAUNCHPAD_STAGES
        ? { xp: C.LAUNCHPAD_ALL_STAGES_XP, label: 'all nine stages done' }
        : { xp: C.LAUNCHPAD_STAGE_XP * n, label: `${plural(n, 'stage')} of ${C.LAUNCHPAD_STAGES} done` };
    }
  }
}

export function xpFor(f: Finish): XpBreakdown {
  const b = bonusFor(f);
  const bonus = Math.max(0, Math.min(C.MAX_BONUS_XP, b.xp));
  return { finish: C.FINISH_XP, bonus, bonusFor: b.label, total: C.FINISH_XP + bonus };
}

/* ------------------------------------------------------------------ levels */

export function levelFor(xp: number): Level {
  let level = C.LEVELS[0];
  for (const l of C.LEVELS) if (xp >= l.min) level = l;
  return level;
}

export interface LevelProgress {
  level: Level;
  next: Level | null;
  /** XP still needed for the next level (0 at the top). */
  toNext: number;
  /** How far through this level, 0–1 (1 at the top). */
  fraction: number;
}

export function levelProgress(xp: number): LevelProgress {
  const level = levelFor(xp);
  const next = C.LEVELS.find((l) => l.number === level.number + 1) ?? null;
  if (!next) return { level, next, toNext: 0, fraction: 1 };
  return { level, next, toNext: next.min - xp, fraction: (xp - level.min) / (next.min - level.min) };
}

/* ------------------------------------------------------------------ badges */

export const badgeById = (id: BadgeId): Badge => C.BADGES.find((b) => b.id === id)!;

/** Whether a badge is earned by the record (after the finish was counted) and the finish itself. */
function earns(id: BadgeId, r: ProgressRecord, f: Finish): boolean {
  switch (id) {
    case 'first-bullwhip':
      return r.counts.bullwhip > 0;
    case 'first-everest':
      return r.counts.everest > 0;
    case 'first-summit':
      return r.counts.summit > 0;
    case 'first-city-tycoon':
      return r.counts['city-tycoon'] > 0;
    case 'first-launchpad':
      return r.counts.launchpad > 0;
    case 'all-five':
      return CODE_GAMES.every((g) => r.counts[g] > 0);
    case 'beat-the-autopilot':
      return f.game === 'bullwhip' && f.result.chainCost < f.result.autopilotChainCost;
    case 'top-grade':
      return f.game === 'everest' && f.result.grade === 'S';
    case 'no-one-left-behind':
      return f.game === 'summit' && f.result.won && f.result.survivors === C.SUMMIT_TEAM_SIZE;
    case 'top-of-the-table':
      return f.game === 'city-tycoon' && f.result.rank === 1;
  }
}

/* ------------------------------------------------------------------ award */

/**
 * Adds a finished game to the record: finish XP + result bonus, the counts, any badge it earns. Idempotent: a
 * finish whose game and id are already in the record adds nothing (a reload of an end screen, a second tab).
 * An invalid finish adds nothing and says why. Never changes `record`.
 */
export function award(record: ProgressRecord, finish: Finish, at: string): AwardOutcome {
  const problem = finishProblem(finish);
  if (problem) return { record, gained: 0, breakdown: null, already: false, newBadges: [], problem };
  const earlier = record.recent.find((e) => e.game === finish.game && e.id === finish.id);
  if (earlier) return { record, gained: 0, breakdown: null, already: true, earlier, newBadges: [] };

  const breakdown = xpFor(finish);
  const xp = Math.min(C.XP_MAX, record.xp + breakdown.total);
  const counts = { ...record.counts, [finish.game]: Math.min(C.COUNT_MAX, record.counts[finish.game] + 1) };
  const recent = [...record.recent, { game: finish.game, id: finish.id, xp: breakdown.total, at }].slice(-C.RECENT_MAX);
  const next: ProgressRecord = { xp, counts, recent, badges: record.badges };
  const have = new Set(record.badges.map((b) => b.id));
  const won = C.BADGES.filter((b) => !have.has(b.id) && earns(b.id, next, finish));
  const badges: BadgeEntry[] = [...record.badges, ...won.map((b) => ({ id: b.id, at }))];
  const from = levelFor(record.xp);
  const to = levelFor(xp);
  return {
    record: { ...next, badges },
    gained: xp - record.xp,
    breakdown,
    already: false,
    newBadges: won,
    ...(to.number > from.number ? { levelUp: { from, to } } : {}),
  };
}
