/**
 * Summit of Decisions in the balance runner (engines/core/balance.ts): one case per role, a decision per round (the
 * player's option, by its place in the list), and the policy library: every "always" policy, push whenever behind,
 * uniform random, a greedy search and the teacher guide's advice. `npm run balance summit` prints the table;
 * balance.test.ts asserts the targets of docs/rules/summit.md ("Balance") on fixed seeds.
 */
import { greedySearch, uniformRandom, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import { isRefused } from '../core/contract';
import { play, start, type Rules } from '../core/record';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { codeFor, type SummitPlayed } from './classroom';
import { optionsFor, step } from './engine';
import { rules } from './index';
import { survivorsOf } from './rules';
import type { Keyword, Product, RoleId, Story, SummitAction, SummitSetup as RecordSetup, SummitState } from './types';

/** What a policy chooses: the player's option in the round, by its place in the list (0 = the first). */
export interface SummitChoice {
  option: number;
  id: string;
  keywords: readonly Keyword[];
}

export interface SummitSetup {
  role: RoleId;
  /** The story the game reads (the real one; tests may pass one without accident risks). */
  story?: Story;
}

/** The product every balance game names: the rules never read its words (docs/rules/summit.md, "Result codes"). */
const PRODUCT: Product = {
  productConcept: 'Balance Test',
  targetMarket: 'Students',
  pricingStrategy: C.PRICING_STRATEGIES[0],
  marketingChannel: C.MARKETING_CHANNELS[0],
  businessModel: C.BUSINESS_MODELS[0],
};

/** The rules reading a given story (the real one unless a test passes its own). */
const rulesFor = (story: Story): Rules<SummitState, SummitAction, RecordSetup> =>
  story === STORY ? rules : { ...rules, step: (s, a) => step(s, a, story) };

function must(p: SummitPlayed, a: SummitAction, story: Story): SummitPlayed {
  const out = play(rulesFor(story), p, a);
  if (isRefused(out.step)) throw new Error(`${a.type} refused: ${out.step.refusal.message}`);
  return out.played;
}

/** A game at its first decision (as the core keeps it: its record and state): the role chosen and confirmed, the product set up. */
export function startGame(setup: SummitSetup, seed: string): SummitPlayed {
  const story = setup.story ?? STORY;
  let p: SummitPlayed = start(rulesFor(story), { role: setup.role } as RecordSetup, seed);
  p = must(p, { type: 'startSimulation' }, story);
  return must(p, { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null }, story);
}

/** The player's options now (none once the expedition is over). */
export function choicesOf(s: SummitState, story: Story = STORY): SummitChoice[] {
  if (s.phase !== 'decision' || !s.selectedRole) return [];
  return optionsFor(story, s.round, s.selectedRole).map((o, option) => ({ option, id: o.id, keywords: o.keywords }));
}

/** Submits the choice and moves on to the next round (or the final results). */
export function applyChoice(p: SummitPlayed, a: SummitChoice, story: Story = STORY): SummitPlayed | { refused: string } {
  const r = rulesFor(story);
  const submitted = play(r, p, { type: 'submitDecision', role: p.state.selectedRole, optionId: a.id });
  if (isRefused(submitted.step)) return { refused: submitted.step.refusal.message };
  const advanced = play(r, submitted.played, { type: 'advance' });
  if (isRefused(advanced.step)) return { refused: advanced.step.refusal.message };
  return advanced.played;
}

/** Summit reached with all five climbers alive: the outcome the targets count. */
export const summitWithEveryone = (s: SummitState) => s.summitReached === true && survivorsOf(s.team) === C.TEAM_SIZE;

export const game: BalanceGame<SummitPlayed, SummitChoice, SummitSetup> = {
  id: 'summit',
  title: 'Summit of Decisions',
  cases: C.ROLES.map((role) => ({ name: C.ROLE_TITLES[role], setup: { role } })),
  start: startGame,
  options: (p) => choicesOf(p.state),
  apply: (p, a) => applyChoice(p, a),
  done: (p) => p.state.phase === 'final',
  score: (p) => p.state.score,
  higherIsBetter: true,
  bound: () => C.SCORE_BEST_REACHABLE,
  metrics: {
    'summit %': (p) => (p.state.summitReached ? 100 : 0),
    'summit, all alive %': (p) => (summitWithEveryone(p.state) ? 100 : 0),
    survivors: (p) => survivorsOf(p.state.team),
    progress: (p) => p.state.progress,
  },
  describe: (a) => a.id,
  maxDecisions: C.TOTAL_ROUNDS + 1,
};

/* ------------------------------------------------------------------ the policy library */

type Policy = BalancePolicy<SummitPlayed, SummitChoice>;

const withKeyword = (options: readonly SummitChoice[], k: Keyword) => options.find((o) => o.keywords.includes(k));
const plain = (options: readonly SummitChoice[]) => options.find((o) => o.keywords.length === 0);

/** "Always option n": the same place in the list every round, decisions and crisis votes alike. */
export const alwaysOption = (n: number): Policy => ({
  name: `always option ${n + 1}`,
  kind: 'degenerate',
  choose: (_s, options) => options[Math.min(n, options.length - 1)],
});

/**
 * "Always <keyword>": the option that says the keyword whenever there is one; otherwise the first option without a
 * keyword, otherwise the first. ("Always push" is always the most progress; "always rest" the least.)
 */
export const alwaysKeyword = (k: Keyword): Policy => ({
  name: `always ${k}`,
  kind: 'degenerate',
  choose: (_s, options) => withKeyword(options, k) ?? plain(options) ?? options[0],
});

/** The maximum whenever short: push whenever progress is behind an even pace to the summit, else the first option. */
export const pushWhenBehind: Policy = {
  name: 'push whenever behind',
  kind: 'degenerate',
  choose: ({ state: s }, options) => {
    const due = (C.WIN_PROGRESS * (s.round - 1)) / C.TOTAL_ROUNDS;
    return (s.progress < due ? withKeyword(options, 'push') : undefined) ?? options[0];
  },
};

/**
 * The teacher guide's advice (content/teacher-guides/summit.mdx, "What to watch for", Pacing), as code:
 * "rest whenever morale has fallen below where it started (80), except in the last round, and conserve oxygen
 * the rest of the time".
 * Where a round has no conserving option, the option without a keyword; never a push.
 */
export const sensible: Policy = {
  name: `the guide: rest below ${C.START_MORALE}, else conserve`,
  kind: 'sensible',
  choose: ({ state: s }, options) => {
    const rest = s.morale < C.START_MORALE && s.round < C.TOTAL_ROUNDS;
    return (rest ? withKeyword(options, 'rest') : undefined) ?? withKeyword(options, 'conserve') ?? plain(options) ?? options.find((o) => !o.keywords.includes('push')) ?? options[0];
  },
};

/** The whole library, as factories (the search keeps a count of its decisions, so each game gets a fresh one). */
export const policies = (): readonly (() => Policy)[] => [
  () => sensible,
  () => alwaysOption(0),
  () => alwaysOption(1),
  () => alwaysOption(2),
  () => alwaysKeyword('conserve'),
  () => alwaysKeyword('push'),
  () => alwaysKeyword('rest'),
  () => pushWhenBehind,
  () => uniformRandom(),
  () => greedySearch(game, { rollout: sensible }),
];

export const balance: BalanceSuite<SummitPlayed, SummitChoice, SummitSetup> = {
  game,
  policies,
  seeds: 200,
  codeOf: (p, nickname) => codeFor(p, { classId: '', nickname }),
  // The search replays the rest of the game for every option of every round: fewer seeds keep the run short.
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, 40) : seeds),
};
