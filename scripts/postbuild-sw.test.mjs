// node --test scripts/postbuild-sw.test.mjs — the service worker's manifest written over a small fake export (what
// the worker does with it: scripts/sw-worker.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import vm from 'node:vm';
import { buildServiceWorker, offlineManifest, groupOf, routeOf, GROUP_BUDGET } from './postbuild-sw.mjs';

const big = (n) => `/*${'x'.repeat(n)}*/`;
const FILES = {
  'index.html': '<h1>home</h1><script src="/_next/static/chunks/main-1a2b.js"></script>',
  'index.txt': 'rsc',
  '__next._tree.txt': 'tree',
  'about.html': '<h1>about</h1><script src="/_next/static/chunks/main-1a2b.js"></script>',
  'about.txt': 'rsc',
  'about/__next._tree.txt': 'tree',
  '404.html': '<h1>not found</h1>',
  // A game: the page names its script and stylesheet; the script imports the island, the island a library on a click
  // (a big one, with a font), the library its own optional part.
  'simulation/summit.html': '<link rel="stylesheet" href="/_next/static/chunks/app-1a2b.css"><script src="/_next/static/chunks/main-1a2b.js"></script><script src="/_next/static/chunks/summit-page.js"></script>',
  'simulation/summit/__next._full.txt': 'rsc',
  'simulation/summit/roles.html': '<script src="/_next/static/chunks/main-1a2b.js"></script><script src="/_next/static/chunks/summit-page.js"></script>',
  'simulation/summit/roles.txt': 'rsc',
  '_next/static/chunks/main-1a2b.js': 'console.log(1)',
  '_next/static/chunks/summit-page.js': 'load("static/chunks/summit-island.js")',
  '_next/static/chunks/summit-island.js': 'load("static/chunks/pdf-library.js")',
  '_next/static/chunks/pdf-library.js': `fetch("/fonts/DejaVuSans-LaunchPad.ttf");load("static/chunks/optional.js")${big(2000)}`,
  '_next/static/chunks/optional.js': 'optional',
  '_next/static/chunks/app-1a2b.css': '@font-face{src:url(/_next/static/media/font.woff2)}',
  '_next/static/media/font.woff2': 'woff2',
  'fonts/DejaVuSans-LaunchPad.ttf': 'ttf',
  'fonts/DejaVuSans-LICENSE.txt': 'licence',
  'fonts/README.md': 'readme',
  'icon.svg': '<svg/>',
  'sw-client.js': 'export {}',
  // Never kept: link previews, crawler files, host configuration, Next's internal 404 copy, the stamp, the decoder.
  'og/about.png': 'png',
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  '_headers': '/*',
  '_not-found.html': 'nf',
  '_not-found/__next._tree.txt': 'nf',
  '.build-stamp.json': '{}',
  '_next/static/chunks/main-1a2b.js.map': '{}',
  'vendor/zxing_reader.wasm': 'wasm',
};

function fakeOut() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-test-'));
  for (const [f, body] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), body);
  }
  return dir;
}

