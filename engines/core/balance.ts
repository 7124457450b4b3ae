/**
 * The balance runner: plays a library of policies through any game and reports, per case, the distribution of the
 * score each policy gets, and the best move sequence a search found. It is how "playing the way the guide hopes
 * beats gaming the number" is measured (`npm run balance` prints it; each game's `balance.test.ts` asserts the
 * targets on fixed seeds). Pure and deterministic: every random choice comes from a generator seeded by the case,
 * the seed and the policy's name, so a printed seed reproduces a game exactly.
 *
 * A game plugs in through a `BalanceGame` (how to start a case, which options a player has now, how to apply one,
 * the score) and a list of policies. Policies are of four kinds:
 * - `sensible`: the teacher guide's advice written as code (its comment quotes the guide sentence it follows);
 * - `degenerate`: a way of gaming the number (always the maximum, always the minimum, always the same option,
 *   the maximum whenever short…). None may rank in the top 10 % of the sensible policy's scores;
 * - `random`: uniform over the legal options (`uniformRandom` below);
 * - `search`: a greedy search over the options (`greedySearch` below), which must stay within the documented
 *   best score.
 */
import { Rng, seedRng } from './prng';

/** One setting a game is balanced under (a scenario and role, a difficulty, a table size…). */
export interface BalanceCase<Setup = unknown> {
  name: string;
  setup: Setup;
}

export interface BalanceGame<S, A, Setup = unknown> {
  id: string;
  title: string;
  /** Every setting the targets hold in. */
  cases: readonly BalanceCase<Setup>[];
  /** A game ready for its first decision. */
  start: (setup: Setup, seed: string) => S;
  /** The options open now (legal actions, never a refused one); empty only when the game is over. */
  options: (s: S) => readonly A[];
  /** Applies a legal action. Returns a refusal's message instead when the rules refuse it (a policy bug). */
  apply: (s: S, a: A) => S | { refused: string };
  done: (s: S) => boolean;
  /** The figure the report ranks by. */
  score: (s: S) => number;
  higherIsBetter: boolean;
  /**
   * The documented bound of the score (the maximum when higher is better, the least possible cost when lower is):
   * no sequence of moves may pass it. Stated in the game's rules documentation.
   */
  bound: (setup: Setup) => number;
  /** Other figures worth a column (summit with everyone alive, chain cost, service…), averaged per policy. */
  metrics?: Record<string, (s: S) => number>;
  /** An action in a few words, for the printed best sequence. */
  describe: (a: A) => string;
  /** Safety stop: the most decisions one game may take (a policy that loops is a bug, reported with its seed). */
  maxDecisions: number;
}

export type PolicyKind = 'sensible' | 'degenerate' | 'random' | 'search';

export interface BalancePolicy<S, A> {
  name: string;
  kind: PolicyKind;
  /** Picks one of `options` (never empty). `rng` is this game's own stream. */
  choose: (s: S, options: readonly A[], rng: Rng) => A;
}

export class BalanceError extends Error {}

/** The generator of one policy's game: independent of every other policy, case and seed. */
export const policyRng = (game: string, caseName: string, policy: string, seed: string): Rng =>
  new Rng(seedRng(`balance|${game}|${caseName}|${policy}|${seed}`));

export interface Played<S, A> {
  state: S;
  moves: A[];
}

