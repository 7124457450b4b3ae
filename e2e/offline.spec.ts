// Offline in the classroom (README, "Offline"): a student's device keeps the page it opens and that page's game, so
// with the server gone the game reloads and plays; the first visit, the service worker's own downloads included, costs
// at most 600 kB gzip; a teacher's switch keeps the whole site, after which every simulation opens offline, and off
// again removes it; a new deployment's worker waits and the page offers "New version — reload".
//
// These tests run against their OWN server (scripts/serve.mjs on E2E_OFFLINE_PORT, 4373 by default), started and
// KILLED here: Playwright's offline switch does not cut a service worker's own requests. Every other spec blocks
// service workers (playwright.config.ts); this one allows them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { watchErrors } from './helpers';

const PORT = Number(process.env.E2E_OFFLINE_PORT || 4373);
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.use({ serviceWorkers: 'allow', baseURL: ORIGIN });
test.describe.configure({ timeout: 240_000 });

let server: ChildProcess | null = null;

async function startServer(dir = 'out') {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--host', '127.0.0.1', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('Serving') && resolve());
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before serving`)));
  });
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

test.afterEach(stopServer);

const CACHE = 'venturequest-offline';
const PAGE_READY = /^✓ Ready offline: this simulation now works in this browser without an internet connection\.$/;

/** Stops the server and checks it is gone. */
async function goOffline() {
  await stopServer();
  const up = await fetch(ORIGIN).then(
    () => true,
    () => false,
  );
  expect(up, 'the server is gone').toBe(false);
}

/** The paths (with query) of everything in the worker's cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search), CACHE);

/** Waits until the worker controls the page and has saved it (the answer /sw-client.js keeps on the window). */
async function pageSaved(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vqOffline?: { saved: boolean } }).__vqOffline?.saved ?? false), { timeout: 90_000 })
    .toBe(true);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * A request of the page's that failed: not the worker's own network attempt (it tries the network first for HEAD), not
 * one cancelled because the page navigated away (a prefetch check in flight).
 */
const failedByPage = (r: Request) => r.serviceWorker() === null && r.failure()?.errorText !== 'net::ERR_ABORTED';

async function playBullwhipRound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Your role').selectOption('R');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('round')).toHaveText('1');
  await page.getByLabel('Order quantity (0–40)').fill('4');
  await page.getByRole('button', { name: 'Resolve Round' }).click();
  await expect(page.getByTestId('round')).toHaveText('2');
}

test('a student opens one class link: with the server gone that game reloads and plays; no other game was downloaded', async ({ page }) => {
  // Offline, Next's router still checks the links on the page (a HEAD, then the payload) before prefetching them: those
  // pages were not saved, so those requests fail, and only those.
  const errors = watchErrors(page, [/^Failed to load resource: net::ERR_FAILED$/]);
  const failed: string[] = [];
  page.on('requestfailed', (r) => failedByPage(r) && failed.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await startServer();
  await page.goto('/simulation/game-theory?class=x&seed=y');
  await expect(page.getByTestId('offline-status')).toHaveText(PAGE_READY, { timeout: 90_000 });
  await pageSaved(page);
  const kept = await cachedPaths(page);
  expect(kept.some((p) => p.startsWith('/simulation/game-theory.html?'))).toBe(true);
  for (const other of ['/simulation/launchpad.html', '/simulation/city-tycoon.html', '/everest/dashboard.html', '/simulation/summit.html', '/index.html']) {
    expect(kept.some((p) => p.startsWith(`${other}?`)), `${other} is not downloaded`).toBe(false);
  }

  await goOffline();
  await page.reload();
  await playBullwhipRound(page);
  // The same game from another class link (the query string is ignored).
  await page.goto('/simulation/game-theory?class=other&seed=z');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 30_000 });
  errors.check();
  for (const f of failed) expect(f, 'only checks of links to pages not saved fail').toMatch(/^(HEAD \/\S*|GET \/\S*\.txt)$/);
  expect(failed.filter((f) => f.includes('game-theory')), 'nothing of the saved game fails').toEqual([]);
});

/** Same-origin path → the file in out/ it is served from. */
function fileOf(pathname: string): string | null {
  const p = decodeURIComponent(pathname);
  for (const c of p.endsWith('/') ? [`${p}index.html`] : [p, `${p}.html`]) {
    const f = path.join('out', c);
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}
const gzipCache = new Map<string, number>();
const gzipSize = (f: string) => {
  if (!gzipCache.has(f)) gzipCache.set(f, zlib.gzipSync(fs.readFileSync(f)).length);
  return gzipCache.get(f)!;
};

/** Every same-origin file the page or its service worker fetched from the network (not from the worker's cache). */
function recordFetches(context: BrowserContext) {
  const fetched: { path: string; byWorker: boolean }[] = [];
  context.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.origin !== ORIGIN) return;
    const response = await request.response();
    if (!response || response.fromServiceWorker()) return;
    fetched.push({ path: url.pathname, byWorker: request.serviceWorker() !== null });
  });
  return fetched;
}

/** Opens each route in a fresh browser context and checks that its first visit costs at most 600 kB gzip. */
async function firstVisits(browser: Browser, routes: string[]) {
  await startServer();
  const rows: string[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: ORIGIN });
    try {
      const fetched = recordFetches(context);
      const page = await context.newPage();
      await page.goto(route);
      await pageSaved(page);
      await page.waitForLoadState('networkidle');
      // Each file once, gzip as a CDN serves it: a file the page and the worker both fetch is sent once (the
      // worker's copy of an immutable chunk comes from the HTTP cache, a page's revalidates with a 304).
      const unique = new Map<string, number>();
      for (const f of fetched) {
        const file = fileOf(f.path);
        if (file) unique.set(file, gzipSize(file));
      }
      const total = [...unique.values()].reduce((a, b) => a + b, 0);
      const byWorker = new Set(fetched.filter((f) => f.byWorker).map((f) => f.path)).size;
      expect(byWorker, `${route}: the worker's own fetches are seen`).toBeGreaterThan(0);
      rows.push(`${route.padEnd(40)} ${(total / 1000).toFixed(1).padStart(7)} kB  (${unique.size} files, ${byWorker} fetched by the worker)`);
      expect(total, `${route}: first-visit bytes (gzip)`).toBeLessThanOrEqual(600_000);
    } finally {
      await context.close();
    }
  }
  console.log(`First visit, gzip:\n${rows.join('\n')}`);
}

