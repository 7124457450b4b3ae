import type { Metadata } from 'next';
import Content from '@/content/pages/schools.mdx';

export const metadata: Metadata = {
  title: 'For Schools',
  description: 'A curriculum-aligned 10-week enterprise programme with real-time progress tracking, printable reports, rubrics and certificates. No business background needed.',
  alternates: { canonical: '/schools' },
  openGraph: { title: 'For Schools', description: 'A curriculum-aligned 10-week enterprise programme with real-time progress tracking, printable reports, rubrics and certificates. No business background needed.', url: '/schools' },
};

export default function SchoolsPage() {
  return <Content />;
}
