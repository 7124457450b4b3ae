#!/usr/bin/env node
// Per exported route: the gzipped bytes of JavaScript the browser loads on first visit,
// read from out/*.html (every <script src> except legacy noModule polyfills; code that a page
// loads later with import() is not counted, which is the point of loading it later).
// Usage: node scripts/size.mjs [--check] [--live]
//   --check  fails when a marketing page is over budget
//   --live   also opens every route in Chromium and adds what it loads once hydrated and idle
//            (the simulations' client islands), without clicking anything
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve('out');
export const BUDGET_BYTES = 150_000; // 150 KB gzipped, per marketing page
export const MARKETING_ROUTES = ['/', '/features', '/schools', '/about', '/simulation', '/404'];

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
function gzipSize(src) {
  if (!gzCache.has(src)) {
    const file = path.join(OUT, src.split('?')[0]);
    const buf = fs.readFileSync(file);
    gzCache.set(src, zlib.gzipSync(buf, { level: 9 }).length);
  }
  return gzCache.get(src);
}

export function measure() {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error('No out/ — run "npm run build" first.');
  const rows = [];
  for (const rel of htmlFiles(OUT)) {
    if (rel.startsWith('_not-found')) continue;
    const html = fs.readFileSync(path.join(OUT, rel), 'utf8');
    const srcs = new Set();
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
      const attrs = m[1];
      if (/\bnomodule\b/i.test(attrs)) continue;
      const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
      if (src && src.startsWith('/')) srcs.add(src);
    }
    const route = '/' + rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    const bytes = [...srcs].reduce((sum, s) => sum + gzipSize(s), 0);
    rows.push({ route: route === '/' ? '/' : route.replace(/\/$/, ''), scripts: srcs.size, bytes });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
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

async function measureLive(rows) {
  const { chromium } = await import('@playwright/test');
  const { systemChromium, CHROMIUM_ARGS } = await import('./browser.mjs');
  const { spawn } = await import('node:child_process');
  // A free port unless SIZE_PORT names one (several checkouts may measure at once on one machine).
  const port = Number(process.env.SIZE_PORT) || (await freePort());
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
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
      row.live = [...srcs].reduce((sum, s) => sum + gzipSize(s), 0);
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
  if (live) await measureLive(rows);
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  const kb = (b) => `${(b / 1000).toFixed(1).padStart(8)} kB`;
  console.log(`${'route'.padEnd(w)}  scripts  first-load JS (gzip)${live ? '  all JS fetched once idle (islands, prefetch)' : ''}`);
  for (const r of rows) console.log(`${r.route.padEnd(w)}  ${String(r.scripts).padStart(7)}  ${kb(r.bytes).padStart(20)}${live ? `  ${kb(r.live).padStart(44)}` : ''}`);
  if (process.argv.includes('--check')) {
    const over = rows.filter((r) => MARKETING_ROUTES.includes(r.route) && r.bytes > BUDGET_BYTES);
    const missing = MARKETING_ROUTES.filter((m) => !rows.some((r) => r.route === m));
    if (missing.length) {
      console.error(`size: missing marketing pages in out/: ${missing.join(', ')}`);
      process.exit(1);
    }
    if (over.length) {
      for (const r of over) console.error(`size: ${r.route} loads ${(r.bytes / 1000).toFixed(1)} kB gzipped JS, over the ${BUDGET_BYTES / 1000} kB budget`);
      process.exit(1);
    }
    console.log(`size: every marketing page is within ${BUDGET_BYTES / 1000} kB gzipped JS`);
  }
}
