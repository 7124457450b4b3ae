// node --test scripts/og-images.test.mjs — the link-preview images (docs/site.md, "Metadata"): one 1200×630 PNG per
// page from lib/metadata.ts, drawn only with the fonts in content/og/fonts, the same bytes every time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FONTS, fontCodepoints, missingGlyphs, renderOgImage, loadSpecs, writeOgImages } from './og-images.mjs';
import { pngSize } from './check-urls.mjs';

const SPEC = { path: '/simulation/game-theory', image: '/og/simulation-game-theory.png', title: 'Bullwhip Rush — Supply Chain Simulation', subtitle: '10–15 minutes · Solo', motif: 'bullwhip' };

test('the preview fonts map the characters titles use, and not others', () => {
  const points = fontCodepoints(fs.readFileSync(FONTS.bold.file));
  for (const ch of 'Az09—–·’…') assert.ok(points.has(ch.codePointAt(0)), ch);
  assert.ok(!points.has('漢'.codePointAt(0)));
  assert.deepEqual(missingGlyphs('City Tycoon — District Edition'), []);
  assert.deepEqual(missingGlyphs('Ω and 漢 and 🙂'), ['Ω', '漢', '🙂']);
});

test("every page's title, subtitle and the site name can be drawn without a missing glyph", async () => {
  const { specs, siteName } = await loadSpecs();
  assert.ok(specs.length >= 10);
  for (const s of specs) assert.deepEqual(missingGlyphs(`${s.title} ${s.subtitle} ${siteName}`), [], s.path);
});

test('an image is a 1200×630 PNG, the same bytes every time, and differs with the title', async () => {
  const a = await renderOgImage(SPEC, 'VentureQuest');
  assert.deepEqual(pngSize(a), { width: 1200, height: 630 });
  assert.ok(a.equals(await renderOgImage(SPEC, 'VentureQuest')), 'same input, same bytes');
  assert.ok(!a.equals(await renderOgImage({ ...SPEC, title: 'Bullwhip Rush' }, 'VentureQuest')));
});

test('a title the fonts cannot draw, a missing motif or a title too long for the frame stops the step', async () => {
  await assert.rejects(renderOgImage({ ...SPEC, title: 'Ωmega 漢' }, 'VentureQuest'), /lack: Ω \(U\+03A9\), 漢 \(U\+6F22\)/);
  await assert.rejects(renderOgImage({ ...SPEC, motif: 'no-such-game' }, 'VentureQuest'), /no motif content\/og\/no-such-game\.svg/);
  await assert.rejects(renderOgImage({ ...SPEC, title: 'A title far too long to fit in three lines of the preview image at any of its sizes, however small' }, 'VentureQuest'), /does not fit/);
});

test('writes one PNG per page under out/og/, named as its metadata says', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'og-images-'));
  fs.mkdirSync(path.join(out, 'og'));
  fs.writeFileSync(path.join(out, 'og', 'stale.png'), 'old');
  const specs = [SPEC, { ...SPEC, path: '/', image: '/og/home.png', title: 'Home', motif: 'site' }];
  await writeOgImages(out, { specs, siteName: 'VentureQuest' });
  assert.deepEqual(fs.readdirSync(path.join(out, 'og')).sort(), ['home.png', 'simulation-game-theory.png']);
  await assert.rejects(writeOgImages(out, { specs: [{ ...SPEC, image: '/og/../escape.png' }], siteName: 'VentureQuest' }), /unexpected image path/);
});

test('every build path draws the previews, before the CSP step', async () => {
  const { POSTBUILD_STEPS } = await import('./build-if-stale.mjs');
  const at = (script) => POSTBUILD_STEPS.findIndex(([cmd, args]) => cmd === 'node' && args.includes(script));
  assert.ok(at('scripts/og-images.mjs') >= 0, 'og-images is a post-build step');
  assert.ok(at('scripts/og-images.mjs') < at('scripts/postbuild-csp.mjs'), 'og-images runs before postbuild-csp');
  assert.equal(JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.build, 'node scripts/build.mjs');
});
