// node --test scripts/lighthouse.test.mjs — the pieces of `npm run lighthouse` that do not need Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { serve, row, formatTable, commonAncestor, checkMedians, figures, formatCheck, interleave, isSimulation, median, medianFigures, ROUTES } from './lighthouse.mjs';

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

/** A Lighthouse report with just the figures --check reads. */
const report = ({ fcp, lcp = fcp, tbt = 100, cls = 0, perf = 0.99 }) => ({
  categories: { performance: { score: perf } },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
});
const runsOf = (...list) => list.map((x) => figures(report(x)));

test('every route is measured: the five simulations, /teacher and /teacher/report included', () => {
  for (const r of ['/', '/privacy', '/simulation', '/simulation/launchpad', '/simulation/game-theory', '/simulation/summit', '/simulation/city-tycoon', '/everest/dashboard', '/teacher', '/teacher/report'])
    assert.ok(ROUTES.includes(r), r);
  assert.deepEqual(ROUTES.filter(isSimulation), ['/simulation/launchpad', '/simulation/game-theory', '/simulation/summit', '/simulation/city-tycoon', '/everest/dashboard']);
});

test('medians: the middle value, the mean of the two middle ones, and missing values left out', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([null, 5, undefined]), 5);
  assert.equal(median([]), null);
  assert.deepEqual(medianFigures(runsOf({ fcp: 900, perf: 0.97 }, { fcp: 700, perf: 1 }, { fcp: 800, tbt: 300, perf: 0.9 })), { fcp: 800, lcp: 800, tbt: 100, cls: 0, perf: 97 });
  assert.deepEqual(figures({ categories: {}, audits: {} }), { fcp: null, lcp: null, tbt: null, cls: null, perf: null });
});

test('the empty page is measured first, after every three pages, and last', () => {
  assert.deepEqual(interleave(['a', 'b', 'c', 'd', 'e']), [null, 'a', 'b', 'c', null, 'd', 'e', null]);
  assert.deepEqual(interleave(['a', 'b', 'c']), [null, 'a', 'b', 'c', null]);
  assert.deepEqual(interleave(['a'], 1), [null, 'a', null]);
});

test('check: first paint at most 10 % above the empty page, a simulation\'s largest paint at most 25 %, blocking time at most 50 ms above, performance at least 95', () => {
  const empty = runsOf({ fcp: 1000 }, { fcp: 900 }, { fcp: 5000 }); // one slow spell: the median is 1000
  const pages = {
    '/': runsOf({ fcp: 1100 }, { fcp: 1050 }, { fcp: 3000 }), // median 1100: exactly +10 %, passes
    '/about': runsOf({ fcp: 1101 }, { fcp: 1200 }, { fcp: 1150 }), // median 1150: fails
    '/simulation/city-tycoon': runsOf({ fcp: 1000, lcp: 1250 }, { fcp: 1000, lcp: 1260 }, { fcp: 1000, lcp: 1240 }), // LCP median 1250: passes
    '/everest/dashboard': runsOf({ fcp: 1000, lcp: 1300 }, { fcp: 1000, lcp: 1300 }, { fcp: 1000, lcp: 900 }), // 1300: fails
    '/teacher': runsOf({ fcp: 1000, lcp: 4000 }, { fcp: 1000, lcp: 4000 }, { fcp: 1000, lcp: 4000 }), // LCP only counts for simulations
    '/teacher/report': runsOf({ fcp: 1000, perf: 0.94 }, { fcp: 1000, perf: 0.95 }, { fcp: 1000, perf: 0.93 }), // 94: fails
    '/schools': runsOf({ fcp: 1000, tbt: 150 }, { fcp: 1000, tbt: 400 }, { fcp: 1000, tbt: 120 }), // median 150: exactly +50 ms, passes
    '/privacy': runsOf({ fcp: 1000, tbt: 151 }, { fcp: 1000, tbt: 160 }, { fcp: 1000, tbt: 90 }), // median 151: fails
  };
  const result = checkMedians(pages, empty);
  assert.equal(result.ok, false);
  assert.deepEqual(result.empty.fcp, 1000);
  const problems = Object.fromEntries(result.rows.map((r) => [r.route, r.problems]));
  assert.deepEqual(problems, {
    '/': [],
    '/about': ["first paint 15 % above the empty page's"],
    '/simulation/city-tycoon': [],
    '/everest/dashboard': ["largest paint 30 % above the empty page's"],
    '/teacher': [],
    '/teacher/report': ['performance 94 below 95'],
    '/schools': [],
    '/privacy': ["blocking time 51 ms above the empty page's"],
  });
  assert.equal(checkMedians({ '/': pages['/'], '/teacher': pages['/teacher'] }, empty).ok, true);
  assert.deepEqual(checkMedians({ '/': [figures({ categories: {}, audits: {} })] }, empty).rows[0].problems, ['no first paint measured', 'no blocking time measured', 'performance – below 95']);
});

test('the check table lines up, shows each page against the empty page and names what failed', () => {
  const empty = runsOf({ fcp: 1000, tbt: 150 });
  const table = formatCheck(checkMedians({ '/': runsOf({ fcp: 1200, tbt: 180 }), '/teacher': runsOf({ fcp: 950, tbt: 100 }) }, empty), 3).split('\n');
  assert.equal(table[0], 'Medians of 3 runs:');
  assert.equal(table.length, 6);
  assert.ok(table.slice(1).every((l) => l.length === table[1].length), 'columns line up');
  assert.match(table[3], /^\| \/ .*1200 ms \(\+20 %\).*180 ms \(\+30 ms\).*FAIL: first paint 20 % above the empty page's/);
  assert.match(table[4], /950 ms \(-5 %\).*\| ok/);
  assert.match(table[5], /^\| empty Next\.js page .*1000 ms .*yardstick/);
});
