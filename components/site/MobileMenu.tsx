'use client';
/**
 * The mobile 'Menu' drawer: the one Dialog (native <dialog>, so the page behind is inert, focus stays inside and
 * Escape closes it), sliding in from the right. Loaded by HeaderNav on first use, not with the page.
 */
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import type { NavItem } from '@/content/navigation';
import { MenuLinks } from './MenuLinks';
import styles from './SiteHeader.module.css';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  items: NavItem[];
  onClose: () => void;
  /** Login was chosen: the drawer closes and the Login notice opens. */
  onLogin: () => void;
}

export function MobileMenu({ id, open, items, onClose, onLogin }: MobileMenuProps) {
  return (
    <Dialog id={id} open={open} title="Menu" onClose={onClose} variant="drawer-right" className={styles.drawer} closeLabel="Close menu" closeOnBackdrop>
      <DrawerNav items={items} onPick={onClose} onLogin={onLogin} />
    </Dialog>
  );
}

/** The drawer's list: the header's items in the header's order; a menu opens as a sub-panel (one at a time). */
export function DrawerNav({ items, onPick, onLogin }: { items: NavItem[]; onPick: () => void; onLogin: () => void }) {
  const [panel, setPanel] = useState<string | null>(null);
  const ids = useId();
  return (
    <nav aria-label="Mobile">
      <ul className={styles.drawerList}>
        {items.map((item) => {
          if (item.kind === 'menu') {
            const isOpen = panel === item.id;
            const panelId = `${ids}-${item.id}`;
            return (
              <li key={item.id}>
                <button type="button" className={styles.drawerLink} aria-expanded={isOpen} aria-controls={panelId} onClick={() => setPanel(isOpen ? null : item.id)}>
                  {item.label}
                  <span className={styles.chevron} aria-hidden="true">
                    {isOpen ? '▴' : '▾'}
                  </span>
                </button>
                <div id={panelId} className={styles.popover} hidden={!isOpen} data-testid={`popover-${item.id}`}>
                  <MenuLinks links={item.links} onPick={onPick} />
                </div>
              </li>
            );
          }
          if (item.kind === 'login')
            return (
              <li key="login">
                <button type="button" className={styles.drawerLink} onClick={onLogin}>
                  {item.label}
                </button>
              </li>
            );
          return (
            <li key={item.href}>
              <a href={item.href} className={item.kind === 'cta' ? 'btn btn-primary' : styles.drawerLink} onClick={onPick}>
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
