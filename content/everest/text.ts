/**
 * Texts of the Everest expedition screen: what each action does (its figures
 * come from the engine's constants, so text and rules cannot drift apart).
 */
import * as C from '@/engines/everest/constants';
import type { CarryTarget } from '@/engines/everest/selectors';
import type { DayActionType, Flow, Pace, StartTime } from '@/engines/everest/types';

export interface ActionText {
  type: DayActionType;
  label: string;
  effect: string;
}

export const ACTIONS: ActionText[] = [
  { type: 'move', label: 'Move up', effect: 'Climb the next segment to the camp above. Risk of a hazard (see below); fatigue by pace.' },
  { type: 'descend', label: 'Descend', effect: `Go down one camp. Fatigue −${C.DESCEND_FATIGUE}. No hazard roll.` },
  {
    type: 'rest',
    label: 'Rest',
    effect: `Fatigue −${C.REST_FATIGUE}; clears one required rest day; the physician treats one climber injured by a hazard (+${C.TREAT_HEALTH} health, a rescue: +${C.SCORE_RESCUE} points once per injury); altitude sickness is cured by the rest itself (not a rescue).`,
  },
  {
    type: 'acclimatize',
    label: 'Acclimatize',
    effect: `Acclimatisation +${C.ACCLIMATIZE_GAIN_HIGH} at 7000 m or above, +${C.ACCLIMATIZE_GAIN_MID} at 6000 m or above, +${C.ACCLIMATIZE_GAIN_LOW} lower. Fatigue −${C.ACCLIMATIZE_FATIGUE}.`,
  },
  { type: 'scout', label: 'Scout ahead', effect: `Study the next segment: its risk ×${C.RISK_SCOUTED} on your next move. Fatigue +${C.SCOUT_FATIGUE}.` },
  { type: 'fixRope', label: 'Fix rope', effect: `Fix ropes on the next segment: its risk ×${C.RISK_ROPES} from now on. Fatigue +${C.ROPE_FATIGUE} (sherpa +${C.ROPE_FATIGUE_SHERPA}).` },
  { type: 'carry', label: 'Carry oxygen', effect: `Take 1 O₂ unit up to the next camp's cache and come back. Fatigue +${C.CARRY_FATIGUE} (sherpa +${C.CARRY_FATIGUE_SHERPA}).` },
  { type: 'puja', label: 'Puja ceremony', effect: `A blessing for safe passage. Morale +${C.PUJA_MORALE} for everyone.` },
  { type: 'photo', label: 'Photo day', effect: `The documentarian films the climb. Documentarian morale +${C.PHOTO_MORALE}; one more photo day.` },
];

/**
 * What a carry from here does, said before it is taken (issue 10 item 10): where the oxygen goes and whether it
 * will ever be breathed there. Oxygen is used only at 7000 m and above.
 */
export function carryEffect(target: CarryTarget | null): { effect: string; warning: string | null } {
  const cost = `Fatigue +${C.CARRY_FATIGUE} (sherpa +${C.CARRY_FATIGUE_SHERPA}).`;
  if (!target) return { effect: `Take 1 O₂ unit up to the next camp's cache and come back. ${cost}`, warning: null };
  const where = `${C.CAMP_NAMES[target.camp]} (${target.altitude} m)`;
  if (target.breathable)
    return {
      effect: `Take 1 O₂ unit up to the ${where} cache and come back. The team breathes it first on days it spends at ${C.CAMP_NAMES[target.camp]}. ${cost}`,
      warning: null,
    };
  return {
    effect: `Take 1 O₂ unit up to the ${where} cache and come back. ${cost}`,
    warning: `${where} is below ${C.OXYGEN_ALTITUDE} m: oxygen is only breathed from ${C.OXYGEN_ALTITUDE} m up, so O₂ left there is never used (it still counts ${C.SCORE_OXYGEN} points in the score). Carry from Camp II to stock Camp III.`,
  };
}

export const PACE_HELP: Record<Pace, string> = {
  Slow: `Fatigue +${C.PACE_FATIGUE.Slow} per move, risk ×${C.RISK_PACE.Slow}, but a move takes ${C.MOVE_DAYS.Slow} days.`,
  Normal: `Fatigue +${C.PACE_FATIGUE.Normal} per move, risk ×1, one day per move.`,
  Fast: `Fatigue +${C.PACE_FATIGUE.Fast} per move, risk ×${C.RISK_PACE.Fast}, one day per move.`,
};

export const FLOW_HELP: Record<Flow, string> = {
  Low: `${C.OXYGEN_USE.Low} O₂ a day at 7000 m or above; thin air adds fatigue +${C.HIGH_ALTITUDE_FATIGUE.Low} a day.`,
  Med: `${C.OXYGEN_USE.Med} O₂ a day at 7000 m or above; thin air adds fatigue +${C.HIGH_ALTITUDE_FATIGUE.Med} a day.`,
  High: `${C.OXYGEN_USE.High} O₂ a day at 7000 m or above; no extra fatigue from thin air.`,
};

export const START_HELP: Record<StartTime, string> = {
  Early: `Summit push risk ×${C.RISK_START.Early}; queue delay chance ×${C.QUEUE_START.Early}.`,
  Late: `Summit push risk ×${C.RISK_START.Late}; queue delay chance ×${C.QUEUE_START.Late}; ${Math.round(C.LATE_TURNAROUND_CHANCE * 100)}% chance of turning around at 2 pm.`,
};

/** The rules the spec leaves open, shown to the player in "How the mountain works". */
export const OPEN_RULES: string[] = [
  `A hazard that strikes hits one climber (health loss by hazard; 12 or more injures them), costs the team ${C.HAZARD_TEAM_MORALE} morale, and turns the team back to the camp it started from.`,
  `Tired or hurt teams take more risk: average fatigue above ${C.RISK_FATIGUE_LINE} adds up to +${C.RISK_FATIGUE_MAX} to the move risk, average health below ${C.RISK_HEALTH_LINE} adds up to +${C.RISK_HEALTH_MAX}.`,
  `The team is under-acclimatised when its average acclimatisation is below ${C.ACCL_PER_LEVEL} × the segment's recommended level.`,
  `A ladder jam in the Icefall (${C.LADDER_JAM_CHANCE * 100}% of crossings) adds +${C.LADDER_JAM_BOOST} risk to that crossing and +${C.LADDER_JAM_FATIGUE} fatigue.`,
  `A queue on the summit ridge costs the push ${C.QUEUE_DELAY_DAYS} extra day and +${C.QUEUE_DELAY_FATIGUE} fatigue. A turn-around leaves the team at Camp IV.`,
  `Injured or ill climbers do not recover health until a rest day treats them. While any climber's health is ${C.CRITICAL_HEALTH} or lower, the team will not climb higher.`,
  `Score: a rescue (+${C.SCORE_RESCUE}) is a climber injured by a hazard and treated on a rest day, once per injury; altitude sickness cured by rest is not a rescue. The ${C.SCORE_RETURNED} points for a returned base are for coming back to Base Camp after reaching at least Camp I. The time bonus (${C.SCORE_TIME} × share of the window left) is paid when the team comes home after the summit.`,
  `Oxygen is breathed only at ${C.OXYGEN_ALTITUDE} m and above, from the cache of the camp first. A carry takes oxygen one camp up: O₂ carried to Camp I or Camp II is never breathed.`,
  `Without oxygen at 7000 m or above every climber loses ${C.NO_OXYGEN_HEALTH} health a day. The team needs a rest day when its average fatigue reaches ${C.EXHAUSTION_LINE}.`,
];
