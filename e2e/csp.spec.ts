import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CSP_VIOLATION, watchErrors } from './helpers';

// Every exported page, as a URL path: out/index.html -> /, out/simulation/summit.html -> /simulation/summit.
function exportedPages(dir = 'out'): string[] {
  const acc: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) {
        const rel = path.relative(dir, p).split(path.sep).join('/');
        acc.push(rel === 'index.html' ? '/' : '/' + rel.replace(/\/index\.html$|\.html$/, ''));
      }
    }
  };
  walk(dir);
  return acc.sort();
}

const PAGES = exportedPages();
const SITE_HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

test('the export has every marketing page and every simulation', () => {
  for (const p of ['/', '/about', '/features', '/privacy', '/schools', '/simulation', '/simulation/game-theory', '/simulation/summit', '/simulation/city-tycoon', '/simulation/launchpad', '/everest/dashboard']) {
    expect(PAGES).toContain(p);
  }
});

for (const p of PAGES) {
  test(`${p}: its own CSP meta tag allows exactly its inline scripts, the headers are sent, nothing is blocked`, async ({ page }) => {
    // The not-found page logs its missing path as an error, as the spec asks; CSP violations are never allowed.
    const errors = watchErrors(page, [/User attempted to access non-existent route/]);
    const res = await page.goto(p);
    expect(res, p).not.toBeNull();
    const headers = res!.headers();
    // Only the class report may use the camera (its "Scan codes"); every other page keeps camera=().
    const expected = p === '/teacher/report' ? { ...SITE_HEADERS, 'permissions-policy': 'camera=(self), microphone=(), geolocation=()' } : SITE_HEADERS;
    for (const [k, v] of Object.entries(expected)) expect(headers[k], `${k} on ${p}`).toBe(v);

    // The tag is in the HTML as served, before anything that can load or run (only <meta charset> may precede it).
    const html = await res!.text();
    const head = html.slice(html.indexOf('<head>') + '<head>'.length);
    expect(head).toMatch(/^(<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="/);
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);

    await page.waitForLoadState('networkidle');
    const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') || '');
    // The inline scripts as served (one removes itself once it has run, so the document no longer holds it).
    const scriptHashes = [
      ...new Set(
        Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
          .filter(([, attrs]) => !/\ssrc=/.test(attrs) && ['', 'text/javascript', 'module'].includes((/\stype="([^"]*)"/.exec(attrs)?.[1] ?? '').toLowerCase()))
          .map(([, , text]) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`),
      ),
    ];
    const directives = Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(scriptHashes.length, 'Next inlines scripts into every page').toBeGreaterThan(0);
    // The report's QR decoder may be WebAssembly: only that page allows compiling it.
    const wasm = p === '/teacher/report' ? ["'wasm-unsafe-eval'"] : [];
    expect([...directives['script-src']].sort()).toEqual(["'self'", ...wasm, ...scriptHashes].sort());
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", `http://127.0.0.1:${process.env.E2E_FEEDBACK_PORT || 4599}`]);
    expect(directives['form-action']).toEqual(["'self'", `http://127.0.0.1:${process.env.E2E_FEEDBACK_PORT || 4599}`]);
    errors.check();
  });
}

test('the policy is enforced, and a violation fails the test that watches errors', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran, 'an injected inline script must not run').toBe(false);
  await expect.poll(() => errors.errors.some((e) => e.includes(CSP_VIOLATION) && e.includes('script-src'))).toBe(true);
});
