/**
 * Site pages load the toast library only when a toast is needed: the first `notify()` (or `preloadToaster()`, when
 * a form is touched) fetches sonner and mounts its <Toaster /> in a React root of its own at the end of <body>, so
 * no component of the layout (on every page) waits for it. Spec: at most 3 at a time, 4000 ms by default.
 */
import { createElement, Fragment, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

type Kind = 'success' | 'error' | 'info';
type Sonner = typeof import('sonner');

/** Resolves once it has rendered: after the <Toaster /> before it has subscribed to new toasts. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

let mounting: Promise<Sonner> | null = null;

function mount(): Promise<Sonner> {
  mounting ??= import('sonner')
    .then(
      (sonner) =>
        new Promise<Sonner>((resolve) => {
          const host = document.createElement('div');
          document.body.appendChild(host);
          const toaster = createElement(sonner.Toaster, { position: 'top-center', visibleToasts: 3, duration: 4000, richColors: true, closeButton: true });
          createRoot(host).render(createElement(Fragment, null, toaster, createElement(Mounted, { onMount: () => resolve(sonner) })));
        }),
    )
    .catch((e: unknown) => {
      mounting = null; // offline: the next toast tries again
      throw e;
    });
  return mounting;
}

export function preloadToaster(): void {
  mount().catch(() => {});
}

export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  const { toast } = await mount();
  if (kind === 'error') toast.error(title, { description, className: 'toast-destructive' });
  else if (kind === 'success') toast.success(title, { description });
  else toast(title, { description });
}
