import { expect, test, type APIRequestContext } from '@playwright/test';
import { watchErrors } from './helpers';

// Link previews (docs/site.md, "Metadata"): each page's og:image and twitter:image are its own .png, served as an
// image.

/** The site URL the build was made for (robots.txt's Sitemap line); the preview URLs are absolute on it. */
async function builtSiteUrl(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const line = robots.split(/\r?\n/).find((l) => /^sitemap:/i.test(l));
  expect(line, 'robots.txt has a Sitemap line').toBeTruthy();
  return line!.replace(/^sitemap:\s*/i, '').trim().replace(/\/sitemap\.xml$/, '');
}

/** Width and height from a PNG's signature and IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(body: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (body.length < 24 || !body.subarray(0, 8).equals(signature) || body.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const PAGES = [
  { path: '/features', image: '/og/features.png', kind: 'a marketing page' },
  { path: '/simulation', image: '/og/simulation.png', kind: 'the hub' },
  { path: '/simulation/game-theory', image: '/og/simulation-game-theory.png', kind: 'a simulation' },
];

for (const { path, image, kind } of PAGES) {
  test(`${path} (${kind}): og:image and twitter:image are a 1200×630 PNG the server sends as image/png, shown under the CSP`, async ({
    page,
    request,
  }) => {
    const site = await builtSiteUrl(request);
    const errors = watchErrors(page);
    await page.goto(path);
    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
    await expect(meta('og:image')).toHaveAttribute('content', `${site}${image}`);
    await expect(meta('twitter:image')).toHaveAttribute('content', `${site}${image}`);
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta('og:image:height')).toHaveAttribute('content', '630');
    await expect(meta('og:image:type')).toHaveAttribute('content', 'image/png');
    await expect(meta('og:image:alt')).toHaveAttribute('content', /\S/);

    // The build's address may differ from this server's port: fetch the same path here.
    const res = await request.get(image);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\/png\b/);
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 });

    // The page itself may show it: img-src 'self' lets it load, and no policy is violated.
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, image);
    expect(size).toEqual({ width: 1200, height: 630 });
    errors.check();
  });
}
