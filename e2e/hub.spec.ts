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

test('Join a class: a join code from /teacher, typed as a student would from the board, opens the class game; a wrong one says why', async ({ browser }) => {
  const teacherDevice = await browser.newContext({ serviceWorkers: 'block' });
  const teacher = await teacherDevice.newPage();
  await teacher.goto('/teacher');
  await teacher.getByTestId('pick-city-tycoon').click();
  await teacher.getByLabel('Players at the table', { exact: true }).fill('5');
  await teacher.getByRole('button', { name: 'Create class link' }).click();
  const link = new URL(await teacher.getByTestId('class-link').inputValue());
  const shown = (await teacher.getByTestId('join-code').textContent())!;
  expect(shown.replace(/ /g, '')).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

  // Present mode shows the same join code, full size; Esc leaves it.
  await teacher.getByRole('button', { name: 'Present' }).click();
  await expect(teacher.getByTestId('present-join-code')).toHaveText(shown);
  await teacher.keyboard.press('Escape');
  await expect(teacher.getByTestId('present')).toHaveCount(0);

  const studentDevice = await browser.newContext({ serviceWorkers: 'block', viewport: MOBILE });
  const student = await studentDevice.newPage();
  await student.goto('/simulation');
  const box = student.getByLabel('Join code');
  await box.fill('hello!');
  await student.getByRole('button', { name: 'Join' }).click();
  await expect(student.getByRole('status').filter({ hasText: 'only letters and digits' })).toBeVisible();
  await expectNoSeriousA11yViolations(student, 'join box with a message');
  // Lower case, a space in the middle, O for 0 and l for 1: what people type from a projector.
  await box.fill(shown.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l'));
  await student.getByRole('button', { name: 'Join' }).click();
  await expect(student).toHaveURL(/\/simulation\/city-tycoon\?/);
  const joined = new URL(student.url());
  for (const p of ['class', 'seed', 'players', 'cash', 'cap']) expect(joined.searchParams.get(p), p).toBe(link.searchParams.get(p));
  await expect(student.getByTestId('class-banner')).toContainText('a table of 5 players');
  await teacherDevice.close();
  await studentDevice.close();
});
