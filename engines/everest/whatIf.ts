/**
 * "What if?" for the Everest expedition (docs/rules/everest.md, "What if?"; the core's replay: docs/engines.md, "What
 * if?"): a student's own expedition, replayed through the same rules on the same seed, with one change from day N on:
 *
 * - `turnaround`: "turn around at Camp III": the team plays the student's own moves until it stands at Camp III (or
 *   higher) on the way up; then it descends one camp a day to Base Camp and rests there until the expedition ends;
 * - `restDay`: "one more rest day before the summit push": the team plays the student's own moves, with one rest day
 *   more just before the first summit push (the move up from Camp IV).
 *
 * The change is a policy, never an edited result: every move is stepped by the rules, the luck of each day comes from
 * the seed's stream for that day (docs/rules/everest.md, "Random streams"), and if the rules refuse one of the moves
 * (an extra day brought altitude sickness, and the team must rest before it moves up), the replay stops there and the
 * sentence names the move and the refusal. The chart compares the team's altitude at the end of each day; the sentence
 * compares the outcome (summit, home, days, score). Pure: no React, no DOM.
 */
import { decodeCode } from '../core/code';
import type { GameRecord } from '../core/record';
import { movesBefore, whatIf, type Policy, type WhatIfResult } from '../core/whatIf';
import * as C from './constants';
import { codec, summaryOf, type EverestSummary } from './classroom';
import { rules } from './index';
import { manifest } from './manifest';
import { altitudeOf, campIndex, segmentFrom } from './selectors';
import type { CampId, EverestAction, EverestSetup, EverestState } from './types';

export const EVEREST_POLICIES = ['turnaround', 'restDay'] as const;
export type EverestPolicyId = (typeof EVEREST_POLICIES)[number];

/** The camp the turn-around policy turns at. */
export const TURN_CAMP: CampId = 'C3';

export const EVEREST_POLICY_WORDS: Record<EverestPolicyId, { label: string; help: string; with: string; notInPlay: string }> = {
  turnaround: {
    label: `Turn around at ${C.CAMP_NAMES[TURN_CAMP]}`,
    help: `Your own moves until the team stands at ${C.CAMP_NAMES[TURN_CAMP]} on the way up; then down one camp a day to Base Camp, and rest there until the expedition ends.`,
    with: `a turn-around at ${C.CAMP_NAMES[TURN_CAMP]}`,
    notInPlay: `the team does not stand at ${C.CAMP_NAMES[TURN_CAMP]} or higher on the way up from that day`,
  },
  restDay: {
    label: 'One more rest day before the summit push',
    help: 'Your own moves, with one rest day more just before the first push from Camp IV to the summit.',
    with: 'one more rest day before the summit push',
    notInPlay: 'there is no summit push from that day',
  },
};

/** The day actions as the player reads them on the buttons (content/everest/text.ts `actionTexts`; a test keeps them equal). */
export const ACTION_WORDS: Record<EverestAction['type'], string> = {
  rest: 'Rest',
  acclimatize: 'Acclimatize',
  puja: 'Puja ceremony',
  photo: 'Photo day',
  carry: 'Carry oxygen',
  fixRope: 'Fix rope',
  scout: 'Scout ahead',
  move: 'Move up',
  descend: 'Descend',
  setPace: 'Pace',
  setFlow: 'Oxygen flow',
  setStart: 'Summit start time',
};

/** Turn around at Camp III: `rest` (the student's moves from the change on) until the team stands at Camp III or higher on the way up. */
export function turnAroundAtCampIII(rest: readonly EverestAction[]): Policy<EverestState, EverestAction> {
  let next = 0;
  let turned = false;
  return (s) => {
    if (s.phase === 'END') return null;
    if (!turned && s.phase === 'ASCENT' && campIndex(s.location) >= campIndex(TURN_CAMP)) turned = true;
    if (turned) return s.location === 'BC' ? { type: 'rest' } : { type: 'descend' };
    return next < rest.length ? rest[next++] : null;
  };
}

/** One more rest day before the summit push: `rest` (the student's moves from the change on), with a rest day before the first push from Camp IV. */
export function oneMoreRestDayBeforePush(rest: readonly EverestAction[]): Policy<EverestState, EverestAction> {
  let next = 0;
  let rested = false;
  return (s) => {
    if (s.phase === 'END' || next >= rest.length) return null;
    const move = rest[next];
    if (!rested && move.type === 'move' && s.phase === 'ASCENT' && segmentFrom(s.location)?.to === 'SUMMIT') {
      rested = true;
      return { type: 'rest' };
    }
    next++;
    return move;
  };
}

/** The policy for a replay (a policy follows the student's moves, so it is made for one replay). */
export const policyOf = (id: EverestPolicyId, rest: readonly EverestAction[]): Policy<EverestState, EverestAction> =>
  id === 'turnaround' ? turnAroundAtCampIII(rest) : oneMoreRestDayBeforePush(rest);

type Record_ = GameRecord<EverestSetup, EverestAction>;

/** Every state of a record's replay, from the start (stops before a refused move). */
function statesOf(record: Record_, moves: readonly EverestAction[] = record.moves): EverestState[] {
  let s = rules.init(record.setup, record.seed);
  const out = [s];
  for (const m of moves) {
    const step = rules.step(s, m);
    if (step.refusal) break;
    s = step.state;
    out.push(s);
  }
  return out;
}

