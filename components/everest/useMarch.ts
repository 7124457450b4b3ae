'use client';
/**
 * The team marker's walk on the route drawing after a day: presentation only (the state is already stored, the text
 * equivalent and the labels already say where the team is). Never under reduced motion; a click or a key press
 * anywhere in the game lands it at once.
 */
import { useCallback, useRef, useState } from 'react';
import type { CampId } from '@/engines/everest/types';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import { preloadMarkerWalk, type March } from './RouteProfile';
import { markerPath } from './routeGeometry';

export function useMarch() {
  const [march, setMarch] = useState<March | null>(null);
  const marchId = useRef(0);
  /** Lands a walk in progress (the marker shows on its camp). */
  const land = useCallback(() => setMarch((x) => (x ? null : x)), []);
  /** A click or key press in the game: lands the walk, and fetches the motion code before the first walk needs it. */
  const onInput = () => {
    land();
    if (!prefersReducedMotion()) preloadMarkerWalk();
  };
  /** After a day: walk from the camp the team was at to where it is now (up and back when a climb turned back). */
  const walk = (from: CampId, to: CampId, triedToClimb: boolean) => {
    const points = prefersReducedMotion() ? [] : markerPath(from, to, triedToClimb);
    setMarch(points.length > 1 ? { id: ++marchId.current, points } : null);
  };
  /** A new expedition: no walk. */
  const stop = () => setMarch(null);
  return { march, land, onInput, walk, stop };
}
