/**
 * Texts of the Everest expedition screen. Every figure in them is read from the engine's constants (figures written
 * once, docs/rules/everest.md, "Texts quote the constants"): each text is a function of a constants object `c`, the
 * real one by default, so a test can hand in changed figures and see the text follow.
 */
import * as C from '@/engines/everest/constants';
import { weatherKind, type CarryTarget, type WeatherKind } from '@/engines/everest/selectors';
import type { CampId, DayActionType, Flow, Pace, StartTime, WeatherDay } from '@/engines/everest/types';

/** The constants module's shape: what every text here reads. */
export type Rules = typeof C;

export interface ActionText {
  type: DayActionType;
  label: string;
  effect: string;
}

/** A chance as a whole percentage: 0.155 → "16%". */
export const pct = (p: number) => `${Math.round(p * 100)}%`;
/** An amount of oxygen or food: whole numbers as they are, others with one decimal (2 → "2", 1.5 → "1.5"). */
export const amount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const units = (n: number) => `${n} O₂ unit${n === 1 ? '' : 's'}`;
const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** Cache camps below the oxygen line: O₂ carried there is never breathed. */
export const unbreathedCacheCamps = (c: Rules = C): CampId[] => c.CACHE_CAMPS.filter((x) => c.ALTITUDES[x] < c.OXYGEN_ALTITUDE);

/** The camp a carry should start from to stock the first cache where oxygen is breathed (and that cache). */
function firstUsefulCarry(c: Rules): { from: CampId; to: CampId } | null {
  const to = c.CACHE_CAMPS.find((x) => c.ALTITUDES[x] >= c.OXYGEN_ALTITUDE);
  const from = to ? c.CAMPS[c.CAMPS.indexOf(to) - 1] : undefined;
  return to && from ? { from, to } : null;
}

export function actionTexts(c: Rules = C): ActionText[] {
  return [
    { type: 'move', label: 'Move up', effect: 'Climb the next segment to the camp above. Risk of a hazard (see below); fatigue by pace.' },
    { type: 'descend', label: 'Descend', effect: `Go down one camp. Fatigue −${c.DESCEND_FATIGUE}. No hazard roll.` },
    {
      type: 'rest',
      label: 'Rest',
      effect: `Fatigue −${c.REST_FATIGUE}; clears one required rest day; the physician treats one climber injured by a hazard (+${c.TREAT_HEALTH} health, a rescue: +${c.SCORE_RESCUE} points once per injury); altitude sickness is cured by the rest itself (not a rescue).`,
    },
    {
      type: 'acclimatize',
      label: 'Acclimatize',
      effect: `Acclimatisation +${c.ACCLIMATIZE_GAIN_HIGH} at ${c.ACCLIMATIZE_HIGH_LINE} m or above, +${c.ACCLIMATIZE_GAIN_MID} at ${c.ACCLIMATIZE_MID_LINE} m or above, +${c.ACCLIMATIZE_GAIN_LOW} lower. Fatigue −${c.ACCLIMATIZE_FATIGUE}.`,
    },
    { type: 'scout', label: 'Scout ahead', effect: `Study the next segment: its risk ×${c.RISK_SCOUTED} on your next move. Fatigue +${c.SCOUT_FATIGUE}.` },
    {
      type: 'fixRope',
      label: 'Fix rope',
      effect: `Fix ropes on the next segment: its risk ×${c.RISK_ROPES} from now on. Fatigue +${c.ROPE_FATIGUE} (sherpa +${c.ROPE_FATIGUE_SHERPA}).`,
    },
    { type: 'carry', label: 'Carry oxygen', effect: carryEffect(null, c).effect },
    { type: 'puja', label: 'Puja ceremony', effect: `A blessing for safe passage. Morale +${c.PUJA_MORALE} for everyone.` },
    { type: 'photo', label: 'Photo day', effect: `The documentarian films the climb. Documentarian morale +${c.PHOTO_MORALE}; one more photo day.` },
  ];
}

