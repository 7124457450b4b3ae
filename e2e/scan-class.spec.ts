import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Browser } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore - plain ESM helper shared with scripts/ (as in playwright.config.ts)
import { CHROMIUM_ARGS, systemChromium } from '../scripts/browser.mjs';
import { codeFor, summaryOf, type BullwhipClassSettings } from '../engines/bullwhip/classroom';
import { rules as bullwhipRules } from '../engines/bullwhip';
import { play, start } from '../engines/core/record';
import { classFileText } from '../lib/classroom/classFile';
import { expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { writeQrVideo } from './qrVideo';

/**
 * A lesson's hand-in through the camera, from students' devices (docs/classroom.md): a teacher imports a class file
 * (class, seed, roster Ada, Ben and Cy); two student contexts open the class link and play Bullwhip Rush — Ada twice,
 * Ben once — and each end screen shows its code with its attempt number. Chromium's fake camera shows those codes as
 * QR codes (written before the browser starts, from the same moves through the same engine: the test checks the
 * students' screens show exactly these codes). The teacher scans them, sees Cy missing, attempts 1 and 2 ranked as
 * the switch says, and exports a CSV that parses back with numbers as numbers.
 */

const CLASS_ID = 'C-SCANCLASS';
const SEED = 'SCAN-SEED-1';
const SETTINGS: BullwhipClassSettings = { scenario: 'classic', playerRole: 'R' };
const LINK = `/simulation/game-theory?class=${CLASS_ID}&seed=${SEED}&scenario=classic&role=R`;

/** The plays: Ada orders 12 a round, then (second attempt) 4; Ben orders 5. */
const PLAYS = { ada1: 12, ada2: 4, ben: 5 } as const;
/** The class game of one order every round, as the core keeps it (its record and state). */
const stateOf = (order: number) => {
  let played = play(bullwhipRules, start(bullwhipRules, SETTINGS, SEED), { type: 'start' }).played;
  for (let i = 0; i < 12; i++) played = play(bullwhipRules, played, { type: 'resolve', order }).played;
  if (!played.state.isFinished) throw new Error('the game did not finish');
  return played;
};
const expected = {
  ada1: codeFor(stateOf(PLAYS.ada1), { classId: CLASS_ID, nickname: 'Ada', attempt: 1 }),
  ada2: codeFor(stateOf(PLAYS.ada2), { classId: CLASS_ID, nickname: 'Ada', attempt: 2 }),
  ben: codeFor(stateOf(PLAYS.ben), { classId: CLASS_ID, nickname: 'Ben', attempt: 1 }),
};
const cost = (order: number) => summaryOf(stateOf(order).state).chainCost;

const VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scan-class-e2e-')), 'codes.y4m');
writeQrVideo(VIDEO, [expected.ada1, expected.ada2, expected.ben]);

test.use({
  launchOptions: {
    executablePath: systemChromium(),
    args: [...(CHROMIUM_ARGS as string[]), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

/** One student's device: opens the class link, plays one game per order, returns the code each end screen shows. */
async function student(browser: Browser, nickname: string, orders: number[]): Promise<{ code: string; attempt: string }[]> {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(LINK);
  await expect(page.getByTestId('class-banner')).toBeVisible({ timeout: 20_000 });
  const out: { code: string; attempt: string }[] = [];
  for (const [i, order] of orders.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    for (let r = 1; r <= 12; r++) {
      await expect(page.getByTestId('round')).toHaveText(String(r));
      await page.getByLabel('Order quantity (0–40)').fill(String(order));
      await page.getByRole('button', { name: 'Resolve Round' }).click();
    }
    const panel = page.getByTestId('result-code');
    await expect(panel).toBeVisible();
    await panel.getByLabel(/^Nickname for your result/).fill(nickname);
    out.push({ code: await panel.getByTestId('result-code-text').inputValue(), attempt: (await panel.getByTestId('result-attempt').textContent()) ?? '' });
  }
  errors.check();
  await ctx.close();
  return out;
}

test('students hand in by camera: the missing list, first and best attempts, and a CSV with numbers as numbers', async ({ browser }) => {
  test.setTimeout(240_000);
  // The students play on their own devices; their end screens show the very codes the camera will see.
  const ada = await student(browser, 'Ada', [PLAYS.ada1, PLAYS.ada2]);
  expect(ada.map((x) => x.code)).toEqual([expected.ada1, expected.ada2]);
  expect(ada.map((x) => x.attempt.match(/^Attempt (\d+)/)?.[1])).toEqual(['1', '2']);
  const ben = await student(browser, 'Ben', [PLAYS.ben]);
  expect(ben.map((x) => x.code)).toEqual([expected.ben]);

  // The teacher's device: the class arrives as a file (class, seed, roster), then the report scans the codes.
  const ctx = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: true });
  await ctx.grantPermissions(['camera']);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto('/teacher');
  const file = classFileText({
    class: { classId: CLASS_ID, game: 'bullwhip', seed: SEED, params: { scenario: 'classic', role: 'R' }, name: 'Year 9', created: '2026-11-26T09:00:00.000Z' },
    roster: ['Ada', 'Ben', 'Cy'],
    codes: [],
  });
  await page.getByTestId('import-class').setInputFiles({ name: 'class-year-9.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByTestId('import-status')).toHaveText(/^Imported Year 9/);
  await page.getByRole('link', { name: 'Report for Year 9' }).click();
  await page.getByRole('button', { name: 'Scan codes' }).click();
  const table = page.getByTestId('table-bullwhip');
  await expect(table.getByRole('row').filter({ hasText: 'Ada' })).toHaveCount(2, { timeout: 60_000 });
  await expect(table.getByRole('cell', { name: 'Ben', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('scanner').getByRole('button', { name: 'Stop scanning' }).click();

  // Who is missing: Cy.
  await expect(page.getByTestId('roster-missing')).toHaveText('Cy');
  // Attempts: Ada's two are counted once — the first by default, the best on the switch.
  const section = page.getByTestId('report-bullwhip');
  await expect(section.getByTestId('attempts-bullwhip')).toContainText('1 student handed in more than one attempt.');
  await section.getByRole('button', { name: 'Show leaderboard for projecting' }).click();
  const board = section.getByTestId('leaderboard-bullwhip');
  await board.getByRole('switch', { name: 'Show nicknames' }).check();
  const order = (adaCost: number) =>
    [
      ['Ada', adaCost],
      ['Ben', cost(PLAYS.ben)],
    ]
      .sort((a, b) => (a[1] as number) - (b[1] as number))
      .map(([n]) => n as string);
  const names = async () => (await board.getByRole('listitem').allTextContents()).map((t) => /\d+\.\s*(\w+)/.exec(t)?.[1]);
  await expect.poll(names).toEqual(order(cost(PLAYS.ada1)));
  await section.getByRole('switch', { name: /best attempt/ }).check();
  await expect.poll(names).toEqual(order(Math.min(cost(PLAYS.ada1), cost(PLAYS.ada2))));
  await expectNoSeriousA11yViolations(page, 'class report after scanning, with attempts');

  // The CSV: a byte-order mark, the attempt and the chain cost as plain numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: /^Export CSV/ }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n').map((l) => l.split(','));
  const head = lines[0];
  const col = (name: RegExp) => head.findIndex((h) => name.test(h));
  const rows = lines.slice(1).map((l) => ({ nickname: l[col(/^Nickname$/)], attempt: Number(l[col(/^Attempt$/)]), chainCost: Number(l[col(/^Chain cost/)]) }));
  rows.sort((a, b) => a.nickname.localeCompare(b.nickname) || a.attempt - b.attempt);
  expect(rows).toEqual([
    { nickname: 'Ada', attempt: 1, chainCost: cost(PLAYS.ada1) },
    { nickname: 'Ada', attempt: 2, chainCost: cost(PLAYS.ada2) },
    { nickname: 'Ben', attempt: 1, chainCost: cost(PLAYS.ben) },
  ]);
  errors.check();
  await ctx.close();
});
