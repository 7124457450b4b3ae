import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/bullwhip/Island';

export const metadata: Metadata = routeMetadata('/simulation/game-theory');

export default function BullwhipPage() {
  return <Island />;
}
