'use client';
/**
 * The player's pipeline: the traffic light, what arrives (the customer's order, stock and backlog, shipments or
 * production, each labelled with the round the engine delivers it: docs/rules/bullwhip.md "The screen"), and the
 * track that draws a resolved round's move.
 */
import { TIER_NAMES } from '@/engines/bullwhip/constants';
import {
  arrivalRound,
  customerOf,
  incomingOrder,
  infoSyncRound,
  playerNode,
  seesCustomerDemand,
  sharedDemand,
  supplierOf,
  trafficLight,
} from '@/engines/bullwhip/selectors';
import type { GameState } from '@/engines/bullwhip/types';
import { TRAFFIC_TEXT } from '@/content/bullwhip/texts';
import shared from '@/components/sim/shared.module.css';
import { PipelineTrack } from './PipelineTrack';
import type { PipelineMove } from './pipelineMove';
import { CARD } from './ui';
import styles from './Game.module.css';

interface Props {
  game: GameState;
  /** The move being drawn (presentation only), or null. */
  move: PipelineMove | null;
  onLanded: () => void;
  /** A Team player's turn: the round resolves after every player's order, not at this player's button. */
  teamTurn?: boolean;
}

export function PipelinePanel({ game, move, onLanded, teamTurn = false }: Props) {
  const me = game.playerRole;
  const node = playerNode(game);
  const light = trafficLight(node);
  const downstream = customerOf(me);
  const upstream = supplierOf(me);
  const lastEntry = game.log[game.log.length - 1];
  const syncRound = me === 'R' ? null : infoSyncRound(game);
  /** One wording for everything that arrives: orders and shipments due when round `round + i` is resolved. */
  const arrivalLabel = (i: number) => {
    const { round, afterLastRound } = arrivalRound(game, i);
    if (i === 0) return `Arriving this round (round ${round})`;
    return afterLastRound ? `Arriving in round ${round}, after the last round` : `Arriving in round ${round}`;
  };
  return (
    <section className={`${CARD} ${styles.pipeline}`} aria-labelledby="bw-pipeline">
      <h2 id="bw-pipeline">Pipeline: {TIER_NAMES[me]}</h2>
      <p className={`${styles.light} ${styles[light]}`} data-testid="traffic-light" data-light={light}>
        <span className={styles.lamp} aria-hidden="true">
          {light === 'red' ? '■' : light === 'yellow' ? '▲' : '●'}
        </span>
        <span>
          <strong>{TRAFFIC_TEXT[light].label}</strong>: {TRAFFIC_TEXT[light].detail}
        </span>
      </p>
      <div className={styles.flow}>
        <div className={styles.flowBox}>
          <h3>Incoming orders</h3>
          {downstream === null ? (
            <p>
              Customers buy straight from your shelf. Last week they bought <strong>{node.demand}</strong>.
            </p>
          ) : (
            <p>
              <span data-testid="incoming-order-label">
                Order from the {TIER_NAMES[downstream]}, {arrivalLabel(0).toLowerCase()}
              </span>
              : <strong data-testid="incoming-order" data-round={game.round}>{incomingOrder(game)}</strong>
              <br />
              Last week you received {node.demand}.
            </p>
          )}
          {me !== 'R' && (
            <p className={`${shared.muted} ${styles.line}`} data-testid="info-sync-note">
              {syncRound !== null && lastEntry ? (
                <>
                  Info sync (shared from round {syncRound}): customers bought{' '}
                  <strong>{sharedDemand(game, lastEntry) ?? '—'}</strong> last week.
                </>
              ) : (
                'You cannot see what customers buy.'
              )}
            </p>
          )}
        </div>
        <div className={styles.flowBox}>
          <h3>Inventory and backlog</h3>
          <p className={styles.big}>
            <span>
              <strong data-testid="inv">{node.inv}</strong> in stock
            </span>
            <span>
              <strong data-testid="back">{node.back}</strong> owed
            </span>
          </p>
        </div>
        <div className={styles.flowBox}>
          <h3>{upstream === null ? 'Incoming production' : 'Incoming shipments'}</h3>
          <ul className={styles.ships}>
            {node.inShips.map((q, i) => (
              <li key={i} data-testid="arrival" data-round={arrivalRound(game, i).round}>
                {arrivalLabel(i)}: <strong>{q}</strong>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PipelineTrack
        slots={node.inShips}
        round={game.round}
        maxRounds={game.maxRounds}
        stock={node.inv}
        supplierLabel={upstream === null ? 'Production' : TIER_NAMES[upstream]}
        move={move && move.round === game.round - 1 ? move : null}
        onLanded={onLanded}
      />
      <p className={`${shared.muted} ${styles.line}`}>
        {teamTurn
          ? `“This round” means when round ${game.round} is resolved, after every player’s order: what arrives then is in stock before you ship.`
          : `“This round” means when you press Resolve Round for round ${game.round}: what arrives then is in stock before you ship.`}
      </p>
      {seesCustomerDemand(game) && game.activeEvent && <p className={styles.event}>Last week: {game.activeEvent}</p>}
    </section>
  );
}
