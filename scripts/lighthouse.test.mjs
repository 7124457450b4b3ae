// node --test scripts/lighthouse.test.mjs — the pieces of `npm run lighthouse` that do not need Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { serve, row, formatTable, commonAncestor } from './lighthouse.mjs';

let tmp, site, bigJs;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-test-'));
  fs.mkdirSync(path.join(tmp, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'index.html'), '<h1>home</h1>'.repeat(100));
  fs.writeFileSync(path.join(tmp, '404.html'), '<h1>not found</h1>');
  fs.writeFileSync(path.join(tmp, 'icon.png'), crypto.randomBytes(2000));
  // Larger than any stream buffer, so a writer that waits for 'drain' would hang here.
  bigJs = crypto.randomBytes(400_000).toString('base64');
  fs.writeFileSync(path.join(tmp, '_next', 'static', 'big.js'), bigJs);
  site = await serve(tmp);
});

after(() => {
  site.server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function get(urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(site.url + urlPath, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.setTimeout(20_000, () => req.destroy(new Error('no answer')));
    req.on('error', reject);
  });
}

test('text is gzipped for a client that accepts it, and unzips to the file', async () => {
  const r = await get('/_next/static/big.js', { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.equal(r.status, 200);
  assert.equal(r.headers['content-encoding'], 'gzip');
  assert.equal(r.headers['content-length'], undefined);
  assert.ok(r.body.length < bigJs.length);
  assert.equal(zlib.gunzipSync(r.body).toString(), bigJs);
  const page = await get('/', { 'Accept-Encoding': 'gzip' });
  assert.equal(page.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(page.body).toString(), fs.readFileSync(path.join(tmp, 'index.html'), 'utf8'));
});

test('without Accept-Encoding, and for images and 404s, the static server answers unchanged', async () => {
  const plain = await get('/_next/static/big.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers['content-length'], String(bigJs.length));
  assert.equal(plain.body.toString(), bigJs);
  const png = await get('/icon.png', { 'Accept-Encoding': 'gzip' });
  assert.equal(png.headers['content-encoding'], undefined);
  assert.deepEqual(png.body, fs.readFileSync(path.join(tmp, 'icon.png')));
  const missing = await get('/nope', { 'Accept-Encoding': 'gzip' });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.toString(), '<h1>not found</h1>');
});

test('a report becomes one table row: scores out of 100, times in ms, CLS to 3 places, stylesheets before FCP', () => {
  const report = {
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.963 },
      seo: { score: null },
    },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 1234.6 },
      'total-blocking-time': { numericValue: 110 },
      'cumulative-layout-shift': { numericValue: 0.01234 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', networkEndTime: 300 },
            { resourceType: 'Stylesheet', networkEndTime: 700 },
            { resourceType: 'Stylesheet', networkEndTime: 800 },
            { resourceType: 'Stylesheet', networkEndTime: 2000 },
            { resourceType: 'Script', networkEndTime: 600 },
          ],
        },
      },
    },
  };
  assert.deepEqual(row('/x', report), ['/x', '97', '100', '96', '–', '812 ms', '1235 ms', '110 ms', '0.012', '2', '']);
  const table = formatTable([row('/x', report), row('/longer-page', { ...report, runtimeError: { code: 'NO_FCP' } })]).split('\n');
  assert.equal(table.length, 4);
  assert.match(table[0], /^\| page\s+\| perf \| a11y \|/);
  assert.ok(table.every((l) => l.length === table[0].length), 'columns line up');
  assert.match(table[3], /error: NO_FCP/);
});

test('the empty page\'s Turbopack root holds both folders', () => {
  assert.equal(commonAncestor('/tmp/empty-next-abc', '/work/wt/lh'), '/');
  assert.equal(commonAncestor('/home/u/tmp/x', '/home/u/repo'), '/home/u');
  assert.equal(commonAncestor('/a/b', '/a/b'), '/a/b');
});
