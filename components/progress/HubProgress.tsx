'use client';
/**
 * The hub's mount point for the progress card: the card, its storage code and jotai are fetched after hydration
 * (a plain `import()` in an effect — lighter than next/dynamic's loader), so the hub's first load stays within the
 * marketing budget. The placeholder keeps the card's room meanwhile.
 */
import { useEffect, useState, type ComponentType } from 'react';
import styles from './HubProgress.module.css';

export function HubProgress() {
  const [Card, setCard] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import('./ProgressCard').then(
      (m) => live && setCard(() => m.default),
      (e: unknown) => console.warn('[progress] the progress card could not load:', e),
    );
    return () => {
      live = false;
    };
  }, []);
  return Card ? <Card /> : <div className={styles.placeholder} aria-hidden="true" />;
}
