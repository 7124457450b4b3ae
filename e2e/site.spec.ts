import { test, expect, type Page, type APIRequestContext } from '@playwright/test';
import { computedStyles, expectNoSeriousA11yViolations, expectNoHorizontalScroll, loneEmojiOutsideEmojiFonts, MOBILE, watchErrors, withWholeStylesheets } from './helpers';
import { startReceiver } from './receiver';
import { DEFAULT_SETUP, rules as bullwhipRules } from '../engines/bullwhip';
import { bullwhipSave } from '../engines/bullwhip/manifest';
import { start as startRecord } from '../engines/core/record';
import { encode } from '../engines/core/save';
import { SEED } from '../engines/bullwhip/constants';

const PAGES = ['/', '/features', '/schools', '/about', '/simulation'];
const FEEDBACK_PORT = Number(process.env.E2E_FEEDBACK_PORT || 4599);
const SIM_ROUTES = ['/simulation/launchpad', '/simulation/game-theory', '/simulation/summit', '/simulation/city-tycoon', '/everest/dashboard'];

/** The site URL the build was made for (robots.txt's Sitemap line) and the sitemap's entries, each with its path. */
async function sitemapOf(request: APIRequestContext) {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const line = (await robots.text()).split('\n').find((l) => l.startsWith('Sitemap: '));
  expect(line).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/);
  const siteUrl = line!.slice('Sitemap: '.length).replace(/\/sitemap\.xml$/, '');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const entries = [...(await sitemap.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(m[1])?.[1] ?? '';
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(m[1])?.[1] ?? '';
    const path = loc === siteUrl ? '/' : loc.startsWith(siteUrl + '/') ? loc.slice(siteUrl.length) : loc;
    return { loc, lastmod, path };
  });
  return { siteUrl, entries };
}

