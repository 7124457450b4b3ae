/**
 * Derived values: altitudes, the forward segment, weather, risks and chances, score,
 * grade, goals and the reason each action is refused. Pure functions of state: a screen
 * that needs a number the rules define asks here, it never recomputes the formula.
 */
import * as C from './constants';
import type { Segment } from './constants';
import type { Refusal } from '../core/contract';
import type { CampId, EverestAction, EverestState, Flow, Member, Pace, RoleId, StartTime, WeatherDay } from './types';

export const altitudeOf = (camp: CampId): number => C.ALTITUDES[camp];
export const campIndex = (camp: CampId): number => C.CAMPS.indexOf(camp);
export const settingsOf = (s: Pick<EverestState, 'difficulty'>) => C.DIFFICULTIES[s.difficulty];
export const segmentById = (id: string): Segment | undefined => C.SEGMENTS.find((g) => g.id === id);

/**
 * True when a seed the player typed can start an expedition: 1 to SEED_MAX_LENGTH characters once trimmed (the
 * planning form refuses anything else with a message; `normaliseSeed` then cleans what it accepts).
 */
export function isValidSeedText(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= C.SEED_MAX_LENGTH;
}

/** The segment that starts at `camp` and goes up, if any. */
export const segmentFrom = (camp: CampId): Segment | undefined => C.SEGMENTS.find((g) => g.from === camp);

export const round2 = (x: number): number => Math.round(x * 100) / 100;
export const clampStat = (x: number): number => Math.max(C.STAT_MIN, Math.min(C.STAT_MAX, x));

export type StatKey = 'health' | 'fatigue' | 'morale' | 'accl';
export function teamAverage(team: readonly Member[], key: StatKey): number {
  if (team.length === 0) return 0;
  return team.reduce((sum, m) => sum + m[key], 0) / team.length;
}

export function teamAverages(s: Pick<EverestState, 'team'>) {
  return {
    health: teamAverage(s.team, 'health'),
    fatigue: teamAverage(s.team, 'fatigue'),
    morale: teamAverage(s.team, 'morale'),
    accl: teamAverage(s.team, 'accl'),
  };
}

/** Weather of the current day (the day the next action is taken). */
export function weatherOfDay(s: Pick<EverestState, 'weather' | 'day'>): WeatherDay {
  return s.weather[Math.min(s.day, s.weather.length - 1)];
}

/** The day shown to the player: the day the next action is taken (1-based), or the last day once the expedition is over. */
export function currentDay(s: Pick<EverestState, 'day' | 'phase'>): number {
  return s.phase === 'END' ? s.day : s.day + 1;
}

/** The three days after the state's day. */
export function forecast(s: Pick<EverestState, 'weather' | 'day'>): WeatherDay[] {
  return s.weather.slice(s.day + 1, s.day + 1 + C.FORECAST_DAYS);
}

export function daysLeft(s: Pick<EverestState, 'day' | 'difficulty'>): number {
  return settingsOf(s).days - s.day;
}

/** Total oxygen: supplies plus every cache. */
export function totalOxygen(s: Pick<EverestState, 'oxygen' | 'caches'>): number {
  return round2(s.oxygen + Object.values(s.caches).reduce((a, b) => a + b, 0));
}

/** True when a climber this tired loses morale every day (fatigue above FATIGUE_MORALE_LINE). */
export function fatigueCostsMorale(fatigue: number): boolean {
  return fatigue > C.FATIGUE_MORALE_LINE;
}

/** Oxygen in the caches of every camp (the team's own supply not counted). */
export function cachedOxygen(s: Pick<EverestState, 'caches'>): number {
  return round2(Object.values(s.caches).reduce((a, b) => a + b, 0));
}

/** True when oxygen is breathed at this camp (7000 m and above): a cache below that line is never used. */
export function breathesOxygenAt(camp: CampId): boolean {
  return altitudeOf(camp) >= C.OXYGEN_ALTITUDE;
}

/** Oxygen units used per day at this altitude and flow (0 below 7000 m). */
export function oxygenNeed(altitude: number, flow: Flow): number {
  return altitude >= C.OXYGEN_ALTITUDE ? C.OXYGEN_USE[flow] : 0;
}

