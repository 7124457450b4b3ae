import { test, expect, type Locator, type Page, type Route } from '@playwright/test';
import { simulations } from '../content/simulations';
import { howToPlay } from '../content/howToPlay';
import { BOARD, TITLE as CT_TITLE } from '../engines/city-tycoon/constants';
import { TIERS, TIER_NAMES } from '../engines/bullwhip/constants';
import { TAGLINE as BW_TAGLINE } from '../content/bullwhip/texts';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, loneEmojiOutsideEmojiFonts, watchErrors } from './helpers';

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
    test(`${route}: the game still loads below the block, with one h1, fetches no other page, and its emoji icons name the emoji fonts`, async ({ page }) => {
      const errors = watchErrors(page);
      // Another page's HTML or React payload fetched on load is a prefetch: the games link out with plain links, and
      // Summit's own moves with prefetch off (README, "Speed").
      const pages: string[] = [];
      page.on('request', (req) => {
        const { pathname, search, searchParams } = new URL(req.url());
        const isPage = !/\.[a-z0-9]+$/i.test(pathname) && pathname.replace(/\/$/, '') !== route;
        if (isPage || pathname.endsWith('.txt') || searchParams.has('_rsc')) pages.push(pathname + search);
      });
      await page.goto(route);
      await expect(page.getByTestId('sim-about')).toBeVisible();
      // The island is in once its loading status is gone and the game's own h1 is shown (Summit's intro is static).
      await expect(page.locator('.sim-loading')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('noscript')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(pages).toEqual([]);
      expect((await loneEmojiOutsideEmojiFonts(page)).outside).toEqual([]);
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

/**
 * Static frames (docs/site.md, "Static frames"): City Tycoon's and Bullwhip's. The other simulations' frames are
 * checked in their own specs.
 */
const FRAMES: {
  route: string;
  /** Texts of the frame: constants of the rules. */
  texts: string[];
  /** Pieces of the first screen that the frame and a new visitor's game both show, at the same place and size. */
  same: ((root: Locator) => Locator)[];
  /** The frame shows no game's figures: its placeholders. */
  placeholders: (frame: Locator) => Promise<void>;
}[] = [
  {
    route: '/simulation/city-tycoon',
    texts: [CT_TITLE, ...BOARD.filter((t) => t.kind !== 'event').map((t) => t.short)],
    same: [(r) => r.locator('h1'), (r) => r.locator('p', { hasText: 'Coach:' }), (r) => r.locator('[data-tile="0"]'), (r) => r.locator('[data-tile="25"]')],
    placeholders: async (frame) => {
      await expect(frame.locator('input#ct-seed')).toHaveValue('');
      await expect(frame.locator('[data-testid^="badge-"], [data-testid^="token-"]')).toHaveCount(0);
    },
  },
  {
    route: '/simulation/game-theory',
    texts: ['Bullwhip Rush', BW_TAGLINE, ...TIERS.map((t) => `${t} ${TIER_NAMES[t]}`)],
    same: [(r) => r.locator('h1'), (r) => r.locator('p', { hasText: BW_TAGLINE }), (r) => r.locator('h3', { hasText: 'The four tiers' })],
    placeholders: async (frame) => {
      for (const select of await frame.locator('select').all()) await expect(select).toHaveValue('');
      await expect(frame.locator('input:checked')).toHaveCount(0);
      await expect(frame).not.toContainText('(chosen)');
    },
  },
];

/** Holds every script request until `release` is called: the page shows its static HTML alone. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (r) => (released ? r.continue() : void held.push(r)));
  return async () => {
    released = true;
    for (const r of held.splice(0)) await r.continue();
  };
}

test.describe('static frames', () => {
  for (const f of FRAMES) {
    test(`${f.route}: with JavaScript off, the frame is in the page, inert, with the rules' constants and no game's figures`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
      const page = await context.newPage();
      await page.goto(f.route);
      const frame = page.getByTestId('sim-frame');
      await expect(frame).toBeVisible();
      await expect(frame.getByRole('status')).toHaveText(/Loading/);
      const body = frame.locator('[aria-hidden="true"][inert]').first();
      for (const t of f.texts) await expect(body, t).toContainText(t);
      await f.placeholders(frame);
      // Hidden from assistive technology: no heading, button or field of the frame is in the accessibility tree.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
      await context.close();
    });

    for (const viewport of [MOBILE, DESKTOP]) {
      test(`${f.route} at ${viewport.width} px: the game replaces the frame where it stood, with one h1`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.setViewportSize(viewport);
        const release = await holdScripts(page);
        await page.goto(f.route, { waitUntil: 'commit' });
        const frame = page.getByTestId('sim-frame');
        await expect(frame).toBeVisible();
        const before = await Promise.all(f.same.map((pick) => pick(frame).first().boundingBox()));
        await release();
        await expect(frame).toHaveCount(0, { timeout: 30_000 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        const after = await Promise.all(f.same.map((pick) => pick(page.locator('main')).first().boundingBox()));
        after.forEach((box, i) => {
          const was = before[i]!;
          expect(box, `piece ${i}`).not.toBeNull();
          for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![k] - was[k]), `piece ${i} ${k}`).toBeLessThanOrEqual(1);
        });
        errors.check();
      });
    }
  }
});

test.describe('the simulations load sonner on the first toast (components/sim/toast.ts)', () => {
  /** Scripts of the site that are sonner's chunk, told by its content: sonner names its toaster data-sonner-toaster. */
  const isSonner = (body: string) => body.includes('data-sonner-toaster');
  const seenSonner = (page: Page) => {
    const sonner: string[] = [];
    page.on('response', async (res) => {
      if (!new URL(res.url()).pathname.endsWith('.js')) return;
      const body = await res.text().catch(() => '');
      if (isSonner(body)) sonner.push(res.url());
    });
    return sonner;
  };
  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

  test('a fresh LaunchPad page fetches no sonner chunk until a refusal, and the first toast still shows', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => sessionStorage.setItem('launchpad-intro-seen', '1'));
    const sonner = seenSonner(page);
    await page.goto('/simulation/launchpad', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who Are You as an Entrepreneur?', { timeout: 30_000 });
    await page.waitForTimeout(500);
    expect(sonner, 'sonner fetched before any toast').toEqual([]);
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
    // The first refusal loads sonner, mounts the toaster and shows the toast queued before it.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toast(page, 'Please select at least one strength')).toBeVisible();
    await expect.poll(() => sonner.length).toBeGreaterThan(0);
    // The next one goes straight through.
    for (const s of ['Natural leader', 'Creative thinker', 'Confident speaker', 'Data & logic driven'])
      await page.getByRole('button', { name: s, exact: true }).click();
    await expect(toast(page, 'You can only select up to 3 strengths')).toBeVisible();
    errors.check();
  });

  test('offline before sonner was kept: the refusal shows in the plain fallback list, and the next toast loads sonner', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('launchpad-intro-seen', '1'));
    // Offline for sonner's chunk only (the bundler's loader tries a failed chunk again at once: every try fails).
    let offline = true;
    let failed = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const res = await route.fetch();
      if (offline && isSonner(await res.text())) {
        failed++;
        return route.abort('internetdisconnected');
      }
      return route.fulfill({ response: res });
    });
    await page.goto('/simulation/launchpad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who Are You as an Entrepreneur?', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const fallback = page.getByTestId('toast-fallback');
    await expect(fallback.getByRole('status')).toContainText('Please select at least one strength');
    expect(failed).toBeGreaterThan(0);
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
    // Dismissed by its button (a real button, 24 px at least).
    const dismiss = fallback.getByRole('button', { name: 'Dismiss' });
    const box = await dismiss.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await dismiss.click();
    await expect(fallback).toHaveCount(0);
    // Back online: the next refusal tries the import again, and sonner shows it.
    offline = false;
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(toast(page, 'Please select at least one strength')).toBeVisible();
  });
});
