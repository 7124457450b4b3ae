import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/everest/Island';
import { EverestFrame } from '@/components/everest/EverestFrame';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/everest/dashboard');

export default function EverestDashboardPage() {
  return (
    <>
      <SimAbout id="everest" />
      <Island>
        <EverestFrame />
      </Island>
    </>
  );
}
