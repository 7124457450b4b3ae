/**
 * The simulations' toasts, with sonner's call shapes (`toast(msg, opts)`, `.success`, `.error`, `.warning`,
 * `.dismiss`), loading sonner only when the first toast is shown (docs/performance.md, "Loading on first use"):
 * no simulation island carries or runs the library before then. Calls wait in a queue, in order, until sonner has
 * loaded and a <Toaster /> (components/sim/SimToaster.tsx) has mounted and subscribed; then they are replayed in
 * that order, and later calls go straight through.
 *
 * Offline, before the service worker kept sonner's chunk, the import fails. A refusal must never be lost without a
 * word, so the toasts waiting then are handed to the plain fallback list SimToaster draws (subscribeUnshown), and
 * the next toast tries the import again (docs/accessibility.md, "Toasts").
 */
import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
export type ToastKind = 'default' | 'success' | 'error' | 'warning';
/** What sonner takes as a toast's title. */
export type ToastMessage = ReactNode | (() => ReactNode);

type Call = { kind: ToastKind; message: ToastMessage; opts?: ExternalToast } | { kind: 'dismiss'; id?: string | number };
/** A toast that could not be shown by sonner (its import failed), for the fallback list. */
export type UnshownToast = { kind: ToastKind; message: ToastMessage; opts?: ExternalToast };

const queue: Call[] = [];
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
let toasters = 0;
const loadedListeners = new Set<() => void>();
const unshownListeners = new Set<(t: UnshownToast) => void>();
const unshown: UnshownToast[] = [];

function replay(s: Sonner, call: Call): void {
  if (call.kind === 'dismiss') s.toast.dismiss(call.id);
  else if (call.kind === 'default') s.toast(call.message, call.opts);
  else s.toast[call.kind](call.message, call.opts);
}

function flush(): void {
  if (!sonner || toasters === 0) return;
  while (queue.length) replay(sonner, queue.shift()!);
}

function giveUp(): void {
  // The waiting toasts go to the fallback list (a dismissal of a toast never shown has nothing to do).
  for (const call of queue.splice(0)) {
    if (call.kind === 'dismiss') continue;
    if (unshownListeners.size === 0) unshown.push(call);
    else unshownListeners.forEach((l) => l(call));
  }
}

/** Loads sonner once (again after a failure); SimToaster mounts its <Toaster /> when it has. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (s) => {
      sonner = s;
      loadedListeners.forEach((l) => l());
      flush();
      return s;
    },
    (e: unknown) => {
      loading = null; // offline: the next toast tries again
      giveUp();
      throw e;
    },
  );
  return loading;
}

function enqueue(call: Call): void {
  queue.push(call);
  if (sonner) flush();
  else loadSonner().catch(() => {});
}

export const toast = Object.assign((message: ToastMessage, opts?: ExternalToast): void => enqueue({ kind: 'default', message, opts }), {
  success: (message: ToastMessage, opts?: ExternalToast): void => enqueue({ kind: 'success', message, opts }),
  error: (message: ToastMessage, opts?: ExternalToast): void => enqueue({ kind: 'error', message, opts }),
  warning: (message: ToastMessage, opts?: ExternalToast): void => enqueue({ kind: 'warning', message, opts }),
  dismiss: (id?: string | number): void => enqueue({ kind: 'dismiss', id }),
});

/** sonner once loaded (null before), for SimToaster's useSyncExternalStore. */
export const loadedSonner = (): Sonner | null => sonner;

export function subscribeSonnerLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => {
    loadedListeners.delete(listener);
  };
}

/** A <Toaster /> has mounted and subscribed to sonner: the waiting toasts go to it. Returns the unmount. */
export function toasterMounted(): () => void {
  toasters++;
  flush();
  return () => {
    toasters--;
  };
}

/** Toasts whose sonner import failed, for SimToaster's fallback list; those from before it subscribed first. */
export function subscribeUnshown(listener: (t: UnshownToast) => void): () => void {
  unshownListeners.add(listener);
  for (const t of unshown.splice(0)) listener(t);
  return () => {
    unshownListeners.delete(listener);
  };
}

/** For tests only. */
export function resetToastsForTest(): void {
  queue.length = 0;
  unshown.length = 0;
  sonner = null;
  loading = null;
  toasters = 0;
  loadedListeners.clear();
  unshownListeners.clear();
}
