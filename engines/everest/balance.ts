/**
 * Everest's balance suite (engines/core/balance.ts): one case per difficulty; a decision is a day action or a change
 * of pace, oxygen flow or summit start time (only a change: setting the value in force is no option); the score is the
 * final score (`scoreOf`, docs/rules/everest.md "Score"), higher is better, and the bound is the documented maximum.
 * A game is played as the core keeps it (its record and state), so that its result code is the record's.
 */
import { greedySearch, uniformRandom, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import { play, start } from '../core/record';
import * as C from './constants';
import { codeFor, type EverestPlayed } from './classroom';
import { rules } from './index';
import { careful, rush, type Policy as ScriptedPolicy } from './policies';
import { refusal, scoreOf } from './selectors';
import { DAY_ACTION_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES, type Difficulty, type EverestAction, type EverestState } from './types';

export interface EverestCase {
  difficulty: Difficulty;
}

/** Every option open now: the day actions the rules allow, and every setting other than the one in force. */
export function optionsOf(s: EverestState): EverestAction[] {
  if (s.phase === 'END') return [];
  const days = DAY_ACTION_VALUES.map((type) => ({ type }) as EverestAction).filter((a) => refusal(s, a) === null);
  const settings: EverestAction[] = [
    ...PACE_VALUES.filter((pace) => pace !== s.pace).map((pace) => ({ type: 'setPace', pace }) as const),
    ...FLOW_VALUES.filter((flow) => flow !== s.flow).map((flow) => ({ type: 'setFlow', flow }) as const),
    ...START_TIME_VALUES.filter((startTime) => startTime !== s.startTime).map((startTime) => ({ type: 'setStart', startTime }) as const),
  ].filter((a) => refusal(s, a) === null);
  return [...days, ...settings];
}

export function applyAction(p: EverestPlayed, a: EverestAction): EverestPlayed | { refused: string } {
  const out = play(rules, p, a);
  return out.step.refusal ? { refused: out.step.refusal.message } : out.played;
}

/** The fewest days an expedition that summits and comes home can take: every camp up and down, one day each. */
export const minDaysToSummitAndBack = () => 2 * (C.CAMPS.length - 1) * Math.min(...Object.values(C.MOVE_DAYS));

/**
 * The documented maximum (docs/rules/everest.md, "Score"): each term at its own most, which no expedition passes.
 * The summit and the returned base; the time bonus of coming home after the fastest possible round trip; health and
 * morale at STAT_MAX; every unit of oxygen and food of the start unused (supplies are never added to); a rescue on
 * every day of the window (at most one climber is treated per rest day); every role fully satisfied.
 */
export function bound(setup: EverestCase): number {
  const d = C.DIFFICULTIES[setup.difficulty];
  const time = (C.SCORE_TIME * Math.max(0, d.days - minDaysToSummitAndBack())) / d.days;
  const healthMorale = 2 * C.STAT_MAX * C.SCORE_HEALTH_MORALE;
  const supplies = C.SCORE_OXYGEN * d.oxygen + C.SCORE_FOOD * d.food;
  return Math.round(C.SCORE_SUMMIT + C.SCORE_RETURNED + time + healthMorale + supplies + C.SCORE_RESCUE * d.days + C.STAT_MAX);
}

export const describe = (a: EverestAction) =>
  a.type === 'setPace' ? `pace ${a.pace}` : a.type === 'setFlow' ? `flow ${a.flow}` : a.type === 'setStart' ? `start ${a.startTime}` : a.type;

export const game: BalanceGame<EverestPlayed, EverestAction, EverestCase> = {
  id: 'everest',
  title: 'Everest expedition',
  cases: C.DIFFICULTY_LIST.map((difficulty) => ({ name: difficulty, setup: { difficulty } })),
  start: (setup, seed) => start(rules, { difficulty: setup.difficulty }, seed),
  options: (p) => optionsOf(p.state),
  apply: applyAction,
  done: (p) => p.state.phase === 'END',
  score: (p) => scoreOf(p.state).total,
  higherIsBetter: true,
  bound,
  metrics: {
    'summit %': ({ state: s }) => (s.summited ? 100 : 0),
    'home %': ({ state: s }) => (s.endReason === 'returned' ? 100 : 0),
    'time bonus': ({ state: s }) => scoreOf(s).time,
    rescues: ({ state: s }) => s.rescues,
  },
  describe,
  // A day action passes at least one day; between two, at most one change of each of the three settings.
  maxDecisions: (Math.max(...C.DIFFICULTY_LIST.map((d) => C.DIFFICULTIES[d].days)) + 1) * 4,
};

/* ------------------------------------------------------------------ the policy library */

type Policy = BalancePolicy<EverestPlayed, EverestAction>;

/** A scripted player of policies.ts: its settings first, then its day actions (a rest when the rules refuse one). */
function scripted(p: ScriptedPolicy, kind: Policy['kind'], name = p.name): Policy {
  return {
    name,
    kind,
    choose: ({ state: s }, options) => {
      const want: EverestAction[] = [
        { type: 'setPace', pace: p.settings.pace },
        { type: 'setFlow', flow: p.settings.flow },
        { type: 'setStart', startTime: p.settings.startTime },
      ];
      const setting = options.find((o) => want.some((w) => JSON.stringify(w) === JSON.stringify(o)));
      if (setting) return setting;
      const a = p.next(s);
      return options.find((o) => o.type === a.type) ?? options.find((o) => o.type === 'rest') ?? options[0];
    },
  };
}

/**
 * The teacher guide's advice (content/teacher-guides/everest.mdx, "What to watch for"), as code: the careful policy
 * of policies.ts, which acclimatises to each segment's recommended level before moving ("Moving every day from Base
 * Camp often ends in […] a forced rest day. Ask what the rest day cost compared with an acclimatisation day
 * earlier."), waits out storms high up ("A storm adds 15% to a move's risk: watch for students who never look at
 * the forecast."), and turns back when the window gets short ("The descent takes days too. Teams that push for the
 * summit late in the window can run out of time on the way home").
 */
export const sensible = scripted(careful, 'sensible', 'careful (the guide)');

/** A day action every day it is allowed (else a rest), with the default settings. */
const always = (type: (typeof DAY_ACTION_VALUES)[number]): Policy => ({
  name: `always ${type}`,
  kind: 'degenerate',
  choose: (_s, options) => options.find((o) => o.type === type) ?? options.find((o) => o.type === 'rest') ?? options[0],
});

export const alwaysMove = always('move');
export const alwaysRest = always('rest');
export const alwaysAcclimatize = always('acclimatize');
export const rushing = scripted(rush, 'degenerate', 'rush (fast, low oxygen, straight up)');
/** The maximum whenever short: the highest oxygen flow and a move every day it is allowed. */
export const maxFlowMove: Policy = {
  name: 'high flow, always move',
  kind: 'degenerate',
  choose: (p, options) => (p.state.flow !== 'High' ? options.find((o) => o.type === 'setFlow' && o.flow === 'High') : undefined) ?? alwaysMove.choose(p, options, null as never),
};

export const SEARCH_DEPTH = 25;
export const SEARCH_WIDTH = 6;
export const SEARCH_SEEDS = 10;

export const policies = (): readonly (() => Policy)[] => [
  () => sensible,
  () => alwaysMove,
  () => alwaysRest,
  () => alwaysAcclimatize,
  () => rushing,
  () => maxFlowMove,
  () => uniformRandom(),
  () => greedySearch(game, { rollout: sensible, depth: SEARCH_DEPTH, width: SEARCH_WIDTH }),
];

export const balance: BalanceSuite<EverestPlayed, EverestAction, EverestCase> = {
  game,
  policies,
  seeds: 100,
  codeOf: (p, nickname) => {
    const code = codeFor(p, { classId: '', nickname });
    if (!code) throw new Error('Everest: a balance game is not over');
    return code;
  },
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, SEARCH_SEEDS) : seeds),
};
