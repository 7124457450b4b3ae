/**
 * Simple scripted players, used by the balance bench and the property tests.
 * A policy looks at the state and picks the next action (never a refused one).
 */
import { play } from '../core/record';
import * as C from './constants';
import { rules } from './index';
import type { EverestPlayed } from './manifest';
import { acclLevel, campIndex, daysLeft, refusal, segmentFrom, teamAverages, weatherOfDay } from './selectors';
import type { EverestAction, EverestState, Flow, Pace, StartTime } from './types';

export interface Policy {
  name: string;
  settings: { pace: Pace; flow: Flow; startTime: StartTime };
  next: (s: EverestState) => EverestAction;
}

const ok = (s: EverestState, a: EverestAction) => refusal(s, a) === null;

/** Days still needed to climb the rest of the way and get back down at this pace. */
function daysNeeded(s: EverestState): number {
  const i = campIndex(s.location);
  const up = s.phase === 'ASCENT' ? (C.CAMPS.length - 1 - i) * C.MOVE_DAYS[s.pace] : 0;
  const down = s.phase === 'ASCENT' ? C.CAMPS.length - 1 : i;
  return up + down;
}

/**
 * Careful: normal pace, medium flow, early start. Rests when tired or told to,
 * acclimatises to each segment's recommended level, fixes ropes on the
 * Icefall and the Lhotse Face, waits out storms on the summit day, and turns
 * back when the window gets too short.
 */
export const careful: Policy = {
  name: 'careful',
  settings: { pace: 'Normal', flow: 'High', startTime: 'Early' },
  next(s) {
    if (s.phase === 'DESCENT') return { type: 'descend' };
    const spare = daysLeft(s) - daysNeeded(s);
    if (spare < 1) return s.location === 'BC' ? { type: 'rest' } : { type: 'descend' };
    if (s.restRequired > 0) return { type: 'rest' };
    if (s.team.some((m) => m.health <= C.CRITICAL_HEALTH)) return s.location === 'BC' ? { type: 'rest' } : { type: 'descend' };
    const seg = segmentFrom(s.location)!;
    const avg = teamAverages(s);
    if (spare >= 2 && avg.fatigue > 62) return { type: 'rest' };
    if (spare >= 2 && acclLevel(avg.accl) < seg.recAccl) return { type: 'acclimatize' };
    if (spare >= 4 && seg.ropeable && !s.ropes[seg.id] && (seg.id === 'icefall' || seg.id === 'lhotse')) return { type: 'fixRope' };
    if (spare >= 2 && weatherOfDay(s).storm && seg.recAccl >= 2) return { type: 'rest' };
    return { type: 'move' };
  },
};

/** Rush: fast pace, low flow, straight up without acclimatising; rests only when forced. */
export const rush: Policy = {
  name: 'rush',
  settings: { pace: 'Fast', flow: 'Low', startTime: 'Early' },
  next(s) {
    if (s.restRequired > 0) return { type: 'rest' };
    if (s.phase === 'DESCENT') return { type: 'descend' };
    return { type: 'move' };
  },
};

export const POLICIES = [careful, rush];

/** Plays one expedition (its record and state) to the end with a policy: its settings first, then its day actions. */
export function playOut(policy: Policy, start: EverestPlayed): EverestPlayed {
  let p = start;
  const go = (a: EverestAction) => (p = play(rules, p, a).played);
  go({ type: 'setPace', pace: policy.settings.pace });
  go({ type: 'setFlow', flow: policy.settings.flow });
  go({ type: 'setStart', startTime: policy.settings.startTime });
  for (let i = 0; i < 200 && p.state.phase !== 'END'; i++) {
    const a = policy.next(p.state);
    go(ok(p.state, a) ? a : { type: 'rest' });
  }
  return p;
}
