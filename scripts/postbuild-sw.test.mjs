// node --test scripts/postbuild-sw.test.mjs — the service worker written over a small fake export.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServiceWorker, headFromPrecache, notFoundOffline, swOptions } from './postbuild-sw.mjs';

const FILES = {
  'index.html': '<h1>home</h1>',
  'about.html': '<h1>about</h1>',
  'about.txt': 'rsc',
  'about/__next._tree.txt': 'tree',
  '404.html': '<h1>not found</h1>',
  'simulation/game-theory.html': '<h1>game</h1>',
  'simulation/game-theory/__next._full.txt': 'rsc',
  '_next/static/chunks/app-1a2b.js': 'console.log(1)',
  '_next/static/chunks/app-1a2b.css': 'a{}',
  '_next/static/media/font.woff2': 'woff2',
  'fonts/DejaVuSans-LaunchPad.ttf': 'ttf',
  'fonts/DejaVuSans-LICENSE.txt': 'licence',
  'fonts/README.md': 'readme',
  'icon.svg': '<svg/>',
  'sw-client.js': 'export {}',
  // Not for offline play: link previews, crawler files, host configuration, Next's internal 404 copy, the stamp.
  'og/about.png': 'png',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  '_headers': '/*',
  '_not-found.html': 'nf',
  '_not-found/__next._tree.txt': 'nf',
  '.build-stamp.json': '{}',
  '_next/static/chunks/app-1a2b.js.map': '{}',
};

function fakeOut() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-test-'));
  for (const [f, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), body);
  }
  return dir;
}

/** The precache manifest inside a generated sw.js: url -> revision (null for hashed names). */
function manifest(sw) {
  const entries = [...sw.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)];
  return Object.fromEntries(entries.map((m) => [m[1], m[2] === 'null' ? null : m[2].slice(1, -1)]));
}

