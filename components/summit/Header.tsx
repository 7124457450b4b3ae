import Link from 'next/link';
import styles from './summit.module.css';

/** The Summit screens' own header: a link home, the title, and an optional right-hand slot. */
export function SummitHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/" className={styles.logo}>
          <span aria-hidden="true">⛰️</span> Summit of Decisions <span className="visually-hidden">(home page)</span>
        </Link>
        {children}
      </div>
    </header>
  );
}
