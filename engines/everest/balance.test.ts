/**
 * Everest's balance targets (docs/rules/everest.md, "Balance"), on fixed seeds with the policy library of balance.ts:
 * the common targets (no degenerate median in the top 10 % of the guide's scores, nothing past the documented
 * maximum), the maximum's parts read from the rules, and the guide's advice quoted word for word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commonTargetFailures, runBalance, seedsFor } from '../core/balance';
import * as C from './constants';
import { bound, game, minDaysToSummitAndBack, optionsOf, policies, sensible } from './balance';
import { init } from './engine';
import { scoreOf } from './selectors';

// 60 seeds per policy and difficulty (the search: 4). Every figure below is read from this one run.
const result = runBalance(game, policies, seedsFor(60, 'everest-test'), { seedsFor: (p) => seedsFor(p.kind === 'search' ? 4 : 60, 'everest-test') });

test('every policy of the library ran (the guide, five degenerate policies, random, search)', () => {
  for (const c of result.cases) expect(c.results.map((p) => p.kind).sort()).toEqual(['degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'random', 'search', 'sensible']);
});

test('the common targets: no degenerate median in the top 10 % of the guide’s scores, nothing past the documented maximum', () => {
  expect(commonTargetFailures(result)).toEqual([]);
});

test('the guide’s advice summits and comes home in most games, at every difficulty; no degenerate policy comes home more often', () => {
  for (const c of result.cases) {
    const guide = c.results.find((p) => p.kind === 'sensible')!;
    expect({ case: c.caseName, home: guide.metrics['home %'] >= 50 }).toEqual({ case: c.caseName, home: true });
    for (const p of c.results.filter((x) => x.kind === 'degenerate')) expect(p.metrics['home %']).toBeLessThan(guide.metrics['home %']);
  }
});

test('the documented maximum is the sum of each term at its own most, from the constants', () => {
  expect(minDaysToSummitAndBack()).toBe(2 * (C.CAMPS.length - 1));
  for (const difficulty of C.DIFFICULTY_LIST) {
    const d = C.DIFFICULTIES[difficulty];
    const time = (C.SCORE_TIME * (d.days - minDaysToSummitAndBack())) / d.days;
    expect(bound({ difficulty })).toBe(
      Math.round(C.SCORE_SUMMIT + C.SCORE_RETURNED + time + 2 * C.STAT_MAX * C.SCORE_HEALTH_MORALE + C.SCORE_OXYGEN * d.oxygen + C.SCORE_FOOD * d.food + C.SCORE_RESCUE * d.days + C.STAT_MAX),
    );
    // A fresh expedition's own figures sit inside it: its supplies are the start's, and nothing adds to them.
    const s = init({ difficulty }, 'fresh');
    expect(scoreOf(s).supplies).toBe(Math.round(C.SCORE_OXYGEN * d.oxygen + C.SCORE_FOOD * d.food));
  }
});

test('the options are what the rules allow: no refused day action, no setting already in force', () => {
  const s = init({ difficulty: 'Normal' }, 'options');
  const opts = optionsOf(s);
  expect(opts.some((o) => o.type === 'setPace' && o.pace === s.pace)).toBe(false);
  expect(opts.some((o) => o.type === 'descend')).toBe(false);
  expect(opts.some((o) => o.type === 'move')).toBe(true);
});

test('the guide’s advice is in the teacher guide word for word', () => {
  const guide = fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'teacher-guides', 'everest.mdx'), 'utf8');
  expect(guide).toContain('Ask what the rest day cost compared with an acclimatisation day earlier.');
  expect(guide).toContain('watch for students who never look at the forecast.');
  expect(guide).toContain('The descent takes days too. Teams that push for the summit late in the window can run out of time on the way home');
  expect(sensible.kind).toBe('sensible');
});
