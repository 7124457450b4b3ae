'use client';
/**
 * The moving tokens of the pipeline track (docs/rules/bullwhip.md "The screen"), the island's only motion. Loaded on demand
 * (PipelineTrack's React.lazy; Game.tsx starts fetching it at the first click or key press in the game, never under
 * reduced motion): framer-motion's `m` + `domAnimation` weigh about 26 kB gzipped, more than the +25 kB a simulation
 * route may add once hydrated, so they are not part of the island's first load (the everest MarkerWalk way).
 * SimMotion wraps this, the motion's root; it renders no element, so the tokens stay cells of the track's grid.
 */
import { SimMotion, m } from '@/components/sim/Motion';
import type { Token } from './pipelineMove';
import styles from './Game.module.css';

export default function TrackMove({
  round,
  tokens,
  col,
  seconds,
  onLanded,
}: {
  round: number;
  tokens: Token[];
  col: (cell: number) => number;
  seconds: number;
  onLanded: () => void;
}) {
  const first = tokens[0];
  return (
    <SimMotion>
      {tokens.map((t, k) => (
        <m.span
          key={`${round}-${k}`}
          className={`${styles.token} ${t.to === 0 ? styles.tokenIn : ''}`}
          style={{ gridColumn: col(t.to) + 1 }}
          data-testid="track-token"
          data-cell={t.to}
          initial={{ x: `${(t.to - t.from) * 100}%` }}
          animate={{ x: '0%' }}
          transition={{ duration: seconds, ease: 'easeInOut' }}
          onAnimationComplete={t === first ? onLanded : undefined}
        >
          <span className={styles.pill}>{t.to === 0 ? `+${t.qty}` : t.qty}</span>
        </m.span>
      ))}
    </SimMotion>
  );
}
