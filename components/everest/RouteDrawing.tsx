/**
 * The route drawing: the SVG mountain profile (camps at their altitudes, fixed ropes, caches), its legend and its
 * text equivalent. Hook-free, so that the page's static frame (EverestFrame, docs/site.md "Static frames") and the
 * game (RouteProfile, which adds the team marker and its walk) draw the same route. Without a game, only the route's
 * constants: no ropes, no caches, no team.
 */
import type { ReactNode } from 'react';
import * as C from '@/engines/everest/constants';
import type { EverestState } from '@/engines/everest/types';
import { H, W, X0, X1, xOf, yOf } from './routeGeometry';
import styles from './Everest.module.css';

/** Where each camp is drawn. */
export const campPoints = () => C.CAMPS.map((c, i) => ({ c, x: xOf(i), y: yOf(C.ALTITUDES[c]) }));

export function RouteDrawing({ game, marker }: { game: EverestState | null; marker?: ReactNode }) {
  const pts = campPoints();
  const teamIdx = game ? C.CAMPS.indexOf(game.location) : -1;
  const ridge = pts.map((p) => `${p.x},${p.y}`).join(' ');
  const fill = `${X0 - 40},${H} ${ridge} ${X1 + 40},${yOf(6200)} ${X1 + 40},${H}`;
  const summary = game
    ? `Route profile. The team is at ${C.CAMP_NAMES[game.location]} (${C.ALTITUDES[game.location]} m). ` +
      `Ropes fixed on: ${C.SEGMENTS.filter((g) => game.ropes[g.id]).map((g) => g.name).join(', ') || 'none'}. ` +
      `Caches: ${C.CACHE_CAMPS.filter((c) => game.caches[c] > 0).map((c) => `${C.CAMP_NAMES[c]} ${game.caches[c]} O₂`).join(', ') || 'none'}.`
    : `Route profile: ${C.CAMPS.map((c) => `${C.CAMP_NAMES[c]} (${C.ALTITUDES[c]} m)`).join(', ')}.`;

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
          game?.ropes[g.id] ? (
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
            {game && game.caches[p.c] > 0 && (
              <g>
                <rect x={p.x - 26} y={p.y + 30} width="52" height="20" rx="4" fill="#ecfeff" stroke="#0e7490" />
                <text x={p.x} y={p.y + 45} fontSize="13" textAnchor="middle" fill="#0e7490">
                  O₂ ×{game.caches[p.c]}
                </text>
              </g>
            )}
          </g>
        ))}
        {marker}
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
                <strong>{C.CAMP_NAMES[c]}</strong>, {C.ALTITUDES[c]} m{c === game?.location ? ' — the team is here' : ''}
                {game && C.CACHE_CAMPS.includes(c) ? `; cache: ${game.caches[c]} O₂` : ''}.
                {g && (
                  <>
                    {' '}
                    Then the <strong>{g.name}</strong> ({g.minAlt}–{g.maxAlt} m): hazards{' '}
                    {Object.entries(g.hazards)
                      .map(([h, w]) => `${h} ${w}`)
                      .join(', ')}
                    ; {g.ropeable ? (game?.ropes[g.id] ? 'ropes fixed' : game ? 'ropeable, no ropes yet' : 'ropeable') : 'cannot be rope‑fixed'}; recommended
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
