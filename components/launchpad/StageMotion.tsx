'use client';
/**
 * Plays a stage transition around the current screen (see transition.ts), with an `m.div` under the island's
 * LazyMotion (domAnimation). Presentation only: the engine state and the save are already updated and the new stage
 * is in the DOM (and read by screen readers) before it starts.
 * - Under prefers-reduced-motion nothing moves: the new screen shows at once, with no data-animating marker.
 * - A click (pointerdown) or a key press anywhere skips the running transition to its end: the screen takes its
 *   final place at once (.settled outranks the animated inline style; the invisible rest of the tween is harmless).
 * - While it runs, the moving element carries data-animating="true" (tests wait on it).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { m, SimMotion, usePrefersReducedMotion } from '@/components/sim/Motion';
import { ENTER_SECONDS, entrance } from './transition';
import styles from './Launchpad.module.css';

/** StageMotion under the simulations' LazyMotion (domAnimation); what StageTransition loads on first interaction. */
export function StageMotionIsland(props: { order: number; from: number | null; children: ReactNode }) {
  return (
    <SimMotion>
      <StageMotion {...props} />
    </SimMotion>
  );
}

/** `from`: the screen before `order` when this mounts (it is mounted on a screen change), else null. */
export function StageMotion({ order, from: firstFrom = null, children }: { order: number; from?: number | null; children: ReactNode }) {
  const reduced = usePrefersReducedMotion();
  // Where the student came from, and a count of screens (the same stage can come back: 3 → 4 → 3 → 4).
  // Updated while rendering the new screen, so its first frame already knows.
  const [screen, setScreen] = useState<{ order: number; from: number | null; n: number }>({ order, from: firstFrom, n: 0 });
  const current = screen.order === order ? screen : { order, from: screen.order, n: screen.n + 1 };
  if (current !== screen) setScreen(current);
  const enter = reduced ? null : entrance(current.from, order);
  // The screen whose transition ended (by itself or skipped), and the one that was skipped.
  const [ended, setEnded] = useState(-1);
  const [skipped, setSkipped] = useState(-1);
  const animating = enter !== null && ended !== current.n;
  const n = current.n;

  useEffect(() => {
    if (!animating) return;
    const skip = () => {
      setSkipped(n);
      setEnded(n);
    };
    window.addEventListener('pointerdown', skip, true);
    window.addEventListener('keydown', skip, true);
    return () => {
      window.removeEventListener('pointerdown', skip, true);
      window.removeEventListener('keydown', skip, true);
    };
  }, [animating, n]);

  return (
    <m.div
      key={n}
      initial={enter ? { opacity: enter.opacity[0], x: enter.x[0] } : false}
      animate={{ opacity: 1, x: 0 }}
      transition={{ duration: ENTER_SECONDS, ease: 'easeOut' }}
      className={skipped === n ? styles.settled : undefined}
      onAnimationComplete={() => setEnded(n)}
      data-animating={animating ? 'true' : undefined}
    >
      {children}
    </m.div>
  );
}
