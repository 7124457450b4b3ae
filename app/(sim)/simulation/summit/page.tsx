import type { Metadata } from 'next';
import { SummitIntro } from '@/components/summit/Intro';

export const metadata: Metadata = {
  title: 'Summit of Decisions',
  description: 'The Everest Challenge for Founders: lead a team of five up the mountain to launch day, one decision at a time.',
};

export default function SummitIntroPage() {
  return <SummitIntro />;
}
