#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset, DevTools throttling, system Chromium) over every route — the
// marketing pages, /privacy, the hub, the five simulations, /teacher and /teacher/report — beside an empty Next.js page
// built on the same machine in the same run (absolute times vary a lot from machine to machine; the empty page is
// the yardstick). Prints one table per run. Not part of `npm test`: timings are noisy.
//
// --check: at least three runs, the empty page measured between every EMPTY_EVERY pages (so a slow spell of the
// machine hits both), then the medians compared (checkMedians): it fails when a page's first paint is more than
// 10 % above the empty page's, a simulation's largest paint more than 25 % above it, its blocking time more than
// 50 ms above the empty page's, or a performance score is below 95.
//
// - builds out/ when it is missing or stale (the same way `npm start` does), then serves it with scripts/serve.mjs
//   behind a gzip layer (what any static host or CDN does);
// - builds an empty Next.js page (one <h1>, output: 'export') in a temporary folder with this repo's next/react;
// - Lighthouse 12.2.3 through `npx --yes` (13.x needs Node 22; not a dependency of `npm ci`);
//   Chromium from CHROME_PATH (default /usr/bin/chromium).
//
// Usage: npm run lighthouse [-- --runs 2] [-- --check] [-- --keep-json DIR] [-- --only /,/teacher]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { withLocalSiteUrl } from './local-site-url.mjs';
import { createStaticServer } from './serve.mjs';
import { buildEmptyNextPage } from './empty-next.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
export const ROUTES = [
  '/',
  '/features',
  '/schools',
  '/about',
  '/privacy',
  '/simulation',
  '/simulation/launchpad',
  '/simulation/game-theory',
  '/simulation/summit',
  '/simulation/city-tycoon',
  '/everest/dashboard',
  '/teacher',
  '/teacher/report',
];
/** The limits of --check, against the empty Next.js page's medians. */
export const LIMITS = { fcpOverEmpty: 0.1, simulationLcpOverEmpty: 0.25, tbtOverEmptyMs: 50, minPerformance: 95 };
/** --check measures the empty page again after this many pages. */
export const EMPTY_EVERY = 3;
export const isSimulation = (route) => route.startsWith('/simulation/') || route.startsWith('/everest/');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const check = args.includes('--check');
const runs = Math.max(check ? 3 : 1, Number(opt('runs', 1)) || 1);
const keepJson = opt('keep-json', null);
const only = opt('only', null)?.split(',').filter(Boolean);

