#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.ts (engine benchmarks). They print numbers; nothing is asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const files = fs.existsSync('bench') ? fs.readdirSync('bench').filter((f) => f.endsWith('.bench.ts')).sort() : [];
const only = process.argv.slice(2);
let status = 0;
for (const f of files) {
  if (only.length && !only.some((o) => f.includes(o))) continue;
  console.log(`\n=== ${f}`);
  const r = spawnSync('npx', ['ts-node', '--transpile-only', '-P', 'tsconfig.jest.json', `bench/${f}`], { stdio: 'inherit' });
  status ||= r.status ?? 1;
}
if (!files.length) console.log('No benchmarks in bench/.');
process.exit(status);
