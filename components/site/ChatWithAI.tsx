import { site } from '@/lib/site';
import styles from './ChatWithAI.module.css';

/**
 * Link to the external AI coach; not rendered when no address is configured. It floats in the bottom-right corner from
 * 768 px up and sits in the page, after the footer, on a narrower screen (ChatWithAI.module.css), so it covers nothing.
 */
export function ChatWithAI() {
  if (!site.aiCoachUrl) return null;
  return (
    <a className={`chat-ai ${styles.chat}`} href={site.aiCoachUrl} target="_blank" rel="noopener noreferrer">
      Chat with AI<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
