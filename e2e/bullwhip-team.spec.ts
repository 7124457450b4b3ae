/**
 * Bullwhip Rush's Team mode (docs/rules/bullwhip.md, "Team mode"): four players finish a chain on one device — on a
 * phone at 375 px by touch, and on a laptop by keyboard alone — each seeing only their own tier: during every turn
 * the other tiers' figures are not in the page, and between turns the hand-over screen shows nothing but who plays
 * next. The chain's one code verifies on the class report with the chain's cost and the tier-by-tier order charts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { type BullwhipSummary } from '../engines/bullwhip/classroom';
import { cost } from '../engines/core/format';

const ROUTE = '/simulation/game-theory';
const TIERS = ['R', 'W', 'D', 'F'] as const;
const NAMES = { R: 'Retailer', W: 'Wholesaler', D: 'Distributor', F: 'Factory' } as const;
type T = (typeof TIERS)[number];

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function fresh(page: Page) {
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
}

/** Nothing of any tier's figures is in the page: only who plays next. */
async function expectHandOverOnly(page: Page, tier: T, player: number) {
  await expect(page.getByRole('heading', { name: `Player ${player} — pass the device to the ${NAMES[tier]}` })).toBeVisible();
  await expect(page.locator('[data-tier]')).toHaveCount(0);
  for (const id of ['inv', 'back', 'history', 'incoming-order', 'total-cost', 'week-cost', 'arrival', 'round']) await expect(page.getByTestId(id)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Pipeline: / })).toHaveCount(0);
}

