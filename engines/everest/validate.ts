/**
 * Checks an untrusted saved game (from storage) before it is used.
 * Returns the state, or a string saying what is wrong.
 */
import { isRngState } from '../core/prng';
import { isInt, isNum, isObject, isOneOf, isStr } from '../../lib/storage/envelope';
import * as C from './constants';
import type { EverestState } from './types';

const PHASES = ['ASCENT', 'DESCENT', 'END'] as const;
const ROLES = ['leader', 'physician', 'navigator', 'documentarian', 'sherpa'] as const;
const KINDS = ['info', 'hazard', 'ams', 'ladder', 'queue', 'turnaround', 'summit', 'home', 'window', 'exhausted', 'oxygen', 'rescue'] as const;
const VIS = ['Good', 'Low', 'Poor'] as const;

function checkLog(x: unknown, name: string): string | null {
  if (!Array.isArray(x)) return `${name} is not a list`;
  for (const e of x) {
    if (!isObject(e) || !isInt(e.day, 0, 1000) || !isOneOf(e.kind, KINDS) || !isStr(e.text, 2000)) return `${name} has a bad entry`;
  }
  return null;
}

export function validateEverest(data: unknown): EverestState | string {
  if (!isObject(data)) return 'not an object';
  const d = data;
  if (!isStr(d.seed, C.SEED_MAX_LENGTH) || d.seed === '') return 'bad seed';
  if (!isOneOf(d.difficulty, C.DIFFICULTY_LIST)) return 'bad difficulty';
  const windowDays = C.DIFFICULTIES[d.difficulty].days;
  if (!isInt(d.day, 0, windowDays)) return 'bad day';
  if (!isOneOf(d.phase, PHASES)) return 'bad phase';
  if (!isOneOf(d.location, C.CAMPS)) return 'bad location';
  if (!isObject(d.caches) || !C.CAMPS.every((c) => isNum((d.caches as Record<string, unknown>)[c], 0, 1000))) return 'bad caches';
  if (!isNum(d.oxygen, 0, 1000) || !isNum(d.food, 0, 1000)) return 'bad supplies';
  if (!isObject(d.ropes) || !Object.entries(d.ropes).every(([k, v]) => C.SEGMENTS.some((g) => g.id === k) && typeof v === 'boolean'))
    return 'bad ropes';
  if (d.scouted !== null && !C.SEGMENTS.some((g) => g.id === d.scouted)) return 'bad scouted flag';
  if (!isInt(d.photoDays, 0, 1000) || !isInt(d.rescues, 0, 1000) || !isInt(d.carries, 0, 1000)) return 'bad counters';
  if (!isOneOf(d.pace, C.PACE_LIST) || !isOneOf(d.flow, C.FLOW_LIST) || !isOneOf(d.startTime, C.START_LIST)) return 'bad settings';
  if (!isNum(d.riskBoost, 0, 1)) return 'bad risk boost';
  if (!isInt(d.restRequired, 0, C.REST_REQUIRED_MAX)) return 'bad rest flag';
  if (d.restReason !== null && !isOneOf(d.restReason, ['ams', 'fatigue'] as const)) return 'bad rest reason';
  if (typeof d.summited !== 'boolean') return 'bad summit flag';
  if (d.endReason !== null && !isOneOf(d.endReason, ['returned', 'window'] as const)) return 'bad end reason';
  if (!Array.isArray(d.team) || d.team.length !== C.TEAM_START.length) return 'bad team';
  for (const m of d.team) {
    if (
      !isObject(m) ||
      !isStr(m.name, 100) ||
      !isOneOf(m.role, ROLES) ||
      !['health', 'fatigue', 'morale', 'accl'].every((k) => isNum(m[k], C.STAT_MIN, C.STAT_MAX)) ||
      typeof m.injured !== 'boolean'
    )
      return 'bad team member';
  }
  if (!Array.isArray(d.weather) || d.weather.length !== windowDays + C.FORECAST_DAYS) return 'bad weather';
  for (const w of d.weather) {
    if (!isObject(w) || !isInt(w.day, 1, 1000) || typeof w.storm !== 'boolean' || !isNum(w.wind, 0, 300) || !isNum(w.temp, -100, 50) || !isOneOf(w.vis, VIS))
      return 'bad weather day';
  }
  const logError = checkLog(d.log, 'log') ?? checkLog(d.lastEvents, 'lastEvents');
  if (logError) return logError;
  if (!isRngState(d.rng)) return 'bad rng state';
  return d as unknown as EverestState;
}
