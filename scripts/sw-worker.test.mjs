// node --test scripts/sw-worker.test.mjs — the service worker (scripts/sw-worker.mjs) run in Node against a fake
// Cache Storage and a fake network: what it keeps on install, on a page's SAVE_PAGE, on the teacher's SAVE_ALL and
// REMOVE_ALL, what it answers offline, and how a new version takes over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offlineWorker, CACHE_NAME, STATE_PATH } from './sw-worker.mjs';

const ORIGIN = 'http://school.test';

/** A Cache Storage in memory, keyed by path + query, as the worker uses it. */
function fakeCaches() {
  const stores = new Map();
  const keyOf = (r) => {
    const u = new URL(typeof r === 'string' ? r : r.url, ORIGIN);
    return u.pathname + u.search;
  };
  const open = async (name) => {
    if (!stores.has(name)) {
      const m = new Map();
      stores.set(name, {
        m,
        async match(r) {
          const v = m.get(keyOf(r));
          return v ? new Response(v.body, { status: v.status, headers: v.headers }) : undefined;
        },
        async put(r, res) {
          m.set(keyOf(r), { body: await res.arrayBuffer(), status: res.status, headers: Object.fromEntries(res.headers) });
        },
        async keys() {
          return [...m.keys()].map((k) => new Request(ORIGIN + k));
        },
        async delete(r) {
          return m.delete(keyOf(r));
        },
      });
    }
    return stores.get(name);
  };
  return { stores, open, keys: async () => [...stores.keys()], delete: async (name) => stores.delete(name) };
}

/** The exported site on the fake network; `net.offline = true` cuts it. Every fetched path is logged. */
function fakeNetwork(site) {
  const net = { offline: false, log: [] };
  net.fetch = async (input) => {
    const u = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    if (net.offline) throw new TypeError('Failed to fetch');
    net.log.push(u.pathname);
    const body = site[u.pathname];
    return body === undefined ? new Response('not here', { status: 404 }) : new Response(body, { status: 200, headers: { 'content-type': 'text/plain' } });
  };
  return net;
}

const SITE = {
  '/404.html': 'not found page',
  '/sw-client.js': 'client',
  '/icon.svg': '<svg/>',
  '/index.html': 'home',
  '/simulation/summit.html': 'summit intro',
  '/simulation/summit/roles.html': 'summit roles',
  '/simulation/summit/roles.txt': 'roles rsc',
  '/simulation/launchpad.html': 'launchpad',
  '/_next/static/chunks/shared.js': 'shared',
  '/_next/static/chunks/summit.js': 'summit island',
  '/_next/static/chunks/launchpad.js': 'launchpad island',
  '/_next/static/chunks/pdf.js': 'a library loaded on a click',
};
const PATHS = Object.keys(SITE);
const at = (p) => PATHS.indexOf(p);
const rev = (p, v = '1') => (p.startsWith('/_next/static/') ? null : `${v}${p.length}`);

function manifest(version = 'v1', v = '1') {
  return {
    version,
    files: PATHS.map((p) => [p, rev(p, v), SITE[p].length]),
    shell: ['/404.html', '/sw-client.js', '/icon.svg'].map(at),
    pages: { '/': '/', '/simulation/summit': '/simulation/summit', '/simulation/summit/roles': '/simulation/summit', '/simulation/launchpad': '/simulation/launchpad' },
    groups: {
      '/': ['/index.html', '/_next/static/chunks/shared.js'].map(at),
      '/simulation/summit': ['/simulation/summit.html', '/simulation/summit/roles.html', '/simulation/summit/roles.txt', '/_next/static/chunks/shared.js', '/_next/static/chunks/summit.js'].map(at),
      '/simulation/launchpad': ['/simulation/launchpad.html', '/_next/static/chunks/shared.js', '/_next/static/chunks/launchpad.js'].map(at),
    },
  };
}

