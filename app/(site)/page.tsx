import type { Metadata } from 'next';
import Landing from '@/content/pages/landing.mdx';
import { site } from '@/lib/site';
import { JsonLd } from '@/components/sim/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '@/content/structuredData';

export const metadata: Metadata = {
  title: { absolute: `${site.name} — Reimagine Business Education` },
  description: site.description,
  alternates: { canonical: '/' },
  openGraph: { title: `${site.name} — Reimagine Business Education`, description: site.description, url: '/' },
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <Landing />
    </>
  );
}
