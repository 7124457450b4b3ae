// node --test scripts/site-url.test.mjs — npm start and the test build set a public address (docs/site.md, "Metadata"),
// and check-urls finds every wrong canonical, og:url, sitemap entry and robots line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLocalSiteUrl } from './local-site-url.mjs';
import { startEnv } from './start.mjs';
import { checkOut, builtRoutes, pngSize } from './check-urls.mjs';

test('npm start builds for its own local address when NEXT_PUBLIC_SITE_URL is not set, and says so', () => {
  const said = [];
  const env = startEnv({ PATH: '/bin' }, (m) => said.push(m));
  assert.equal(env.NEXT_PUBLIC_SITE_URL, 'http://127.0.0.1:3000');
  assert.match(said.join('\n'), /NEXT_PUBLIC_SITE_URL is not set: building for the local address http:\/\/127\.0\.0\.1:3000/);
  assert.equal(startEnv({ PORT: '8080' }, () => {}).NEXT_PUBLIC_SITE_URL, 'http://127.0.0.1:8080');
});

test('npm start keeps an address that is set, silently', () => {
  const said = [];
  const env = startEnv({ NEXT_PUBLIC_SITE_URL: 'https://example.school' }, (m) => said.push(m));
  assert.equal(env.NEXT_PUBLIC_SITE_URL, 'https://example.school');
  assert.deepEqual(said, []);
  assert.equal(withLocalSiteUrl({ NEXT_PUBLIC_SITE_URL: ' ' }, 'http://127.0.0.1:1', () => {}).NEXT_PUBLIC_SITE_URL, 'http://127.0.0.1:1');
});

test("npm test's build settings (TEST_ENV in scripts/test.mjs) set a local address", () => {
  const src = fs.readFileSync(new URL('./test.mjs', import.meta.url), 'utf8');
  const block = src.match(/const TEST_ENV = \{([\s\S]*?)\n\};/);
  assert.ok(block, 'scripts/test.mjs defines TEST_ENV');
  assert.match(block[1], /NEXT_PUBLIC_SITE_URL: 'http:\/\/127\.0\.0\.1:\d+'/);
});

const SITE = 'https://example.school';