/** Starts a worker with its manifest over `env` (shared caches and network); returns helpers to send it events. */
function startWorker(env, m) {
  const handlers = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type, fn) => (handlers[type] = fn),
    skipWaiting() {
      self.skipped = true;
    },
    clients: { claim: async () => (self.claimed = true) },
  };
  offlineWorker(self, m);
  const extendable = async (type, extra = {}) => {
    const waits = [];
    handlers[type]({ ...extra, waitUntil: (p) => waits.push(p) });
    await Promise.all(waits);
  };
  return {
    self,
    install: () => extendable('install'),
    activate: () => extendable('activate'),
    /** Sends a message; resolves to every reply (progress first, the status last). */
    async message(data) {
      const replies = [];
      await extendable('message', { data, ports: [{ postMessage: (r) => replies.push(r) }] });
      return replies;
    },
    /** The worker's answer to a request, or null when it lets the browser handle it. */
    async fetch(path, { method = 'GET', mode = 'no-cors' } = {}) {
      let answer = null;
      const request = new Request(ORIGIN + path, { method });
      Object.defineProperty(request, 'mode', { value: mode });
      handlers.fetch({ request, respondWith: (p) => (answer = p) });
      return answer === null ? null : await answer;
    },
  };
}

function setup() {
  const env = { caches: fakeCaches(), net: fakeNetwork(SITE) };
  globalThis.caches = env.caches;
  globalThis.fetch = env.net.fetch;
  return env;
}
const saved = { caches: globalThis.caches, fetch: globalThis.fetch };
test.afterEach(() => Object.assign(globalThis, saved));

const cachedPaths = async (env) => (await (await env.caches.open(CACHE_NAME)).keys()).map((r) => new URL(r.url).pathname).filter((p) => p !== STATE_PATH).sort();

test('install keeps the shell only, and activating removes the earlier whole-site precache', async () => {
  const env = setup();
  await env.caches.open('venturequest-precache-v2-http://school.test/');
  const w = startWorker(env, manifest());
  await w.install();
  assert.deepEqual(await cachedPaths(env), ['/404.html', '/icon.svg', '/sw-client.js']);
  await w.activate();
  assert.deepEqual(await env.caches.keys(), [CACHE_NAME]);
  assert.equal(w.self.claimed, true);
});

test('a page asks to be saved: its game’s pages and chunks are kept, nothing of another game', async () => {
  const env = setup();
  const w = startWorker(env, manifest());
  await w.install();
  await w.activate();
  env.net.log.length = 0;
  const [status] = await w.message({ type: 'SAVE_PAGE', path: '/simulation/summit/roles' });
  assert.deepEqual(
    { type: status.type, page: status.page, saved: status.saved, routes: status.routes, all: status.all },
    { type: 'status', page: '/simulation/summit', saved: true, routes: ['/simulation/summit'], all: false },
  );
  assert.deepEqual(env.net.log.sort(), ['/_next/static/chunks/shared.js', '/_next/static/chunks/summit.js', '/simulation/summit.html', '/simulation/summit/roles.html', '/simulation/summit/roles.txt']);
  // Asked again (every page load asks): nothing is fetched twice.
  env.net.log.length = 0;
  await w.message({ type: 'SAVE_PAGE', path: '/simulation/summit' });
  assert.deepEqual(env.net.log, []);
  // A page no group knows is not saved, and says so.
  const [other] = await w.message({ type: 'SAVE_PAGE', path: '/nowhere' });
  assert.equal(other.saved, false);
  assert.equal(other.page, null);
});

test('offline: saved pages answer whatever the query string, an unknown page gets the 404 page, HEAD gets no body', async () => {
  const env = setup();
  const w = startWorker(env, manifest());
  await w.install();
  await w.activate();
  await w.message({ type: 'SAVE_PAGE', path: '/simulation/summit' });
  env.net.offline = true;
  const page = await w.fetch('/simulation/summit/roles?class=x&seed=y', { mode: 'navigate' });
  assert.equal(await page.text(), 'summit roles');
  assert.equal(await (await w.fetch('/simulation/summit/roles.txt?_rsc=abc')).text(), 'roles rsc');
  const missing = await w.fetch('/nowhere', { mode: 'navigate' });
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'not found page');
  const head = await w.fetch('/simulation/summit', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
  // Another game was never saved: the browser's own offline error.
  await assert.rejects(w.fetch('/simulation/launchpad', { mode: 'navigate' }), /Failed to fetch/);
  // Requests the worker leaves alone: another origin, POST, its own state.
  assert.equal(await w.fetch('/__offline/state'), null);
});

