/**
 * Bullwhip Rush's balance targets on fixed seeds (the seeds `npm run balance bullwhip` prints), as
 * docs/rules/bullwhip.md "Balance" states them:
 * - the common targets (engines/core/balance.ts): no degenerate policy's median ranks in the top 10 % of the guide's
 *   rule, no game passes the documented bound;
 * - in every scenario and role, always 40, 40 whenever short and always 0 cost the chain more than passing on what
 *   was received and than a steady order near mean demand;
 * - the autopilot's chain costs less than the naive autopilot's, on every seed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commonTargetFailures, runSuite, type GameResult } from '../core/balance';
import { Rng } from '../core/prng';
import { CASES, balance, bound, demandPrefixes, fixedCost, fixedRounds, game } from './balance';
import { INITIAL_POWERS, OVERTIME_COST, POWERS, POWER_COST, SEED, TIERS } from './constants';
import { playAutomated } from './engine';
import { rules } from './index';
import { demandSequence, teamChainCost } from './selectors';
import type { GameState, PowerName, Setup, Tier } from './types';

const SEEDS = 30;
let result: GameResult<number>;
beforeAll(() => {
  result = runSuite(balance, SEEDS);
});

const median = (caseName: string, policy: string) =>
  result.cases.find((c) => c.caseName === caseName)!.results.find((p) => p.policy.startsWith(policy))!.dist.median;

/**
 * The one target the rulings do not let the game meet (docs/rules/bullwhip.md "Balance"): in Promo Arc, in the
 * Factory's seat, "40 whenever short" (make 12 a week while short) costs the chain less than a steady order near mean
 * demand — though more than the guide's rule. Any other miss, or this one met, fails the test.
 */
const KNOWN_TARGET_MISSES = [['Promo Arc, Factory', '40 whenever short', 'steady order']];

test('the suite covers every scenario × role, plays every policy of the library, and scores the chain', () => {
  expect(result.cases.map((c) => c.caseName)).toEqual(CASES.map((c) => c.name));
  expect(result.cases).toHaveLength(12);
  const kinds = result.cases[0].results.map((p) => [p.policy, p.kind]);
  expect(kinds).toEqual([
    ['the guide’s rule (pass on what you are asked for)', 'sensible'],
    ['always 40', 'degenerate'],
    ['always 0', 'degenerate'],
    ['always 4', 'degenerate'],
    ['40 whenever short', 'degenerate'],
    ['steady order near mean demand', 'sensible'],
    ['uniform random', 'random'],
    ['greedy search (the guide’s rule (pass on what you are asked for) rollouts)', 'search'],
  ]);
  expect(game.higherIsBetter).toBe(false);
  const s = playAutomated('noisy', 'D', SEED);
  expect(game.score(s)).toBe(teamChainCost(s));
});

test('the sensible policies are the teacher guide’s own sentences (content/teacher-guides/bullwhip.mdx)', () => {
  const guide = fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'teacher-guides', 'bullwhip.mdx'), 'utf8').replace(/\*\*/g, '');
  const source = fs.readFileSync(path.join(__dirname, 'balance.ts'), 'utf8').replace(/\n \* /g, ' ');
  const quoted = [...source.matchAll(/"([A-Z][^"]+\.)"/g)].map((m) => m[1]);
  expect(quoted).toHaveLength(2);
  for (const q of quoted) expect(guide).toContain(q);
});

test('common targets: no degenerate policy in the top 10 % of the guide’s rule, no game past the bound', () => {
  expect(commonTargetFailures(result)).toEqual([]);
});

describe.each(CASES.map((c) => [c.name]))('%s', (caseName) => {
  test('always 40, 40 whenever short and always 0 cost the chain more than passing on what was received (the guide’s rule) and a steady order near mean demand', () => {
    const missed: string[][] = [];
    for (const degenerate of ['always 40', '40 whenever short', 'always 0'])
      for (const reference of ['the guide’s rule', 'steady order'])
        if (!(median(caseName, degenerate) > median(caseName, reference))) missed.push([caseName, degenerate, reference]);
    expect(missed).toEqual(KNOWN_TARGET_MISSES.filter((m) => m[0] === caseName));
  });

  test('the autopilot’s chain costs less than the naive autopilot’s, on every seed', () => {
    const { setup } = CASES.find((c) => c.name === caseName)!;
    const seeds = setup.scenario === 'noisy' ? Array.from({ length: SEEDS }, (_, i) => `balance-${i}`) : [SEED];
    for (const seed of seeds) {
      const ap = teamChainCost(playAutomated(setup.scenario, setup.playerRole, seed, 'supplyLine'));
      const naive = teamChainCost(playAutomated(setup.scenario, setup.playerRole, seed, 'naive'));
      expect(ap).toBeLessThan(naive);
    }
  });
});

