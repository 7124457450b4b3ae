import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/summit/RolesIsland';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/summit/roles');

export default function SummitRolesPage() {
  return (
    <>
      <SimAbout id="summit" />
      <Island />
    </>
  );
}
