'use client';
import { useLayoutEffect, useRef } from 'react';
import { GAUGE_MAX, HEALTH_WARNING_AT, LOW_MORALE_OXYGEN_THRESHOLD, LOW_OXYGEN_MORALE_THRESHOLD, TOTAL_ROUNDS, ROLE_TITLES } from '@/engines/summit/constants';
import { changeText, lowMoraleText, lowOxygenText, weatherNote } from '@/engines/summit/copy';
import { gaugeChanges, type GaugeChange } from '@/engines/summit/selectors';
import type { SummitState, Weather } from '@/engines/summit/types';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import { Mountain } from './Mountain';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

const WEATHER: Record<Weather, { icon: string; label: string }> = {
  clear: { icon: '☀️', label: 'Clear' },
  cloudy: { icon: '☁️', label: 'Cloudy' },
  storm: { icon: '⛈️', label: 'Storm' },
  blizzard: { icon: '🌨️', label: 'Blizzard' },
};

export const weatherInfo = (w: Weather) => ({ ...WEATHER[w], note: weatherNote(w) });

/** How long a gauge takes to move to its new value (presentation only; a click or key press skips it). */
export const GAUGE_MOTION_SECONDS = 1.2;

/**
 * framer-motion's `animate`, loaded the first time a gauge moves (never under reduced motion): the dashboard's
 * first load stays without the motion library (it would add about 30 kB gzipped to the route; docs/performance.md
 * allows 25).
 */
type Animate = (typeof import('@/components/sim/Motion'))['animate'];
let motionLib: Promise<Animate> | null = null;
const loadAnimate = () => (motionLib ??= import('@/components/sim/Motion').then((mod) => mod.animate));

/**
 * A bar that moves from the value it showed to its new one. The number beside it is already the new value, and
 * the engine state is already saved: this is presentation only. Under reduced motion the bar is simply at its new
 * width (no animation, no marker). While it moves it carries `data-animating`; a click or key press anywhere
 * skips it to its end.
 */
function MovingBar({ value, className }: { value: number; className: string }) {
  const bar = useRef<HTMLSpanElement>(null);
  const shown = useRef(value);
  useLayoutEffect(() => {
    const el = bar.current;
    const from = shown.current;
    shown.current = value;
    if (!el || from === value || prefersReducedMotion()) return;
    // Hold the old width (before paint) until the motion code is there, then move.
    el.setAttribute('data-animating', 'true');
    el.style.width = `${from}%`;
    let controls: ReturnType<Animate> | null = null;
    let over = false;
    const done = () => {
      if (over) return;
      over = true;
      document.removeEventListener('pointerdown', skip, true);
      document.removeEventListener('keydown', skip, true);
      controls?.stop();
      el.removeAttribute('data-animating');
      el.style.width = `${value}%`;
    };
    const skip = () => {
      controls?.complete();
      done();
    };
    document.addEventListener('pointerdown', skip, true);
    document.addEventListener('keydown', skip, true);
    loadAnimate().then((animate) => {
      if (over) return;
      controls = animate(el, { width: [`${from}%`, `${value}%`] }, { duration: GAUGE_MOTION_SECONDS, ease: 'easeOut' });
      controls.then(done, done);
    }, done);
    return done;
  }, [value]);
  return <span ref={bar} className={className} style={{ width: `${value}%` }} />;
}

function Gauge({ label, short, value, low, lowText, change }: { label: string; short: string; value: number; low: number; lowText: string; change?: GaugeChange }) {
  const isLow = value < low;
  return (
    <div className={styles.gauge}>
      <div className={styles.gaugeHead}>
        <span>{label}</span>
        <strong>
          {value}
          <span className={`${shared.muted} ${styles.light}`}> / {GAUGE_MAX}</span>
        </strong>
      </div>
      <div className={styles.bar} aria-hidden="true" data-gauge={short.toLowerCase()}>
        <MovingBar value={value} className={isLow ? styles.barLow : styles.barOk} />
      </div>
      {change && (
        <p className={styles.change} data-testid={`summit-change-${change.gauge}`}>
          <span aria-hidden="true">{change.delta > 0 ? '▲ ' : change.delta < 0 ? '▼ ' : '■ '}</span>
          {short} {changeText(change.before, change.after)}
        </p>
      )}
      {isLow && (
        <p className={styles.warn}>
          <span aria-hidden="true">⚠️ </span>
          {lowText}
        </p>
      )}
    </div>
  );
}

export function StatusPanel({ state }: { state: SummitState }) {
  const w = weatherInfo(state.weatherCondition);
  const alive = state.team.filter((m) => m.alive).length;
  const changes = gaugeChanges(state);
  const changeOf = (g: GaugeChange['gauge']) => changes.find((c) => c.gauge === g);
  return (
    <section className={`${shared.panel} ${styles.status}`} aria-labelledby="summit-status-h">
      <h2 id="summit-status-h" className={styles.h2}>
        Expedition status
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Round</dt>
          <dd>
            {state.round} of {TOTAL_ROUNDS}
          </dd>
        </div>
        <div>
          <dt>Weather</dt>
          <dd>
            <span aria-hidden="true">{w.icon} </span>
            {w.label}
          </dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{state.score}</dd>
        </div>
      </dl>
      <p className={styles.small}>{w.note}</p>
      <Gauge label="Oxygen (time, money, energy)" short="Oxygen" value={state.oxygen} low={LOW_OXYGEN_MORALE_THRESHOLD} lowText={lowOxygenText()} change={changeOf('oxygen')} />
      <Gauge label="Morale (team spirit)" short="Morale" value={state.morale} low={LOW_MORALE_OXYGEN_THRESHOLD} lowText={lowMoraleText()} change={changeOf('morale')} />
      <Gauge label="Progress to launch" short="Progress" value={state.progress} low={0} lowText="" change={changeOf('progress')} />
      <Mountain campPosition={state.campPosition} progress={state.progress} weather={state.weatherCondition} />
      <h3 className={styles.h3}>
        Team ({alive} of {state.team.length} climbing)
      </h3>
      <ul className={styles.team}>
        {state.team.map((m) => {
          const low = m.health <= HEALTH_WARNING_AT;
          return (
            <li key={m.role} className={m.alive ? undefined : styles.fallen}>
              <span className={styles.memberName}>
                {m.name}
                {m.isPlayer ? ` (${ROLE_TITLES[m.role]})` : ''}
              </span>
              {m.alive ? (
                <span className={styles.health}>
                  <span className={styles.miniBar} aria-hidden="true">
                    <MovingBar value={m.health} className={low ? styles.barLow : styles.barOk} />
                  </span>
                  Health {m.health}
                  {low ? ' (low)' : ''}
                </span>
              ) : (
                <span className={styles.health}>
                  <span aria-hidden="true">✖ </span>Fallen (health {m.health})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
