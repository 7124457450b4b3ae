import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/city-tycoon/Island';

export const metadata: Metadata = routeMetadata('/simulation/city-tycoon');

export default function CityTycoonPage() {
  return <Island />;
}
