/**
 * Summit's balance targets (docs/rules/summit.md, "Balance"), asserted on fixed seeds with the policy library of
 * balance.ts. Definitions used below:
 * - S5: the summit reached with all five climbers alive.
 * - A fixed strategy: a policy whose choice is a fixed rule of what it sees: the guide's advice, every "always" policy
 *   and "push whenever behind". (Uniform random play and the search are not fixed strategies.) The best fixed
 *   strategy is the one with the highest S5 rate (by score: the highest mean score).
 * - An option repeated every round: the same place in the list every round ("always option 1/2/3"), or the same
 *   keyword every round ("always conserve/push/rest"; see alwaysKeyword for a round without that keyword).
 * Targets, for every role: the common ones (engines/core/balance.ts: no degenerate median in the top 10 % of the
 * sensible policy's scores, nothing past the documented bound); the best fixed strategy reaches S5 at least 20
 * points more often than uniform random play; no option repeated every round is the best strategy, by mean score or
 * by S5 rate; random play reaches S5 in 25–75 % of games; random play's scores spread (interquartile range at
 * least 15 % of the median).
 */
import fs from 'node:fs';
import path from 'node:path';
import { commonTargetFailures, quantile, runBalance, seedsFor, type PolicyResult } from '../core/balance';
import { STORY } from '../../content/summit/story';
import * as C from './constants';
import { alwaysKeyword, alwaysOption, applyChoice, choicesOf, game, policies, pushWhenBehind, sensible, startGame, summitWithEveryone, type SummitChoice } from './balance';
import type { SummitPlayed } from './classroom';
import type { RoleId, Story } from './types';

const S5 = 'summit, all alive %';
const FIXED = new Set([sensible.name, ...[0, 1, 2].map((n) => alwaysOption(n).name), ...(['conserve', 'push', 'rest'] as const).map((k) => alwaysKeyword(k).name), pushWhenBehind.name]);
const REPEATED = new Set([...[0, 1, 2].map((n) => alwaysOption(n).name), ...(['conserve', 'push', 'rest'] as const).map((k) => alwaysKeyword(k).name)]);

// 100 seeds per policy and role (the search: 30). Every figure below is read from this one run.
const result = runBalance(game, policies, seedsFor(100, 'summit-test'), { seedsFor: (p) => seedsFor(p.kind === 'search' ? 30 : 100, 'summit-test') });
const byCase = (role: RoleId) => result.cases.find((c) => c.caseName === C.ROLE_TITLES[role])!;
const rate = (p: PolicyResult<SummitChoice>) => p.metrics[S5];

