import { serializeJsonLd, type JsonLd as JsonLdData } from '@/content/structuredData';

/** A schema.org JSON-LD block, rendered into the static HTML (a data block: no script runs, no JavaScript ships). */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
