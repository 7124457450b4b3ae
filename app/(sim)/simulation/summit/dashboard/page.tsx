import type { Metadata } from 'next';
import Island from '@/components/summit/DashboardIsland';
import { SimAbout } from '@/components/sim/SimAbout';

export const metadata: Metadata = {
  title: 'Expedition dashboard · Summit of Decisions',
  description: 'Oxygen, morale, your team and the mountain: make each round’s decision and lead the team to launch day.',
};

export default function SummitDashboardPage() {
  return (
    <>
      <SimAbout id="summit" />
      <Island />
    </>
  );
}
