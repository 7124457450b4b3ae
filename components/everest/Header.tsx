/**
 * The page header: solo or class game, the title, and the way back to the site. Without `classGame` (the page's
 * static frame, docs/site.md "Static frames") the kind of game is a placeholder. The game passes next/link as `link`;
 * the frame's links are plain ones (this file does not import next/link: the page imports it for the frame, and a
 * client component imported there would be the route's first-load JavaScript).
 */

type LinkLike = ComponentType<{ href: string; className?: string; children: ReactNode }>;
import type { ComponentType, ReactNode } from 'react';
import { Ph } from './Placeholder';
import styles from './Everest.module.css';

export function Header({ classGame, link }: { classGame?: boolean; link?: LinkLike }) {
  const A = link ?? 'a';
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.kicker}>{classGame === undefined ? <Ph ch={15} /> : classGame ? 'Class game' : 'Solo simulation'} · v3</p>
        <h1 className={styles.title}>Everest Expedition</h1>
      </div>
      <nav aria-label="Simulation">
        <A href="/" className="btn btn-outline">
          ← Home
        </A>{' '}
        <A href="/simulation" className="btn btn-outline">
          All simulations
        </A>
      </nav>
    </header>
  );
}
