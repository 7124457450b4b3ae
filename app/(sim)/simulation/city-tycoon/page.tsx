import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/city-tycoon/Island';
import { CityTycoonFrame } from '@/components/city-tycoon/Frame';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/city-tycoon');

export default function CityTycoonPage() {
  return (
    <>
      <SimAbout id="city-tycoon" />
      <Island>
        <CityTycoonFrame />
      </Island>
    </>
  );
}
