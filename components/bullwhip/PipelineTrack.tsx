'use client';
/**
 * The player's pipeline drawn as a track: supplier → the slots on their way → stock. When a round resolves, each
 * lot of units slides from where it was to where it is now (one cell = one round of delay), so the delays are
 * seen. Presentation only: the engine state is already the new one; this draws the move into it.
 *
 * - Reduced motion: Game.tsx never passes a move, so the final state shows at once.
 * - Skip: Game.tsx drops the move on any click or key press; the tokens then render where they ended.
 * - The track is aria-hidden: the list of arrivals beside it says the same in words, and announcements are not
 *   delayed by the animation.
 * - The motion code (framer-motion) is not in the island's first load: the track renders without it, and the
 *   moving tokens (TrackMove) load the first time a round resolves with motion allowed (or earlier, at the first
 *   click or key press: preloadTrackMove). Until they have loaded, the tokens wait where their move starts.
 */
import { lazy, Suspense } from 'react';
import type { PipelineMove } from './pipelineMove';
import styles from './Game.module.css';

const TrackMove = lazy(() => import('./TrackMove'));
/** Starts fetching the track's motion (framer-motion) before the first move needs it. */
export const preloadTrackMove = () => {
  void import('./TrackMove');
};

export const MOVE_SECONDS = 0.7;

interface Props {
  /** Units on their way, inShips[i] due when round `round + i` is resolved. */
  slots: number[];
  round: number;
  maxRounds: number;
  stock: number;
  supplierLabel: string;
  /** The move to draw into the current state, or null (drawn at rest). */
  move: PipelineMove | null;
  onLanded: () => void;
}

export function PipelineTrack({ slots, round, maxRounds, stock, supplierLabel, move, onLanded }: Props) {
  const L = slots.length;
  const cells = L + 2;
  // Column of a cell: the supplier on the left, stock on the right (the way the units flow).
  const col = (cell: number) => cells - 1 - cell;
  const slotLabel = (i: number) => (i === 0 ? 'This round' : round + i > maxRounds ? 'After the end' : `Round ${round + i}`);
  const moving = move?.tokens ?? [];
  const resting = slots.map((qty, i) => ({ qty, cell: i + 1 })).filter((t) => t.qty > 0);

  return (
    <div
      className={styles.track}
      style={{ gridTemplateColumns: `repeat(${cells}, minmax(0, 1fr))` }}
      aria-hidden="true"
      data-testid="pipeline-track"
      data-animating={move ? 'true' : undefined}
    >
      <div className={styles.trackCell} style={{ gridColumn: col(L + 1) + 1 }}>
        <span className={styles.trackLabel}>{supplierLabel}</span>
      </div>
      {slots.map((_, i) => (
        <div key={i} className={`${styles.trackCell} ${styles.trackSlot}`} style={{ gridColumn: col(i + 1) + 1 }}>
          <span className={styles.trackLabel}>{slotLabel(i)}</span>
        </div>
      ))}
      <div className={`${styles.trackCell} ${styles.trackStock}`} style={{ gridColumn: col(0) + 1 }}>
        <span className={styles.trackLabel}>
          Stock <span data-testid="track-stock">{stock}</span>
        </span>
      </div>
      {move ? (
        <Suspense
          key={move.round}
          fallback={moving.map((t, k) => (
            // Until the motion code has loaded, each lot waits where its move starts (still "animating": a click lands it).
            <span
              key={k}
              className={`${styles.token} ${t.to === 0 ? styles.tokenIn : ''}`}
              style={{ gridColumn: col(t.to) + 1, transform: `translateX(${(t.to - t.from) * 100}%)` }}
              data-testid="track-token"
              data-cell={t.to}
            >
              <span className={styles.pill}>{t.to === 0 ? `+${t.qty}` : t.qty}</span>
            </span>
          ))}
        >
          <TrackMove round={move.round} tokens={moving} col={col} seconds={MOVE_SECONDS} onLanded={onLanded} />
        </Suspense>
      ) : (
        resting.map((t) => (
          <span key={t.cell} className={styles.token} style={{ gridColumn: col(t.cell) + 1 }} data-testid="track-token" data-cell={t.cell}>
            <span className={styles.pill}>{t.qty}</span>
          </span>
        ))
      )}
    </div>
  );
}
