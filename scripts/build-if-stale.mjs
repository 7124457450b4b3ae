// Builds out/ with `next build` unless it is already fresh for these sources and settings.
import { spawnSync } from 'node:child_process';
import { isFresh, writeStamp } from './build-stamp.mjs';
import { checkOut } from './check-urls.mjs';

export function buildIfStale(env = process.env, { force = false } = {}) {
  const fullEnv = { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!force && isFresh(fullEnv)) {
    console.log('out/ is up to date; skipping the build.');
    return;
  }
  console.log(`Building the static site into out/ for ${fullEnv.NEXT_PUBLIC_SITE_URL || '(no NEXT_PUBLIC_SITE_URL)'} …`);
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: fullEnv });
  if (r.status !== 0) {
    console.error('next build failed.');
    process.exit(r.status ?? 1);
  }
  const problems = checkOut('out', fullEnv.NEXT_PUBLIC_SITE_URL);
  if (problems.length) {
    console.error(`out/ does not use ${fullEnv.NEXT_PUBLIC_SITE_URL} everywhere:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  writeStamp(fullEnv);
}
