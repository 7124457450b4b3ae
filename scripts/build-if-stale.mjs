// Builds out/ with `next build` unless it is already fresh for these sources and settings.
import { spawnSync } from 'node:child_process';
import { isFresh, writeStamp } from './build-stamp.mjs';

export function buildIfStale(env = process.env, { force = false } = {}) {
  const fullEnv = { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!force && isFresh(fullEnv)) {
    console.log('out/ is up to date; skipping the build.');
    return;
  }
  console.log('Building the static site into out/ …');
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: fullEnv });
  if (r.status !== 0) {
    console.error('next build failed.');
    process.exit(r.status ?? 1);
  }
  writeStamp(fullEnv);
}
