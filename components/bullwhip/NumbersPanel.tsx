'use client';
/**
 * Your numbers: the player's stock, backlog, costs and service, and the chain's cost and average service. `ownOnly`
 * (a Team turn): the player's own tier's figures only, nothing summed over the chain.
 */
import { averageService, playerNode, teamChainCost } from '@/engines/bullwhip/selectors';
import type { GameState } from '@/engines/bullwhip/types';
import { cost } from '@/engines/core/format';
import { percent } from '@/content/bullwhip/texts';
import { CARD } from './ui';
import styles from './Game.module.css';

export function NumbersPanel({ game, ownOnly = false }: { game: GameState; ownOnly?: boolean }) {
  const node = playerNode(game);
  return (
    <section className={`${CARD} ${styles.kpiCard}`} aria-labelledby="bw-kpi">
      <h2 id="bw-kpi">Your numbers</h2>
      <dl className={styles.kpis}>
        <div>
          <dt>Inventory</dt>
          <dd>{node.inv}</dd>
        </div>
        <div>
          <dt>Backlog</dt>
          <dd>{node.back}</dd>
        </div>
        <div>
          <dt>Week cost</dt>
          <dd data-testid="week-cost">{cost(node.costWeek)}</dd>
        </div>
        <div>
          <dt>Total cost</dt>
          <dd data-testid="total-cost">{cost(node.costCum)}</dd>
        </div>
        <div>
          <dt>Service %</dt>
          <dd>{percent(node.serviceFill)}</dd>
        </div>
        {!ownOnly && (
          <>
            <div>
              <dt>Team chain cost</dt>
              <dd>{cost(teamChainCost(game))}</dd>
            </div>
            <div>
              <dt>Average service</dt>
              <dd>{percent(averageService(game))}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