/** Plays one game to its end with one policy. Throws a BalanceError naming the seed when a policy breaks the rules. */
export function playGame<S, A, Setup>(
  game: BalanceGame<S, A, Setup>,
  c: BalanceCase<Setup>,
  policy: BalancePolicy<S, A>,
  seed: string,
): Played<S, A> {
  const rng = policyRng(game.id, c.name, policy.name, seed);
  let s = game.start(c.setup, seed);
  const moves: A[] = [];
  for (let i = 0; !game.done(s); i++) {
    if (i >= game.maxDecisions) throw new BalanceError(`${game.id} ${c.name} ${policy.name} seed ${seed}: more than ${game.maxDecisions} decisions`);
    const options = game.options(s);
    if (!options.length) throw new BalanceError(`${game.id} ${c.name} seed ${seed}: no option and the game is not over`);
    const a = policy.choose(s, options, rng);
    const next = game.apply(s, a);
    if (isRefusal(next)) throw new BalanceError(`${game.id} ${c.name} ${policy.name} seed ${seed}: move ${i + 1} (${game.describe(a)}) refused: ${next.refused}`);
    moves.push(a);
    s = next;
  }
  return { state: s, moves };
}

function isRefusal(x: unknown): x is { refused: string } {
  return typeof x === 'object' && x !== null && typeof (x as { refused?: unknown }).refused === 'string' && Object.keys(x).length === 1;
}

/** Uniform random play over the legal options. */
export function uniformRandom<S, A>(): BalancePolicy<S, A> {
  return { name: 'uniform random', kind: 'random', choose: (_s, options, rng) => rng.pick(options) };
}

export interface SearchOptions<S, A> {
  /** How the rest of the game is played after each option tried (default: the first option every time). */
  rollout: BalancePolicy<S, A>;
  /** Options tried per decision at most (evenly spread over the list when there are more). */
  width?: number;
  /** Decisions searched; after them the rollout policy plays on. */
  depth?: number;
}

/**
 * Greedy search: at each decision, tries each option (up to `width`), plays the rest of the game with the rollout
 * policy, and keeps the option whose finished game scores best. It sees the seed's future (it replays the same
 * seed), so it finds what a student hunting for the number with the same seed could find.
 */
export function greedySearch<S, A, Setup>(game: BalanceGame<S, A, Setup>, opts: SearchOptions<S, A>): BalancePolicy<S, A> {
  const width = opts.width ?? Infinity;
  const depth = opts.depth ?? Infinity;
  let decisions = 0;
  const better = (a: number, b: number) => (game.higherIsBetter ? a > b : a < b);
  const finish = (s: S, rng: Rng): number => {
    let x = s;
    for (let i = 0; !game.done(x) && i < game.maxDecisions; i++) {
      const options = game.options(x);
      const next = game.apply(x, opts.rollout.choose(x, options, rng));
      if (isRefusal(next)) return game.higherIsBetter ? -Infinity : Infinity;
      x = next;
    }
    return game.score(x);
  };
  return {
    name: `greedy search (${opts.rollout.name} rollouts)`,
    kind: 'search',
    choose(s, options, rng) {
      decisions++;
      if (decisions > depth || options.length === 1) return opts.rollout.choose(s, options, rng);
      const tried = options.length <= width ? options : Array.from({ length: width }, (_, i) => options[Math.round((i * (options.length - 1)) / (width - 1))]);
      let best = tried[0];
      let bestScore = game.higherIsBetter ? -Infinity : Infinity;
      for (const a of tried) {
        const next = game.apply(s, a);
        if (isRefusal(next)) continue;
        // Each rollout draws from its own copy of the generator, so every option is judged on the same luck.
        const sc = finish(next, new Rng(rng.state));
        if (better(sc, bestScore)) {
          bestScore = sc;
          best = a;
        }
      }
      return best;
    },
  };
}

/* ------------------------------------------------------------------ statistics */

export interface Distribution {
  n: number;
  mean: number;
  min: number;
  p10: number;
  p25: number;
  median: number;
  p75: number;
  p90: number;
  max: number;
}

/** The q-quantile (0..1) of sorted values, linear between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export function distribution(values: readonly number[]): Distribution {
  const s = [...values].sort((a, b) => a - b);
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return {
    n: s.length,
    mean,
    min: s[0] ?? NaN,
    p10: quantile(s, 0.1),
    p25: quantile(s, 0.25),
    median: quantile(s, 0.5),
    p75: quantile(s, 0.75),
    p90: quantile(s, 0.9),
    max: s[s.length - 1] ?? NaN,
  };
}

/**
 * Where a score stands among the sensible policy's scores: the share of them it strictly beats (0..1). "Ranks in the
 * top 10 %" means it beats at least 90 % of them.
 */