/* ----------------------------------------------------------- weather */

/**
 * The chance of a storm on each day of the window, for a weather volatility: STORM_BASE + STORM_VOLATILITY ×
 * volatility (docs/rules/everest.md, "Weather"). The weather is drawn once, at the start, with this chance a day.
 */
export function stormChanceFor(volatility: number): number {
  return C.STORM_BASE + C.STORM_VOLATILITY * volatility;
}

/** The chance of a storm on any one day of this expedition's window (its difficulty's volatility). */
export function stormChance(s: Pick<EverestState, 'difficulty'>): number {
  return stormChanceFor(settingsOf(s).volatility);
}

/** True when the wind adds to the move risk (above RISK_WIND_LINE km/h). */
export function windAddsRisk(wind: number): boolean {
  return wind > C.RISK_WIND_LINE;
}

/** The three kinds of weather a player reads. */
export const WEATHER_KIND_VALUES = ['storm', 'windy', 'fair'] as const;
export type WeatherKind = (typeof WEATHER_KIND_VALUES)[number];

/**
 * A day's weather in one word, the one classification every text and icon uses (docs/rules/everest.md, "Weather"):
 * a storm; otherwise windy when the wind adds to the move risk; otherwise fair.
 */
export function weatherKind(w: Pick<WeatherDay, 'storm' | 'wind'>): WeatherKind {
  if (w.storm) return 'storm';
  return windAddsRisk(w.wind) ? 'windy' : 'fair';
}

/* --------------------------------------------------------------- AMS */

export function amsChance(avgAccl: number, avgFatigue: number, altitude: number): number {
  if (altitude < C.AMS_ALTITUDE) return 0;
  let p = (1 - avgAccl / 100) * C.AMS_ACCL_FACTOR + (avgFatigue / 100) * C.AMS_FATIGUE_FACTOR;
  if (altitude >= C.AMS_HIGH_ALTITUDE) p += C.AMS_HIGH_BONUS;
  return Math.max(0, Math.min(C.AMS_CAP, p));
}

/**
 * The altitude sickness chance of a night where the team stands, with its averages now (the screen's "chance tonight
 * here"; the day's roll uses the averages after the day's own changes).
 */
export function currentAmsChance(s: Pick<EverestState, 'team' | 'location'>): number {
  const avg = teamAverages(s);
  return amsChance(avg.accl, avg.fatigue, altitudeOf(s.location));
}

/* --------------------------------------------------------- move risk */

export function acclLevel(avgAccl: number): number {
  return avgAccl / C.ACCL_PER_LEVEL;
}

export function isUnderAcclimatised(avgAccl: number, segment: Segment): boolean {
  return acclLevel(avgAccl) < segment.recAccl;
}

export interface RiskInput {
  segment: Segment;
  weather: Pick<WeatherDay, 'storm' | 'wind' | 'temp'>;
  avgFatigue: number;
  avgHealth: number;
  avgAccl: number;
  ropes: boolean;
  scouted: boolean;
  pace: Pace;
  startTime: StartTime;
  boost: number;
}

export interface RiskTerm {
  label: string;
  /** '+0.060' for additions, 'x0.75' for multipliers. */
  value: string;
}

export interface RiskBreakdown {
  risk: number;
  /** Before the clamp. */
  raw: number;
  terms: RiskTerm[];
}

export function hazardSum(segment: Segment): number {
  return Object.values(segment.hazards).reduce((a, b) => a + (b ?? 0), 0);
}

export function fatigueTerm(avgFatigue: number): number {
  return Math.max(0, Math.min(1, (avgFatigue - C.RISK_FATIGUE_LINE) / (100 - C.RISK_FATIGUE_LINE))) * C.RISK_FATIGUE_MAX;
}

export function healthTerm(avgHealth: number): number {
  return Math.max(0, Math.min(1, (C.RISK_HEALTH_LINE - avgHealth) / C.RISK_HEALTH_LINE)) * C.RISK_HEALTH_MAX;
}

