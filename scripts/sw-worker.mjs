// The service worker's code (out/sw.js), as one function: scripts/postbuild-sw.mjs writes sw.js as
// `(offlineWorker)(self, manifest)`, and scripts/sw-worker.test.mjs runs it in Node against fake caches and fetch.
// It may use only its two arguments and the worker's globals (caches, fetch, Response, URL).
//
// What it keeps (README, "Offline"): a small shell at install (the not-found page, /sw-client.js, the icon); then, when a
// page asks (SAVE_PAGE, sent by /sw-client.js on every page load), that page's saved set: its group's pages and
// payloads and the chunks they load (manifest.groups, written by the build); and, when the teacher's switch asks
// (SAVE_ALL), every file. REMOVE_ALL drops what only the switch needed. Files are answered from the cache first; a
// manifest file the cache lacks comes from the network and, unless it is a page, is kept (what a page loads beyond
// its saved set, e.g. a library loaded on a click). Matching ignores the query string (class links, `?_rsc=`).
//
// The manifest: { version, files: [[path, revision|null, bytes]], shell: [index], pages: {route: group},
// groups: {group: [index]} }. A file with a revision is cached under `path?__rev=<revision>`, so a new deployment's
// worker installs next to the old one's files and removes them once it is active.

export const CACHE_NAME = 'venturequest-offline';
export const STATE_PATH = '/__offline/state';

