// Dev tool (not part of npm test): lists each route's largest-contentful-paint candidates (time, size, element) and layout
// shifts, at 4x CPU slowdown on a slow network, with no service worker and a fresh profile. Lighthouse 12 here cannot
// name the LCP element (its TraceElements gatherer fails); this can. Serve out/ first (node scripts/serve.mjs --port 4300).
// Usage: [BASE=http://127.0.0.1:4300] [W=412] node scripts/lcp-probe.mjs /simulation/city-tycoon,/everest/dashboard
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './browser.mjs';
const base = process.env.BASE || 'http://127.0.0.1:4300';
const routes = (process.argv[2] || '/simulation/city-tycoon').split(',');
const width = Number(process.env.W || 412);
const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
for (const r of routes) {
  const ctx = await browser.newContext({ viewport: { width, height: 823 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await page.addInitScript(() => {
    window.__lcp = []; window.__cls = [];
    const desc = (el) => el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''} "${(el.textContent || '').trim().slice(0, 60)}"` : '(removed)';
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(`${Math.round(e.startTime)} ms size ${e.size} ${desc(e.element)}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls.push(`${Math.round(e.startTime)} ms shift ${e.value.toFixed(4)} ${e.sources.map((s) => desc(s.node)).join(' | ')}`); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + r, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const out = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime) }));
  console.log(`== ${r} FCP ${out.fcp}\n  ` + out.lcp.join('\n  ') + '\n  ' + out.cls.join('\n  '));
  await ctx.close();
}
await browser.close();
