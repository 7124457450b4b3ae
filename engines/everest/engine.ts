/**
 * The Everest expedition v3 reducer: `step(state, action) → Step` (engines/core/contract.ts).
 * Pure and deterministic: the PRNG state lives inside the game state, so the
 * same seed and the same actions always replay the same expedition.
 * A refused action returns the very same state and the spec's refusal text (from `refusal`, the one check).
 */
import { applied, refused, type Step } from '../core/contract';
import { Rng, seedRng } from '../core/prng';
import { cleanName, graphemeLength } from '../core/text';
import * as C from './constants';
import type { Segment } from './constants';
import {
  acclimatizeGain,
  altitudeOf,
  amsChance,
  campIndex,
  clampStat,
  currentMoveRisk,
  oxygenNeed,
  queueChance,
  refusal,
  round2,
  segmentFrom,
  settingsOf,
  teamAverages,
  turnaroundChance,
} from './selectors';
import { DAY_ACTION_VALUES } from './types';
import type {
  CampId,
  DayAction,
  Difficulty,
  EventKind,
  EverestAction,
  EverestState,
  Flow,
  HazardId,
  Member,
  Pace,
  SettingAction,
  StartTime,
  WeatherDay,
} from './types';

/** What a player chooses before an expedition (the seed is separate: always an input, never a default here). */
export interface EverestSetup {
  difficulty?: Difficulty;
  pace?: Pace;
  flow?: Flow;
  startTime?: StartTime;
}

/**
 * Normalises a seed typed by a player with the site's one rule for typed text (`cleanName`: NFC, no control,
 * bidi or zero-width characters, cut at a grapheme boundary), at most 40 UTF-16 code units (the input's
 * `maxLength`); empty gives the default. The save validator accepts exactly the seeds this returns unchanged.
 */
export function normaliseSeed(seed: string | undefined): string {
  let t = cleanName(typeof seed === 'string' ? seed : '', C.SEED_MAX_LENGTH);
  while (t.length > C.SEED_MAX_LENGTH) t = cleanName(t, graphemeLength(t) - 1);
  return t === '' ? C.DEFAULT_SEED : t;
}

/** Weather for every day of the window plus the forecast horizon, drawn from the seed. */
export function generateWeather(rng: Rng, days: number, volatility: number): WeatherDay[] {
  const out: WeatherDay[] = [];
  const stormChance = C.STORM_BASE + C.STORM_VOLATILITY * volatility;
  const windMax = Math.round(C.WIND_MAX_BASE + C.WIND_MAX_VOLATILITY * volatility);
  for (let day = 1; day <= days + C.FORECAST_DAYS; day++) {
    const storm = rng.chance(stormChance);
    const wind = rng.int(C.WIND_MIN, windMax) + (storm ? C.WIND_STORM : 0);
    const temp = rng.int(C.TEMP_MIN, C.TEMP_MAX) + (storm ? C.TEMP_STORM : 0);
    out.push({ day, storm, wind, temp, vis: visibility(storm, wind) });
  }
  return out;
}

/** SPEC: a storm gives Poor visibility; wind above 32 gives Low; otherwise Good. */
export function visibility(storm: boolean, wind: number): WeatherDay['vis'] {
  if (storm) return 'Poor';
  if (wind > C.VIS_WIND_LINE) return 'Low';
  return 'Good';
}

/**
 * Most moves a game records: each day action uses at least one day of the longest window, and before each one (and
 * after the last) at most the three settings. A bound for untrusted input (a save, a code).
 */
export const MOVES_MAX = (Math.max(...C.DIFFICULTY_LIST.map((d) => C.DIFFICULTIES[d].days)) + 1) * (1 + 3);

const DEFAULT_PACE: Pace = 'Normal';
const DEFAULT_FLOW: Flow = 'Med';
const DEFAULT_START: StartTime = 'Early';

