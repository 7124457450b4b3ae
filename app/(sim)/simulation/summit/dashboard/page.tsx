import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/summit/DashboardIsland';

export const metadata: Metadata = routeMetadata('/simulation/summit/dashboard');

export default function SummitDashboardPage() {
  return <Island />;
}