async function inViewport(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page.evaluate((sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight;
        }, selector),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test.describe('marketing pages, desktop', () => {
  test('landing sections appear in the specified order with their exact headings', async ({ page }) => {
    const errors = watchErrors(page, [/Failed to load resource/]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reimagine Business Education.');
    const h2 = await page.locator('main h2').allTextContents();
    expect(h2).toEqual([
      'What is a Business Simulation?',
      'Why Choose VentureQuest?',
      'Built For Students & Educators',
      'Hear It From Students & Teachers',
      'Choose Your Plan',
      'Try a Free Demo',
      'Built by Founders, for Future Founders',
      'Share Your Feedback',
    ]);
    await expect(page.locator('#why li')).toHaveCount(5);
    await expect(page.locator('#demo')).toBeAttached();
    await expect(page.locator('#feedback')).toBeAttached();
    errors.check();
  });

  test('every page has one h1, a title, a description and Open Graph tags', async ({ page }) => {
    for (const p of PAGES) {
      await page.goto(p);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.title()).toMatch(/VentureQuest/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    }
  });

  test('sitemap.xml and robots.txt are exported on the build\'s site URL, with a lastmod per route', async ({ request }) => {
    const { siteUrl, entries } = await sitemapOf(request);
    expect(siteUrl).toMatch(/^https?:\/\/[^/]+/);
    const paths = entries.map((e) => e.path);
    for (const p of [...PAGES, '/privacy', ...SIM_ROUTES]) expect(paths).toContain(p);
    for (const e of entries) {
      expect(e.loc).toBe(e.path === '/' ? siteUrl : siteUrl + e.path);
      expect(Number.isNaN(Date.parse(e.lastmod))).toBe(false);
    }
  });

  test('every route in the sitemap has canonical == og:url == site URL + path, and the site-wide Open Graph and Twitter tags', async ({ page, request }) => {
    const { siteUrl, entries } = await sitemapOf(request);
    for (const { path, loc } of entries) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, path).toHaveCount(1);
      const want = path === '/' ? siteUrl : siteUrl + path;
      expect(loc).toBe(want);
      await expect(canonical, path).toHaveAttribute('href', want);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', want);
      await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'VentureQuest');
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute('content', 'en_US');
      await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute('content', 'website');
      await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', /^summary/);
    }
  });

  test('Features dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByTestId('menu-features');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Features' }).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /Gamified Progress/ })).toBeVisible();
    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();
  });

  test('menus work by keyboard: open, move, Tab out closes, close on Escape', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Features' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('menu-features');
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    // Arrows wrap round the menu's links.
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    // A disclosure menu, not a modal one: Tab walks through its links, and past the last one the menu closes.
    const count = await links.count();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeFocused();
    // Escape closes an open menu and gives focus back to its button.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    const schools = page.getByRole('button', { name: 'For Schools' });
    await schools.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('menu-schools')).toBeVisible();
    await expect(page.getByTestId('menu-schools').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    // The For Schools menu opens with Run a class (the teacher's side, linked from the header: docs/classroom.md).
    await expect(page).toHaveURL(/\/teacher$/);
  });

  test('Login opens an honest notice that closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accounts are coming for schools' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('every simulation works right now, without signing in');
    await expect(dialog.getByRole('link', { name: 'Browse simulations' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'login dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeFocused();
    // A click on the backdrop closes it too; the page behind is inert while it is open.
    await login.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('hero Try Free Demo scrolls to the Bullwhip Rush card; header Try Free Demo to #demo', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Try Free Demo' }).click();
    await expect(page).toHaveURL(/#demo-bullwhip$/);
    await inViewport(page, '#demo-bullwhip');
    await expect(page.locator('#demo-bullwhip')).toContainText('Bullwhip Rush');
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Try Free Demo' }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    await inViewport(page, '#demo');
  });

  test('Read More reveals the two further simulations, Show Less hides them', async ({ page }) => {
    await page.goto('/');
    const extra = page.getByText('Both take a single lesson');
    await expect(extra).toBeHidden();
    await page.getByText('Read More', { exact: true }).click();
    await expect(extra).toBeVisible();
    await expect(page.getByText('Show Less', { exact: true })).toBeVisible();
    await page.getByText('Show Less', { exact: true }).click();
    await expect(extra).toBeHidden();
    await expect(page.getByText('Read More', { exact: true })).toBeVisible();
  });

  test('testimonial carousel wraps both ways and dots jump', async ({ page }) => {
    await page.goto('/');
    const visible = page.getByTestId('testimonial').locator('visible=true');
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText('Maya R.');
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(visible).toContainText('Ms. Priya Shah');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toContainText('Maya R.');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toContainText('Ms. Priya Shah');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visible).toContainText('Maya R.');
    await page.getByRole('button', { name: 'Show testimonial 2 of 4' }).click();
    await expect(visible).toContainText('Class participation rose by 40%');
    await expect(page.getByRole('button', { name: 'Show testimonial 2 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  test('the three plans match the spec and every plan button scrolls to the demo section', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('#pricing li[data-reveal="card"]');
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('Freemium');
    await expect(plans.nth(0)).toContainText('$0');
    await expect(plans.nth(0)).toContainText('Try before you commit');
    await expect(plans.nth(0)).toContainText('Included today');
    // Copy is true: the paid plans are not on sale, so they say so and list the specification's features as planned.
    await expect(plans.nth(1)).toContainText('$150');
    await expect(plans.nth(1)).toContainText('one-time payment');
    await expect(plans.nth(1)).toContainText('Not on sale yet: nothing can be bought on this site.');
    await expect(plans.nth(1)).toContainText('Planned');
    await expect(plans.nth(1)).toContainText('Certificate upon completion');
    await expect(plans.nth(1)).not.toContainText('Most Popular');
    await expect(plans.nth(2)).toContainText('Planned');
    await expect(plans.nth(2)).toContainText('Request Quote');
    await expect(plans.nth(2)).toContainText('Priority support');
    // The school plan's accounts do not exist yet: the card says what a teacher has today, and links to it.
    await expect(plans.nth(2)).toContainText('Today, without any accounts');
    await expect(plans.nth(2).getByRole('link', { name: 'Run a class' })).toHaveAttribute('href', '/teacher');
    for (const label of ['Get Started', 'Request Demo']) {
      await page.goto('/#pricing');
      await page.locator('#pricing').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(/#demo$/);
      await inViewport(page, '#demo');
    }
  });

  test('Freemium ("Week 1 only"): Start Now leads to Week 1 in the demo section, which opens LaunchPad', async ({ page }) => {
    await page.goto('/#pricing');
    const freemium = page.locator('#pricing li[data-reveal="card"]').nth(0);
    await expect(freemium).toContainText('Week 1 only');
    await freemium.getByRole('link', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/#demo-week1$/);
    await inViewport(page, '#demo-week1');
    const week1 = page.locator('#demo #demo-week1');
    await expect(week1).toContainText('LaunchPad');
    await expect(week1).toContainText('Week 1');
    // The specification's three cards are still there.
    await expect(page.locator('#demo li[id^="demo-"]')).toHaveCount(3);
    await week1.getByRole('link', { name: 'Start Week 1' }).click();
    await expect(page).toHaveURL(/\/simulation\/launchpad$/);
  });

  test('demo cards open their simulations; the hub link is there', async ({ page }) => {
    await page.goto('/');
    const demo = page.locator('#demo');
    await expect(demo.getByRole('link', { name: 'Play Supply Chain Simulation' })).toHaveAttribute('href', '/simulation/game-theory');
    await expect(demo.getByRole('link', { name: 'Start Expedition' })).toHaveAttribute('href', '/simulation/summit');
    await expect(demo.getByRole('link', { name: 'Build Empire' })).toHaveAttribute('href', '/simulation/city-tycoon');
    await expect(demo.getByRole('link', { name: 'See every simulation' })).toHaveAttribute('href', '/simulation');
    await expect(page.getByText('4-node supply chain')).toBeVisible();
    // Summit: the same true description as its hub card (no "multiplayer").
    await expect(page.locator('#demo-summit')).toContainText('solo with 4 AI teammates');
    await expect(page.locator('#demo')).not.toContainText(/multiplayer/i);
  });

  test('every internal link on every page resolves (no 404)', async ({ page, request }) => {
    const seen = new Set<string>();
    for (const p of [...PAGES, '/does-not-exist']) {
      await page.goto(p);
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      hrefs.forEach((h) => seen.add(h.split('#')[0] || '/'));
    }
    expect(seen.size).toBeGreaterThanOrEqual(8);
    for (const href of seen) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
    }
  });

  test('sections reveal on scroll, and nothing is hidden on paper, under reduced motion or without JavaScript', async ({ page, browser }) => {
    await page.goto('/');
    const founders = page.locator('#founders');
    await expect(page.locator('html')).toHaveClass(/reveal-ready/);
    await expect(founders).not.toHaveClass(/is-revealed/);
    await expect(founders).toHaveCSS('opacity', '0');
    // Printed before it was scrolled to: on paper it is there.
    await page.emulateMedia({ media: 'print' });
    await expect(founders).toHaveCSS('opacity', '1');
    // A filled button keeps its fill on paper (else white text on white), and the floating chat link is left off.
    await expect(page.locator('.btn-primary').first()).toHaveCSS('print-color-adjust', 'exact');
    await expect(page.getByRole('link', { name: /Chat with AI/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(founders).not.toHaveClass(/is-revealed/);
    await founders.scrollIntoViewIfNeeded();
    await expect(founders).toHaveClass(/is-revealed/);
    // Delays step by 100 ms, modulo 500 for sections.
    const delays = await page.locator('section[data-reveal]').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.getPropertyValue('--reveal-delay')));
    expect(delays.slice(0, 7)).toEqual(['0ms', '100ms', '200ms', '300ms', '400ms', '0ms', '100ms']);

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const rp = await reduced.newPage();
    await rp.goto('/');
    await expect(rp.locator('html')).not.toHaveClass(/reveal-ready/);
    await expect(rp.locator('#founders')).toHaveCSS('opacity', '1');
    await reduced.close();

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const np = await noJs.newPage();
    await np.goto('/');
    await expect(np.locator('#founders')).toHaveCSS('opacity', '1');
    await expect(np.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await noJs.close();
  });

  test('an icon that is a lone emoji names the emoji fonts (the first layout does not ask every text font for it)', async ({ page }) => {
    for (const path of ['/', '/features']) {
      await page.goto(path);
      // Every card's icon is checked, laid out or not: the computed font does not need layout.
      const { icons, outside } = await loneEmojiOutsideEmojiFonts(page);
      expect(icons, path).toBe(5);
      expect(outside, path).toEqual([]);
    }
  });

  test('a long page lays out a section when it comes near: the founders are skipped until scrolled to, and printed in full', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const title = page.locator('#founders-title');
    // `checkVisibility` with `contentVisibilityAuto` is false while the browser skips the section's content.
    const laidOut = () => title.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Still in the page for find-in-page and assistive technology.
    await expect(page.getByRole('heading', { name: 'Built by Founders, for Future Founders' })).toHaveCount(1);
    await page.emulateMedia({ media: 'print' });
    expect(await laidOut()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await laidOut()).toBe(false);
    await page.locator('#founders').scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
  });

  test('a jump to a place lays out every section first: an anchor, a link on the page and Back land where they should', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // Where a jump puts a section's top: below the sticky header (the page's scroll padding).
    const topOf = (selector: string) =>
      page.locator(selector).evaluate((e) => Math.round(e.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)));
    // An address with an anchor: the page opens at the founders.
    await page.goto('/#founders');
    await expect.poll(async () => Math.abs(await topOf('#founders'))).toBeLessThan(24);
    // A fresh load skips the sections below the first screen; a link to a place on the page lands exactly there.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Try Free Demo' }).click();
    await expect(page).toHaveURL(/#demo-bullwhip$/);
    await page.mouse.move(0, 0); // off the card, which rises a little under the pointer
    // Near where the jump aims (a jump on a page laid out whole lands within a few pixels of it too; an estimated
    // height above it put it 250 px off).
    await expect.poll(async () => Math.abs(await topOf('#demo-bullwhip'))).toBeLessThan(24);
    // Scrolled to the plans on a fresh load, away and Back: the same place.
    await page.goto('/');
    await page.locator('#pricing').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    // Until the page has come to rest (two reads of the plans' place alike).
    let last = NaN;
    await expect
      .poll(async () => {
        const [top, previous] = [await topOf('#pricing'), last];
        last = top;
        return top === previous;
      })
      .toBe(true);
    const before = await topOf('#pricing');
    await page.goto('/about');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await topOf('#pricing')) - before)).toBeLessThan(2);
  });

  test('footer: four columns, copyright, links with real destinations', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 VentureQuest');
    await expect(footer.getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
    const nav = footer.getByRole('navigation', { name: 'Navigation' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await expect(nav.getByRole('link', { name: 'Simulation' })).toHaveAttribute('href', '/simulation');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#feedback');
    const res = footer.getByRole('navigation', { name: 'Resources' });
    await expect(res.getByRole('link', { name: 'For Students' })).toHaveAttribute('href', '/features');
    await expect(res.getByRole('link', { name: 'For Educators' })).toHaveAttribute('href', '/schools');
    await expect(res.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/#feedback');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  });

  test('Chat with AI opens the configured coach in a new tab, safely', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: /Chat with AI/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https?:\/\//);
  });

  test('Chat with AI floats (the spec), and at 375 px the end of every page can be scrolled clear of it', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    for (const path of ['/', '/simulation', '/schools', '/teacher']) {
      await page.goto(path);
      const link = page.getByRole('link', { name: /Chat with AI/ });
      await expect(link).toBeVisible();
      expect(await link.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
      // to the very end (scrolled again while late content still grows the page)
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
            return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
          }),
        )
        .toBe(true);
      // every line of text and every control in the footer is clear of the floating link
      const overlaps = await page.evaluate(() => {
        const chat = document.querySelector('.chat-ai')!.getBoundingClientRect();
        const hit = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < chat.right && r.right > chat.left && r.top < chat.bottom && r.bottom > chat.top;
        return [...document.querySelectorAll('footer a, footer p, footer button, footer input, footer label, footer h2')]
          .filter((el) => hit(el.getBoundingClientRect()))
          .map((el) => el.textContent?.trim().slice(0, 40));
      });
      expect(overlaps, `${path}: footer content under the Chat with AI link`).toEqual([]);
    }
  });

  test('unknown paths get the not-found page, which logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect.poll(() => logged.some((l) => l.includes('/no/such/page'))).toBe(true);
    await expectNoSeriousA11yViolations(page, '404');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reimagine Business Education.');
  });

  for (const p of PAGES) {
    test(`axe: nothing serious or critical on ${p} (desktop)`, async ({ page }) => {
      await page.goto(p);
      await expectNoSeriousA11yViolations(page, p);
    });
  }

  test('axe: nothing serious with the Features menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByTestId('menu-features')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'features menu open');
  });
});

test.describe('marketing pages, mobile (375 px)', () => {
  test.use({ viewport: MOBILE });

  test('the slide-out Menu: same links, 85% wide, the page behind inert, Escape closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Features' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Measure once the slide-in has finished, not while it is still moving.
    await drawer.evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(Math.min(375 * 0.85, 400)));
    expect(Math.round(box.x + box.width)).toBe(375);
    for (const name of ['Features', 'For Schools', 'Login']) await expect(drawer.getByRole('button', { name })).toBeVisible();
    for (const name of ['Pricing', 'About', 'Try Free Demo']) await expect(drawer.getByRole('link', { name })).toBeVisible();
    // Focus starts inside, and Tab never reaches the page behind: the native modal dialog makes it inert. Past the
    // last control Tab may visit the browser's own UI (the document then has no focused element) and comes back.
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const where = () => drawer.evaluate((d) => (d.contains(document.activeElement) ? 'drawer' : document.activeElement === document.body ? 'browser' : 'page'));
    const visited = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      visited.push(await where());
    }
    expect(visited).not.toContain('page');
    expect(visited.filter((w) => w === 'drawer').length).toBeGreaterThanOrEqual(10);
    await drawer.getByRole('button', { name: 'Features' }).click();
    const pop = page.getByTestId('popover-features');
    await expect(pop).toBeVisible();
    const maxH = await pop.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(parseFloat(maxH)).toBeCloseTo(812 * 0.7, 0);
    await expectNoSeriousA11yViolations(page, 'drawer open');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('Login chosen in the drawer by keyboard: focus returns to the Menu button when the notice closes', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const dialog = page.getByRole('dialog', { name: 'Accounts are coming for schools' });
    for (const closeWith of ['Escape', 'Close button'] as const) {
      await burger.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // Tab to Login inside the drawer, then choose it with Enter.
      const login = drawer.getByRole('button', { name: 'Login' });
      for (let i = 0; i < 12 && !(await login.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(login).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(drawer).toBeHidden();
      if (closeWith === 'Escape') {
        await page.keyboard.press('Escape');
      } else {
        await dialog.getByRole('button', { name: 'Close', exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeHidden();
      await expect(burger, `focus after closing with ${closeWith}`).toBeFocused();
    }
  });

  test('the drawer closes on a backdrop click, and does not slide under reduced motion', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await burger.click();
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((d) => getComputedStyle(d).animationName)).toMatch(/slideIn/);
    // The page behind does not scroll while the drawer is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await burger.click();
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((d) => getComputedStyle(d).animationName)).toBe('none');
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(375);
  });

  test('drawer links navigate', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'For Schools' }).click();
    await page.getByTestId('popover-schools').getByRole('link', { name: /Safe & Secure/ }).click();
    await expect(page).toHaveURL(/\/schools#safe-and-secure$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Try Free Demo' }).click();
    await expect(page).toHaveURL(/\/#demo$/);
  });

  for (const p of [...PAGES, '/missing-page']) {
    test(`${p}: no sideways scrolling and nothing serious for axe at 375 px`, async ({ page }) => {
      await page.goto(p);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `${p} mobile`);
    });
  }

  test('carousel and read-more work on a phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(page.getByTestId('testimonial').locator('visible=true')).toContainText('40%');
    await page.getByText('Read More', { exact: true }).click();
    await expect(page.getByText('Both take a single lesson')).toBeVisible();
  });
});

