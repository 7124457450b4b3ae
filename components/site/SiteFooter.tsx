import { site } from '@/lib/site';

export function SiteFooter() {
  return <footer>© {site.copyrightYear} {site.name}</footer>;
}
