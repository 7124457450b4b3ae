import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { SummitIntro } from '@/components/summit/Intro';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/summit');

export default function SummitIntroPage() {
  // The intro is already static content; the block below it adds the how-to-play steps, the <noscript> line and the JSON-LD.
  return (
    <>
      <SummitIntro />
      <SimAbout id="summit" />
    </>
  );
}
