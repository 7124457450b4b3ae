#!/usr/bin/env node
// Per exported route: the gzipped bytes of JavaScript the browser loads on first visit,
// read from out/*.html (every <script src> except legacy noModule polyfills; code that a page
// loads later with import() is not counted, which is the point of loading it later).
// Usage: node scripts/size.mjs [--check]   (--check fails when a marketing page is over budget)
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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const rows = measure();
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`${'route'.padEnd(w)}  scripts  gzipped JS`);
  for (const r of rows) console.log(`${r.route.padEnd(w)}  ${String(r.scripts).padStart(7)}  ${(r.bytes / 1000).toFixed(1).padStart(8)} kB`);
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
