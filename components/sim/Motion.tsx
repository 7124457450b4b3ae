'use client';
/**
 * framer-motion for the simulation islands only (docs/performance.md, "Motion loads on demand"). Import motion from
 * HERE, never from 'framer-motion' directly, so every island uses `m` components under one LazyMotion with the smaller
 * `domAnimation` feature bundle, and the marketing pages never load it (an ESLint rule enforces the import path).
 *
 * - `<SimMotion>` wraps an island: LazyMotion (strict: a plain `motion.*` component throws) + MotionConfig that
 *   follows the system's reduced-motion setting ("user": transforms are skipped, the final state shows at once).
 * - `usePrefersReducedMotion()` for animations driven by hand (skip the whole sequence, not just transforms).
 * - No layout animations (`layout`, `layoutId`): domAnimation does not carry them, on purpose.
 */
import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig, domAnimation, m, AnimatePresence, useReducedMotion, animate, useAnimate } from 'framer-motion';

export { m, AnimatePresence, animate, useAnimate };

export function SimMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** True when the student asked the system for reduced motion (null on the first render counts as false). */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotion() === true;
}
