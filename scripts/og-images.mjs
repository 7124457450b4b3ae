#!/usr/bin/env node
// Post-build step (docs/site.md, "Metadata", link previews): one 1200×630 link-preview PNG per page, written to
// out/og/<name>.png.
//
// What each image shows comes from lib/metadata.ts (ogImageSpecs: the page's own title, a small line under it, the
// motif, the file name its og:image and twitter:image tags point at) — nothing is typed here a second time. The
// motifs are SVG files in content/og/ (one per simulation, `site.svg` for every other page). Text is drawn by
// sharp (libvips + Pango) with the fonts in content/og/fonts only, so the output does not depend on the fonts a
// machine has; a title with a character those fonts lack stops the step instead of printing a tofu box.
// Same input → same bytes (no dates, no metadata), so the build stamp and caches stay valid.
//
// Usage: node scripts/og-images.mjs [--out out]   (runs before postbuild-csp.mjs in scripts/build-if-stale.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const WIDTH = 1200;
export const HEIGHT = 630;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MOTIF_DIR = path.join(ROOT, 'content', 'og');
export const FONTS = {
  regular: { file: path.join(MOTIF_DIR, 'fonts', 'VQPreviewSans.ttf'), family: 'VQ Preview Sans' },
  bold: { file: path.join(MOTIF_DIR, 'fonts', 'VQPreviewSans-Bold.ttf'), family: 'VQ Preview Sans Bold' },
};

const COLORS = { from: '#1e3a8a', to: '#1d4ed8', text: '#ffffff', soft: '#dbeafe', accent: '#f59e0b' };
const PAD = 80;
const TEXT_WIDTH = 620;
const MOTIF = { left: 740, top: 120, size: 380 };
/** The text block (title, then subtitle) is centred between these two lines. */
const TEXT_TOP = 150;
/** The title takes at most three lines: it is drawn at the first of these sizes where it does. */
const TITLE_MAX_LINES = 3;
const TITLE_SIZES = [64, 58, 52, 46, 42];
const RULE_TOP = HEIGHT - 92;

/** The Unicode code points a TrueType/OpenType font maps (its cmap: format 4 and 12 subtables). */
export function fontCodepoints(buf) {
  const numTables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    if (buf.toString('latin1', rec, rec + 4) === 'cmap') cmap = buf.readUInt32BE(rec + 8);
  }
  if (cmap < 0) throw new Error('font has no cmap table');
  const points = new Set();
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const platform = buf.readUInt16BE(cmap + 4 + i * 8);
    const offset = cmap + buf.readUInt32BE(cmap + 4 + i * 8 + 4);
    if (platform !== 0 && platform !== 3) continue;
    const format = buf.readUInt16BE(offset);
    if (format === 4) {
      const segs = buf.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segs * 2 + 2;
      const deltas = starts + segs * 2;
      const rangeOffsets = deltas + segs * 2;
      for (let s = 0; s < segs; s++) {
        const end = buf.readUInt16BE(ends + s * 2);
        const start = buf.readUInt16BE(starts + s * 2);
        const delta = buf.readInt16BE(deltas + s * 2);
        const ro = buf.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph;
          if (ro === 0) glyph = (c + delta) & 0xffff;
          else {
            const g = buf.readUInt16BE(rangeOffsets + s * 2 + ro + (c - start) * 2);
            glyph = g === 0 ? 0 : (g + delta) & 0xffff;
          }
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = buf.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const at = offset + 16 + g * 12;
        const start = buf.readUInt32BE(at);
        const end = buf.readUInt32BE(at + 4);
        const first = buf.readUInt32BE(at + 8);
        for (let c = start; c <= end; c++) if (first + (c - start) !== 0) points.add(c);
      }
    }
  }
  return points;
}

let coverage;
/** The characters of `text` that the preview fonts cannot draw (both weights must have each one). */
export function missingGlyphs(text) {
  coverage ??= [FONTS.regular, FONTS.bold].map((f) => fontCodepoints(fs.readFileSync(f.file)));
  const missing = new Set();
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp === 0x0a || cp === 0x20) continue;
    if (!coverage.every((set) => set.has(cp))) missing.add(ch);
  }
  return [...missing];
}

