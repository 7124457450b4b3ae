/**
 * The one reduced-motion check outside framer-motion (inside islands that use framer-motion, prefer
 * `usePrefersReducedMotion` from components/sim/Motion.tsx). False on the server and where matchMedia is missing.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
