import type { Metadata } from 'next';
import Content from '@/content/pages/privacy.mdx';

const description = 'What VentureQuest keeps in your browser (each saved game), what the two forms send, when and to whom. No analytics, no cookies.';

export const metadata: Metadata = {
  title: 'Privacy',
  description,
  alternates: { canonical: '/privacy' },
  openGraph: { title: 'Privacy', description, url: '/privacy' },
};

export default function PrivacyPage() {
  return <Content />;
}
