import * as C from '@/engines/everest/constants';
import type { EverestState } from '@/engines/everest/types';
import { lazy, Suspense } from 'react';
import { H, W, X0, X1, xOf, yOf, type Point } from './routeGeometry';
import styles from './Everest.module.css';

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
 * SVG mountain profile: camps at their altitudes, fixed ropes, caches and the team, plus a text equivalent.
 * With `march`, the team marker walks its points (presentation only: the state, the text equivalent and the
 * label already say where the team is); `onMarchEnd` is called when it lands.
 */
export function RouteProfile({ game, march, onMarchEnd }: { game: EverestState; march?: March | null; onMarchEnd?: () => void }) {
  const pts = C.CAMPS.map((c, i) => ({ c, x: xOf(i), y: yOf(C.ALTITUDES[c]) }));
  const teamIdx = C.CAMPS.indexOf(game.location);
  const ridge = pts.map((p) => `${p.x},${p.y}`).join(' ');
  const fill = `${X0 - 40},${H} ${ridge} ${X1 + 40},${yOf(6200)} ${X1 + 40},${H}`;
  const summary =
    `Route profile. The team is at ${C.CAMP_NAMES[game.location]} (${C.ALTITUDES[game.location]} m). ` +
    `Ropes fixed on: ${C.SEGMENTS.filter((g) => game.ropes[g.id]).map((g) => g.name).join(', ') || 'none'}. ` +
    `Caches: ${C.CACHE_CAMPS.filter((c) => game.caches[c] > 0).map((c) => `${C.CAMP_NAMES[c]} ${game.caches[c]} O₂`).join(', ') || 'none'}.`;

  return (
    <div className={styles.route}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className={styles.routeSvg}>
        <defs>
          <linearGradient id="ev-sky" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#dbeafe" />
            <stop offset="100%" stopColor="#f8fafc" />
          </linearGradient>
        </defs>
        <rect x="0" y="0" width={W} height={H} fill="url(#ev-sky)" />
        {[6000, 7000, 8000].map((a) => (
          <g key={a}>
            <line x1={0} x2={W} y1={yOf(a)} y2={yOf(a)} stroke="#94a3b8" strokeDasharray="3 5" strokeWidth="1" />
            <text x={4} y={yOf(a) - 4} fontSize="11" fill="#475569">
              {a} m
            </text>
          </g>
        ))}
        <polygon points={fill} fill="#cbd5e1" stroke="#64748b" strokeWidth="1.5" />
        <polyline points={ridge} fill="none" stroke="#334155" strokeWidth="2" />
        {C.SEGMENTS.map((g, i) =>
          game.ropes[g.id] ? (
            <line
              key={g.id}
              x1={pts[i].x}
              y1={pts[i].y}
              x2={pts[i + 1].x}
              y2={pts[i + 1].y}
              stroke="#c2410c"
              strokeWidth="5"
              strokeDasharray="10 4"
              strokeLinecap="round"
            />
          ) : null,
        )}
        {pts.map((p, i) => (
          <g key={p.c}>
            <circle cx={p.x} cy={p.y} r="6" fill={i <= teamIdx ? '#1d4ed8' : '#fff'} stroke="#1e3a8a" strokeWidth="2" />
            <text x={p.x} y={p.y - 14} fontSize="15" textAnchor="middle" fill="#0f172a" fontWeight="700">
              {C.CAMP_NAMES[p.c]}
            </text>
            <text x={p.x} y={p.y + 24} fontSize="13" textAnchor="middle" fill="#334155">
              {C.ALTITUDES[p.c]} m
            </text>
            {game.caches[p.c] > 0 && (
              <g>
                <rect x={p.x - 26} y={p.y + 30} width="52" height="20" rx="4" fill="#ecfeff" stroke="#0e7490" />
                <text x={p.x} y={p.y + 45} fontSize="13" textAnchor="middle" fill="#0e7490">
                  O₂ ×{game.caches[p.c]}
                </text>
              </g>
            )}
          </g>
        ))}
        {march && march.points.length > 1 ? (
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
          <g data-testid="team-marker" data-camp={game.location} transform={`translate(${pts[teamIdx].x}, ${pts[teamIdx].y})`}>
            <TeamFlag />
          </g>
        )}
      </svg>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <span className={styles.swRope} /> fixed ropes
        </span>
        <span>
          <span className={styles.swCache}>O₂</span> cache
        </span>
        <span>
          <span className={styles.swTeam}>⚑</span> team
        </span>
      </div>
      <details className={styles.routeText}>
        <summary>Route as text</summary>
        <ol>
          {C.CAMPS.map((c, i) => {
            const g = C.SEGMENTS[i];
            return (
              <li key={c}>
                <strong>{C.CAMP_NAMES[c]}</strong>, {C.ALTITUDES[c]} m{c === game.location ? ' — the team is here' : ''}
                {C.CACHE_CAMPS.includes(c) ? `; cache: ${game.caches[c]} O₂` : ''}.
                {g && (
                  <>
                    {' '}
                    Then the <strong>{g.name}</strong> ({g.minAlt}–{g.maxAlt} m): hazards{' '}
                    {Object.entries(g.hazards)
                      .map(([h, w]) => `${h} ${w}`)
                      .join(', ')}
                    ; {g.ropeable ? (game.ropes[g.id] ? 'ropes fixed' : 'ropeable, no ropes yet') : 'cannot be rope‑fixed'}; recommended
                    acclimatisation level {g.recAccl}.
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </details>
    </div>
  );
}