/**
 * What a carry from here does, said before it is taken (docs/rules/everest.md, "Oxygen and caches"): where the oxygen
 * goes and whether it will ever be breathed there. Oxygen is used only at the oxygen line and above.
 */
export function carryEffect(target: CarryTarget | null, c: Rules = C): { effect: string; warning: string | null } {
  const cost = `Fatigue +${c.CARRY_FATIGUE} (sherpa +${c.CARRY_FATIGUE_SHERPA}).`;
  const take = `Take ${units(c.CARRY_UNITS)} up to the`;
  if (!target) return { effect: `${take} next camp's cache and come back. ${cost}`, warning: null };
  const where = `${c.CAMP_NAMES[target.camp]} (${target.altitude} m)`;
  if (target.breathable)
    return {
      effect: `${take} ${where} cache and come back. The team breathes it first on days it spends at ${c.CAMP_NAMES[target.camp]}. ${cost}`,
      warning: null,
    };
  const useful = firstUsefulCarry(c);
  return {
    effect: `${take} ${where} cache and come back. ${cost}`,
    warning:
      `${where} is below ${c.OXYGEN_ALTITUDE} m: oxygen is only breathed from ${c.OXYGEN_ALTITUDE} m up, so O₂ left there is never used (it still counts ${c.SCORE_OXYGEN} points in the score).` +
      (useful ? ` Carry from ${c.CAMP_NAMES[useful.from]} to stock ${c.CAMP_NAMES[useful.to]}.` : ''),
  };
}

/** The word and icon of each kind of weather (the kind is the engine's `weatherKind`). */
export const WEATHER_WORDS: Record<WeatherKind, { label: string; icon: string }> = {
  storm: { label: 'Storm', icon: '⛈' },
  windy: { label: 'Windy', icon: '💨' },
  fair: { label: 'Fair', icon: '☀' },
};

/** A day's weather in one line: "Windy, wind 40 km/h, -20 °C, visibility Low". */
export function weatherLine(w: WeatherDay): string {
  return `${WEATHER_WORDS[weatherKind(w)].label}, wind ${w.wind} km/h, ${w.temp} °C, visibility ${w.vis}`;
}

const moveDays = (c: Rules, p: Pace) => (c.MOVE_DAYS[p] === 1 ? 'one day per move' : `a move takes ${c.MOVE_DAYS[p]} days`);

export function paceHelp(pace: Pace, c: Rules = C): string {
  const days = moveDays(c, pace);
  return `Fatigue +${c.PACE_FATIGUE[pace]} per move, risk ×${c.RISK_PACE[pace]}, ${c.MOVE_DAYS[pace] === 1 ? days : `but ${days}`}.`;
}

export function flowHelp(flow: Flow, c: Rules = C): string {
  const extra = c.HIGH_ALTITUDE_FATIGUE[flow];
  return `${c.OXYGEN_USE[flow]} O₂ a day at ${c.OXYGEN_ALTITUDE} m or above; ${extra > 0 ? `thin air adds fatigue +${extra} a day` : 'no extra fatigue from thin air'}.`;
}

export function startHelp(start: StartTime, c: Rules = C): string {
  const turn = start === 'Late' ? `; ${pct(c.LATE_TURNAROUND_CHANCE)} chance of turning around at 2 pm` : '';
  return `Summit push risk ×${c.RISK_START[start]}; queue delay chance ×${c.QUEUE_START[start]}${turn}.`;
}

/** The grade thresholds, highest first: "S 1200 · A+ 1000 · …" (the lowest grade has no threshold). */
export function gradeLine(c: Rules = C): string {
  return c.GRADES.filter((g) => Number.isFinite(g.min))
    .map((g) => `${g.grade} ${g.min}`)
    .join(' · ');
}

