#!/usr/bin/env node
// Copies the QR decoder's WebAssembly (the barcode-detector polyfill's ZXing reader) into out/vendor/, so the class
// report's scanner loads it from this site and never from a CDN (components/teacher/Scanner.tsx). Runs after
// `next build`, before the CSP and service-worker steps.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const from = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
const out = process.argv[2] ?? 'out';
const to = path.join(out, 'vendor', 'zxing_reader.wasm');
fs.mkdirSync(path.dirname(to), { recursive: true });
fs.copyFileSync(from, to);
console.log(`QR decoder: ${path.relative(process.cwd(), to)} (${Math.round(fs.statSync(to).size / 1024)} kB)`);
