import { test, expect } from '@playwright/test';
import { simulations } from '../content/simulations';
import { expectNoSeriousA11yViolations, expectNoHorizontalScroll, MOBILE } from './helpers';

test('the simulation hub shows one card per catalogue entry, each opening its simulation', async ({ page, request }) => {
  await page.goto('/simulation');
  await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible();
  await expect(page.locator('[data-testid^="sim-card-"]')).toHaveCount(simulations.length);
  for (const s of simulations) {
    const card = page.getByTestId(`sim-card-${s.id}`);
    await expect(card.getByRole('heading', { name: s.title })).toBeVisible();
    await expect(card).toContainText(s.duration);
    await expect(card.getByRole('link', { name: s.cta })).toHaveAttribute('href', s.route);
    expect((await request.get(s.route)).status(), s.route).toBe(200);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the landing demo section links to the hub, and the hub works at 375 px', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/#demo');
  await page.locator('#demo').getByRole('link', { name: 'See every simulation' }).click();
  await expect(page).toHaveURL(/\/simulation$/);
  await expectNoHorizontalScroll(page);
});
