import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
// SimAbout first: its styles (its own elements only) then come before the game's, whose rules for the screens
// after the first can then follow the first screen (docs/performance.md, "What a first paint waits for").
import { SimAbout, SimJsonLd } from '@/components/sim/SimAbout';
import Island from '@/components/everest/Island';
import { EverestFrame } from '@/components/everest/EverestFrame';

export const metadata: Metadata = routeMetadata('/everest/dashboard');

export default function EverestDashboardPage() {
  return (
    <>
      <SimAbout id="everest" />
      <Island>
        <EverestFrame />
      </Island>
      <SimJsonLd id="everest" />
    </>
  );
}
