import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { ChatWithAI } from '@/components/site/ChatWithAI';
import { LazyToaster } from '@/components/site/LazyToaster';
import { RevealObserver } from '@/components/marketing/RevealObserver';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <ChatWithAI />
      <LazyToaster />
      <RevealObserver />
    </>
  );
}
