'use client';
/** The root layout itself failed: this replaces it, so it brings its own <html>, styles, header and a way home. */
import { useEffect } from 'react';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[site] failed to render:', error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <header className="plain-header">
          <div className="container">
            <a href="/" className="plain-brand">
              VentureQuest
            </a>
          </div>
        </header>
        <main id="main" className="not-found">
          <h1>Something went wrong</h1>
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
      </body>
    </html>
  );
}
