#!/usr/bin/env node
// Post-build step: takes out of each exported page's inline React payload (`self.__next_f.push([1,"…"])`) the text
// of the stylesheets the same page already holds in its <style data-href="…"> tag, and writes the payload as one
// inline script instead of a run of them (`onePayloadScript`).
//
// With `experimental.inlineCss` (next.config.mjs) Next writes each CSS file twice into a page: once as the <style>
// the browser paints with, and once as a text row of the payload (`2c:T63c,<the CSS>`), the children of the
// `<style href precedence>` element React hydrates. On hydration React finds that style element already in the
// document (by its data-href) and adopts it without reading its children, so the copy in the payload is never used:
// each such row becomes an empty string. The payloads Next fetches for in-app navigation (out/**/*.txt) keep their
// CSS: there the page's styles are not in the document yet.
//
// It changes inline scripts, so it runs before scripts/postbuild-csp.mjs (POSTBUILD_STEPS in build-if-stale.mjs).
// Usage: node scripts/postbuild-rsc-css.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STYLE_RE = /<style\b[^>]*\bdata-href="([^"]+)"[^>]*>/g;
const PUSH_RE = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\[\s\S])*")\]\)<\/script>/g;
/** One payload script (the bootstrap or a chunk) as Next writes it. */
const PAYLOAD_SCRIPT = String.raw`<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)|self\.__next_f\.push\(\[1,"(?:[^"\\]|\\[\s\S])*"\]\))<\/script>`;
/** Two or more payload scripts with nothing between them. */
const RUN_RE = new RegExp(`(?:${PAYLOAD_SCRIPT}){2,}`, 'g');
const SCRIPT_BODY_RE = /<script>([\s\S]*?)<\/script>/g;

/** A JavaScript string literal as Next writes it into the HTML: JSON, with <, >, &, U+2028 and U+2029 escaped. */
export function encodeChunk(text) {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `flight` (one decoded payload chunk) with every text row whose text is one of `texts` replaced by an empty string.
 * A text row is `<id>:T<length in UTF-8 bytes, hex>,<text>` with no line end; a JSON row `<id>:""` ends with one.
 * Returns { flight, removed } (removed: how many rows).
 */
export function dropTextRows(flight, texts) {
  const wanted = new Set(texts);
  const buf = Buffer.from(flight, 'utf8');
  const parts = [];
  let removed = 0;
  let from = 0;
  // A row starts a chunk, follows a line end, or follows a text row directly (text rows have no line end).
  const rowStart = /(^|\n)([0-9a-f]+):T([0-9a-f]+),/g;
  const rowHere = /()([0-9a-f]+):T([0-9a-f]+),/y;
  // Scan in bytes: a row's length counts UTF-8 bytes, so text before it may not be sliced by characters.
  const ascii = buf.toString('latin1');
  let at = 0;
  let afterText = false;
  for (;;) {
    const re = afterText ? rowHere : rowStart;
    re.lastIndex = at;
    const m = re.exec(ascii);
    if (!m) {
      if (afterText) {
        afterText = false;
        continue;
      }
      break;
    }
    const textStart = m.index + m[0].length;
    const textEnd = textStart + parseInt(m[3], 16);
    if (textEnd > buf.length) break; // the row continues in the next chunk: left as it is
    const text = buf.subarray(textStart, textEnd).toString('utf8');
    if (wanted.has(text)) {
      parts.push(buf.subarray(from, m.index + m[1].length), Buffer.from(`${m[2]}:""\n`));
      from = textEnd;
      removed++;
    }
    at = textEnd;
    afterText = true;
  }
  if (!removed) return { flight, removed };
  parts.push(buf.subarray(from));
  return { flight: Buffer.concat(parts).toString('utf8'), removed };
}

/** The page's HTML without the payload's copies of the stylesheets it inlines. `readCss(href)` gives a file's text. */
export function stripPayloadCss(html, readCss) {
  const texts = [];
  for (const m of html.matchAll(STYLE_RE)) {
    for (const href of m[1].split(/\s+/).filter(Boolean)) {
      const css = readCss(href);
      if (css != null) texts.push(css);
    }
  }
  if (!texts.length) return { html, removed: 0 };
  let removed = 0;
  const out = html.replace(PUSH_RE, (whole, literal) => {
    const chunk = JSON.parse(literal);
    if (encodeChunk(chunk) !== literal) return whole; // written differently from what this step would write: left alone
    const r = dropTextRows(chunk, texts);
    if (!r.removed) return whole;
    removed += r.removed;
    return `<script>self.__next_f.push([1,${encodeChunk(r.flight)}])</script>`;
  });
  return { html: out, removed };
}

/**
 * The page's HTML with its inline payload in one script: Next writes the payload as a run of adjacent inline scripts
 * (the bootstrap `(self.__next_f=self.__next_f||[]).push([0])`, then one `self.__next_f.push([1,"…"])` per chunk),
 * and each inline script costs the page a hash of its own in its Content-Security-Policy (scripts/postbuild-csp.mjs):
 * 44 characters no compression shortens. Joined in order into one script, the statements run as they did (a static
 * page's chunks are all in the HTML before the framework reads them). Only scripts directly next to each other are
 * joined. Returns { html, joined } (joined: how many scripts were folded into the one before them).
 */
export function onePayloadScript(html) {
  let joined = 0;
  const out = html.replace(RUN_RE, (run) => {
    const bodies = [...run.matchAll(SCRIPT_BODY_RE)].map((m) => m[1]);
    joined += bodies.length - 1;
    return `<script>${bodies.join(';')}</script>`;
  });
  return { html: out, joined };
}

/** Every exported page's HTML file under `dir` (not the build's own `_next` folder). */
export function htmlFiles(dir) {
  const files = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === '_next') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files.push(...htmlFiles(full));
    else if (e.name.endsWith('.html')) files.push(full);
  }
  return files;
}

/** A reader of the stylesheets under `dir` by their href (/_next/static/…); null for any other href or a missing file. */
export function cssReader(dir) {
  return (href) => {
    if (!href.startsWith('/_next/static/') || href.includes('..')) return null;
    const file = path.join(dir, href);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
}

export function applyToDir(dir = 'out') {
  const readCss = cssReader(dir);
  let pages = 0;
  let bytes = 0;
  let scripts = 0;
  for (const file of htmlFiles(dir)) {
    const html = fs.readFileSync(file, 'utf8');
    const r = stripPayloadCss(html, readCss);
    const one = onePayloadScript(r.html);
    if (!r.removed && !one.joined) continue;
    fs.writeFileSync(file, one.html);
    if (r.removed) pages++;
    bytes += html.length - r.html.length;
    scripts += one.joined;
  }
  return { pages, bytes, scripts };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const { pages, bytes, scripts } = applyToDir(i >= 0 ? process.argv[i + 1] : 'out');
  console.log(`Inline CSS: its copy in the React payload dropped from ${pages} pages (${(bytes / 1000).toFixed(1)} kB).`);
  console.log(`Inline payload: ${scripts} scripts joined to the one before them (one CSP hash each fewer).`);
}
