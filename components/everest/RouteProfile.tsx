import * as C from '@/engines/everest/constants';
import type { EverestState } from '@/engines/everest/types';
import { lazy, Suspense } from 'react';
import type { Point } from './routeGeometry';
import { RouteDrawing, campPoints } from './RouteDrawing';

/** A walk of the team marker in progress (from routeGeometry's markerPath); `id` restarts it for each new day. */
export interface March {
  id: number;
  points: Point[];
}

const MarkerWalk = lazy(() => import('./MarkerWalk'));
/** Starts fetching the marker's motion (framer-motion) before the first walk needs it. */
export const preloadMarkerWalk = () => {
  void import('./MarkerWalk');
};

function TeamFlag() {
  return (
    <>
      <line x1="0" y1="-8" x2="0" y2="-44" stroke="#b91c1c" strokeWidth="2.5" />
      <polygon points="0,-44 22,-38 0,-32" fill="#b91c1c" />
      <text x="26" y="-32" fontSize="15" fill="#b91c1c" fontWeight="700">
        Team
      </text>
    </>
  );
}

/**
 * The route drawing with the team marker (RouteDrawing draws the rest). With `march`, the team marker walks its
 * points (presentation only: the state, the text equivalent and the label already say where the team is);
 * `onMarchEnd` is called when it lands.
 */
export function RouteProfile({ game, march, onMarchEnd }: { game: EverestState; march?: March | null; onMarchEnd?: () => void }) {
  const at = campPoints()[C.CAMPS.indexOf(game.location)];
  const marker =
    march && march.points.length > 1 ? (
      // Until the motion code has loaded, the marker waits where the walk starts (still "animating": a click lands it).
      <Suspense
        key={march.id}
        fallback={
          <g data-testid="team-marker" data-camp={game.location} data-animating="true" transform={`translate(${march.points[0].x}, ${march.points[0].y})`}>
            <TeamFlag />
          </g>
        }
      >
        <MarkerWalk points={march.points} camp={game.location} onEnd={onMarchEnd}>
          <TeamFlag />
        </MarkerWalk>
      </Suspense>
    ) : (
      <g data-testid="team-marker" data-camp={game.location} transform={`translate(${at.x}, ${at.y})`}>
        <TeamFlag />
      </g>
    );
  return <RouteDrawing game={game} marker={marker} />;
}
