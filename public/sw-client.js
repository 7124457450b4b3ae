// The page's side of the service worker (out/sw.js, written after the build by scripts/postbuild-sw.mjs).
// A one-line inline script (components/site/ServiceWorker.tsx, production builds only) imports this module once the
// page has loaded and the browser is idle, so it is never part of a page's first-load JavaScript. It
// - registers /sw.js for the whole site and announces the outcome with a `vq:sw` event;
// - asks the worker to save this page and its game for offline use (SAVE_PAGE: scripts/sw-worker.mjs) and announces
//   what is saved with a `vq:offline` event, also kept as `window.__vqOffline` for components that mount later (the
//   "Ready offline" line, components/site/ServiceWorkerStatus.tsx);
// - when a new deployment's version has installed and waits, shows "New version — reload to use it." with a Reload
//   button: the new version takes over (SKIP_WAITING) and the page reloads (games keep their saves). "Later" hides
//   the notice; the new version then starts once every tab of the site has been closed.
// Plain JavaScript (no build step); scripts/sw-client.test.mjs tests it.

export const SW_URL = '/sw.js';
export const NOTICE_ID = 'sw-update';

/**
 * Calls `onWaiting(worker)` when a new version has installed and waits while an older one controls the page — now,
 * or later in this page's life. Never on the very first install: there is nothing to replace. Returns `stop()`.
 */
export function watchForUpdates(reg, container, onWaiting) {
  const check = () => {
    if (reg.waiting && container.controller) onWaiting(reg.waiting);
  };
  const onFound = () => {
    const w = reg.installing;
    if (!w) return;
    w.addEventListener('statechange', () => {
      if (w.state === 'installed') check();
    });
  };
  check();
  reg.addEventListener('updatefound', onFound);
  return () => reg.removeEventListener('updatefound', onFound);
}

/** Lets the waiting version take over (sw.js listens for SKIP_WAITING), then reloads once it controls the page. */
export function applyUpdate(waiting, container, reload) {
  if (waiting.state === 'activated' || waiting.state === 'redundant') {
    // Another tab has already switched to it: this page only needs to reload.
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * The notice's live region: in the page (empty) before any text, so screen readers announce the text when it
 * appears. Styled inline with the site's colours (globals.css), buttons with the site's .btn classes; it sits
 * above the floating "Chat with AI" link (bottom right).
 */
export function noticeRegion(doc) {
  let box = doc.getElementById(NOTICE_ID);
  if (box) return box;
  box = doc.createElement('div');
  box.id = NOTICE_ID;
  box.setAttribute('role', 'status');
  box.style.cssText =
    'position:fixed;z-index:1000;left:50%;bottom:80px;transform:translateX(-50%);max-width:calc(100vw - 32px);' +
    'box-sizing:border-box;display:none;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 16px;' +
    'background:var(--bg,#fff);color:var(--fg,#111827);border:2px solid var(--primary,#1d4ed8);' +
    'border-radius:var(--radius,12px);box-shadow:0 6px 24px rgba(17,24,39,.25)';
  doc.body.appendChild(box);
  return box;
}

/** Shows "New version — reload to use it." with Reload (calls `onReload`) and Later (hides the notice). */
export function showNotice(doc, onReload) {
  const box = noticeRegion(doc);
  if (box.childElementCount) return box;
  const text = doc.createElement('p');
  text.style.margin = '0';
  const strong = doc.createElement('strong');
  strong.textContent = 'New version';
  text.append(strong, ' — reload to use it.');
  const button = (label, cls, onClick) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `btn ${cls}`;
    b.style.minHeight = '40px';
    b.textContent = label;
    b.addEventListener('click', onClick);
    return b;
  };
  const actions = doc.createElement('div');
  actions.style.cssText = 'display:flex;gap:8px';
  actions.append(
    button('Reload', 'btn-primary', onReload),
    button('Later', 'btn-outline', () => {
      box.replaceChildren();
      box.style.display = 'none';
    }),
  );
  box.append(text, actions);
  box.style.display = 'flex';
  return box;
}

/**
 * Sends `message` to a worker with a reply port; resolves to its reply (`{type: 'status', …}`), calling
 * `onProgress({done, total})` for the progress messages before it. Rejects on an `error` reply.
 */
export function ask(worker, message, onProgress, Channel = MessageChannel) {
  return new Promise((resolve, reject) => {
    const channel = new Channel();
    channel.port1.onmessage = (e) => {
      const m = e.data || {};
      if (m.type === 'progress') onProgress?.(m);
      else if (m.type === 'error') reject(new Error(m.message));
      else resolve(m);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Asks the active worker to save this page (and its game's other pages) and announces what is saved (`vq:offline`):
 * when the download fails (the network dropped), what was saved before.
 */
export async function savePage(win) {
  const reg = await win.navigator.serviceWorker.ready;
  if (!reg.active) return null;
  const path = win.location.pathname;
  const status = await ask(reg.active, { type: 'SAVE_PAGE', path }).catch(() => ask(reg.active, { type: 'STATUS', path }));
  win.__vqOffline = status;
  win.dispatchEvent(new win.CustomEvent('vq:offline', { detail: status }));
  return status;
}

/** Registers the worker and watches for new versions; resolves to the registration, or null when refused. */
export async function start(win) {
  const container = win.navigator.serviceWorker;
  let reg = null;
  try {
    reg = await container.register(SW_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    // Private mode or storage turned off: the site works online as before.
  }
  win.dispatchEvent(new win.CustomEvent('vq:sw', { detail: reg }));
  if (!reg) return null;
  noticeRegion(win.document);
  watchForUpdates(reg, container, (waiting) => showNotice(win.document, () => applyUpdate(waiting, container, () => win.location.reload())));
  // Offline saving is a convenience: a failure (storage full, the network gone mid-way) leaves the page as it is.
  savePage(win).catch(() => undefined);
  return reg;
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator) start(window);