test('a first visit of / and of each simulation costs at most 600 kB gzip, the service worker’s own downloads included', async ({ browser }) => {
  await firstVisits(browser, ['/', '/simulation/launchpad', '/simulation/game-theory?class=x&seed=y', '/simulation/summit', '/simulation/city-tycoon', '/everest/dashboard']);
});

test('a first visit of each marketing and teacher page costs at most 600 kB gzip, the service worker’s own downloads included', async ({ browser }) => {
  await firstVisits(browser, ['/features', '/schools', '/about', '/privacy', '/simulation', '/teacher', '/teacher/report']);
});

test('a teacher switches the whole site offline: every simulation then opens and plays with the server gone; off removes it', async ({ page }) => {
  // Once switched off (offline), the router's prefetch of links to pages no longer kept fails, and only that.
  const errors = watchErrors(page, [/^Failed to load resource: net::ERR_FAILED$/]);
  let off = false;
  const failed: string[] = [];
  page.on('requestfailed', (r) => failedByPage(r) && failed.push(`${off ? 'after' : 'before'} ${r.method()} ${new URL(r.url()).pathname}`));
  await page.addInitScript(() => sessionStorage.setItem('launchpad-intro-seen', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startServer();
  await page.goto('/teacher');
  await pageSaved(page);
  const toggle = page.getByRole('switch', { name: 'Make the whole site work offline on this device' });
  await toggle.check();
  const status = page.getByTestId('offline-site-status');
  await expect(status).toHaveText(/^Done: the whole site \([\d.]+ MB\) now works in this browser without an internet connection\.$/, { timeout: 120_000 });
  expect(await page.evaluate(() => localStorage.getItem('offline-whole-site'))).toBe('{"v":1,"data":true}');

  await goOffline();
  // The hub says so.
  await page.goto('/simulation');
  await expect(page.getByTestId('offline-status')).toHaveText('✓ Ready offline: every simulation works in this browser without an internet connection.');
  // A marketing page still renders.
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Bullwhip Rush from a class link (the query string is ignored): one round.
  await page.goto('/simulation/game-theory?class=x&seed=y');
  await playBullwhipRound(page);
  // LaunchPad: stage 1 done (its toasts load sonner lazily, from the cache), stage 2 reached.
  await page.goto('/simulation/launchpad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who Are You as an Entrepreneur?', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Natural leader', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Communication', exact: true }).click();
  await page.getByRole('button', { name: 'Next Stage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Industry');
  await expect(page.getByText('Stage 2 of 9', { exact: true })).toBeVisible();

  // Summit of Decisions: its three routes, one round.
  await page.goto('/simulation/summit');
  await expect(page.getByRole('heading', { level: 1, name: 'Summit of Decisions' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/simulation/summit/roles');
  await page.getByRole('radio', { name: /^Leader/ }).check();
  await page.getByRole('button', { name: 'Confirm Role' }).click();
  await page.getByRole('button', { name: 'Start Simulation' }).click();
  await expect(page).toHaveURL(/\/simulation\/summit\/dashboard$/);
  await page.goto('/simulation/summit/dashboard');
  await page.getByLabel('Product concept').fill('StudyBuddy');
  await page.getByLabel('Target market').fill('Students aged 13-18');
  await page.getByLabel('Pricing strategy').selectOption('Freemium');
  await page.getByLabel('Marketing channel').selectOption('Social media');
  await page.getByLabel('Business model').selectOption('Subscription');
  await page.getByRole('button', { name: 'Begin the climb' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: /Submit Vote|Confirm Decision/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /outcome/ })).toBeVisible();

  // City Tycoon: a game started and the first roll made.
  await page.goto('/simulation/city-tycoon');
  const setup = page.getByTestId('setup-modal');
  await expect(setup).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Seed (same seed, same dice)').fill('CT-OFFLINE');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(setup).toBeHidden();
  await page.locator('#ct-roll').click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('city-tycoon') || 'null')?.data?.moves?.length ?? 0))
    .toBeGreaterThan(0);

  // Everest: an expedition begun and one day played.
  await page.goto('/everest/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Everest Expedition' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Difficulty').selectOption('Easy');
  await page.getByLabel('Seed').fill('OFFLINE-1');
  await page.getByRole('button', { name: 'Begin Expedition' }).click();
  const log = page.getByTestId('log').locator('li');
  const before = await log.count();
  await page.getByRole('button', { name: 'Rest', exact: true }).click();
  await expect(log).not.toHaveCount(before);

  // Off again (still offline): what only the switch needed goes; the pages opened on this device stay.
  await page.goto('/teacher');
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  off = true;
  await toggle.uncheck();
  await expect(status).toHaveText('Removed: only the pages opened on this device stay saved for offline use.');
  expect(await page.evaluate(() => localStorage.getItem('offline-whole-site'))).toBe('{"v":1,"data":false}');
  const kept = await cachedPaths(page);
  expect(kept.some((p) => p.startsWith('/teacher.html?'))).toBe(true);
  // Opened here, offline or not: kept, as on any device. Never opened: gone.
  expect(kept.some((p) => p.startsWith('/simulation/launchpad.html?'))).toBe(true);
  for (const never of ['/about.html', '/schools.html', '/teacher/guides/everest.html', '/teacher/report.html']) {
    expect(kept.some((p) => p.startsWith(`${never}?`)), never).toBe(false);
  }

  errors.check();
  for (const f of failed) expect(f, 'nothing fails while the whole site is kept; then only link checks').toMatch(/^after (HEAD \/\S*|GET \/\S*\.txt)$/);
});

test('a new deployment: the page says "New version — reload", and Reload switches to it', async ({ page }) => {
  const errors = watchErrors(page);
  // A copy of the export, so the new "deployment" leaves out/ alone.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-e2e-'));
  try {
    fs.cpSync('out', dir, { recursive: true });
    await startServer(dir);
    await page.goto('/simulation/game-theory');
    await expect(page.getByTestId('offline-status')).toHaveText(PAGE_READY, { timeout: 90_000 });
    await pageSaved(page);
    await expect(page.getByText('New version')).toHaveCount(0);

    // Deploy: the same site with the game page's revision changed, so sw.js differs by a byte.
    const swFile = path.join(dir, 'sw.js');
    const sw = fs.readFileSync(swFile, 'utf8');
    const oldRevision = sw.match(/\["\/simulation\/game-theory\.html","([0-9a-f]+)",/)?.[1];
    expect(oldRevision, 'the page has a revision in the manifest').toBeTruthy();
    const newRevision = 'e2e'.padEnd(oldRevision!.length, '0');
    fs.writeFileSync(swFile, sw.replace(`["/simulation/game-theory.html","${oldRevision}",`, `["/simulation/game-theory.html","${newRevision}",`));

    // The next page load checks sw.js, installs the new version, which waits: the notice appears.
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'New version — reload to use it.' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).resolves.toBe('installed');

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The page reloaded under the new version: nothing waits any more, and the cache holds the new revision only.
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    const revisions = async () =>
      (await cachedPaths(page)).filter((p) => p.startsWith('/simulation/game-theory.html?')).map((p) => new URLSearchParams(p.split('?')[1]).get('__rev'));
    await expect.poll(revisions).toEqual([newRevision]);
    await expect(page.getByText('New version')).toHaveCount(0);
    errors.check();
  } finally {
    await stopServer();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