/** Move risk with every term the spec gives (and the open ones), clamped to .05–.7. */
export function moveRisk(input: RiskInput): RiskBreakdown {
  const terms: RiskTerm[] = [];
  const add = (label: string, v: number) => {
    terms.push({ label, value: `+${v.toFixed(3)}` });
    return v;
  };
  const mul = (label: string, v: number) => {
    terms.push({ label, value: `×${v}` });
    return v;
  };
  let r = add('Base risk', C.RISK_BASE);
  r += add('Half the hazard weights', hazardSum(input.segment) * C.RISK_HAZARD_SHARE);
  if (input.weather.storm) r += add('Storm', C.RISK_STORM);
  if (windAddsRisk(input.weather.wind)) r += add(`Wind above ${C.RISK_WIND_LINE} km/h`, C.RISK_WIND);
  if (input.weather.temp < C.RISK_COLD_LINE) r += add(`Colder than ${C.RISK_COLD_LINE} °C`, C.RISK_COLD);
  const f = fatigueTerm(input.avgFatigue);
  if (f > 0) r += add('Team fatigue', f);
  const h = healthTerm(input.avgHealth);
  if (h > 0) r += add('Team health', h);
  if (input.boost > 0) r += add('Temporary boost', input.boost);
  if (input.ropes) r *= mul('Fixed ropes', C.RISK_ROPES);
  if (input.scouted) r *= mul('Scouted', C.RISK_SCOUTED);
  if (input.pace !== 'Normal') r *= mul(`${input.pace} pace`, C.RISK_PACE[input.pace]);
  if (isUnderAcclimatised(input.avgAccl, input.segment)) r *= mul('Under-acclimatised', C.RISK_UNDER_ACCL);
  if (input.segment.id === C.SUMMIT_SEGMENT_ID) r *= mul(`${input.startTime} start`, C.RISK_START[input.startTime]);
  const risk = Math.max(C.RISK_MIN, Math.min(C.RISK_MAX, r));
  return { risk, raw: r, terms };
}

/** The risk of moving up the forward segment on the state's day, or null when there is none. */
export function currentMoveRisk(s: EverestState, boost = s.riskBoost): RiskBreakdown | null {
  const segment = segmentFrom(s.location);
  if (!segment) return null;
  const avg = teamAverages(s);
  return moveRisk({
    segment,
    weather: weatherOfDay(s),
    avgFatigue: avg.fatigue,
    avgHealth: avg.health,
    avgAccl: avg.accl,
    ropes: !!s.ropes[segment.id],
    scouted: s.scouted === segment.id,
    pace: s.pace,
    startTime: s.startTime,
    boost,
  });
}

/** Queue delay chance on the summit push: .25 × queue factor × (Late 1.4 | Early .7). */
export function queueChance(queueFactor: number, startTime: StartTime): number {
  return C.QUEUE_BASE * queueFactor * C.QUEUE_START[startTime];
}

/** The queue delay chance of this expedition's summit push (its difficulty's queue factor and its start time). */
export function summitQueueChance(s: Pick<EverestState, 'difficulty' | 'startTime'>): number {
  return queueChance(settingsOf(s).queueFactor, s.startTime);
}

export function turnaroundChance(startTime: StartTime): number {
  return startTime === 'Late' ? C.LATE_TURNAROUND_CHANCE : 0;
}

export function acclimatizeGain(altitude: number): number {
  if (altitude >= C.ACCLIMATIZE_HIGH_LINE) return C.ACCLIMATIZE_GAIN_HIGH;
  if (altitude >= C.ACCLIMATIZE_MID_LINE) return C.ACCLIMATIZE_GAIN_MID;
  return C.ACCLIMATIZE_GAIN_LOW;
}

/* --------------------------------------------------------------- carry */

export interface CarryTarget {
  camp: CampId;
  altitude: number;
  /** Cached oxygen is breathed only at 7000 m and above: below, it stays in the cache (and counts in the score). */
  breathable: boolean;
}

/** Where a carry from here would take the oxygen (the next camp up), or null when there is no cache camp ahead. */
export function carryTarget(s: Pick<EverestState, 'location'>): CarryTarget | null {
  const forward = segmentFrom(s.location);
  if (!forward || !C.CACHE_CAMPS.includes(forward.to)) return null;
  return { camp: forward.to, altitude: altitudeOf(forward.to), breathable: breathesOxygenAt(forward.to) };
}

/* ------------------------------------------------------------ refusals */

