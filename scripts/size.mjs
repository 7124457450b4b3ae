#!/usr/bin/env node
// Per exported route: the gzipped bytes of its HTML, and of the JavaScript the browser loads on first visit,
// read from out/*.html (every <script src> except legacy noModule polyfills; code that a page
// loads later with import() is not counted, which is the point of loading it later).
// Usage: node scripts/size.mjs [--check] [--live]
//   --check  fails when a page's HTML or a marketing page's JavaScript is over budget (with --live, also when a
//            marketing or teacher page loads more than JS_OVER_EMPTY_BYTES above an empty Next.js page)
//   --live   also opens every route in Chromium and adds what it loads once hydrated and idle
//            (the simulations' client islands, prefetched routes), without clicking anything; and builds an empty
//            Next.js page (scripts/empty-next.mjs) to measure the same way, the yardstick of the budget above
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve('out');
export const BUDGET_BYTES = 150_000; // 150 KB gzipped, per marketing page
export const MARKETING_ROUTES = ['/', '/features', '/schools', '/about', '/simulation', '/404'];
/** Every page's HTML, gzipped: its inline CSS and React payload included (the page paints from it alone). */
export const HTML_BUDGET_BYTES = 20_000;
/** Marketing and teacher pages: JavaScript loaded without a click, at most this much above the empty Next.js page. */
export const JS_OVER_EMPTY_BYTES = 8_000;
export const isLightPage = (route) =>
  MARKETING_ROUTES.includes(route) || route === '/privacy' || route === '/teacher' || route.startsWith('/teacher/');

function htmlFiles(dir, base = '') {
  const files = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === '_next') continue;
    const rel = path.join(base, e.name);
    if (e.isDirectory()) files.push(...htmlFiles(path.join(dir, e.name), rel));
    else if (e.name.endsWith('.html')) files.push(rel);
  }
  return files;
}

const gzCache = new Map();
function gzipSize(src, root = OUT) {
  const file = path.join(root, src.split('?')[0]);
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzCache.get(file);
}

export function measure(root = OUT) {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`No ${path.relative('.', root) || root}/index.html — run "npm run build" first.`);
  const rows = [];
  for (const rel of htmlFiles(root)) {
    if (rel.startsWith('_not-found')) continue;
    const html = fs.readFileSync(path.join(root, rel), 'utf8');
    const srcs = new Set();
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
      const attrs = m[1];
      if (/\bnomodule\b/i.test(attrs)) continue;
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (src && src.startsWith('/')) srcs.add(src);
    }
    const route = '/' + rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    const bytes = [...srcs].reduce((sum, s) => sum + gzipSize(s, root), 0);
    const htmlBytes = zlib.gzipSync(html, { level: 9 }).length;
    rows.push({ route: route === '/' ? '/' : route.replace(/\/$/, ''), scripts: srcs.size, bytes, html: htmlBytes });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * What is over budget, one message per problem (empty when none). `rows` from measure() (with `live` after
 * measureLive()); `emptyJs`: the empty Next.js page's JavaScript measured the same way, or null without --live.
 */
export function budgetProblems(rows, emptyJs = null) {
  const problems = [];
  const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
  for (const m of MARKETING_ROUTES.filter((r) => !rows.some((row) => row.route === r))) problems.push(`${m} is missing from out/`);
  for (const r of rows) {
    if (r.html > HTML_BUDGET_BYTES) problems.push(`${r.route}: its HTML is ${kB(r.html)} gzipped, over the ${kB(HTML_BUDGET_BYTES)} budget`);
    if (MARKETING_ROUTES.includes(r.route) && r.bytes > BUDGET_BYTES)
      problems.push(`${r.route} loads ${kB(r.bytes)} gzipped JS, over the ${kB(BUDGET_BYTES)} budget`);
    if (emptyJs != null && r.live != null && isLightPage(r.route) && r.live > emptyJs + JS_OVER_EMPTY_BYTES)
      problems.push(`${r.route} loads ${kB(r.live)} gzipped JS once idle, ${kB(r.live - emptyJs)} above the empty Next.js page (budget ${kB(JS_OVER_EMPTY_BYTES)})`);
  }
  return problems;
}

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function measureLive(rows, root = OUT) {
  const { chromium } = await import('@playwright/test');
  const { systemChromium, CHROMIUM_ARGS } = await import('./browser.mjs');
  const { spawn } = await import('node:child_process');
  // A free port unless SIZE_PORT names one (several checkouts may measure at once on one machine).
  const port = Number(process.env.SIZE_PORT) || (await freePort());
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', root], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
  try {
    for (const row of rows) {
      const page = await browser.newPage({ serviceWorkers: 'block' }); // the offline worker's own fetches are not the page's JavaScript
      const srcs = new Set();
      page.on('response', (res) => {
        const u = new URL(res.url());
        // Every script of the site's own, the offline registration (/sw-client.js) included; not the worker itself.
        if (u.origin === `http://127.0.0.1:${port}` && u.pathname.endsWith('.js') && u.pathname !== '/sw.js') srcs.add(u.pathname);
      });
      await page.goto(`http://127.0.0.1:${port}${row.route === '/404' ? '/404' : row.route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      row.live = [...srcs].reduce((sum, s) => sum + gzipSize(s, root), 0);
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const rows = measure();
  const live = process.argv.includes('--live');
  let emptyJs = null;
  if (live) {
    await measureLive(rows);
    const { buildEmptyNextPage } = await import('./empty-next.mjs');
    const empty = buildEmptyNextPage({ quiet: true });
    try {
      const [blank] = measure(empty.out).filter((r) => r.route === '/');
      await measureLive([blank], empty.out);
      emptyJs = blank.live;
    } finally {
      fs.rmSync(empty.dir, { recursive: true, force: true });
    }
  }
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  const kb = (b) => `${(b / 1000).toFixed(1).padStart(8)} kB`;
  console.log(`${'route'.padEnd(w)}  HTML (gzip)  scripts  first-load JS (gzip)${live ? '  all JS fetched once idle (islands, prefetch)' : ''}`);
  for (const r of rows)
    console.log(`${r.route.padEnd(w)}  ${kb(r.html).padStart(11)}  ${String(r.scripts).padStart(7)}  ${kb(r.bytes).padStart(20)}${live ? `  ${kb(r.live).padStart(44)}` : ''}`);
  if (live) console.log(`${'empty Next.js page'.padEnd(w)}  ${''.padStart(11)}  ${''.padStart(7)}  ${''.padStart(20)}  ${kb(emptyJs).padStart(44)}`);
  if (process.argv.includes('--check')) {
    const problems = budgetProblems(rows, emptyJs);
    if (problems.length) {
      for (const p of problems) console.error(`size: ${p}`);
      process.exit(1);
    }
    console.log(
      `size: every page's HTML is within ${HTML_BUDGET_BYTES / 1000} kB gzipped, every marketing page's JS within ${BUDGET_BYTES / 1000} kB` +
        (live ? `, and every marketing and teacher page within ${JS_OVER_EMPTY_BYTES / 1000} kB of the empty page's JS` : ''),
    );
  }
}
