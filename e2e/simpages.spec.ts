import { test, expect } from '@playwright/test';
import { simulations } from '../content/simulations';
import { howToPlay } from '../content/howToPlay';
import { MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors } from './helpers';

/** Every simulation route: the catalogue's, plus Summit's two inner routes. */
const ROUTES: { route: string; id: string }[] = [
  ...simulations.map((s) => ({ route: s.route, id: s.id })),
  { route: '/simulation/summit/roles', id: 'summit' },
  { route: '/simulation/summit/dashboard', id: 'summit' },
];

/** The text as it appears in HTML source (React escapes these). */
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The JSON-LD blocks of a page's static HTML, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

test.describe('simulation pages before JavaScript', () => {
  for (const { route, id } of ROUTES) {
    test(`${route}: the static HTML carries title, teaches, time, how to play, a noscript line and a LearningResource`, async ({ request }) => {
      const sim = simulations.find((s) => s.id === id)!;
      const res = await request.get(route);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const text of [sim.title, sim.teaches, sim.duration, ...howToPlay(id)]) expect(html, text).toContain(esc(text));
      expect(html).toMatch(/<noscript>[^]*?needs JavaScript[^]*?<\/noscript>/);
      const resource = jsonLd(html).find((d) => d['@type'] === 'LearningResource');
      expect(resource).toMatchObject({ name: sim.title, teaches: sim.teaches, isAccessibleForFree: true, timeRequired: expect.stringMatching(/^PT/) });
      expect(String(resource!.url).endsWith(sim.route)).toBe(true);
    });
  }

  test('/ carries Organization and WebSite, the hub an ItemList of every simulation', async ({ request }) => {
    const home = jsonLd(await (await request.get('/')).text());
    expect(home.map((d) => d['@type']).sort()).toEqual(['Organization', 'WebSite']);
    const hub = jsonLd(await (await request.get('/simulation')).text());
    const list = hub.find((d) => d['@type'] === 'ItemList') as { itemListElement: { item: { name: string; '@type': string } }[] };
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(simulations.map((s) => s.title));
    expect(list.itemListElement.every((e) => e.item['@type'] === 'LearningResource')).toBe(true);
  });

  // (Chromium with JavaScript switched off by Playwright still parses <noscript> as raw text, so the noscript line is
  // checked in the HTML above, not on screen.)
  test('with JavaScript off, a route shows its block, and How to play opens without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto('/simulation/game-theory');
    const about = page.getByTestId('sim-about');
    await expect(about.getByText('Bullwhip Rush', { exact: true })).toBeVisible();
    await expect(about).toContainText('10–15 minutes');
    await about.getByText('What you learn and how to play').click();
    await expect(about.getByText(howToPlay('bullwhip')[0])).toBeVisible();
    await context.close();
  });
});

test.describe('simulation pages with JavaScript', () => {
  for (const { route } of ROUTES) {
    test(`${route}: the game still loads below the block, with one h1`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(route);
      await expect(page.getByTestId('sim-about')).toBeVisible();
      // The island is in once its loading status is gone and the game's own h1 is shown (Summit's intro is static).
      await expect(page.locator('.sim-loading')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('noscript')).toHaveCount(1);
      errors.check();
    });
  }

  test('at 375 px the block stays compact above the game, opens with the keyboard, and axe is clean', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/simulation/game-theory');
    const h1 = page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' });
    await expect(h1).toBeVisible({ timeout: 30_000 });
    // The game's heading stays near the top of a phone screen: the block is a line and a closed disclosure.
    const box = await h1.boundingBox();
    expect(box!.y).toBeLessThan(MOBILE.height / 3);
    const about = page.getByTestId('sim-about');
    const firstStep = about.getByText(howToPlay('bullwhip')[0]);
    await expect(firstStep).toBeHidden();
    await about.getByText('What you learn and how to play').focus();
    await page.keyboard.press('Enter');
    await expect(firstStep).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'bullwhip at 375 px, how to play open');
  });
});
