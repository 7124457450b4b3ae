import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/pages/features.mdx';

export const metadata: Metadata = routeMetadata('/features');

export default function FeaturesPage() {
  return <Content />;
}
