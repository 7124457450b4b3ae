#!/usr/bin/env node
// npm start: build out/ when it is missing or stale, then serve it on http://127.0.0.1:3000 (PORT to change,
// HOST to share it on a classroom network). Without NEXT_PUBLIC_SITE_URL it builds for the local address
// http://127.0.0.1:<PORT> and says so.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { withLocalSiteUrl } from './local-site-url.mjs';

/** The environment npm start builds with: NEXT_PUBLIC_SITE_URL defaults to this server's own address. */
export function startEnv(env = process.env, log = console.log) {
  const port = env.PORT || '3000';
  return withLocalSiteUrl(env, `http://127.0.0.1:${port}`, log);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const env = startEnv(process.env);
  buildIfStale(env);
  const port = env.PORT || '3000';
  const child = spawn('node', ['scripts/serve.mjs', '--port', port, '--host', env.HOST || '127.0.0.1'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}