type SettingType = SettingAction['type'];
const DEFAULT_VALUE: Record<SettingType, string> = { setPace: DEFAULT_PACE, setFlow: DEFAULT_FLOW, setStart: DEFAULT_START };
const actionValue = (a: EverestAction): string =>
  a.type === 'setPace' ? a.pace : a.type === 'setFlow' ? a.flow : a.type === 'setStart' ? a.startTime : '';

/**
 * The move list after an applied action (a new array; `moves` is never changed). A day action adds its type (a
 * move's optional segment is only a check: the engine climbs the forward segment). The settings changed since the
 * last day action are kept once each, at their latest value, and not at all when that is the value already in force
 * for the last day (so a student toggling a select adds nothing): only the value in force on the next day is used
 * by the rules. Replaying a list this builds records the very same list. Null (history unknown) stays null.
 */
export function recordMove(moves: readonly EverestAction[] | null, action: EverestAction): EverestAction[] | null {
  if (!moves) return null;
  if (isDayAction(action)) return [...moves, { type: action.type } as EverestAction];
  let start = moves.length;
  while (start > 0 && !isDayAction(moves[start - 1])) start--;
  let inForce = DEFAULT_VALUE[action.type];
  for (let i = 0; i < start; i++) if (moves[i].type === action.type) inForce = actionValue(moves[i]);
  const kept = [...moves.slice(0, start), ...moves.slice(start).filter((m) => m.type !== action.type)];
  if (actionValue(action) !== inForce) kept.push(action);
  return kept;
}

const emptyCaches = (): Record<CampId, number> => ({ BC: 0, C1: 0, C2: 0, C3: 0, C4: 0, SUMMIT: 0 });

/** A new expedition from the player's setup and a seed (the screen passes `newSeed(…)` or the seed typed). */
export function init(setup: EverestSetup, seedText: string): EverestState {
  const options = setup;
  const seed = normaliseSeed(seedText);
  const difficulty: Difficulty = options.difficulty ?? 'Easy';
  const d = C.DIFFICULTIES[difficulty];
  const rng = new Rng(seedRng(`everest:${seed}`));
  const weather = generateWeather(rng, d.days, d.volatility);
  const team: Member[] = C.TEAM_START.map((m) => ({ ...m, injured: false, ill: false }));
  return {
    seed,
    difficulty,
    day: 0,
    phase: 'ASCENT',
    location: 'BC',
    highestCamp: 'BC',
    caches: emptyCaches(),
    oxygen: d.oxygen,
    food: d.food,
    ropes: {},
    scouted: null,
    photoDays: 0,
    rescues: 0,
    carries: 0,
    pace: options.pace ?? DEFAULT_PACE,
    flow: options.flow ?? DEFAULT_FLOW,
    startTime: options.startTime ?? DEFAULT_START,
    riskBoost: 0,
    restRequired: 0,
    restReason: null,
    summited: false,
    endReason: null,
    team,
    weather,
    log: [{ day: 1, kind: 'info', text: `Expedition begins at Base Camp (${difficulty}, seed "${seed}"). Permit window: ${d.days} days.` }],
    lastEvents: [],
    rng: rng.state,
    moves: setupMoves(options),
  };
}

/** A setup's pace, flow and start time other than the defaults, as the moves that set them (a replay starts from the defaults). */
function setupMoves(setup: EverestSetup): EverestAction[] {
  const moves: EverestAction[] = [];
  if (setup.pace && setup.pace !== DEFAULT_PACE) moves.push({ type: 'setPace', pace: setup.pace });
  if (setup.flow && setup.flow !== DEFAULT_FLOW) moves.push({ type: 'setFlow', flow: setup.flow });
  if (setup.startTime && setup.startTime !== DEFAULT_START) moves.push({ type: 'setStart', startTime: setup.startTime });
  return moves;
}

/* ------------------------------------------------------------ internals */

/** A working copy whose nested parts can be changed freely. */
function draft(s: EverestState): EverestState {
  return {
    ...s,
    caches: { ...s.caches },
    ropes: { ...s.ropes },
    team: s.team.map((m) => ({ ...m })),
    log: s.log.slice(),
    lastEvents: [],
  };
}

