import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { SummitIntro } from '@/components/summit/Intro';

export const metadata: Metadata = routeMetadata('/simulation/summit');

export default function SummitIntroPage() {
  return <SummitIntro />;
}