/** Labels of the score breakdown rows, with their weights. */
export function scoreLabels(c: Rules = C) {
  return {
    summit: c.SUMMIT_COUNTS_WHEN_HOME ? `Summit (${c.SCORE_SUMMIT}, counted once the team is home)` : 'Summit',
    returned: `Returned to Base Camp (after reaching at least ${c.CAMP_NAMES[c.RETURNED_MIN_CAMP]})`,
    time: `Time left (${c.SCORE_TIME} × share of the window, paid for coming home from the summit)`,
    healthMorale: `(Health + morale) × ${c.SCORE_HEALTH_MORALE}`,
    supplies: `Supplies (${c.SCORE_OXYGEN} per O₂, ${c.SCORE_FOOD} per food)`,
    rescues: `Rescues (${c.SCORE_RESCUE} per hazard injury treated)`,
    roles: 'Role satisfaction (average)',
  };
}

/** Under the caches table: where the day's oxygen comes from. */
export function cachesHelp(c: Rules = C): string {
  const never = unbreathedCacheCamps(c).map((x) => c.CAMP_NAMES[x]);
  return (
    `At ${c.OXYGEN_ALTITUDE} m or above the day's oxygen comes from the cache at that camp first, then from the team's own supply.` +
    (never.length
      ? ` Below ${c.OXYGEN_ALTITUDE} m no oxygen is breathed, so a cache at ${list(never)} is never used (it still counts in the score).`
      : '')
  );
}

/** The rules the spec leaves open, shown to the player in "How the mountain works". */
export function openRules(c: Rules = C): string[] {
  const never = unbreathedCacheCamps(c).map((x) => c.CAMP_NAMES[x]);
  return [
    `A hazard that strikes hits one climber (health loss by hazard; ${c.INJURY_LINE} or more injures them), costs the team ${c.HAZARD_TEAM_MORALE} morale, and turns the team back to the camp it started from.`,
    `Tired or hurt teams take more risk: average fatigue above ${c.RISK_FATIGUE_LINE} adds up to +${c.RISK_FATIGUE_MAX} to the move risk, average health below ${c.RISK_HEALTH_LINE} adds up to +${c.RISK_HEALTH_MAX}.`,
    `The team is under-acclimatised when its average acclimatisation is below ${c.ACCL_PER_LEVEL} × the segment's recommended level.`,
    `A ladder jam in the Icefall (${pct(c.LADDER_JAM_CHANCE)} of crossings) adds +${c.LADDER_JAM_BOOST} risk to that crossing and +${c.LADDER_JAM_FATIGUE} fatigue.`,
    `A queue on the summit ridge costs the push ${c.QUEUE_DELAY_DAYS} extra day and +${c.QUEUE_DELAY_FATIGUE} fatigue. A turn-around leaves the team at Camp IV.`,
    `Injured or ill climbers do not recover health until a rest day treats them. While any climber's health is ${c.CRITICAL_HEALTH} or lower, the team will not climb higher.`,
    `Score: a rescue (+${c.SCORE_RESCUE}) is a climber injured by a hazard and treated on a rest day, once per injury; altitude sickness cured by rest is not a rescue. The ${c.SCORE_RETURNED} points for a returned base are for coming back to Base Camp after reaching at least ${c.CAMP_NAMES[c.RETURNED_MIN_CAMP]}. The time bonus (${c.SCORE_TIME} × share of the window left) is paid when the team comes home after the summit.`,
    `Oxygen is breathed only at ${c.OXYGEN_ALTITUDE} m and above, from the cache of the camp first. A carry takes oxygen one camp up${never.length ? `: O₂ carried to ${list(never)} is never breathed` : ''}.`,
    `Without oxygen at ${c.OXYGEN_ALTITUDE} m or above every climber loses ${c.NO_OXYGEN_HEALTH} health a day. The team needs a rest day when its average fatigue reaches ${c.EXHAUSTION_LINE}.`,
  ];
}
