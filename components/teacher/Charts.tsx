/**
 * The class report's charts as plain SVG: role="img" with a title and a description, and the same figures as a table
 * right under each chart. Lines differ by dash pattern and are named in a legend, so colour is never the only signal.
 * `big` draws a chart for present mode: larger labels, fewer ticks, room kept for every label inside the picture, no
 * table (the slide's heading is the chart's title; the description still holds every figure).
 */
import { useId } from 'react';
import type { Bin, SeriesBand } from '@/lib/classroom/report';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import styles from './teacher.module.css';

/** A chart's picture size, margins (l: at least, grown to the widest tick label), label sizes and tick counts. */
interface Look {
  W: number;
  H: number;
  pad: { l: number; r: number; t: number; b: number };
  tick: number;
  axis: number;
  xTicks: number;
  yTicks: number;
}
const REPORT_LOOK: Look = { W: 640, H: 260, pad: { l: 44, r: 16, t: 24, b: 40 }, tick: 11, axis: 12, xTicks: 5, yTicks: 4 };
/** Present mode: labels of 28 units in a 720-unit picture, which present mode draws at least ~620 px wide at 1280 × 720. */
export const PRESENT_LOOK: Look = { W: 720, H: 360, pad: { l: 40, r: 24, t: 56, b: 84 }, tick: 28, axis: 28, xTicks: 3, yTicks: 4 };
/**
 * Present mode lists a choice's most chosen answers, at most PRESENT_CHOICES of them and about PRESENT_CHOICE_LINES
 * lines of ~30 characters (the answer column's width at 1280 × 720), then says how many more there are.
 */
export const PRESENT_CHOICES = 6;
const PRESENT_CHOICE_LINES = 10;
function presentChoices<T extends { answer: string }>(counts: T[]): T[] {
  let lines = 0;
  const out: T[] = [];
  for (const c of counts.slice(0, PRESENT_CHOICES)) {
    lines += Math.max(1, Math.ceil(c.answer.length / 30));
    if (out.length && lines > PRESENT_CHOICE_LINES) break;
    out.push(c);
  }
  return out;
}

/** A generous width of a label in user units (digits and capitals are about 0.6 of the font size). */
const textWidth = (s: string, size: number) => s.length * size * 0.6;

/** The left margin that holds the widest of `labels` (present mode); the report keeps its own. */
function leftPad(look: Look, labels: string[], big: boolean): number {
  return big ? Math.max(look.pad.l, 16 + Math.max(0, ...labels.map((t) => textWidth(t, look.tick)))) : look.pad.l;
}

/**
 * A label's size: an SVG attribute in the report (its phone rule in teacher.module.css may enlarge it); in present
 * mode an inline style, which that rule does not reach, so the labels keep PRESENT_LOOK's size.
 */
const fontOf = (size: number, big: boolean) => (big ? { style: { fontSize: size } } : { fontSize: size });

/** An x label's centre, moved in so the whole label stays inside the picture (present mode). */
function inside(look: Look, x: number, label: string, big: boolean): number {
  if (!big) return x;
  const half = textWidth(label, look.tick) / 2 + 2;
  return Math.min(look.W - half, Math.max(half, x));
}

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
  big = false,
}: {
  bins: Bin[];
  mean: number;
  median: number;
  label: string;
  format: (n: number) => string;
  big?: boolean;
}) {
  const id = useId();
  if (!bins.length) return null;
  const look = big ? PRESENT_LOOK : REPORT_LOOK;
  const { W, H } = look;
  const lo = bins[0].from;
  const hi = bins[bins.length - 1].to === lo ? lo + 1 : bins[bins.length - 1].to;
  const maxCount = Math.max(...bins.map((b) => b.count));
  // Counts are whole numbers: no tick at 0.5 of a code.
  const yTicks = ticks(0, maxCount, look.yTicks).filter(Number.isInteger);
  const PAD = { ...look.pad, l: leftPad(look, yTicks.map(String), big) };
  const x = (v: number) => PAD.l + ((v - lo) / (hi - lo)) * (W - PAD.l - PAD.r);
  const y = (c: number) => H - PAD.b - (c / maxCount) * (H - PAD.t - PAD.b);
  const single = bins.length === 1 && bins[0].from === bins[0].to;
  const title = REPORT_TEXT.distribution(label);
  const desc = `${bins.map((b) => (single ? `${b.count} at ${format(b.from)}` : `${b.count} from ${format(b.from)} to ${format(b.to)}`)).join('; ')}. ${REPORT_TEXT.average} ${format(mean)}, ${REPORT_TEXT.median.toLowerCase()} ${format(median)}.`;
  const ink = big ? 'var(--fg)' : 'var(--fg-muted)';
  // The average and the median are lines told apart by their dash, named in a legend under the chart (labels drawn
  // inside the plot would sit on the bars and on each other when the two figures are close).
  const MEAN_DASH = '6 4';
  const MEDIAN_DASH = '';
  const marker = (v: number, dash: string) =>
    Number.isFinite(v) && <line x1={x(v)} x2={x(v)} y1={PAD.t - 6} y2={H - PAD.b} stroke="var(--fg)" strokeWidth={big ? 4 : 2} strokeDasharray={dash} />;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="distribution-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {big && (
          <text x={0} y={look.axis} {...fontOf(look.axis, big)} fill="var(--fg)">
            {REPORT_TEXT.count}
          </text>
        )}
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="var(--bg-muted)" />
            <text x={PAD.l - (big ? 10 : 6)} y={y(t) + look.tick * 0.35} {...fontOf(look.tick, big)} textAnchor="end" fill={ink}>
              {t}
            </text>
          </g>
        ))}
        {bins.map((b, i) => {
          const x0 = single ? W / 2 - 30 : x(b.from) + 1;
          const w = single ? 60 : Math.max(1, x(b.to) - x(b.from) - 2);
          return <rect key={i} x={x0} width={w} y={y(b.count)} height={H - PAD.b - y(b.count)} fill="var(--primary)" opacity={0.75} />;
        })}
        {(single ? [lo] : ticks(lo, hi, look.xTicks)).map((t) => (
          <text
            key={`x${t}`}
            x={inside(look, single ? W / 2 : x(t), format(t), big)}
            y={H - PAD.b + look.tick + (big ? 8 : 5)}
            {...fontOf(look.tick, big)}
            textAnchor="middle"
            fill={ink}
          >
            {format(t)}
          </text>
        ))}
        <text x={(PAD.l + W - PAD.r) / 2} y={H - (big ? 8 : 6)} {...fontOf(look.axis, big)} textAnchor="middle" fill="var(--fg)">
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
      {!big && (
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
      )}
    </figure>
  );
}