const withOut = async (fn) => {
  const dir = fakeOut();
  try {
    await fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** The manifest inside a generated sw.js, read by running it with a stub worker function's `self`. */
function manifestOf(sw) {
  let found = null;
  const source = sw.replace(/^\(function offlineWorker\(self, M\) \{[^]*\}\)\(self, /m, '(capture)(self, ');
  vm.runInNewContext(source, { self: {}, capture: (_self, m) => (found = JSON.stringify(m)) });
  return JSON.parse(found);
}
const paths = (m, ids) => ids.map((i) => m.files[i][0]).sort();

test('the worker may keep the pages, their payloads, _next/static, the fonts, the icon and its client — nothing else', async () => {
  await withOut(async (dir) => {
    const { count } = await buildServiceWorker(dir);
    const m = manifestOf(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'));
    assert.deepEqual(m.files.map((f) => f[0]).sort(), [
      '/404.html',
      '/__next._tree.txt',
      '/_next/static/chunks/app-1a2b.css',
      '/_next/static/chunks/main-1a2b.js',
      '/_next/static/chunks/optional.js',
      '/_next/static/chunks/pdf-library.js',
      '/_next/static/chunks/summit-island.js',
      '/_next/static/chunks/summit-page.js',
      '/_next/static/media/font.woff2',
      '/about.html',
      '/about.txt',
      '/about/__next._tree.txt',
      '/fonts/DejaVuSans-LaunchPad.ttf',
      '/icon.svg',
      '/index.html',
      '/index.txt',
      '/simulation/summit.html',
      '/simulation/summit/__next._full.txt',
      '/simulation/summit/roles.html',
      '/simulation/summit/roles.txt',
      '/sw-client.js',
    ]);
    assert.equal(count, 21);
    // Hashed names carry no revision; the others do, so a new deployment gives a different sw.js. Sizes for progress.
    const byPath = Object.fromEntries(m.files.map((f) => [f[0], f]));
    assert.equal(byPath['/_next/static/chunks/main-1a2b.js'][1], null);
    assert.match(byPath['/about.html'][1], /^[0-9a-f]{32}$/);
    assert.equal(byPath['/icon.svg'][2], 6);
    assert.deepEqual(paths(m, m.shell), ['/404.html', '/icon.svg', '/sw-client.js']);
  });
});

test('a page is saved with its game: the pages, their payloads, what the HTML names and, level by level, what that imports', async () => {
  await withOut(async (dir) => {
    const m = offlineManifest(dir);
    assert.deepEqual(m.pages, { '/': '/', '/about': '/about', '/simulation/summit': '/simulation/summit', '/simulation/summit/roles': '/simulation/summit' });
    assert.deepEqual(paths(m, m.groups['/simulation/summit']), [
      '/_next/static/chunks/app-1a2b.css',
      '/_next/static/chunks/main-1a2b.js',
      '/_next/static/chunks/optional.js',
      '/_next/static/chunks/pdf-library.js',
      '/_next/static/chunks/summit-island.js',
      '/_next/static/chunks/summit-page.js',
      '/_next/static/media/font.woff2',
      '/fonts/DejaVuSans-LaunchPad.ttf',
      '/simulation/summit.html',
      '/simulation/summit/__next._full.txt',
      '/simulation/summit/roles.html',
      '/simulation/summit/roles.txt',
    ]);
    // `/` has its own payloads only, not another page's.
    assert.deepEqual(paths(m, m.groups['/']), ['/__next._tree.txt', '/_next/static/chunks/main-1a2b.js', '/index.html', '/index.txt']);
    assert.equal(groupOf('/simulation/summit/roles', new Set(['/simulation/summit'])), '/simulation/summit');
    assert.equal(groupOf('/teacher/guides/summit', new Set(['/teacher/guides'])), '/teacher/guides/summit');
    assert.equal(routeOf('index.html'), '/');
    assert.equal(routeOf('simulation/summit/roles.html'), '/simulation/summit/roles');
  });
});

test('a level of imports that would take a group past its budget is left out, with every level after it', async () => {
  await withOut(async (dir) => {
    const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dir, f)), { level: 9 }).length;
    const upToIsland = ['simulation/summit.html', 'simulation/summit/__next._full.txt', 'simulation/summit/roles.html', 'simulation/summit/roles.txt',
      '_next/static/chunks/app-1a2b.css', '_next/static/chunks/main-1a2b.js', '_next/static/chunks/summit-page.js', '_next/static/media/font.woff2',
      '_next/static/chunks/summit-island.js'].reduce((s, f) => s + gz(f), 0);
    const m = offlineManifest(dir, { budget: upToIsland + 100 });
    const kept = paths(m, m.groups['/simulation/summit']);
    assert.ok(kept.includes('/_next/static/chunks/summit-island.js'));
    for (const f of ['/_next/static/chunks/pdf-library.js', '/fonts/DejaVuSans-LaunchPad.ttf', '/_next/static/chunks/optional.js']) assert.ok(!kept.includes(f), f);
    assert.ok(GROUP_BUDGET <= 500_000, 'a first visit stays within 600 kB');
  });
});

test('a changed page changes its revision and sw.js; an unchanged export gives the same sw.js', async () => {
  await withOut(async (dir) => {
    await buildServiceWorker(dir);
    const first = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    await buildServiceWorker(dir);
    assert.equal(fs.readFileSync(path.join(dir, 'sw.js'), 'utf8'), first, 'the step is repeatable (sw.js is not in its own manifest)');
    fs.writeFileSync(path.join(dir, 'about.html'), '<h1>about, new</h1>');
    await buildServiceWorker(dir);
    const second = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    const rev = (sw, p) => manifestOf(sw).files.find((f) => f[0] === p)[1];
    assert.notEqual(rev(second, '/about.html'), rev(first, '/about.html'));
    assert.equal(rev(second, '/index.html'), rev(first, '/index.html'));
    assert.notEqual(manifestOf(second).version, manifestOf(first).version);
    // The worker waits for the page's Reload (SKIP_WAITING) and never skips waiting on its own.
    assert.match(second, /data\.type === 'SKIP_WAITING'/);
    assert.doesNotMatch(second.replace(/data\.type === 'SKIP_WAITING'[^]*?self\.skipWaiting\(\);/, ''), /skipWaiting\(\)/);
  });
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
