import { TOTAL_ROUNDS, ROLE_TITLES } from '@/engines/summit/constants';
import type { SummitState, Weather } from '@/engines/summit/types';
import { Mountain } from './Mountain';
import styles from './summit.module.css';

const WEATHER: Record<Weather, { icon: string; label: string; note: string }> = {
  clear: { icon: '☀️', label: 'Clear', note: 'No extra losses.' },
  cloudy: { icon: '☁️', label: 'Cloudy', note: 'No extra losses, but the route is harder to see.' },
  storm: { icon: '⛈️', label: 'Storm', note: 'Extra −5 oxygen and −10 morale this round.' },
  blizzard: { icon: '🌨️', label: 'Blizzard', note: 'Extra −10 oxygen and −15 morale this round.' },
};

export const weatherInfo = (w: Weather) => WEATHER[w];

function Gauge({ label, value, low, lowText }: { label: string; value: number; low: number; lowText: string }) {
  const isLow = value < low;
  return (
    <div className={styles.gauge}>
      <div className={styles.gaugeHead}>
        <span>{label}</span>
        <strong>
          {value}
          <span className={styles.muted}> / 100</span>
        </strong>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span className={isLow ? styles.barLow : styles.barOk} style={{ width: `${value}%` }} />
      </div>
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
  const w = WEATHER[state.weatherCondition];
  const alive = state.team.filter((m) => m.alive).length;
  return (
    <section className={styles.status} aria-labelledby="summit-status-h">
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
      <Gauge label="Oxygen (time, money, energy)" value={state.oxygen} low={40} lowText="Low oxygen: below 40 it worries the team (−10 morale a round)." />
      <Gauge label="Morale (team spirit)" value={state.morale} low={50} lowText="Low morale: below 50 the team wastes oxygen (−5 a round) and climbs slower." />
      <Gauge label="Progress to launch" value={state.progress} low={0} lowText="" />
      <Mountain campPosition={state.campPosition} progress={state.progress} weather={state.weatherCondition} />
      <h3 className={styles.h3}>
        Team ({alive} of {state.team.length} climbing)
      </h3>
      <ul className={styles.team}>
        {state.team.map((m) => (
          <li key={m.role} className={m.alive ? undefined : styles.fallen}>
            <span className={styles.memberName}>
              {m.name}
              {m.isPlayer ? ` (${ROLE_TITLES[m.role]})` : ''}
            </span>
            {m.alive ? (
              <span className={styles.health}>
                <span className={styles.miniBar} aria-hidden="true">
                  <span className={m.health <= 40 ? styles.barLow : styles.barOk} style={{ width: `${m.health}%` }} />
                </span>
                Health {m.health}
              </span>
            ) : (
              <span className={styles.health}>
                <span aria-hidden="true">✖ </span>Fallen (health {m.health})
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
