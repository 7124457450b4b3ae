import Link from 'next/link';
import { site } from '@/lib/site';
import { headerNav } from '@/content/navigation';
import { HeaderNav } from './HeaderNav';
import styles from './SiteHeader.module.css';

/** Sticky site header. The brand link is server HTML; the menus are one small client island. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            ▲
          </span>
          {site.name}
        </Link>
        <HeaderNav items={headerNav} />
      </div>
    </header>
  );
}
