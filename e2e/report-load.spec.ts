import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { encodeCode } from '../engines/core/code';
import { playGame, uniformRandom } from '../engines/core/balance';
import { balance as bullwhipBalance, playedOf } from '../engines/bullwhip/balance';
import { codec as bullwhipCodec, codeMovesOf, settingsOf, summaryOf } from '../engines/bullwhip/classroom';
import { rules as everestRules } from '../engines/everest/index';
import { start } from '../engines/core/record';
import { codeFor as everestCodeFor } from '../engines/everest/classroom';
import { careful, playOut, rush } from '../engines/everest/policies';
import { codeFor as tycoonCodeFor } from '../engines/city-tycoon/classroom';
import { playTable as tycoonTable } from '../engines/city-tycoon/testkit';

/**
 * The class report under load: whatever is pasted, the page keeps working (replays run in a worker, one page of rows
 * is drawn, same-move codes are one group), nothing crashes, and nothing unbounded is stored. Each test measures the
 * longest task on the page's main thread (PerformanceObserver 'longtask') from the click on "Check codes" to the last
 * row, and the time that took, and prints both: timings are reported, never asserted (they depend on the machine and
 * on what else runs beside the test).
 */

async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Pastes `text`, presses Check codes and waits for the summary; returns the longest main-thread task and the time. */
async function check(page: Page, text: string, label: string) {
  await page.getByTestId('paste').fill(text);
  await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Check codes' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible({ timeout: 120_000 });
  const ms = Date.now() - t0;
  const longest = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  console.log(`[report load] ${label}: longest main-thread task ${Math.round(longest)} ms, last row after ${ms} ms`);
  return { longest, ms };
}

/** `n` finished Bullwhip games of random orders on one class seed (uniform random over 0..40). */
function bullwhipCodes(n: number, nickname = (i: number) => `B${i}`): string[] {
  const c = bullwhipBalance.game.cases[5];
  return Array.from({ length: n }, (_, i) => {
    const { state } = playGame(bullwhipBalance.game, c, uniformRandom(), `load-${i}`);
    return encodeCode(bullwhipCodec, { classId: '', nickname: nickname(i), seed: state.seed, settings: settingsOf(state), moves: codeMovesOf(playedOf(state)), summary: summaryOf(state) });
  });
}

test.describe('the class report under load', () => {
  test.describe.configure({ timeout: 240_000 });

  test('1,000 codes of three games: the page answers throughout, one page of rows is drawn', async ({ page }) => {
    const errors = watchErrors(page);
    await watchLongTasks(page);
    const everest = Array.from({ length: 400 }, (_, i) => everestCodeFor(playOut(i % 2 ? careful : rush, start(everestRules, { difficulty: 'Normal' }, `LOAD-${i}`)), { classId: '', nickname: `E${i}` })!);
    const tycoon = Array.from({ length: 200 }, (_, i) =>
      tycoonCodeFor(tycoonTable({ names: ['', '', ''], startingCash: 1500, cap: 25 }, `LOAD-${i}`, undefined, { maxMoves: 5000 }), { classId: '', nickname: `T${i}` }),
    );
    const codes = [...bullwhipCodes(400), ...everest, ...tycoon];
    await page.goto('/teacher/report');
    await check(page, codes.join('\n'), '1,000 codes (400 Bullwhip, 400 Everest, 200 City Tycoon)');
    await expect(page.getByTestId('report-summary')).toContainText('Checked 1,000 codes');
    for (const game of ['bullwhip', 'everest', 'city-tycoon']) {
      const rows = page.getByTestId(`table-${game}`).locator('tbody tr');
      expect(await rows.count()).toBeLessThanOrEqual(50);
    }
    await page.getByTestId('report-bullwhip').getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('report-bullwhip').getByText('Rows 51–100 of')).toBeVisible();
    errors.check();
  });

  test('20,000 codes with the same moves under different nicknames: one group, names one click away', async ({ page }) => {
    const errors = watchErrors(page);
    await watchLongTasks(page);
    const [one] = bullwhipCodes(1);
    const { state } = playGame(bullwhipBalance.game, bullwhipBalance.game.cases[5], uniformRandom(), 'load-0');
    const same = Array.from({ length: 20_000 }, (_, i) =>
      i === 0 ? one : encodeCode(bullwhipCodec, { classId: '', nickname: `N${i}`, seed: state.seed, settings: settingsOf(state), moves: codeMovesOf(playedOf(state)), summary: summaryOf(state) }),
    );
    await page.goto('/teacher/report');
    await check(page, same.join(' '), '20,000 same-move codes');
    await expect(page.getByTestId('report-summary')).toContainText('20,000 verified');
    const section = page.getByTestId('report-bullwhip');
    await expect(section.getByText('Same moves as 19,999 other codes').first()).toBeVisible();
    await expect(section.getByText('N19999')).toHaveCount(0);
    await section.getByRole('button', { name: 'Show who' }).first().click();
    await expect(section.getByText(/N1, N2, N3/)).toBeVisible();
    errors.check();
  });

  test('saved classes with ids such as toString, dirty nicknames and made-up tokens: no crash, listed with reasons, nothing junk stored', async ({ page }) => {
    const errors = watchErrors(page);
    const created = '2026-11-26T10:00:00.000Z';
    const ids = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__'];
    await page.addInitScript(
      ([ids, created]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const classes = (ids as string[]).map((classId) => ({ classId, game: 'bullwhip', seed: 'S-1', params: { scenario: 'classic', role: 'R' }, name: '', created }));
        localStorage.setItem('teacher-classes', JSON.stringify({ v: 1, data: classes }));
      },
      [ids, created] as const,
    );
    for (const id of ids) {
      await page.goto(`/teacher/report?class=${id}`);
      await expect(page.getByTestId('report-class')).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    }
    const [good] = bullwhipCodes(1);
    const { state } = playGame(bullwhipBalance.game, bullwhipBalance.game.cases[5], uniformRandom(), 'load-0');
    const dirty = ['\u202Eevil', 'a\u200Bb', 'x'.repeat(60)].map((nickname) =>
      encodeCode(bullwhipCodec, { classId: '', nickname, seed: state.seed, settings: settingsOf(state), moves: codeMovesOf(playedOf(state)), summary: summaryOf(state) }),
    );
    const junk = Array.from({ length: 416 }, (_, i) => `VQ9.madeUpToken${i}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`);
    await page.goto('/teacher/report');
    await check(page, [good, ...dirty, ...junk].join('\n'), 'dirty nicknames and made-up tokens');
    await expect(page.getByTestId('report-summary')).toContainText('1 verified');
    await expect(page.getByTestId('rejected')).toContainText('not one an end screen writes');
    const stored = await page.evaluate(() => localStorage.getItem('teacher-reports') ?? '');
    expect(stored).toContain(good);
    expect(stored).not.toContain('madeUpToken');
    expect(stored).not.toContain(dirty[0]);
    await expectNoSeriousA11yViolations(page, 'report with rejected codes');
    errors.check();
  });
});
