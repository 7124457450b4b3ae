'use client';
/**
 * What a page shows when something on it fails to render (app/error.tsx, app/(site)/error.tsx,
 * app/global-error.tsx): the site's name as a way home, a plain sentence, and a retry. Never the framework's
 * error screen.
 */
import Link from 'next/link';
import { useEffect } from 'react';
import { site } from '@/lib/site';

export function ErrorScreen({
  error,
  reset,
  withHeader,
}: {
  error: Error & { digest?: string };
  reset?: () => void;
  withHeader: boolean;
}) {
  useEffect(() => {
    console.error('[page] failed to render:', error);
  }, [error]);
  const body = (
    <div className="not-found">
      <h1>Something went wrong on this page</h1>
      <p>Nothing you saved in this browser was deleted. You can try again, or go back to the home page.</p>
      <div className="sim-error-actions" style={{ justifyContent: 'center' }}>
        {reset ? (
          <button type="button" className="btn btn-outline" onClick={() => reset()}>
            Try again
          </button>
        ) : null}
        <Link href="/" className="btn btn-primary">
          Return to Home
        </Link>
      </div>
    </div>
  );
  if (!withHeader) return body;
  return (
    <>
      <header className="plain-header">
        <div className="container">
          <Link href="/" className="plain-brand">
            {site.name}
          </Link>
        </div>
      </header>
      <main id="main">{body}</main>
    </>
  );
}