export function offlineWorker(self, M) {
  const CACHE = 'venturequest-offline';
  const STATE = '/__offline/state';
  const PARALLEL = 4;
  const index = new Map(M.files.map((f, i) => [f[0], i]));
  const keyOf = (i) => (M.files[i][1] ? `${M.files[i][0]}?__rev=${M.files[i][1]}` : M.files[i][0]);
  const keyOfRequest = (r) => {
    const u = new URL(r.url);
    return u.pathname + u.search;
  };
  const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

  /** The manifest file a request path names: `/about` is about.html, `/` is index.html. */
  function fileFor(pathname) {
    let p = pathname;
    try {
      p = decodeURIComponent(pathname);
    } catch {
      // keep it as it came
    }
    for (const c of p.endsWith('/') ? [`${p}index.html`] : [p, `${p}.html`]) if (index.has(c)) return index.get(c);
    return undefined;
  }

  /** The saved group of a page's path (`/simulation/summit/roles` → `/simulation/summit`), or null. */
  function groupOf(pathname) {
    let p = String(pathname || '/').replace(/\.html$/, '').replace(/\/index$/, '/');
    if (p.length > 1) p = p.replace(/\/+$/, '');
    return has(M.pages, p) ? M.pages[p] : null;
  }

  async function readState(cache) {
    try {
      const r = await cache.match(STATE);
      const s = r ? await r.json() : null;
      if (s && Array.isArray(s.routes)) return { all: s.all === true, routes: s.routes.filter((g) => typeof g === 'string') };
    } catch {
      // unreadable: start from nothing saved
    }
    return { all: false, routes: [] };
  }

  const writeState = (cache, s) => cache.put(STATE, new Response(JSON.stringify(s), { headers: { 'content-type': 'application/json' } }));

  /** Indices of every file the state asks for. */
  function wanted(state) {
    const set = new Set(M.shell);
    if (state.all) M.files.forEach((_, i) => set.add(i));
    for (const g of state.routes) for (const i of has(M.groups, g) ? M.groups[g] : []) set.add(i);
    return set;
  }

  async function cachedKeys(cache) {
    return new Set((await cache.keys()).map(keyOfRequest));
  }

  async function store(cache, i) {
    const [p, rev] = M.files[i];
    // Hashed files may come from the HTTP cache (the page has just loaded most of them); pages are revalidated.
    const res = await fetch(p, { cache: rev ? 'no-cache' : 'default', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
    const body = res.redirected ? new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers: res.headers }) : res;
    await cache.put(keyOf(i), body);
  }

  /** Stores every wanted file the cache lacks, four at a time; `progress(done, total)` after each. */
  async function download(cache, set, progress) {
    const have = await cachedKeys(cache);
    const missing = [...set].filter((i) => !have.has(keyOf(i)));
    const total = set.size;
    let done = total - missing.length;
    if (progress) progress(done, total);
    let next = 0;
    const run = async () => {
      while (next < missing.length) {
        await store(cache, missing[next++]);
        done += 1;
        if (progress) progress(done, total);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, run));
  }

  /** Removes what this version does not know (older deployments) or, with `strict`, what the state does not ask for. */
  async function prune(cache, state, strict) {
    const keep = new Set([...(strict ? wanted(state) : M.files.map((_, i) => i))].map(keyOf));
    keep.add(STATE);
    for (const r of await cache.keys()) if (!keep.has(keyOfRequest(r))) await cache.delete(r);
  }

  /** What is saved, complete, now: the groups whose every file is cached, and whether every file is. */
  async function status(cache, state, path) {
    const have = await cachedKeys(cache);
    const complete = (set) => [...set].every((i) => have.has(keyOf(i)));
    const routes = state.routes.filter((g) => has(M.groups, g) && complete(M.groups[g]));
    const all = state.all && complete(M.files.map((_, i) => i));
    const page = path === undefined ? null : groupOf(path);
    return {
      type: 'status',
      version: M.version,
      page,
      saved: all || (page !== null && routes.includes(page)),
      routes: all ? Object.keys(M.groups) : routes,
      all,
      switchedOn: state.all,
      bytes: M.files.reduce((s, f) => s + f[2], 0),
    };
  }

  // One change of the saved state at a time (several tabs may ask at once).
  let queue = Promise.resolve();
  const serial = (fn) => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  async function handle(data, reply) {
    const cache = await caches.open(CACHE);
    if (data.type === 'SAVE_PAGE') {
      const g = groupOf(data.path);
      if (g !== null) {
        await serial(async () => {
          const s = await readState(cache);
          await download(cache, new Set([...M.shell, ...M.groups[g]]));
          if (!s.routes.includes(g)) s.routes.push(g);
          await writeState(cache, s);
        });
      }
    } else if (data.type === 'SAVE_ALL') {
      await serial(async () => {
        const s = await readState(cache);
        s.all = true;
        await writeState(cache, s);
        let last = 0;
        await download(cache, wanted(s), (done, total) => {
          // At most every 1 % (and the last), so a slow page is not flooded with messages.
          if (done === total || done - last >= Math.max(1, Math.floor(total / 100))) {
            last = done;
            reply({ type: 'progress', done, total });
          }
        });
      });
    } else if (data.type === 'REMOVE_ALL') {
      await serial(async () => {
        const s = await readState(cache);
        s.all = false;
        await writeState(cache, s);
        await prune(cache, s, true);
      });
    } else if (data.type !== 'STATUS') {
      return;
    }
    reply(await status(cache, await readState(cache), data.path));
  }

  self.addEventListener('message', (event) => {
    const data = event.data || {};
    if (data.type === 'SKIP_WAITING') {
      // The page's Reload button (the "New version" notice): the waiting version takes over.
      self.skipWaiting();
      return;
    }
    const port = event.ports && event.ports[0];
    const reply = (m) => (port ? port.postMessage(m) : event.source && event.source.postMessage(m));
    const done = handle(data, reply).catch((e) => reply({ type: 'error', message: String((e && e.message) || e) }));
    if (event.waitUntil) event.waitUntil(done);
  });

  self.addEventListener('install', (event) => {
    // The shell, and what the earlier version had saved (the student's games, or everything once switched on), so a
    // new deployment never takes over with less than the old one had. A new version waits for the page's Reload.
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        await download(cache, wanted(await readState(cache)));
      })(),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Earlier workers' caches (the whole-site precache of Workbox, `venturequest-precache-…`) go.
        for (const name of await caches.keys()) if (name !== CACHE && name.startsWith('venturequest')) await caches.delete(name);
        const cache = await caches.open(CACHE);
        await prune(cache, await readState(cache), false);
        await self.clients.claim();
      })(),
    );
  });

  async function fromCache(request, i) {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(keyOf(i));
    if (hit) return hit;
    const res = await fetch(request);
    if (request.mode !== 'navigate' && !/\.html$/.test(M.files[i][0]) && res.ok && !res.redirected && (res.type === 'basic' || res.type === 'default')) {
      await cache.put(keyOf(i), res.clone()).catch(() => undefined);
    }
    return res;
  }

  // Next's router checks a page with HEAD before it prefetches it: the network, or else the cached file, no body.
  async function head(request, url) {
    try {
      return await fetch(request);
    } catch (error) {
      const i = fileFor(url.pathname);
      const hit = i === undefined ? undefined : await (await caches.open(CACHE)).match(keyOf(i));
      if (hit) return new Response(null, { status: hit.status, headers: hit.headers });
      throw error;
    }
  }

  // A page this version does not know: the network, or else, offline, the site's not-found page with status 404.
  async function notFoundOffline(request) {
    try {
      return await fetch(request);
    } catch (error) {
      const i = fileFor('/404.html');
      const page = i === undefined ? undefined : await (await caches.open(CACHE)).match(keyOf(i));
      if (!page) throw error;
      return new Response(await page.blob(), { status: 404, statusText: 'Not Found', headers: page.headers });
    }
  }

  self.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname.startsWith('/__offline/')) return;
    if (request.method === 'HEAD') {
      event.respondWith(head(request, url));
      return;
    }
    if (request.method !== 'GET') return;
    const i = fileFor(url.pathname);
    if (i !== undefined) event.respondWith(fromCache(request, i));
    else if (request.mode === 'navigate') event.respondWith(notFoundOffline(request));
  });
}
