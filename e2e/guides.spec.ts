/**
 * Teacher guides (docs/classroom.md) and the Schools page's way into the classroom kit (docs/site.md, "Copy is true"):
 * every guide renders its five sections with the catalogue's timings, is axe clean at 1280 and 375 px, prints without
 * the site's header and footer on one or two pages with every link's address, and asks nothing of any other site.
 */
import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoHorizontalScroll, MOBILE, watchErrors, watchRequests } from './helpers';
import { simulations } from '../content/simulations';
import { GUIDE_SECTIONS, GUIDES_PATH, TEACHER_GUIDES, lessonTotal } from '../content/teacher-guides';

const PAGES = [GUIDES_PATH, ...TEACHER_GUIDES.map((g) => g.path)];

/** Console errors, and any file of the site that answers 404 (a broken link or asset on a guide). */
function watchErrorsAndMissing(page: Page) {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(new URL(r.url()).pathname);
  });
  const errors = watchErrors(page);
  return {
    check: () => {
      errors.check();
      expect(missing, 'missing files').toEqual([]);
    },
  };
}

/** The public address the build was made for (robots.txt's Sitemap line): printed links use it. */
async function publicAddress(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const line = robots.split('\n').find((l) => l.startsWith('Sitemap: '));
  expect(line).toBeTruthy();
  return line!.slice('Sitemap: '.length).trim().replace(/\/sitemap\.xml$/, '');
}

/** Pages in a PDF of the page as printed (the page tree's /Count). */
async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = await page.pdf({ format });
  const m = /\/Type\s*\/Pages\b[^>]*?\/Count (\d+)|\/Count (\d+)[^>]*?\/Type\s*\/Pages\b/.exec(pdf.toString('latin1'));
  expect(m, 'page tree of the PDF').toBeTruthy();
  return Number(m![1] ?? m![2]);
}

