'use client';
/**
 * Team mode's screens (docs/rules/bullwhip.md, "Team mode"): the hand-over between turns, which shows nothing of the
 * game but who plays next, and one player's turn, which draws only that tier's figures (the other tiers' are not in
 * the page at all, as in the classic beer game). Whose turn it is comes from the engine (`whoseTurn`); the screen
 * only remembers whether the next player has tapped "I am the …".
 */
import type { FormEvent, Ref } from 'react';
import { TIER_NAMES } from '@/engines/bullwhip/constants';
import { seatView } from '@/engines/bullwhip/selectors';
import { playerName } from '@/engines/bullwhip/team';
import type { GameState, Tier } from '@/engines/bullwhip/types';
import shared from '@/components/sim/shared.module.css';
import { PipelinePanel } from './PipelinePanel';
import { NumbersPanel } from './NumbersPanel';
import { HistoryPanel } from './HistoryPanel';
import { OrderField } from './OrderField';
import { CARD } from './ui';
import styles from './Game.module.css';

/** Between turns: only who plays next, and the button that shows their tier. */
export function HandOver({ game, tier, buttonRef, onReveal }: { game: GameState; tier: Tier; buttonRef: Ref<HTMLButtonElement>; onReveal: () => void }) {
  const player = playerName(game.humans, tier);
  return (
    <section className={`${CARD} ${styles.handOver}`} aria-labelledby="bw-handover" data-testid="hand-over">
      <h2 id="bw-handover">
        {player} — pass the device to the {TIER_NAMES[tier]}
      </h2>
      <p className={`${shared.muted} ${styles.line}`}>Each player sees only their own tier. Everything is shown at the end.</p>
      <button ref={buttonRef} type="button" className={`btn btn-primary ${styles.resolve}`} onClick={onReveal}>
        I am the {TIER_NAMES[tier]}
      </button>
    </section>
  );
}

interface TurnProps {
  game: GameState;
  tier: Tier;
  orderText: string;
  onOrderText: (text: string) => void;
  orderRef: Ref<HTMLInputElement>;
  onOrder: (e: FormEvent) => void;
}

/** One player's turn: their order, and their own tier's pipeline, numbers and history — nothing of the others'. */
export function TeamTurn({ game, tier, orderText, onOrderText, orderRef, onOrder }: TurnProps) {
  const view = seatView(game, tier);
  return (
    <div className={styles.grid} data-tier={tier} data-testid={`team-turn-${tier}`}>
      <PipelinePanel game={view} move={null} onLanded={() => {}} teamTurn />
      <section className={`${CARD} ${styles.decision}`} aria-labelledby="bw-decision">
        <h2 id="bw-decision">
          Round <span data-testid="round">{game.round}</span> of {game.maxRounds}
        </h2>
        <p className={`${shared.muted} ${styles.line}`} data-testid="team-player">
          {playerName(game.humans, tier)}, the <strong>{TIER_NAMES[tier]}</strong>
        </p>
        <form onSubmit={onOrder}>
          <OrderField orderText={orderText} onOrderText={onOrderText} orderRef={orderRef} />
          <button type="submit" className={`btn btn-primary ${styles.resolve}`}>
            Place order
          </button>
        </form>
      </section>
      <NumbersPanel game={view} ownOnly />
      <HistoryPanel game={view} />
    </div>
  );
}
