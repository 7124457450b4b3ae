import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/teacher-guides/launchpad.mdx';
import { GuidePage } from '../_guide/GuidePage';

export const metadata: Metadata = routeMetadata('/teacher/guides/launchpad');

export default function LaunchpadGuidePage() {
  return <GuidePage id="launchpad" Content={Content} />;
}
