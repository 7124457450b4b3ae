import type { Metadata } from 'next';
import Island from '@/components/summit/RolesIsland';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'Choose your role · Summit of Decisions',
  description: 'Pick your role on the expedition: Leader, Doctor, Environmentalist, Climber or Journalist.',
};

export default function SummitRolesPage() {
  return (
    <>
      <SimAbout id="summit" />
      <Island />
    </>
  );
}
