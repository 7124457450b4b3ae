'use client';
/**
 * The hub's progress card. The card of an empty record comes as HTML with the page (`children`, a server-rendered
 * ProgressView), so a student with nothing saved yet costs the hub no JavaScript for it (docs/performance.md, the
 * marketing budget). Its figures are hidden, in their room, until this island has looked: with nothing saved (and
 * storage readable) it shows them; otherwise it fetches the full card, which reads and validates the saved record,
 * and shows that in its place. A returning student never sees a new record's figures before their own.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
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

type Shown = 'looking' | 'empty' | { Card: ComponentType };

export function HubProgress({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>('looking');
  useEffect(() => {
    if (nothingSaved()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read once, after hydration
      setShown('empty');
      return;
    }
    let live = true;
    import('./ProgressCard').then(
      (m) => live && setShown({ Card: m.default }),
      (e: unknown) => console.warn('[progress] the progress card could not load:', e),
    );
    return () => {
      live = false;
    };
  }, []);
  if (typeof shown === 'object') return <shown.Card />;
  // A new element (the key), not a style change, shows the card: under reduced motion every property change is a
  // 0.01 ms transition (app/globals.css), and one of `visibility` on a hidden element may never be run to its end.
  return shown === 'looking' ? (
    <div key="looking" className={styles.looking} aria-hidden="true">
      {children}
    </div>
  ) : (
    <div key="empty">{children}</div>
  );
}
