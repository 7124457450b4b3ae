import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

/**
 * The teacher's tools load on first use (docs/site.md, "Teacher pages"; components/teacher/firstUse.tsx): a fresh
 * /teacher and /teacher/report fetch none of the tools' code until the teacher presses, focuses or types in the first
 * screen, and nothing the teacher did in the meantime is lost. With something saved, the tools load at once.
 */

/** The tools' chunks, told by their content: test ids only the tools render. */
const MARKERS = { teacher: 'class-list', report: 'report-summary' } as const;

function seenChunks(page: Page) {
  const seen = { teacher: [] as string[], report: [] as string[] };
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (body.includes(`"${MARKERS.teacher}"`)) seen.teacher.push(res.url());
    if (body.includes(`"${MARKERS.report}"`)) seen.report.push(res.url());
  });
  return seen;
}

const frame = (page: Page) => page.getByTestId('tool-frame');
/** A box's place on the page (not in the viewport, which scrolls as the teacher types). */
const pageBox = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

test.describe('/teacher loads the class tools on first use', () => {
  test('a fresh page fetches no tools; typing the first letters of a class name loses none', async ({ page }) => {
    const errors = watchErrors(page);
    const seen = seenChunks(page);
    await page.goto('/teacher', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await expect(frame(page)).toHaveAttribute('data-phase', 'frame');
    expect(seen.teacher, 'the class tools fetched before first use').toEqual([]);
    const before = await pageBox(page, 'Create class link');

    // Typing starts the load; every letter lands, in the first screen or in the tools, and the box keeps focus.
    const name = page.getByLabel(/Name for your list/);
    await name.pressSequentially('Year 9 B');
    await expect(frame(page)).toHaveCount(0);
    await expect(name).toHaveValue('Year 9 B');
    await expect(name).toBeFocused();
    expect(seen.teacher.length).toBeGreaterThan(0);
    // The tools took the first screen's place: the button did not move.
    expect(await pageBox(page, 'Create class link')).toEqual(before);
    // A seed was made for the class.
    await expect(page.getByLabel('Seed', { exact: true })).toHaveValue(/\S/);
    errors.check();
  });

  test('the first click, on "Create class link" before the tools came, makes the class', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/teacher', { waitUntil: 'networkidle' });
    await expect(frame(page)).toHaveAttribute('data-phase', 'frame');
    await page.getByRole('button', { name: 'Create class link' }).click();
    await expect(page.getByTestId('class-output')).toBeVisible();
    await expect(page.getByTestId('class-item')).toHaveCount(1);
    errors.check();
  });

  test('a game picked in the first screen is the one the tools show', async ({ page }) => {
    await page.goto('/teacher', { waitUntil: 'networkidle' });
    await page.getByTestId('pick-city-tycoon').click();
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByTestId('pick-city-tycoon').getByRole('radio')).toBeChecked();
    await expect(page.getByLabel('Players at the table', { exact: true })).toBeVisible();
  });

  test('a slow press is not cut in two: the tools wait for the button to be released, then show what it picked', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/teacher', { waitUntil: 'networkidle' });
    await expect(frame(page)).toHaveAttribute('data-phase', 'frame');
    // The mouse held down on City Tycoon while the tools' code arrives: the first screen stays until the release.
    await page.getByTestId('pick-city-tycoon').scrollIntoViewIfNeeded();
    const pick = await page.getByTestId('pick-city-tycoon').boundingBox();
    await page.mouse.move(pick!.x + pick!.width / 2, pick!.y + pick!.height / 2);
    await page.mouse.down();
    await expect(frame(page)).toHaveAttribute('data-phase', 'ready');
    await page.mouse.up();
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByTestId('pick-city-tycoon').getByRole('radio')).toBeChecked();
    await expect(page.getByLabel('Players at the table', { exact: true })).toBeVisible();

    // The same for a button held down: its press is held and made in the tools.
    await page.goto('/teacher', { waitUntil: 'networkidle' });
    await expect(frame(page)).toHaveAttribute('data-phase', 'frame');
    await page.getByRole('button', { name: 'Create class link' }).scrollIntoViewIfNeeded();
    const create = await page.getByRole('button', { name: 'Create class link' }).boundingBox();
    await page.mouse.move(create!.x + create!.width / 2, create!.y + create!.height / 2);
    await page.mouse.down();
    await expect(frame(page)).toHaveAttribute('data-phase', 'ready');
    await page.mouse.up();
    await expect(page.getByTestId('class-output')).toBeVisible();
    await expect(page.getByTestId('class-item')).toHaveCount(1);
    errors.check();
  });

  test('with a class saved, the tools load at once', async ({ page }) => {
    const seen = seenChunks(page);
    await page.addInitScript(() => localStorage.setItem('teacher-classes', JSON.stringify({ v: 1, data: [] })));
    await page.goto('/teacher');
    await expect(frame(page)).toHaveCount(0);
    await expect.poll(() => seen.teacher.length).toBeGreaterThan(0);
  });
});

test.describe('/teacher/report loads the report on first use', () => {
  test('a fresh page fetches no report code; the first "Check codes" still answers', async ({ page }) => {
    const errors = watchErrors(page);
    const seen = seenChunks(page);
    await page.goto('/teacher/report', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await expect(frame(page)).toHaveAttribute('data-phase', 'frame');
    expect(seen.report, 'the report fetched before first use').toEqual([]);
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText('Paste some codes first (or choose a file).');
    await expect(page.getByRole('button', { name: 'Check codes' })).toBeFocused();
    expect(seen.report.length).toBeGreaterThan(0);
    errors.check();
  });

  test('text typed into the paste box before the report came is kept', async ({ page }) => {
    await page.goto('/teacher/report', { waitUntil: 'networkidle' });
    const paste = page.getByTestId('paste');
    await paste.pressSequentially('no codes here');
    await expect(frame(page)).toHaveCount(0);
    await expect(paste).toHaveValue('no codes here');
    await expect(paste).toBeFocused();
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText(/No result codes were found in this text/);
  });

  test('with saved codes, the report loads at once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('teacher-reports', JSON.stringify({ v: 1, data: {} })));
    await page.goto('/teacher/report');
    await expect(frame(page)).toHaveCount(0);
  });
});