function note(s: EverestState, kind: EventKind, text: string, day = s.day): void {
  const entry = { day: Math.max(1, day), kind, text };
  s.log.push(entry);
  if (s.log.length > C.LOG_MAX) s.log.splice(0, s.log.length - C.LOG_MAX);
  s.lastEvents.push(entry);
}

function addFatigue(m: Member, amount: number): void {
  m.fatigue = clampStat(m.fatigue + amount);
}

function forEach(s: EverestState, fn: (m: Member) => void): void {
  s.team.forEach(fn);
}

/** The day the team is acting on, 1-based. */
const today = (s: EverestState) => s.day + 1;

/**
 * One day passes at the team's location: food, oxygen at or above 7000 m
 * (camp cache first), morale and health recovery, thin-air fatigue, fatigue
 * penalties, a possible AMS case, exhaustion.
 */
function passDay(s: EverestState, rng: Rng, where: CampId = s.location): void {
  s.day += 1;
  const alt = altitudeOf(where);
  const atBase = where === 'BC';
  const high = alt >= C.HIGH_ALTITUDE;

  // Food.
  let hungry = false;
  if (s.food >= C.FOOD_PER_DAY) s.food = round2(s.food - C.FOOD_PER_DAY);
  else hungry = true;

  // Oxygen at or above 7000 m, drawn from the cache at this camp first.
  let hypoxic = false;
  if (oxygenNeed(alt, s.flow) > 0) {
    let need = oxygenNeed(alt, s.flow);
    const fromCache = Math.min(s.caches[where], need);
    s.caches[where] = round2(s.caches[where] - fromCache);
    need = round2(need - fromCache);
    const fromSupply = Math.min(s.oxygen, need);
    s.oxygen = round2(s.oxygen - fromSupply);
    need = round2(need - fromSupply);
    if (need > 0) hypoxic = true;
  }

  forEach(s, (m) => {
    m.morale = clampStat(m.morale + (atBase ? C.MORALE_RECOVERY_BASE : C.MORALE_RECOVERY_OTHER));
    if (!(m.injured || m.ill) || C.INJURED_RECOVERS) {
      m.health = clampStat(m.health + (atBase ? C.HEALTH_RECOVERY_BASE : high ? C.HEALTH_RECOVERY_HIGH : C.HEALTH_RECOVERY_OTHER));
    }
    if (alt >= C.OXYGEN_ALTITUDE) addFatigue(m, C.HIGH_ALTITUDE_FATIGUE[hypoxic ? 'Low' : s.flow]);
    if (hypoxic) {
      m.health = clampStat(m.health - C.NO_OXYGEN_HEALTH);
      m.morale = clampStat(m.morale - C.NO_OXYGEN_MORALE);
    }
    if (hungry) {
      m.health = clampStat(m.health - C.NO_FOOD_HEALTH);
      m.morale = clampStat(m.morale - C.NO_FOOD_MORALE);
    }
    if (m.fatigue > C.FATIGUE_MORALE_LINE) m.morale = clampStat(m.morale - C.FATIGUE_MORALE_COST);
    if (m.fatigue > C.FATIGUE_HEALTH_LINE) m.health = clampStat(m.health - C.FATIGUE_HEALTH_COST);
  });
  if (hypoxic) note(s, 'oxygen', `Out of oxygen at ${C.CAMP_NAMES[where]}: every climber loses ${C.NO_OXYGEN_HEALTH} health.`);
  if (hungry) note(s, 'info', `No food left: every climber loses ${C.NO_FOOD_HEALTH} health and ${C.NO_FOOD_MORALE} morale.`);

  // AMS at or above 6000 m.
  const avg = teamAverages(s);
  const p = amsChance(avg.accl, avg.fatigue, alt);
  if (p > 0 && rng.chance(p)) {
    fallIll(s, rng.pick(s.team));
  }

  // Exhaustion.
  if (teamAverages(s).fatigue >= C.EXHAUSTION_LINE && s.restRequired === 0) {
    s.restRequired = 1;
    s.restReason = 'fatigue';
    note(s, 'exhausted', 'The team is exhausted and needs a rest day.');
  }
}

