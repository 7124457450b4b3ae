/** The notice while the team must rest: the engine's reason, and which day actions wait for the rest. */
import { restMessage } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import styles from './Everest.module.css';

export function RestNotice({ game }: { game: EverestState }) {
  if (game.restRequired <= 0 || game.phase === 'END') return null;
  return (
    <p className={styles.alert} role="status">
      <span aria-hidden="true">⛔ </span>
      {restMessage(game)} Moving, scouting, acclimatising and carrying wait until the team has rested
      {game.restRequired > 1 ? ` (${game.restRequired} rest days needed)` : ''}.
    </p>
  );
}
