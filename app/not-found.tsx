import type { Metadata } from 'next';
import Link from 'next/link';
import { site } from '@/lib/site';
import { LogMissingPath } from '@/components/site/LogMissingPath';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist.',
  robots: { index: false },
};

/**
 * The not-found page (exported as out/404.html). It lives in the root layout, whose
 * code every page loads, so it stays server-rendered: a plain header, no menus.
 */
export default function NotFound() {
  return (
    <>
      <header className="plain-header">
        <div className="container">
          <Link href="/" className="plain-brand">
            {site.name}
          </Link>
        </div>
      </header>
      <main id="main" className="not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">404: </span>Oops! Page not found
        </h1>
        <p>The page you were looking for does not exist or has moved.</p>
        <Link href="/" className="btn btn-primary">
          Return to Home
        </Link>
        <nav aria-label="Popular pages" className="not-found-links">
          <Link href="/simulation">Simulations</Link>
          <Link href="/features">Features</Link>
          <Link href="/schools">For Schools</Link>
          <Link href="/about">About</Link>
        </nav>
        <LogMissingPath />
      </main>
    </>
  );
}
