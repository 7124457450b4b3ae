#!/usr/bin/env node
// Post-build step (the last one): writes out/sw.js, the service worker that keeps, in the browser, the pages a student
// opens (and their game) so that they open and play with the network off, and the whole site once a teacher switches
// that on for their own device (README, "Offline").
//
// sw.js is scripts/sw-worker.mjs's `offlineWorker` called with a manifest this step reads from out/:
// - files: every file the worker may keep — pages (.html), the payloads Next fetches for in-app links (.txt),
//   everything under _next/static, the fonts in public/fonts (the LaunchPad PDF), the site icon, /sw-client.js, /404.html
//   (not the link-preview images, sitemap, robots.txt, host configuration or the report's QR decoder in vendor/).
//   Each has its revision (md5 of the file as served; null for _next/static, whose names are hashed) and size.
//   It runs after postbuild-csp.mjs, which rewrites every page, so a new deployment gives a new sw.js, which the page
//   notices ("New version — reload", public/sw-client.js).
// - shell: kept at install on every device — the not-found page, /sw-client.js and the icon.
// - groups: what a page needs offline, saved when the page is opened. A page's group is the page and the pages of
//   its simulation (`/simulation/summit`, `/roles`, `/dashboard`); for each of them its .html, its .txt payloads and
//   the files its HTML names (scripts, styles, fonts), then, level by level, the files those name (the island a page
//   imports after hydration, then what the island imports: its lazy screens, motion, toasts). A level that would take
//   the group past GROUP_BUDGET (gzip) is left out, and so is every level after it: those files (a library a click
//   loads, like LaunchPad's PDF maker and its font) are kept when a page first loads them online.
//
// Usage: node scripts/postbuild-sw.mjs [--dir out]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { offlineWorker } from './sw-worker.mjs';

export const SW_FILE = 'sw.js';
/** gzip bytes a page's saved group may take (a first visit must stay within 600 kB, its own page load included). */
export const GROUP_BUDGET = 500_000;

/** Files (relative to out/) the worker may keep, and those it never does. */
const KEEP_RE = /^(.*\.html|.*\.txt|_next\/static\/.+|fonts\/[^/]+\.(ttf|otf|woff2?)|sw-client\.js|(icon|apple-icon|favicon)[\w.-]*\.(svg|png|ico)|[\w.-]+\.webmanifest)$/;
const SKIP_RE = /(^|\/)\.|\.map$|^_not-found(\.|\/)|^robots\.txt$|^fonts\/.*\.txt$|^sw\.js$|^og\//;
const SHELL_RE = /^(404\.html|sw-client\.js|(icon|apple-icon|favicon)[\w.-]*\.(svg|png|ico))$/;
/** Names of _next/static files (and public files) inside a page, script or stylesheet. */
const STATIC_REF_RE = /(?:\/_next\/)?static\/(?:chunks|media|css)\/[A-Za-z0-9_.~-]+/g;

function walk(dir, base = '') {
  const out = [];
  for (const e of fs.readdirSync(path.join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(dir, rel));
    else if (e.isFile()) out.push(rel); // never a symlink out of out/
  }
  return out;
}

/** `index.html` → `/`, `simulation/summit/roles.html` → `/simulation/summit/roles`. */
export const routeOf = (html) => {
  const r = `/${html.replace(/\.html$/, '')}`.replace(/\/index$/, '/');
  return r.length > 1 ? r.replace(/\/$/, '') : r;
};

/** The group a page is saved with: a simulation's pages go together (`/simulation/<game>/…`), any other page alone. */
export function groupOf(route, routes) {
  const m = /^\/simulation\/[^/]+/.exec(route);
  return m && routes.has(m[0]) ? m[0] : route;
}

