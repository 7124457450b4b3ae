import type { Metadata } from 'next';
import Island from '@/components/bullwhip/Island';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'Bullwhip Rush — Supply Chain Simulation',
  description:
    'A reimagined classic supply-chain teaching game: order once per week, watch delays multiply mistakes, and minimise costs across a 4-node supply chain.',
};

export default function BullwhipPage() {
  return (
    <>
      <SimAbout id="bullwhip" />
      <Island />
    </>
  );
}
