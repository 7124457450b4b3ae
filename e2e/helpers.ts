import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Fails the test when axe finds a serious or critical violation on the page as it is now; `include` (a CSS selector)
 * checks only that part, e.g. a modal layer over a long page.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = '', include?: string) {
  // Scroll-reveal fades (opacity < 1) would read as low contrast: check the page as it looks once revealed.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await animationsSettled(page);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (include ? axe.include(include) : axe).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  await page.emulateMedia({ reducedMotion: null });
  expect(summary, `axe violations ${label}`).toEqual([]);
}

export const CSP_VIOLATION = 'securitypolicyviolation:';

/**
 * Makes every document the page opens report each Content-Security-Policy violation as a console error starting
 * with CSP_VIOLATION (directive, what was blocked, where). Call before the first `goto`.
 */
export function reportCspViolations(page: Page) {
  return page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
      console.error(`${prefix} ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}${where} on ${location.pathname}`);
    });
  }, CSP_VIOLATION);
}

/**
 * Collects console errors, uncaught page errors and Content-Security-Policy violations (never allowed, whatever
 * `allow` says); call `.check()` at the end of a test. Call it before the first `goto`.
 */
export function watchErrors(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  // Not awaited, to keep this helper synchronous: Playwright sends it before the test's next command (goto).
  reportCspViolations(page).catch((e: Error) => errors.push(`could not watch CSP violations: ${e.message}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const csp = m.text().startsWith(CSP_VIOLATION) || /Content Security Policy/i.test(m.text());
    if (csp || !allow.some((r) => r.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  return {
    errors,
    check: () => expect(errors, 'page errors').toEqual([]),
  };
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(1);
}

/**
 * Resolves when every finite animation and transition on the page has ended (a slide-in, a fade), so a
 * measurement or an axe contrast check sees the page as it rests. Endless ones (spinners) are ignored.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every request a page makes to anything but the site's own files (`origin`: the test server's address; `data:` and
 * `blob:` URLs are the page's own). Collected into `into` (one list may watch several pages, e.g. two devices);
 * `check()` fails the test when any went elsewhere.
 */
export function watchRequests(page: Page, origin: string, into: string[] = []) {
  const own = new URL(origin).origin;
  page.on('request', (r) => {
    const u = r.url();
    if (u.startsWith('data:') || u.startsWith('blob:')) return;
    if (new URL(u).origin !== own) into.push(u);
  });
  return { foreign: into, check: () => expect(into, 'requests that left the site').toEqual([]) };
}

/**
 * Elements on the page whose whole text is emoji (an icon) and whose font list does not start with the colour emoji
 * fonts (`--font-emoji`): through the text fonts the browser asks every family for the glyph before a fallback, in the
 * first layout (docs/performance.md, "What a first paint waits for"). Returns how many such icons the page has, and
 * "<text> (<tag.class>): <font-family>" for each one outside the emoji fonts.
 */
export async function loneEmojiOutsideEmojiFonts(page: Page) {
  return page.evaluate(() => {
    // Emoji characters only, at least one of them drawn as a picture (a text symbol such as ☰ is not an emoji).
    const emojiOnly = /^(?:\p{Emoji}|\u200d|\ufe0f)+$/u;
    const picture = /\p{Emoji_Presentation}|\ufe0f/u;
    const out: string[] = [];
    let icons = 0;
    for (const el of document.body.querySelectorAll('*')) {
      if (el.children.length || !(el instanceof HTMLElement)) continue;
      const text = (el.textContent ?? '').replace(/\s+/g, '');
      if (!emojiOnly.test(text) || !picture.test(text)) continue;
      icons += 1;
      const family = getComputedStyle(el).fontFamily;
      if (!family.startsWith('"Noto Color Emoji"')) out.push(`${text} (${el.tagName.toLowerCase()}.${el.className}): ${family}`);
    }
    return { icons, outside: out };
  });
}

/**
 * Every element's computed style (and its ::before and ::after) as "<index> <element> <property>" → value, with every
 * section laid out (content-visibility: visible), so that a skipped section's remembered size plays no part. Scripts
 * are left out (one that removes itself runs only with JavaScript on), and animations are cancelled first: the styles
 * are compared, not how far a spinner has turned.
 */
export async function computedStyles(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    document.getAnimations().forEach((a) => a.cancel());
    const shown = document.createElement('style');
    shown.textContent = '* { content-visibility: visible !important; }';
    document.head.append(shown);
    const out: Record<string, string> = {};
    document.querySelectorAll('body *:not(script)').forEach((el, i) => {
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        for (let k = 0; k < cs.length; k++) out[`${i} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}${pseudo ?? ''} ${cs[k]}`] = cs.getPropertyValue(cs[k]);
      }
    });
    shown.remove();
    return out;
  });
}

/**
 * A page's HTML as it was before scripts/postbuild-css-purge.mjs: its head's inline stylesheet the whole CSS files its
 * data-href names, and the styles that step moved below the first screen and before the footer taken out (the
 * elements stay, empty, so the page's elements are the same; the script that moves the first back into the head
 * goes, as it removes itself from the served page). Null when the page has no such stylesheet.
 */
export async function withWholeStylesheets(html: string, fetchText: (href: string) => Promise<string>) {
  const m = /(<style\b[^>]*\bdata-href="([^"]+)"[^>]*>)([\s\S]*?)(<\/style>)/.exec(html);
  if (!m) return null;
  const files = await Promise.all(m[2].split(' ').map(fetchText));
  return html
    .replace(m[0], () => m[1] + files.join('') + m[4])
    .replace(/(<style data-rest="">)[\s\S]*?(<\/style>)(<script>[^<]*data-rest[^<]*<\/script>)?/, '$1$2')
    .replace(/(<style data-below-href="[^"]*">)[\s\S]*?(<\/style>)/, '$1$2');
}
