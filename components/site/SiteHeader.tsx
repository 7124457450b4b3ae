import Link from 'next/link';
import { site } from '@/lib/site';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link href="/">{site.name}</Link>
    </header>
  );
}
