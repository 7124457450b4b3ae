import { site } from '@/lib/site';

/** Floating link to the external AI coach; not rendered when no address is configured. */
export function ChatWithAI() {
  if (!site.aiCoachUrl) return null;
  return (
    <a className="chat-ai" href={site.aiCoachUrl} target="_blank" rel="noopener noreferrer">
      Chat with AI<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
