// A fingerprint of what out/ was built from (sources + the NEXT_PUBLIC_* settings), so that
// `npm start` and `npm test` rebuild only when out/ is missing or stale.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

// scripts/ too: the post-build steps (the per-page CSP) shape out/ as much as the sources do.
const SOURCES = ['app', 'components', 'content', 'lib', 'engines', 'public', 'scripts', 'next.config.mjs', 'mdx-components.tsx', 'package-lock.json', 'tsconfig.json'];
export const STAMP_FILE = path.join('out', '.build-stamp.json');

function walk(p, acc) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const e of fs.readdirSync(p).sort()) {
      if (e === 'node_modules' || e.startsWith('.')) continue;
      walk(path.join(p, e), acc);
    }
  } else if (!/\.test\.(tsx?|mjs)$/.test(p)) {
    acc.update(`${p}:${st.size}:${st.mtimeMs}\n`);
  }
}

export function fingerprint(env) {
  const h = crypto.createHash('sha256');
  for (const s of SOURCES) walk(s, h);
  const pub = Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  h.update(pub.join('\n'));
  return h.digest('hex');
}

export function isFresh(env) {
  try {
    const stamp = JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
    return stamp.fingerprint === fingerprint(env) && fs.existsSync(path.join('out', 'index.html'));
  } catch {
    return false;
  }
}

export function writeStamp(env) {
  fs.writeFileSync(STAMP_FILE, JSON.stringify({ fingerprint: fingerprint(env) }));
}
