import type { MenuLink } from '@/content/navigation';
import styles from './SiteHeader.module.css';

/** The links of a Features or For Schools menu (desktop dropdown and the drawer's sub-panel alike). */
export function MenuLinks({ links, onPick }: { links: MenuLink[]; onPick: () => void }) {
  return (
    <ul className={styles.panelList}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} className={styles.panelLink} onClick={onPick}>
            <strong>{l.label}</strong>
            {l.description && <span>{l.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
