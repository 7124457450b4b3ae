#!/usr/bin/env node
// npm start: build out/ when it is missing or stale, then serve it on http://localhost:3000 (PORT to change).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale(process.env);
const port = process.env.PORT || '3000';
const child = spawn('node', ['scripts/serve.mjs', '--port', port, '--host', process.env.HOST || '127.0.0.1'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