export function shareBeaten(score: number, sensible: readonly number[], higherIsBetter: boolean): number {
  if (!sensible.length) return NaN;
  const beaten = sensible.filter((x) => (higherIsBetter ? score > x : score < x)).length;
  return beaten / sensible.length;
}

/* ------------------------------------------------------------------ the run */

export interface PolicyResult<A> {
  policy: string;
  kind: PolicyKind;
  scores: number[];
  dist: Distribution;
  /** The mean of each metric over the games played. */
  metrics: Record<string, number>;
  /** The best game this policy played: its seed, score and moves. */
  best: { seed: string; score: number; moves: A[] };
}

export interface CaseResult<A> {
  caseName: string;
  bound: number;
  results: PolicyResult<A>[];
}

export interface GameResult<A> {
  game: string;
  title: string;
  higherIsBetter: boolean;
  cases: CaseResult<A>[];
}

/** The seeds of a run: `prefix-0` … `prefix-(n−1)`. */
export const seedsFor = (n: number, prefix = 'balance'): string[] => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

/**
 * Plays every policy in every case on every seed. `policiesFor(case)` may return new policy objects per case
 * (a search keeps a little state per game, so it is made fresh for each game through `fresh`).
 */
export function runBalance<S, A, Setup>(
  game: BalanceGame<S, A, Setup>,
  policiesFor: (c: BalanceCase<Setup>) => readonly (() => BalancePolicy<S, A>)[],
  seeds: readonly string[],
  opts: { cases?: readonly BalanceCase<Setup>[]; seedsFor?: (p: BalancePolicy<S, A>) => readonly string[] } = {},
): GameResult<A> {
  const cases = (opts.cases ?? game.cases).map((c) => {
    const results = policiesFor(c).map((make) => {
      const probe = make();
      const own = opts.seedsFor?.(probe) ?? seeds;
      const scores: number[] = [];
      const sums: Record<string, number> = Object.fromEntries(Object.keys(game.metrics ?? {}).map((k) => [k, 0]));
      let best: PolicyResult<A>['best'] | null = null;
      for (const seed of own) {
        const p = make();
        const { state, moves } = playGame(game, c, p, seed);
        const sc = game.score(state);
        scores.push(sc);
        for (const [k, f] of Object.entries(game.metrics ?? {})) sums[k] += f(state);
        if (!best || (game.higherIsBetter ? sc > best.score : sc < best.score)) best = { seed, score: sc, moves };
      }
      const metrics = Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, own.length ? v / own.length : NaN]));
      return { policy: probe.name, kind: probe.kind, scores, dist: distribution(scores), metrics, best: best! };
    });
    return { caseName: c.name, bound: game.bound(c.setup), results };
  });
  return { game: game.id, title: game.title, higherIsBetter: game.higherIsBetter, cases };
}

/* ------------------------------------------------------------------ the targets every game meets */

export interface TargetFailure {
  caseName: string;
  policy: string;
  why: string;
}

/**
 * The two targets common to every game: no degenerate policy's median score ranks in the top 10 % of the sensible
 * policy's scores, and no policy (the search included) passes the documented bound.
 */
export function commonTargetFailures<A>(r: GameResult<A>): TargetFailure[] {
  const out: TargetFailure[] = [];
  for (const c of r.cases) {
    const sensible = c.results.find((x) => x.kind === 'sensible');
    for (const p of c.results) {
      const past = r.higherIsBetter ? p.dist.max > c.bound : p.dist.min < c.bound;
      if (past) out.push({ caseName: c.caseName, policy: p.policy, why: `scored ${r.higherIsBetter ? p.dist.max : p.dist.min}, past the documented bound ${c.bound}` });
      if (!sensible || p.kind !== 'degenerate') continue;
      const share = shareBeaten(p.dist.median, sensible.scores, r.higherIsBetter);
      if (share >= 0.9)
        out.push({ caseName: c.caseName, policy: p.policy, why: `its median ${p.dist.median} beats ${Math.round(share * 100)}% of the sensible policy's scores` });
    }
  }
  return out;
}

