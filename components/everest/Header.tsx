/**
 * The page header: solo or class game, the title, and the way back to the site. Without `classGame` (the page's
 * static frame, docs/site.md "Static frames") the kind of game is a placeholder.
 */
import Link from 'next/link';
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
        <Link href="/" className="btn btn-outline">
          ← Home
        </Link>{' '}
        <Link href="/simulation" className="btn btn-outline">
          All simulations
        </Link>
      </nav>
    </header>
  );
}
