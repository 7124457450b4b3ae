import fs from 'node:fs';
import path from 'node:path';
import {
  resolveSiteUrl,
  DEV_SITE_URL,
  PRODUCTION_BUILD_PHASE,
  MISSING_SITE_URL_MESSAGE,
  ROUTES,
  routeMetadata,
  rootMetadata,
  absoluteUrl,
  sitemapEntries,
  robotsTxt,
  buildDate,
  OG_LOCALE,
  ogImagePath,
  ogImageSpecs,
  OG_SITE_MOTIF,
} from './metadata';
import { simulations } from '@/content/simulations';
import { site } from './site';

const BASE = 'https://example.school';

describe('public address', () => {
  it('stops a production build without NEXT_PUBLIC_SITE_URL, saying how to set it', () => {
    expect(() => resolveSiteUrl({ NEXT_PHASE: PRODUCTION_BUILD_PHASE })).toThrow(MISSING_SITE_URL_MESSAGE);
    expect(() => resolveSiteUrl({ NEXT_PHASE: PRODUCTION_BUILD_PHASE, NEXT_PUBLIC_SITE_URL: '  ' })).toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
    expect(MISSING_SITE_URL_MESSAGE).toMatch(/NEXT_PUBLIC_SITE_URL=https:\/\/\S+ npm run build/);
  });
  it('lets next dev and jest fall back to the local address', () => {
    expect(resolveSiteUrl({})).toBe(DEV_SITE_URL);
    expect(resolveSiteUrl({ NEXT_PHASE: 'phase-development-server' })).toBe(DEV_SITE_URL);
  });
  it('uses the given address, without a trailing slash', () => {
    const prod = { NEXT_PHASE: PRODUCTION_BUILD_PHASE };
    expect(resolveSiteUrl({ ...prod, NEXT_PUBLIC_SITE_URL: 'https://example.school' })).toBe(BASE);
    expect(resolveSiteUrl({ ...prod, NEXT_PUBLIC_SITE_URL: ' https://Example.School/ ' })).toBe(BASE);
    expect(resolveSiteUrl({ ...prod, NEXT_PUBLIC_SITE_URL: 'https://example.school/vq/' })).toBe(`${BASE}/vq`);
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
  it.each(['example.school', 'ftp://example.school', 'https://example.school/?a=1', 'https://example.school/#top', 'not a url'])(
    'refuses the malformed address %s with a clear message',
    (bad) => {
      expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: bad })).toThrow(/NEXT_PUBLIC_SITE_URL must be an absolute http:\/\/ or https:\/\/ address/);
    },
  );
});

/** Every route the app directory exports: app/(group)/a/b/page.tsx -> /a/b. */
function appRoutes(dir = path.join(__dirname, '..', 'app'), prefix = ''): string[] {
  const found: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      const seg = /^\(.*\)$/.test(e.name) ? '' : `/${e.name}`;
      found.push(...appRoutes(path.join(dir, e.name), prefix + seg));
    } else if (e.name === 'page.tsx') found.push(prefix || '/');
  }
  return found;
}

describe('metadata from one place', () => {
  it('has exactly one entry per app route, and each page takes its own', () => {
    const pages = appRoutes().sort();
    expect(ROUTES.map((r) => r.path).sort()).toEqual(pages);
    for (const p of pages) {
      const file = path.join(__dirname, '..', 'app', ...findPageFile(p));
      expect(fs.readFileSync(file, 'utf8')).toContain(`export const metadata: Metadata = routeMetadata('${p}');`);
    }
  });

  it.each(ROUTES.map((r) => [r.path]))('%s: canonical, og:url, complete Open Graph and Twitter tags', (p) => {
    const m = routeMetadata(p, BASE);
    const url = p === '/' ? BASE : `${BASE}${p}`;
    expect(m.alternates?.canonical).toBe(url);
    const og = m.openGraph as Record<string, unknown>;
    expect(og).toMatchObject({ type: 'website', siteName: site.name, locale: OG_LOCALE, url });
    expect(og.title).toEqual(expect.stringContaining(site.name));
    expect(og.description).toBe(m.description);
    expect(String(m.description).length).toBeGreaterThanOrEqual(30);
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: og.title, description: m.description });
  });

  it.each(ROUTES.map((r) => [r.path]))('%s: og:image and twitter:image are its own 1200×630 PNG on the site address', (p) => {
    const m = routeMetadata(p, BASE);
    const slug = p === '/' ? 'home' : p.slice(1).split('/').join('-');
    const url = `${BASE}/og/${slug}.png`;
    const og = m.openGraph as { images: unknown };
    expect(og.images).toEqual([{ url, width: 1200, height: 630, type: 'image/png', alt: expect.stringMatching(/\S/) }]);
    const [img] = og.images as { alt: string }[];
    expect(img.alt).toContain(site.name);
    expect((m.twitter as { images: unknown }).images).toEqual([{ url, alt: img.alt }]);
  });

  it('describes each simulation from the catalogue, not a second copy', () => {
    for (const s of simulations) {
      const m = routeMetadata(s.route, BASE);
      expect(m.description).toBe(`${s.tagline} ${s.teaches}`);
    }
  });

  it('types no description twice', () => {
    const descriptions = ROUTES.map((r) => r.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('keeps the site-wide fields in the root layout too', () => {
    const m = rootMetadata(BASE);
    expect(String(m.metadataBase)).toBe(`${BASE}/`);
    expect(m.openGraph).toMatchObject({ type: 'website', siteName: site.name, locale: OG_LOCALE });
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: `${BASE}/og/home.png` }] });
    expect((m.openGraph as { images: unknown }).images).toEqual((routeMetadata('/', BASE).openGraph as { images: unknown }).images);
  });

  it('refuses a route with no entry, so a new page cannot ship without metadata', () => {
    expect(() => routeMetadata('/no-such-page', BASE)).toThrow(/no entry for the route \/no-such-page/);
  });
});

