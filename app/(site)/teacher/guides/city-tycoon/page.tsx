import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import Content from '@/content/teacher-guides/city-tycoon.mdx';
import { GuidePage } from '../_guide/GuidePage';

export const metadata: Metadata = routeMetadata('/teacher/guides/city-tycoon');

export default function CityTycoonGuidePage() {
  return <GuidePage id="city-tycoon" Content={Content} />;
}
