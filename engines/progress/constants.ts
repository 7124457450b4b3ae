/**
 * XP, levels and badges (docs/progress.md). The product asks for XP for finishing each simulation and for its
 * grade or result, with named levels and badges; the figures are this project's, chosen so that:
 * - finishing anything is worth the same (100 XP): every simulation teaches something, none is "the XP one";
 * - the result bonus is at most 200 XP, so a good result is worth up to three finishes' XP, but a weak result still
 *   levels you up — students are rewarded for playing and for playing well, never punished;
 * - one finish (about 150–200 XP) reaches level 2, all five simulations once (about 900 XP) reach level 4, and the
 *   top level needs roughly fifteen to twenty good finishes: a term of classes, "level up week by week".
 * No leaderboard, nothing sent: the record stays in this browser.
 */
import type { Badge, EverestGrade, Level, ProgressGame } from './types';

/** XP for finishing any simulation. */
export const FINISH_XP = 100;

/** The most a result can add on top of the finish XP. */
export const MAX_BONUS_XP = 200;

/** Everest: the bonus by grade (grades from engines/everest/constants.ts). */
export const EVEREST_GRADE_XP: Record<EverestGrade, number> = { S: 200, 'A+': 160, A: 120, B: 80, C: 40, D: 0 };

/**
 * Bullwhip Rush: the bonus by the chain's cost as the student played against the chain's cost with the autopilot in
 * the student's seat on the same demand (chain cost ÷ autopilot's chain cost, at most this ratio), best tier first.
 * The game's score is the chain's cost (docs/rules/bullwhip.md "Score"), so this is what the bonus reads.
 */
export const BULLWHIP_TIERS: readonly { maxRatio: number; xp: number; label: string }[] = [
  { maxRatio: 0.8, xp: 200, label: 'chain cost 20% or more below the autopilot’s' },
  { maxRatio: 1, xp: 120, label: 'chain cost at or below the autopilot’s' },
  { maxRatio: 1.25, xp: 60, label: 'chain cost within 25% of the autopilot’s' },
  { maxRatio: Infinity, xp: 0, label: 'chain cost more than 25% above the autopilot’s' },
];

/** Summit of Decisions: reaching the summit, and each climber brought home. */
export const SUMMIT_WIN_XP = 100;
export const SUMMIT_SURVIVOR_XP = 20;
/** Without the summit, each survivor still counts, at half. */
export const SUMMIT_SURVIVOR_XP_NO_WIN = 10;
export const SUMMIT_TEAM_SIZE = 5;

/** City Tycoon: first place at the table gets this; last gets 0; places between are spread evenly. */
export const CITY_TYCOON_FIRST_XP = 150;
export const CITY_TYCOON_MIN_PLAYERS = 2;
export const CITY_TYCOON_MAX_PLAYERS = 6;

/** LaunchPad: all nine stages done, or this much per stage done. */
export const LAUNCHPAD_STAGES = 9;
export const LAUNCHPAD_ALL_STAGES_XP = 150;
export const LAUNCHPAD_STAGE_XP = 10;

/** Levels: names a 13–18-year-old business student climbs through, from first job to running the company. */
export const LEVELS: readonly Level[] = [
  { number: 1, name: 'Intern', min: 0 },
  { number: 2, name: 'Trainee', min: 150 },
  { number: 3, name: 'Analyst', min: 400 },
  { number: 4, name: 'Team Lead', min: 800 },
  { number: 5, name: 'Manager', min: 1300 },
  { number: 6, name: 'Director', min: 2000 },
  { number: 7, name: 'Entrepreneur', min: 3000 },
  { number: 8, name: 'CEO', min: 4500 },
];

/** The simulations' names, as the hub shows them. */
export const GAME_NAMES: Record<ProgressGame, string> = {
  bullwhip: 'Bullwhip Rush',
  everest: 'Everest Expedition',
  summit: 'Summit of Decisions',
  'city-tycoon': 'City Tycoon',
  launchpad: 'LaunchPad',
};

/** Badges, in the order the hub lists them. The LaunchPad one is the spec's "Founder Badge". */
export const BADGES: readonly Badge[] = [
  { id: 'first-bullwhip', name: 'Chain Reaction', how: 'Finish Bullwhip Rush.' },
  { id: 'first-everest', name: 'Mountaineer', how: 'Finish the Everest Expedition.' },
  { id: 'first-summit', name: 'Team Player', how: 'Finish Summit of Decisions.' },
  { id: 'first-city-tycoon', name: 'Deal Maker', how: 'Finish a game of City Tycoon.' },
  { id: 'first-launchpad', name: 'Founder Badge', how: 'Finish Week 1: LaunchPad.' },
  { id: 'all-five', name: 'Full Portfolio', how: 'Finish all five simulations.' },
  {
    id: 'beat-the-autopilot',
    name: 'Beat the Autopilot',
    how: 'In Bullwhip Rush, end with a lower chain cost than the autopilot gets in your seat on the same demand.',
  },
  { id: 'top-grade', name: 'Top Grade', how: 'Earn grade S on the Everest Expedition.' },
  { id: 'no-one-left-behind', name: 'No One Left Behind', how: 'Reach the summit in Summit of Decisions with all five climbers.' },
  { id: 'top-of-the-table', name: 'Top of the Table', how: 'Finish first at a City Tycoon table.' },
];

/** How many counted finishes the record keeps by id, so the same game is never counted twice. */
export const RECENT_MAX = 200;

/** Caps the validator accepts (a record beyond these was not written by this site). */
export const XP_MAX = 100_000_000;
export const COUNT_MAX = 1_000_000;
export const FINISH_ID_MAX = 96;
export const FINISH_ID_PATTERN = /^[A-Za-z0-9._:~-]{1,96}$/;
