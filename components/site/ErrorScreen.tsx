'use client';
/**
 * What a page shows when it failed to render (app/error.tsx) or the root layout itself failed
 * (app/global-error.tsx): a plain header with the way home, a sentence and a retry — never the framework's error
 * screen. Kept tiny (it is part of every page's first load) and self-contained: plain links, since a full load of
 * the home page is the surest way out of a broken page.
 */
import { useEffect } from 'react';
import { site } from '@/lib/site';

export function ErrorScreen({ error, reset, title, scope }: { error: Error; reset: () => void; title: string; scope: string }) {
  useEffect(() => {
    console.error(`[${scope}] failed to render:`, error);
  }, [error, scope]);
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
        <h1>{title}</h1>
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
