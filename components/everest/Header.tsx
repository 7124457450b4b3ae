/**
 * The page header: solo or class game, the title, and the way back to the site. Without `classGame` (the page's
 * static frame, docs/site.md "Static frames") the kind of game is a placeholder. Its links are plain ones, like the
 * site's (README, "Speed"): leaving the game is a full load of a small static page, with nothing prefetched.
 */

import { Ph } from './Placeholder';
import styles from './Everest.module.css';

export function Header({ classGame }: { classGame?: boolean }) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.kicker}>{classGame === undefined ? <Ph ch={15} /> : classGame ? 'Class game' : 'Solo simulation'} · v3</p>
        <h1 className={styles.title}>Everest Expedition</h1>
      </div>
      <nav aria-label="Simulation">
        <a href="/" className="btn btn-outline">
          ← Home
        </a>{' '}
        <a href="/simulation" className="btn btn-outline">
          All simulations
        </a>
      </nav>
    </header>
  );
}
