'use client';
/**
 * The team marker walking the route drawing (docs/rules/everest.md, "The screen"), the island's only motion. Loaded on demand
 * (RouteProfile's React.lazy, fetched at the first click or key press in the game, never under reduced motion):
 * framer-motion's `m` + `domAnimation` weigh about 32 kB gzipped here, more than the +25 kB a simulation route may
 * add once hydrated, so they are not part of the island's first load. SimMotion wraps this, the motion's root.
 */
import type { ReactNode } from 'react';
import { SimMotion, m } from '@/components/sim/Motion';
import { LEG_SECONDS, type Point } from './routeGeometry';

export default function MarkerWalk({ points, camp, onEnd, children }: { points: Point[]; camp: string; onEnd?: () => void; children: ReactNode }) {
  return (
    <SimMotion>
      <m.g
        data-testid="team-marker"
        data-camp={camp}
        data-animating="true"
        initial={{ x: points[0].x, y: points[0].y }}
        animate={{ x: points.map((p) => p.x), y: points.map((p) => p.y) }}
        transition={{ duration: LEG_SECONDS * (points.length - 1), ease: 'easeInOut' }}
        onAnimationComplete={onEnd}
      >
        {children}
      </m.g>
    </SimMotion>
  );
}
