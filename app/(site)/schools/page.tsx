import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/pages/schools.mdx';

export const metadata: Metadata = routeMetadata('/schools');

export default function SchoolsPage() {
  return <Content />;
}
