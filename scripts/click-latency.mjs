// Click → next paint, per simulation, with the CPU slowed down 4× (budget ≤ 100 ms: docs/performance.md).
// Usage: node scripts/click-latency.mjs [--port 4390] [--rate 4] [--clicks 10]
// Serves out/ (build first), opens each simulation in Chromium, and for each main action clicks it repeatedly while
// an Event Timing observer records every click's duration: from the input to the next paint after its handlers ran.
// Prints median and max per action. Not part of npm test (timings are noisy on shared machines).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { systemChromium, CHROMIUM_ARGS } from './browser.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', 4390));
const rate = Number(arg('rate', 4));
const clicks = Number(arg('clicks', 10));
const base = `http://127.0.0.1:${port}`;

/**
 * What to click on each route: a setup that brings the game to its main loop (run at full speed), then the action
 * measured. Each `act` returns after the click; the observer catches the paint.
 */
const ROUTES = [
  {
    name: 'Bullwhip Rush: Place order',
    path: '/simulation/game-theory',
    setup: async (p) => p.getByRole('button', { name: /^start/i }).first().click(),
    act: async (p) => p.getByRole('button', { name: /place order|resolve|next round/i }).first().click(),
  },
  {
    name: 'City Tycoon: Roll',
    path: '/simulation/city-tycoon',
    setup: async (p) => {
      const start = p.getByRole('button', { name: /start game/i }).first();
      if (await start.isVisible().catch(() => false)) await start.click();
    },
    act: async (p) => {
      const roll = p.getByRole('button', { name: /^roll/i }).first();
      if (await roll.isEnabled().catch(() => false)) return roll.click();
      const end = p.getByRole('button', { name: /end turn/i }).first();
      if (await end.isEnabled().catch(() => false)) return end.click();
      await p.keyboard.press('Escape');
    },
  },
  {
    name: 'Everest: Rest',
    path: '/everest/dashboard',
    setup: async (p) => {
      const start = p.getByRole('button', { name: /start expedition|begin/i }).first();
      if (await start.isVisible().catch(() => false)) await start.click();
    },
    act: async (p) => p.getByRole('button', { name: /^rest/i }).first().click(),
  },
  {
    // Stage 2's industry cards (components/launchpad/StagesEarly.tsx): buttons that open a card (aria-controls
    // "lp-ind-<n>"). Setup: past the intro (Skip Intro shows after 1.5 s; Begin Simulation ends it), then stage 1
    // (one strength, Continue, one area to improve, Next Stage). A saved game already past stage 1 is not expected:
    // each run starts in a fresh browser context.
    name: 'LaunchPad: open an industry card',
    path: '/simulation/launchpad',
    setup: async (p) => {
      await p.getByRole('button', { name: /^(skip intro|begin simulation)$/i }).first().click();
      await p.getByRole('button', { name: 'Natural leader', exact: true }).click();
      await p.getByRole('button', { name: 'Continue', exact: true }).click();
      await p.getByRole('button', { name: 'Communication', exact: true }).click();
      await p.getByRole('button', { name: 'Next Stage', exact: true }).click();
      await p.getByRole('heading', { name: 'Choose Your Industry' }).waitFor();
    },
    act: async (p) => p.locator('button[aria-controls^="lp-ind-"]').nth(Math.floor(Math.random() * 3)).click(),
  },
];

async function main() {
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__clicks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (e.name === 'click' || e.name === 'pointerup') window.__clicks.push(e.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      await page.goto(base + route.path);
      await page.waitForLoadState('networkidle');
      try {
        await route.setup(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.evaluate(() => (window.__clicks = []));
        let done = 0;
        for (let i = 0; i < clicks; i++) {
          await route.act(page).then(() => done++, () => {});
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
        }
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // Event Timing reports clicks under 16 ms as nothing: count them as ≤ 16 ms.
        const d = await page.evaluate(() => window.__clicks);
        const all = [...d, ...Array(Math.max(0, done - d.length)).fill(16)].sort((a, b) => a - b);
        rows.push({ name: route.name, clicks: done, median: all[Math.floor(all.length / 2)] ?? NaN, max: all[all.length - 1] ?? NaN });
      } catch (e) {
        rows.push({ name: route.name, clicks: 0, median: NaN, max: NaN, error: String(e.message).split('\n')[0] });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`click → next paint, CPU ${rate}× slower (Event Timing durations, ms; under 16 ms counts as 16)`);
  console.log('action'.padEnd(36), 'clicks'.padStart(6), 'median'.padStart(8), 'max'.padStart(8));
  for (const r of rows) console.log(r.name.padEnd(36), String(r.clicks).padStart(6), String(Math.round(r.median)).padStart(8), String(Math.round(r.max)).padStart(8), r.error ?? '');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
