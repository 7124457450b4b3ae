import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/bullwhip/Island';
import { BullwhipFrame } from '@/components/bullwhip/Frame';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = routeMetadata('/simulation/game-theory');

export default function BullwhipPage() {
  return (
    <>
      <SimAbout id="bullwhip" />
      <Island>
        <BullwhipFrame />
      </Island>
    </>
  );
}
