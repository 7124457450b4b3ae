import { CAMPS, PROGRESS_CAP } from '@/engines/summit/constants';
import type { Weather } from '@/engines/summit/types';
import styles from './summit.module.css';

/** Camp points on the climbing route, Base Camp (0) to the Summit Ridge (5). */
const POINTS: [number, number][] = [
  [70, 182],
  [150, 156],
  [96, 126],
  [168, 98],
  [124, 68],
  [170, 30],
];

/** The camp position picture: a small mountain with its camps and the team marker, plus a text equivalent. */
export function Mountain({ campPosition, progress, weather }: { campPosition: number; progress: number; weather: Weather }) {
  const pos = Math.max(0, Math.min(POINTS.length - 1, campPosition));
  const [tx, ty] = POINTS[pos];
  const camp = CAMPS[pos];
  const text = `The team is at ${camp.name} (${camp.milestone}), camp ${pos} of ${POINTS.length - 1}, with progress ${progress} of ${PROGRESS_CAP}.`;
  const route = POINTS.map(([x, y]) => `${x},${y}`).join(' ');
  return (
    <figure className={styles.mountain}>
      <svg viewBox="0 0 320 200" role="img" aria-label={`Mountain with six camps from Base to Summit. The red flag marks the team at ${camp.name}.`} focusable="false">
        <rect x="0" y="0" width="320" height="200" fill={weather === 'clear' ? '#dbeafe' : weather === 'cloudy' ? '#e5e7eb' : '#cbd5e1'} />
        <polygon points="0,200 170,22 320,200" fill="#64748b" />
        <polygon points="132,62 170,22 206,62 186,56 170,66 152,56" fill="#f8fafc" />
        <polygon points="190,200 250,120 320,200" fill="#475569" />
        <polyline points={route} fill="none" stroke="#f8fafc" strokeWidth="2" strokeDasharray="5 4" />
        {POINTS.map(([x, y], i) => (
          <g key={i}>
            <circle cx={x} cy={y} r="7" fill={i <= pos ? '#15803d' : '#ffffff'} stroke="#0f172a" strokeWidth="2" />
            <text x={x + (i % 2 === 0 ? -12 : 12)} y={y + 4} fontSize="11" textAnchor={i % 2 === 0 ? 'end' : 'start'} fill="#0f172a" fontWeight="600">
              {i === 0 ? 'Base' : i === POINTS.length - 1 ? 'Summit' : `C${i}`}
            </text>
          </g>
        ))}
        <g transform={`translate(${tx} ${ty})`}>
          <line x1="0" y1="-4" x2="0" y2="-30" stroke="#0f172a" strokeWidth="2.5" />
          <polygon points="0,-30 20,-24 0,-18" fill="#dc2626" stroke="#0f172a" strokeWidth="1" />
        </g>
        {(weather === 'storm' || weather === 'blizzard') && (
          <g fill="#ffffff" opacity="0.9">
            {Array.from({ length: weather === 'blizzard' ? 28 : 14 }, (_, i) => (
              <circle key={i} cx={(i * 53) % 320} cy={(i * 37) % 190} r={weather === 'blizzard' ? 2.2 : 1.6} />
            ))}
          </g>
        )}
      </svg>
      <figcaption>
        <span aria-hidden="true">🚩 </span>
        {text}
      </figcaption>
    </figure>
  );
}
