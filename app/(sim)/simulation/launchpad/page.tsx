import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/launchpad/Island';
import { LaunchpadFrame } from '@/components/launchpad/LaunchpadFrame';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/launchpad');

export default function LaunchpadPage() {
  return (
    <>
      <SimAbout id="launchpad" />
      <Island>
        <LaunchpadFrame />
      </Island>
    </>
  );
}
