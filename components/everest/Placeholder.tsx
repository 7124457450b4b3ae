/**
 * A figure's placeholder in the static frame (docs/site.md, "Static frames"): a dash padded with figure spaces (each
 * as wide as a digit) to a little more than the figure's usual width (`ch` digits), so the frame's lines take the room
 * the game's take — and are never smaller, so the game's lines are never a later, larger paint — without showing any
 * game's figure. Plain text in the line (not a box of its own), so it counts as part of its line.
 */
import styles from './Everest.module.css';

const FIGURE_SPACE = '\u2007';

export function Ph({ ch }: { ch: number }) {
  const half = FIGURE_SPACE.repeat(Math.ceil(ch / 2));
  return <span className={styles.ph}>{`${half}–${half}`}</span>;
}
