import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Landing from '@/content/pages/landing.mdx';

export const metadata: Metadata = routeMetadata('/');

export default function HomePage() {
  return <Landing />;
}
