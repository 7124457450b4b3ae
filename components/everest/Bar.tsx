/** A 0–100 stat as a labelled bar (health, fatigue, morale, acclimatisation, a goal's satisfaction), with a warning mark. */
import { fatigueCostsMorale } from '@/engines/everest/selectors';
import styles from './Everest.module.css';

/** The screen's own line (not a rule): a health, morale or satisfaction bar below this shows "low". */
const LOW_WARNING = 40;

/**
 * `good`: higher is better, "low" under the screen's line; `bad` (fatigue): "high" once it costs morale every day (the
 * engine's line); `neutral`: no warning.
 */
export function Bar({ label, value, tone }: { label: string; value: number; tone: 'good' | 'bad' | 'neutral' }) {
  const v = Math.round(value);
  const warn = tone === 'good' ? v < LOW_WARNING : tone === 'bad' ? fatigueCostsMorale(v) : false;
  return (
    <div className={styles.bar}>
      <span className={styles.barLabel}>
        {label} <strong>{v}</strong>
        {warn && <span className={styles.warnText}> ⚠ {tone === 'good' ? 'low' : 'high'}</span>}
      </span>
      <span className={styles.barTrack} aria-hidden="true">
        <span className={`${styles.barFill} ${warn ? styles.barWarn : ''}`} style={{ width: `${Math.max(0, Math.min(100, v))}%` }} />
      </span>
    </div>
  );
}
