#!/usr/bin/env node
// Post-build step: gives every exported page (out/**/*.html) its own Content-Security-Policy.
//
// A static export cannot use nonces, and Next inlines scripts into every page (`self.__next_f.push(...)`, the
// bootstrap), so `script-src 'self'` alone would block them. This step hashes each page's inline scripts and puts
// a `<meta http-equiv="Content-Security-Policy">` holding those hashes at the top of that page's <head> (right
// after `<meta charset>`, which must stay within the first 1024 bytes; nothing before it can run or load).
// The same file is rewritten idempotently: an existing CSP meta tag is replaced, never doubled.
//
// `frame-ancestors` cannot be set from a meta tag: it is sent as a header (public/_headers, vercel.json,
// scripts/serve.mjs — see SITE_HEADERS).
//
// Usage: node scripts/postbuild-csp.mjs [--dir out]   (NEXT_PUBLIC_FEEDBACK_ENDPOINT as at build time)
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** Headers every response carries on every host (kept the same in public/_headers and vercel.json). */
export const SITE_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The one page that may use the camera: the class report's "Scan codes" (only on a click). It alone gets
 * `camera=(self)` (public/_headers, vercel.json, the README's nginx lines, scripts/serve.mjs) and, because its QR
 * decoder is WebAssembly where the browser has no BarcodeDetector, `'wasm-unsafe-eval'` in its script-src.
 */
export const CAMERA_PAGES = ['teacher/report.html'];
export const CAMERA_PERMISSIONS = 'camera=(self), microphone=(), geolocation=()';

/** The headers of a response for an exported file (relative to out/, with / separators). */
export const headersFor = (file) => (CAMERA_PAGES.includes(file) ? { ...SITE_HEADERS, 'Permissions-Policy': CAMERA_PERMISSIONS } : SITE_HEADERS);

const META_RE = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;
// An inline script: a <script> without src. Its text is raw (no entity decoding); the browser hashes it after
// turning CR LF and CR into LF, as the HTML parser does.
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** The sha256 CSP source of each executable inline script in `html`, in order, without duplicates. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (attrs.match(/\stype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue; // JSON-LD and other data blocks never run
    const h = `'sha256-${crypto.createHash('sha256').update(m[2].replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
    if (!hashes.includes(h)) hashes.push(h);
  }
  return hashes;
}

/** The origin of the feedback endpoint, or null when it is unset, relative or not http(s). */
export function endpointOrigin(endpoint) {
  if (!endpoint) return null;
  try {
    const u = new URL(endpoint);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The page policy for a page whose inline scripts have these hashes. */
export function pagePolicy(hashes, feedbackOrigin, { wasm = false } = {}) {
  const extra = feedbackOrigin ? ` ${feedbackOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''}${hashes.length ? ' ' + hashes.join(' ') : ''}`,
    // React style attributes, sonner's injected <style>, jspdf.
    "style-src 'self' 'unsafe-inline'",
    // QR codes (data:), the PDF and its preview (blob:).
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    `form-action 'self'${extra}`,
    // The service worker (self); canvas-confetti draws in a worker it builds from a blob: URL.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** `html` with its own CSP meta tag at the top of <head> (any older one removed). */
export function injectCsp(html, feedbackOrigin, opts = {}) {
  const clean = html.replace(META_RE, '');
  const policy = pagePolicy(inlineScriptHashes(clean), feedbackOrigin, opts);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const head = clean.match(/<head\b[^>]*>/i);
  if (!head) throw new Error('no <head> element');
  let at = head.index + head[0].length;
  const charset = clean.slice(at).match(/^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i);
  if (charset) at += charset[0].length;
  return clean.slice(0, at) + tag + clean.slice(at);
}

function htmlFiles(dir, acc = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) htmlFiles(p, acc);
    else if (e.isFile() && e.name.endsWith('.html')) acc.push(p);
  }
  return acc;
}

/** Rewrites every .html file under `dir`; returns how many. */
export function applyCsp(dir = 'out', env = process.env) {
  const origin = endpointOrigin(env.NEXT_PUBLIC_FEEDBACK_ENDPOINT);
  const files = htmlFiles(dir);
  for (const f of files) {
    const rel = path.relative(dir, f).split(path.sep).join('/');
    fs.writeFileSync(f, injectCsp(fs.readFileSync(f, 'utf8'), origin, { wasm: CAMERA_PAGES.includes(rel) }));
  }
  return files.length;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const i = process.argv.indexOf('--dir');
  const dir = i >= 0 ? process.argv[i + 1] : 'out';
  try {
    const n = applyCsp(dir);
    console.log(`Content-Security-Policy written into ${n} pages in ${dir}/.`);
  } catch (e) {
    console.error(`postbuild-csp: ${e.message}`);
    process.exit(1);
  }
}
