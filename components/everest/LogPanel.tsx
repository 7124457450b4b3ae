/** The event log, newest first (the engine's log). */
import type { EverestState } from '@/engines/everest/types';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

export function LogPanel({ game }: { game: EverestState }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-log">
      <h2 id="ev-log">Event log</h2>
      <ol className={styles.log} tabIndex={0} aria-label="Event log, newest first" data-testid="log">
        {game.log
          .map((e, i) => ({ e, i }))
          .reverse()
          .map(({ e, i }) => (
            <li key={i} className={styles[`log_${e.kind}`]}>
              <span className={styles.logDay}>Day {e.day}</span> {e.text}
            </li>
          ))}
      </ol>
    </section>
  );
}
