import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/everest/Island';

export const metadata: Metadata = routeMetadata('/everest/dashboard');

export default function EverestDashboardPage() {
  return <Island />;
}
