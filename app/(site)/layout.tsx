import { SiteHeader } from '@/components/site/SiteHeader';
import { SiteFooter } from '@/components/site/SiteFooter';
import { ChatWithAI } from '@/components/site/ChatWithAI';
import { RevealScript } from '@/components/marketing/RevealScript';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <ChatWithAI />
      <RevealScript />
    </>
  );
}
