/**
 * Summit of Decisions in the balance runner (engines/core/balance.ts): one case per role, a decision per round (the
 * player's option, by its place in the list), and the policy library: every "always" policy, push whenever behind,
 * uniform random, a greedy search and the teacher guide's advice. `npm run balance summit` prints the table;
 * balance.test.ts asserts the targets of docs/rules/summit.md ("Balance") on fixed seeds.
 */
import { greedySearch, uniformRandom, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { codeFor } from './classroom';
import { initialState, optionsFor, step } from './engine';
import { survivorsOf } from './rules';
import type { Keyword, Product, RoleId, Story, SummitAction, SummitState } from './types';

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

function must(s: SummitState, a: SummitAction, story: Story): SummitState {
  const r = step(s, a, story);
  if (r.refusal) throw new Error(`${a.type} refused: ${r.refusal.message}`);
  return r.state;
}

/** A game at its first decision: the role chosen and confirmed, the product set up. */
export function startGame(setup: SummitSetup, seed: string): SummitState {
  const story = setup.story ?? STORY;
  let s = initialState(seed);
  s = must(s, { type: 'selectRole', role: setup.role }, story);
  s = must(s, { type: 'startSimulation' }, story);
  return must(s, { type: 'setupProduct', product: PRODUCT }, story);
}

/** The player's options now (none once the expedition is over). */
export function choicesOf(s: SummitState, story: Story = STORY): SummitChoice[] {
  if (s.phase !== 'decision' || !s.selectedRole) return [];
  return optionsFor(story, s.round, s.selectedRole).map((o, option) => ({ option, id: o.id, keywords: o.keywords }));
}

/** Submits the choice and moves on to the next round (or the final results). */
export function applyChoice(s: SummitState, a: SummitChoice, story: Story = STORY): SummitState | { refused: string } {
  const submitted = step(s, { type: 'submitDecision', role: s.selectedRole, optionId: a.id }, story);
  if (submitted.refusal) return { refused: submitted.refusal.message };
  const advanced = step(submitted.state, { type: 'advance' }, story);
  if (advanced.refusal) return { refused: advanced.refusal.message };
  return advanced.state;
}

/** Summit reached with all five climbers alive: the outcome the targets count. */
export const summitWithEveryone = (s: SummitState) => s.summitReached === true && survivorsOf(s.team) === C.TEAM_SIZE;

export const game: BalanceGame<SummitState, SummitChoice, SummitSetup> = {
  id: 'summit',
  title: 'Summit of Decisions',
  cases: C.ROLES.map((role) => ({ name: C.ROLE_TITLES[role], setup: { role } })),
  start: startGame,
  options: (s) => choicesOf(s),
  apply: (s, a) => applyChoice(s, a),
  done: (s) => s.phase === 'final',
  score: (s) => s.score,
  higherIsBetter: true,
  bound: () => C.SCORE_BEST_REACHABLE,
  metrics: {
    'summit %': (s) => (s.summitReached ? 100 : 0),
    'summit, all alive %': (s) => (summitWithEveryone(s) ? 100 : 0),
    survivors: (s) => survivorsOf(s.team),
    progress: (s) => s.progress,
  },
  describe: (a) => a.id,
  maxDecisions: C.TOTAL_ROUNDS + 1,
};

/* ------------------------------------------------------------------ the policy library */

type Policy = BalancePolicy<SummitState, SummitChoice>;

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
  choose: (s, options) => {
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
  choose: (s, options) => {
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

export const balance: BalanceSuite<SummitState, SummitChoice, SummitSetup> = {
  game,
  policies,
  seeds: 200,
  codeOf: (s, nickname) => codeFor(s, { classId: '', nickname }),
  // The search replays the rest of the game for every option of every round: fewer seeds keep the run short.
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, 40) : seeds),
};
