#!/usr/bin/env node
// npm test: unit tests (jest), a fresh static build with test settings, the JS size budget,
// then every end-to-end test (Playwright in Chromium against out/). Prints one summary line.
import { spawnSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';
import { systemChromium } from './browser.mjs';

export const E2E_FEEDBACK_PORT = 4599;
const TEST_ENV = {
  // The test build's public address (a production build needs one: lib/metadata.ts); the e2e tests read it from robots.txt.
  NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4173',
  NEXT_PUBLIC_FEEDBACK_ENDPOINT: `http://127.0.0.1:${E2E_FEEDBACK_PORT}/feedback`,
  NEXT_PUBLIC_AI_COACH_URL: 'https://coach.example.org/',
  // Turns on the error boundary's ?__throw=N switch (components/sim/GameErrorBoundary.tsx) for e2e/site.spec.ts.
  NEXT_PUBLIC_TEST_HOOKS: '1',
};

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function ensureBrowser() {
  if (systemChromium()) return;
  try {
    const pw = execSync(`node -e "console.log(require('playwright-core').chromium.executablePath())"`).toString().trim();
    if (pw && fs.existsSync(pw)) return;
  } catch {}
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium (apt-get install -y chromium) …');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (systemChromium()) return;
  }
  console.error(
    'No Chromium for the end-to-end tests. Install one, then run npm test again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      'or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
  process.exit(1);
}

fs.mkdirSync('test-results', { recursive: true });
const results = { passed: 0, failed: 0, skipped: 0 };

ensureBrowser();

// Static checks first: types, then lint (zero warnings). Each counts as one test.
const checks = [
  ['types (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint (eslint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']],
];
let checkStatus = 0;
for (const [name, cmd, args] of checks) {
  const status = run(cmd, args);
  if (status === 0) results.passed += 1;
  else {
    console.error(`${name} failed`);
    results.failed += 1;
    checkStatus = 1;
  }
}

// Unit tests of the plain-Node scripts (the local server), with node's own test runner.
const nodeTest = spawnSync('node', ['--test', '--test-reporter=tap', ...fs.readdirSync('scripts').filter((f) => f.endsWith('.test.mjs')).map((f) => `scripts/${f}`)], {
  encoding: 'utf8',
});
process.stdout.write(nodeTest.stdout || '');
process.stderr.write(nodeTest.stderr || '');
const tapCount = (label) => Number((nodeTest.stdout || '').match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
results.passed += tapCount('pass');
results.failed += tapCount('fail');
const nodeTestStatus = nodeTest.status ?? 1;
if (nodeTestStatus !== 0 && tapCount('fail') === 0) results.failed += 1;

const jestStatus = run('npx', ['jest', '--ci', '--json', '--outputFile=test-results/jest.json']);
try {
  const j = JSON.parse(fs.readFileSync('test-results/jest.json', 'utf8'));
  results.passed += j.numPassedTests;
  results.failed += j.numFailedTests;
  results.skipped += j.numPendingTests;
} catch {}
if (jestStatus !== 0) results.failed = Math.max(results.failed, 1);

buildIfStale(TEST_ENV);

const sizeStatus = run('node', ['scripts/size.mjs', '--check']);
if (sizeStatus !== 0) results.failed += 1;

const e2eStatus = run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
  PW_REPORTERS: 'list,json',
  E2E_FEEDBACK_PORT: String(E2E_FEEDBACK_PORT),
});
try {
  const e = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8'));
  results.passed += e.stats.expected + (e.stats.flaky || 0);
  results.failed += e.stats.unexpected;
  results.skipped += e.stats.skipped;
} catch {
  if (e2eStatus !== 0) results.failed += 1;
}
if (e2eStatus !== 0 && results.failed === 0) results.failed = 1;

console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(checkStatus || nodeTestStatus || jestStatus || sizeStatus || e2eStatus ? 1 : 0);
