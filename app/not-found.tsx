import type { Metadata } from 'next';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist.',
  robots: { index: false },
};

/**
 * The not-found page (exported as out/404.html). It lives in the root layout, whose
 * code every page loads, so it stays server-rendered: a plain header, no menus, and
 * plain links, not next/link, like the site's other pages (README, "Speed").
 * The missing path is logged to the console, as the spec asks, by a one-line inline
 * script (hashed into the page's CSP like Next's own): as a client component it was a
 * script file that every page of the site loaded.
 */
const LOG_MISSING_PATH = 'console.error("404 Error: User attempted to access non-existent route:",location.pathname)';

export default function NotFound() {
  return (
    <>
      <header className="plain-header">
        <div className="container">
          <a href="/" className="plain-brand">
            {site.name}
          </a>
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
        <a href="/" className="btn btn-primary">
          Return to Home
        </a>
        <nav aria-label="Popular pages" className="not-found-links">
          <a href="/simulation">Simulations</a>
          <a href="/features">Features</a>
          <a href="/schools">For Schools</a>
          <a href="/about">About</a>
        </nav>
        <script dangerouslySetInnerHTML={{ __html: LOG_MISSING_PATH }} />
      </main>
    </>
  );
}
