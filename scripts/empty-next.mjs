// The yardstick of `npm run lighthouse` and `npm run size -- --live`: an empty Next.js page (one <h1>,
// output: 'export') built in a temporary folder with this repo's installed next and react.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export function commonAncestor(a, b) {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** Builds the empty page; returns { dir, out } (remove `dir` when done). `quiet` hides next build's output. */
export function buildEmptyNextPage({ quiet = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-next-'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true }));
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    // Turbopack compiles only files under its root: the root must hold both the page and this repo's node_modules.
    `export default { output: 'export', turbopack: { root: ${JSON.stringify(commonAncestor(dir, fs.realpathSync(path.resolve('node_modules'))))} } };\n`,
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
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) {
    if (quiet) process.stderr.write(r.stdout + r.stderr);
    throw new Error('the empty Next.js page did not build');
  }
  return { dir, out: path.join(dir, 'out') };
}
