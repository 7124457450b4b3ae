/**
 * Checks an untrusted saved game (from storage) before it is used, the chessops way: an unvalidated save becomes
 * a valid state or a typed error. Every field the screen reads is checked, and so are the invariants the engine
 * relies on (a day past the window while still climbing, the summit without `summited`, …). The result is a
 * FRESH object built from known fields only: unknown keys are dropped, nothing of the input object is kept.
 *
 * Save versions (all under the one key 'everest-v3'):
 *   1  the state, without `highestCamp` and the `ill` flag (altitude sickness was an injury) → `migrateV1`
 *   2  the state alone, with no history → `migrateV2` wraps it as version 3 with the history unknown
 *   3  `{game, moves}`: the screen kept the moves beside the state (an earlier build) → `migrateV3`
 *   4  the state with its `moves` inside (SAVE_VERSION): `engine.save` is the only save spec again.
 *
 * The moves are checked, never trusted: a list of at most MOVES_MAX known moves that, replayed by the engine from
 * `init({difficulty}, seed)`, gives exactly this state (moves included). A history that fails the check becomes null
 * (unknown): the expedition still loads and plays, it just gets no result code. Replaying is cheap (a finished game
 * is about 20 steps; see bench/everest.bench.ts for the load time).
 */
import { isRngState } from '../core/prng';
import type { SaveSpec } from '../core/save';
import { isInt, isNum, isObject, isOneOf, isStr } from '../core/guards';
import * as C from './constants';
import { MOVES_MAX, init, normaliseSeed, step, visibility } from './engine';
import { campIndex, segmentFrom, totalOxygen } from './selectors';
import { DAY_ACTION_VALUES, END_REASON_VALUES, EVENT_KIND_VALUES, FLOW_VALUES, PACE_VALUES, PHASE_VALUES, REST_REASON_VALUES, START_TIME_VALUES } from './types';
import type { CampId, EverestAction, EverestState, LogEntry, Member, WeatherDay } from './types';

/** The browser storage key of the saved expedition (unchanged since v3 shipped: existing saves keep loading). */
export const SAVE_KEY = 'everest-v3';
export const SAVE_VERSION = 4;

/** Longest log text the engine writes is well under this; the seed inside it is at most 40 characters. */
export const LOG_TEXT_MAX = 600;

const isBool = (x: unknown): x is boolean => typeof x === 'boolean';

class Invalid extends Error {}
function need(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Invalid(what);
}

function readLog(x: unknown, name: string, windowDays: number): LogEntry[] {
  need(Array.isArray(x) && x.length <= C.LOG_MAX, `${name} is not a list of at most ${C.LOG_MAX} entries`);
  return x.map((e) => {
    need(isObject(e) && isInt(e.day, 1, windowDays) && isOneOf(e.kind, EVENT_KIND_VALUES) && isStr(e.text, LOG_TEXT_MAX), `${name} has a bad entry`);
    return { day: e.day, kind: e.kind, text: e.text };
  });
}

function readWeather(x: unknown, difficulty: keyof typeof C.DIFFICULTIES): WeatherDay[] {
  const d = C.DIFFICULTIES[difficulty];
  need(Array.isArray(x) && x.length === d.days + C.FORECAST_DAYS, 'bad weather');
  const windMax = Math.round(C.WIND_MAX_BASE + C.WIND_MAX_VOLATILITY * d.volatility) + C.WIND_STORM;
  return x.map((w, i) => {
    need(
      isObject(w) &&
        w.day === i + 1 &&
        isBool(w.storm) &&
        isInt(w.wind, C.WIND_MIN, windMax) &&
        isInt(w.temp, C.TEMP_MIN + C.TEMP_STORM, C.TEMP_MAX) &&
        w.vis === visibility(w.storm, w.wind),
      'bad weather day',
    );
    return { day: w.day, storm: w.storm, wind: w.wind, temp: w.temp, vis: visibility(w.storm, w.wind) };
  });
}

function readTeam(x: unknown): Member[] {
  need(Array.isArray(x) && x.length === C.TEAM_START.length, 'bad team');
  return x.map((m, i) => {
    const start = C.TEAM_START[i];
    need(
      isObject(m) &&
        m.name === start.name &&
        m.role === start.role &&
        isNum(m.health, C.STAT_MIN, C.STAT_MAX) &&
        isNum(m.fatigue, C.STAT_MIN, C.STAT_MAX) &&
        isNum(m.morale, C.STAT_MIN, C.STAT_MAX) &&
        isNum(m.accl, C.STAT_MIN, C.STAT_MAX) &&
        isBool(m.injured) &&
        isBool(m.ill),
      'bad team member',
    );
    return { name: start.name, role: start.role, health: m.health, fatigue: m.fatigue, morale: m.morale, accl: m.accl, injured: m.injured, ill: m.ill };
  });
}

