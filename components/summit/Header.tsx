import styles from './summit.module.css';

/**
 * The Summit screens' own header: a link home (a plain one, like the site's: README, "Speed"), the title, and an
 * optional right-hand slot.
 */
export function SummitHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <a href="/" className={styles.logo}>
          <span className="emoji" aria-hidden="true">⛰️</span> Summit of Decisions <span className="visually-hidden">(home page)</span>
        </a>
        {children}
      </div>
    </header>
  );
}