test.describe('feedback form and newsletter against a real local receiver', () => {
  test.describe.configure({ mode: 'serial' });

  test('validation: on submit, then on each change; focus to the first invalid field', async ({ page }) => {
    await page.goto('/#feedback');
    const name = page.getByLabel('Name');
    const send = page.getByRole('button', { name: 'Send Feedback' });
    await name.click(); // loads the real form
    await send.click();
    await expect(page.locator('#fb-name-err')).toHaveText(/Required/);
    await expect(page.locator('#fb-email-err')).toHaveText(/Required/);
    await expect(page.locator('#fb-feedback-err')).toHaveText(/Required/);
    await expect(page.locator('#fb-name')).toBeFocused();
    await page.locator('#fb-name').fill('A');
    await expect(page.locator('#fb-name-err')).toHaveText(/Name must be at least 2 characters/);
    await page.locator('#fb-name').fill('Ada');
    await expect(page.locator('#fb-name-err')).toHaveText('');
    await page.locator('#fb-email').fill('ada@school');
    await expect(page.locator('#fb-email-err')).toHaveText(/Please enter a valid email address/);
    await send.click();
    await expect(page.locator('#fb-email')).toBeFocused();
    await page.locator('#fb-email').fill('ada@school.org');
    await page.locator('#fb-feedback').fill('too short');
    await expect(page.locator('#fb-feedback-err')).toHaveText(/Feedback must be at least 10 characters/);
    await send.click();
    await expect(page.locator('#fb-feedback')).toBeFocused();
    // Centre the form: at some scroll positions a button of the section above sits under the sticky header, and axe
    // counts a target the header covers (an artefact of where the scroll stopped, not of the form).
    await page.locator('#fb-feedback').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await expectNoSeriousA11yViolations(page, 'form with errors');
  });

  test('sends JSON, shows Sending..., then Success! and empties the form; 500 and down keep every character', async ({ page }) => {
    const receiver = await startReceiver(FEEDBACK_PORT);
    try {
      await page.goto('/#feedback');
      await page.getByLabel('Name').click();
      const fill = async () => {
        await page.locator('#fb-name').fill('Ada Lovelace');
        await page.locator('#fb-email').fill('ada@school.org');
        await page.locator('#fb-feedback').fill('The supply chain game was brilliant — more please!');
      };
      await fill();
      receiver.state.delayMs = 2500;
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      receiver.state.delayMs = 100;
      await expect(page.getByText('Success!')).toBeVisible();
      await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
      await expect(page.locator('#fb-name')).toHaveValue('');
      await expect(page.locator('#fb-feedback')).toHaveValue('');
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0].method).toBe('POST');
      expect(receiver.received[0].contentType).toContain('application/json');
      expect(receiver.received[0].body).toEqual({
        name: 'Ada Lovelace',
        email: 'ada@school.org',
        feedback: 'The supply chain game was brilliant — more please!',
      });

      receiver.state.mode = 'fail';
      await fill();
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByText('Failed to send feedback. Please try again.')).toBeVisible();
      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'error toast shown');
      await expect(page.locator('#fb-feedback')).toHaveValue('The supply chain game was brilliant — more please!');
      await expect(page.locator('#fb-name')).toHaveValue('Ada Lovelace');
    } finally {
      await receiver.close();
    }
    // Receiver down: a network failure, same notice, nothing lost.
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByText('Failed to send feedback. Please try again.').nth(0)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
    await expect(page.locator('#fb-email')).toHaveValue('ada@school.org');
    await expect(page.locator('#fb-feedback')).toHaveValue('The supply chain game was brilliant — more please!');
  });

  test('what was typed before the form library loaded is kept', async ({ page }) => {
    await page.goto('/');
    // Type into the first field straight away, before scrolling near the section.
    await page.locator('#fb-name').fill('Grace');
    await page.locator('#feedback').scrollIntoViewIfNeeded();
    await expect(page.locator('#fb-name')).toHaveValue('Grace');
  });

  test('newsletter: validates the address and posts {email, type: newsletter}', async ({ page }) => {
    const receiver = await startReceiver(FEEDBACK_PORT);
    try {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill('not-an-email');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
      expect(receiver.received).toHaveLength(0);
      await footer.getByLabel('Email address').fill('teacher@school.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Success!')).toBeVisible();
      await expect(page.getByText("You're subscribed.")).toBeVisible();
      await expect(page.getByText('Thank you for your feedback!')).toHaveCount(0);
      expect(receiver.received.map((r) => r.body)).toEqual([{ email: 'teacher@school.org', type: 'newsletter' }]);
      await expect(footer.getByLabel('Email address')).toHaveValue('');

      receiver.state.mode = 'fail';
      await footer.getByLabel('Email address').fill('teacher@school.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Could not subscribe. Please try again.')).toBeVisible();
      await expect(page.getByText('Error', { exact: true })).toBeVisible();
      await expect(page.getByText('Failed to send feedback. Please try again.')).toHaveCount(0);
      await expect(footer.getByLabel('Email address')).toHaveValue('teacher@school.org');
    } finally {
      await receiver.close();
    }
  });

  test('no keystroke is lost when the form’s code arrives while a student types', async ({ page }) => {
    // Hold the chunk that carries the form's rules (it contains this message) until part of the name is typed.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Name must be at most')) {
        held++;
        await released;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    const name = page.locator('#fb-name');
    await name.scrollIntoViewIfNeeded();
    await name.click();
    await name.pressSequentially('Ada Lov');
    await expect.poll(() => held, { message: 'the form chunk was requested and is being held' }).toBeGreaterThan(0);
    release(); // the code arrives now, while typing goes on
    await name.pressSequentially('elace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@school.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys typed while code loads are all kept.');
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(page.locator('#fb-email')).toHaveValue('ada@school.org');
    await expect(page.locator('#fb-feedback')).toHaveValue('Keys typed while code loads are all kept.');
    // The form works once its code is there: a bad address is caught by its rules, and focus goes to it.
    await page.locator('#fb-email').fill('ada@school');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.locator('#fb-email-err')).toHaveText(/Please enter a valid email address/);
    await expect(page.locator('#fb-email')).toBeFocused();
    await expect(name).toHaveValue('Ada Lovelace');
  });

  test('both forms say what they send and link to the privacy page', async ({ page }) => {
    await page.goto('/');
    const feedback = page.locator('#feedback form');
    await expect(feedback).toContainText('Your name, email and feedback are sent');
    await expect(feedback.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('form')).toContainText('Only your email is sent');
    await expect(footer.locator('form').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: /^Privacy: what this site stores/ })).toHaveAttribute('href', '/privacy');
  });

  // Without JavaScript (same serial group: one local receiver port).
  test('without JavaScript the feedback form posts to the endpoint, never putting personal data in a URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const receiver = await startReceiver(FEEDBACK_PORT);
    receiver.state.delayMs = 0;
    try {
      await page.goto('/');
      const form = page.locator('#feedback form');
      await expect(form).toHaveAttribute('method', 'post');
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@school.org');
      await form.getByLabel('Feedback').fill('Works without JavaScript too.');
      await form.getByRole('button', { name: 'Send Feedback' }).click();
      // Only POSTs count (the browser then shows the receiver's answer and may ask it for a favicon).
      const posts = () => receiver.received.filter((r) => r.method === 'POST');
      await expect.poll(() => posts().length).toBe(1);
      const got = posts()[0];
      expect(got.method).toBe('POST');
      expect(got.contentType).toContain('application/x-www-form-urlencoded');
      const fields = Object.fromEntries(new URLSearchParams(String(got.body)));
      expect(fields).toEqual({ name: 'Ada Lovelace', email: 'ada@school.org', feedback: 'Works without JavaScript too.' });
      await page.waitForLoadState();
      for (const secret of ['Ada', 'Lovelace', 'ada@', 'ada%40', 'school.org']) expect(page.url()).not.toContain(secret);
    } finally {
      await receiver.close();
      await context.close();
    }
  });

  test('without JavaScript the newsletter posts to the endpoint, never putting the address in a URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const receiver = await startReceiver(FEEDBACK_PORT);
    receiver.state.delayMs = 0;
    try {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('form')).toHaveAttribute('method', 'post');
      await footer.getByLabel('Email address').fill('teacher@school.org');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      const posts = () => receiver.received.filter((r) => r.method === 'POST');
      await expect.poll(() => posts().length).toBe(1);
      expect(Object.fromEntries(new URLSearchParams(String(posts()[0].body)))).toEqual({
        type: 'newsletter',
        email: 'teacher@school.org',
      });
      await page.waitForLoadState();
      for (const secret of ['teacher', 'school.org', '%40']) expect(page.url()).not.toContain(secret);
    } finally {
      await receiver.close();
      await context.close();
    }
  });
});

