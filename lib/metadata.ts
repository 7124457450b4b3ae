/**
 * The one place every route's metadata comes from (docs/site.md, "Metadata"): the public address,
 * each route's title and description (marketing pages here, simulations from the catalogue), the
 * canonical URL, complete Open Graph and Twitter tags, and the sitemap's list of routes.
 *
 * Server-only: app/**\/page.tsx metadata exports, app/layout.tsx, app/sitemap.ts and app/robots.ts
 * import it; client components never do (the public address is not needed in the browser).
 */
import type { Metadata } from 'next';
import { site } from './site';
import { simulations } from '@/content/simulations';
import { TEACHER_GUIDE_ROUTES } from '@/content/teacher-guides';

/** The address `next dev` and jest use when NEXT_PUBLIC_SITE_URL is not set. */
export const DEV_SITE_URL = 'http://localhost:3000';
/** The value Next gives process.env.NEXT_PHASE while `next build` runs. */
export const PRODUCTION_BUILD_PHASE = 'phase-production-build';

export const MISSING_SITE_URL_MESSAGE = [
  'NEXT_PUBLIC_SITE_URL is not set.',
  'A production build needs the public address the site will be served from: every canonical link,',
  'Open Graph URL, sitemap entry and the robots.txt Sitemap line is built from it.',
  'Set it for the build, for example:',
  '  NEXT_PUBLIC_SITE_URL=https://www.your-school.example npm run build',
  '(`npm start` and `npm test` set a local address themselves.)',
].join('\n');

export function invalidSiteUrlMessage(value: string): string {
  return (
    `NEXT_PUBLIC_SITE_URL must be an absolute http:// or https:// address without a query or #fragment, ` +
    `for example https://www.your-school.example — got ${JSON.stringify(value)}.`
  );
}

/**
 * The public address for this build, without a trailing slash. Throws (stopping `next build`) when
 * the address is missing during a production build, or malformed at any time; `next dev` and jest
 * fall back to DEV_SITE_URL.
 */
export function resolveSiteUrl(env: Record<string, string | undefined>): string {
  const raw = (env.NEXT_PUBLIC_SITE_URL ?? '').trim();
  if (!raw) {
    if (env.NEXT_PHASE === PRODUCTION_BUILD_PHASE) throw new Error(MISSING_SITE_URL_MESSAGE);
    return DEV_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(invalidSiteUrlMessage(raw));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || raw.endsWith('?') || raw.endsWith('#')) {
    throw new Error(invalidSiteUrlMessage(raw));
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const siteUrl = resolveSiteUrl(process.env);

/** The absolute address of a route; '/' is the site URL itself, as Next writes the home page's canonical link. */
export function absoluteUrl(path: string, base: string = siteUrl): string {
  return path === '/' ? base : `${base}${path}`;
}

export const SITE_TITLE = `${site.name} — Business simulations for students`;
export const OG_LOCALE = 'en_US';

export interface RouteInfo {
  path: string;
  /** The page's own title; the root layout's template adds " · VentureQuest" unless absolute. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** Its preview image's motif: a simulation's id (content/og/<id>.svg) or 'site' for the other pages. */
  motif?: string;
  /** The preview image's small line under the title (a simulation's length and players; the tagline elsewhere). */
  subtitle?: string;
}

/** Marketing pages, /privacy and the hub: each description is typed here and nowhere else. */
const PAGE_ROUTES: RouteInfo[] = [
  { path: '/', title: `${site.name} — Reimagine Business Education`, absoluteTitle: true, description: site.description },
  {
    path: '/features',
    title: 'Features',
    description: 'Simulation-based learning, gamified progress, personalised feedback and real-world scenarios — for self-guided and classroom use.',
  },
  {
    path: '/schools',
    title: 'For Schools',
    description:
      'Run a class game in one lesson: a class link, result codes verified by replaying each student’s moves, a class report and a teacher guide for every simulation. No accounts, no business background needed.',
  },
  {
    path: '/about',
    title: 'About Us',
    description: 'Our mission, our story and what we believe: every teenager deserves to run a business before they run into the real one.',
  },
  {
    path: '/privacy',
    title: 'Privacy',
    description: 'What VentureQuest keeps in your browser (each saved game), what the two forms send, when and to whom. No analytics, no cookies.',
  },
  {
    path: '/simulation',
    title: 'Simulations',
    description: 'Every simulation, what it teaches and how long it takes. Free to play in the browser, no account needed.',
  },
  {
    path: '/teacher',
    title: 'Run a class',
    description:
      'Make a class link for any simulation: the same seed and settings for the whole class, a QR code to project and a printable handout. No accounts; kept in your browser.',
  },
  {
    path: '/teacher/report',
    title: 'Class report',
    description:
      'Paste your students’ result codes: each is replayed in your browser and only verified results count. Tables, charts, a leaderboard, debrief prompts and CSV export.',
  },
];

/** A simulation's length and players from the catalogue, for its preview image. */
function simulationSubtitle(id: string): string {
  const s = simulations.find((x) => x.id === id);
  if (!s) throw new Error(`lib/metadata.ts: no simulation ${id} in the catalogue.`);
  return `${s.duration} · ${s.players}`;
}

/** A simulation route's page title where it is longer than the catalogue's name (the spec's titles). */
const SIMULATION_TITLES: Record<string, string> = {
  launchpad: 'LaunchPad — Week 1',
  bullwhip: 'Bullwhip Rush — Supply Chain Simulation',
  'city-tycoon': 'City Tycoon — District Edition',
};

/** Each simulation's entry route, from the catalogue: what kind of game it is and what it teaches. */
const SIMULATION_ROUTES: RouteInfo[] = simulations.map((s) => ({
  path: s.route,
  title: SIMULATION_TITLES[s.id] ?? s.title,
  description: `${s.tagline} ${s.teaches}`,
  motif: s.id,
  subtitle: simulationSubtitle(s.id),
}));

/** The steps inside a simulation that have their own route. */
const SIMULATION_STEP_ROUTES: RouteInfo[] = [
  {
    path: '/simulation/summit/roles',
    title: 'Choose your role · Summit of Decisions',
    description: 'Pick your role on the expedition: Leader, Doctor, Environmentalist, Climber or Journalist.',
    motif: 'summit',
    subtitle: simulationSubtitle('summit'),
  },
  {
    path: '/simulation/summit/dashboard',
    title: 'Expedition dashboard · Summit of Decisions',
    description: 'Oxygen, morale, your team and the mountain: make each round’s decision and lead the team to launch day.',
    motif: 'summit',
    subtitle: simulationSubtitle('summit'),
  },
];

/** Every public route, in sitemap order. */
export const ROUTES: readonly RouteInfo[] = [...PAGE_ROUTES, ...SIMULATION_ROUTES, ...SIMULATION_STEP_ROUTES, ...TEACHER_GUIDE_ROUTES];

export function findRoute(path: string): RouteInfo | undefined {
  return ROUTES.find((r) => r.path === path);
}

/**
 * Link previews (docs/site.md, "Metadata"): one PNG per route, written into out/og/ by scripts/og-images.mjs after the
 * build.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const OG_IMAGE_TYPE = 'image/png';
export const OG_SITE_MOTIF = 'site';

/** The preview image's path on the site: '/' -> /og/home.png, /simulation/game-theory -> /og/simulation-game-theory.png. */
export function ogImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`lib/metadata.ts: ${path} does not give a plain preview image name (${slug}).`);
  return `/og/${slug}.png`;
}

