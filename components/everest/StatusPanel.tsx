/**
 * The expedition at a glance: day, location, today's weather, supplies, team averages and the score. Without a game
 * (the page's static frame, docs/site.md "Static frames") the labels and the rules' constants stay and every figure
 * is a placeholder of its size.
 */
import type { ReactNode } from 'react';
import * as C from '@/engines/everest/constants';
import { acclLevel, cachedOxygen, currentDay, daysLeft, scoreOf, settingsOf, teamAverages, timeBonusIfHomeToday, weatherKind, weatherOfDay } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import { WEATHER_WORDS, amount, gradeLine } from '@/content/everest/text';
import { Fig, Ph } from './Placeholder';
import styles from './Everest.module.css';

export function StatusPanel({ game }: { game: EverestState | null }) {
  return game ? <Status game={game} /> : <StatusFrame />;
}

function Status({ game }: { game: EverestState }) {
  const avg = teamAverages(game);
  const score = scoreOf(game);
  const today = weatherOfDay(game);
  const weather = WEATHER_WORDS[weatherKind(today)];
  return (
    <StatusGrid
      day={`${currentDay(game)} of ${settingsOf(game).days}`}
      phase={game.phase}
      daysLeft={daysLeft(game)}
      location={C.CAMP_NAMES[game.location]}
      altitude={C.ALTITUDES[game.location]}
      weather={
        <>
          <span className="emoji" aria-hidden="true">{weather.icon}</span>{' '}
          {weather.label}
        </>
      }
      weatherLine={`${today.wind} km/h · ${today.temp} °C · vis ${today.vis}`}
      oxygen={amount(game.oxygen)}
      food={amount(game.food)}
      cached={amount(cachedOxygen(game))}
      health={Math.round(avg.health)}
      morale={Math.round(avg.morale)}
      fatigue={Math.round(avg.fatigue)}
      accl={Math.round(avg.accl)}
      acclLevel={acclLevel(avg.accl).toFixed(1)}
      final={score.final}
      score={score.total}
      grade={score.grade}
      timeBonus={<Fig>{timeBonusIfHomeToday(game)}</Fig>}
    />
  );
}

/** The frame's status: the same grid, a placeholder for every figure (an expedition under way, not a final score). */
function StatusFrame() {
  return (
    <StatusGrid
      day={
        <>
          <Ph ch={2} /> of <Ph ch={2} />
        </>
      }
      phase={<Ph ch={6} />}
      daysLeft={<Ph ch={2} />}
      location={<Ph ch={9} />}
      altitude={<Ph ch={4} />}
      weather={<Ph ch={8} />}
      weatherLine={
        <>
          <Ph ch={2} /> km/h · <Ph ch={3} /> °C · vis <Ph ch={4} />
        </>
      }
      oxygen={<Ph ch={2} />}
      food={<Ph ch={2} />}
      cached={<Ph ch={1} />}
      health={<Ph ch={3} />}
      morale={<Ph ch={2} />}
      fatigue={<Ph ch={2} />}
      accl={<Ph ch={2} />}
      acclLevel={<Ph ch={3} />}
      final={false}
      score={<Ph ch={3} />}
      grade={<Ph ch={1} />}
      timeBonus={<Ph ch={3} />}
      frame
    />
  );
}

function StatusGrid(p: {
  day: ReactNode;
  phase: ReactNode;
  daysLeft: ReactNode;
  location: ReactNode;
  altitude: ReactNode;
  weather: ReactNode;
  weatherLine: ReactNode;
  oxygen: ReactNode;
  food: ReactNode;
  cached: ReactNode;
  health: ReactNode;
  morale: ReactNode;
  fatigue: ReactNode;
  accl: ReactNode;
  acclLevel: ReactNode;
  final: boolean;
  score: ReactNode;
  grade: ReactNode;
  timeBonus: ReactNode;
  /** The static frame: no test ids (a test finds the game's figures, never the frame's placeholders). */
  frame?: boolean;
}) {
  const tid = (id: string) => (p.frame ? undefined : id);
  return (
    <section aria-label="Expedition status" className={styles.status} data-testid={tid('status')}>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Day</span>
        <span className={styles.statValue} data-testid={tid('day')}>
          {p.day}
        </span>
        <span className={styles.statSub}>
          Phase <strong data-testid={tid('phase')}>{p.phase}</strong> · {p.daysLeft} days left
        </span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Location</span>
        <span className={styles.statValue} data-testid={tid('location')}>
          {p.location}
        </span>
        <span className={styles.statSub}>{p.altitude} m</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Weather today</span>
        <span className={styles.statValue}>{p.weather}</span>
        <span className={styles.statSub}>{p.weatherLine}</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Supplies</span>
        <span className={styles.statValue} data-testid={tid('supplies')}>
          O₂ {p.oxygen} · food {p.food}
        </span>
        <span className={styles.statSub}>O₂ in caches: {p.cached}</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Team averages</span>
        <span className={styles.statSubStrong}>
          Health {p.health} · Morale {p.morale}
        </span>
        <span className={styles.statSub}>
          Fatigue {p.fatigue} · Accl. {p.accl} (level {p.acclLevel})
        </span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel} data-testid={tid('score-label')}>
          {p.final ? 'Final score' : 'Score if the expedition ended now'}
        </span>
        <span className={styles.statValue} data-testid={tid('score')}>
          {p.score} · grade {p.grade}
        </span>
        {!p.final && (
          <span className={styles.statSub} data-testid={tid('score-time')}>
            No time bonus yet: {p.timeBonus} if home from the summit today
          </span>
        )}
        <span className={styles.statSub}>{gradeLine()}</span>
      </div>
    </section>
  );
}
