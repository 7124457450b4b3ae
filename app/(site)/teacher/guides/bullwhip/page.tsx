import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/teacher-guides/bullwhip.mdx';
import { GuidePage } from '../_guide/GuidePage';

export const metadata: Metadata = routeMetadata('/teacher/guides/bullwhip');

export default function BullwhipGuidePage() {
  return <GuidePage id="bullwhip" Content={Content} />;
}
