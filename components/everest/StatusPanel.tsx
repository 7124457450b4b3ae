/** The expedition at a glance: day, location, today's weather, supplies, team averages and the score. */
import * as C from '@/engines/everest/constants';
import { acclLevel, cachedOxygen, currentDay, daysLeft, scoreOf, settingsOf, teamAverages, timeBonusIfHomeToday, weatherKind, weatherOfDay } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import { WEATHER_WORDS, amount, gradeLine } from '@/content/everest/text';
import styles from './Everest.module.css';

export function StatusPanel({ game }: { game: EverestState }) {
  const avg = teamAverages(game);
  const score = scoreOf(game);
  const today = weatherOfDay(game);
  const weather = WEATHER_WORDS[weatherKind(today)];
  return (
    <section aria-label="Expedition status" className={styles.status} data-testid="status">
      <div className={styles.stat}>
        <span className={styles.statLabel}>Day</span>
        <span className={styles.statValue} data-testid="day">
          {`${currentDay(game)} of ${settingsOf(game).days}`}
        </span>
        <span className={styles.statSub}>
          Phase <strong data-testid="phase">{game.phase}</strong> · {daysLeft(game)} days left
        </span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Location</span>
        <span className={styles.statValue} data-testid="location">
          {C.CAMP_NAMES[game.location]}
        </span>
        <span className={styles.statSub}>{C.ALTITUDES[game.location]} m</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Weather today</span>
        <span className={styles.statValue}>
          <span aria-hidden="true">{weather.icon} </span>
          {weather.label}
        </span>
        <span className={styles.statSub}>
          {today.wind} km/h · {today.temp} °C · vis {today.vis}
        </span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Supplies</span>
        <span className={styles.statValue} data-testid="supplies">
          O₂ {amount(game.oxygen)} · food {amount(game.food)}
        </span>
        <span className={styles.statSub}>O₂ in caches: {amount(cachedOxygen(game))}</span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel}>Team averages</span>
        <span className={styles.statSubStrong}>
          Health {Math.round(avg.health)} · Morale {Math.round(avg.morale)}
        </span>
        <span className={styles.statSub}>
          Fatigue {Math.round(avg.fatigue)} · Accl. {Math.round(avg.accl)} (level {acclLevel(avg.accl).toFixed(1)})
        </span>
      </div>
      <div className={styles.stat}>
        <span className={styles.statLabel} data-testid="score-label">
          {score.final ? 'Final score' : 'Score if the expedition ended now'}
        </span>
        <span className={styles.statValue} data-testid="score">
          {score.total} · grade {score.grade}
        </span>
        {!score.final && (
          <span className={styles.statSub} data-testid="score-time">
            No time bonus yet: {timeBonusIfHomeToday(game)} if home from the summit today
          </span>
        )}
        <span className={styles.statSub}>{gradeLine()}</span>
      </div>
    </section>
  );
}
