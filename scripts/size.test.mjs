// node --test scripts/size.test.mjs — the size budgets of `npm run size -- --check`, on a small exported site.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { budgetProblems, HTML_BUDGET_BYTES, isLightPage, JS_OVER_EMPTY_BYTES, MARKETING_ROUTES, measure } from './size.mjs';

let dir;
const page = (body, scripts = []) =>
  `<!DOCTYPE html><html><head>${scripts.map((s) => `<script src="${s}" async=""></script>`).join('')}` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script></head><body>${body}</body></html>`;

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-test-'));
  fs.mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'teacher'));
  const js = (name, n) => fs.writeFileSync(path.join(dir, '_next', 'static', 'chunks', name), crypto.randomBytes(n).toString('hex'));
  js('a.js', 1000);
  js('b.js', 3000);
  js('legacy.js', 5000);
  fs.writeFileSync(path.join(dir, 'index.html'), page('<h1>home</h1>'.repeat(50), ['/_next/static/chunks/a.js']));
  // Random text hardly compresses: this page's HTML is over the budget.
  fs.writeFileSync(path.join(dir, 'teacher', 'report.html'), page(crypto.randomBytes(HTML_BUDGET_BYTES).toString('hex'), ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']));
});

after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('each page: its HTML gzipped, and the gzipped JS of its scripts (not the noModule polyfills)', () => {
  const rows = measure(dir);
  assert.deepEqual(rows.map((r) => [r.route, r.scripts]), [['/', 1], ['/teacher/report', 2]]);
  const [home, report] = rows;
  assert.ok(home.html > 0 && home.html < 1000, `home ${home.html}`);
  assert.ok(report.html > HTML_BUDGET_BYTES, `report ${report.html}`);
  assert.ok(home.bytes > 1000 && home.bytes < 2200, `a.js gzipped is about 1 kB of random hex: ${home.bytes}`);
  assert.ok(report.bytes > home.bytes + 3000);
});

test('a page whose HTML is over budget fails the check; so does a missing marketing page', () => {
  const problems = budgetProblems(measure(dir));
  assert.ok(problems.some((p) => /^\/teacher\/report: its HTML is [\d.]+ kB gzipped, over the 20\.0 kB budget$/.test(p)), problems.join('\n'));
  assert.ok(!problems.some((p) => p.startsWith('/:')), 'the home page is within budget');
  assert.ok(problems.includes('/features is missing from out/'));
});

test('with the live figures, a marketing or teacher page more than 8 kB above the empty page fails; a simulation does not', () => {
  const rows = MARKETING_ROUTES.map((route) => ({ route, scripts: 1, bytes: 100_000, html: 5_000, live: 130_000 }));
  rows.push({ route: '/teacher', scripts: 1, bytes: 100_000, html: 5_000, live: 130_000 + JS_OVER_EMPTY_BYTES + 1 });
  rows.push({ route: '/simulation/city-tycoon', scripts: 1, bytes: 100_000, html: 5_000, live: 200_000 });
  assert.deepEqual(budgetProblems(rows, 130_000), ['/teacher loads 138.0 kB gzipped JS once idle, 8.0 kB above the empty Next.js page (budget 8.0 kB)']);
  assert.deepEqual(budgetProblems(rows, null), [], 'without --live there is no empty page to compare with');
  assert.deepEqual(budgetProblems(rows.map((r) => ({ ...r, live: r.live - 1 })), 130_000), []);
});

test('marketing and teacher pages are the light ones; simulations are not', () => {
  for (const r of ['/', '/about', '/privacy', '/simulation', '/teacher', '/teacher/report', '/teacher/guides/summit', '/404']) assert.ok(isLightPage(r), r);
  for (const r of ['/simulation/summit', '/everest/dashboard', '/simulation/city-tycoon']) assert.ok(!isLightPage(r), r);
});