test.describe('teacher guides', () => {
  test('the index lists one guide per simulation, with its playing time, and links to each', async ({ page }) => {
    const errors = watchErrorsAndMissing(page);
    await page.goto(GUIDES_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher guides');
    await expect(page.locator('main a[href="/teacher"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/teacher/report"]')).toHaveCount(1);
    for (const s of simulations) {
      const item = card(page, s.id);
      await expect(item.getByRole('link', { name: s.title })).toHaveAttribute('href', `${GUIDES_PATH}/${s.id}`);
      await expect(item).toContainText(s.duration);
      await expect(item).toContainText(lessonTotal(s).time);
    }
    await card(page, simulations[1].id).getByRole('link', { name: simulations[1].title }).click();
    await expect(page).toHaveURL(new RegExp(`${GUIDES_PATH}/${simulations[1].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Teacher guide: ${simulations[1].title}`);
    errors.check();
  });

  for (const g of TEACHER_GUIDES) {
    const s = simulations.find((x) => x.id === g.id)!;
    test(`${g.path}: five sections in order, the catalogue's timings, links to the class pages, axe clean`, async ({ page }) => {
      const errors = watchErrorsAndMissing(page);
      await page.goto(g.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(g.title);
      await expect(page).toHaveTitle(new RegExp(`^${g.title}`));
      const sections = page.locator('[data-guide-section]');
      await expect(sections).toHaveCount(GUIDE_SECTIONS.length);
      expect(await sections.evaluateAll((els) => els.map((e) => e.id))).toEqual(GUIDE_SECTIONS.map((x) => x.id));
      expect(await page.locator('[data-guide-section] > h2').allTextContents()).toEqual(GUIDE_SECTIONS.map((x) => x.title));
      for (const x of GUIDE_SECTIONS) expect((await page.locator(`#${x.id}`).innerText()).length).toBeGreaterThan(120);

      const timings = page.locator('#timings table');
      await expect(timings.getByRole('row', { name: /Play/ }).getByRole('cell')).toHaveText(s.duration);
      await expect(page.getByTestId('lesson-total')).toHaveText(lessonTotal(s).time);

      await expect(page.locator('#debrief li')).not.toHaveCount(0);
      for (const f of g.reportFigures) await expect(page.locator('#debrief')).toContainText(`Report: ${f}`);
      await expect(page.locator('main').getByRole('link', { name: s.title })).toHaveAttribute('href', s.route);
      await expect(page.getByRole('link', { name: 'Make a class link' })).toHaveAttribute('href', '/teacher');
      await expect(page.getByRole('link', { name: 'Open the class report' })).toHaveAttribute('href', '/teacher/report');
      await expect(page.locator('#debrief a[href="/teacher/report"]')).toHaveCount(1);
      // No unfilled figure: every constant the MDX reads came through.
      await expect(page.locator('main')).not.toContainText(/undefined|NaN|\{[A-Z_]+\}/);
      await expectNoSeriousA11yViolations(page, g.path);
      errors.check();
    });
  }

  for (const p of PAGES) {
    test(`${p}: prints on one or two pages, without the site's header, footer or buttons, links with their address`, async ({ page, request }) => {
      const address = await publicAddress(request);
      await page.goto(p);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('body > header')).toBeHidden();
      await expect(page.locator('body > footer')).toBeHidden();
      await expect(page.locator('.chat-ai')).toBeHidden();
      await expect(page.getByRole('button', { name: /^Print this/ })).toBeHidden();
      await expect(page.locator('[data-guide] h1')).toBeVisible();
      const printed = await page.locator('[data-guide] a[data-print-url][href="/teacher/report"]').first().evaluate((a) => getComputedStyle(a, '::after').content);
      expect(printed).toBe(`" (${address}/teacher/report)"`);
      for (const format of ['A4', 'Letter'] as const) {
        const n = await printedPages(page, format);
        expect(n, `${format} pages`).toBeGreaterThanOrEqual(1);
        expect(n, `${format} pages`).toBeLessThanOrEqual(2);
      }
      await page.emulateMedia({ media: 'screen' });
      await expect(page.locator('body > header')).toBeVisible();
    });
  }

  test('at 375 px every guide fits the width and stays axe clean', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    for (const p of PAGES) {
      await page.goto(p);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `${p} at 375 px`);
    }
  });

  test('the guides ask nothing of any other site', async ({ page, baseURL }) => {
    const { foreign: outside } = watchRequests(page, baseURL!);
    for (const p of PAGES) {
      await page.goto(p);
      await page.waitForLoadState('networkidle');
    }
    expect(outside).toEqual([]);
  });
});

test.describe('copy that is true', () => {
  test('the Schools page leads a teacher to the class link, the class report and the guides', async ({ page }) => {
    await page.goto('/schools');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Run a class', exact: true }).first()).toHaveAttribute('href', '/teacher');
    await expect(main.locator('a[href="/teacher/report"]').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Teacher guides', exact: true })).toHaveAttribute('href', '/teacher/guides');
    await expect(page.locator('#teacher-benefits')).toContainText('Class results instead of real-time tracking');
    await expect(page.locator('#teacher-benefits')).not.toContainText('see who finished, who is stuck');
    await expect(page.locator('#student-benefits')).toContainText('There is no global leaderboard.');
    await main.getByRole('link', { name: 'Teacher guides', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/guides$/);
    await expect(page.getByTestId('guide-card-bullwhip')).toBeVisible();
  });

  test('Features and About link to the classroom kit and promise no accounts', async ({ page }) => {
    await page.goto('/features');
    await expect(page.locator('#self-guided-and-classroom a[href="/teacher"]')).toBeVisible();
    await expect(page.locator('#self-guided-and-classroom a[href="/teacher/guides"]')).toBeVisible();
    await expect(page.locator('#gamified-progress')).toContainText('no global leaderboard');
    await page.goto('/about');
    await expect(page.locator('#vision a[href="/teacher/report"]')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('unless a school chooses otherwise');
  });
});

function card(page: Page, id: string) {
  return page.getByTestId(`guide-card-${id}`);
}
