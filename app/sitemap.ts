import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';
import { simulations } from '@/content/simulations';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = ['/', '/features', '/schools', '/about', '/simulation', '/privacy', ...simulations.map((s) => s.route)];
  return pages.map((p) => ({ url: new URL(p, site.url).toString(), changeFrequency: 'monthly', priority: p === '/' ? 1 : 0.7 }));
}