describe('link preview images', () => {
  it('names each image after its route, with a .png name', () => {
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/simulation/game-theory')).toBe('/og/simulation-game-theory.png');
    expect(ogImagePath('/simulation/summit/roles')).toBe('/og/simulation-summit-roles.png');
    const names = ogImageSpecs().map((s) => s.image);
    expect(new Set(names).size).toBe(ROUTES.length);
  });

  it("draws each page's own title, as its metadata gives it", () => {
    for (const spec of ogImageSpecs()) {
      const title = routeMetadata(spec.path, BASE).title;
      expect(spec.title).toBe(typeof title === 'string' ? title : (title as { absolute: string }).absolute);
      expect(spec.subtitle).toMatch(/\S/);
    }
  });

  it('gives every simulation route its simulation’s motif, every other page the site motif, each kept in content/og/', () => {
    const specs = ogImageSpecs();
    for (const s of simulations) {
      const own = specs.filter((x) => x.path === s.route || x.path.startsWith(`${s.route}/`));
      expect(own.length).toBeGreaterThan(0);
      for (const x of own) expect(x.motif).toBe(s.id);
      expect(own[0].subtitle).toBe(`${s.duration} · ${s.players}`);
    }
    const simPaths = new Set(specs.filter((x) => simulations.some((s) => x.path === s.route || x.path.startsWith(`${s.route}/`))).map((x) => x.path));
    for (const x of specs.filter((y) => !simPaths.has(y.path))) expect(x.motif).toBe(OG_SITE_MOTIF);
    const motifs = fs.readdirSync(path.join(__dirname, '..', 'content', 'og')).filter((f) => f.endsWith('.svg')).sort();
    expect(motifs).toEqual([...simulations.map((s) => `${s.id}.svg`), `${OG_SITE_MOTIF}.svg`].sort());
  });
});

describe('sitemap and robots', () => {
  it('lists every route on the site address with the build date as lastmod', () => {
    const when = new Date('2026-11-26T08:00:00Z');
    const entries = sitemapEntries(BASE, when);
    expect(entries.map((e) => e.url)).toEqual(ROUTES.map((r) => absoluteUrl(r.path, BASE)));
    for (const want of ['/privacy', '/simulation', ...simulations.map((s) => s.route)]) {
      expect(entries.map((e) => e.url)).toContain(`${BASE}${want}`);
    }
    expect(entries.every((e) => e.lastModified === when)).toBe(true);
  });
  it('takes lastmod from the build, or SOURCE_DATE_EPOCH when set', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    expect(buildDate({}, () => now)).toBe(now);
    expect(buildDate({ SOURCE_DATE_EPOCH: '1700000000' }, () => now).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });
  it('points robots.txt at the sitemap on the site address', () => {
    expect(robotsTxt(BASE)).toEqual({ rules: [{ userAgent: '*', allow: '/' }], sitemap: `${BASE}/sitemap.xml` });
  });
});

function findPageFile(route: string): string[] {
  const walk = (dir: string, rel: string[]): string[] | undefined => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const next = [...rel, e.name];
      const asRoute = '/' + next.filter((s) => !/^\(.*\)$/.test(s)).join('/');
      const file = path.join(dir, e.name, 'page.tsx');
      if ((asRoute === route || (route === '/' && asRoute === '/')) && fs.existsSync(file)) return [...next, 'page.tsx'];
      const deeper = walk(path.join(dir, e.name), next);
      if (deeper) return deeper;
    }
    return undefined;
  };
  const found = walk(path.join(__dirname, '..', 'app'), []);
  if (!found) throw new Error(`no page.tsx for ${route}`);
  return found;
}
