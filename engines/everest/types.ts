import type { RngState } from '../core/prng';

/*
 * One list per union type: the type and the save validator both read the list, so a value added to
 * one cannot be missing from the other.
 */

/** The camps, bottom to top (the route's order). */
export const CAMP_VALUES = ['BC', 'C1', 'C2', 'C3', 'C4', 'SUMMIT'] as const;
export type CampId = (typeof CAMP_VALUES)[number];
export const HAZARD_VALUES = ['serac', 'crevasse', 'avalanche', 'solar', 'ice', 'rockfall', 'frostbite', 'hypoxia', 'jet', 'queue'] as const;
export type HazardId = (typeof HAZARD_VALUES)[number];
export const DIFFICULTY_VALUES = ['Easy', 'Normal', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTY_VALUES)[number];
export const PACE_VALUES = ['Slow', 'Normal', 'Fast'] as const;
export type Pace = (typeof PACE_VALUES)[number];
export const FLOW_VALUES = ['Low', 'Med', 'High'] as const;
export type Flow = (typeof FLOW_VALUES)[number];
export const START_TIME_VALUES = ['Early', 'Late'] as const;
export type StartTime = (typeof START_TIME_VALUES)[number];
export const ROLE_VALUES = ['leader', 'physician', 'navigator', 'documentarian', 'sherpa'] as const;
export type RoleId = (typeof ROLE_VALUES)[number];
export const PHASE_VALUES = ['ASCENT', 'DESCENT', 'END'] as const;
export type Phase = (typeof PHASE_VALUES)[number];
export const VISIBILITY_VALUES = ['Good', 'Low', 'Poor'] as const;
export type Visibility = (typeof VISIBILITY_VALUES)[number];
export const EVENT_KIND_VALUES = [
  'info',
  'hazard',
  'ams',
  'ladder',
  'queue',
  'turnaround',
  'summit',
  'home',
  'window',
  'exhausted',
  'oxygen',
  'rescue',
] as const;
export type EventKind = (typeof EVENT_KIND_VALUES)[number];
/** Why the expedition ended (null while it goes on). */
export const END_REASON_VALUES = ['returned', 'window'] as const;
export type EndReason = (typeof END_REASON_VALUES)[number] | null;
/** Why the team must rest (null when it need not). */
export const REST_REASON_VALUES = ['ams', 'fatigue'] as const;
export type RestReason = (typeof REST_REASON_VALUES)[number];
export const DAY_ACTION_VALUES = ['rest', 'acclimatize', 'puja', 'photo', 'carry', 'fixRope', 'scout', 'move', 'descend'] as const;
export type DayActionType = (typeof DAY_ACTION_VALUES)[number];

export interface Member {
  name: string;
  role: RoleId;
  health: number;
  fatigue: number;
  morale: number;
  accl: number;
  /** Hurt by a hazard: needs the physician on a rest day (treating it is a rescue). */
  injured: boolean;
  /** Altitude sickness (AMS): a rest day gets the climber over it (not a rescue). */
  ill: boolean;
}

export interface WeatherDay {
  /** 1-based day number. */
  day: number;
  storm: boolean;
  /** km/h */
  wind: number;
  /** °C */
  temp: number;
  vis: Visibility;
}

export interface LogEntry {
  /** The day (1-based) the entry happened on. */
  day: number;
  kind: EventKind;
  text: string;
}

export interface EverestState {
  seed: string;
  difficulty: Difficulty;
  /** Days used so far (0 at the start; never above the window). */
  day: number;
  phase: Phase;
  location: CampId;
  /** The highest camp the team has reached (BC at the start). */
  highestCamp: CampId;
  caches: Record<CampId, number>;
  oxygen: number;
  food: number;
  /** Segment id → ropes fixed. */
  ropes: Record<string, boolean>;
  /** Id of the segment scouted (until the next move), or null. */
  scouted: string | null;
  photoDays: number;
  /** Hazard injuries treated (each injury counts once; altitude sickness never counts). */
  rescues: number;
  carries: number;
  pace: Pace;
  flow: Flow;
  startTime: StartTime;
  /** Temporary risk boost for the move in progress (reset after every move). */
  riskBoost: number;
  /** Rest days still required (0 = none). */
  restRequired: number;
  restReason: RestReason | null;
  summited: boolean;
  endReason: EndReason;
  team: Member[];
  /** Weather for every day of the window plus the forecast horizon (index 0 = day 1). */
  weather: WeatherDay[];
  /** Newest last. */
  log: LogEntry[];
  /** Events of the latest day, for the event modal and toasts. */
  lastEvents: LogEntry[];
  rng: RngState;
  /**
   * The moves the rules used, oldest first (docs/rules/everest.md, "Moves, saves and result codes"): every applied
   * day action (its type only) and the pace, flow and start-time choices in force for the days that followed,
   * appended by `step` itself. `init(setup, seed)` and these moves replay to this state, which is what a result code
   * carries. Null when the history is unknown (a save from before result codes, or one whose moves do not replay to
   * it): the game plays on, with no code.
   */
  moves: EverestAction[] | null;
}

export type DayAction =
  | { type: 'rest' }
  | { type: 'acclimatize' }
  | { type: 'puja' }
  | { type: 'photo' }
  | { type: 'carry' }
  | { type: 'fixRope' }
  | { type: 'scout' }
  | { type: 'move'; segment?: string }
  | { type: 'descend' };

export type SettingAction =
  | { type: 'setPace'; pace: Pace }
  | { type: 'setFlow'; flow: Flow }
  | { type: 'setStart'; startTime: StartTime };

export type EverestAction = DayAction | SettingAction;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compile-time check that DAY_ACTION_VALUES and the DayAction union name the same actions. */
export const DAY_ACTIONS_MATCH: Same<DayAction['type'], DayActionType> = true;
