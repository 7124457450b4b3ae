'use client';
/**
 * A page failed to render (anything below the root layout): a plain header with the way home, a sentence and a
 * retry — never the framework's error screen. Kept tiny and self-contained: it is part of every page's first load.
 * Plain links, not next/link: a full load of the home page is the surest way out of a broken page.
 */
import { useEffect } from 'react';

export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[page] failed to render:', error);
  }, [error]);
  return (
    <>
      <header className="plain-header">
        <div className="container">
          <a href="/" className="plain-brand">
            VentureQuest
          </a>
        </div>
      </header>
      <main id="main" className="not-found">
        <h1>Something went wrong on this page</h1>
        <p>Nothing you saved in this browser was deleted. You can try again, or go back to the home page.</p>
        <div className="sim-error-actions" style={{ justifyContent: 'center' }}>
          <button type="button" className="btn btn-outline" onClick={() => reset()}>
            Try again
          </button>
          <a href="/" className="btn btn-primary">
            Return to Home
          </a>
        </div>
      </main>
    </>
  );
}
