#!/usr/bin/env node
// Checks a built out/ against the public address it was built for (docs/site.md, "Metadata"):
// every page's canonical link and og:url equal that address + the page's path, every page carries
// the site-wide Open Graph and Twitter tags, its og:image and twitter:image are a 1200×630 PNG in out/
// on that address (a summary_large_image card), the sitemap lists exactly the built pages on
// that address with a lastmod, and robots.txt points at that sitemap.
//   node scripts/check-urls.mjs [--site-url https://www.example.school] [--out out]
// (the address defaults to NEXT_PUBLIC_SITE_URL). build-if-stale.mjs runs it after every build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pages that are not routes of their own: the 404 page and Next's not-found shell. */
const NOT_ROUTES = new Set(['/404', '/_not-found']);
const REQUIRED_META = ['og:site_name', 'og:locale', 'og:type', 'og:title', 'og:description', 'twitter:card', 'og:image:alt'];
/** A link preview's size and type (lib/metadata.ts OG_IMAGE_SIZE, scripts/og-images.mjs). */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height from its IHDR chunk, or null when `buf` is not a PNG. */
export function pngSize(buf) {
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Problems with one page's preview image URL: it must be on siteUrl, exist in outDir and be a 1200×630 PNG. */
function imageProblems(outDir, siteUrl, route, key, url) {
  if (!url.startsWith(`${siteUrl}/`)) return [`${route}: ${key} ${url} is not on ${siteUrl}.`];
  const rel = decodeURIComponent(url.slice(siteUrl.length + 1).split(/[?#]/)[0]);
  if (!rel.endsWith('.png')) return [`${route}: ${key} ${url} has no .png name.`];
  const file = path.join(outDir, ...rel.split('/'));
  if (path.relative(outDir, file).startsWith('..') || !fs.existsSync(file)) return [`${route}: ${key} ${url} is not in ${outDir}/ (${rel}).`];
  const size = pngSize(fs.readFileSync(file));
  if (!size) return [`${route}: ${key} ${rel} is not a PNG.`];
  if (size.width !== OG_IMAGE.width || size.height !== OG_IMAGE.height) {
    return [`${route}: ${key} ${rel} is ${size.width}×${size.height}, expected ${OG_IMAGE.width}×${OG_IMAGE.height}.`];
  }
  return [];
}

function decode(s) {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The attributes of every <meta> and <link> tag in a page's HTML. */
export function headTags(html) {
  const tags = [];
  for (const m of html.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attrs = {};
    for (const a of m[2].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1].toLowerCase()] = decode(a[2]);
    tags.push({ tag: m[1].toLowerCase(), attrs });
  }
  return tags;
}

export function pageUrl(siteUrl, route) {
  return route === '/' ? siteUrl : `${siteUrl}${route}`;
}

/** Every exported HTML page of out/ as a route: index.html -> '/', simulation/summit.html -> '/simulation/summit'. */
export function builtRoutes(outDir) {
  const routes = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('_next') || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        const rel = path.relative(outDir, p).split(path.sep).join('/').replace(/\.html$/, '');
        const route = rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
        if (!NOT_ROUTES.has(route)) routes.push({ route, file: p });
      }
    }
  };
  walk(outDir);
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

/** Returns the list of problems (empty when out/ is right for siteUrl). */
export function checkOut(outDir, siteUrlInput) {
  const problems = [];
  const siteUrl = String(siteUrlInput || '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(siteUrl)) return [`No site URL to check against (got ${JSON.stringify(siteUrlInput)}).`];
  const routes = builtRoutes(outDir);
  if (routes.length === 0) problems.push(`${outDir} has no HTML pages.`);
  for (const { route, file } of routes) {
    const tags = headTags(fs.readFileSync(file, 'utf8'));
    const want = pageUrl(siteUrl, route);
    const canonical = tags.filter((t) => t.tag === 'link' && t.attrs.rel === 'canonical').map((t) => t.attrs.href);
    const meta = (key) => tags.filter((t) => t.tag === 'meta' && (t.attrs.property === key || t.attrs.name === key)).map((t) => t.attrs.content);
    if (canonical.length !== 1 || canonical[0] !== want) problems.push(`${route}: canonical is ${JSON.stringify(canonical)}, expected "${want}".`);
    const ogUrl = meta('og:url');
    if (ogUrl.length !== 1 || ogUrl[0] !== want) problems.push(`${route}: og:url is ${JSON.stringify(ogUrl)}, expected "${want}".`);
    for (const key of REQUIRED_META) {
      const v = meta(key);
      if (v.length !== 1 || !v[0]) problems.push(`${route}: ${key} is ${v.length ? JSON.stringify(v) : 'missing'}.`);
    }
    const card = meta('twitter:card');
    if (card.length === 1 && card[0] !== 'summary_large_image') problems.push(`${route}: twitter:card is "${card[0]}", expected "summary_large_image".`);
    const fixed = { 'og:image:width': String(OG_IMAGE.width), 'og:image:height': String(OG_IMAGE.height), 'og:image:type': OG_IMAGE.type };
    for (const [key, value] of Object.entries(fixed)) {
      const v = meta(key);
      if (v.length !== 1 || v[0] !== value) problems.push(`${route}: ${key} is ${v.length ? JSON.stringify(v) : 'missing'}, expected "${value}".`);
    }
    for (const key of ['og:image', 'twitter:image']) {
      const v = meta(key);
      if (v.length !== 1) problems.push(`${route}: ${key} is ${v.length ? JSON.stringify(v) : 'missing'}.`);
      else problems.push(...imageProblems(outDir, siteUrl, route, key, v[0]));
    }
  }
  const sitemapFile = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(sitemapFile)) problems.push('sitemap.xml is missing.');
  else {
    const xml = fs.readFileSync(sitemapFile, 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: decode((m[1].match(/<loc>([^<]*)<\/loc>/) || [])[1] || ''),
      lastmod: (m[1].match(/<lastmod>([^<]*)<\/lastmod>/) || [])[1] || '',
    }));
    const locs = new Set(entries.map((e) => e.loc));
    for (const e of entries) {
      if (e.loc !== siteUrl && !e.loc.startsWith(`${siteUrl}/`)) problems.push(`sitemap.xml: ${e.loc} is not on ${siteUrl}.`);
      if (!e.lastmod || Number.isNaN(Date.parse(e.lastmod))) problems.push(`sitemap.xml: ${e.loc} has no valid lastmod.`);
    }
    const pages = new Set(routes.map((r) => pageUrl(siteUrl, r.route)));
    for (const p of pages) if (!locs.has(p)) problems.push(`sitemap.xml does not list ${p}.`);
    for (const l of locs) if (!pages.has(l)) problems.push(`sitemap.xml lists ${l}, which is not a built page.`);
  }
  const robotsFile = path.join(outDir, 'robots.txt');
  if (!fs.existsSync(robotsFile)) problems.push('robots.txt is missing.');
  else {
    const lines = fs.readFileSync(robotsFile, 'utf8').split(/\r?\n/).filter((l) => /^sitemap:/i.test(l));
    if (lines.length !== 1 || lines[0].replace(/^sitemap:\s*/i, '').trim() !== `${siteUrl}/sitemap.xml`) {
      problems.push(`robots.txt Sitemap line is ${JSON.stringify(lines)}, expected "Sitemap: ${siteUrl}/sitemap.xml".`);
    }
  }
  return problems;
}

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const siteUrl = arg('--site-url') || process.env.NEXT_PUBLIC_SITE_URL;
  const outDir = arg('--out') || 'out';
  const problems = checkOut(outDir, siteUrl);
  if (problems.length) {
    console.error(`check-urls: ${problems.length} problem(s) in ${outDir}/ for ${siteUrl}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-urls: every canonical link, og:url, preview image, sitemap entry and the robots.txt Sitemap line in ${outDir}/ use ${siteUrl}.`);
}
