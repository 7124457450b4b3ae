// Builds out/ with `next build` and its post-build steps unless it is already fresh for these sources and settings.
// `npm run build` runs the same steps (package.json), so every build path gives the same out/.
import { spawnSync } from 'node:child_process';
import { isFresh, writeStamp } from './build-stamp.mjs';
import { checkOut } from './check-urls.mjs';

/**
 * What runs after `next build`, in order. A step that changes HTML goes before the CSP step, which hashes each page's
 * inline scripts as the page will be served; a step over the finished out/ (the service worker) is appended last.
 */
export const POSTBUILD_STEPS = [
  ['node', ['scripts/og-images.mjs']],
  ['node', ['scripts/postbuild-wasm.mjs']],
  ['node', ['scripts/postbuild-rsc-css.mjs']],
  ['node', ['scripts/postbuild-content-first.mjs']],
  ['node', ['scripts/postbuild-css-purge.mjs']],
  ['node', ['scripts/postbuild-csp.mjs']],
  ['node', ['scripts/postbuild-minify.mjs']],
  ['node', ['scripts/postbuild-sw.mjs']],
];

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
  for (const [cmd, args] of POSTBUILD_STEPS) {
    const p = spawnSync(cmd, args, { stdio: 'inherit', env: fullEnv });
    if (p.status !== 0) {
      console.error(`${cmd} ${args.join(' ')} failed.`);
      process.exit(p.status ?? 1);
    }
  }
  const problems = checkOut('out', fullEnv.NEXT_PUBLIC_SITE_URL);
  if (problems.length) {
    console.error(`out/ does not use ${fullEnv.NEXT_PUBLIC_SITE_URL} everywhere:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  writeStamp(fullEnv);
}
