import createMDX from '@next/mdx';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // The CSS goes into each page's HTML as one <style>, not three render-blocking stylesheets fetched after it:
    // first paint on the marketing pages about 0.4-1.3 s sooner on slow 4G (npm run lighthouse); JS unchanged.
    // scripts/postbuild-rsc-css.mjs then drops the second copy Next writes into the page's React payload.
    inlineCss: true,
    // Each page carries only the CSS its own modules use. The default ('loose') merged every component's CSS modules,
    // the simulations' included, into one 57 kB chunk that the site layout, and so every page, inlined. Inlined CSS
    // costs no request, so the graph algorithm is told requests are free: it never ships a page styles it does not use.
    cssChunking: { type: 'graph', requestCost: 0 },
  },
};

const withMDX = createMDX({
  options: {
    remarkPlugins: [],
    rehypePlugins: [],
  },
});

export default withMDX(nextConfig);
