/** The oxygen caches: how much is cached at each camp, and whether it is ever breathed there. */
import * as C from '@/engines/everest/constants';
import { breathesOxygenAt } from '@/engines/everest/selectors';
import type { EverestState } from '@/engines/everest/types';
import { amount, cachesHelp } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

export function CachesPanel({ game }: { game: EverestState }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-caches">
      <h2 id="ev-caches">Caches</h2>
      <table className={shared.table}>
        <thead>
          <tr>
            <th scope="col">Camp</th>
            <th scope="col">Altitude</th>
            <th scope="col">O₂ cached</th>
            <th scope="col">Breathed here?</th>
          </tr>
        </thead>
        <tbody>
          {C.CACHE_CAMPS.map((c) => (
            <tr key={c}>
              <th scope="row">{C.CAMP_NAMES[c]}</th>
              <td>{C.ALTITUDES[c]} m</td>
              <td>{amount(game.caches[c])}</td>
              <td>{breathesOxygenAt(c) ? 'Yes' : `No: below ${C.OXYGEN_ALTITUDE} m`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.help}>{cachesHelp()}</p>
    </section>
  );
}