test('a file a saved page loads later online (a library on a click) is kept for offline use', async () => {
  const env = setup();
  const w = startWorker(env, manifest());
  await w.install();
  await w.activate();
  assert.equal(await (await w.fetch('/_next/static/chunks/pdf.js')).text(), 'a library loaded on a click');
  env.net.offline = true;
  assert.equal(await (await w.fetch('/_next/static/chunks/pdf.js')).text(), 'a library loaded on a click');
  // Pages are kept only through SAVE_PAGE (a page alone, without its chunks, would not open).
  env.net.offline = false;
  await w.fetch('/index.html', { mode: 'navigate' });
  assert.ok(!(await cachedPaths(env)).includes('/index.html'));
});

test('the teacher’s switch: SAVE_ALL keeps every file with progress; REMOVE_ALL keeps only the shell and the pages opened', async () => {
  const env = setup();
  const w = startWorker(env, manifest());
  await w.install();
  await w.activate();
  await w.message({ type: 'SAVE_PAGE', path: '/' });
  const replies = await w.message({ type: 'SAVE_ALL' });
  const progress = replies.filter((r) => r.type === 'progress');
  assert.ok(progress.length >= 2);
  assert.deepEqual(progress.at(-1), { type: 'progress', done: PATHS.length, total: PATHS.length });
  const done = replies.at(-1);
  assert.equal(done.all, true);
  assert.equal(done.switchedOn, true);
  assert.equal(done.bytes, Object.values(SITE).join('').length);
  assert.deepEqual(done.routes.sort(), ['/', '/simulation/launchpad', '/simulation/summit']);
  assert.deepEqual(await cachedPaths(env), [...PATHS].sort());

  const [off] = await w.message({ type: 'REMOVE_ALL' });
  assert.equal(off.all, false);
  assert.equal(off.switchedOn, false);
  assert.deepEqual(off.routes, ['/']);
  assert.deepEqual(await cachedPaths(env), ['/404.html', '/_next/static/chunks/shared.js', '/icon.svg', '/index.html', '/sw-client.js']);
});

test('a failed download says so and leaves the group unsaved', async () => {
  const env = setup();
  const w = startWorker(env, manifest());
  await w.install();
  await w.activate();
  env.net.offline = true;
  const [reply] = await w.message({ type: 'SAVE_PAGE', path: '/simulation/launchpad' });
  assert.equal(reply.type, 'error');
  env.net.offline = false;
  const [status] = await w.message({ type: 'STATUS', path: '/simulation/launchpad' });
  assert.equal(status.saved, false);
});

test('a new version installs what the old one had saved, with the new revisions, waits, then removes the old files', async () => {
  const env = setup();
  const v1 = startWorker(env, manifest('v1', '1'));
  await v1.install();
  await v1.activate();
  await v1.message({ type: 'SAVE_PAGE', path: '/simulation/launchpad' });
  const v2 = startWorker(env, manifest('v2', '2'));
  await v2.install();
  const keys = async () => (await (await env.caches.open(CACHE_NAME)).keys()).map((r) => new URL(r.url)).filter((u) => u.pathname === '/simulation/launchpad.html');
  // Both versions' copies while the old one still serves.
  assert.equal((await keys()).length, 2);
  assert.equal(v2.self.skipped, undefined, 'it waits for the page');
  await v2.message({ type: 'SKIP_WAITING' });
  assert.equal(v2.self.skipped, true);
  await v2.activate();
  assert.deepEqual(
    (await keys()).map((u) => u.searchParams.get('__rev')),
    [rev('/simulation/launchpad.html', '2')],
  );
  const [status] = await v2.message({ type: 'STATUS', path: '/simulation/launchpad' });
  assert.equal(status.saved, true);
  assert.equal(status.version, 'v2');
});
