/** "How the mountain works": the rules the specification leaves open, as the player reads them (content/everest/text.ts). */
import { openRules } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

const OPEN_RULES = openRules();

export function MountainRules() {
  return (
    <details className={`${shared.panel} ${styles.details}`}>
      <summary>How the mountain works (rules the spec leaves open)</summary>
      <ul>
        {OPEN_RULES.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </details>
  );
}
