/**
 * A small hand-written SVG line chart (no chart library). Series are told
 * apart by marker shape, dash pattern and a text label at the line end, not
 * only by colour. The figure carries a text summary and a data table.
 */
import { useId } from 'react';
import shared from '@/components/sim/shared.module.css';
import styles from './Debrief.module.css';

export type Marker = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross';

export interface Series {
  /** Short label drawn at the end of the line (e.g. 'R'). */
  short: string;
  /** Full name for the legend and table (e.g. 'Retailer (you)'). */
  name: string;
  values: number[];
  color: string;
  marker: Marker;
  dash?: string;
  bold?: boolean;
}

const W = 420;
const H = 260;
const M = { l: 44, r: 34, t: 12, b: 38 };

function niceStep(max: number): number {
  for (const s of [1, 2, 5, 10, 20, 25, 50, 100, 200, 500]) if (max / s <= 6) return s;
  return Math.ceil(max / 6);
}

export function MarkerShape({ kind, x, y, color }: { kind: Marker; x: number; y: number; color: string }) {
  const s = 4;
  switch (kind) {
    case 'circle':
      return <circle cx={x} cy={y} r={s} fill={color} />;
    case 'square':
      return <rect x={x - s} y={y - s} width={2 * s} height={2 * s} fill={color} />;
    case 'triangle':
      return <polygon points={`${x},${y - s - 1} ${x + s + 1},${y + s} ${x - s - 1},${y + s}`} fill={color} />;
    case 'diamond':
      return <polygon points={`${x},${y - s - 1} ${x + s + 1},${y} ${x},${y + s + 1} ${x - s - 1},${y}`} fill={color} />;
    case 'cross':
      return (
        <path d={`M${x - s},${y - s}L${x + s},${y + s}M${x - s},${y + s}L${x + s},${y - s}`} stroke={color} strokeWidth={2} />
      );
  }
}

/** A legend sample: a short stretch of line with its dash and marker. */
export function LegendSample({ s }: { s: Series }) {
  return (
    <svg width="34" height="14" viewBox="0 0 34 14" aria-hidden="true" focusable="false">
      <line x1="1" y1="7" x2="33" y2="7" stroke={s.color} strokeWidth={s.bold ? 3 : 2} strokeDasharray={s.dash} />
      <MarkerShape kind={s.marker} x={17} y={7} color={s.color} />
    </svg>
  );
}

export function LineChart({
  title,
  summary,
  series,
  yLabel,
  testId,
  yMax = 1,
}: {
  title: string;
  summary: string;
  series: Series[];
  yLabel: string;
  testId?: string;
  /** The vertical axis reaches at least this high (charts drawn side by side share one scale). */
  yMax?: number;
}) {
  const id = useId();
  const n = Math.max(...series.map((s) => s.values.length), 1);
  const maxV = Math.max(1, yMax, ...series.flatMap((s) => s.values));
  const step = niceStep(maxV);
  const top = Math.ceil(maxV / step) * step;
  const x = (i: number) => M.l + (n === 1 ? 0 : (i * (W - M.l - M.r)) / (n - 1));
  const y = (v: number) => M.t + (H - M.t - M.b) * (1 - v / top);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);

  // End labels, nudged apart so they never sit on top of each other.
  const ends = series
    .map((s) => ({ s, y: y(s.values[s.values.length - 1] ?? 0) }))
    .sort((a, b) => a.y - b.y);
  for (let i = 1; i < ends.length; i++) if (ends[i].y - ends[i - 1].y < 12) ends[i].y = ends[i - 1].y + 12;
  // If the stack ran below the plot, slide it back up (keeping the gaps).
  const overflow = ends.length ? ends[ends.length - 1].y - (H - M.b) : 0;
  if (overflow > 0) {
    ends[ends.length - 1].y -= overflow;
    for (let i = ends.length - 2; i >= 0; i--) if (ends[i + 1].y - ends[i].y < 12) ends[i].y = ends[i + 1].y - 12;
  }

  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption id={`${id}-cap`}>
        <strong>{title}.</strong> {summary}
      </figcaption>
      <ul className={styles.legend} aria-label={`Legend: ${title}`}>
        {series.map((s) => (
          <li key={s.short}>
            <LegendSample s={s} /> <span>{s.name}</span>
          </li>
        ))}
      </ul>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-cap`}
      >
        <title id={`${id}-title`}>{title}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={M.l} x2={W - M.r} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={M.l - 6} y={y(v) + 4} textAnchor="end" className={styles.tick}>
              {v}
            </text>
          </g>
        ))}
        {Array.from({ length: n }, (_, i) => (
          <text key={i} x={x(i)} y={H - M.b + 16} textAnchor="middle" className={styles.tick}>
            {i + 1}
          </text>
        ))}
        <text x={(M.l + W - M.r) / 2} y={H - 4} textAnchor="middle" className={styles.axis}>
          Week
        </text>
        <text x={12} y={M.t + (H - M.t - M.b) / 2} textAnchor="middle" className={styles.axis} transform={`rotate(-90 12 ${M.t + (H - M.t - M.b) / 2})`}>
          {yLabel}
        </text>
        {series.map((s) => (
          <g key={s.short}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={s.bold ? 3.5 : 2}
              strokeDasharray={s.dash}
              strokeLinejoin="round"
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <MarkerShape key={i} kind={s.marker} x={x(i)} y={y(v)} color={s.color} />
            ))}
          </g>
        ))}
        {ends.map(({ s, y: ly }) => (
          <text key={s.short} x={W - M.r + 10} y={ly + 4} className={styles.endLabel} fill={s.color}>
            {s.short}
          </text>
        ))}
      </svg>
      <details className={styles.details}>
        <summary>Show the numbers: {title.toLowerCase()}</summary>
        <div className={shared.tableWrap} tabIndex={0} role="region" aria-label={`${title}: numbers`}>
          <table className={shared.table}>
            <caption className="visually-hidden">{title}, week by week</caption>
            <thead>
              <tr>
                <th scope="col">Week</th>
                {series.map((s) => (
                  <th key={s.short} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: n }, (_, i) => (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  {series.map((s) => (
                    <td key={s.short}>{s.values[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