/* ------------------------------------------------------------------ printing */

const fmt = (n: number) => (Number.isFinite(n) ? (Math.abs(n) >= 100 || Number.isInteger(n) ? n.toFixed(0) : n.toFixed(1)) : '—');

/** The table `npm run balance` prints for one game (tab-separated, one line per case and policy). */
export function balanceTable<A>(r: GameResult<A>, describe: (a: A) => string, maxMoves = 40): string {
  const metricNames = Object.keys(r.cases[0]?.results[0]?.metrics ?? {});
  const lines = [
    `## ${r.title} — score: ${r.higherIsBetter ? 'higher is better' : 'lower is better'}`,
    ['case', 'policy', 'kind', 'n', 'min', 'p10', 'median', 'p90', 'max', 'mean', 'beats % of sensible', ...metricNames].join('\t'),
  ];
  for (const c of r.cases) {
    const sensible = c.results.find((x) => x.kind === 'sensible');
    for (const p of c.results) {
      const share = sensible ? shareBeaten(p.dist.median, sensible.scores, r.higherIsBetter) : NaN;
      lines.push(
        [
          c.caseName,
          p.policy,
          p.kind,
          p.dist.n,
          fmt(p.dist.min),
          fmt(p.dist.p10),
          fmt(p.dist.median),
          fmt(p.dist.p90),
          fmt(p.dist.max),
          fmt(p.dist.mean),
          Number.isFinite(share) ? `${Math.round(share * 100)}%` : '—',
          ...metricNames.map((k) => fmt(p.metrics[k])),
        ].join('\t'),
      );
    }
    const search = c.results.find((x) => x.kind === 'search');
    if (search) {
      const moves = search.best.moves.map(describe);
      const shown = moves.length > maxMoves ? [...moves.slice(0, maxMoves), `… ${moves.length - maxMoves} more`] : moves;
      lines.push(`  best found (${c.caseName}, seed ${search.best.seed}, score ${fmt(search.best.score)}; documented bound ${fmt(c.bound)}): ${shown.join(', ')}`);
    }
  }
  return lines.join('\n');
}

/* ------------------------------------------------------------------ a game's suite */

/** What `engines/<game>/balance.ts` exports: its game, its policy library per case, and how many seeds to print. */
export interface BalanceSuite<S, A, Setup = unknown> {
  game: BalanceGame<S, A, Setup>;
  /** Factories, so each game gets fresh policy objects (a search keeps a count of its decisions). */
  policies: (c: BalanceCase<Setup>) => readonly (() => BalancePolicy<S, A>)[];
  /** Seeds per policy and case for `npm run balance` (the tests play fewer, on fixed seeds). */
  seeds: number;
  /** The result code of a finished game (solo, no class), so tests can build a class report from policies' games. */
  codeOf: (s: S, nickname: string) => string;
  /** Seeds for a costly policy (the search), when fewer than `seeds`. */
  seedsFor?: (p: BalancePolicy<S, A>, seeds: readonly string[]) => readonly string[];
}

/** Runs a suite on `n` seeds (its own count by default). */
export function runSuite<S, A, Setup>(suite: BalanceSuite<S, A, Setup>, n = suite.seeds, prefix = 'balance'): GameResult<A> {
  const seeds = seedsFor(n, prefix);
  return runBalance(suite.game, suite.policies, seeds, { seedsFor: suite.seedsFor ? (p) => suite.seedsFor!(p, seeds) : undefined });
}
