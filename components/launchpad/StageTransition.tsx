'use client';
/**
 * Where the stage transitions plug in, without putting framer-motion on the page's first load: the motion code
 * (StageMotion, under its own SimMotion/LazyMotion) is fetched on the student's first click or key press, and used
 * from the next screen change on (a change remounts the screen anyway, so switching then moves no focus and loses
 * no state). Under prefers-reduced-motion it is never fetched: the screens simply change.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { prefersReducedMotion } from '@/lib/reducedMotion';

type MotionProps = { order: number; from: number | null; children: ReactNode };

export function StageTransition({ order, children }: { order: number; children: ReactNode }) {
  const [Motion, setMotion] = useState<ComponentType<MotionProps> | null>(null);
  // The screen the motion code was adopted on (it plays from the next change), and the screen before this one.
  const [adopted, setAdopted] = useState<{ Motion: ComponentType<MotionProps>; from: number | null } | null>(null);
  const [seen, setSeen] = useState(order);
  if (seen !== order) {
    setSeen(order);
    if (Motion && !adopted) setAdopted({ Motion, from: seen });
  }

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let done = false;
    const load = () => {
      if (done) return;
      done = true;
      remove();
      import('./StageMotion')
        .then((mod) => setMotion(() => mod.StageMotionIsland))
        .catch(() => undefined); // no motion: the screens simply change
    };
    const remove = () => {
      window.removeEventListener('pointerdown', load, true);
      window.removeEventListener('keydown', load, true);
    };
    window.addEventListener('pointerdown', load, true);
    window.addEventListener('keydown', load, true);
    return remove;
  }, []);

  if (adopted) {
    const { Motion: Adopted, from } = adopted;
    return (
      <Adopted order={order} from={from}>
        {children}
      </Adopted>
    );
  }
  return <div data-motion-ready={Motion ? 'true' : undefined}>{children}</div>;
}
