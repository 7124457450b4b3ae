import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Island from '@/components/launchpad/Island';

export const metadata: Metadata = routeMetadata('/simulation/launchpad');

export default function LaunchpadPage() {
  return <Island />;
}
