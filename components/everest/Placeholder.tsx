/**
 * A figure in a line of text, in a box of its own (an inline block). The game's time bonus, the status panel's largest
 * line on a phone, sits in one, and the static frame (docs/site.md, "Static frames") puts its placeholders, a dash,
 * in a box as wide as the figure may be (`ch` digits): the line's own words are then laid out the same in both, so the
 * game's line is never a larger paint than the frame's.
 */
import type { ReactNode } from 'react';
import styles from './Everest.module.css';

export function Fig({ children }: { children: ReactNode }) {
  return <span className={styles.fig}>{children}</span>;
}

/** The frame's placeholder for a figure `ch` digits wide. */
export function Ph({ ch }: { ch: number }) {
  return (
    <span className={styles.fig} style={{ minWidth: `${ch}ch` }}>
      –
    </span>
  );
}
