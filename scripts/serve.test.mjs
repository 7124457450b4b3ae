// node --test scripts/serve.test.mjs — the local static server refuses everything outside its folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import * as require_stream from 'node:stream';
import { createStaticServer, MAX_URL_LENGTH } from './serve.mjs';

let tmp, server, port;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const out = path.join(tmp, 'out');
  fs.mkdirSync(path.join(out, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(out, 'about.html'), '<h1>about</h1>');
  fs.writeFileSync(path.join(out, '404.html'), '<h1>not found</h1>');
  fs.mkdirSync(path.join(out, 'teacher'));
  fs.writeFileSync(path.join(out, 'teacher', 'report.html'), '<h1>report</h1>');
  fs.writeFileSync(path.join(out, '_next', 'static', 'app.js'), 'console.log(1)');
  fs.mkdirSync(path.join(tmp, 'out-x'));
  fs.writeFileSync(path.join(tmp, 'out-x', 'secret.txt'), 'SECRET');
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'SECRET');
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(out, 'link.txt'));
  fs.symlinkSync(path.join(tmp, 'out-x'), path.join(out, 'linkdir'));
  server = createStaticServer({ root: out });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  port = server.address().port;
});

after(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A raw HTTP request, so that no client normalises the path for us. */
function raw(method, target, headers = {}) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let data = '';
    sock.on('data', (d) => (data += d));
    sock.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const h = Object.fromEntries(lines.map((l) => [l.split(':')[0].toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers: h, body: rest.join('\r\n\r\n') });
    });
    sock.on('error', reject);
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    sock.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${extra}\r\n`);
  });
}

test('serves pages, with and without a trailing slash', async () => {
  assert.equal((await raw('GET', '/')).body, '<h1>home</h1>');
  assert.equal((await raw('GET', '/about')).body, '<h1>about</h1>');
  const slash = await raw('GET', '/about/');
  assert.equal(slash.status, 200);
  assert.equal(slash.body, '<h1>about</h1>');
  const nf = await raw('GET', '/nope');
  assert.equal(nf.status, 404);
  assert.equal(nf.body, '<h1>not found</h1>');
});

for (const evil of [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%2Fout-x/secret.txt',
  '/..%2fout-x%2fsecret.txt',
  '/..%5Csecret.txt',
  '/..\\secret.txt',
  '/%5c..%5csecret.txt',
  '/about%00.html',
  '/link.txt',
  '/linkdir/secret.txt',
  '/./about',
]) {
  test(`refuses ${evil}`, async () => {
    const r = await raw('GET', evil);
    assert.equal(r.status, 404, `${evil} answered ${r.status}`);
    assert.ok(!r.body.includes('SECRET'));
  });
}

test('GET and HEAD only', async () => {
  for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
    const r = await raw(m, '/');
    assert.equal(r.status, 405, m);
    assert.equal(r.headers.allow, 'GET, HEAD');
  }
  const head = await raw('HEAD', '/about');
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal(head.headers['content-length'], String('<h1>about</h1>'.length));
});

test('absurdly long URLs get 414', async () => {
  const r = await raw('GET', '/' + 'a'.repeat(MAX_URL_LENGTH + 1));
  assert.equal(r.status, 414);
});

test('Content-Length, ETag and 304', async () => {
  const r = await raw('GET', '/_next/static/app.js');
  assert.equal(r.status, 200);
  assert.equal(r.headers['content-length'], '14');
  assert.match(r.headers['cache-control'], /immutable/);
  assert.ok(r.headers.etag);
  const again = await raw('GET', '/_next/static/app.js', { 'If-None-Match': r.headers.etag });
  assert.equal(again.status, 304);
});

test('a read error answers 500 and the server keeps serving', async () => {
  const failing = createStaticServer({
    root: path.join(tmp, 'out'),
    openStream: () => {
      const { Readable } = require_stream;
      // What fs.createReadStream does when the file vanished between stat and open (a rebuild).
      const r = new Readable({ read() {} });
      process.nextTick(() => r.destroy(Object.assign(new Error('ENOENT: vanished'), { code: 'ENOENT' })));
      return r;
    },
  });
  await new Promise((r) => failing.listen(0, '127.0.0.1', r));
  const p0 = port;
  port = failing.address().port;
  try {
    const r = await raw('GET', '/about');
    assert.equal(r.status, 500);
    const again = await raw('GET', '/about');
    assert.equal(again.status, 500, 'still answering after the error');
  } finally {
    port = p0;
    await new Promise((r) => failing.close(r));
  }
  assert.equal((await raw('GET', '/about')).status, 200);
});

test('the service worker and its page script are served as JavaScript that is never cached stale', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-sw-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.x=1');
  fs.writeFileSync(path.join(dir, 'sw-client.js'), 'export {}');
  const s = createStaticServer({ root: dir });
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  try {
    for (const p of ['/sw.js', '/sw-client.js']) {
      const res = await fetch(`http://127.0.0.1:${s.address().port}${p}`);
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      assert.match(res.headers.get('content-type'), /^text\/javascript/, p);
      assert.equal(res.headers.get('service-worker-allowed'), null, 'scope / is the script\'s own folder: no header needed');
    }
  } finally {
    await new Promise((r) => s.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Bytes as they are written, for requests no HTTP client would send. */
function rawBytes(text) {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let data = '';
    sock.on('data', (d) => (data += d));
    sock.on('end', () => resolve(data));
    sock.on('error', reject);
    sock.write(text);
  });
}

test('a malformed request gets 400 and oversized headers 431, instead of a closed connection', async () => {
  assert.match(await rawBytes('GET / HTTP/1.1\r\nHost x no colon\r\n\r\n'), /^HTTP\/1\.1 400 Bad Request\r\n/);
  assert.match(await rawBytes('NOT A REQUEST\r\n\r\n'), /^HTTP\/1\.1 400 Bad Request\r\n/);
  const big = await rawBytes(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  assert.match(big, /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  // and the server still serves
  assert.equal((await raw('GET', '/about')).status, 200);
});

test('only the class report may use the camera', async () => {
  assert.equal((await raw('GET', '/teacher/report')).headers['permissions-policy'], 'camera=(self), microphone=(), geolocation=()');
  for (const p of ['/', '/about', '/nowhere']) assert.equal((await raw('GET', p)).headers['permissions-policy'], 'camera=(), microphone=(), geolocation=()', p);
});