/** One saved move, rebuilt from known fields, or null. */
export function moveFrom(m: unknown): EverestAction | null {
  if (!isObject(m)) return null;
  if (isOneOf(m.type, DAY_ACTION_VALUES)) return { type: m.type } as EverestAction;
  if (m.type === 'setPace' && isOneOf(m.pace, PACE_VALUES)) return { type: 'setPace', pace: m.pace };
  if (m.type === 'setFlow' && isOneOf(m.flow, FLOW_VALUES)) return { type: 'setFlow', flow: m.flow };
  if (m.type === 'setStart' && isOneOf(m.startTime, START_TIME_VALUES)) return { type: 'setStart', startTime: m.startTime };
  return null;
}

/** A saved move list, bounded and well-formed, or null (unknown history). */
function readMoves(x: unknown, day: number): EverestAction[] | null {
  if (!Array.isArray(x) || x.length > MOVES_MAX) return null;
  const list: EverestAction[] = [];
  let days = 0;
  for (const m of x) {
    const a = moveFrom(m);
    if (!a) return null;
    if (isOneOf(a.type, DAY_ACTION_VALUES)) days++;
    list.push(a);
  }
  // Cheap first: every day action uses at least one day.
  return days <= day ? list : null;
}

/**
 * The moves to keep: the engine replays the saved ones from the game's own start; when that gives exactly this state
 * (everything but the list itself), the list the replay recorded is kept — the saved list when it was written by this
 * engine, its canonical form when an older build kept a setting the rules never used. Otherwise null.
 */
function trustedMoves(s: EverestState): EverestAction[] | null {
  if (!s.moves) return null;
  let r = init({ difficulty: s.difficulty }, s.seed);
  for (const a of s.moves) {
    const out = step(r, a);
    if (out.refusal) return null;
    r = out.state;
  }
  return JSON.stringify({ ...r, moves: null }) === JSON.stringify({ ...s, moves: null }) ? r.moves : null;
}

function read(d: Record<string, unknown>): EverestState {
  need(isStr(d.seed, C.SEED_MAX_LENGTH) && normaliseSeed(d.seed) === d.seed, 'bad seed');
  need(isOneOf(d.difficulty, C.DIFFICULTY_LIST), 'bad difficulty');
  const settings = C.DIFFICULTIES[d.difficulty];
  const windowDays = settings.days;
  need(isInt(d.day, 0, windowDays), 'bad day');
  need(isOneOf(d.phase, PHASE_VALUES), 'bad phase');
  need(isOneOf(d.location, C.CAMPS) && isOneOf(d.highestCamp, C.CAMPS), 'bad location');
  need(campIndex(d.highestCamp) >= campIndex(d.location), 'location above the highest camp reached');

  need(isObject(d.caches), 'bad caches');
  const caches = {} as Record<CampId, number>;
  for (const c of C.CAMPS) {
    const v = d.caches[c];
    need(isNum(v, 0, settings.oxygen) && (C.CACHE_CAMPS.includes(c) || v === 0), 'bad caches');
    caches[c] = v;
  }
  need(isNum(d.oxygen, 0, settings.oxygen) && isNum(d.food, 0, settings.food), 'bad supplies');
  need(totalOxygen({ oxygen: d.oxygen, caches }) <= settings.oxygen, 'more oxygen than the expedition started with');

  need(isObject(d.ropes), 'bad ropes');
  const ropes: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(d.ropes)) {
    const g = C.SEGMENTS.find((x) => x.id === k);
    need(g && isBool(v) && (g.ropeable || !v), 'bad ropes');
    if (v) ropes[k] = true;
  }
  need(d.scouted === null || (typeof d.scouted === 'string' && d.scouted === segmentFrom(d.location)?.id), 'bad scouted flag');

  need(isInt(d.photoDays, 0, d.day) && isInt(d.rescues, 0, d.day) && isInt(d.carries, 0, Math.min(d.day, settings.oxygen)), 'bad counters');
  need(isOneOf(d.pace, C.PACE_LIST) && isOneOf(d.flow, C.FLOW_LIST) && isOneOf(d.startTime, C.START_LIST), 'bad settings');
  need(isNum(d.riskBoost, 0, 1), 'bad risk boost');
  need(isInt(d.restRequired, 0, C.REST_REQUIRED_MAX), 'bad rest flag');
  need(d.restReason === null || isOneOf(d.restReason, REST_REASON_VALUES), 'bad rest reason');
  need((d.restRequired === 0) === (d.restReason === null), 'rest flag and rest reason disagree');
  need(isBool(d.summited), 'bad summit flag');
  need(d.endReason === null || isOneOf(d.endReason, END_REASON_VALUES), 'bad end reason');

  // Invariants of the phases (section 4 of the spec): the engine never produces anything else.
  need((d.location !== 'SUMMIT' && d.highestCamp !== 'SUMMIT') || d.summited, 'at the summit without the summit flag');
  need(!d.summited || d.highestCamp === 'SUMMIT', 'summit flag without reaching the summit');
  if (d.phase === 'ASCENT') need(!d.summited, 'still climbing after the summit');
  if (d.phase === 'DESCENT') need(d.summited && d.location !== 'BC', 'descending without a summit, or already home');
  if (d.phase !== 'END') need(d.day < windowDays && d.endReason === null, 'day past the window while still on the mountain');
  if (d.phase === 'END') {
    need(d.endReason !== null, 'ended without a reason');
    if (d.endReason === 'returned') need(d.summited && d.location === 'BC', "returned but not home from the summit");
    if (d.endReason === 'window') need(d.day === windowDays, 'window closed before its last day');
  }

  const team = readTeam(d.team);
  const weather = readWeather(d.weather, d.difficulty);
  const log = readLog(d.log, 'log', windowDays);
  const lastEvents = readLog(d.lastEvents, 'lastEvents', windowDays);
  need(isRngState(d.rng), 'bad rng state');
  const rng = JSON.parse(JSON.stringify(d.rng)) as EverestState['rng'];

  return {
    seed: d.seed,
    difficulty: d.difficulty,
    day: d.day,
    phase: d.phase,
    location: d.location,
    highestCamp: d.highestCamp,
    caches,
    oxygen: d.oxygen,
    food: d.food,
    ropes,
    scouted: d.scouted as string | null,
    photoDays: d.photoDays,
    rescues: d.rescues,
    carries: d.carries,
    pace: d.pace,
    flow: d.flow,
    startTime: d.startTime,
    riskBoost: d.riskBoost,
    restRequired: d.restRequired,
    restReason: d.restReason,
    summited: d.summited,
    endReason: d.endReason,
    team,
    weather,
    log,
    lastEvents,
    rng,
    moves: readMoves(d.moves, d.day),
  };
}

