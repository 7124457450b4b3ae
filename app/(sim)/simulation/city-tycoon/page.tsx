import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
// SimAbout first: its styles (its own elements only) then come before the game's, whose rules for the screens
// after the first can then follow the first screen (docs/performance.md, "What a first paint waits for").
import { SimAbout, SimJsonLd } from '@/components/sim/SimAbout';
import Island from '@/components/city-tycoon/Island';
import { CityTycoonFrame } from '@/components/city-tycoon/Frame';

export const metadata: Metadata = routeMetadata('/simulation/city-tycoon');

export default function CityTycoonPage() {
  return (
    <>
      <SimAbout id="city-tycoon" />
      <Island>
        <CityTycoonFrame />
      </Island>
      <SimJsonLd id="city-tycoon" />
    </>
  );
}