function escapeMarkup(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function renderText(text, font, size, color, width) {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${font.family} ${size}`,
      fontfile: font.file,
      width,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const memo = new Map();
/** What does not change from one image to the next (a motif, a line's height) is drawn once per run. */
function once(key, make) {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key);
}

/** The background: the site's blue, a soft disc behind the motif and an amber rule, as SVG. */
function backgroundSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.from}"/><stop offset="1" stop-color="${COLORS.to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${MOTIF.left + MOTIF.size / 2}" cy="${MOTIF.top + MOTIF.size / 2}" r="${MOTIF.size / 2 + 40}" fill="#ffffff" fill-opacity="0.06"/>
  <rect x="${PAD}" y="64" width="48" height="48" rx="11" fill="#ffffff"/>
  <path d="M${PAD + 24} 72 l16 34 h-32 z" fill="${COLORS.to}"/><path d="M${PAD + 24} 88 l8 16 h-16 z" fill="#ffffff"/>
  <rect x="${PAD}" y="${RULE_TOP}" width="120" height="8" rx="4" fill="${COLORS.accent}"/>
  <rect y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${COLORS.accent}"/>
</svg>`;
}

/**
 * One preview image as PNG bytes. `spec` is an OgImageSpec from lib/metadata.ts ({ title, subtitle, motif }),
 * `siteName` the name drawn at the top. Throws on a character the fonts lack, a missing motif or text that
 * does not fit the frame.
 */
export async function renderOgImage(spec, siteName) {
  for (const [what, text] of [['title', spec.title], ['subtitle', spec.subtitle], ['site name', siteName]]) {
    const missing = missingGlyphs(text);
    if (missing.length) {
      throw new Error(`og-images: the ${what} ${JSON.stringify(text)} has characters the preview fonts lack: ${missing.map((c) => `${c} (U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}. Add them to the subset in content/og/fonts (see its README).`);
    }
  }
  const motifFile = path.join(MOTIF_DIR, `${spec.motif}.svg`);
  if (!fs.existsSync(motifFile)) throw new Error(`og-images: no motif ${path.relative(ROOT, motifFile)} for ${spec.path}.`);
  const motif = await once(`motif:${motifFile}`, () =>
    sharp(fs.readFileSync(motifFile)).resize(MOTIF.size, MOTIF.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer(),
  );

  const name = await renderText(siteName, FONTS.bold, 34, COLORS.text, TEXT_WIDTH);
  let title;
  let fits = false;
  for (const size of TITLE_SIZES) {
    const oneLine = await once(`line:${size}`, () => renderText('Xg', FONTS.bold, size, COLORS.text, TEXT_WIDTH));
    title = await renderText(spec.title, FONTS.bold, size, COLORS.text, TEXT_WIDTH);
    fits = title.info.height <= oneLine.info.height * TITLE_MAX_LINES + size / 2;
    if (fits) break;
  }
  const subtitle = await renderText(spec.subtitle, FONTS.regular, 28, COLORS.soft, TEXT_WIDTH);
  const block = title.info.height + 24 + subtitle.info.height;
  const room = RULE_TOP - 24 - TEXT_TOP;
  if (!fits || block > room) {
    throw new Error(`og-images: the title or subtitle of ${spec.path} does not fit the image (${fits ? `${block} px high, room for ${room}` : `more than ${TITLE_MAX_LINES} lines`}).`);
  }
  const titleTop = TEXT_TOP + Math.floor((room - block) / 2);
  const subtitleTop = titleTop + title.info.height + 24;
  return sharp(Buffer.from(backgroundSvg()))
    .composite([
      { input: motif, left: MOTIF.left, top: MOTIF.top },
      { input: name.data, left: PAD + 64, top: 88 - Math.round(name.info.height / 2) },
      { input: title.data, left: PAD, top: titleTop },
      { input: subtitle.data, left: PAD, top: subtitleTop },
    ])
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: true, quality: 100, effort: 4, dither: 0 })
    .toBuffer();
}

let hooked = false;
/** lib/metadata.ts's preview specs and the site name, read through scripts/ts-hooks.mjs. */
export async function loadSpecs() {
  if (!hooked) {
    register('./ts-hooks.mjs', import.meta.url);
    hooked = true;
  }
  const metadata = await import(pathToFileURL(path.join(ROOT, 'lib', 'metadata.ts')).href);
  const { site } = await import(pathToFileURL(path.join(ROOT, 'lib', 'site.ts')).href);
  return { specs: metadata.ogImageSpecs(), siteName: site.name };
}

/** Writes every page's preview into outDir (its og/ folder is emptied first). Returns the files written. */
export async function writeOgImages(outDir, { specs, siteName }) {
  const dir = path.join(outDir, 'og');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const written = [];
  for (const spec of specs) {
    if (!/^\/og\/[a-z0-9-]+\.png$/.test(spec.image)) throw new Error(`og-images: unexpected image path ${spec.image} for ${spec.path}.`);
    const file = path.join(outDir, spec.image);
    fs.writeFileSync(file, await renderOgImage(spec, siteName));
    written.push(file);
  }
  return written;
}

function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = arg('--out') || 'out';
  const started = process.hrtime.bigint();
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`og-images: ${outDir}/ has no index.html — run next build first.`);
    process.exit(1);
  }
  try {
    const written = await writeOgImages(outDir, await loadSpecs());
    const ms = Number((process.hrtime.bigint() - started) / 1000000n);
    console.log(`og-images: wrote ${written.length} link-preview images (${WIDTH}×${HEIGHT} PNG) into ${outDir}/og/ in ${ms} ms.`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