test.describe('privacy page', () => {
  for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
    test(`names every saved key and what is sent; nothing serious for axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
      for (const key of ['entrepreneur-simulation', 'bullwhip-rush', 'summit-of-decisions', 'city-tycoon', 'everest-v3', ':corrupt:3', 'launchpad-intro-seen']) {
        await expect(page.getByRole('main')).toContainText(key);
      }
      await expect(page.getByRole('main')).toContainText('127.0.0.1');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page, `privacy ${viewport.width}`);
    });
  }
});

test('Tab walks through a storage notice and on, never back to where it came from', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => localStorage.setItem('bullwhip-rush', 'not a save'));
  await page.goto('/simulation/game-theory');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 20_000 });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved game could not be read' });
  await expect(toast).toBeVisible();
  // Where focus is: inside the toaster, or a description of the element outside it.
  const where = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return 'body';
      if (a.closest('[data-sonner-toaster]')) return 'toaster';
      return `${a.tagName}|${a.getAttribute('aria-label') ?? ''}|${(a.textContent ?? '').trim().slice(0, 40)}`;
    });
  let before = '';
  let now = await where();
  for (let i = 0; i < 80 && now !== 'toaster'; i++) {
    before = now;
    await page.keyboard.press('Tab');
    now = await where();
  }
  expect(now, 'Tab reaches the notice').toBe('toaster');
  for (let i = 0; i < 5 && now === 'toaster'; i++) {
    await page.keyboard.press('Tab');
    now = await where();
  }
  expect(now, 'Tab leaves the notice').not.toBe('toaster');
  expect(now, 'and goes on, not back to the element before it').not.toBe(before);
});

test.describe('a simulation that throws while rendering (error boundary)', () => {
  const KEY = 'bullwhip-rush';
  const seedSave = async (page: Page) => {
    await page.goto('/privacy');
    const raw = encode(bullwhipSave, startRecord(bullwhipRules, DEFAULT_SETUP, SEED));
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, raw] as const);
    return raw;
  };
  const hooksOn = (page: Page) => page.evaluate(() => (window as unknown as { __vqTestHooks?: boolean }).__vqTestHooks === true);

  test('the save is set aside under <key>:corrupt, the player is told once, and a fresh game starts', async ({ page }) => {
    const errors = watchErrors(page, [/the screen failed/, /screen failed on this save/, /test switch/, /Failed to load resource/]);
    const raw = await seedSave(page);
    await page.evaluate((k) => localStorage.setItem(`${k}:corrupt`, 'an older bad save'), KEY);
    await page.goto('/simulation/game-theory?__throw=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 20_000 });
    expect(await hooksOn(page), 'the error boundary with its test switch: build with NEXT_PUBLIC_TEST_HOOKS=1 (npm test does)').toBe(true);
    await expect(page.getByText('Saved game could not be read')).toHaveCount(1);
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), KEY)).toBe(raw);
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt:2`), KEY)).toBe('an older bad save');
    await expect(page.getByText(/Application error|This page couldn.t load/)).toHaveCount(0);
    errors.check();
  });

  test('if the fresh game throws too, a panel offers Clear this game and a way home instead of a loop', async ({ page }) => {
    const raw = await seedSave(page);
    await page.goto('/simulation/game-theory?__throw=2');
    const panel = page.getByRole('region', { name: 'Bullwhip Rush could not start' });
    await expect(panel.or(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).first()).toBeVisible({ timeout: 20_000 });
    expect(await hooksOn(page), 'the error boundary with its test switch: build with NEXT_PUBLIC_TEST_HOOKS=1 (npm test does)').toBe(true);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), KEY)).toBe(raw);
    await expectNoSeriousA11yViolations(page, 'error panel');
    await panel.getByRole('button', { name: 'Clear this game' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('each page carries only the CSS it can use', () => {
  // page.route does not see what a service worker answers.
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

  /**
   * The head's stylesheet of a served page once its marker is parsed: each run of moved rules back where the build
   * left a gap for it (scripts/postbuild-css-purge.mjs, REST_GAP), none left anywhere else.
   */
  const restored = (served: string) => {
    const head = /<style\b[^>]*\bdata-href="[^"]+"[^>]*>([\s\S]*?)<\/style>/.exec(served)![1];
    const runs = (/<style data-rest="">([\s\S]*?)<\/style>/.exec(served)?.[1] ?? '').split('/*r*/');
    const out = head.split('/*r*/').map((t, k) => (runs[k] ?? '') + t);
    expect(out.length, 'one gap in the head per run of moved rules').toBe(runs.length);
    return out.join('');
  };

  /** A page in a context of its own with JavaScript off (and reduced motion, as the test's page). */
  const withoutJavaScript = async (page: Page) => {
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const noJs = await context.newPage();
    await noJs.emulateMedia({ reducedMotion: 'reduce' });
    return { noJs, close: () => context.close() };
  };

  /** Waits until React has hydrated the footer, the last thing in the page (the moved styles must outlive it). */
  const hydrated = (page: Page) =>
    page.waitForFunction(() => {
      const footer = document.querySelector('body > footer');
      return !!footer && Object.keys(footer).some((k) => k.startsWith('__reactFiber'));
    });

  test('and styles every element as the whole stylesheets in the head would, before and after hydration', async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchErrors(page);
    const { noJs, close } = await withoutJavaScript(page);
    const smaller: string[] = [];
    for (const path of ['/', '/features', '/schools', '/about', '/privacy', '/simulation', '/teacher', '/teacher/report', '/teacher/guides', '/teacher/guides/launchpad']) {
      // Served: the styles after the first screen and the footer's are where the build put them, and still there
      // once React has hydrated the page around them.
      const served = await (await page.goto(path))!.text();
      await hydrated(page);
      // (The browser fetches the files: it retries a connection the server has just closed.)
      const whole = await withWholeStylesheets(served, (href) => page.evaluate((h) => fetch(h).then((r) => r.text()), href));
      expect(whole, path).not.toBeNull();
      const rest = /<style data-rest="">([\s\S]*?)<\/style>/.exec(served)?.[1] ?? '';
      const moved = await page.evaluate(() => ({
        below: document.querySelector('body > style[data-below-href]')?.textContent?.length ?? 0,
        // The script after the marker has put its rules back in their places in the head's stylesheet, and removed itself.
        head: document.querySelector('head > style[data-precedence]')?.textContent ?? '',
        marker: document.querySelector('style[data-rest]')?.textContent ?? null,
        script: [...document.scripts].some((s) => s.textContent?.includes("hasAttribute('data-rest')")),
      }));
      if (!path.startsWith('/teacher/guides')) expect(rest.length, path).toBeGreaterThan(path === '/' || path.startsWith('/teacher') ? 2000 : 100);
      expect(moved.head, path).toBe(restored(served));
      expect(moved.marker, path).toBe('');
      expect(moved.script, path).toBe(false);
      const a = await computedStyles(page);
      // The same page with its whole stylesheet in the head.
      await page.route((url) => url.pathname === path, (route) => route.fulfill({ body: whole!, contentType: 'text/html; charset=utf-8' }));
      await page.goto(path);
      await hydrated(page);
      const b = await computedStyles(page);
      await page.unrouteAll();
      expect(Object.keys(a).length, path).toBeGreaterThan(5000);
      expect(Object.keys(b).length, path).toBe(Object.keys(a).length);
      const diffs = Object.entries(a).filter(([k, v]) => b[k] !== v).map(([k, v]) => `${k}: ${v} ≠ ${b[k]}`);
      expect(diffs.slice(0, 20), path).toEqual([]);
      // Without JavaScript the moved rules stay in the marker, after the head's: the same styles still.
      await noJs.goto(path);
      const c = await computedStyles(noJs);
      await noJs.route((url) => url.pathname === path, (route) => route.fulfill({ body: whole!, contentType: 'text/html; charset=utf-8' }));
      await noJs.goto(path);
      const d = await computedStyles(noJs);
      await noJs.unrouteAll();
      expect(Object.keys(d).length, `${path} without JavaScript`).toBe(Object.keys(c).length);
      const noJsDiffs = Object.entries(c).filter(([k, v]) => d[k] !== v).map(([k, v]) => `${k}: ${v} ≠ ${d[k]}`);
      expect(noJsDiffs.slice(0, 20), `${path} without JavaScript`).toEqual([]);
      if (whole!.length > served.length + 200) smaller.push(path);
    }
    await close();
    errors.check();
    // The marketing pages share one stylesheet file; each carries only its own sections' rules.
    expect(smaller).toEqual(expect.arrayContaining(['/features', '/schools', '/about', '/privacy']));
  });

  test('a game is styled as with the whole stylesheets, its first screen and its island: the rules for its other screens follow the first', async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Each load starts a fresh game, from the same seed (a game's new seed comes from crypto.getRandomValues).
    await page.addInitScript(() => {
      localStorage.clear();
      const real = crypto.getRandomValues.bind(crypto);
      crypto.getRandomValues = <T extends ArrayBufferView | null>(a: T): T => (a instanceof Uint32Array ? (a.fill(123456789) as unknown as T) : real(a as never));
      let x = 42;
      Math.random = () => ((x = (x * 48271) % 2147483647) / 2147483647);
    });
    const errors = watchErrors(page);
    const shown = (p: Page) => expect(p.locator('.sim-loading')).toHaveCount(0, { timeout: 30_000 });
    const { noJs, close } = await withoutJavaScript(page);
    for (const [path, least] of [
      ['/simulation/launchpad', 8000],
      ['/simulation/city-tycoon', 1500],
      ['/simulation/game-theory', 500],
      ['/everest/dashboard', 300],
      ['/simulation/summit', 0],
    ] as const) {
      const served = await (await page.goto(path))!.text();
      const rest = /<style data-rest="">([\s\S]*?)<\/style>/.exec(served)?.[1] ?? '';
      expect(rest.length, path).toBeGreaterThanOrEqual(least);
      await shown(page);
      const head = await page.evaluate(() => document.querySelector('head > style[data-precedence]')?.textContent ?? '');
      expect(head, path).toBe(restored(served));
      const island = await computedStyles(page);
      const whole = await withWholeStylesheets(served, (href) => page.evaluate((h) => fetch(h).then((r) => r.text()), href));
      await page.route((url) => url.pathname === path, (route) => route.fulfill({ body: whole!, contentType: 'text/html; charset=utf-8' }));
      await page.goto(path);
      await shown(page);
      const islandWhole = await computedStyles(page);
      await page.unrouteAll();
      // The static frame, without JavaScript: the moved rules stay after it, in the marker.
      await noJs.goto(path);
      const frame = await computedStyles(noJs);
      await noJs.route((url) => url.pathname === path, (route) => route.fulfill({ body: whole!, contentType: 'text/html; charset=utf-8' }));
      await noJs.goto(path);
      const frameWhole = await computedStyles(noJs);
      await noJs.unrouteAll();
      for (const [a, b, what] of [
        [frame, frameWhole, 'frame'],
        [island, islandWhole, 'island'],
      ] as const) {
        expect(Object.keys(a).length, `${path} ${what}`).toBeGreaterThan(2000);
        expect(Object.keys(b).length, `${path} ${what}`).toBe(Object.keys(a).length);
        const diffs = Object.entries(a).filter(([k, v]) => b[k] !== v).map(([k, v]) => `${k}: ${v} ≠ ${b[k]}`);
        expect(diffs.slice(0, 20), `${path} ${what}`).toEqual([]);
      }
    }
    await close();
    errors.check();
  });

  test('an open menu is styled as with the whole stylesheets: its links are rendered on opening, by the header', async ({ page }) => {
    await page.goto('/schools');
    await hydrated(page);
    await page.getByRole('button', { name: 'Features' }).click();
    const first = page.getByTestId('menu-features').getByRole('link').first();
    await expect(first).toBeVisible();
    // The panel's own rules are in the head (the header's script names its classes); so is a link's.
    const box = await first.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(await first.evaluate((e) => getComputedStyle(e).display)).not.toBe('inline');
  });
});
