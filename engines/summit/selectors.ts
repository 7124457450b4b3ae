/** Derived values for the screens (pure). */
import * as C from './constants';
import { climbFor, isExhausted, survivorsOf } from './rules';
import type { Effect, Gauge, Keyword, Member, SummitState } from './types';

export const campName = (position: number) => C.CAMPS[Math.max(0, Math.min(C.CAMPS.length - 1, position))];

export const playerMember = (s: SummitState): Member | undefined => s.team.find((m) => m.isPlayer);

export const survivors = (s: SummitState) => survivorsOf(s.team);

export const roundsLeft = (s: SummitState) => C.TOTAL_ROUNDS - s.round;

/** This round's climb before any push or rest, from the morale the round starts with (the round panel shows it). */
export function climbNow(s: SummitState): { morale: number; exhausted: boolean; gain: number } {
  return { morale: s.morale, exhausted: isExhausted(s.morale), gain: climbFor(s.morale, []).gain };
}

export type DebriefRow = { label: string; gauge: Gauge; amount: number };

/** Totals over the whole expedition: which causes moved which gauge. */
export function debriefTotals(s: SummitState): DebriefRow[] {
  const rows = new Map<string, DebriefRow>();
  const add = (label: string, gauge: Gauge, amount: number) => {
    const key = `${label}|${gauge}`;
    const row = rows.get(key) ?? { label, gauge, amount: 0 };
    row.amount += amount;
    rows.set(key, row);
  };
  const labelFor = (e: Effect): string => {
    switch (e.source) {
      case 'default':
        return 'The daily cost of climbing';
      case 'weather':
        return 'Storm and blizzard';
      case 'knock-on':
        return e.gauge === 'morale' ? 'Low oxygen worrying the team' : 'Low morale wasting oxygen';
      case 'keyword':
      case 'pace': {
        // conserve saves oxygen; rest lifts morale and slows the climb; push speeds the climb and costs morale.
        const k: Keyword = e.gauge === 'oxygen' ? 'conserve' : (e.gauge === 'morale') === e.amount > 0 ? 'rest' : 'push';
        return `Decisions to ${k}`;
      }
      case 'exhaustion':
        return `Exhaustion (morale below ${C.EXHAUSTED_BELOW} at the start of a round)`;
      case 'accident':
        return e.gauge === 'health' ? 'Accidents on risky decisions (one climber each)' : 'Accidents on risky decisions';
      case 'progress':
        return 'Climbing (faster with high morale)';
      default:
        return 'Health losses (every climber)';
    }
  };
  for (const h of s.history) for (const e of h.outcome.effects) add(labelFor(e), e.gauge, e.amount);
  return [...rows.values()];
}

/** Why the team summited or not, in one or two sentences. */
export function verdict(s: SummitState): string {
  const n = survivors(s);
  const progressOk = s.progress >= C.WIN_PROGRESS;
  const oxygenOk = s.oxygen > C.WIN_OXYGEN_ABOVE;
  const teamOk = n >= C.WIN_MIN_SURVIVORS;
  if (n === 0) return 'The whole team fell before the summit: health ran out. Oxygen and morale were too low for too long.';
  if (!progressOk) {
    const reached = `The team reached ${s.progress} progress of the ${C.WIN_PROGRESS} needed for the summit.`;
    const effects = s.history.flatMap((h) => h.outcome.effects);
    const exhausted = s.history.filter((h) => h.outcome.effects.some((e) => e.source === 'exhaustion')).length;
    const rests = effects.filter((e) => e.source === 'pace' && e.amount < 0);
    if (exhausted > 0) {
      return `${reached} It started ${exhausted === 1 ? 'a round' : `${exhausted} rounds`} with morale below ${C.EXHAUSTED_BELOW}, too exhausted to climb: rest before morale falls that low, above all before the storm and the blizzards.`;
    }
    if (rests.length > 0) {
      return `${reached} Its ${rests.length === 1 ? 'rest' : `${rests.length} rests`} climbed ${-rests.reduce((t, e) => t + e.amount, 0)} less: rest when morale needs it, not every round.`;
    }
    return `${reached} Higher morale climbs faster.`;
  }
  if (oxygenOk || teamOk) {
    const why = [oxygenOk ? `oxygen ${s.oxygen} stayed above ${C.WIN_OXYGEN_ABOVE}` : '', teamOk ? `${n} of ${C.TEAM_SIZE} climbers survived (${C.WIN_MIN_SURVIVORS} needed)` : '']
      .filter(Boolean)
      .join(' and ');
    return `Summit reached: progress ${s.progress} (${C.WIN_PROGRESS} needed) and ${why}.`;
  }
  return `Progress ${s.progress} was enough, but oxygen ${s.oxygen} was not above ${C.WIN_OXYGEN_ABOVE} and only ${n} climbers survived (${C.WIN_MIN_SURVIVORS} needed).`;
}

export interface GaugeChange {
  gauge: 'oxygen' | 'morale' | 'progress';
  before: number;
  after: number;
  /** after − before, as the gauge moved (after any clamp). */
  delta: number;
}

/**
 * How the team gauges moved in the round whose outcome is on screen (the status panel animates these and says
 * "62 → 48 (−14)"), or [] when no outcome is showing. Read from the round's record, so a reload shows the same.
 */
export function gaugeChanges(s: SummitState): GaugeChange[] {
  const o = s.phase === 'outcome' ? s.roundOutcome : null;
  if (!o) return [];
  const row = (gauge: GaugeChange['gauge'], before: number, after: number): GaugeChange => ({ gauge, before, after, delta: after - before });
  return [row('oxygen', o.oxygenBefore, s.oxygen), row('morale', o.moraleBefore, s.morale), row('progress', o.progressBefore, s.progress)];
}