/** True when a climber's health is so low that the team will not climb higher (CRITICAL_HEALTH or less). */
export function isCritical(m: Pick<Member, 'health'>): boolean {
  return m.health <= C.CRITICAL_HEALTH;
}

/** Why the team must rest, as a refusal code: altitude sickness or exhaustion. */
function restCode(s: Pick<EverestState, 'restReason'>): 'restAms' | 'restFatigue' {
  return s.restReason === 'ams' ? 'restAms' : 'restFatigue';
}

export function restMessage(s: Pick<EverestState, 'restReason'>): string {
  return C.MSG[restCode(s)];
}

/** Every reason an action can be refused, by code: the refusal's message is `C.MSG[code]`. */
export type RefusalCode = Exclude<keyof typeof C.MSG, 'windowClosed' | 'windowClosedText'>;

/**
 * The reason `action` would be refused in this state, or null when the step would apply it. The one check: the engine's
 * `step` refuses with it, and the screen uses it for each button's disabled reason (docs/rules/everest.md, "Refusals").
 */
export function refusal(s: EverestState, action: EverestAction): Refusal | null {
  const code = refusalCode(s, action);
  return code === null ? null : { message: C.MSG[code] };
}

/**
 * The same check as `refusal`, as a code: a screen that treats one refusal apart (the 'Already Home' dialog) tests
 * the code, never the message's text.
 */
export function refusalCode(s: EverestState, action: EverestAction): RefusalCode | null {
  if (s.phase === 'END') return 'over';
  const rest = s.restRequired > 0 ? restCode(s) : null;
  const forward = segmentFrom(s.location);
  switch (action.type) {
    case 'setPace':
      return C.PACE_LIST.includes(action.pace) ? null : 'unknownSetting';
    case 'setFlow':
      return C.FLOW_LIST.includes(action.flow) ? null : 'unknownSetting';
    case 'setStart':
      return C.START_LIST.includes(action.startTime) ? null : 'unknownSetting';
    case 'rest':
    case 'puja':
    case 'photo':
      return null;
    case 'acclimatize':
      return rest;
    case 'carry': {
      // Where the route itself says no, that reason comes first; then the rest day; then supplies.
      if (!forward) return 'noForward';
      if (s.phase === 'DESCENT' || !C.CACHE_CAMPS.includes(forward.to)) return 'noAscent';
      if (rest) return rest;
      if (s.oxygen < C.CARRY_UNITS) return 'noOxygen';
      return null;
    }
    case 'fixRope': {
      if (!forward || s.phase === 'DESCENT') return 'noRopeSegment';
      if (!forward.ropeable) return 'notRopeable';
      if (s.ropes[forward.id]) return 'ropesFixed';
      return null;
    }
    case 'scout': {
      if (!forward || s.phase === 'DESCENT') return 'noAscent';
      if (rest) return rest;
      if (s.scouted === forward.id) return 'alreadyScouted';
      return null;
    }
    case 'move': {
      if (!forward) return 'noForward';
      if (s.phase === 'DESCENT') return 'noAscent';
      if (rest) return rest;
      if (action.segment !== undefined) {
        const target = segmentById(action.segment);
        if (!target) return 'noForward';
        if (target.from !== s.location) return 'notAtStart';
      }
      if (s.team.some(isCritical)) return 'critical';
      return null;
    }
    case 'descend':
      return s.location === 'BC' ? 'alreadyHome' : null;
    default:
      return 'unknownAction';
  }
}

/* --------------------------------------------------------------- goals */

export interface GoalStatus {
  role: RoleId;
  name: string;
  goal: string;
  how: string;
  /** 0–100 */
  satisfaction: number;
}

/** How each role's goal is measured (0–100 before clamping), from the state and the team's averages. */
const GOAL_MEASURE: Record<RoleId, (s: EverestState, avg: ReturnType<typeof teamAverages>) => number> = {
  leader: (s, avg) => (s.summited ? C.GOAL_LEADER_SUMMIT : 0) + (C.GOAL_LEADER_MORALE * avg.morale) / 100,
  physician: (s, avg) => avg.health - C.GOAL_PHYSICIAN_INJURY * s.team.filter((m) => m.injured || m.ill).length,
  navigator: (s) => {
    const ropeable = C.SEGMENTS.filter((g) => g.ropeable);
    return (100 * ropeable.filter((g) => s.ropes[g.id]).length) / ropeable.length;
  },
  documentarian: (s) => C.GOAL_PHOTO_PER_DAY * s.photoDays,
  sherpa: (s) => C.GOAL_CARRY_PER_UNIT * s.carries,
};