/** SPEC: altitude sickness strikes one member: ill, health -10, morale -6, and the team must rest. */
function fallIll(s: EverestState, m: Member): void {
  m.ill = true;
  m.health = clampStat(m.health - C.AMS_HEALTH);
  m.morale = clampStat(m.morale - C.AMS_MORALE);
  s.restRequired = Math.min(C.REST_REQUIRED_MAX, s.restRequired + 1);
  s.restReason = 'ams';
  note(s, 'ams', `AMS: ${m.name} is ill (health −${C.AMS_HEALTH}, morale −${C.AMS_MORALE}). The team must rest.`);
}

/**
 * The same state with altitude sickness striking member `index` at the end of the latest day, exactly as the
 * daily roll does it. For tests that compare an expedition with and without an illness (same seed, same luck).
 */
export function withAltitudeSickness(state: EverestState, index: number): EverestState {
  const s = draft(state);
  s.lastEvents = state.lastEvents.slice();
  fallIll(s, s.team[index]);
  return s;
}

function pickHazard(segment: Segment, rng: Rng): HazardId {
  const entries = Object.entries(segment.hazards) as [HazardId, number][];
  const total = entries.reduce((a, [, w]) => a + w, 0);
  let x = rng.next() * total;
  for (const [id, w] of entries) {
    x -= w;
    if (x < 0) return id;
  }
  return entries[entries.length - 1][0];
}

function strike(s: EverestState, segment: Segment, rng: Rng): void {
  const hazard = pickHazard(segment, rng);
  const effect = C.HAZARDS[hazard];
  const m = rng.pick(s.team);
  m.health = clampStat(m.health - effect.health);
  addFatigue(m, effect.fatigue);
  const injured = effect.health >= C.INJURY_LINE;
  if (injured) m.injured = true;
  forEach(s, (x) => (x.morale = clampStat(x.morale - C.HAZARD_TEAM_MORALE)));
  note(
    s,
    'hazard',
    `${effect.label} on the ${segment.name}: ${effect.text} ${m.name} loses ${effect.health} health${injured ? ' and is injured' : ''}; team morale −${C.HAZARD_TEAM_MORALE}.`,
    today(s),
  );
}

/**
 * A rest day's care. The physician treats the most hurt climber injured by a hazard: +10 health, injury healed,
 * and that is a rescue (counted once per injury, since the injury is healed). Climbers with altitude sickness
 * get over it by resting: no health bonus and no rescue (docs/rules/everest.md, ruling "Everest, score").
 */
function restCare(s: EverestState): void {
  const hurt = s.team.filter((m) => m.injured).sort((a, b) => a.health - b.health)[0];
  if (hurt) {
    hurt.injured = false;
    hurt.health = clampStat(hurt.health + C.TREAT_HEALTH);
    s.rescues += 1;
    const doc = s.team.find((m) => m.role === 'physician');
    const who = doc && doc !== hurt ? `${doc.name} treats ${hurt.name}` : `${hurt.name} is treated at camp`;
    note(s, 'rescue', `${who} (health +${C.TREAT_HEALTH}, injury healed). Rescue #${s.rescues}.`, today(s));
  }
  const ill = s.team.filter((m) => m.ill);
  for (const m of ill) m.ill = false;
  if (ill.length)
    note(s, 'info', `Rest cures altitude sickness: ${ill.map((m) => m.name).join(' and ')} ${ill.length > 1 ? 'are' : 'is'} well again (not a rescue).`, today(s));
}

