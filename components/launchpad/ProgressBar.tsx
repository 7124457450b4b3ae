import styles from './Launchpad.module.css';

/** A labelled progress bar (stage progress, persona steps). `percent` is 0–100. */
export function ProgressBar({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <div
      className={styles.progressTrack}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className={styles.progressFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
