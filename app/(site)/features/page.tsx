import type { Metadata } from 'next';
import Content from '@/content/pages/features.mdx';

export const metadata: Metadata = {
  title: 'Features',
  description: 'Simulation-based learning, gamified progress, personalised feedback and real-world scenarios — for self-guided and classroom use.',
  alternates: { canonical: '/features' },
  openGraph: { title: 'Features', description: 'Simulation-based learning, gamified progress, personalised feedback and real-world scenarios — for self-guided and classroom use.', url: '/features' },
};

export default function FeaturesPage() {
  return <Content />;
}
