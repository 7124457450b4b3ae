import type { RngState } from '../core/prng';

export type CampId = 'BC' | 'C1' | 'C2' | 'C3' | 'C4' | 'SUMMIT';
export type HazardId =
  | 'serac'
  | 'crevasse'
  | 'avalanche'
  | 'solar'
  | 'ice'
  | 'rockfall'
  | 'frostbite'
  | 'hypoxia'
  | 'jet'
  | 'queue';
export type Difficulty = 'Easy' | 'Normal' | 'Hard';
export type Pace = 'Slow' | 'Normal' | 'Fast';
export type Flow = 'Low' | 'Med' | 'High';
export type StartTime = 'Early' | 'Late';
export type RoleId = 'leader' | 'physician' | 'navigator' | 'documentarian' | 'sherpa';
export type Phase = 'ASCENT' | 'DESCENT' | 'END';
export type Visibility = 'Good' | 'Low' | 'Poor';

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

export type EventKind =
  | 'info'
  | 'hazard'
  | 'ams'
  | 'ladder'
  | 'queue'
  | 'turnaround'
  | 'summit'
  | 'home'
  | 'window'
  | 'exhausted'
  | 'oxygen'
  | 'rescue';

export interface LogEntry {
  /** The day (1-based) the entry happened on. */
  day: number;
  kind: EventKind;
  text: string;
}

/** Why the expedition ended. */
export type EndReason = 'returned' | 'window' | null;

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
  restReason: 'ams' | 'fatigue' | null;
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
export type DayActionType = DayAction['type'];

export interface StepResult {
  state: EverestState;
  /** The refusal message, or null when the action was applied. */
  error: string | null;
}
