import type { Metadata } from 'next';
import Island from '@/components/city-tycoon/Island';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'City Tycoon — District Edition',
  description: 'A hotseat property-trading game for 2–6 players on one device: buy districts, collect rent and build a real estate empire.',
};

export default function CityTycoonPage() {
  return (
    <>
      <SimAbout id="city-tycoon" />
      <Island />
    </>
  );
}
