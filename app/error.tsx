'use client';
/** A page (or a layout below the root) failed to render: a plain header, a way home and a retry. */
import { ErrorScreen } from '@/components/site/ErrorScreen';

export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} withHeader />;
}
