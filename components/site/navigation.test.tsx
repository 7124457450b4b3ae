import { renderToString } from 'react-dom/server';
import { footerColumns, headerNav, type NavItem } from '@/content/navigation';
import { HeaderNav } from './HeaderNav';
import { MenuLinks } from './MenuLinks';
import { DrawerNav } from './MobileMenu';
import { SiteFooter } from './SiteFooter';

/** Every link (href and text) and every button label in the order the HTML has them. */
function controls(html: string) {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>|<button\b[^>]*>([\s\S]*?)<\/button>/g)) {
    const text = (m[2] ?? m[3]).replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/[▾▴☰]/g, '').replace(/\s+/g, ' ').trim();
    out.push(m[1] !== undefined ? `${m[1]} ${text}` : `[${text}]`);
  }
  return out;
}

/** What the list says a header shows: each menu's button then its links, each link, the Login button. */
function expectedFrom(items: NavItem[]) {
  return items.flatMap((i) =>
    i.kind === 'menu'
      ? [`[${i.label}]`, ...i.links.map((l) => `${l.href} ${l.label}${l.description ? ` ${l.description}` : ''}`)]
      : i.kind === 'login'
        ? [`[${i.label}]`]
        : [`${i.href} ${i.label}`],
  );
}

/**
 * The desktop header's controls as a student meets them: the server HTML carries each menu's button, not its links,
 * which HeaderNav renders with MenuLinks when the menu opens (the browser tests open each one); here each menu's
 * links are rendered the same way and put after its button.
 */
function desktopControls(items: NavItem[]) {
  const closed = controls(renderToString(<HeaderNav items={items} />)).filter((c) => c !== '[Open menu]');
  return closed.flatMap((c) => {
    const menu = items.find((i) => i.kind === 'menu' && `[${i.label}]` === c);
    return menu?.kind === 'menu' ? [c, ...controls(renderToString(<MenuLinks links={menu.links} onPick={() => {}} />))] : [c];
  });
}

describe('header navigation: one list in content/navigation.ts', () => {
  const noop = () => {};

  it("the server HTML holds the menus' buttons but not their links, which render when a menu opens", () => {
    const html = renderToString(<HeaderNav items={headerNav} />);
    for (const item of headerNav) if (item.kind === 'menu') for (const l of item.links) expect(html).not.toContain(`href="${l.href}"`);
    expect(html).toContain('aria-expanded="false"');
  });

  it('the desktop menus render exactly the list, in its order', () => {
    expect(desktopControls(headerNav)).toEqual(expectedFrom(headerNav));
  });

  it('the mobile drawer renders the same links and buttons as the desktop menus', () => {
    const desktop = desktopControls(headerNav);
    const drawer = controls(renderToString(<DrawerNav items={headerNav} onPick={noop} onLogin={noop} />));
    expect(drawer).toEqual(desktop);
  });

  it('both follow the list when it changes (nothing typed a second time in a component)', () => {
    const items: NavItem[] = [
      { kind: 'menu', id: 'schools', label: 'Schools', links: [{ label: 'One', href: '/one' }] },
      { kind: 'link', label: 'Two', href: '/two' },
      { kind: 'cta', label: 'Go', href: '/#go' },
    ];
    const want = ['[Schools]', '/one One', '/two Two', '/#go Go'];
    expect(desktopControls(items)).toEqual(want);
    expect(controls(renderToString(<DrawerNav items={items} onPick={noop} onLogin={noop} />))).toEqual(want);
  });

  it('the footer renders its columns from the same module, and a link it shares with the header has the same address', () => {
    const html = renderToString(<SiteFooter />);
    const links = controls(html).filter((c) => c.startsWith('/') && !c.startsWith('/privacy'));
    expect(links).toEqual(footerColumns.flatMap((c) => c.links.map((l) => `${l.href} ${l.label}`)));
    const headerLinks = headerNav.filter((i) => i.kind === 'link');
    const shared = footerColumns.flatMap((c) => c.links).filter((l) => headerLinks.some((h) => h.label === l.label));
    expect(shared.map((l) => l.label).sort()).toEqual(['About', 'Pricing']);
    for (const l of shared) expect(headerLinks.find((h) => h.label === l.label)).toMatchObject({ href: l.href });
  });
});
