import type { Metadata } from 'next';
import Island from '@/components/summit/RolesIsland';

export const metadata: Metadata = {
  title: 'Choose your role · Summit of Decisions',
  description: 'Pick your role on the expedition: Leader, Doctor, Environmentalist, Climber or Journalist.',
};

export default function SummitRolesPage() {
  return <Island />;
}
