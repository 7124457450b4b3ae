import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/pages/privacy.mdx';

export const metadata: Metadata = routeMetadata('/privacy');

export default function PrivacyPage() {
  return <Content />;
}
