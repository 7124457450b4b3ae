import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
// SimAbout first: its styles (its own elements only) then come before the game's, whose rules for the screens
// after the first can then follow the first screen (docs/performance.md, "What a first paint waits for").
import { SimAbout, SimJsonLd } from '@/components/sim/SimAbout';
import { SummitIntro } from '@/components/summit/Intro';

export const metadata: Metadata = routeMetadata('/simulation/summit');

export default function SummitIntroPage() {
  // The intro is already static content; the block below it adds the how-to-play steps, the <noscript> line and the JSON-LD.
  return (
    <>
      <SummitIntro />
      <SimAbout id="summit" />
      <SimJsonLd id="summit" />
    </>
  );
}
