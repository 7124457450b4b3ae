/**
 * The class report's charts (issue 13 item 4) as plain SVG: role="img" with a title and a description, and the same
 * figures as a table right under each chart. Lines differ by dash pattern and are named in a legend, so colour is
 * never the only signal.
 */
import { useId } from 'react';
import type { Bin, SeriesBand } from '@/lib/classroom/report';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import styles from './teacher.module.css';

const W = 640;
const H = 260;
const PAD = { l: 44, r: 16, t: 24, b: 40 };

function ticks(lo: number, hi: number, n = 4): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Number(v.toFixed(10)));
  return out;
}

export function DistributionChart({
  bins,
  mean,
  median,
  label,
  format,
}: {
  bins: Bin[];
  mean: number;
  median: number;
  label: string;
  format: (n: number) => string;
}) {
  const id = useId();
  if (!bins.length) return null;
  const lo = bins[0].from;
  const hi = bins[bins.length - 1].to === lo ? lo + 1 : bins[bins.length - 1].to;
  const maxCount = Math.max(...bins.map((b) => b.count));
  const x = (v: number) => PAD.l + ((v - lo) / (hi - lo)) * (W - PAD.l - PAD.r);
  const y = (c: number) => H - PAD.b - (c / maxCount) * (H - PAD.t - PAD.b);
  const single = bins.length === 1 && bins[0].from === bins[0].to;
  const title = REPORT_TEXT.distribution(label);
  const desc = `${bins.map((b) => (single ? `${b.count} at ${format(b.from)}` : `${b.count} from ${format(b.from)} to ${format(b.to)}`)).join('; ')}. ${REPORT_TEXT.average} ${format(mean)}, ${REPORT_TEXT.median.toLowerCase()} ${format(median)}.`;
  // The average and the median are lines told apart by their dash, named in a legend under the chart (labels drawn
  // inside the plot would sit on the bars and on each other when the two figures are close).
  const MEAN_DASH = '6 4';
  const MEDIAN_DASH = '';
  const marker = (v: number, dash: string) =>
    Number.isFinite(v) && <line x1={x(v)} x2={x(v)} y1={PAD.t - 6} y2={H - PAD.b} stroke="var(--fg)" strokeWidth={2} strokeDasharray={dash} />;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="distribution-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {ticks(0, maxCount).map((t) => (
          <g key={`y${t}`}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="var(--bg-muted)" />
            <text x={PAD.l - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill="var(--fg-muted)">
              {t}
            </text>
          </g>
        ))}
        {bins.map((b, i) => {
          const x0 = single ? W / 2 - 30 : x(b.from) + 1;
          const w = single ? 60 : Math.max(1, x(b.to) - x(b.from) - 2);
          return <rect key={i} x={x0} width={w} y={y(b.count)} height={H - PAD.b - y(b.count)} fill="var(--primary)" opacity={0.75} />;
        })}
        {(single ? [lo] : ticks(lo, hi, 5)).map((t) => (
          <text key={`x${t}`} x={single ? W / 2 : x(t)} y={H - PAD.b + 16} fontSize={11} textAnchor="middle" fill="var(--fg-muted)">
            {format(t)}
          </text>
        ))}
        <text x={W / 2} y={H - 6} fontSize={12} textAnchor="middle" fill="var(--fg)">
          {label}
        </text>
        {!single && marker(mean, MEAN_DASH)}
        {!single && marker(median, MEDIAN_DASH)}
      </svg>
      {!single && (
        <ul className={styles.legend} data-testid="distribution-legend">
          {(
            [
              [`${REPORT_TEXT.average} ${format(mean)}`, MEAN_DASH, 'dashed line'],
              [`${REPORT_TEXT.median} ${format(median)}`, MEDIAN_DASH, 'solid line'],
            ] as const
          ).map(([text, dash, words]) => (
            <li key={words}>
              <svg width={36} height={10} aria-hidden="true">
                <line x1={0} x2={36} y1={5} y2={5} stroke="var(--fg)" strokeWidth={2} strokeDasharray={dash} />
              </svg>{' '}
              {text} ({words})
            </li>
          ))}
        </ul>
      )}
      <details className={styles.chartTable}>
        <summary>{REPORT_TEXT.chartTable}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{REPORT_TEXT.from}</th>
              <th scope="col">{REPORT_TEXT.to}</th>
              <th scope="col">{REPORT_TEXT.count}</th>
            </tr>
          </thead>
          <tbody>
            {bins.map((b, i) => (
              <tr key={i}>
                <td>{format(b.from)}</td>
                <td>{format(b.to)}</td>
                <td>{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const DASHES = ['', '8 5', '2 4', '12 4 2 4'];

export function SeriesChart({ bands }: { bands: SeriesBand[] }) {
  const id = useId();
  const points = bands.flatMap((b) => b.points);
  if (!points.length) return null;
  const rounds = Math.max(...points.map((p) => p.round)) + 1;
  const lo = Math.min(0, ...points.map((p) => p.min));
  const hiRaw = Math.max(...points.map((p) => p.max));
  const hi = hiRaw > lo ? hiRaw : lo + 1;
  const x = (r: number) => PAD.l + (rounds <= 1 ? 0.5 : r / (rounds - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - ((v - lo) / (hi - lo)) * (H - PAD.t - PAD.b);
  const title = REPORT_TEXT.seriesTitle;
  const desc = `${REPORT_TEXT.seriesDesc} ${bands
    .map((b) => `${b.label}: median ${b.points.map((p) => p.median).join(', ')}`)
    .join('. ')}.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="series-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {ticks(lo, hi).map((t) => (
          <g key={`y${t}`}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="var(--bg-muted)" />
            <text x={PAD.l - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill="var(--fg-muted)">
              {t}
            </text>
          </g>
        ))}
        {ticks(1, rounds, Math.min(12, rounds)).map((r) => (
          <text key={`x${r}`} x={x(r - 1)} y={H - PAD.b + 16} fontSize={11} textAnchor="middle" fill="var(--fg-muted)">
            {r}
          </text>
        ))}
        <text x={W / 2} y={H - 6} fontSize={12} textAnchor="middle" fill="var(--fg)">
          {REPORT_TEXT.round}
        </text>
        {bands.map((b, i) => {
          const band = [...b.points.map((p) => `${x(p.round)},${y(p.max)}`), ...[...b.points].reverse().map((p) => `${x(p.round)},${y(p.min)}`)].join(' ');
          const line = b.points.map((p) => `${x(p.round)},${y(p.median)}`).join(' ');
          const colour = i === 0 ? 'var(--primary)' : i === 1 ? 'var(--warning)' : 'var(--fg)';
          return (
            <g key={b.label}>
              <polygon points={band} fill={colour} opacity={0.14} />
              <polyline points={line} fill="none" stroke={colour} strokeWidth={3} strokeDasharray={DASHES[i % DASHES.length]} />
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {bands.map((b, i) => (
          <li key={b.label}>
            <svg width={36} height={10} aria-hidden="true">
              <line x1={0} x2={36} y1={5} y2={5} stroke={i === 0 ? 'var(--primary)' : i === 1 ? 'var(--warning)' : 'var(--fg)'} strokeWidth={3} strokeDasharray={DASHES[i % DASHES.length]} />
            </svg>{' '}
            {b.label} ({i === 0 ? 'solid' : i === 1 ? 'dashed' : 'dotted'})
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{REPORT_TEXT.seriesDesc}</p>
      <details className={styles.chartTable}>
        <summary>{REPORT_TEXT.chartTable}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{REPORT_TEXT.round}</th>
                {bands.map((b) => (
                  <th scope="col" key={b.label}>
                    {b.label}: median (lowest–highest)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rounds }, (_, r) => (
                <tr key={r}>
                  <td>{r + 1}</td>
                  {bands.map((b) => {
                    const p = b.points.find((q) => q.round === r);
                    return <td key={b.label}>{p ? `${p.median} (${p.min}–${p.max})` : '—'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/**
 * One of a game's choices as a distribution (LaunchPad's industries, gaps…): each answer with its count and a bar as
 * long as its share. The answers and counts are text, so the bars are never the only signal.
 */
export function ChoiceChart({ label, counts }: { label: string; counts: { answer: string; count: number }[] }) {
  const id = useId();
  if (!counts.length) return null;
  const most = Math.max(...counts.map((c) => c.count));
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-t`} data-testid="choice-chart">
      <figcaption id={`${id}-t`} className={styles.chartTitle}>
        {REPORT_TEXT.choiceTitle(label)}
      </figcaption>
      <ul className={styles.choiceList}>
        {counts.map((c) => (
          <li key={c.answer}>
            <span className={styles.choiceAnswer}>{c.answer}</span>
            <span className={styles.choiceBar} style={{ width: `${Math.max(2, (100 * c.count) / most)}%` }} aria-hidden="true" />
            <strong>{c.count}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