/** Everything scripts/og-images.mjs draws for one route, and the tags that point at it. */
export interface OgImageSpec {
  path: string;
  /** Where the PNG is served, relative to the site address. */
  image: string;
  /** The title drawn on the image: the page's own title, as in its metadata. */
  title: string;
  subtitle: string;
  motif: string;
  alt: string;
}

export function ogImageSpec(route: RouteInfo): OgImageSpec {
  return {
    path: route.path,
    image: ogImagePath(route.path),
    title: route.title,
    subtitle: route.subtitle ?? site.tagline,
    motif: route.motif ?? OG_SITE_MOTIF,
    alt: route.absoluteTitle ? route.title : `${site.name}: ${route.title}`,
  };
}

/** The spec of every route's preview image, in ROUTES order. */
export function ogImageSpecs(): OgImageSpec[] {
  return ROUTES.map(ogImageSpec);
}

/** Open Graph and Twitter image fields for one route's preview. */
function ogImages(route: RouteInfo, base: string) {
  const spec = ogImageSpec(route);
  const url = `${base}${spec.image}`;
  return {
    openGraph: [{ url, width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height, alt: spec.alt, type: OG_IMAGE_TYPE }],
    twitter: [{ url, alt: spec.alt }],
  };
}

/** Site-wide Open Graph fields every page keeps (Next replaces a layout's openGraph object wholesale). */
function baseOpenGraph() {
  return { type: 'website' as const, siteName: site.name, locale: OG_LOCALE };
}

/** The root layout's metadata: the defaults a route without its own entry (the 404 page) falls back to. */
export function rootMetadata(base: string = siteUrl): Metadata {
  const home = ogImages(findRoute('/')!, base);
  return {
    metadataBase: new URL(`${base}/`),
    title: { default: SITE_TITLE, template: `%s · ${site.name}` },
    description: site.description,
    openGraph: { ...baseOpenGraph(), title: SITE_TITLE, description: site.description, images: home.openGraph },
    twitter: { card: 'summary_large_image', title: SITE_TITLE, description: site.description, images: home.twitter },
  };
}

/** The full metadata of one route; throws for a route missing from ROUTES so the build stops. */
export function routeMetadata(path: string, base: string = siteUrl): Metadata {
  const route = findRoute(path);
  if (!route) throw new Error(`lib/metadata.ts has no entry for the route ${path}: add it to ROUTES.`);
  const url = absoluteUrl(route.path, base);
  const shareTitle = route.absoluteTitle ? route.title : `${route.title} · ${site.name}`;
  const images = ogImages(route, base);
  return {
    title: route.absoluteTitle ? { absolute: route.title } : route.title,
    description: route.description,
    alternates: { canonical: url },
    openGraph: { ...baseOpenGraph(), url, title: shareTitle, description: route.description, images: images.openGraph },
    twitter: { card: 'summary_large_image', title: shareTitle, description: route.description, images: images.twitter },
  };
}

/** When this build ran: the sitemap's lastmod. SOURCE_DATE_EPOCH (seconds) pins it for reproducible builds. */
export function buildDate(env: Record<string, string | undefined> = process.env, now: () => Date = () => new Date()): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : now();
}

export interface SitemapEntry {
  url: string;
  lastModified: Date;
  changeFrequency: 'monthly';
  priority: number;
}

export function sitemapEntries(base: string = siteUrl, lastModified: Date = buildDate()): SitemapEntry[] {
  return ROUTES.map((r) => ({ url: absoluteUrl(r.path, base), lastModified, changeFrequency: 'monthly', priority: r.path === '/' ? 1 : 0.7 }));
}

export function robotsTxt(base: string = siteUrl) {
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: `${base}/sitemap.xml` };
}
