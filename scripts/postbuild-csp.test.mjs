// node --test scripts/postbuild-csp.test.mjs — the per-page Content-Security-Policy and the site-wide headers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import crypto from 'node:crypto';
import { applyCsp, CAMERA_PAGES, CAMERA_PERMISSIONS, endpointOrigin, headersFor, injectCsp, inlineScriptHashes, pagePolicy, SITE_HEADERS, STATIC_CACHE_CONTROL } from './postbuild-csp.mjs';
import { createStaticServer } from './serve.mjs';
import { fingerprint } from './build-stamp.mjs';

const sha = (s) => `'sha256-${crypto.createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/>' +
  '<script src="/_next/static/chunks/x.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></head><body><p>é</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"caf\u00e9 \\u003c/script"])</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

test('hashes each executable inline script once, and skips external scripts and data blocks', () => {
  assert.deepEqual(inlineScriptHashes(PAGE), [
    sha('(self.__next_f=self.__next_f||[]).push([0])'),
    sha('self.__next_f.push([1,"caf\u00e9 \\u003c/script"])'),
  ]);
  assert.deepEqual(inlineScriptHashes('<script type="module">a()</script><script type="text/template">b</script>'), [sha('a()')]);
  // The HTML parser turns CR LF into LF before the browser hashes the text.
  assert.deepEqual(inlineScriptHashes('<script>a()\r\nb()</script>'), [sha('a()\nb()')]);
});

test('the policy allows the page its own scripts only, the feedback origin, and nothing inline to run', () => {
  const p = pagePolicy([sha('x')], 'http://127.0.0.1:4599');
  const d = Object.fromEntries(p.split('; ').map((s) => [s.split(' ')[0], s.split(' ').slice(1)]));
  assert.deepEqual(d['default-src'], ["'self'"]);
  assert.deepEqual(d['script-src'], ["'self'", sha('x')]);
  assert.deepEqual(d['connect-src'], ["'self'", 'http://127.0.0.1:4599']);
  assert.deepEqual(d['form-action'], ["'self'", 'http://127.0.0.1:4599']);
  assert.deepEqual(d['object-src'], ["'none'"]);
  assert.deepEqual(d['base-uri'], ["'self'"]);
  assert.deepEqual(d['img-src'], ["'self'", 'data:', 'blob:']);
  assert.ok(!p.includes('unsafe-eval'));
  assert.deepEqual(pagePolicy([], null).match(/connect-src [^;]*/)[0], "connect-src 'self'");
  assert.equal(endpointOrigin('https://forms.example.org/f/abc?x=1'), 'https://forms.example.org');
  assert.equal(endpointOrigin('/feedback'), null);
  assert.equal(endpointOrigin('javascript:alert(1)'), null);
  assert.equal(endpointOrigin(undefined), null);
});

test('the meta tag comes right after <meta charset>, before anything that loads or runs, and only once', () => {
  const out = injectCsp(PAGE, 'https://forms.example.org');
  const meta = out.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g);
  assert.equal(meta.length, 1);
  assert.ok(out.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"'));
  assert.ok(out.indexOf('http-equiv') < out.indexOf('<link') && out.indexOf('http-equiv') < out.indexOf('<script'));
  for (const h of inlineScriptHashes(PAGE)) assert.ok(meta[0].includes(h));
  assert.equal(injectCsp(out, 'https://forms.example.org'), out, 'running the step twice changes nothing');
  // A page without <meta charset>: the tag is the first thing in <head>.
  assert.match(injectCsp('<html><head><title>t</title></head></html>', null), /^<html><head><meta http-equiv="Content-Security-Policy"/);
  assert.throws(() => injectCsp('<p>no head</p>', null), /no <head>/);
});

test('applyCsp rewrites every page under out/, nested ones too, and leaves other files alone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-test-'));
  try {
    fs.mkdirSync(path.join(dir, 'simulations'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
    fs.writeFileSync(path.join(dir, 'simulations', 'bullwhip.html'), '<html><head></head><body><script>go()</script></body></html>');
    fs.writeFileSync(path.join(dir, 'index.txt'), '<head></head>');
    assert.equal(applyCsp(dir, { NEXT_PUBLIC_FEEDBACK_ENDPOINT: 'http://127.0.0.1:4613/feedback' }), 2);
    const nested = fs.readFileSync(path.join(dir, 'simulations', 'bullwhip.html'), 'utf8');
    assert.ok(nested.includes(`script-src 'self' ${sha('go()')}`));
    assert.ok(nested.includes("connect-src 'self' http://127.0.0.1:4613"));
    assert.ok(fs.readFileSync(path.join(dir, 'index.html'), 'utf8').includes('http-equiv="Content-Security-Policy"'));
    assert.equal(fs.readFileSync(path.join(dir, 'index.txt'), 'utf8'), '<head></head>');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function get(port, p) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    }).on('error', reject);
  });
}

test('the local server sends the site-wide headers on pages, assets and errors, and caches /_next/static/ for long', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-serve-'));
  fs.mkdirSync(path.join(dir, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>nf</h1>');
  fs.writeFileSync(path.join(dir, '_next', 'static', 'a.js'), '1');
  const server = createStaticServer({ root: dir });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address();
    for (const p of ['/', '/_next/static/a.js', '/missing']) {
      const res = await get(port, p);
      for (const [k, v] of Object.entries(SITE_HEADERS)) assert.equal(res.headers[k.toLowerCase()], v, `${k} on ${p}`);
    }
    assert.equal((await get(port, '/_next/static/a.js')).headers['cache-control'], STATIC_CACHE_CONTROL);
    assert.equal((await get(port, '/')).headers['cache-control'], 'no-cache');
  } finally {
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('public/_headers and vercel.json send the same site-wide headers as the local server', () => {
  const netlify = fs.readFileSync('public/_headers', 'utf8');
  for (const [k, v] of Object.entries(SITE_HEADERS)) assert.ok(netlify.includes(`  ${k}: ${v}\n`), `_headers: ${k}`);
  assert.match(netlify, new RegExp(`/_next/static/\\*\\n  Cache-Control: ${STATIC_CACHE_CONTROL}`));
  const vercel = JSON.parse(fs.readFileSync('vercel.json', 'utf8'));
  const all = Object.fromEntries(vercel.headers.find((h) => h.source === '/(.*)').headers.map((h) => [h.key, h.value]));
  assert.deepEqual(all, SITE_HEADERS);
  const stat = vercel.headers.find((h) => h.source === '/_next/static/(.*)').headers;
  assert.deepEqual(stat, [{ key: 'Cache-Control', value: STATIC_CACHE_CONTROL }]);
});

test('the class report alone may use the camera, everywhere the site is served from, and runs WebAssembly', () => {
  assert.deepEqual(CAMERA_PAGES, ['teacher/report.html']);
  const netlify = fs.readFileSync('public/_headers', 'utf8');
  for (const p of ['/teacher/report', '/teacher/report.html']) assert.ok(netlify.includes(`${p}\n  Permissions-Policy: ${CAMERA_PERMISSIONS}\n`), p);
  assert.equal(netlify.match(/^  Permissions-Policy: camera=\(self\)/gm).length, 2, 'no other rule allows the camera');
  const vercel = JSON.parse(fs.readFileSync('vercel.json', 'utf8'));
  const rules = vercel.headers.filter((h) => h.headers.some((x) => x.key === 'Permissions-Policy' && x.value.includes('camera=(self)')));
  assert.deepEqual(rules.map((r) => r.source), ['/teacher/report(.html)?']);
  assert.ok(vercel.headers.indexOf(rules[0]) > vercel.headers.findIndex((h) => h.source === '/(.*)'), 'after the site-wide rule, so it wins');
  assert.match(fs.readFileSync('README.md', 'utf8'), /location ~ \^\/teacher\/report[\s\S]*?camera=\(self\)/);
  assert.equal(headersFor('teacher/report.html')['Permissions-Policy'], CAMERA_PERMISSIONS);
  assert.equal(headersFor('teacher.html')['Permissions-Policy'], SITE_HEADERS['Permissions-Policy']);
  assert.match(pagePolicy([], null, { wasm: true }), /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(pagePolicy([], null), /wasm/);
});

test('every build path runs the CSP step: npm run build and build-if-stale', async () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  // npm run build is scripts/build.mjs: buildIfStale forced, so it runs POSTBUILD_STEPS like every other build path.
  assert.equal(pkg.scripts.build, 'node scripts/build.mjs');
  assert.match(fs.readFileSync('scripts/build.mjs', 'utf8'), /^buildIfStale\(process\.env, \{ force: true \}\);$/m);
  const { POSTBUILD_STEPS } = await import('./build-if-stale.mjs');
  assert.ok(POSTBUILD_STEPS.some(([cmd, args]) => cmd === 'node' && args.includes('scripts/postbuild-csp.mjs')));
});

test('the staleness fingerprint changes when a file in scripts/ changes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-test-'));
  const cwd = process.cwd();
  try {
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.writeFileSync(path.join(dir, 'scripts', 'postbuild-x.mjs'), 'a');
    process.chdir(dir);
    const before = fingerprint({});
    fs.writeFileSync(path.join(dir, 'scripts', 'postbuild-x.mjs'), 'ab');
    assert.notEqual(fingerprint({}), before);
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
