/** The level, the XP and how far to the next level, in words and as a bar (the bar repeats the words). */
import { levelProgress } from '@/engines/progress/award';
import styles from './progress.module.css';

export const levelName = (l: { number: number; name: string }) => `Level ${l.number}: ${l.name}`;

export function LevelMeter({ xp }: { xp: number }) {
  const p = levelProgress(xp);
  const toNext = p.next ? `${p.toNext} XP to ${levelName(p.next)}` : 'Top level reached';
  return (
    <>
      <p className={styles.line} data-testid="xp-level">
        <strong>{levelName(p.level)}</strong> · {xp} XP · {toNext}
      </p>
      <progress
        className={styles.bar}
        max={1000}
        value={Math.round(p.fraction * 1000)}
        aria-label={p.next ? `Progress to ${levelName(p.next)}` : 'Progress: top level reached'}
        aria-valuetext={p.next ? `${Math.round(p.fraction * 100)}%, ${toNext}` : toNext}
      />
    </>
  );
}
