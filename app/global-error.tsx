'use client';
/** The root layout itself failed: this replaces it, so it brings its own <html> and styles. */
import { ErrorScreen } from '@/components/site/ErrorScreen';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen error={error} reset={reset} title="Something went wrong" scope="site" />
      </body>
    </html>
  );
}
