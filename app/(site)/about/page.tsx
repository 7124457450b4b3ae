import type { Metadata } from 'next';
import Content from '@/content/pages/about.mdx';

export const metadata: Metadata = {
  title: 'About Us',
  description: 'Our mission, our story and what we believe: every teenager deserves to run a business before they run into the real one.',
  alternates: { canonical: '/about' },
  openGraph: { title: 'About Us', description: 'Our mission, our story and what we believe: every teenager deserves to run a business before they run into the real one.', url: '/about' },
};

export default function AboutPage() {
  return <Content />;
}
