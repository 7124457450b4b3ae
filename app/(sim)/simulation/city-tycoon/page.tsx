import type { Metadata } from 'next';
import Island from '@/components/city-tycoon/Island';

export const metadata: Metadata = {
  title: 'City Tycoon — District Edition',
  description: 'A hotseat property-trading game for 2–6 players on one device: buy districts, collect rent and build a real estate empire.',
};

export default function CityTycoonPage() {
  return <Island />;
}
