'use client';
import { useEffect, useState } from 'react';
import styles from './ServiceWorkerStatus.module.css';

type State = 'off' | 'saving' | 'ready';

/**
 * The hub's "ready offline" line. Ready means the service worker is active, which it only becomes once its install
 * has stored every precached file: from then on every simulation opens and plays in this browser with the network
 * off. Says nothing where there is no service worker (dev builds, browsers that refuse one). The worker is
 * registered by /sw-client.js (components/site/ServiceWorker.tsx), which announces it with a `vq:sw` event.
 */
export function ServiceWorkerStatus() {
  const [state, setState] = useState<State>('off');
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let live = true;
    const follow = (reg: ServiceWorkerRegistration | null | undefined) => {
      if (!reg || !live) return;
      if (!reg.active) setState('saving');
      container.ready.then(() => live && setState('ready'));
    };
    const onRegistered = (e: Event) => follow((e as CustomEvent<ServiceWorkerRegistration | null>).detail);
    window.addEventListener('vq:sw', onRegistered);
    container.getRegistration().then(follow);
    return () => {
      live = false;
      window.removeEventListener('vq:sw', onRegistered);
    };
  }, []);
  return (
    <p role="status" className={styles.status} data-testid="offline-status" data-state={state}>
      {state === 'saving' ? 'Saving the simulations in this browser for offline use…' : null}
      {state === 'ready' ? (
        <>
          <span aria-hidden="true" className={styles.icon}>
            ✓
          </span>{' '}
          Ready offline: the simulations now work in this browser without an internet connection.
        </>
      ) : null}
    </p>
  );
}
