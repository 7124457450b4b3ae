// Offline in the classroom (issue 14 item 9): after one visit the service worker has every page and chunk, so with
// the server gone every simulation still opens and plays, class links included; a new deployment's worker waits and
// the page offers "New version — reload".
//
// These tests run against their OWN server (scripts/serve.mjs on E2E_OFFLINE_PORT, 4373 by default), started and
// KILLED here: Playwright's offline switch does not cut a service worker's own requests. Every other spec blocks
// service workers (playwright.config.ts); this one allows them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
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

/** Opens the hub and waits until it says the site is ready offline (the worker is active: its precache is complete). */
async function readyOffline(page: Page) {
  await page.goto('/simulation');
  const status = page.getByTestId('offline-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText(/^✓ Ready offline: the simulations now work in this browser without an internet connection\.$/, { timeout: 90_000 });
  // The worker has claimed the open page too (its lazy chunks come from the cache).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('after one visit, every simulation opens and plays with the server gone, class links included', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => sessionStorage.setItem('launchpad-intro-seen', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startServer();
  await readyOffline(page);

  await stopServer();
  const up = await fetch(ORIGIN).then(
    () => true,
    () => false,
  );
  expect(up, 'the server is gone').toBe(false);

  // A marketing page still renders.
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Bullwhip Rush from a class link (the query string is ignored by the precache): one round.
  await page.goto('/simulation/game-theory?class=x&seed=y');
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Your role').selectOption('R');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('round')).toHaveText('1');
  await page.getByLabel('Order quantity (0–40)').fill('4');
  await page.getByRole('button', { name: 'Resolve Round' }).click();
  await expect(page.getByTestId('round')).toHaveText('2');

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
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('city-tycoon') || 'null')?.data?.game?.lastRoll ?? null))
    .not.toBeNull();

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

  errors.check();
});

test('a new deployment: the page says "New version — reload", and Reload switches to it', async ({ page }) => {
  const errors = watchErrors(page);
  // A copy of the export, so the new "deployment" leaves out/ alone.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-e2e-'));
  try {
    fs.cpSync('out', dir, { recursive: true });
    await startServer(dir);
    await readyOffline(page);
    await expect(page.getByText('New version')).toHaveCount(0);

    // Deploy: the same site with one page's revision changed, so sw.js differs by a byte.
    const swFile = path.join(dir, 'sw.js');
    const sw = fs.readFileSync(swFile, 'utf8');
    const oldRevision = sw.match(/\{url:"index\.html",revision:"([0-9a-f]+)"\}/)?.[1];
    expect(oldRevision, 'index.html is precached with a revision').toBeTruthy();
    const newRevision = 'e2e'.padEnd(oldRevision!.length, '0');
    fs.writeFileSync(swFile, sw.replace(`{url:"index.html",revision:"${oldRevision}"}`, `{url:"index.html",revision:"${newRevision}"}`));

    // The next page load checks sw.js, installs the new version, which waits: the notice appears.
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'New version — reload to use it.' });
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).resolves.toBe('installed');

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The page reloaded under the new version: nothing waits any more, and the precache holds the new revision only.
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    const revisions = async () =>
      page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n.includes('precache'));
        const urls: string[] = [];
        for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(r.url);
        return urls.filter((u) => new URL(u).pathname === '/index.html').map((u) => new URL(u).searchParams.get('__WB_REVISION__'));
      });
    await expect.poll(revisions).toEqual([newRevision]);
    await expect(page.getByText('New version')).toHaveCount(0);
    errors.check();
  } finally {
    await stopServer();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
