'use client';
/**
 * The last rounds, newest first, from the player's seat; with info sync, a column of the customers' demand from the
 * round it was used (earlier rounds say it was not shared: docs/rules/bullwhip.md "The screen").
 */
import { HISTORY_ROUNDS, POWER_LABELS } from '@/engines/bullwhip/constants';
import { infoSyncRound, recentHistory, sharedDemand } from '@/engines/bullwhip/selectors';
import type { GameState } from '@/engines/bullwhip/types';
import { cost } from '@/engines/core/format';
import { historyTitle } from '@/content/bullwhip/texts';
import shared from '@/components/sim/shared.module.css';
import { CARD } from './ui';
import styles from './Game.module.css';

export function HistoryPanel({ game }: { game: GameState }) {
  const me = game.playerRole;
  const syncRound = me === 'R' ? null : infoSyncRound(game);
  return (
    <section className={`${CARD} ${styles.history}`} aria-labelledby="bw-history">
      <h2 id="bw-history">{historyTitle()}</h2>
      {game.log.length === 0 ? (
        <p className={`${shared.muted} ${styles.line}`}>Nothing yet: resolve your first round.</p>
      ) : (
        <div className={shared.tableWrap} tabIndex={0} role="region" aria-label="Round history, newest first">
          <table className={`${shared.table} ${styles.numbers}`} data-testid="history">
            <caption className="visually-hidden">Your last {HISTORY_ROUNDS} rounds, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">{me === 'R' ? 'Customer demand' : 'Demand'}</th>
                {syncRound !== null && <th scope="col">Customers (from round {syncRound})</th>}
                <th scope="col">Shipped</th>
                <th scope="col">Ordered</th>
                <th scope="col">Stock</th>
                <th scope="col">Backlog</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {recentHistory(game).map((e) => (
                <tr key={e.round}>
                  <th scope="row">{e.round}</th>
                  <td>{e.received[me]}</td>
                  {syncRound !== null && (
                    <td data-testid="shared-demand">
                      {sharedDemand(game, e) ?? <span aria-label="not shared (before info sync)">—</span>}
                    </td>
                  )}
                  <td>{e.shipped[me]}</td>
                  <td>
                    {e.orders[me]}
                    {e.powersUsed.length > 0 && <span className={styles.tag}> + {e.powersUsed.map((p) => POWER_LABELS[p]).join(', ')}</span>}
                  </td>
                  <td>{e.inv[me]}</td>
                  <td>{e.back[me]}</td>
                  <td>{cost(e.costs[me])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
