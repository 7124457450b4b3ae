/**
 * One chart with two lines: the student's game and the "what if?" replay. The lines differ by colour, dash and marker
 * (the legend shows each line's style beside its name), and the figure's caption says what it shows; the dialog adds
 * the numbers as a table.
 */
import { useId } from 'react';
import styles from './WhatIf.module.css';

export interface ChartData {
  title: string;
  /** What the caption says beside the title (what the lines show). */
  summary: string;
  xLabel: string;
  yLabel: string;
  /** The x value of each point (rounds 1…12, days 0…n). */
  xs: number[];
  actual: number[];
  whatIf: number[];
  /** The lowest value of the vertical axis (altitude starts near Base Camp). */
  yMin?: number;
  format?: (v: number) => string;
}

const W = 520;
const H = 260;
const M = { l: 58, r: 16, t: 12, b: 40 };
const LINES = [
  { key: 'actual', name: 'Your game', color: '#1d4ed8', dash: undefined, marker: 'circle' },
  { key: 'whatIf', name: 'What if?', color: '#b45309', dash: '7 5', marker: 'square' },
] as const;

function niceStep(span: number): number {
  for (const s of [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000]) if (span / s <= 6) return s;
  return Math.ceil(span / 6);
}

function Marker({ kind, x, y, color }: { kind: 'circle' | 'square'; x: number; y: number; color: string }) {
  return kind === 'circle' ? <circle cx={x} cy={y} r={3.5} fill={color} /> : <rect x={x - 3.5} y={y - 3.5} width={7} height={7} fill={color} />;
}

export function WhatIfChart({ data, testId }: { data: ChartData; testId?: string }) {
  const id = useId();
  const fmt = data.format ?? String;
  const values = [...data.actual, ...data.whatIf];
  const step = niceStep(Math.max(1, Math.max(...values, 1) - (data.yMin ?? 0)));
  const bottom = Math.floor((data.yMin ?? 0) / step) * step;
  const top = Math.max(bottom + step, Math.ceil(Math.max(...values, 1) / step) * step);
  const n = data.xs.length;
  const x = (i: number) => M.l + (n <= 1 ? 0 : (i * (W - M.l - M.r)) / (n - 1));
  const y = (v: number) => M.t + (H - M.t - M.b) * (1 - (v - bottom) / (top - bottom));
  const ticks = Array.from({ length: Math.round((top - bottom) / step) + 1 }, (_, i) => bottom + i * step);
  const every = n > 13 ? Math.ceil(n / 12) : 1;
  const lines = LINES.map((l) => ({ ...l, values: l.key === 'actual' ? data.actual : data.whatIf }));

  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption id={`${id}-cap`}>
        <strong>{data.title}.</strong> {data.summary}
      </figcaption>
      <ul className={styles.legend} aria-label={`Legend: ${data.title}`}>
        {lines.map((l) => (
          <li key={l.key} data-testid={`whatif-legend-${l.key}`}>
            <svg width="40" height="14" viewBox="0 0 40 14" aria-hidden="true" focusable="false">
              <line x1="1" y1="7" x2="39" y2="7" stroke={l.color} strokeWidth={2.5} strokeDasharray={l.dash} />
              <Marker kind={l.marker} x={20} y={7} color={l.color} />
            </svg>
            <span>
              {l.name} ({l.dash ? 'dashed line, squares' : 'solid line, dots'})
            </span>
          </li>
        ))}
      </ul>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-cap`}>
        <title id={`${id}-title`}>{data.title}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={M.l} x2={W - M.r} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
            <text x={M.l - 6} y={y(v) + 4} textAnchor="end" className={styles.tick}>
              {fmt(v)}
            </text>
          </g>
        ))}
        {data.xs.map((v, i) =>
          i % every === 0 || i === n - 1 ? (
            <text key={v} x={x(i)} y={H - M.b + 16} textAnchor="middle" className={styles.tick}>
              {v}
            </text>
          ) : null,
        )}
        <text x={(M.l + W - M.r) / 2} y={H - 4} textAnchor="middle" className={styles.axis}>
          {data.xLabel}
        </text>
        <text x={12} y={M.t + (H - M.t - M.b) / 2} textAnchor="middle" className={styles.axis} transform={`rotate(-90 12 ${M.t + (H - M.t - M.b) / 2})`}>
          {data.yLabel}
        </text>
        {lines.map((l) => (
          <g key={l.key} data-testid={`whatif-line-${l.key}`}>
            <polyline
              fill="none"
              stroke={l.color}
              strokeWidth={2.5}
              strokeDasharray={l.dash}
              strokeLinejoin="round"
              points={l.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {l.values.map((v, i) => (
              <Marker key={i} kind={l.marker} x={x(i)} y={y(v)} color={l.color} />
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}