export function roleSatisfaction(s: EverestState, role: RoleId): number {
  return Math.round(Math.max(0, Math.min(100, GOAL_MEASURE[role](s, teamAverages(s)))));
}

export function goals(s: EverestState): GoalStatus[] {
  return s.team.map((m) => ({
    role: m.role,
    name: m.name,
    goal: C.ROLE_GOALS[m.role].goal,
    how: C.ROLE_GOALS[m.role].how,
    satisfaction: roleSatisfaction(s, m.role),
  }));
}

/* --------------------------------------------------------------- score */

export interface ScoreBreakdown {
  /** True once the expedition is over; before, every figure is what it would be if the expedition ended on this day. */
  final: boolean;
  summit: number;
  returned: number;
  time: number;
  healthMorale: number;
  supplies: number;
  rescues: number;
  roles: number;
  total: number;
  grade: string;
}

export function gradeFor(score: number): string {
  return C.GRADES.find((g) => score >= g.min)!.grade;
}

/**
 * True when the team is back at Base Camp after reaching at least Camp I (docs/rules/everest.md, ruling "Everest,
 * score"): the
 * 250 points for a returned base. A team that never left Base Camp has not returned.
 */
export function hasReturned(s: Pick<EverestState, 'location' | 'highestCamp'>): boolean {
  return s.location === 'BC' && campIndex(s.highestCamp) >= campIndex(C.RETURNED_MIN_CAMP);
}

/** The time bonus for being home after the summit on the state's day: SCORE_TIME × days left / days in the window. */
export function timeBonusOnDay(s: Pick<EverestState, 'day' | 'difficulty'>): number {
  const spanDays = settingsOf(s).days;
  return (C.SCORE_TIME * Math.max(0, spanDays - s.day)) / spanDays;
}

/**
 * The time bonus of a team that comes home from the summit at the end of today (the screen's "if home from the summit
 * today"), as the final breakdown shows it: today's action ends with day `s.day + 1` passed, so this is the bonus of
 * that day, rounded like ScoreBreakdown.time (docs/rules/everest.md, "Score").
 */
export function timeBonusIfHomeToday(s: Pick<EverestState, 'day' | 'difficulty'>): number {
  return Math.round(timeBonusOnDay({ difficulty: s.difficulty, day: s.day + 1 }));
}

/**
 * The score. Once the phase is END it is final; before, it is the score the expedition would get if it ended
 * on this day, where the team stands: no time bonus (that is paid for coming home after the summit with days left).
 */
export function scoreOf(s: EverestState): ScoreBreakdown {
  const avg = teamAverages(s);
  const g = goals(s);
  const home = hasReturned(s);
  // The summit counts once the team is home: "the summit is optional, coming down is not".
  const summit = s.summited && (home || !C.SUMMIT_COUNTS_WHEN_HOME) ? C.SCORE_SUMMIT : 0;
  const returned = home ? C.SCORE_RETURNED : 0;
  // Time left is paid to a team that came home with days to spare; before the end nothing is earned yet.
  const time = s.endReason === 'returned' ? timeBonusOnDay(s) : 0;
  const healthMorale = (avg.health + avg.morale) * C.SCORE_HEALTH_MORALE;
  const supplies = C.SCORE_OXYGEN * totalOxygen(s) + C.SCORE_FOOD * s.food;
  const rescues = C.SCORE_RESCUE * s.rescues;
  const roles = g.reduce((a, x) => a + x.satisfaction, 0) / g.length;
  const total = Math.round(summit + returned + time + healthMorale + supplies + rescues + roles);
  return {
    final: s.phase === 'END',
    summit,
    returned,
    time: Math.round(time),
    healthMorale: Math.round(healthMorale),
    supplies: Math.round(supplies),
    rescues,
    roles: Math.round(roles),
    total,
    grade: gradeFor(total),
  };
}
