#!/usr/bin/env node
// After the build: minifies the site's hand-written browser scripts in out/ (public/ keeps the readable source).
// /sw-client.js is fetched by every page once it is idle (docs/performance.md): its comments and long names cost a
// school's Wi-Fi on every first visit. Terser keeps the module's exports and behaviour (scripts/postbuild-minify.test.mjs).
import fs from 'node:fs';
import { minify } from 'terser';

export const MINIFIED = ['sw-client.js'];

export async function minifyModule(source) {
  const out = await minify(source, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (typeof out.code !== 'string') throw new Error('terser returned no code');
  return out.code;
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (isMain) {
  for (const name of MINIFIED) {
    const file = `out/${name}`;
    if (!fs.existsSync(file)) continue;
    const before = fs.readFileSync(file, 'utf8');
    const after = await minifyModule(before);
    fs.writeFileSync(file, after);
    console.log(`minified ${file}: ${before.length} → ${after.length} bytes`);
  }
}
