#!/usr/bin/env node
// Post-build step (the last one): writes out/sw.js, a service worker that precaches the exported site so that every
// simulation opens and plays with the network off after one visit (issue 14 item 9).
//
// Workbox's build API (workbox-build's generateSW) writes the worker and its precache manifest over out/: the Next
// plugins of Workbox and Serwist need webpack, and this build uses Turbopack. It runs after postbuild-csp.mjs, which
// rewrites every page: each page's revision is the hash of the page as it is served, so a new deployment gives a
// new sw.js, which the page notices ("New version — reload", components/site/ServiceWorkerUpdate.tsx).
//
// What is precached: every page (.html), the React Server Component payloads Next fetches for in-app navigation
// (.txt), everything under _next/static (scripts, styles, fonts, images), the fonts in public/fonts (the LaunchPad
// PDF), the site icon and public/sw-client.js. Not the link-preview images, the sitemap, robots.txt or host
// configuration files.
// Matching ignores the query string (a class link `/simulation/game-theory?class=x&seed=y` is the same page) and
// tries `.html` (clean URLs: `/about` is `about.html`) and `index.html` (`/`).
//
// Usage: node scripts/postbuild-sw.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SW_FILE = 'sw.js';

/** Files (relative to out/) that the worker precaches, as glob patterns, and those it leaves out. */
export const PRECACHE_PATTERNS = [
  '**/*.html',
  '**/*.txt',
  '_next/static/**/*',
  'fonts/*.{ttf,otf,woff,woff2}',
  // The page's side of the worker (public/sw-client.js): the "New version" notice works offline too.
  'sw-client.js',
];
/** Top-level files that are precached when the export has them: the site icons and a web app manifest. */
const ROOT_FILE_RE = /^((icon|apple-icon|favicon)[\w.-]*\.(svg|png|ico)|[\w.-]+\.webmanifest)$/;
export const PRECACHE_IGNORES = [
  SW_FILE,
  'workbox-*.js',
  '**/*.map',
  // Next's internal copy of the 404 page (404.html is the one hosts serve).
  '_not-found.*',
  '_not-found/**',
  'robots.txt',
  'fonts/*.txt',
  '**/.*',
];

/**
 * Next's router checks a page with a HEAD request before it prefetches the page's payload. The precache answers GET
 * only, so offline that check would fail (and in-app links would fall back to full page loads): HEAD goes to the
 * network, or else is answered from the precached file, without a body. Copied into sw.js as source: it may use
 * only the worker's globals.
 */
export async function headFromPrecache({ request, url }) {
  try {
    return await fetch(request);
  } catch (error) {
    const p = url.pathname;
    for (const candidate of p.endsWith('/') ? [`${p}index.html`] : [p, `${p}.html`]) {
      const hit = await caches.match(candidate, { ignoreSearch: true });
      if (hit) return new Response(null, { status: hit.status, headers: hit.headers });
    }
    throw error;
  }
}

/**
 * A page address the precache does not know (a mistyped link, a page of a newer version): from the network, or,
 * offline, the site's own not-found page (precached 404.html) with status 404 instead of the browser's error page.
 * Copied into sw.js as source: it may use only the worker's globals.
 */
export async function notFoundOffline({ request }) {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await caches.match('/404.html', { ignoreSearch: true });
    if (!page) throw error;
    return new Response(await page.blob(), { status: 404, statusText: 'Not Found', headers: page.headers });
  }
}

/** The generateSW options for an exported site in `dir` (which must exist). */
export function swOptions(dir) {
  const rootFiles = fs.readdirSync(dir).filter((f) => ROOT_FILE_RE.test(f));
  return {
    globDirectory: dir,
    globPatterns: [...PRECACHE_PATTERNS, ...rootFiles],
    globIgnores: PRECACHE_IGNORES,
    globFollow: false, // never follow a symlink out of out/
    swDest: path.join(dir, SW_FILE),
    // One file, no importScripts: the worker runs under the same-origin rules as everything else.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // Class links carry ?class=…&seed=…, and Next adds ?_rsc=… to its payload requests: the file is the same.
    ignoreURLParametersMatching: [/.*/],
    // `/` is index.html; `/about` is about.html (Workbox's precache route tries `.html` by default: cleanURLs).
    directoryIndex: 'index.html',
    // Hashed file names need no revision of their own.
    dontCacheBustURLsMatching: /^_next\/static\//,
    // A new version waits until the student clicks Reload (the page posts SKIP_WAITING), so a game in progress is
    // never switched to other code mid-round; once active it controls the open pages at once.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    cacheId: 'venturequest',
    runtimeCaching: [
      { urlPattern: ({ sameOrigin }) => sameOrigin, method: 'HEAD', handler: headFromPrecache },
      // Runtime routes are asked only for what the precache did not answer: an unknown page.
      { urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', handler: notFoundOffline },
    ],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  };
}

/** Writes `dir`/sw.js; returns { count, size } of the precache. Throws a clear error when `dir` is no export. */
export async function buildServiceWorker(dir = 'out') {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`no exported site in ${path.resolve(dir)} (no index.html): run "next build" first; this step runs after it.`);
  }
  const { generateSW } = await import('workbox-build');
  const { count, size, warnings } = await generateSW(swOptions(dir));
  for (const w of warnings) console.warn(`postbuild-sw: ${w}`);
  return { count, size };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const dir = i >= 0 ? process.argv[i + 1] : 'out';
  try {
    const { count, size } = await buildServiceWorker(dir);
    console.log(`Service worker written to ${dir}/${SW_FILE}: ${count} files precached (${(size / 1e6).toFixed(1)} MB).`);
  } catch (e) {
    console.error(`postbuild-sw: ${e.message}`);
    process.exit(1);
  }
}
