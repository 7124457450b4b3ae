/** Each role's goal and how satisfied it is (the engine's `goals`). */
import * as C from '@/engines/everest/constants';
import { goals } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import shared from '@/components/sim/shared.module.css';
import { Bar } from './Bar';
import styles from './Everest.module.css';

export function GoalsPanel({ game }: { game: EverestState }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-goals">
      <h2 id="ev-goals">Role goals</h2>
      <ul className={styles.goals}>
        {goals(game).map((g) => (
          <li key={g.role}>
            <span>
              <strong>{C.ROLE_LABELS[g.role]}</strong> ({g.name}): {g.goal}
            </span>
            <Bar label="Satisfaction" value={g.satisfaction} tone="neutral" />
            <span className={styles.help}>{g.how}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
