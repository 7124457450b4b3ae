#!/usr/bin/env node
// npm run check: the fast checks, all at once. The type check (tsc --noEmit), ESLint (zero warnings), the unit tests
// (jest) and the plain-Node scripts' tests (node --test scripts/*.test.mjs) run in parallel; a check's output is shown
// only when it fails. Ends with one summary line, and exits non-zero when any check fails.
// No build and no browser: `npm test` is the full suite (it runs these too, then the build, the budgets and e2e).
//
// Made for a two-core machine: jest runs two workers and only transpiles (VQ_JEST_TRANSPILE_ONLY=1, jest.config.ts),
// since tsc checks the same files beside it; ESLint keeps a cache in node_modules/.cache/eslint, and tsc its
// incremental tsconfig.tsbuildinfo, so a second run re-reads only what changed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The script a package's command runs (its package.json "bin"), run with this node: no npx, no shell. */
function bin(pkg, command = pkg) {
  const dir = path.join('node_modules', pkg);
  const { bin: b } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof b === 'string' ? b : b[command]);
}
const JEST_JSON = 'test-results/check-jest.json';

const nodeTestFiles = fs
  .readdirSync('scripts')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `scripts/${f}`);

/** Each check: its name in the summary, the command, and how to count its tests (null: it counts as one check). */
const CHECKS = [
  { name: 'types', args: [bin('typescript', 'tsc'), '--noEmit', '-p', '.', '--pretty', 'false'] },
  {
    name: 'lint',
    args: [bin('eslint'), '.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
  },
  {
    name: 'jest',
    args: [bin('jest'), '--ci', '--silent', '--maxWorkers=2', '--json', `--outputFile=${JEST_JSON}`],
    env: { VQ_JEST_TRANSPILE_ONLY: '1' },
    count: () => {
      const j = JSON.parse(fs.readFileSync(JEST_JSON, 'utf8'));
      return { passed: j.numPassedTests, failed: j.numFailedTests + j.numRuntimeErrorTestSuites, skipped: j.numPendingTests };
    },
  },
  {
    name: 'node --test',
    args: ['--test', '--test-reporter=tap', ...nodeTestFiles],
    count: (out) => {
      const n = (label) => Number(out.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
      return { passed: n('pass'), failed: n('fail'), skipped: n('skipped') + n('todo') };
    },
  },
];

fs.mkdirSync('test-results', { recursive: true });
fs.rmSync(JEST_JSON, { force: true });
const started = Date.now();
const children = new Set();

function run(check) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, check.args, { env: { ...process.env, FORCE_COLOR: '0', ...check.env } });
    children.add(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => (out += String(e)));
    child.on('close', (code) => {
      children.delete(child);
      resolve({ ...check, code: code ?? 1, out, seconds: Math.round((Date.now() - t0) / 1000) });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    process.exit(130);
  });
}

const results = await Promise.all(CHECKS.map(run));

const parts = [];
let failedChecks = 0;
for (const r of results) {
  let counts = null;
  try {
    counts = r.count ? r.count(r.out) : null;
  } catch {
    counts = null; // no report: the check's exit code decides
  }
  const ok = r.code === 0 && (!counts || counts.failed === 0);
  if (!ok) {
    failedChecks += 1;
    console.log(`\n──── ${r.name} failed (exit code ${r.code}) ────\n${r.out.trimEnd()}\n`);
  }
  const tally = counts
    ? `${counts.passed} passed${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : ok
      ? 'ok'
      : 'FAILED';
  parts.push(`${r.name} ${counts && !ok && !counts.failed ? `${tally}, FAILED` : tally} (${r.seconds} s)`);
}

const total = Math.round((Date.now() - started) / 1000);
const verdict = failedChecks ? `${failedChecks} of ${results.length} checks failed` : 'all passed';
console.log(`check: ${parts.join(' · ')} — ${verdict} in ${total} s`);
process.exit(failedChecks ? 1 : 0);
