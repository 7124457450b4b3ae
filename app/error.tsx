'use client';
/** A page failed to render (anything below the root layout). */
import { ErrorScreen } from '@/components/site/ErrorScreen';

export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} title="Something went wrong on this page" scope="page" />;
}
