#!/usr/bin/env node
// npm run balance: every game's policies through its engine (bench/balance.ts). Prints numbers; asserts nothing.
import { spawnSync } from 'node:child_process';

const r = spawnSync('npx', ['ts-node', '--transpile-only', '-P', 'tsconfig.jest.json', 'bench/balance.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
