/**
 * The balance runner on a toy game: five rounds, each round pick 0..4; the score is the sum of picks minus a penalty
 * of 3 for every pick above the round's hidden target (seeded). Small enough to check every figure by hand.
 */
import {
  balanceTable,
  commonTargetFailures,
  distribution,
  greedySearch,
  playGame,
  quantile,
  runBalance,
  seedsFor,
  shareBeaten,
  uniformRandom,
  type BalanceGame,
  type BalancePolicy,
} from './balance';
import { Rng } from './prng';

interface Toy {
  round: number;
  targets: number[];
  picks: number[];
}

const toy: BalanceGame<Toy, number, { rounds: number }> = {
  id: 'toy',
  title: 'Toy',
  cases: [{ name: 'five rounds', setup: { rounds: 5 } }],
  start: (setup, seed) => {
    const rng = Rng.fromSeed(seed);
    return { round: 0, targets: Array.from({ length: setup.rounds }, () => rng.int(1, 3)), picks: [] };
  },
  options: (s) => (s.round >= s.targets.length ? [] : [0, 1, 2, 3, 4]),
  apply: (s, a) => (a < 0 || a > 4 ? { refused: 'out of range' } : { ...s, round: s.round + 1, picks: [...s.picks, a] }),
  done: (s) => s.round >= s.targets.length,
  score: (s) => s.picks.reduce((t, p, i) => t + p - (p > s.targets[i] ? 3 * (p - s.targets[i]) : 0), 0),
  higherIsBetter: true,
  bound: (setup) => 3 * setup.rounds,
  metrics: { 'mean pick': (s) => s.picks.reduce((a, b) => a + b, 0) / s.picks.length },
  describe: (a) => `pick ${a}`,
  maxDecisions: 50,
};

const fixed = (name: string, kind: BalancePolicy<Toy, number>['kind'], pick: number): BalancePolicy<Toy, number> => ({ name, kind, choose: () => pick });
/** "Pick the target": the toy's sensible play (it may look, as a guide would tell it what the target is). */
const sensible: BalancePolicy<Toy, number> = { name: 'pick the target', kind: 'sensible', choose: (s) => s.targets[s.round] };

test('quantiles and distributions are the usual ones', () => {
  expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  expect(quantile([10], 0.9)).toBe(10);
  const d = distribution([5, 1, 3]);
  expect(d).toMatchObject({ n: 3, min: 1, median: 3, max: 5, mean: 3 });
  expect(shareBeaten(4, [1, 2, 3, 4], true)).toBe(0.75);
  expect(shareBeaten(4, [1, 2, 3, 4], false)).toBe(0);
});

test('a game plays the same way twice for the same seed, and differently for another policy stream', () => {
  const a = playGame(toy, toy.cases[0], uniformRandom(), 's1');
  const b = playGame(toy, toy.cases[0], uniformRandom(), 's1');
  expect(a.moves).toEqual(b.moves);
  expect(a.moves).toHaveLength(5);
});

test('a policy that breaks the rules is reported with its seed', () => {
  expect(() => playGame(toy, toy.cases[0], fixed('bad', 'degenerate', 9), 'seed-7')).toThrow(/seed seed-7: move 1 \(pick 9\) refused/);
});

test('the search finds the best game on each seed and never passes the bound; the targets name a degenerate winner', () => {
  const r = runBalance(
    toy,
    () => [() => sensible, () => fixed('always the maximum', 'degenerate', 4), () => fixed('always 1', 'degenerate', 1), () => uniformRandom(), () => greedySearch(toy, { rollout: fixed('zero', 'degenerate', 0) })],
    seedsFor(20, 'toy'),
  );
  const c = r.cases[0];
  const by = (name: string) => c.results.find((x) => x.policy.startsWith(name))!;
  // Picking the target is optimal in every round, so the search can only equal it.
  expect(by('greedy').scores).toEqual(by('pick the target').scores);
  expect(by('always the maximum').dist.max).toBeLessThan(by('pick the target').dist.min);
  expect(by('always the maximum').metrics['mean pick']).toBe(4);
  expect(commonTargetFailures(r)).toEqual([]);
  const table = balanceTable(r, toy.describe);
  expect(table).toContain('five rounds\tpick the target\tsensible\t20');
  expect(table).toMatch(/best found \(five rounds, seed toy-\d+, score \d+; documented bound 15\): pick \d/);

  // A toy whose bound is set too low, and a degenerate policy made to be the sensible one, fail the targets.
  const low = runBalance({ ...toy, bound: () => 5 }, () => [() => sensible, () => ({ ...sensible, name: 'copy', kind: 'degenerate' as const })], seedsFor(5, 'toy'));
  const failures = commonTargetFailures(low);
  expect(failures.some((f) => /past the documented bound 5/.test(f.why))).toBe(true);
  expect(failures.some((f) => f.policy === 'copy' && /beats/.test(f.why))).toBe(false); // equal scores beat none: ties are not "top 10 %"
  const cheat = runBalance(toy, () => [() => fixed('always 1', 'sensible', 1), () => ({ ...sensible, name: 'target', kind: 'degenerate' as const })], seedsFor(5, 'toy'));
  expect(commonTargetFailures(cheat).map((f) => f.policy)).toContain('target');
});