function move(s: EverestState, segment: Segment, rng: Rng): void {
  const d = settingsOf(s);
  let extraDays = C.MOVE_DAYS[s.pace] - 1;
  let arrives = true;

  if (segment.id === C.LADDER_SEGMENT_ID && rng.chance(C.LADDER_JAM_CHANCE)) {
    s.riskBoost = round2(s.riskBoost + C.LADDER_JAM_BOOST);
    forEach(s, (m) => addFatigue(m, C.LADDER_JAM_FATIGUE));
    note(s, 'ladder', `Ladder jam in the Icefall: hours of waiting under the seracs (risk +${C.LADDER_JAM_BOOST}, fatigue +${C.LADDER_JAM_FATIGUE}).`, today(s));
  }

  if (segment.id === C.SUMMIT_SEGMENT_ID) {
    if (rng.chance(queueChance(d.queueFactor, s.startTime))) {
      extraDays += C.QUEUE_DELAY_DAYS;
      forEach(s, (m) => addFatigue(m, C.QUEUE_DELAY_FATIGUE));
      note(s, 'queue', `Queue on the ridge: the push takes ${C.QUEUE_DELAY_DAYS} extra day (fatigue +${C.QUEUE_DELAY_FATIGUE}).`, today(s));
    }
    if (rng.chance(turnaroundChance(s.startTime))) {
      arrives = false;
      note(s, 'turnaround', 'Late start: not on top by 2 pm, so the team turns around and returns to Camp IV.', today(s));
    }
  }

  const risk = currentMoveRisk(s)!.risk;
  if (rng.chance(risk)) {
    strike(s, segment, rng);
    if (C.STRIKE_STOPS_MOVE && arrives) {
      arrives = false;
      note(s, 'hazard', `The team turns back to ${C.CAMP_NAMES[segment.from]} to look after its climber.`, today(s));
    }
  }
  forEach(s, (m) => addFatigue(m, C.PACE_FATIGUE[s.pace]));
  s.riskBoost = 0;
  s.scouted = null;

  const windowDays = d.days;
  for (let i = 0; i < extraDays && s.day < windowDays; i++) passDay(s, rng, segment.from);
  if (s.day >= windowDays) return;
  if (arrives) {
    s.location = segment.to;
    if (campIndex(segment.to) > campIndex(s.highestCamp)) s.highestCamp = segment.to;
    note(s, 'info', `Climbed the ${segment.name} to ${C.CAMP_NAMES[segment.to]} (${altitudeOf(segment.to)} m).`, today(s));
    if (segment.to === 'SUMMIT') {
      s.summited = true;
      s.phase = 'DESCENT';
      note(s, 'summit', `Summit! The team stands on top of Everest, ${altitudeOf('SUMMIT')} m. Now get everyone down safely.`, today(s));
    }
  }
  passDay(s, rng);
}

function sherpaOr(m: Member, normal: number, sherpa: number): number {
  return m.role === 'sherpa' ? sherpa : normal;
}

