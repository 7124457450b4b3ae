#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset, DevTools throttling, system Chromium) over the marketing pages,
// the hub and one simulation route, beside an empty Next.js page built on the same machine in the same run
// (absolute times vary a lot from machine to machine; the empty page is the yardstick). Prints one table.
// Not part of `npm test`: timings are noisy.
//
// - builds out/ when it is missing or stale (the same way `npm start` does), then serves it with scripts/serve.mjs
//   behind a gzip layer (what any static host or CDN does);
// - builds an empty Next.js page (one <h1>, output: 'export') in a temporary folder with this repo's next/react;
// - Lighthouse 12.2.3 through `npx --yes` (13.x needs Node 22; not a dependency of `npm ci`);
//   Chromium from CHROME_PATH (default /usr/bin/chromium).
//
// Usage: npm run lighthouse [-- --runs 2] [-- --keep-json DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { withLocalSiteUrl } from './local-site-url.mjs';
import { createStaticServer } from './serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const ROUTES = ['/', '/features', '/schools', '/about', '/privacy', '/simulation', '/simulation/city-tycoon'];
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(opt('runs', 1)) || 1);
const keepJson = opt('keep-json', null);

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

export function commonAncestor(a, b) {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** Builds an empty Next.js page (one <h1>) with this repo's installed next/react; returns its out/ folder. */
function buildEmptyNextPage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-next-'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    // Turbopack compiles only files under its root: the root must hold both the page and this repo's node_modules.
    `export default { output: 'export', turbopack: { root: ${JSON.stringify(commonAncestor(dir, path.resolve('.')))} } };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.js'),
    "export const metadata = { title: 'Empty', description: 'An empty Next.js page' };\n" +
      'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  fs.writeFileSync(path.join(dir, 'app', 'page.js'), 'export default function Page() {\n  return <h1>Empty</h1>;\n}\n');
  console.log(`Building an empty Next.js page in ${dir} …`);
  const r = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('the empty Next.js page did not build');
  return { dir, out: path.join(dir, 'out') };
}

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
  try {
    for (let run = 1; run <= runs; run++) {
      const rows = [];
      for (const route of ROUTES) {
        console.log(`Lighthouse ${route} …`);
        rows.push(row(route, await lighthouse(site.url + route, tmp)));
      }
      console.log('Lighthouse (empty Next.js page) …');
      rows.push(row('empty Next.js page', await lighthouse(blank.url + '/', tmp)));
      console.log(`\nRun ${run} of ${runs} (${LIGHTHOUSE}, mobile, DevTools throttling; load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}):`);
      console.log(formatTable(rows));
      console.log('CSS<FCP = stylesheets that arrived before the first contentful paint (render-blocking).\n');
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
