'use client';
/**
 * Header navigation: hover/click dropdowns on desktop, a right-side slide-out 'Menu' below 768 px, both rendered
 * from one list (content/navigation.ts, passed in by SiteHeader). Timings and breakpoint come from lib/menuTiming.
 * Desktop menus are disclosure menus, not modal: Enter/Space/ArrowDown open one, arrows move through its links,
 * Escape closes it and returns focus to its button, and focus leaving it (Tab past its last link) closes it.
 * The drawer and the Login notice are the one Dialog, loaded on first use: the header is on every marketing page.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { NavItem } from '@/content/navigation';
import { MENU_CLOSE_MS, MOBILE_BREAKPOINT_PX, hoverOpenDelay, menuClock } from '@/lib/menuTiming';
import type { MobileMenuProps } from './MobileMenu';
import type { LoginNoticeProps } from './LoginNotice';
import { MenuLinks } from './MenuLinks';
import styles from './SiteHeader.module.css';

type MenuId = Extract<NavItem, { kind: 'menu' }>['id'];

const loadDrawer = () => import('./MobileMenu').then((m) => m.MobileMenu);
const loadNotice = () => import('./LoginNotice').then((m) => m.LoginNotice);

/** A component fetched with import() when first asked for (a click, or a pointer or focus on its button). */
function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [C, setC] = useState<ComponentType<P> | null>(null);
  const fetchIt = useCallback(() => {
    load().then(
      (c) => setC(() => c),
      () => {}, // offline: the next click tries again
    );
  }, [load]);
  return [C, fetchIt] as const;
}

export function HeaderNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState<MenuId | null>(null);
  // The open menu as of the last commit, for handlers memoised once (closeMenu).
  const openRef = useRef<MenuId | null>(null);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [Drawer, fetchDrawer] = useOnDemand<MobileMenuProps>(loadDrawer);
  const [Notice, fetchNotice] = useOnDemand<LoginNoticeProps>(loadNotice);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastClosedAt = useRef<number | null>(null);
  const triggers = useRef<Partial<Record<MenuId, HTMLButtonElement | null>>>({});
  const panels = useRef<Partial<Record<MenuId, HTMLDivElement | null>>>({});
  const burgerRef = useRef<HTMLButtonElement | null>(null);
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

  // Leaving the mobile layout closes the drawer.
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => mq.matches && setDrawerOpen(false);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);

  const openLogin = () => {
    setLoginOpen(true);
    fetchNotice();
  };

  const linksOf = (id: MenuId) => Array.from(panels.current[id]?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  const onTriggerKey = (id: MenuId) => (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(id);
      requestAnimationFrame(() => linksOf(id)[0]?.focus());
    } else if (e.key === 'Escape' && open === id) {
      e.preventDefault();
      closeMenu(id);
    }
  };

  const onPanelKey = (id: MenuId) => (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu(id);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const links = linksOf(id);
      const i = links.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % links.length : (i - 1 + links.length) % links.length;
      links[next]?.focus();
    }
  };

  const dropdown = (item: Extract<NavItem, { kind: 'menu' }>) => {
    const { id } = item;
    const panelId = `${ids}-${id}`;
    const isOpen = open === id;
    return (
      <li
        key={id}
        className={styles.navItem}
        onPointerEnter={(e) => e.pointerType === 'mouse' && hoverOpen(id)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && hoverClose()}
        // A disclosure menu, not a modal one: when focus moves on past it, it closes.
        onBlur={(e) => {
          if (open === id && !e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) closeMenu();
        }}
      >
        <button
          ref={(el) => {
            triggers.current[id] = el;
          }}
          type="button"
          className={styles.navButton}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => (isOpen ? closeMenu() : (clearTimer(), setOpen(id)))}
          onKeyDown={onTriggerKey(id)}
        >
          {item.label}
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
          {/* The links are rendered when the menu opens: every page's HTML is 2 kB shorter before its heading. */}
          {isOpen && <MenuLinks links={item.links} onPick={() => closeMenu()} />}
        </div>
      </li>
    );
  };

  return (
    <>
      <nav aria-label="Main" className={styles.desktopNav}>
        <ul className={styles.navList}>
          {items.map((item) => {
            if (item.kind === 'menu') return dropdown(item);
            if (item.kind === 'login')
              return (
                <li key="login">
                  <button type="button" className={styles.navButton} onClick={openLogin} onPointerEnter={fetchNotice} onFocus={fetchNotice}>
                    {item.label}
                  </button>
                </li>
              );
            return (
              <li key={item.href}>
                <a href={item.href} className={item.kind === 'cta' ? 'btn btn-primary' : styles.navLink}>
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={drawerOpen}
        aria-controls={`${ids}-drawer`}
        onPointerEnter={fetchDrawer}
        onFocus={fetchDrawer}
        onClick={() => {
          setDrawerOpen(true);
          fetchDrawer();
        }}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Open menu</span>
      </button>

      {Drawer && (
        <Drawer
          id={`${ids}-drawer`}
          open={drawerOpen}
          items={items}
          onClose={() => setDrawerOpen(false)}
          onLogin={() => {
            // The drawer closes (focus goes back to Menu), then the notice opens; closing it returns focus to Menu.
            setDrawerOpen(false);
            openLogin();
          }}
        />
      )}
      {Notice && <Notice open={loginOpen} onClose={() => setLoginOpen(false)} fallbackFocus={() => burgerRef.current?.focus()} />}
    </>
  );
}
