import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/summit/RolesIsland';

export const metadata: Metadata = routeMetadata('/simulation/summit/roles');

export default function SummitRolesPage() {
  return <Island />;
}
