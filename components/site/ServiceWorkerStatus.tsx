'use client';
import { useEffect, useState } from 'react';
import { OFFLINE_TEXT, offlineText, type OfflineStatus } from '@/lib/offline/status';
import styles from './ServiceWorkerStatus.module.css';

type OfflineWindow = Window & { __vqOffline?: OfflineStatus };

/**
 * The "Ready offline" line. On a simulation's page (no `titles`): "this simulation now works … without an internet
 * connection" once the service worker has saved the page and its game. On the hub (`titles`: route → title of each
 * simulation): which simulations this browser has saved, or every one once a teacher's switch has saved the whole site.
 * Says nothing where there is no service worker (dev builds, browsers that refuse one). /sw-client.js
 * (components/site/ServiceWorker.tsx) registers the worker (`vq:sw` event), asks it to save the page and announces
 * the answer (`vq:offline` event, kept as `window.__vqOffline`).
 */
export function ServiceWorkerStatus({ titles, className }: { titles?: Record<string, string>; className?: string }) {
  const [state, setState] = useState<'off' | 'saving' | OfflineStatus>('off');
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const win = window as OfflineWindow;
    const onRegistered = (e: Event) => {
      if ((e as CustomEvent<unknown>).detail) setState((s) => (s === 'off' ? 'saving' : s));
    };
    const onSaved = (e: Event) => setState((e as CustomEvent<OfflineStatus>).detail);
    window.addEventListener('vq:sw', onRegistered);
    window.addEventListener('vq:offline', onSaved);
    // Saved before this component mounted (the answer is kept on the window).
    let live = true;
    void Promise.resolve().then(() => live && win.__vqOffline && setState(win.__vqOffline));
    return () => {
      live = false;
      window.removeEventListener('vq:sw', onRegistered);
      window.removeEventListener('vq:offline', onSaved);
    };
  }, []);
  const text = state === 'off' ? null : state === 'saving' ? (titles ? null : OFFLINE_TEXT.savingPage) : offlineText(state, titles);
  const ready = typeof state === 'object' && text?.startsWith('Ready offline');
  return (
    <p role="status" className={`${styles.status} ${className ?? ''}`} data-testid="offline-status" data-state={typeof state === 'object' ? (ready ? 'ready' : 'none') : state}>
      {ready ? (
        <>
          <span aria-hidden="true" className={styles.icon}>
            ✓
          </span>{' '}
        </>
      ) : null}
      {text}
    </p>
  );
}