/** During a turn only this tier's figures are in the page (the other tiers' panels are not rendered at all). */
async function expectOnlyTier(page: Page, tier: T) {
  await expect(page.locator('[data-tier]')).toHaveCount(1);
  await expect(page.locator(`[data-tier="${tier}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^Pipeline: / })).toHaveText(`Pipeline: ${NAMES[tier]}`);
  for (const other of TIERS.filter((t) => t !== tier)) await expect(page.getByTestId(`team-turn-${other}`)).toHaveCount(0);
  // Nothing summed over the chain (it would tell the others' costs), no chain view.
  await expect(page.getByText('Team chain cost')).toHaveCount(0);
  await expect(page.getByText('Average service')).toHaveCount(0);
  await expect(page.getByTestId('hand-over')).toHaveCount(0);
  await expect(page.getByTestId('inv')).toHaveCount(1);
}

const orderOf = (tier: T, round: number) => String(4 + ((round + TIERS.indexOf(tier)) % 4));

async function checkCodeOnReport(page: Page, code: string) {
  const v = verifyCode(code, CODECS, { game: 'bullwhip' });
  expect(v.verdict).toBe('verified');
  expect(v.code!.settings).toEqual({ scenario: 'classic', playerRole: 'R', humans: ['R', 'W', 'D', 'F'] });
  const sum = v.code!.summary as BullwhipSummary;
  await expect(page.getByTestId('final-chain-cost')).toHaveText(cost(sum.chainCost));
  // "What if?" replays one student's seat: a chain has none (docs/rules/bullwhip.md, "What if?").
  await expect(page.getByRole('button', { name: /^What if\?/ })).toHaveCount(0);
  await page.goto('/teacher/report');
  await page.getByTestId('paste').fill(code);
  await page.getByRole('button', { name: 'Check codes' }).click();
  await expect(page.getByTestId('report-summary')).toContainText('1 verified', { timeout: 30_000 });
  const section = page.getByTestId('report-bullwhip');
  await expect(section).toContainText(/team chains: Retailer, Wholesaler, Distributor and Factory/);
  const row = page.getByTestId('table-bullwhip').getByRole('row').filter({ hasText: 'Team A' });
  await expect(row).toContainText(cost(sum.chainCost));
  await expect(row).toContainText('Solo games only');
  await expect(row.getByRole('button', { name: /What if\?/ })).toHaveCount(0);
  const charts = section.getByTestId('series-groups');
  await expect(charts.getByTestId('series-chart')).toHaveCount(4);
  for (const t of TIERS) await expect(charts).toContainText(`${NAMES[t]}’s orders`);
}

test('four players finish a team chain on one phone at 375 px by touch, each seeing only their own tier', async ({ browser }) => {
  test.setTimeout(240_000);
  const ctx = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await fresh(page);
  await page.getByLabel(/Mode Team/).check();
  for (const t of TIERS) await expect(page.getByRole('checkbox', { name: new RegExp(NAMES[t]) })).toBeChecked();
  await shot(page, '375-team-intro');
  await page.getByRole('button', { name: 'Start' }).tap();
  for (let round = 1; round <= 12; round++) {
    for (const [i, tier] of TIERS.entries()) {
      await expectHandOverOnly(page, tier, i + 1);
      if (round === 1 && i === 0) {
        await shot(page, '375-team-handover');
        await expectNoSeriousA11yViolations(page, 'hand-over screen at 375 px');
        await expectNoHorizontalScroll(page);
      }
      const me = page.getByRole('button', { name: `I am the ${NAMES[tier]}` });
      const box = await me.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await me.tap();
      await expectOnlyTier(page, tier);
      await expect(page.getByTestId('round')).toHaveText(String(round));
      if (round === 2 && i === 1) {
        await shot(page, '375-team-turn');
        await expectNoHorizontalScroll(page);
      }
      await page.getByLabel('Order quantity (0–40)').fill(orderOf(tier, round));
      await page.getByRole('button', { name: 'Place order' }).tap();
    }
  }
  await expect(page.getByRole('heading', { name: 'Game Complete' })).toBeVisible();
  await expect(page.getByTestId('team-orders')).toBeVisible();
  for (const t of TIERS) await expect(page.getByTestId('team-orders').getByRole('row', { name: new RegExp(NAMES[t]) })).toContainText(`Player ${TIERS.indexOf(t) + 1}`);
  const panel = page.getByTestId('result-code');
  await panel.getByLabel(/^Nickname for your result/).fill('Team A');
  const code = (await panel.getByTestId('result-code-text').inputValue()).trim();
  await shot(page, '375-team-complete');
  await expectNoHorizontalScroll(page);
  // The orders table scrolls inside its region: nothing in it widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await checkCodeOnReport(page, code);
  await shot(page, '375-team-report');
  errors.check();
  await ctx.close();
});

test('four players finish a team chain on a laptop by keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const errors = watchErrors(page);
  await fresh(page);
  // Tab to the mode radios, choose Team with the arrow keys, then Tab on to Start.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.getByLabel(/Mode Solo/).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByLabel(/Mode Solo/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel(/Mode Team/)).toBeChecked();
  await page.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  for (let round = 1; round <= 12; round++) {
    for (const [i, tier] of TIERS.entries()) {
      await expectHandOverOnly(page, tier, i + 1);
      if (round === 1 && i === 0) {
        await shot(page, '1280-team-handover');
        await expectNoSeriousA11yViolations(page, 'hand-over screen at 1280 px');
      }
      await expect(page.getByRole('button', { name: `I am the ${NAMES[tier]}` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Order quantity (0–40)')).toBeFocused();
      await expectOnlyTier(page, tier);
      if (round === 3 && i === 2) {
        await shot(page, '1280-team-turn');
        await expectNoSeriousA11yViolations(page, 'a team turn at 1280 px');
      }
      await page.keyboard.press('Control+A');
      await page.keyboard.type(orderOf(tier, round));
      await page.keyboard.press('Enter');
    }
  }
  await expect(page.getByRole('heading', { name: 'Game Complete' })).toBeFocused();
  await shot(page, '1280-team-complete');
  const panel = page.getByTestId('result-code');
  await panel.getByLabel(/^Nickname for your result/).fill('Team A');
  const code = (await panel.getByTestId('result-code-text').inputValue()).trim();
  await checkCodeOnReport(page, code);
  await shot(page, '1280-team-report');
  await drawTheDemand(page);
  errors.check();
});

/** Present mode opens Bullwhip's results with "Draw the demand": sketched by keyboard and pointer, then revealed. */
async function drawTheDemand(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('report-bullwhip').getByRole('button', { name: /^Present results/ }).click();
  const layer = page.getByTestId('present');
  await expect(layer.getByRole('heading', { level: 2 })).toHaveText('Draw the demand');
  await expect(layer.getByTestId('draw-chart')).toBeVisible();
  await expect(layer.getByTestId('real-demand')).toHaveCount(0);
  // Keyboard: round 1 up to 5, the next round up to 6.
  await layer.getByRole('button', { name: 'One unit more' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
  await expect(layer.getByTestId('draw-point')).toHaveText('Round 1: 4');
  await layer.getByRole('button', { name: 'Next round' }).focus();
  await page.keyboard.press('Enter');
  await layer.getByRole('button', { name: 'One unit more' }).focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press('Space');
  await expect(layer.getByTestId('draw-point')).toHaveText('Round 2: 6');
  // Pointer: a drag across the chart sketches the rounds it passes over.
  const box = (await layer.getByTestId('draw-chart').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.3, { steps: 12 });
  await page.mouse.up();
  expect(await layer.getByTestId('sketch-point').count()).toBeGreaterThan(5);
  await layer.getByRole('button', { name: 'Reveal demand' }).click();
  await expect(layer.getByTestId('real-demand')).toBeAttached();
  await shot(page, '1280-draw-the-demand');
  await expectNoSeriousA11yViolations(page, 'Draw the demand', '[data-testid="present"]');
  // Nothing of the sketch is stored.
  const stored = await page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '').join(' '));
  expect(stored).not.toMatch(/sketch/i);
  await page.keyboard.press('Escape');
}

test('the teacher asks for team chains; the link opens the game in Team mode with those tiers, locked', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/teacher');
  await page.getByTestId('pick-bullwhip').click();
  await page.getByLabel('Team chains', { exact: true }).selectOption('WD');
  await expect(page.getByTestId('settings-words')).toContainText('team chains: Wholesaler and Distributor played by 2 students on one device');
  await page.getByLabel('Seed', { exact: true }).fill('E2E-TEAM-1');
  await page.getByRole('button', { name: 'Create class link' }).click();
  const link = new URL(await page.getByTestId('class-link').inputValue());
  expect(link.searchParams.get('team')).toBe('WD');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(/Mode Team/)).toBeChecked();
  await expect(page.getByLabel(/Mode Team/)).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /Wholesaler: Player 1/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Distributor: Player 2/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Retailer: autopilot/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Start' }).click();
  await expectHandOverOnly(page, 'W', 1);
  await page.getByRole('button', { name: 'I am the Wholesaler' }).click();
  await expectOnlyTier(page, 'W');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectHandOverOnly(page, 'D', 2);
  // A reload mid-round loses nothing: the same player is next, behind the hand-over.
  await page.reload();
  await expectHandOverOnly(page, 'D', 2);
  await page.getByRole('button', { name: 'I am the Distributor' }).click();
  await expect(page.getByTestId('round')).toHaveText('1');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectHandOverOnly(page, 'W', 1);
  await page.getByRole('button', { name: 'I am the Wholesaler' }).click();
  await expect(page.getByTestId('round')).toHaveText('2');
  errors.check();
});
