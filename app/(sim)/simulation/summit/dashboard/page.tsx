import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/summit/DashboardIsland';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/summit/dashboard');

export default function SummitDashboardPage() {
  return (
    <>
      <SimAbout id="summit" />
      <Island />
    </>
  );
}
