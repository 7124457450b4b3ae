/** The five climbers: role, injuries, altitude sickness, critical condition and their four stats. */
import * as C from '@/engines/everest/constants';
import { isCritical } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import shared from '@/components/sim/shared.module.css';
import { Bar } from './Bar';
import styles from './Everest.module.css';

export function TeamPanel({ game }: { game: EverestState }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-team">
      <h2 id="ev-team">Team</h2>
      <ul className={styles.cards}>
        {game.team.map((m) => (
          <li key={m.role} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {m.name} <span className={styles.role}>{C.ROLE_LABELS[m.role]}</span>
            </h3>
            {m.injured && (
              <p className={styles.injured}>
                <span aria-hidden="true">🩹 </span>Injured — rest to treat
              </p>
            )}
            {m.ill && (
              <p className={styles.injured}>
                <span aria-hidden="true">🤢 </span>Altitude sickness — rest to recover
              </p>
            )}
            {isCritical(m) && <p className={styles.injured}>Critical condition</p>}
            <Bar label="Health" value={m.health} tone="good" />
            <Bar label="Fatigue" value={m.fatigue} tone="bad" />
            <Bar label="Morale" value={m.morale} tone="good" />
            <Bar label="Acclimatisation" value={m.accl} tone="neutral" />
          </li>
        ))}
      </ul>
    </section>
  );
}
