// `npm start` and `npm test` build for a local address when NEXT_PUBLIC_SITE_URL is not set, and say so;
// a bare `next build` (npm run build) refuses to build without it (lib/metadata.ts).

/** The environment with NEXT_PUBLIC_SITE_URL set: the given one, or `fallback` with a note saying so. */
export function withLocalSiteUrl(env, fallback, log = console.log) {
  if (env.NEXT_PUBLIC_SITE_URL && env.NEXT_PUBLIC_SITE_URL.trim()) return env;
  log(
    `NEXT_PUBLIC_SITE_URL is not set: building for the local address ${fallback} ` +
      '(canonical links, link previews and the sitemap point there). Set NEXT_PUBLIC_SITE_URL to the public address to deploy.',
  );
  return { ...env, NEXT_PUBLIC_SITE_URL: fallback };
}