test('precaches the pages, their payloads, _next/static, the fonts and the icon — nothing else', async () => {
  const dir = fakeOut();
  try {
    const { count } = await buildServiceWorker(dir);
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const m = manifest(sw);
    assert.deepEqual(Object.keys(m).sort(), [
      '404.html',
      '_next/static/chunks/app-1a2b.css',
      '_next/static/chunks/app-1a2b.js',
      '_next/static/media/font.woff2',
      'about.html',
      'about.txt',
      'about/__next._tree.txt',
      'fonts/DejaVuSans-LaunchPad.ttf',
      'icon.svg',
      'index.html',
      'simulation/game-theory.html',
      'simulation/game-theory/__next._full.txt',
      'sw-client.js',
    ]);
    assert.equal(count, 13);
    // Hashed names carry no revision; pages do, so a new deployment gives a different sw.js.
    assert.equal(m['_next/static/chunks/app-1a2b.js'], null);
    assert.match(m['about.html'], /^[0-9a-f]{32}$/);
    assert.ok(!fs.readdirSync(dir).some((f) => f.startsWith('workbox-')), 'the runtime is inlined: one file');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a changed page changes its revision and sw.js; an unchanged export gives the same sw.js', async () => {
  const dir = fakeOut();
  try {
    await buildServiceWorker(dir);
    const first = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    await buildServiceWorker(dir);
    assert.equal(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'), first, 'the step is repeatable (sw.js is not precached itself)');
    fs.writeFileSync(path.join(dir, 'about.html'), '<h1>about, new</h1>');
    await buildServiceWorker(dir);
    const second = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    assert.notEqual(manifest(second)['about.html'], manifest(first)['about.html']);
    assert.equal(manifest(second)['index.html'], manifest(first)['index.html']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('matching ignores every query parameter, serves /about from about.html and / from index.html; updates wait for the student', async () => {
  const dir = fakeOut();
  try {
    const o = swOptions(dir);
    for (const p of ['class', 'seed', '_rsc', 'utm_source']) assert.ok(o.ignoreURLParametersMatching.some((r) => r.test(p)), p);
    assert.equal(o.directoryIndex, 'index.html');
    assert.equal(o.skipWaiting, false);
    await buildServiceWorker(dir);
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    // What the generated worker hands Workbox's precache route (clean URLs, i.e. `.html`, are on by default).
    assert.match(sw, /ignoreURLParametersMatching:\[\/\.\*\/\]/);
    assert.match(sw, /directoryIndex:"index\.html"/);
    assert.match(sw, /cleanURLs:\w+=!0/);
    // Next's HEAD check before a prefetch is answered offline too.
    assert.match(sw, /caches\.match\(\w+,\{ignoreSearch:!0\}\)[^]*,"HEAD"\)/);
    // The page's Reload button posts SKIP_WAITING; the worker must listen for it.
    assert.match(sw, /"SKIP_WAITING"===\w+\.data\.type/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a missing or empty out/ stops with a clear message', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-empty-'));
  try {
    await assert.rejects(buildServiceWorker(path.join(dir, 'out')), /no exported site in .*out \(no index\.html\): run "next build" first/);
    await assert.rejects(buildServiceWorker(dir), /no exported site/);
    assert.ok(!fs.existsSync(path.join(dir, 'sw.js')));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the build runs this step last, after the CSP step that rewrites every page', async () => {
  const { POSTBUILD_STEPS } = await import('./build-if-stale.mjs');
  const scripts = POSTBUILD_STEPS.map(([, args]) => args[0]);
  assert.equal(scripts.at(-1), 'scripts/postbuild-sw.mjs');
  assert.ok(scripts.indexOf('scripts/postbuild-csp.mjs') < scripts.indexOf('scripts/postbuild-sw.mjs'));
});

test('static hosts fetch sw.js and sw-client.js fresh: public/_headers and vercel.json say no-cache', () => {
  const netlify = fs.readFileSync('public/_headers', 'utf8');
  for (const f of ['/sw.js', '/sw-client.js']) assert.match(netlify, new RegExp(`^${f.replace('.', '\\.')}\\n  Cache-Control: no-cache$`, 'm'), f);
  const vercel = JSON.parse(fs.readFileSync('vercel.json', 'utf8'));
  for (const f of ['/sw.js', '/sw-client.js']) {
    assert.deepEqual(vercel.headers.find((h) => h.source === f)?.headers, [{ key: 'Cache-Control', value: 'no-cache' }], f);
  }
});

test('HEAD: the network when it answers, else the precached page without a body, else the network error', async () => {
  const saved = { fetch: globalThis.fetch, caches: globalThis.caches };
  const cached = { '/about.html': new Response('<h1>about</h1>', { status: 200, headers: { 'content-type': 'text/html' } }), '/index.html': new Response('home') };
  const asked = [];
  globalThis.caches = {
    match: async (u, o) => {
      asked.push([u, o]);
      return cached[u];
    },
  };
  try {
    globalThis.fetch = async () => new Response(null, { status: 204 });
    const head = (p) => headFromPrecache({ request: new Request(`http://x${p}`, { method: 'HEAD' }), url: new URL(`http://x${p}`) });
    assert.equal((await head('/about')).status, 204, 'online: the network answers');
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const about = await head('/about?_rsc=1');
    assert.equal(about.status, 200);
    assert.equal(about.headers.get('content-type'), 'text/html');
    assert.equal(await about.text(), '');
    assert.deepEqual(asked.at(-1), ['/about.html', { ignoreSearch: true }]);
    assert.equal((await head('/')).status, 200);
    await assert.rejects(head('/nowhere'), /Failed to fetch/);
  } finally {
    Object.assign(globalThis, saved);
  }
});

test('an unknown page: the network when it answers, else the precached 404.html with status 404, else the network error', async () => {
  const saved = { fetch: globalThis.fetch, caches: globalThis.caches };
  let notFound = new Response('<h1>Page not found</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
  globalThis.caches = { match: async (u, o) => (u === '/404.html' && o?.ignoreSearch ? notFound : undefined) };
  try {
    const nav = (p) => notFoundOffline({ request: new Request(`http://x${p}`) });
    globalThis.fetch = async () => new Response('online', { status: 404 });
    assert.equal(await (await nav('/nowhere')).text(), 'online', 'online: the network answers');
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const page = await nav('/nowhere');
    assert.equal(page.status, 404);
    assert.equal(page.headers.get('content-type'), 'text/html');
    assert.equal(await page.text(), '<h1>Page not found</h1>');
    notFound = undefined;
    await assert.rejects(nav('/nowhere'), /Failed to fetch/);
  } finally {
    Object.assign(globalThis, saved);
  }
});

test('the worker routes navigations the precache does not know to notFoundOffline', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-nav-'));
  const opts = swOptions(dir);
  const nav = opts.runtimeCaching.find((r) => r.handler === notFoundOffline);
  assert.ok(nav);
  assert.equal(nav.urlPattern({ request: { mode: 'navigate' }, sameOrigin: true }), true);
  assert.equal(nav.urlPattern({ request: { mode: 'cors' }, sameOrigin: true }), false);
});
