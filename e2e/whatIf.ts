/** The "What if?" dialog's checks, shared by the Bullwhip, Everest and report specs (docs/rules/bullwhip.md, "What if?"). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './helpers';

/** With SHOTS_DIR set, saves a screenshot there (for a person to look at); otherwise does nothing. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/**
 * Opens "What if?" with `opener`, checks an out-of-range number is refused with its message, chooses `policy` from
 * `from`, and checks the two lines, the legend, the table and the sentence; axe on the dialog, 375 px and 1280 px.
 * Closes it and checks the focus is back on the button.
 */
export async function checkWhatIf(
  page: Page,
  opener: Locator,
  o: { policy: string; unit: 'round' | 'day'; from: number; outOfRange: number; rangeMessage: string; sentence: string; rows: number; name: string },
) {
  await opener.click();
  // The open one: a report keeps a closed dialog for each row opened before.
  const dialog = page.locator('dialog[open][data-testid="whatif-dialog"]');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: /^What if\?/ })).toBeVisible();
  // The default change is drawn at once.
  await expect(dialog.getByTestId('whatif-chart').locator('polyline')).toHaveCount(2);
  const number = dialog.getByLabel(new RegExp(`^From ${o.unit}`));
  await number.fill(String(o.outOfRange));
  await dialog.getByRole('button', { name: 'Replay' }).click();
  await expect(dialog.getByTestId('whatif-error')).toHaveText(o.rangeMessage);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('radio', { name: o.policy }).check();
  await number.fill(String(o.from));
  await dialog.getByRole('button', { name: 'Replay' }).click();
  await expect(dialog.getByTestId('whatif-error')).toHaveCount(0);
  await expect(dialog.getByTestId('whatif-sentence')).toHaveText(o.sentence);
  const chart = dialog.getByTestId('whatif-chart');
  await expect(chart.locator('svg[role="img"] polyline')).toHaveCount(2);
  await expect(chart.getByTestId('whatif-legend-actual')).toHaveText(/Your game \(solid line, dots\)/);
  await expect(chart.getByTestId('whatif-legend-whatIf')).toHaveText(/What if\? \(dashed line, squares\)/);
  await dialog.getByText('Show the numbers').click();
  await expect(dialog.locator('table tbody tr')).toHaveCount(o.rows);
  await expectNoSeriousA11yViolations(page, `what if? (${o.name})`, 'dialog[open][data-testid="whatif-dialog"]');
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await shot(page, `${o.name}-375`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${o.name}-1280`);
  // The × and the Close button both close it: the Close button here.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}
