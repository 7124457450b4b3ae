import { site } from '@/lib/site';
import styles from './ChatWithAI.module.css';

/**
 * Link to the external AI coach; not rendered when no address is configured. It floats in the bottom-right corner
 * (compact on a phone, ChatWithAI.module.css), and the page keeps room at its end so nothing stays covered.
 */
export function ChatWithAI() {
  if (!site.aiCoachUrl) return null;
  return (
    <a className={`chat-ai ${styles.chat}`} href={site.aiCoachUrl} target="_blank" rel="noopener noreferrer">
      Chat with AI<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