/**
 * The team's altitude (m) at the end of each day, day 0 (the start, Base Camp) to the last: a move at a slow pace (or
 * held up in a queue) spends its first days at the camp it left.
 */
export function altitudeByDay(states: readonly EverestState[]): number[] {
  const out: number[] = [altitudeOf(states[0].location)];
  for (let i = 1; i < states.length; i++) {
    const before = states[i - 1];
    const s = states[i];
    for (let d = before.day + 1; d < s.day; d++) out[d] = altitudeOf(before.location);
    if (s.day > before.day) out[s.day] = altitudeOf(s.location);
  }
  return out;
}

/** The days a change may start on: 1 to the last day of the student's expedition. */
export function dayRange(record: Record_): { min: number; max: number } {
  const states = statesOf(record);
  return { min: 1, max: Math.max(1, states[states.length - 1].day) };
}

/** Why `day` cannot start a change, or null. */
export function dayProblem(record: Record_, day: number): string | null {
  const { min, max } = dayRange(record);
  if (!Number.isInteger(day) || day < min || day > max) return `Choose a day from ${min} to ${max}.`;
  return null;
}

export interface EverestOutcome extends EverestSummary {
  /** Where the team is at the end of the replay. */
  camp: CampId;
  /** True when the expedition ended (the window closed, or the team came home after the summit). */
  over: boolean;
}

export interface EverestWhatIf {
  policy: EverestPolicyId;
  fromDay: number;
  /** Altitude (m) at the end of each day, index = day. */
  actual: number[];
  whatIf: number[];
  actualOutcome: EverestOutcome;
  whatIfOutcome: EverestOutcome;
  /** False when the change never came into play (the what-if played the very moves of the student). */
  inPlay: boolean;
  result: WhatIfResult<EverestState, EverestAction>;
  /** Set when the rules refused a move: the day it was for, the move's name, and the rules' message. */
  stopped: { day: number; move: string; message: string } | null;
  sentence: string;
}

const outcomeOf = (s: EverestState): EverestOutcome => ({ ...summaryOf(s), camp: s.location, over: s.phase === 'END' });

/** "with the summit and home safe", "home safe without the summit", … (and "so far" for an expedition not over). */
export function outcomeWords(o: EverestOutcome): string {
  const how = o.summit
    ? o.home
      ? 'with the summit and home safe'
      : `with the summit but not back at Base Camp (at ${C.CAMP_NAMES[o.camp]})`
    : o.home
      ? 'home safe without the summit'
      : `without the summit and not back at Base Camp (at ${C.CAMP_NAMES[o.camp]})`;
  return `${how} after ${o.days} days, score ${o.score} (grade ${o.grade})${o.over ? '' : ', not over yet'}`;
}

/** Replays `record` to day `fromDay` (the student's moves before it), then lets the named policy play the rest of the expedition. */
export function everestWhatIf(record: Record_, fromDay: number, policy: EverestPolicyId): EverestWhatIf {
  const actualStates = statesOf(record);
  const actualState = actualStates[actualStates.length - 1];
  const from = movesBefore(rules, record, (s) => s.day >= fromDay - 1);
  const result = whatIf(rules, record, from, policyOf(policy, record.moves.slice(from)), (s) => s.phase === 'END');
  const whatIfStates = statesOf(record, result.moves);
  const actualOutcome = outcomeOf(actualState);
  const whatIfOutcome = outcomeOf(result.state);
  const inPlay = !(result.moves.length === record.moves.length && result.moves.every((m, i) => m === record.moves[i]));
  const stopped = result.stopped
    ? { day: result.state.day + 1, move: ACTION_WORDS[result.stopped.move.type] ?? result.stopped.move.type, message: result.stopped.refusal.message }
    : null;
  const words = EVEREST_POLICY_WORDS[policy];
  const change = `${words.with} (from day ${fromDay})`;
  let sentence: string;
  if (result.broken) sentence = `Your expedition does not replay under today’s rules (move ${result.broken.at + 1}: ${result.broken.refusal.message}), so there is no “what if?” to show.`;
  else if (stopped)
    sentence =
      `With ${change}, the replay stops on day ${stopped.day}: your next move, “${stopped.move}”, is refused (“${stopped.message}”). ` +
      `Up to there the expedition stands ${outcomeWords(whatIfOutcome)}; yours ended ${outcomeWords(actualOutcome)}.`;
  else if (!inPlay) sentence = `With ${change}, nothing changes: ${words.notInPlay}. Your expedition ended ${outcomeWords(actualOutcome)}.`;
  else sentence = `With ${change}, the expedition would end ${outcomeWords(whatIfOutcome)}, instead of ${outcomeWords(actualOutcome)}.`;
  return {
    policy,
    fromDay,
    actual: altitudeByDay(actualStates),
    whatIf: altitudeByDay(whatIfStates),
    actualOutcome,
    whatIfOutcome,
    inPlay,
    result,
    stopped,
    sentence,
  };
}

/** The record a result code carries (a report row), or null when the text is no Everest code. */
export function recordOfCode(text: string): Record_ | null {
  const out = decodeCode(text, { everest: codec });
  if (!out.ok || out.code.game !== 'everest') return null;
  const c = out.code;
  const moves = (c.moves as unknown[]).map((m) => (manifest.codeMove ? manifest.codeMove.back(m) : m)) as EverestAction[];
  return { game: 'everest', rulesVersion: rules.RULES_VERSION, setup: c.settings as EverestSetup, seed: c.seed, moves };
}
