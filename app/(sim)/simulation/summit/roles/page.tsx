import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
// SimAbout first: its styles (its own elements only) then come before the game's, whose rules for the screens
// after the first can then follow the first screen (docs/performance.md, "What a first paint waits for").
import { SimAbout, SimJsonLd } from '@/components/sim/SimAbout';
import Island from '@/components/summit/RolesIsland';

export const metadata: Metadata = routeMetadata('/simulation/summit/roles');

export default function SummitRolesPage() {
  return (
    <>
      <SimAbout id="summit" />
      <Island />
      <SimJsonLd id="summit" />
    </>
  );
}
