'use client';
/** A marketing page failed to render: the site's header and footer stay (this renders inside the site layout). */
import { ErrorScreen } from '@/components/site/ErrorScreen';

export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} withHeader={false} />;
}