function applyDay(s: EverestState, action: DayAction, rng: Rng): void {
  const forward = segmentFrom(s.location);
  switch (action.type) {
    case 'rest':
      forEach(s, (m) => addFatigue(m, -C.REST_FATIGUE));
      s.restRequired = Math.max(0, s.restRequired - 1);
      if (s.restRequired === 0) s.restReason = null;
      note(s, 'info', `Rest day at ${C.CAMP_NAMES[s.location]} (fatigue −${C.REST_FATIGUE}).`, today(s));
      restCare(s);
      passDay(s, rng);
      return;
    case 'acclimatize': {
      const gain = acclimatizeGain(altitudeOf(s.location));
      forEach(s, (m) => {
        m.accl = clampStat(m.accl + gain);
        addFatigue(m, -C.ACCLIMATIZE_FATIGUE);
      });
      note(s, 'info', `Acclimatisation day at ${C.CAMP_NAMES[s.location]}: acclimatisation +${gain}.`, today(s));
      passDay(s, rng);
      return;
    }
    case 'puja':
      forEach(s, (m) => (m.morale = clampStat(m.morale + C.PUJA_MORALE)));
      note(s, 'info', `Puja ceremony: the team asks for safe passage (morale +${C.PUJA_MORALE}).`, today(s));
      passDay(s, rng);
      return;
    case 'photo': {
      const doc = s.team.find((m) => m.role === 'documentarian');
      if (doc) doc.morale = clampStat(doc.morale + C.PHOTO_MORALE);
      s.photoDays += 1;
      note(s, 'info', `Photo day: ${doc ? doc.name : 'the documentarian'} films the climb (morale +${C.PHOTO_MORALE}). Photo days: ${s.photoDays}.`, today(s));
      passDay(s, rng);
      return;
    }
    case 'carry': {
      const to = forward!.to;
      s.oxygen = round2(s.oxygen - C.CARRY_UNITS);
      s.caches[to] = round2(s.caches[to] + C.CARRY_UNITS);
      s.carries += 1;
      forEach(s, (m) => addFatigue(m, sherpaOr(m, C.CARRY_FATIGUE, C.CARRY_FATIGUE_SHERPA)));
      note(s, 'info', `Carried ${C.CARRY_UNITS} oxygen unit${C.CARRY_UNITS === 1 ? '' : 's'} up to the ${C.CAMP_NAMES[to]} cache and came back down.`, today(s));
      passDay(s, rng);
      return;
    }
    case 'fixRope':
      s.ropes[forward!.id] = true;
      forEach(s, (m) => addFatigue(m, sherpaOr(m, C.ROPE_FATIGUE, C.ROPE_FATIGUE_SHERPA)));
      note(s, 'info', `Fixed ropes on the ${forward!.name} (risk ×${C.RISK_ROPES} there from now on).`, today(s));
      passDay(s, rng);
      return;
    case 'scout':
      s.scouted = forward!.id;
      forEach(s, (m) => addFatigue(m, C.SCOUT_FATIGUE));
      note(s, 'info', `Scouted the ${forward!.name} (risk ×${C.RISK_SCOUTED} on the next move).`, today(s));
      passDay(s, rng);
      return;
    case 'move':
      move(s, forward!, rng);
      return;
    case 'descend': {
      const to = C.CAMPS[campIndex(s.location) - 1];
      forEach(s, (m) => addFatigue(m, -C.DESCEND_FATIGUE));
      s.location = to;
      s.scouted = null;
      note(s, 'info', `Descended to ${C.CAMP_NAMES[to]} (${altitudeOf(to)} m).`, today(s));
      passDay(s, rng);
      return;
    }
  }
}

function finish(s: EverestState): void {
  if (s.phase === 'DESCENT' && s.location === 'BC') {
    s.phase = 'END';
    s.endReason = 'returned';
    note(s, 'home', 'The whole team is back at Base Camp. Expedition complete!');
    return;
  }
  if (s.phase !== 'END' && s.day >= settingsOf(s).days) {
    s.day = settingsOf(s).days;
    s.phase = 'END';
    s.endReason = 'window';
    note(s, 'window', `${C.MSG.windowClosed}: ${C.MSG.windowClosedText}`);
  }
}

export const isDayAction = (a: EverestAction): a is DayAction => (DAY_ACTION_VALUES as readonly string[]).includes(a.type);

/** The reducer. Never throws: a refused action returns the same state and the refusal from `refusal()`. */
export function step(state: EverestState, action: EverestAction): Step<EverestState> {
  const why = refusal(state, action);
  if (why) return refused(state, why.message, why.detail);
  const moves = recordMove(state.moves, action);
  switch (action.type) {
    case 'setPace':
      return applied({ ...state, pace: action.pace, moves });
    case 'setFlow':
      return applied({ ...state, flow: action.flow, moves });
    case 'setStart':
      return applied({ ...state, startTime: action.startTime, moves });
  }
  const s = draft(state);
  const rng = new Rng(state.rng);
  applyDay(s, action, rng);
  finish(s);
  s.rng = rng.state;
  s.moves = moves;
  return applied(s);
}

/** Replays a list of actions from a new game (refused actions are skipped, as in play). */
export function replay(setup: EverestSetup & { seed: string }, actions: readonly EverestAction[]): EverestState {
  return actions.reduce((s, a) => step(s, a).state, init(setup, setup.seed));
}
