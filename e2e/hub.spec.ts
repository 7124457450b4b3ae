import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test('the simulation hub lists every simulation from the catalogue', async ({ page }) => {
  await page.goto('/simulation');
  await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