const DASHES = ['', '8 5', '2 4', '12 4 2 4'];

export function SeriesChart({ bands, big = false, title: titleText }: { bands: SeriesBand[]; big?: boolean; title?: string }) {
  const id = useId();
  const points = bands.flatMap((b) => b.points);
  if (!points.length) return null;
  const look = big ? PRESENT_LOOK : REPORT_LOOK;
  const { W, H } = look;
  const rounds = Math.max(...points.map((p) => p.round)) + 1;
  const lo = Math.min(0, ...points.map((p) => p.min));
  const hiRaw = Math.max(...points.map((p) => p.max));
  const hi = hiRaw > lo ? hiRaw : lo + 1;
  const yTicks = ticks(lo, hi, look.yTicks);
  const PAD = { ...look.pad, l: leftPad(look, yTicks.map(String), big), t: big ? 24 : look.pad.t };
  const x = (r: number) => PAD.l + (rounds <= 1 ? 0.5 : r / (rounds - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - ((v - lo) / (hi - lo)) * (H - PAD.t - PAD.b);
  const ink = big ? 'var(--fg)' : 'var(--fg-muted)';
  const title = titleText ?? REPORT_TEXT.seriesTitle;
  const desc = `${REPORT_TEXT.seriesDesc} ${bands
    .map((b) => `${b.label}: median ${b.points.map((p) => p.median).join(', ')}`)
    .join('. ')}.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="series-chart">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{desc}</desc>
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="var(--bg-muted)" />
            <text x={PAD.l - (big ? 10 : 6)} y={y(t) + look.tick * 0.35} {...fontOf(look.tick, big)} textAnchor="end" fill={ink}>
              {t}
            </text>
          </g>
        ))}
        {ticks(1, rounds, Math.min(big ? 6 : 12, rounds)).map((r) => (
          <text
            key={`x${r}`}
            x={inside(look, x(r - 1), String(r), big)}
            y={H - PAD.b + look.tick + (big ? 8 : 5)}
            {...fontOf(look.tick, big)}
            textAnchor="middle"
            fill={ink}
          >
            {r}
          </text>
        ))}
        <text x={(PAD.l + W - PAD.r) / 2} y={H - (big ? 8 : 6)} {...fontOf(look.axis, big)} textAnchor="middle" fill="var(--fg)">
          {REPORT_TEXT.round}
        </text>
        {bands.map((b, i) => {
          const band = [...b.points.map((p) => `${x(p.round)},${y(p.max)}`), ...[...b.points].reverse().map((p) => `${x(p.round)},${y(p.min)}`)].join(' ');
          const line = b.points.map((p) => `${x(p.round)},${y(p.median)}`).join(' ');
          const colour = i === 0 ? 'var(--primary)' : i === 1 ? 'var(--warning)' : 'var(--fg)';
          return (
            <g key={b.label}>
              <polygon points={band} fill={colour} opacity={0.14} />
              <polyline points={line} fill="none" stroke={colour} strokeWidth={big ? 5 : 3} strokeDasharray={DASHES[i % DASHES.length]} />
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
      {!big && (
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
      )}
    </figure>
  );
}

/**
 * One of a game's choices as a distribution (LaunchPad's industries, gaps…): each answer with its count and a bar as
 * long as its share. The answers and counts are text, so the bars are never the only signal. `big` (present mode) lists
 * the most chosen that fit and says how many more there are; the slide's heading is its title.
 */
export function ChoiceChart({ label, counts, big = false }: { label: string; counts: { answer: string; count: number }[]; big?: boolean }) {
  const id = useId();
  if (!counts.length) return null;
  const most = Math.max(...counts.map((c) => c.count));
  const shown = big ? presentChoices(counts) : counts;
  const more = counts.length - shown.length;
  return (
    <figure className={styles.chart} aria-labelledby={big ? undefined : `${id}-t`} data-testid="choice-chart">
      {!big && (
        <figcaption id={`${id}-t`} className={styles.chartTitle}>
          {REPORT_TEXT.choiceTitle(label)}
        </figcaption>
      )}
      <ul className={styles.choiceList}>
        {shown.map((c) => (
          <li key={c.answer}>
            <span className={styles.choiceAnswer}>{c.answer}</span>
            <span className={styles.choiceBar} style={{ width: `${Math.max(2, (100 * c.count) / most)}%` }} aria-hidden="true" />
            <strong>{c.count}</strong>
          </li>
        ))}
      </ul>
      {more > 0 && <p>{REPORT_TEXT.moreAnswers(more, counts.slice(shown.length).reduce((a, c) => a + c.count, 0))}</p>}
    </figure>
  );
}