/** Serves `dir` with scripts/serve.mjs, gzipping text when the client accepts it. Resolves to {server, url}. */
export function serve(dir) {
  const inner = createStaticServer({ root: dir, log: (m) => console.error(m) });
  inner.on('clientError', (_e, socket) => socket.destroy());
  const server = http.createServer((req, res) => {
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
    const realWriteHead = res.writeHead.bind(res);
    const realWrite = res.write.bind(res);
    const realEnd = res.end.bind(res);
    let gzip = null;
    res.writeHead = (status, headers = {}) => {
      const type = String(headers['Content-Type'] || '');
      if (acceptsGzip && status === 200 && req.method === 'GET' && COMPRESSIBLE.test(type)) {
        const h = { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' };
        delete h['Content-Length'];
        realWriteHead(status, h);
        gzip = zlib.createGzip();
        gzip.on('data', (c) => realWrite(c));
        gzip.on('end', () => realEnd());
        return res;
      }
      return realWriteHead(status, headers);
    };
    // Small local files: buffer in gzip rather than make pipe() wait for a 'drain' that res would never emit.
    res.write = (chunk, ...rest) => (gzip ? (gzip.write(chunk), true) : realWrite(chunk, ...rest));
    res.end = (chunk, ...rest) => {
      if (!gzip) return realEnd(chunk, ...rest);
      if (chunk && typeof chunk !== 'function') gzip.end(chunk);
      else gzip.end();
      return res;
    };
    inner.emit('request', req, res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

export { commonAncestor } from './empty-next.mjs';

/** Runs a command without blocking this process (its servers must keep answering); resolves to the exit code. */
function run(cmd, argv, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, options);
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

/** One Lighthouse run over `url`; resolves to the parsed JSON report. */
async function lighthouse(url, tmp) {
  const outPath = path.join(tmp, `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const status = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${outPath}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--throttling-method=devtools',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } },
  );
  if (status !== 0 || !fs.existsSync(outPath)) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(fs.readFileSync(outPath, 'utf8'));
  if (keepJson) {
    fs.mkdirSync(keepJson, { recursive: true });
    const name = (new URL(url).pathname.replace(/\//g, '_') || '_') + `-${Date.now()}.json`;
    fs.copyFileSync(outPath, path.join(keepJson, name));
  }
  fs.rmSync(outPath, { force: true });
  return report;
}

export function row(label, report) {
  const c = report.categories;
  const a = report.audits;
  const score = (k) => (c[k]?.score == null ? '–' : String(Math.round(c[k].score * 100)));
  const ms = (k) => (a[k]?.numericValue == null ? '–' : `${Math.round(a[k].numericValue)} ms`);
  // Lighthouse's render-blocking audit fails on Chromium 150 traces here ('frame_sequence'): count instead the
  // stylesheets that had to arrive before the first paint.
  const fcp = a['first-contentful-paint']?.numericValue;
  const requests = a['network-requests']?.details?.items ?? [];
  const cssBeforePaint =
    fcp == null ? '–' : String(requests.filter((q) => q.resourceType === 'Stylesheet' && q.networkEndTime <= fcp).length);
  return [
    label,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    ms('first-contentful-paint'),
    ms('largest-contentful-paint'),
    ms('total-blocking-time'),
    a['cumulative-layout-shift']?.numericValue == null ? '–' : a['cumulative-layout-shift'].numericValue.toFixed(3),
    cssBeforePaint,
    report.runtimeError ? `error: ${report.runtimeError.code}` : '',
  ];
}

export function formatTable(rows) {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'CSS<FCP', 'note'];
  const all = [head, ...rows];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => '| ' + r.map((x, i) => (i === 0 ? x.padEnd(w[i]) : x.padStart(w[i]))).join(' | ') + ' |';
  const rule = '|' + w.map((n, i) => (i === 0 ? '-'.repeat(n + 2) : '-'.repeat(n + 1) + ':')).join('|') + '|';
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** The figures --check compares, from one Lighthouse report (null where it has none). */
export function figures(report) {
  const a = report.audits ?? {};
  const v = (k) => (typeof a[k]?.numericValue === 'number' ? a[k].numericValue : null);
  const perf = report.categories?.performance?.score;
  return {
    fcp: v('first-contentful-paint'),
    lcp: v('largest-contentful-paint'),
    tbt: v('total-blocking-time'),
    cls: v('cumulative-layout-shift'),
    perf: typeof perf === 'number' ? Math.round(perf * 100) : null,
  };
}

export function median(values) {
  const xs = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Per-figure medians of a list of figures() results. */
export function medianFigures(list) {
  const out = {};
  for (const k of ['fcp', 'lcp', 'tbt', 'cls', 'perf']) out[k] = median(list.map((f) => f[k]));
  return out;
}

/**
 * The order of one --check run: the empty page (label null) first, then again after every `every` pages and at the
 * end, so each page is measured close in time to the yardstick.
 */
export function interleave(routes, every = EMPTY_EVERY) {
  const order = [null];
  routes.forEach((r, i) => {
    order.push(r);
    if ((i + 1) % every === 0 || i === routes.length - 1) order.push(null);
  });
  return order;
}

/**
 * Compares each page's medians with the empty page's. `pages`: { route: figures[] } over the runs; `empty`: the empty
 * page's figures[]. Returns { rows: [{ route, ...medians, problems: string[] }], empty: medians, ok }.
 */
export function checkMedians(pages, empty, limits = LIMITS) {
  const e = medianFigures(empty);
  const pct = (x, base) => `${Math.round((x / base - 1) * 100)} %`;
  const rows = Object.entries(pages).map(([route, list]) => {
    const m = medianFigures(list);
    const problems = [];
    if (m.fcp == null || e.fcp == null) problems.push('no first paint measured');
    else if (m.fcp > e.fcp * (1 + limits.fcpOverEmpty)) problems.push(`first paint ${pct(m.fcp, e.fcp)} above the empty page's`);
    if (isSimulation(route)) {
      if (m.lcp == null || e.lcp == null) problems.push('no largest paint measured');
      else if (m.lcp > e.lcp * (1 + limits.simulationLcpOverEmpty)) problems.push(`largest paint ${pct(m.lcp, e.lcp)} above the empty page's`);
    }
    if (m.tbt == null || e.tbt == null) problems.push('no blocking time measured');
    else if (m.tbt > e.tbt + limits.tbtOverEmptyMs) problems.push(`blocking time ${Math.round(m.tbt - e.tbt)} ms above the empty page's`);
    if (m.perf == null || m.perf < limits.minPerformance) problems.push(`performance ${m.perf ?? '–'} below ${limits.minPerformance}`);
    return { route, ...m, problems };
  });
  return { rows, empty: e, ok: rows.every((r) => r.problems.length === 0) };
}

/** The --check table: medians, each against the empty page, and what failed. */
export function formatCheck({ rows, empty }, runCount) {
  const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
  const rel = (x, base) => (x == null || base == null ? '' : ` (${x >= base ? '+' : ''}${Math.round((x / base - 1) * 100)} %)`);
  const head = ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'check'];
  const line = (r, isEmpty) => [
    r.route,
    r.perf == null ? '–' : String(r.perf),
    ms(r.fcp) + (isEmpty ? '' : rel(r.fcp, empty.fcp)),
    ms(r.lcp) + (isEmpty ? '' : rel(r.lcp, empty.lcp)),
    ms(r.tbt) + (isEmpty || r.tbt == null || empty.tbt == null ? '' : ` (${r.tbt >= empty.tbt ? '+' : ''}${Math.round(r.tbt - empty.tbt)} ms)`),
    r.cls == null ? '–' : r.cls.toFixed(3),
    isEmpty ? 'yardstick' : r.problems.length ? `FAIL: ${r.problems.join('; ')}` : 'ok',
  ];
  const all = [head, ...rows.map((r) => line(r, false)), line({ route: 'empty Next.js page', ...empty }, true)];
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const fmt = (r) => '| ' + r.map((x, i) => (i === 0 || i === r.length - 1 ? x.padEnd(w[i]) : x.padStart(w[i]))).join(' | ') + ' |';
  const rule = '|' + w.map((n, i) => (i === 0 || i === w.length - 1 ? '-'.repeat(n + 2) : '-'.repeat(n + 1) + ':')).join('|') + '|';
  return [`Medians of ${runCount} runs:`, fmt(head), rule, ...all.slice(1).map(fmt)].join('\n');
}

async function main() {
  // The same build npm start makes (its local address when NEXT_PUBLIC_SITE_URL is not set).
  buildIfStale(withLocalSiteUrl(process.env, `http://127.0.0.1:${process.env.PORT || '3000'}`));
  const empty = buildEmptyNextPage();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const cleanUp = () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(empty.dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  const site = await serve('out');
  const blank = await serve(empty.out);
  console.log(`Site on ${site.url}, empty Next.js page on ${blank.url}; ${os.cpus().length} CPUs, load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const routes = only ?? ROUTES;
  const pages = Object.fromEntries(routes.map((r) => [r, []]));
  const emptyRuns = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const rows = [];
      const emptyRows = [];
      // Without --check: every page, then the empty page once. With it: the empty page between every few pages.
      for (const route of check ? interleave(routes) : [...routes, null]) {
        console.log(route == null ? 'Lighthouse (empty Next.js page) …' : `Lighthouse ${route} …`);
        const report = await lighthouse(route == null ? blank.url + '/' : site.url + route, tmp);
        if (route == null) {
          emptyRows.push(row('empty Next.js page', report));
          emptyRuns.push(figures(report));
        } else {
          rows.push(row(route, report));
          pages[route].push(figures(report));
        }
      }
      console.log(`\nRun ${run} of ${runs} (${LIGHTHOUSE}, mobile, DevTools throttling; load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}):`);
      console.log(formatTable([...rows, ...emptyRows]));
      console.log('CSS<FCP = stylesheets that arrived before the first contentful paint (render-blocking).\n');
    }
    if (check) {
      const result = checkMedians(pages, emptyRuns);
      console.log(formatCheck(result, runs));
      console.log(
        `Limits: first paint at most ${LIMITS.fcpOverEmpty * 100} % above the empty page's, a simulation's largest paint at most ` +
          `${LIMITS.simulationLcpOverEmpty * 100} % above it, blocking time at most ${LIMITS.tbtOverEmptyMs} ms above the empty page's, ` +
          `performance at least ${LIMITS.minPerformance}. Timings on a shared machine are noisy.`,
      );
      if (!result.ok) process.exitCode = 1;
    }
  } finally {
    site.server.close();
    blank.server.close();
    cleanUp();
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  main().catch((e) => {
    console.error(e.message || e);
    process.exit(1);
  });
}
