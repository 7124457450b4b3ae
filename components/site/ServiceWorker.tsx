/**
 * Mounted once in the root layout (a server component: no JavaScript of its own in the page's bundles).
 * Production builds get a one-line inline script that, once the page has loaded and the browser is idle, imports
 * /sw-client.js (public/): it registers the service worker and shows "New version — reload" when a new deployment
 * waits. The CSP step (scripts/postbuild-csp.mjs) hashes this script like Next's own inline scripts.
 * `npm run dev` never registers; its script removes a worker that `npm start` may have left on the same address.
 */
export const SW_BOOTSTRAP =
  '"serviceWorker"in navigator&&addEventListener("load",function(){(self.requestIdleCallback||setTimeout)(function(){import("/sw-client.js").catch(function(){})})})';
export const SW_DEV_CLEANUP =
  '"serviceWorker"in navigator&&navigator.serviceWorker.getRegistrations().then(function(r){r.forEach(function(x){x.unregister()})})';

export function ServiceWorker() {
  return <script dangerouslySetInnerHTML={{ __html: process.env.NODE_ENV === 'production' ? SW_BOOTSTRAP : SW_DEV_CLEANUP }} />;
}
