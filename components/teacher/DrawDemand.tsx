'use client';
/**
 * "Draw the demand" (docs/classroom.md, "Present mode"): before Bullwhip Rush's results, a blank chart asks the room
 * to sketch what customer demand was, round by round — with a pointer (drag or click across the chart) or with the
 * buttons (the round, then its value one up or down), so a keyboard alone draws it too. "Reveal demand" then draws the
 * real line over the sketch. The sketch lives in this component's memory only: it is never stored, sent or put in a
 * code.
 */
import { useId, useRef, useState, type PointerEvent } from 'react';
import { PRESENT_LOOK } from './Charts';
import styles from './Present.module.css';

export const DRAW_TEXT = {
  title: 'Draw the demand',
  ask: 'What did customers buy each round? Sketch it, then reveal it.',
  chartTitle: 'Customer demand per round: the room’s sketch',
  round: 'Round',
  units: 'Units',
  previousRound: 'Previous round',
  nextRound: 'Next round',
  less: 'One unit less',
  more: 'One unit more',
  reveal: 'Reveal demand',
  hide: 'Hide demand',
  clear: 'Clear sketch',
  sketch: 'Your sketch (dashed)',
  demand: 'Customer demand (solid)',
  point: (round: number, value: number | null) => `Round ${round}: ${value === null ? 'not drawn' : value}`,
  desc: (sketch: (number | null)[], demand: number[] | null) =>
    `Sketch: ${sketch.map((v, i) => `round ${i + 1} ${v ?? 'not drawn'}`).join(', ')}.` +
    (demand ? ` Customer demand: ${demand.map((v, i) => `round ${i + 1} ${v}`).join(', ')}.` : ' Customer demand is not shown yet.'),
} as const;

/** The sketch's scale: fixed, so the empty chart tells nothing of the demand. */
const Y_MAX = 20;
const Y_TICKS = [0, 5, 10, 15, 20];

export function DrawDemand({ demand }: { demand: number[] }) {
  const id = useId();
  const rounds = demand.length;
  const [sketch, setSketch] = useState<(number | null)[]>(() => Array(rounds).fill(null));
  const [at, setAt] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const drawing = useRef(false);
  const look = PRESENT_LOOK;
  const { W, H } = look;
  const PAD = { l: 72, r: 24, t: 24, b: 84 };
  const x = (i: number) => PAD.l + (rounds <= 1 ? 0.5 : i / (rounds - 1)) * (W - PAD.l - PAD.r);
  const y = (v: number) => H - PAD.b - (v / Y_MAX) * (H - PAD.t - PAD.b);
  const font = { style: { fontSize: look.tick } };

  const set = (i: number, v: number) => setSketch((s) => s.map((old, j) => (j === i ? Math.max(0, Math.min(Y_MAX, v)) : old)));
  /** The round and value under a pointer, in the picture's own units. */
  function pointAt(e: PointerEvent<SVGSVGElement>) {
    const svg = e.currentTarget;
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const i = Math.round(((p.x - PAD.l) / (W - PAD.l - PAD.r)) * (rounds - 1));
    const v = Math.round(((H - PAD.b - p.y) / (H - PAD.t - PAD.b)) * Y_MAX);
    return { i: Math.max(0, Math.min(rounds - 1, i)), v };
  }
  function onDown(e: PointerEvent<SVGSVGElement>) {
    drawing.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    onMove(e);
  }
  function onMove(e: PointerEvent<SVGSVGElement>) {
    if (!drawing.current) return;
    const p = pointAt(e);
    if (!p) return;
    setAt(p.i);
    set(p.i, p.v);
  }
  const stop = () => void (drawing.current = false);

  const drawn = sketch.map((v, i) => (v === null ? null : `${x(i)},${y(v)}`)).filter((p): p is string => p !== null);
  return (
    <div className={styles.result} data-testid="draw-demand">
      <div className={styles.resultChart}>
        <figure className={styles.drawFigure}>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-labelledby={`${id}-t ${id}-d`}
            className={styles.drawChart}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={stop}
            onPointerCancel={stop}
            data-testid="draw-chart"
          >
            <title id={`${id}-t`}>{DRAW_TEXT.chartTitle}</title>
            <desc id={`${id}-d`}>{DRAW_TEXT.desc(sketch, revealed ? demand : null)}</desc>
            <rect x={PAD.l} y={PAD.t} width={W - PAD.l - PAD.r} height={H - PAD.t - PAD.b} fill="transparent" />
            {Y_TICKS.map((t) => (
              <g key={t}>
                <line x1={PAD.l} x2={W - PAD.r} y1={y(t)} y2={y(t)} stroke="#ccc" />
                <text x={PAD.l - 10} y={y(t) + look.tick * 0.35} textAnchor="end" fill="#111" {...font}>
                  {t}
                </text>
              </g>
            ))}
            {[0, Math.floor((rounds - 1) / 3), Math.floor((2 * (rounds - 1)) / 3), rounds - 1].map((i) => (
              <text key={i} x={x(i)} y={H - PAD.b + look.tick + 8} textAnchor="middle" fill="#111" {...font}>
                {i + 1}
              </text>
            ))}
            <text x={(PAD.l + W - PAD.r) / 2} y={H - 8} textAnchor="middle" fill="#111" {...font}>
              {DRAW_TEXT.round}
            </text>
            <line x1={x(at)} x2={x(at)} y1={PAD.t} y2={H - PAD.b} stroke="#1d4ed8" strokeWidth={3} strokeDasharray="4 6" />
            {revealed && (
              <polyline
                data-testid="real-demand"
                points={demand.map((v, i) => `${x(i)},${y(Math.min(Y_MAX, v))}`).join(' ')}
                fill="none"
                stroke="#111"
                strokeWidth={6}
              />
            )}
            {drawn.length > 1 && <polyline points={drawn.join(' ')} fill="none" stroke="#b45309" strokeWidth={5} strokeDasharray="14 8" />}
            {sketch.map((v, i) => (v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={i === at ? 12 : 8} fill="#b45309" data-testid="sketch-point" />))}
          </svg>
          <ul className={styles.drawLegend}>
            <li>{DRAW_TEXT.sketch}</li>
            {revealed && <li>{DRAW_TEXT.demand}</li>}
          </ul>
        </figure>
        <div className={styles.drawControls}>
          <button type="button" className={styles.button} aria-label={DRAW_TEXT.previousRound} disabled={at === 0} onClick={() => setAt(at - 1)}>
            ◀
          </button>
          <span aria-live="polite" data-testid="draw-point" className={styles.drawPoint}>
            {DRAW_TEXT.point(at + 1, sketch[at])}
          </span>
          <button type="button" className={styles.button} aria-label={DRAW_TEXT.nextRound} disabled={at === rounds - 1} onClick={() => setAt(at + 1)}>
            ▶
          </button>
          <button type="button" className={styles.button} aria-label={DRAW_TEXT.less} onClick={() => set(at, (sketch[at] ?? 1) - 1)}>
            −
          </button>
          <button type="button" className={styles.button} aria-label={DRAW_TEXT.more} onClick={() => set(at, (sketch[at] ?? -1) + 1)}>
            +
          </button>
          <button type="button" className={styles.button} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
            {revealed ? DRAW_TEXT.hide : DRAW_TEXT.reveal}
          </button>
          <button type="button" className={styles.button} onClick={() => setSketch(Array(rounds).fill(null))}>
            {DRAW_TEXT.clear}
          </button>
        </div>
      </div>
    </div>
  );
}
