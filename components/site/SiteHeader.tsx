import { site } from '@/lib/site';
import { headerNav } from '@/content/navigation';
import { HeaderNav } from './HeaderNav';
import styles from './SiteHeader.module.css';

/**
 * Sticky site header. The brand link is server HTML; the menus are one small client island. Its links are plain
 * links, not next/link (README, "Speed"): a page's next load is its small static HTML, with no router code or
 * prefetching on every page.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <a href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ▲
          </span>
          {site.name}
        </a>
        <HeaderNav items={headerNav} />
      </div>
    </header>
  );
}
