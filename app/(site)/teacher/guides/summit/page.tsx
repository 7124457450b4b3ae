import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/teacher-guides/summit.mdx';
import { GuidePage } from '../_guide/GuidePage';

export const metadata: Metadata = routeMetadata('/teacher/guides/summit');

export default function SummitGuidePage() {
  return <GuidePage id="summit" Content={Content} />;
}
