/** The next three days' weather, and how weather adds to the move risk. */
import * as C from '@/engines/everest/constants';
import { forecast, stormChance, weatherKind } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import { WEATHER_WORDS, pct, weatherLine } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

export function ForecastPanel({ game }: { game: EverestState }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-forecast">
      <h2 id="ev-forecast">3-day forecast</h2>
      <ul className={styles.forecast}>
        {forecast(game).map((w) => {
          const kind = weatherKind(w);
          return (
            <li key={w.day} className={kind === 'storm' ? styles.stormDay : undefined}>
              <strong>Day {w.day}</strong>
              <span aria-hidden="true" className={`${styles.wIcon} emoji`}>
                {WEATHER_WORDS[kind].icon}
              </span>
              <span>{weatherLine(w)}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.help}>
        Storm chance {pct(stormChance(game))} a day on {game.difficulty}. A storm adds +{C.RISK_STORM} to move risk, wind above{' '}
        {C.RISK_WIND_LINE} km/h +{C.RISK_WIND}, colder than {C.RISK_COLD_LINE} °C +{C.RISK_COLD}.
      </p>
    </section>
  );
}
