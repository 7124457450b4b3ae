import type { Metadata } from 'next';
import Island from '@/components/launchpad/Island';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'LaunchPad — Week 1',
  description:
    'Week 1 of the startup programme: discover your strengths, pick an industry, find a market gap, meet your customer, size up rivals, set goals and download your Founder Summary.',
};

export default function LaunchpadPage() {
  return (
    <>
      <SimAbout id="launchpad" />
      <Island />
    </>
  );
}
