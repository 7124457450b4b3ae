/**
 * City Tycoon's class link (docs/classroom.md, "Class links and the class banner"): a leaf module (the settings' limits
 * only), so the teacher's page can offer every game's settings without loading its rules. The table's settings, their
 * defaults and the setup screen's clamping of a typed number live here, and the engine and the manifest read them.
 */
import { GAME } from './game';
import { grouped } from '../core/format';
import type { ClassField, ClassSpec, Params } from '../core/classLink';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  STARTING_CASH_DEFAULT,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  STARTING_CASH_STEP,
  TITLE,
  TURN_CAP_DEFAULT,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
} from './classLimits';

export interface TycoonSettings {
  /** Players at the table, 2–6. */
  players: number;
  /** Starting cash per player, $500–$5,000 in steps of $100. */
  cash: number;
  /** Turn cap, 10–50. */
  cap: number;
}

/** The setup screen's default player count (components/city-tycoon/Setup.tsx starts at 3). */
export const PLAYERS_DEFAULT = 3;
export const DEFAULT_SETTINGS: TycoonSettings = { players: PLAYERS_DEFAULT, cash: STARTING_CASH_DEFAULT, cap: TURN_CAP_DEFAULT };

/**
 * What a typed setup number becomes: clamped to [min, max] and rounded to the
 * step; null when the text is not a number at all (the screen says so).
 */
export function clampSetupNumber(raw: string, min: number, max: number, step = 1): number | null {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return null;
  return Math.min(max, Math.max(min, Math.round(n / step) * step));
}

/** The setup screen's own words for a typed number it changed (Setup.tsx fixNumber), so a link reads the same. */
export const LINK_TEXT = {
  players: `Choose ${MIN_PLAYERS} to ${MAX_PLAYERS} players`,
  cash: `Starting cash is $${STARTING_CASH_MIN}–$${STARTING_CASH_MAX} in steps of $${STARTING_CASH_STEP}`,
  cap: `The turn cap is ${TURN_CAP_MIN}–${TURN_CAP_MAX}`,
} as const;

function numberParam(p: Params, name: string, rangeText: string, unit: string, min: number, max: number, stepBy: number, fallback: number, problems: string[]) {
  const raw = p[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = clampSetupNumber(raw, min, max, stepBy);
  if (v === null) {
    problems.push(`${rangeText}. "${raw}" is not a number: set to ${unit}${fallback}.`);
    return fallback;
  }
  if (String(v) !== raw.trim()) problems.push(`${rangeText}: set to ${unit}${v}.`);
  return v;
}

const FIELDS: readonly ClassField[] = [
  { param: 'players', label: 'Players at the table', kind: 'int', min: MIN_PLAYERS, max: MAX_PLAYERS },
  { param: 'cash', label: 'Starting cash ($)', kind: 'int', min: STARTING_CASH_MIN, max: STARTING_CASH_MAX, step: STARTING_CASH_STEP },
  { param: 'cap', label: 'Turn cap', kind: 'int', min: TURN_CAP_MIN, max: TURN_CAP_MAX },
];

export const classSpec: ClassSpec<TycoonSettings> = {
  game: GAME.id,
  route: GAME.route,
  title: TITLE,
  paramNames: ['players', 'cash', 'cap'],
  fields: FIELDS,
  defaults: DEFAULT_SETTINGS,
  toParams: (s) => ({ players: String(s.players), cash: String(s.cash), cap: String(s.cap) }),
  fromParams: (p) => {
    const problems: string[] = [];
    const settings: TycoonSettings = {
      players: numberParam(p, 'players', LINK_TEXT.players, '', MIN_PLAYERS, MAX_PLAYERS, 1, DEFAULT_SETTINGS.players, problems),
      cash: numberParam(p, 'cash', LINK_TEXT.cash, '$', STARTING_CASH_MIN, STARTING_CASH_MAX, STARTING_CASH_STEP, DEFAULT_SETTINGS.cash, problems),
      cap: numberParam(p, 'cap', LINK_TEXT.cap, '', TURN_CAP_MIN, TURN_CAP_MAX, 1, DEFAULT_SETTINGS.cap, problems),
    };
    return { settings, problems };
  },
  describe: (s) => `City Tycoon · a table of ${s.players} players · $${grouped(s.cash)} each · ${s.cap} turns`,
};

