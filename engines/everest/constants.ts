/**
 * Every figure of the Everest expedition v3, in one place.
 *
 * Figures marked SPEC are the specification's (section 9 unless noted) and must
 * not change. Figures marked OPEN are values the specification leaves out; they
 * are our rulings (docs/rules/everest.md, "Rulings the game follows": "set in
 * the constants, documented there", and shown to the player where they matter)
 * and are the only numbers the balance bench may tune.
 */
import { CAMP_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';
import type { CampId, Flow, HazardId, Pace, RoleId, StartTime } from './types';

/* ------------------------------------------------------------------ route */

/** SPEC: camps, bottom to top (the one list of camps, types.ts's CAMP_VALUES, under its rules name). */
export const CAMPS: readonly CampId[] = CAMP_VALUES;

export const CAMP_NAMES: Record<CampId, string> = {
  BC: 'Base Camp',
  C1: 'Camp I',
  C2: 'Camp II',
  C3: 'Camp III',
  C4: 'Camp IV',
  SUMMIT: 'Summit',
};

/** SPEC: altitudes in metres. */
export const ALTITUDES: Record<CampId, number> = {
  BC: 5364,
  C1: 6065,
  C2: 6400,
  C3: 7100,
  C4: 7950,
  SUMMIT: 8848,
};

export interface Segment {
  id: string;
  from: CampId;
  to: CampId;
  minAlt: number;
  maxAlt: number;
  name: string;
  /** Hazard → weight (a probability-like number). */
  hazards: Partial<Record<HazardId, number>>;
  ropeable: boolean;
  /** Recommended acclimatisation level (0–3). */
  recAccl: number;
}

const seg = (
  id: string,
  from: CampId,
  to: CampId,
  name: string,
  hazards: Segment['hazards'],
  ropeable: boolean,
  recAccl: number,
): Segment => ({ id, from, to, minAlt: ALTITUDES[from], maxAlt: ALTITUDES[to], name, hazards, ropeable, recAccl });

/** SPEC: the five route segments with hazard weights, ropeable flag and recommended acclimatisation. */
export const SEGMENTS: readonly Segment[] = [
  seg('icefall', 'BC', 'C1', 'Khumbu Icefall', { serac: 0.12, crevasse: 0.1, avalanche: 0.06 }, true, 0),
  seg('cwm', 'C1', 'C2', 'Western Cwm', { solar: 0.1, crevasse: 0.04, avalanche: 0.04 }, false, 1),
  seg('lhotse', 'C2', 'C3', 'Lhotse Face', { ice: 0.12, rockfall: 0.06, frostbite: 0.05 }, true, 2),
  seg('band', 'C3', 'C4', 'Yellow Band & Geneva Spur', { ice: 0.1, rockfall: 0.08, hypoxia: 0.08 }, true, 2),
  seg('summit', 'C4', 'SUMMIT', 'Summit Ridge', { jet: 0.1, frostbite: 0.12, queue: 0.1 }, false, 3),
];

/** OPEN: the spec names the last segment only "Camp IV to Summit"; we call it the Summit Ridge. */
export const SUMMIT_SEGMENT_ID = 'summit';
/** SPEC: the ladder jam happens on the first segment. */
export const LADDER_SEGMENT_ID = 'icefall';

/** OPEN: caches can be stocked at the four intermediate camps (not at Base, not on the Summit). */
export const CACHE_CAMPS: readonly CampId[] = ['C1', 'C2', 'C3', 'C4'];

/* ------------------------------------------------------------- difficulty */

/** The difficulty table lives in classLimits.ts (what a class link needs, without the rest of the rules): here as everywhere. */
export { DIFFICULTIES, DIFFICULTY_LIST, type DifficultySettings } from './classLimits';

/* ----------------------------------------------------------------- oxygen */

/** SPEC: oxygen is used every day spent at or above this altitude. */
export const OXYGEN_ALTITUDE = 7000;
/** SPEC: oxygen units per day at or above 7000 m, by flow. */
export const OXYGEN_USE: Record<Flow, number> = { Low: 0.6, Med: 1, High: 1.5 };
export const FLOW_LIST: readonly Flow[] = FLOW_VALUES;
/**
 * OPEN: what flow buys. Thin air tires the team: each day at or above 7000 m
 * adds this much fatigue to every member, less with more oxygen.
 */
export const HIGH_ALTITUDE_FATIGUE: Record<Flow, number> = { Low: 10, Med: 4, High: 0 };
/** OPEN: a day at or above 7000 m without enough oxygen (hypoxia): every member loses this. */
export const NO_OXYGEN_HEALTH = 8;
export const NO_OXYGEN_MORALE = 4;

/* ------------------------------------------------------------------- pace */

/** SPEC: fatigue a move adds to every member, by pace. */
export const PACE_FATIGUE: Record<Pace, number> = { Slow: 8, Normal: 12, Fast: 16 };
export const PACE_LIST: readonly Pace[] = PACE_VALUES;
/**
 * OPEN: what a slow pace costs. Moving slowly is safer and less tiring, but a
 * slow move takes this many days (each with its daily effects); Normal and Fast take one.
 */
export const MOVE_DAYS: Record<Pace, number> = { Slow: 2, Normal: 1, Fast: 1 };

/* ------------------------------------------------------------------ daily */

/** SPEC: food used per day. */
export const FOOD_PER_DAY = 1;
/** SPEC: daily morale recovery: +3 at Base Camp, +1 elsewhere. */
export const MORALE_RECOVERY_BASE = 3;
export const MORALE_RECOVERY_OTHER = 1;
/** SPEC: daily health recovery: +4 at Base, +0 high, +2 otherwise. */
export const HEALTH_RECOVERY_BASE = 4;
export const HEALTH_RECOVERY_HIGH = 0;
export const HEALTH_RECOVERY_OTHER = 2;
/** OPEN: "high" for health recovery is the same line as oxygen use: 7000 m and above. */
export const HIGH_ALTITUDE = 7000;
/** SPEC: a member whose fatigue is above 72 loses 4 morale a day; above 80 loses 6 health a day. */
export const FATIGUE_MORALE_LINE = 72;
export const FATIGUE_MORALE_COST = 4;
export const FATIGUE_HEALTH_LINE = 80;
export const FATIGUE_HEALTH_COST = 6;
/** OPEN: a day without food costs every member this much health and morale. */
export const NO_FOOD_HEALTH = 5;
export const NO_FOOD_MORALE = 5;
/** OPEN: injured (or ill) members do not recover health until a rest day treats them. */
export const INJURED_RECOVERS = false;

/* -------------------------------------------------------------------- AMS */

/** SPEC: AMS can strike at or above 6000 m. */
export const AMS_ALTITUDE = 6000;
/** SPEC: (1 - avg accl/100) * .12 + avg fatigue/100 * .1, +.06 at or above 7000 m, capped at .45. */
export const AMS_ACCL_FACTOR = 0.12;
export const AMS_FATIGUE_FACTOR = 0.1;
export const AMS_HIGH_BONUS = 0.06;
export const AMS_HIGH_ALTITUDE = 7000;
export const AMS_CAP = 0.45;
/**
 * SPEC: AMS effect on one member: injured, health -10, morale -6, and a forced rest.
 * The member is marked `ill` (not `injured`): a rest day gets them over it, which is not a rescue.
 */
export const AMS_HEALTH = 10;
export const AMS_MORALE = 6;
/** OPEN: the forced-rest counter never goes above this (two AMS days in a row need two rest days). */
export const REST_REQUIRED_MAX = 2;
/** OPEN: when the team's average fatigue reaches this, the team needs a rest day ('Team needs a rest day.'). */
export const EXHAUSTION_LINE = 85;

/* -------------------------------------------------------------- move risk */

/** SPEC: base risk, plus half of each hazard weight. */
export const RISK_BASE = 0.05;
export const RISK_HAZARD_SHARE = 0.5;
/** SPEC: additions. */
export const RISK_STORM = 0.15;
export const RISK_WIND_LINE = 32;
export const RISK_WIND = 0.06;
export const RISK_COLD_LINE = -16;
export const RISK_COLD = 0.04;
/**
 * OPEN: the fatigue and health terms. Average fatigue above 50 adds up to +.10
 * (at 100); average health below 70 adds up to +.10 (at 0). Linear in between.
 */
export const RISK_FATIGUE_LINE = 50;
export const RISK_FATIGUE_MAX = 0.2;
export const RISK_HEALTH_LINE = 70;
export const RISK_HEALTH_MAX = 0.15;
/** SPEC: multipliers. */
export const RISK_ROPES = 0.75;
export const RISK_SCOUTED = 0.9;
export const RISK_PACE: Record<Pace, number> = { Slow: 0.9, Normal: 1, Fast: 1.15 };
export const RISK_UNDER_ACCL = 1.15;
/** SPEC: summit start multipliers (summit push only). */
export const RISK_START: Record<StartTime, number> = { Early: 0.92, Late: 1.15 };
export const START_LIST: readonly StartTime[] = START_TIME_VALUES;
/** SPEC: clamp. */
export const RISK_MIN = 0.05;
export const RISK_MAX = 0.7;
/**
 * OPEN: the team's acclimatisation level is its average accl divided by this
 * (so recommended level 3 on the summit ridge means an average accl of 45).
 * Below the segment's recommended level the team is under-acclimatised.
 */
export const ACCL_PER_LEVEL = 12;

/* ---------------------------------------------------------------- hazards */

export interface HazardEffect {
  label: string;
  /** Health lost by the member hit. */
  health: number;
  /** Fatigue added to the member hit. */
  fatigue: number;
  text: string;
}

/**
 * OPEN: what a hazard does when it strikes (the spec gives only the chance).
 * One member (drawn at random) takes the hit; a loss of 12 health or more
 * injures them. The whole team loses HAZARD_TEAM_MORALE, and the move fails:
 * the team brings its member back to the camp it started from (the day is spent).
 */
export const HAZARDS: Record<HazardId, HazardEffect> = {
  serac: { label: 'Serac fall', health: 20, fatigue: 6, text: 'An ice tower collapsed beside the ladders.' },
  crevasse: { label: 'Crevasse fall', health: 15, fatigue: 8, text: 'A snow bridge gave way over a crevasse.' },
  avalanche: { label: 'Avalanche', health: 25, fatigue: 10, text: 'An avalanche swept across the route.' },
  solar: { label: 'Heat exhaustion', health: 6, fatigue: 12, text: 'The sun in the Cwm turned the valley into an oven.' },
  ice: { label: 'Slip on hard ice', health: 12, fatigue: 6, text: 'A crampon skidded on blue ice.' },
  rockfall: { label: 'Rockfall', health: 18, fatigue: 4, text: 'Loose rock came down the face.' },
  frostbite: { label: 'Frostbite', health: 12, fatigue: 4, text: 'Fingers and toes went numb in the cold.' },
  hypoxia: { label: 'Hypoxia', health: 12, fatigue: 8, text: 'Thin air left a climber confused and slow.' },
  jet: { label: 'Jet-stream gust', health: 15, fatigue: 8, text: 'Jet-stream winds hammered the ridge.' },
  queue: { label: 'Traffic jam', health: 8, fatigue: 12, text: 'A long wait in the cold behind other teams.' },
};
export const INJURY_LINE = 12;
/** OPEN: set to false to let the team carry on to the next camp after a strike. */
export const STRIKE_STOPS_MOVE = true;
/**
 * OPEN: critical condition. While any climber's health is at or below this
 * line the team will not climb higher (rest or descend to recover).
 */
export const CRITICAL_HEALTH = 25;
export const HAZARD_TEAM_MORALE = 5;

/* ------------------------------------------------- ladder jam, summit push */

/** SPEC: 25% chance of a ladder jam on the first segment. */
export const LADDER_JAM_CHANCE = 0.25;
/** OPEN: a ladder jam keeps the team waiting under the seracs: +.08 risk for this crossing (the temporary boost) and +6 fatigue each. */
export const LADDER_JAM_BOOST = 0.08;
export const LADDER_JAM_FATIGUE = 6;

/** SPEC: queue delay chance .25 × queue factor; Late × 1.4, Early × .7. */
export const QUEUE_BASE = 0.25;
export const QUEUE_START: Record<StartTime, number> = { Early: 0.7, Late: 1.4 };
/** OPEN: a queue delay costs the push one extra day (with its daily effects) and +6 fatigue each. */
export const QUEUE_DELAY_DAYS = 1;
export const QUEUE_DELAY_FATIGUE = 6;
/** SPEC: a Late start has a 45% chance of having to turn around by 2pm. */
export const LATE_TURNAROUND_CHANCE = 0.45;
/** OPEN: a turn-around leaves the team at Camp IV (the day and the pace fatigue are spent). */

/* ---------------------------------------------------------------- actions */

/** SPEC: Rest: fatigue -12, rest flag reduced by 1. */
export const REST_FATIGUE = 12;
/**
 * OPEN: on a rest day the physician treats the most hurt member injured by a hazard: +10 health, injury cleared.
 * That is a rescue (docs/rules/everest.md, ruling "Everest, score": counted once per injury). Altitude sickness is
 * cured by the rest day itself, with no health bonus and no rescue.
 */
export const TREAT_HEALTH = 10;
/** SPEC: Acclimatize: +8, +6 or +4 by altitude, fatigue -6. OPEN: the bands are ≥7000 m, ≥6000 m, below. */
export const ACCLIMATIZE_GAIN_HIGH = 8;
export const ACCLIMATIZE_GAIN_MID = 6;
export const ACCLIMATIZE_GAIN_LOW = 4;
export const ACCLIMATIZE_HIGH_LINE = 7000;
export const ACCLIMATIZE_MID_LINE = 6000;
export const ACCLIMATIZE_FATIGUE = 6;
/** SPEC: Puja: morale +8 (every member). */
export const PUJA_MORALE = 8;
/** SPEC: Photo day: documentarian morale +6. */
export const PHOTO_MORALE = 6;
/** SPEC: Carry: one oxygen unit to the next camp's cache, fatigue +9 (sherpa +6). */
export const CARRY_UNITS = 1;
export const CARRY_FATIGUE = 9;
export const CARRY_FATIGUE_SHERPA = 6;
/** SPEC: Fix rope: fatigue +12 (sherpa +8). */
export const ROPE_FATIGUE = 12;
export const ROPE_FATIGUE_SHERPA = 8;
/** SPEC: Descend: fatigue -6. */
export const DESCEND_FATIGUE = 6;
/** OPEN: Scout (spec names the action and its x.9 multiplier, not its cost): fatigue +6; the flag lasts until the next move. */
export const SCOUT_FATIGUE = 6;

/* ------------------------------------------------------------------ score */

/**
 * SPEC: score terms. Ruling of this product (docs/rules/everest.md "Score"): the 600 for the summit count only once the
 * team is home (back at Base Camp). Without it, a team that summits and never comes down outscored a team that turned
 * back safely (about 730 against 420–600, measured), and the class report ranked the stranded team first.
 */
export const SCORE_SUMMIT = 600;
export const SUMMIT_COUNTS_WHEN_HOME = true;
/** SPEC: 250 for a returned base. Ruling: only for returning to Base Camp after reaching at least Camp I. */
export const SCORE_RETURNED = 250;
export const RETURNED_MIN_CAMP: CampId = 'C1';
/**
 * SPEC: 200 times time left. OPEN: time left is the unused share of the window (days left / window days),
 * paid when the team comes home after the summit (the only way an expedition ends with days left). Before the
 * end, the score "if the expedition ended now" therefore has no time bonus: none is earned yet.
 */
export const SCORE_TIME = 200;
export const SCORE_HEALTH_MORALE = 0.7;
export const SCORE_OXYGEN = 5;
export const SCORE_FOOD = 2;
export const SCORE_RESCUE = 30;

/** SPEC: grade thresholds, highest first. */
export const GRADES: readonly { grade: string; min: number }[] = [
  { grade: 'S', min: 1200 },
  { grade: 'A+', min: 1000 },
  { grade: 'A', min: 850 },
  { grade: 'B', min: 700 },
  { grade: 'C', min: 550 },
  { grade: 'D', min: -Infinity },
];

/* ---------------------------------------------------------------- weather */

/** SPEC: storm chance .15 + .15 × volatility. */
export const STORM_BASE = 0.15;
export const STORM_VOLATILITY = 0.15;
/**
 * OPEN: wind (km/h) is drawn from 8 to 26 + 20 × volatility, plus 15 in a storm;
 * temperature (°C) from -26 to -6, minus 6 in a storm.
 */
export const WIND_MIN = 8;
export const WIND_MAX_BASE = 26;
export const WIND_MAX_VOLATILITY = 20;
export const WIND_STORM = 15;
export const TEMP_MIN = -26;
export const TEMP_MAX = -6;
export const TEMP_STORM = -6;
/** SPEC: wind above 32 gives Low visibility; a storm gives Poor. */
export const VIS_WIND_LINE = 32;
export const FORECAST_DAYS = 3;

/* ------------------------------------------------------------------ team */

export interface MemberStart {
  name: string;
  role: RoleId;
  health: number;
  fatigue: number;
  morale: number;
  accl: number;
}

/**
 * OPEN: the five starting members (the spec does not show their stats).
 * The trek in to Base Camp gives everyone some acclimatisation (average 31.2,
 * level 2.6); the sherpa lives at altitude and starts well acclimatised.
 */
export const TEAM_START: readonly MemberStart[] = [
  { name: 'Maya Okafor', role: 'leader', health: 95, fatigue: 10, morale: 80, accl: 24 },
  { name: 'Dr. Priya Nair', role: 'physician', health: 95, fatigue: 10, morale: 75, accl: 20 },
  { name: 'Sam Rivera', role: 'navigator', health: 95, fatigue: 12, morale: 75, accl: 24 },
  { name: 'Lena Vogel', role: 'documentarian', health: 90, fatigue: 10, morale: 70, accl: 18 },
  { name: 'Pemba Sherpa', role: 'sherpa', health: 100, fatigue: 8, morale: 80, accl: 70 },
];

export const ROLE_LABELS: Record<RoleId, string> = {
  leader: 'Leader',
  physician: 'Physician',
  navigator: 'Navigator',
  documentarian: 'Documentarian',
  sherpa: 'Sherpa',
};

/**
 * OPEN: role goals (the spec says each role has one and that the average
 * satisfaction, 0–100, is added to the score). They pull in different directions.
 */
export const ROLE_GOALS: Record<RoleId, { goal: string; how: string }> = {
  leader: { goal: 'Stand on the summit with a team in good spirits', how: '60 for the summit + 40 × average morale / 100' },
  physician: { goal: 'Keep everyone healthy', how: 'average health − 10 per injured or ill member' },
  navigator: { goal: 'Secure the route with fixed ropes', how: '100 × ropes fixed / 3 ropeable segments' },
  documentarian: { goal: 'Tell the story of the climb', how: '34 per photo day, up to 100' },
  sherpa: { goal: 'Stock the high camps', how: '25 per oxygen carry, up to 100' },
};
export const GOAL_LEADER_SUMMIT = 60;
export const GOAL_LEADER_MORALE = 40;
export const GOAL_PHYSICIAN_INJURY = 10;
export const GOAL_PHOTO_PER_DAY = 34;
export const GOAL_CARRY_PER_UNIT = 25;

/* ----------------------------------------------------------- random streams */

/**
 * OPEN (rules version 3): every random draw comes from the seed's stream for its purpose and place,
 * `randomFor(seed, STREAMS.x, day, …)` (engines/core/streams.ts; docs/rules/everest.md, "Random streams"), so that
 * one more day of rest changes only the draws of the days it moves, never every later draw:
 * - weather: a day's storm, wind and temperature (place: the day, 1-based);
 * - illness: the night's altitude sickness roll and who falls ill (place: the day that passes);
 * - hazard: a move's strike roll, which hazard, and who is hit (place: the day of the move and the segment's index);
 * - ladderJam, queue, turnaround: the Icefall's ladder jam, the summit push's queue and late-start turnaround (place:
 *   the day of the move).
 */
export const STREAMS = {
  weather: 'weather',
  illness: 'illness',
  hazard: 'hazard',
  ladderJam: 'ladder-jam',
  queue: 'queue',
  turnaround: 'turnaround',
} as const;

/* ----------------------------------------------------------------- limits */

export const STAT_MIN = 0;
export const STAT_MAX = 100;
export const SEED_MAX_LENGTH = 40;
export const DEFAULT_SEED = 'EVEREST-1';
export const LOG_MAX = 200;

/* --------------------------------------------------------------- messages */

/** SPEC (section 8): refusal texts, exact. Note the non-breaking hyphen in "rope‑fixed". */
export const MSG = {
  restFatigue: 'Team needs a rest day.',
  restAms: 'AMS: team must rest today.',
  noOxygen: 'No spare O₂ at Base to carry.',
  noForward: 'No forward segment.',
  notAtStart: 'You must be at the segment start.',
  noRopeSegment: 'No forward segment to fix.',
  notRopeable: 'This section cannot be rope\u2011fixed.',
  ropesFixed: 'Ropes already fixed here.',
  noAscent: 'No further ascent segment.',
  alreadyHome: 'Already Home',
  windowClosed: 'Window Closed',
  windowClosedText: 'Your climbing permit window ended. Expedition over.',
  /** OPEN: any action after the end. */
  over: 'The expedition is over. Start a new one.',
  /** OPEN: move refused while a climber is in critical condition. */
  critical: 'A climber is in critical condition: rest or descend first.',
  /** OPEN: scouting a segment already scouted. */
  alreadyScouted: 'This segment is already scouted.',
  /** OPEN: an action or setting the rules do not know (only from a hand-edited save or a bad replay). */
  unknownSetting: 'Unknown setting.',
  unknownAction: 'Unknown action.',
} as const;
