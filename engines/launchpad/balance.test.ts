/**
 * LaunchPad's balance targets (docs/rules/launchpad.md "Balance"), on fixed seeds with the policy library of
 * balance.ts. The figure is the XP one device's record holds after the weeks of a case, each finished week awarded as
 * the end screen awards it. Targets, in every case: the common ones (engines/core/balance.ts: no degenerate median
 * in the top 10 % of the sensible policy's scores, nothing past the documented bound of one finish's XP per week);
 * repeating the same clicks week after week earns one finish's XP and no more; every game's XP is exactly one
 * finish's XP per different week (a week earns only when its final choices differ from every earlier week's).
 */
import { commonTargetFailures, playGame, runBalance, seedsFor } from '../core/balance';
import { verifyCode } from '../core/code';
import { FINISH_XP, LAUNCHPAD_ALL_STAGES_XP } from '../progress/constants';
import { alwaysFirst, alwaysLast, balance, differentWeeks, game, policies, repeatSameClicks, sensible, WEEK_XP } from './balance';
import { codec } from './classroom';

const SEEDS = seedsFor(20, 'launchpad-test');
const result = runBalance(game, policies, SEEDS, { seedsFor: (p) => (p.kind === 'search' ? SEEDS.slice(0, 4) : SEEDS) });
const byCase = (name: string) => result.cases.find((c) => c.caseName === name)!;
const byPolicy = (caseName: string, policy: string) => byCase(caseName).results.find((r) => r.policy === policy)!;
const FIVE = 'five weeks on one device';

test('the bound is one finish of all nine stages per week played', () => {
  expect(WEEK_XP).toBe(FINISH_XP + LAUNCHPAD_ALL_STAGES_XP);
  expect(result.cases.map((c) => [c.caseName, c.bound])).toEqual([
    ['one week', WEEK_XP],
    [FIVE, 5 * WEEK_XP],
  ]);
});

test('every policy of the library ran in every case (the guide, three degenerate policies, random, search)', () => {
  for (const c of result.cases) expect(c.results.map((p) => p.kind).sort()).toEqual(['degenerate', 'degenerate', 'degenerate', 'random', 'search', 'sensible']);
});

test('common targets: no degenerate median in the top 10 % of the guide, nothing past the bound', () => {
  expect(commonTargetFailures(result)).toEqual([]);
});

test('repeating the same clicks for five weeks earns one finish, on every seed; so do the two "always" policies', () => {
  for (const p of [repeatSameClicks, alwaysFirst, alwaysLast]) {
    const r = byPolicy(FIVE, p.name);
    expect({ policy: p.name, scores: [...new Set(r.scores)] }).toEqual({ policy: p.name, scores: [WEEK_XP] });
  }
});

test('the guide, a new industry each week, earns every week on one device', () => {
  const r = byPolicy(FIVE, sensible.name);
  expect([...new Set(r.scores)]).toEqual([5 * WEEK_XP]);
  expect(r.metrics['industries tried']).toBe(5);
});

test('every game earns exactly one finish per different week (the farmer, random play and the search included)', () => {
  for (const make of policies()) {
    for (const seed of SEEDS.slice(0, 3)) {
      const c = game.cases[1];
      const { state } = playGame(game, c, make(), seed);
      expect(state.finished).toHaveLength(5);
      expect({ policy: make().name, xp: state.record.xp }).toEqual({ policy: make().name, xp: WEEK_XP * differentWeeks(state) });
    }
  }
});

test("the suite's result code of a week finished after 'Start a new week' verifies", () => {
  const { state } = playGame(game, game.cases[1], sensible, 'code-seed');
  const v = verifyCode(balance.codeOf(state, 'Ada'), { launchpad: codec });
  expect(v.verdict).toBe('verified');
});