/* ------------------------------------------------------------------ the bound */

/** The cost of the cells the bound counts, in a played game. */
const fixedCellsCost = (s: GameState) => {
  const rounds = fixedRounds(s.playerRole);
  return s.log.reduce((sum, e) => sum + TIERS.reduce((a, t) => a + (e.round <= rounds[t] ? e.costs[t] : 0), 0), 0);
};

/** Plays a case on a seed: `orders` per round, with the powers in `round1` armed in round 1. */
function play(setup: Setup, seed: string, orders: (round: number) => number, round1: PowerName[] = []): GameState {
  let s = rules.step(rules.init(setup, seed), { type: 'start' }).state;
  while (!s.isFinished) {
    if (s.round === 1) for (const power of round1) s = rules.step(s, { type: 'armPower', power }).state;
    s = rules.step(s, { type: 'resolve', order: orders(s.round) }).state;
  }
  return s;
}

test('the bound: the cells it counts cost the same whatever the player orders (info sync and the Factory’s overtime included)', () => {
  const rng = Rng.fromSeed('bound');
  for (const { setup } of CASES) {
    const seed = setup.scenario === 'noisy' ? 'balance-3' : SEED;
    const last = Math.max(...Object.values(fixedRounds(setup.playerRole)));
    const reference = fixedCost(setup, demandSequence(setup.scenario, seed, last));
    const random = Array.from({ length: 12 }, () => rng.int(0, 40));
    for (const orders of [() => 0, () => 40, (r: number) => random[r - 1], (r: number) => (r % 2 ? 40 : 0)]) {
      expect(fixedCellsCost(play(setup, seed, orders))).toBe(reference);
      expect(fixedCellsCost(play(setup, seed, orders, ['infoSync']))).toBe(reference);
      if (setup.playerRole === 'F') expect(fixedCellsCost(play(setup, seed, orders, ['overtime']))).toBe(reference + OVERTIME_COST);
    }
  }
});

test('the bound: every other power costs more than any case’s bound, so a game that uses one cannot pass it', () => {
  for (const { setup } of CASES) {
    const priced = POWERS.filter((p) => INITIAL_POWERS[setup.playerRole][p] && p !== 'infoSync' && !(setup.playerRole === 'F' && p === 'overtime'));
    expect(priced.length).toBeGreaterThan(0);
    for (const p of priced) expect(POWER_COST[p]).toBeGreaterThan(bound(setup));
  }
});

test('the bound, by hand for Classic Step as the Retailer: 54', () => {
  // Untouched: the Retailer in rounds 1–3 (12 in stock each time: 6 a round), the Wholesaler in round 1, the
  // Distributor in rounds 1–2, the Factory in rounds 1–3 (each 12 in stock: 6 a round).
  expect(fixedRounds('R')).toEqual({ R: 3, W: 1, D: 2, F: 3 });
  expect(bound({ scenario: 'classic', playerRole: 'R' })).toBe(18 + 6 + 12 + 18);
  // the Factory's own production is in stock a round after it is asked for, so only its round 1 is untouched
  expect(fixedRounds('F')).toEqual({ R: 7, W: 5, D: 3, F: 1 });
  // Noisy: the least over every demand it can draw (the most customers buy leaves the least in stock)
  expect(demandPrefixes('noisy', 2)).toEqual([
    [5, 5], [5, 6], [5, 7], [6, 5], [6, 6], [6, 7], [7, 5], [7, 6], [7, 7],
  ]);
  expect(bound({ scenario: 'noisy', playerRole: 'R' })).toBeLessThan(bound({ scenario: 'classic', playerRole: 'R' }));
  for (const t of TIERS as readonly Tier[]) expect(bound({ scenario: 'promo', playerRole: t })).toBeGreaterThan(0);
});
