import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Landing from '@/content/pages/landing.mdx';
import { JsonLd } from '@/components/sim/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '@/content/structuredData';

export const metadata: Metadata = routeMetadata('/');

export default function HomePage() {
  return (
    <>
      <Landing />
      {/* After the content: the first paint waits for every byte before the hero (docs/performance.md). */}
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
