// node --test scripts/sw-client.test.mjs — the page's side of the service worker (public/sw-client.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

// A plain browser module in public/: loaded as is (no build step), as the browser loads it.
const client = await import(`data:text/javascript,${encodeURIComponent(fs.readFileSync('public/sw-client.js', 'utf8'))}`);

/** A fake ServiceWorker: an EventTarget with a state and the messages posted to it. */
function worker(state) {
  const w = Object.assign(new EventTarget(), { state, posted: [], postMessage: (m) => w.posted.push(m) });
  return w;
}
const registration = (init = {}) => Object.assign(new EventTarget(), { waiting: null, installing: null, active: null, ...init });

test('a version already waiting while an older one controls the page is reported at once', () => {
  const waiting = worker('installed');
  const seen = [];
  client.watchForUpdates(registration({ waiting }), { controller: {} }, (w) => seen.push(w));
  assert.deepEqual(seen, [waiting]);
});

test('a version found later is reported once it has installed, not before', () => {
  const reg = registration({ active: worker('activated') });
  const seen = [];
  client.watchForUpdates(reg, { controller: {} }, (w) => seen.push(w));
  const next = worker('installing');
  reg.installing = next;
  reg.dispatchEvent(new Event('updatefound'));
  next.dispatchEvent(new Event('statechange'));
  assert.deepEqual(seen, []);
  next.state = 'installed';
  reg.waiting = next;
  next.dispatchEvent(new Event('statechange'));
  assert.deepEqual(seen, [next]);
});

test('the very first install is no update: nothing controls the page yet', () => {
  const first = worker('installing');
  const reg = registration({ installing: first });
  const seen = [];
  client.watchForUpdates(reg, { controller: null }, (w) => seen.push(w));
  reg.dispatchEvent(new Event('updatefound'));
  first.state = 'installed';
  reg.waiting = first;
  first.dispatchEvent(new Event('statechange'));
  assert.deepEqual(seen, []);
});

test('Reload asks the waiting version to take over, and reloads only once it controls the page', () => {
  const container = new EventTarget();
  const waiting = worker('installed');
  let reloads = 0;
  client.applyUpdate(waiting, container, () => reloads++);
  assert.deepEqual(waiting.posted, [{ type: 'SKIP_WAITING' }]);
  assert.equal(reloads, 0);
  container.dispatchEvent(new Event('controllerchange'));
  container.dispatchEvent(new Event('controllerchange'));
  assert.equal(reloads, 1);
  // Another tab switched first: the page just reloads.
  const already = worker('activated');
  client.applyUpdate(already, new EventTarget(), () => reloads++);
  assert.equal(reloads, 2);
  assert.deepEqual(already.posted, []);
});

test('start registers /sw.js for the whole site, bypassing the HTTP cache, and announces it; a refusal announces null', async () => {
  const calls = [];
  const events = [];
  const reg = registration();
  const win = (register) =>
    Object.assign(new EventTarget(), {
      CustomEvent: globalThis.CustomEvent,
      navigator: { serviceWorker: { register, controller: null, addEventListener() {} } },
      document: { getElementById: () => ({}) }, // the notice's region already exists
    });
  const ok = win(async (...a) => (calls.push(a), reg));
  ok.addEventListener('vq:sw', (e) => events.push(e.detail));
  assert.equal(await client.start(ok), reg);
  assert.deepEqual(calls, [['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  const refused = win(async () => {
    throw new Error('SecurityError');
  });
  refused.addEventListener('vq:sw', (e) => events.push(e.detail));
  assert.equal(await client.start(refused), null);
  assert.deepEqual(events, [reg, null]);
});

test('ask: progress messages go to onProgress, the status resolves, an error rejects', async () => {
  const sent = [];
  const worker = {
    postMessage: (m, [port]) => {
      sent.push(m);
      const channel = port.owner;
      for (const r of port.replies) channel.port1.onmessage({ data: r });
    },
  };
  // A MessageChannel stand-in: the worker answers on port1 with `Channel.replies`.
  const Channel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { replies: Channel.replies, owner: this };
    }
  };
  const seen = [];
  Channel.replies = [{ type: 'progress', done: 1, total: 2 }, { type: 'progress', done: 2, total: 2 }, { type: 'status', all: true }];
  assert.deepEqual(await client.ask(worker, { type: 'SAVE_ALL' }, (p) => seen.push(p.done), Channel), { type: 'status', all: true });
  assert.deepEqual(seen, [1, 2]);
  assert.deepEqual(sent, [{ type: 'SAVE_ALL' }]);
  Channel.replies = [{ type: 'error', message: 'HTTP 500' }];
  await assert.rejects(client.ask(worker, { type: 'SAVE_PAGE', path: '/' }, undefined, Channel), /HTTP 500/);
});

test('savePage asks the active worker to save this page, keeps the answer on the window and announces it', async () => {
  const posted = [];
  const active = { postMessage: (m, [port]) => (posted.push(m), port.reply()) };
  const win = Object.assign(new EventTarget(), {
    CustomEvent: globalThis.CustomEvent,
    location: { pathname: '/simulation/game-theory' },
    navigator: { serviceWorker: { ready: Promise.resolve({ active }) } },
  });
  const events = [];
  win.addEventListener('vq:offline', (e) => events.push(e.detail));
  const status = { type: 'status', saved: true, page: '/simulation/game-theory' };
  const saved = globalThis.MessageChannel;
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { reply: () => this.port1.onmessage({ data: status }) };
    }
  };
  try {
    assert.deepEqual(await client.savePage(win), status);
  } finally {
    globalThis.MessageChannel = saved;
  }
  assert.deepEqual(posted, [{ type: 'SAVE_PAGE', path: '/simulation/game-theory' }]);
  assert.deepEqual(win.__vqOffline, status);
  assert.deepEqual(events, [status]);
});

test('savePage: when saving fails, it announces what the worker had saved before', async () => {
  const posted = [];
  const replies = { SAVE_PAGE: { type: 'error', message: 'Failed to fetch' }, STATUS: { type: 'status', saved: false, routes: ['/'] } };
  const active = { postMessage: (m, [port]) => (posted.push(m.type), port.reply(replies[m.type])) };
  const win = Object.assign(new EventTarget(), {
    CustomEvent: globalThis.CustomEvent,
    location: { pathname: '/simulation/launchpad' },
    navigator: { serviceWorker: { ready: Promise.resolve({ active }) } },
  });
  const saved = globalThis.MessageChannel;
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { reply: (data) => this.port1.onmessage({ data }) };
    }
  };
  try {
    assert.deepEqual(await client.savePage(win), replies.STATUS);
  } finally {
    globalThis.MessageChannel = saved;
  }
  assert.deepEqual(posted, ['SAVE_PAGE', 'STATUS']);
  assert.deepEqual(win.__vqOffline, replies.STATUS);
});
