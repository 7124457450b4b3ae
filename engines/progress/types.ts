/**
 * XP and levels (docs/progress.md): the shapes. Pure types, no DOM, no storage.
 *
 * A game's end screen mounts `<EndScreenXp finish={{ game, id, result }} />` (components/progress/EndScreenXp.tsx).
 * `game` is one of CODE_GAMES, `id` identifies this finished game (use `finishId(seed, moves)` from ./award), and
 * `result` is the game's own result below. Each field says where the game finds the value.
 */
import type { CodeGame } from '../core/codeGames';

export type ProgressGame = CodeGame;

/** Everest's grades, highest first (engines/everest/constants.ts GRADES). */
export const EVEREST_GRADES = ['S', 'A+', 'A', 'B', 'C', 'D'] as const;
export type EverestGrade = (typeof EVEREST_GRADES)[number];

/** Everest summary (phase END): `scoreOf(state).grade`, and `state.summited`. */
export interface EverestResult {
  grade: EverestGrade;
  summited: boolean;
}

/**
 * Bullwhip Rush (12 rounds played), from `summaryOf(state)` (engines/bullwhip/classroom.ts): the chain's total cost
 * as the student played (`chainCost`, the game's score) and the chain's cost when the autopilot plays the student's
 * seat on the same scenario, role and seed (`autopilotChainCost`). Lower is better; the variance ratio earns nothing.
 */
export interface BullwhipResult {
  chainCost: number;
  autopilotChainCost: number;
}

/** Summit of Decisions results: whether the team reached the summit, and `survivors(state)` (0–5). */
export interface SummitResult {
  won: boolean;
  survivors: number;
}

/**
 * City Tycoon game over: `players` at the table (2–6) and the rank (1 = first, ties share a rank, from
 * `ranking(state)`) of Player 1 — the seat of whoever set the table up on this device, whose browser keeps this
 * record. The whole table shares the device, so the record is the table's: the finish XP counts for the table.
 */
export interface CityTycoonResult {
  players: number;
  rank: number;
}

/**
 * LaunchPad stage 9: how many of the nine stages hold the student's own choice rather than the summary's fallback
 * (stage 1 strengths, 2 industry, 3 country, 4 — read, counts when passed, 5 a market gap, 6 a complete persona,
 * 7 a competitor, 8 at least one goal placed, 9 reached). 0–9; 9 means "all nine stages".
 */
export interface LaunchpadResult {
  stagesDone: number;
}

export interface ResultOf {
  bullwhip: BullwhipResult;
  everest: EverestResult;
  summit: SummitResult;
  'city-tycoon': CityTycoonResult;
  launchpad: LaunchpadResult;
}

/** One finished game, as an end screen reports it. */
export type Finish = { [G in ProgressGame]: { game: G; id: string; result: ResultOf[G] } }[ProgressGame];

/** A finished game that was counted (kept so the same game never counts twice, e.g. after a reload). */
export interface FinishEntry {
  game: ProgressGame;
  id: string;
  /** XP it gave. */
  xp: number;
  /** When it was counted (ISO date). */
  at: string;
}

export interface BadgeEntry {
  id: BadgeId;
  /** When it was earned (ISO date). */
  at: string;
}

export const BADGE_IDS = [
  'first-bullwhip',
  'first-everest',
  'first-summit',
  'first-city-tycoon',
  'first-launchpad',
  'all-five',
  'beat-the-autopilot',
  'top-grade',
  'no-one-left-behind',
  'top-of-the-table',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

/** The saved record (key `progress`). */
export interface ProgressRecord {
  /** Total XP (never lowered by trimming `recent`). */
  xp: number;
  /** Finished games counted per simulation (all time). */
  counts: Record<ProgressGame, number>;
  /** The latest counted finishes, oldest first, at most RECENT_MAX: what makes awarding idempotent. */
  recent: FinishEntry[];
  /** Badges earned, in the order earned. */
  badges: BadgeEntry[];
}

export interface Level {
  /** 1-based. */
  number: number;
  name: string;
  /** XP needed to reach it. */
  min: number;
}

export interface XpBreakdown {
  finish: number;
  bonus: number;
  /** What the bonus was for, in words ("grade B"). */
  bonusFor: string;
  total: number;
}

export interface Badge {
  id: BadgeId;
  name: string;
  /** How it is earned, in words. */
  how: string;
}

export interface AwardOutcome {
  record: ProgressRecord;
  /** XP added now (0 when the finish was already counted or was not valid). */
  gained: number;
  breakdown: XpBreakdown | null;
  /** True when this finish had been counted before (nothing added). */
  already: boolean;
  /** When the finish was counted before, that entry. */
  earlier?: FinishEntry;
  levelUp?: { from: Level; to: Level };
  newBadges: Badge[];
  /** Set when the finish could not be counted (a bad result); nothing is added. */
  problem?: string;
}
