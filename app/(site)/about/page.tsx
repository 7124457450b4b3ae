import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/pages/about.mdx';

export const metadata: Metadata = routeMetadata('/about');

export default function AboutPage() {
  return <Content />;
}
