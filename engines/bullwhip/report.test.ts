/**
 * The class report ranks sensible play above gaming the number (docs/rules/bullwhip.md "Score"): 30 result codes of
 * the guide's rule and 30 of each degenerate policy (always 40, always 0, always 4, 40 whenever short), all
 * Noisy as the Retailer (the game's default role) on the balance seeds, go through the teacher's report exactly as a
 * pasted class would: find the codes, verify them by replay, build the report, rank the leaderboard.
 */
// eslint-disable-next-line no-restricted-imports -- the teacher's class report logic is pure (no DOM, no storage): the test drives it with this game's codes
import { buildReport, findAll, leaderboard, verifySlice } from '@/lib/classroom/report';
// eslint-disable-next-line no-restricted-imports -- as above
import { allRowsOf } from '@/lib/classroom/testing';
import { playGame, seedsFor, type BalancePolicy } from '../core/balance';
import { CODECS, CLASSROOM } from '../classroom';
import { balance, game, maxWhenShort, sensible } from './balance';
import { DEFAULT_ORDER, MAX_ORDER, MIN_ORDER } from './constants';
import type { GameState } from './types';

const fixed = (q: number): BalancePolicy<GameState, number> => ({ name: `always ${q}`, kind: 'degenerate', choose: () => q });
const DEGENERATE = [fixed(MAX_ORDER), fixed(MIN_ORDER), fixed(DEFAULT_ORDER), maxWhenShort];
const NOISY_RETAILER = game.cases.find((c) => c.setup.scenario === 'noisy' && c.setup.playerRole === 'R')!;
const SEEDS = seedsFor(30);

/** One code per seed for a policy, nicknamed `<tag>-<n>`. */
const codesOf = (policy: BalancePolicy<GameState, number>, tag: string) =>
  SEEDS.map((seed, i) => balance.codeOf(playGame(game, NOISY_RETAILER, policy, seed).state, `${tag}-${i}`));

test('30 codes of the guide’s rule rank above every one of 30 codes of each degenerate policy', () => {
  const text = [codesOf(sensible, 'guide'), ...DEGENERATE.map((p, k) => codesOf(p, `degenerate${k}`))].flat().join('\n');
  const found = findAll(text);
  expect(found.codes).toHaveLength(30 * (1 + DEGENERATE.length));
  const report = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS, {}));
  expect(report.rejected).toEqual([]);
  // One code per seed (each policy's luck evens out): the report gives each seed its own group; joined here to compare.
  const rows = allRowsOf(report, 'bullwhip');
  const board = leaderboard(CLASSROOM.bullwhip!.report, rows);
  expect(board).toHaveLength(rows.length);
  const ranks = (prefix: string) => board.filter((r) => r.row.nickname.startsWith(prefix)).map((r) => r.rank);
  const guide = ranks('guide-');
  const degenerate = ranks('degenerate');
  expect(guide).toHaveLength(30);
  expect(degenerate).toHaveLength(30 * DEGENERATE.length);
  // the worst of the guide's games ranks above the best degenerate game: the top 30 places are the guide's
  expect(Math.max(...guide)).toBeLessThan(Math.min(...degenerate));
  expect(guide.every((r) => r <= 30)).toBe(true);
  // the leaderboard ranks by the chain's cost, lowest first
  const values = board.map((r) => r.value);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(board[0].value).toBe((board[0].row.summary as { chainCost: number }).chainCost);
});
