import type { Metadata } from 'next';
import Island from '@/components/everest/Island';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'Everest Expedition',
  description:
    'A solo Everest expedition: plan rotations, stock camps, fix ropes, read the forecast and push for the summit before your permit window closes.',
};

export default function EverestDashboardPage() {
  return (
    <>
      <SimAbout id="everest" />
      <Island />
    </>
  );
}