/** The preview image a fake page points at: / -> /og/home.png, /simulation/summit -> /og/simulation-summit.png. */
function imageFor(url) {
  const rel = url.slice(SITE.length).replace(/^\//, '');
  return `${SITE}/og/${rel ? rel.split('/').join('-') : 'home'}.png`;
}

function page(url, { canonical = url, ogUrl = url, image = imageFor(url), twitterImage = image, card = 'summary_large_image', width = '1200', extra = '' } = {}) {
  return `<html><head><link rel="canonical" href="${canonical}"/><meta property="og:title" content="T"/>` +
    `<meta property="og:description" content="D"/><meta property="og:url" content="${ogUrl}"/>` +
    `<meta property="og:site_name" content="VentureQuest"/><meta property="og:locale" content="en_US"/>` +
    `<meta property="og:image" content="${image}"/><meta property="og:image:width" content="${width}"/>` +
    `<meta property="og:image:height" content="630"/><meta property="og:image:alt" content="VentureQuest: T"/>` +
    `<meta property="og:image:type" content="image/png"/>` +
    `<meta property="og:type" content="website"/><meta name="twitter:card" content="${card}"/>` +
    `<meta name="twitter:image" content="${twitterImage}"/>${extra}</head></html>`;
}

/** The first bytes of a PNG: signature, then an IHDR chunk giving width and height (all check-urls reads). */
function pngHeader(width, height) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

function makeOut({ about, sitemapLocs, robots } = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'check-urls-'));
  fs.mkdirSync(path.join(out, 'simulation'), { recursive: true });
  fs.mkdirSync(path.join(out, '_next'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), page(SITE));
  fs.writeFileSync(path.join(out, 'about.html'), about ?? page(`${SITE}/about`));
  fs.writeFileSync(path.join(out, 'simulation', 'summit.html'), page(`${SITE}/simulation/summit`));
  fs.writeFileSync(path.join(out, '404.html'), '<html><head></head></html>');
  fs.writeFileSync(path.join(out, '_next', 'x.html'), 'ignored');
  fs.mkdirSync(path.join(out, 'og'));
  for (const name of ['home', 'about', 'simulation-summit']) fs.writeFileSync(path.join(out, 'og', `${name}.png`), pngHeader(1200, 630));
  const locs = sitemapLocs ?? [SITE, `${SITE}/about`, `${SITE}/simulation/summit`];
  fs.writeFileSync(
    path.join(out, 'sitemap.xml'),
    `<urlset>${locs.map((l) => `<url><loc>${l}</loc><lastmod>2026-11-26T08:00:00.000Z</lastmod></url>`).join('')}</urlset>`,
  );
  fs.writeFileSync(path.join(out, 'robots.txt'), robots ?? `User-Agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  return out;
}

test('check-urls: a correct out/ passes; routes come from the HTML files, not the 404 page', () => {
  const out = makeOut();
  assert.deepEqual(builtRoutes(out).map((r) => r.route), ['/', '/about', '/simulation/summit']);
  assert.deepEqual(checkOut(out, SITE), []);
  assert.deepEqual(checkOut(out, `${SITE}/`), []);
});

test('check-urls: a build made for another address fails on every page, the sitemap and robots', () => {
  const problems = checkOut(makeOut(), 'https://www.other.school');
  assert.equal(problems.filter((p) => /canonical is/.test(p)).length, 3);
  assert.equal(problems.filter((p) => /og:image https:\/\/example\.school\/og\/\S+\.png is not on/.test(p)).length, 3);
  assert.equal(problems.filter((p) => /og:url is/.test(p)).length, 3);
  assert.ok(problems.some((p) => /sitemap\.xml: https:\/\/example\.school\/about is not on/.test(p)));
  assert.ok(problems.some((p) => /robots\.txt Sitemap line/.test(p)));
});

test('check-urls: finds a wrong og:url, a missing tag, a missing or extra sitemap entry, a localhost robots line', () => {
  const out = makeOut({
    about: page(`${SITE}/about`, { ogUrl: SITE }).replace('<meta property="og:locale" content="en_US"/>', ''),
    sitemapLocs: [SITE, `${SITE}/about`, `${SITE}/gone`],
    robots: 'Sitemap: http://localhost:3000/sitemap.xml\n',
  });
  const problems = checkOut(out, SITE);
  assert.ok(problems.includes(`/about: og:url is ["${SITE}"], expected "${SITE}/about".`), problems.join('\n'));
  assert.ok(problems.includes('/about: og:locale is missing.'));
  assert.ok(problems.includes(`sitemap.xml does not list ${SITE}/simulation/summit.`));
  assert.ok(problems.includes(`sitemap.xml lists ${SITE}/gone, which is not a built page.`));
  assert.ok(problems.some((p) => p.startsWith('robots.txt Sitemap line is ["Sitemap: http://localhost:3000/sitemap.xml"]')));
  assert.match(checkOut(out, undefined)[0], /No site URL/);
});

test('check-urls: every page needs a summary_large_image card whose og:image and twitter:image are 1200×630 PNGs in out/ on the site address', () => {
  const out = makeOut({
    about: page(`${SITE}/about`, { twitterImage: `${SITE}/og/missing.png`, card: 'summary', width: '1200px' }),
  });
  fs.writeFileSync(path.join(out, 'og', 'home.png'), Buffer.from('\xff\xd8\xff\xe0 a JPEG with a .png name', 'latin1'));
  fs.writeFileSync(path.join(out, 'og', 'simulation-summit.png'), pngHeader(1200, 600));
  const problems = checkOut(out, SITE);
  assert.ok(problems.includes('/: og:image og/home.png is not a PNG.'), problems.join('\n'));
  assert.ok(problems.includes('/: twitter:image og/home.png is not a PNG.'));
  assert.ok(problems.includes('/simulation/summit: og:image og/simulation-summit.png is 1200×600, expected 1200×630.'));
  assert.ok(problems.includes(`/about: twitter:image ${SITE}/og/missing.png is not in ${out}/ (og/missing.png).`));
  assert.ok(problems.includes('/about: twitter:card is "summary", expected "summary_large_image".'));
  assert.ok(problems.includes('/about: og:image:width is ["1200px"], expected "1200".'));
  assert.ok(problems.includes('/simulation/summit: twitter:image og/simulation-summit.png is 1200×600, expected 1200×630.'));
  assert.equal(problems.length, 7, problems.join('\n'));

  const other = makeOut({ about: page(`${SITE}/about`, { image: 'https://cdn.example.org/about.png' }).replace(/<meta name="twitter:image"[^>]*>/, '') });
  const p2 = checkOut(other, SITE);
  assert.ok(p2.includes('/about: og:image https://cdn.example.org/about.png is not on https://example.school.'), p2.join('\n'));
  assert.ok(p2.includes('/about: twitter:image is missing.'));
  assert.equal(p2.length, 2, p2.join('\n'));
});

test('check-urls: pngSize reads the IHDR of a PNG and nothing else', () => {
  assert.deepEqual(pngSize(pngHeader(1200, 630)), { width: 1200, height: 630 });
  assert.equal(pngSize(Buffer.from('GIF89a and more bytes than twenty-four')), null);
  assert.equal(pngSize(Buffer.alloc(10)), null);
});
