/**
 * The page header: solo or class game, the title, and the way back to the site. Without `classGame` (the page's
 * static frame, docs/site.md "Static frames") the kind of game is a placeholder, and the links are plain links: the
 * frame ships no script, and next/link's would be the route's first-load JavaScript.
 */
import Link from 'next/link';
import { Ph } from './Placeholder';
import styles from './Everest.module.css';

export function Header({ classGame }: { classGame?: boolean }) {
  const A = classGame === undefined ? 'a' : Link;
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