/** The validator of the storage layer: a fresh, valid state, or a string saying what is wrong. */
export function validateEverest(data: unknown): EverestState | string {
  if (!isObject(data)) return 'not an object';
  try {
    const s = read(data);
    return s.moves ? { ...s, moves: trustedMoves(s) } : s;
  } catch (e) {
    if (e instanceof Invalid) return e.message;
    return `unreadable: ${(e as Error).message}`;
  }
}

/**
 * Version 1 → 2. Adds `highestCamp` (read from the log: the camps the team climbed to, the summit flag and where
 * it is) and splits altitude sickness from injuries (a climber whose last harm in the log was AMS is `ill`).
 * Anything it cannot read is left for the validator to reject.
 */
export function migrateV1(data: unknown): unknown {
  if (!isObject(data)) return data;
  const log = Array.isArray(data.log) ? data.log.filter(isObject) : [];
  let highest = isOneOf(data.location, C.CAMPS) ? campIndex(data.location) : 0;
  if (data.summited === true) highest = C.CAMPS.length - 1;
  for (const e of log) {
    if (typeof e.text !== 'string' || !e.text.startsWith('Climbed the ')) continue;
    C.CAMPS.forEach((c, i) => {
      if ((e.text as string).includes(` to ${C.CAMP_NAMES[c]} (`)) highest = Math.max(highest, i);
    });
  }
  const lastHarm = new Map<string, 'ams' | 'hazard'>();
  for (const e of log) {
    if (typeof e.text !== 'string') continue;
    for (const m of C.TEAM_START) {
      if (e.kind === 'ams' && e.text.includes(`${m.name} is ill`)) lastHarm.set(m.name, 'ams');
      if (e.kind === 'hazard' && e.text.includes(`${m.name} loses`) && e.text.includes('is injured')) lastHarm.set(m.name, 'hazard');
    }
  }
  const team = Array.isArray(data.team)
    ? data.team.map((m) => {
        if (!isObject(m)) return m;
        const ams = m.injured === true && typeof m.name === 'string' && lastHarm.get(m.name) === 'ams';
        return { ...m, injured: ams ? false : m.injured, ill: ams };
      })
    : data.team;
  return { ...data, highestCamp: C.CAMPS[highest], team };
}

/** Version 2 → 3: the state alone becomes the screen's record of version 3, with no history (no code for it). */
export const migrateV2 = (state: unknown): unknown => ({ game: state, moves: null });

/** Version 3 → 4: the record's moves go inside the state (still checked by the validator like any saved moves). */
export function migrateV3(data: unknown): unknown {
  if (!isObject(data) || !isObject(data.game)) return data;
  return { ...data.game, moves: data.moves === undefined ? null : data.moves };
}

export const EVEREST_MIGRATIONS: Record<number, (data: unknown) => unknown> = { 1: migrateV1, 2: migrateV2, 3: migrateV3 };

/** The save spec the storage layer uses (key, version, validator, migrations): `engine.save`. */
export const everestSave: SaveSpec<EverestState> = {
  key: SAVE_KEY,
  version: SAVE_VERSION,
  validate: validateEverest,
  migrations: EVEREST_MIGRATIONS,
};
