import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
// SimAbout first: its styles (its own elements only) then come before the game's, whose rules for the screens
// after the first can then follow the first screen (docs/performance.md, "What a first paint waits for").
import { SimAbout, SimJsonLd } from '@/components/sim/SimAbout';
import Island from '@/components/launchpad/Island';
import { LaunchpadFrame } from '@/components/launchpad/LaunchpadFrame';

export const metadata: Metadata = routeMetadata('/simulation/launchpad');

export default function LaunchpadPage() {
  return (
    <>
      <SimAbout id="launchpad" />
      <Island>
        <LaunchpadFrame />
      </Island>
      <SimJsonLd id="launchpad" />
    </>
  );
}
