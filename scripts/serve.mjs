#!/usr/bin/env node
// A small static server for the exported site in out/ (what any static host does):
// /path -> out/path, out/path.html, out/path/index.html; otherwise out/404.html with status 404.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(opt('port', process.env.PORT || 3000));
const host = opt('host', process.env.HOST || '127.0.0.1');
const root = path.resolve(opt('dir', 'out'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No exported site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

function resolve(urlPath) {
  let p;
  try {
    p = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const full = path.normalize(path.join(root, p));
  if (!full.startsWith(root)) return null;
  const candidates = [full, `${full}.html`, path.join(full, 'index.html')];
  for (const c of candidates) {
    try {
      if (fs.statSync(c).isFile()) return c;
    } catch {}
  }
  return null;
}

const server = http.createServer((req, res) => {
  const file = resolve(req.url || '/');
  const status = file ? 200 : 404;
  const target = file || path.join(root, '404.html');
  const type = types[path.extname(target)] || 'application/octet-stream';
  const headers = { 'Content-Type': type };
  if (target.includes(`${path.sep}_next${path.sep}static${path.sep}`)) {
    headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  } else {
    headers['Cache-Control'] = 'no-cache';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(target).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