describe.each(C.ROLES.map((r) => [r]))('%s', (role) => {
  const c = byCase(role);
  const random = c.results.find((p) => p.kind === 'random')!;
  const fixed = c.results.filter((p) => FIXED.has(p.policy));

  test('every policy of the library ran (the guide, six "always" policies, push whenever behind, random, search)', () => {
    expect(fixed).toHaveLength(FIXED.size);
    expect(c.results.map((p) => p.kind).sort()).toEqual(['degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'random', 'search', 'sensible']);
  });

  test('the best fixed strategy reaches the summit with everyone alive at least 20 points more often than random play', () => {
    const best = Math.max(...fixed.map(rate));
    expect(best - rate(random)).toBeGreaterThanOrEqual(20);
  });

  test('no option repeated every round is the best strategy, by mean score or by the summit-with-everyone rate', () => {
    for (const p of c.results.filter((x) => REPEATED.has(x.policy))) {
      const others = fixed.filter((x) => x !== p);
      expect({ policy: p.policy, mean: p.dist.mean < Math.max(...others.map((x) => x.dist.mean)) }).toEqual({ policy: p.policy, mean: true });
      expect({ policy: p.policy, rate: rate(p) < Math.max(...others.map(rate)) }).toEqual({ policy: p.policy, rate: true });
    }
  });

  test('random play reaches the summit with everyone alive in 25–75 % of games', () => {
    expect(rate(random)).toBeGreaterThanOrEqual(25);
    expect(rate(random)).toBeLessThanOrEqual(75);
  });

  test('random play spreads: the interquartile range of its scores is at least 15 % of the median', () => {
    const sorted = [...random.scores].sort((a, b) => a - b);
    const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
    expect(iqr).toBeGreaterThanOrEqual(0.15 * quantile(sorted, 0.5));
  });
});

test('the common targets: no degenerate median in the top 10 % of the guide’s scores, nothing past the documented bound', () => {
  expect(commonTargetFailures(result)).toEqual([]);
  for (const c of result.cases) for (const p of c.results) expect(p.dist.max).toBeLessThanOrEqual(C.SCORE_BEST_REACHABLE);
});

test('the documented best score is exactly the best any sequence of options reaches, in any role (accidents aside)', () => {
  // Accidents only take away (oxygen, health, perhaps a climber), so the best is reached without one: every option
  // sequence of every role is played on a story whose options carry no risk.
  const safe = STORY.map((r) =>
    r.kind === 'crisis'
      ? { ...r, options: r.options.map((o) => ({ ...o, risk: undefined })) }
      : { ...r, options: Object.fromEntries(Object.entries(r.options).map(([k, v]) => [k, v.map((o) => ({ ...o, risk: undefined }))])) },
  ) as Story;
  let best = 0;
  let games = 0;
  const walk = (s: SummitPlayed) => {
    if (s.state.phase === 'final') {
      games++;
      best = Math.max(best, s.state.score);
      return;
    }
    for (const choice of choicesOf(s.state, safe)) {
      const next = applyChoice(s, choice, safe);
      if ('refused' in next) throw new Error(next.refused);
      walk(next);
    }
  };
  for (const role of C.ROLES) walk(startGame({ role, story: safe }, 'every-sequence'));
  expect(games).toBe(C.ROLES.length * 3 ** C.TOTAL_ROUNDS);
  expect(best).toBe(C.SCORE_BEST_REACHABLE);
  expect(best).toBeLessThanOrEqual(3 * C.GAUGE_MAX + C.SCORE_PER_SURVIVOR * C.TEAM_SIZE + C.SCORE_SUMMIT_BONUS);
});

test('the guide’s advice reaches the summit with everyone alive in every role on every seed; no degenerate policy ever does', () => {
  for (const c of result.cases) {
    for (const p of c.results) {
      if (p.kind === 'sensible') expect({ role: c.caseName, rate: rate(p) }).toEqual({ role: c.caseName, rate: 100 });
      if (p.kind === 'degenerate') expect({ role: c.caseName, policy: p.policy, rate: rate(p) }).toEqual({ role: c.caseName, policy: p.policy, rate: 0 });
    }
  }
  // The metric is the rule, not a copy of it: a finished game of the guide's advice is S5 by summitWithEveryone.
  const s = startGame({ role: 'doctor' }, 'one');
  let x: SummitPlayed = s;
  while (x.state.phase !== 'final') {
    const next = applyChoice(x, sensible.choose(x, choicesOf(x.state), null as never));
    if ('refused' in next) throw new Error(next.refused);
    x = next;
  }
  expect(summitWithEveryone(x.state)).toBe(true);
  expect(game.metrics![S5](x)).toBe(100);
});

test('the guide’s advice is in the teacher guide word for word, and the policy does what it says', () => {
  const guide = fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'teacher-guides', 'summit.mdx'), 'utf8');
  expect(guide).toContain('rest whenever morale has fallen below where it started ({START_MORALE}), except in the last round, and conserve oxygen the rest of the time');
  const at = (morale: number, round: number) => {
    const p = startGame({ role: 'doctor' }, 'advice');
    const s = { ...p, state: { ...p.state, morale, round } };
    return sensible.choose(s, choicesOf(s.state), null as never).keywords;
  };
  expect(at(C.START_MORALE - 1, 2)).toEqual(['rest']);
  expect(at(C.START_MORALE, 2)).toEqual(['conserve']);
  expect(at(C.START_MORALE - 1, C.TOTAL_ROUNDS)).toEqual(['conserve']);
  for (let round = 1; round <= C.TOTAL_ROUNDS; round++) for (const morale of [0, 49, 79, 100]) expect(at(morale, round)).not.toContain('push');
});