/** The offline manifest of an exported site in `dir` (see the header). */
export function offlineManifest(dir, { budget = GROUP_BUDGET } = {}) {
  const rels = walk(dir)
    .filter((f) => KEEP_RE.test(f) && !SKIP_RE.test(f))
    .sort();
  const index = new Map(rels.map((f, i) => [f, i]));
  const text = new Map();
  const read = (f) => {
    if (!text.has(f)) text.set(f, fs.readFileSync(path.join(dir, f)));
    return text.get(f);
  };
  const gz = new Map();
  const gzipSize = (f) => {
    if (!gz.has(f)) gz.set(f, zlib.gzipSync(read(f), { level: 9 }).length);
    return gz.get(f);
  };
  const files = rels.map((f) => [
    `/${f}`,
    f.startsWith('_next/static/') ? null : crypto.createHash('md5').update(read(f)).digest('hex'),
    read(f).length,
  ]);
  const publicFiles = rels.filter((f) => !f.startsWith('_next/') && !/\.(html|txt)$/.test(f));
  /** The files a page, script or stylesheet names. */
  const refs = (f) => {
    if (!/\.(html|js|css|txt)$/.test(f)) return [];
    const t = read(f).toString('utf8');
    const found = new Set();
    for (const m of t.matchAll(STATIC_REF_RE)) found.add(`_next/${m[0].replace(/^\/_next\//, '')}`);
    for (const p of publicFiles) if (t.includes(`"/${p}"`) || t.includes(`'/${p}'`)) found.add(p);
    return [...found].filter((x) => index.has(x));
  };

  const pages = rels.filter((f) => f.endsWith('.html') && f !== '404.html');
  const routes = new Set(pages.map(routeOf));
  const members = new Map();
  for (const html of pages) {
    const g = groupOf(routeOf(html), routes);
    if (!members.has(g)) members.set(g, []);
    members.get(g).push(html);
  }
  const groups = {};
  const pageGroup = {};
  for (const [g, htmls] of [...members].sort(([a], [b]) => a.localeCompare(b))) {
    const set = new Set();
    for (const html of htmls) {
      pageGroup[routeOf(html)] = g;
      const base = html.replace(/\.html$/, '');
      set.add(html);
      // Its payloads: `about.txt` and `about/__next.*.txt` (`index.txt` and `__next.*.txt` for `/`).
      const dirPrefix = base === 'index' ? '' : `${base}/`;
      for (const f of rels) {
        if (f === `${base}.txt` || (f.startsWith(dirPrefix) && f.endsWith('.txt') && !f.slice(dirPrefix.length).includes('/') && f.slice(dirPrefix.length).startsWith('__next'))) set.add(f);
      }
    }
    let bytes = [...set].reduce((s, f) => s + gzipSize(f), 0);
    let level = [...set].flatMap(refs).filter((f) => !set.has(f));
    while (level.length) {
      const fresh = [...new Set(level)].filter((f) => !set.has(f));
      const add = fresh.reduce((s, f) => s + gzipSize(f), 0);
      if (bytes + add > budget) break;
      for (const f of fresh) set.add(f);
      bytes += add;
      level = fresh.flatMap(refs).filter((f) => !set.has(f));
    }
    groups[g] = [...set].map((f) => index.get(f)).sort((a, b) => a - b);
  }
  const shell = rels.filter((f) => SHELL_RE.test(f)).map((f) => index.get(f));
  const version = crypto.createHash('md5').update(JSON.stringify([files, groups, shell])).digest('hex').slice(0, 12);
  return { version, files, shell, pages: pageGroup, groups };
}

/** The gzip bytes of each group (for reports and tests). */
export function groupBytes(dir, manifest) {
  return Object.fromEntries(
    Object.entries(manifest.groups).map(([g, ids]) => [g, ids.reduce((s, i) => s + zlib.gzipSync(fs.readFileSync(path.join(dir, manifest.files[i][0])), { level: 9 }).length, 0)]),
  );
}

/** The text of sw.js for a manifest. */
export function workerSource(manifest) {
  return (
    '// The service worker: scripts/postbuild-sw.mjs writes it from scripts/sw-worker.mjs (README, "Offline").\n' +
    `(${offlineWorker.toString()})(self, ${JSON.stringify(manifest)});\n`
  );
}

/** Writes `dir`/sw.js; returns { count, size, groups } of the manifest. Throws a clear error when `dir` is no export. */
export async function buildServiceWorker(dir = 'out') {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no exported site in ${path.resolve(dir)} (no index.html): run "next build" first; this step runs after it.`);
  }
  const manifest = offlineManifest(dir);
  fs.writeFileSync(path.join(dir, SW_FILE), workerSource(manifest));
  return { count: manifest.files.length, size: manifest.files.reduce((s, f) => s + f[2], 0), manifest };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const dir = i >= 0 ? process.argv[i + 1] : 'out';
  try {
    const { count, size, manifest } = await buildServiceWorker(dir);
    const kb = groupBytes(dir, manifest);
    const biggest = Object.entries(kb).sort((a, b) => b[1] - a[1])[0];
    console.log(
      `Service worker written to ${dir}/${SW_FILE}: ${Object.keys(manifest.groups).length} page groups saved on a visit ` +
        `(largest ${biggest[0]}, ${(biggest[1] / 1000).toFixed(0)} kB gzip); the whole site is ${count} files (${(size / 1e6).toFixed(1)} MB).`,
    );
  } catch (e) {
    console.error(`postbuild-sw: ${e.message}`);
    process.exit(1);
  }
}
