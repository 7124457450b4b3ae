import type { Metadata } from 'next';
import { SummitIntro } from '@/components/summit/Intro';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'Summit of Decisions',
  description: 'The Everest Challenge for Founders: lead a team of five up the mountain to launch day, one decision at a time.',
};

export default function SummitIntroPage() {
  // The intro is already static content; the block below it adds the how-to-play steps, the <noscript> line and the JSON-LD.
  return (
    <>
      <SummitIntro />
      <SimAbout id="summit" />
    </>
  );
}
