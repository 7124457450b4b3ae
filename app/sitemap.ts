import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every public route on the site's public address, with the build's date as lastmod. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
