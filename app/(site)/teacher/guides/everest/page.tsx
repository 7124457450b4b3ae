import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/teacher-guides/everest.mdx';
import { GuidePage } from '../_guide/GuidePage';

export const metadata: Metadata = routeMetadata('/teacher/guides/everest');

export default function EverestGuidePage() {
  return <GuidePage id="everest" Content={Content} />;
}
