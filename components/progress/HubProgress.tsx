'use client';
/**
 * The hub's mount point for the progress card, fetched after hydration (a plain `import()` in an effect), so the
 * hub's first load stays within the marketing budget (docs/performance.md). With nothing saved yet (and storage
 * readable), the card is the view of an empty record, without the storage layer and jotai; otherwise the full card,
 * which validates the saved record. The placeholder keeps the card's room meanwhile.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { PROGRESS_KEY } from '@/engines/progress/key';
import styles from './HubProgress.module.css';

/** True when storage can be read and holds no progress record (a throw counts as "not known": the full card says why). */
function nothingSaved(): boolean {
  try {
    return window.localStorage.getItem(PROGRESS_KEY) === null;
  } catch {
    return false;
  }
}

export function HubProgress() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const load: Promise<ComponentType> = nothingSaved()
      ? Promise.all([import('./ProgressView'), import('@/engines/progress/record')]).then(([v, r]) => {
          const empty = r.emptyRecord();
          return function EmptyProgressCard() {
            return <v.ProgressView record={empty} notices={[]} />;
          };
        })
      : import('./ProgressCard').then((m) => m.default);
    load.then(
      (C) => live && setCard(() => C),
      (e: unknown) => console.warn('[progress] the progress card could not load:', e),
    );
    return () => {
      live = false;
    };
  }, []);
  return Card ? <Card /> : <div className={styles.placeholder} aria-hidden="true" />;
}
