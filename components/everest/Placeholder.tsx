/**
 * A figure's placeholder in the static frame (docs/site.md, "Static frames"): a dash in a box as wide as the figure
 * usually is (`ch` characters), so the frame takes the room the game's screen takes without showing any game's figure.
 */
import styles from './Everest.module.css';

export function Ph({ ch }: { ch: number }) {
  return (
    <span className={styles.ph} style={{ minWidth: `${ch}ch` }}>
      —
    </span>
  );
}
