'use client';
/**
 * Header navigation: hover/click dropdowns on desktop, a right-side slide-out
 * 'Menu' below 768 px. Timings and breakpoint come from lib/menuTiming.
 * Keyboard: Enter/Space/ArrowDown open a menu, Tab stays inside an open menu,
 * Escape closes it and returns focus to its button.
 */
import Link from 'next/link';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MenuLink } from '@/content/marketing';
import { MENU_CLOSE_MS, hoverOpenDelay, menuClock } from '@/lib/menuTiming';
import { focusableIn, trapTab } from '@/lib/focusTrap';
import { LoginNotice } from './LoginNotice';
import styles from './SiteHeader.module.css';

type MenuId = 'features' | 'schools';

interface Props {
  features: MenuLink[];
  schools: MenuLink[];
}

export function HeaderNav({ features, schools }: Props) {
  const [open, setOpen] = useState<MenuId | null>(null);
  // The open menu as of the last commit, for handlers memoised once (closeMenu).
  const openRef = useRef<MenuId | null>(null);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [mobilePanel, setMobilePanel] = useState<MenuId | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastClosedAt = useRef<number | null>(null);
  const triggers = useRef<Record<MenuId, HTMLButtonElement | null>>({ features: null, schools: null });
  const panels = useRef<Record<MenuId, HTMLDivElement | null>>({ features: null, schools: null });
  const drawerRef = useRef<HTMLDivElement | null>(null);
  const burgerRef = useRef<HTMLButtonElement | null>(null);
  /** Where focus goes when the Login notice closes, if not back to the button that opened it (that one may be gone). */
  const loginReturnRef = useRef<HTMLElement | null>(null);
  const ids = useId();

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const closeMenu = useCallback((returnFocusTo?: MenuId) => {
    clearTimer();
    if (openRef.current) lastClosedAt.current = menuClock();
    setOpen(null);
    if (returnFocusTo) triggers.current[returnFocusTo]?.focus();
  }, []);

  const hoverOpen = (id: MenuId) => {
    clearTimer();
    if (open === id) return;
    const delay = open ? 0 : hoverOpenDelay(lastClosedAt.current, menuClock());
    if (delay === 0) setOpen(id);
    else timer.current = setTimeout(() => setOpen(id), delay);
  };

  const hoverClose = () => {
    clearTimer();
    timer.current = setTimeout(() => closeMenu(), MENU_CLOSE_MS);
  };

  // Close on outside click.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!panels.current[open]?.contains(t) && !triggers.current[open]?.contains(t)) closeMenu();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, closeMenu]);

  useEffect(() => () => clearTimer(), []);

  // Drawer: focus in, lock scroll, return focus on close.
  useEffect(() => {
    if (!drawerOpen) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    focusableIn(drawerRef.current)[0]?.focus();
    return () => {
      document.body.style.overflow = prev;
    };
  }, [drawerOpen]);

  // Leaving the mobile layout closes the drawer.
  useEffect(() => {
    const mq = window.matchMedia('(min-width: 768px)');
    const onChange = () => mq.matches && setDrawerOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  const closeDrawer = () => {
    setDrawerOpen(false);
    setMobilePanel(null);
    burgerRef.current?.focus();
  };

  const onTriggerKey = (id: MenuId) => (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(id);
      requestAnimationFrame(() => focusableIn(panels.current[id])[0]?.focus());
    } else if (e.key === 'Escape' && open === id) {
      e.preventDefault();
      closeMenu(id);
    }
  };

  const onPanelKey = (id: MenuId) => (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu(id);
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const items = focusableIn(panels.current[id]);
      const i = items.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
      items[next]?.focus();
      return;
    }
    // Tab cycles through the button and the panel's links while the menu is open.
    if (e.key === 'Tab') {
      const items = [triggers.current[id], ...focusableIn(panels.current[id])].filter(Boolean) as HTMLElement[];
      const i = items.indexOf(document.activeElement as HTMLElement);
      e.preventDefault();
      items[(i + (e.shiftKey ? -1 : 1) + items.length) % items.length]?.focus();
    }
  };

  const onTriggerTab = (id: MenuId) => (e: React.KeyboardEvent) => {
    if (e.key === 'Tab' && open === id) {
      const items = focusableIn(panels.current[id]);
      if (!items.length) return;
      e.preventDefault();
      (e.shiftKey ? items[items.length - 1] : items[0]).focus();
    }
  };

  const dropdown = (id: MenuId, label: string, links: MenuLink[]) => {
    const panelId = `${ids}-${id}`;
    const isOpen = open === id;
    return (
      <li className={styles.navItem} onPointerEnter={(e) => e.pointerType === 'mouse' && hoverOpen(id)} onPointerLeave={(e) => e.pointerType === 'mouse' && hoverClose()}>
        <button
          ref={(el) => {
            triggers.current[id] = el;
          }}
          type="button"
          className={styles.navButton}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => (isOpen ? closeMenu() : (clearTimer(), setOpen(id)))}
          onKeyDown={(e) => {
            onTriggerKey(id)(e);
            onTriggerTab(id)(e);
          }}
        >
          {label}
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
        <div
          ref={(el) => {
            panels.current[id] = el;
          }}
          id={panelId}
          className={styles.panel}
          hidden={!isOpen}
          onKeyDown={onPanelKey(id)}
          data-testid={`menu-${id}`}
        >
          <MenuLinks links={links} onPick={() => closeMenu()} />
        </div>
      </li>
    );
  };

  const mobileGroup = (id: MenuId, label: string, links: MenuLink[]) => {
    const isOpen = mobilePanel === id;
    const panelId = `${ids}-m-${id}`;
    return (
      <li>
        <button type="button" className={styles.drawerLink} aria-expanded={isOpen} aria-controls={panelId} onClick={() => setMobilePanel(isOpen ? null : id)}>
          {label}
          <span className={styles.chevron} aria-hidden="true">
            {isOpen ? '▴' : '▾'}
          </span>
        </button>
        <div id={panelId} className={styles.popover} hidden={!isOpen} data-testid={`popover-${id}`}>
          <MenuLinks links={links} onPick={closeDrawer} />
        </div>
      </li>
    );
  };

  return (
    <>
      <nav aria-label="Main" className={styles.desktopNav}>
        <ul className={styles.navList}>
          {dropdown('features', 'Features', features)}
          <li>
            <Link href="/#pricing" className={styles.navLink}>
              Pricing
            </Link>
          </li>
          {dropdown('schools', 'For Schools', schools)}
          <li>
            <Link href="/about" className={styles.navLink}>
              About
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.navButton}
              onClick={() => {
                loginReturnRef.current = null; // the dialog returns focus to this button itself
                setLoginOpen(true);
              }}
            >
              Login
            </button>
          </li>
          <li>
            <Link href="/#demo" className="btn btn-primary">
              Try Free Demo
            </Link>
          </li>
        </ul>
      </nav>

      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={drawerOpen}
        aria-controls={`${ids}-drawer`}
        onClick={() => setDrawerOpen(true)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Open menu</span>
      </button>

      {drawerOpen &&
        createPortal(
        <div className={styles.backdrop} onClick={closeDrawer} data-testid="drawer-backdrop">
          <div
            ref={drawerRef}
            id={`${ids}-drawer`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${ids}-drawer-title`}
            className={styles.drawer}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                closeDrawer();
              } else trapTab(e, drawerRef.current);
            }}
          >
            <div className={styles.drawerHead}>
              <h2 id={`${ids}-drawer-title`} className={styles.drawerTitle}>
                Menu
              </h2>
              <button type="button" className={styles.close} onClick={closeDrawer}>
                <span aria-hidden="true">✕</span>
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className={styles.drawerList}>
                {mobileGroup('features', 'Features', features)}
                <li>
                  <Link href="/#pricing" className={styles.drawerLink} onClick={closeDrawer}>
                    Pricing
                  </Link>
                </li>
                {mobileGroup('schools', 'For Schools', schools)}
                <li>
                  <Link href="/about" className={styles.drawerLink} onClick={closeDrawer}>
                    About
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.drawerLink}
                    onClick={() => {
                      // The drawer (and this button) unmounts: when the notice closes, focus returns to Menu.
                      loginReturnRef.current = burgerRef.current;
                      setDrawerOpen(false);
                      setMobilePanel(null);
                      setLoginOpen(true);
                    }}
                  >
                    Login
                  </button>
                </li>
                <li>
                  <Link href="/#demo" className="btn btn-primary" onClick={closeDrawer}>
                    Try Free Demo
                  </Link>
                </li>
              </ul>
            </nav>
          </div>
        </div>,
          document.body,
        )}

      <LoginNotice open={loginOpen} onClose={() => setLoginOpen(false)} returnFocus={loginReturnRef} />
    </>
  );
}

/** The links of a Features or For Schools panel (desktop dropdown and mobile popover alike). */
function MenuLinks({ links, onPick }: { links: MenuLink[]; onPick: () => void }) {
  return (
    <ul className={styles.panelList}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className={styles.panelLink} onClick={onPick}>
            <strong>{l.label}</strong>
            {l.description && <span>{l.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
