'use client';
/**
 * The round's decision: the order box (with − and +, and a note when the text is not the order that will be
 * placed), the one-shot powers the tier holds (each disabled with the engine's reason), Resolve Round, and the
 * half-way code in a class.
 */
import type { FormEvent, Ref } from 'react';
import { POWER_LABELS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { rules } from '@/engines/bullwhip';
import { canHandInHalfWay, codeFor, halfWayProgress } from '@/engines/bullwhip/classroom';
import { heldPowers } from '@/engines/bullwhip/selectors';
import type { BullwhipPlayed } from '@/engines/bullwhip/manifest';
import type { Move } from '@/engines/bullwhip/types';
import { progressWords } from '@/engines/core/code';
import { powerHelp } from '@/content/bullwhip/texts';
import { HalfWayCode } from '@/components/classroom/HalfWayCode';
import shared from '@/components/sim/shared.module.css';
import { OrderField } from './OrderField';
import { CARD } from './ui';
import styles from './Game.module.css';

interface Props {
  /** The game: its record (for the half-way code) and its state. */
  played: BullwhipPlayed;
  dispatch: (m: Move) => unknown;
  orderText: string;
  onOrderText: (text: string) => void;
  orderRef: Ref<HTMLInputElement>;
  onResolve: (e: FormEvent) => void;
  /** The class's id when the game is the class's, else '' (no half-way code). */
  classId: string;
  nickname: string;
  onNickname: (text: string) => void;
}

export function DecisionPanel({ played, dispatch, orderText, onOrderText, orderRef, onResolve, classId, nickname, onNickname }: Props) {
  const game = played.state;
  const me = game.playerRole;
  const powers = heldPowers(me);
  return (
    <section className={`${CARD} ${styles.decision}`} aria-labelledby="bw-decision">
      <h2 id="bw-decision">
        Round <span data-testid="round">{game.round}</span> of {game.maxRounds}
      </h2>
      <p className={`${shared.muted} ${styles.line}`}>
        Whose turn it is in the chain: <strong>{TIER_NAMES[game.currentPlayer]}</strong>
      </p>
      <form onSubmit={onResolve}>
        <OrderField orderText={orderText} onOrderText={onOrderText} orderRef={orderRef} />
        {powers.length > 0 && (
          <fieldset className={styles.powers}>
            <legend>One-shot powers (each works once per game)</legend>
            {powers.map((p) => {
              const available = game.powers[me][p];
              const armed = game.decisions[p];
              const action = { type: armed ? 'disarmPower' : 'armPower', power: p } as const;
              const why = rules.refusal(game, action);
              return (
                <div key={p} className={styles.power}>
                  <button
                    type="button"
                    className={`${styles.powerBtn} ${armed ? styles.armed : ''}`}
                    aria-pressed={armed}
                    disabled={why !== null}
                    title={why?.message}
                    aria-describedby={`bw-help-${p}`}
                    onClick={() => dispatch(action)}
                  >
                    {!available ? `${POWER_LABELS[p]}: used` : armed ? `✓ ${POWER_LABELS[p]} this round` : `Use ${POWER_LABELS[p]}`}
                  </button>
                  <span id={`bw-help-${p}`} className={styles.help}>
                    {powerHelp(p, me)}
                  </span>
                </div>
              );
            })}
          </fieldset>
        )}
        <button type="submit" className={`btn btn-primary ${styles.resolve}`}>
          Resolve Round
        </button>
      </form>
      {classId && canHandInHalfWay(game) && (
        <HalfWayCode
          makeCode={(name, attempt) => codeFor(played, { classId, nickname: name, attempt, inProgress: true })}
          nickname={nickname}
          onNickname={onNickname}
          place={{ game: 'bullwhip', classId, seed: game.seed }}
          progress={progressWords(halfWayProgress(game))}
        />
      )}
    </section>
  );
}
