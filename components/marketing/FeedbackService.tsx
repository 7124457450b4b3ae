/** Names the service the two forms send to, as configured at build time (NEXT_PUBLIC_FEEDBACK_ENDPOINT). */
import { site } from '@/lib/site';

export function feedbackServiceHost(endpoint: string): string | null {
  try {
    return endpoint ? new URL(endpoint).host : null;
  } catch {
    return null;
  }
}

export function FeedbackService() {
  const host = feedbackServiceHost(site.feedbackEndpoint);
  return host ? (
    <p>
      On this copy of the site that service is <strong>{host}</strong>, a form-forwarding service that passes the message
      on to our team.
    </p>
  ) : (
    <p>On this copy of the site no feedback service is set up, so the two forms cannot send anything.</p>
  );
}
