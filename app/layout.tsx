import type { Metadata, Viewport } from 'next';
import { rootMetadata } from '@/lib/metadata';
import { ServiceWorker } from '@/components/site/ServiceWorker';
import { RestOfStyles } from '@/components/site/RestOfStyles';
import './globals.css';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1d4ed8',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        {/* The games' first screen is all their static HTML: their other styles follow it (a page's own marker, after its first screen, comes first and is the one used). */}
        <RestOfStyles />
        <ServiceWorker />
      </body>
    </html>
  );
}
