#!/usr/bin/env node
// A small static server for the exported site in out/ (what any static host does):
// /path -> out/path, out/path.html, out/path/index.html (a trailing slash serves the same page);
// otherwise out/404.html with status 404.
//
// Hardened, since `HOST=0.0.0.0 npm start` shares it on a classroom network:
// - binds 127.0.0.1 unless told otherwise;
// - never serves anything outside its folder: `..` in any encoding, backslashes, NUL, a sibling folder whose name
//   starts with the folder's (out-x), and symlinks that lead outside are all refused (404);
// - GET and HEAD only (405 with Allow otherwise), URLs over MAX_URL_LENGTH get 414;
// - a file that vanishes or cannot be read mid-request (a rebuild) answers 500 or ends the response: the process
//   never crashes;
// - Content-Length, ETag and Last-Modified on every file; If-None-Match answers 304.
// Every response carries the site-wide security headers a static host sends (public/_headers, vercel.json):
// frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy; each page's own policy is its meta tag.
//
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_HEADERS, STATIC_CACHE_CONTROL, headersFor } from './postbuild-csp.mjs';

export const MAX_URL_LENGTH = 4096;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};

/** True when `child` is `parent` or inside it (both absolute, resolved). */
function inside(parent, child) {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The file under `root` that a request path names, or null. `root` must be a real (symlink-free) absolute path.
 * Exported for tests.
 */
export function resolveRequestPath(root, urlPath) {
  const rawPath = String(urlPath).split('?')[0].split('#')[0];
  let p;
  try {
    p = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // Refuse what only an attack needs: backslashes, NUL, a second layer of encoding of dots or separators,
  // and any `.`/`..` segment (a normal link never has one).
  if (/[\\\0]/.test(p) || /%(2e|2f|5c|25)/i.test(p)) return null;
  const segments = p.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + p));
  if (!inside(root, full)) return null;
  const base = full.endsWith(path.sep) && full !== root ? full.slice(0, -1) : full;
  const candidates = p.endsWith('/') && p !== '/'
    ? [`${base}.html`, path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const c of candidates) {
    try {
      const real = fs.realpathSync(c);
      if (!inside(root, real)) continue; // a symlink that leads outside
      if (fs.statSync(real).isFile()) return real;
    } catch {}
  }
  return null;
}

function send(res, status, headers, body = '') {
  res.writeHead(status, { ...SITE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/**
 * A request the HTTP parser refused is answered, not dropped: 431 for headers over Node's limit, 400 for anything
 * else malformed; then the connection closes.
 */
export function answerClientError(err, socket) {
  if (err?.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, text] = err?.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = `${text}\n`;
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

export function createStaticServer({ root: rootArg = 'out', log = () => {}, openStream = fs.createReadStream } = {}) {
  const root = fs.realpathSync(path.resolve(rootArg));
  const server = http.createServer((req, res) => {
    res.on('error', () => {});
    const url = req.url || '/';
    if (url.length > MAX_URL_LENGTH) return send(res, 414, {}, 'URI Too Long\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { Allow: 'GET, HEAD' }, 'Method Not Allowed\n');
    const file = resolveRequestPath(root, url);
    const status = file ? 200 : 404;
    const target = file || path.join(root, '404.html');
    let st;
    try {
      st = fs.statSync(target);
      if (!st.isFile()) throw new Error('not a file');
    } catch (e) {
      log(`[serve] ${url}: ${e.message}`);
      return send(res, status === 200 ? 500 : 404, {}, status === 200 ? 'Internal Server Error\n' : 'Not Found\n');
    }
    const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers = {
      ...headersFor(path.relative(root, target).split(path.sep).join('/')),
      'Content-Type': TYPES[path.extname(target)] || 'application/octet-stream',
      'Content-Length': st.size,
      ETag: etag,
      'Last-Modified': st.mtime.toUTCString(),
      'Cache-Control': target.includes(`${path.sep}_next${path.sep}static${path.sep}`)
        ? STATIC_CACHE_CONTROL
        : 'no-cache',
    };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      delete headers['Content-Length'];
      res.writeHead(304, headers);
      return res.end();
    }
    const stream = openStream(target);
    stream.on('error', (e) => {
      log(`[serve] ${url}: read failed: ${e.message}`);
      if (!res.headersSent) send(res, 500, {}, 'Internal Server Error\n');
      else res.destroy();
    });
    stream.once('open', () => {
      res.writeHead(status, headers);
      if (req.method === 'HEAD') {
        stream.destroy();
        res.end();
      } else stream.pipe(res);
    });
  });
  server.on('clientError', answerClientError);
  return server;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const port = Number(opt('port', process.env.PORT || 3000));
  const host = opt('host', process.env.HOST || '127.0.0.1');
  const dir = opt('dir', 'out');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No exported site in ${path.resolve(dir)}. Run "npm run build" first.`);
    process.exit(1);
  }
  const server = createStaticServer({ root: dir, log: (m) => console.error(m) });
  server.listen(port, host, () => {
    console.log(`Serving ${path.resolve(dir)} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
    if (host === '0.0.0.0') console.log('Shared on every network interface (HOST=0.0.0.0): anyone on this network can open it.');
  });
}
