'use client';
/**
 * The end screen: the chain's cost first (the score, docs/rules/bullwhip.md "Score"), the own tier's cost, the
 * autopilot's, service and the variance ratio; the lesson; View Details (the debrief, its own chunk) and Play Again;
 * the result code and the XP the finish earns.
 */
import { lazy, Suspense, type Ref } from 'react';
import { LESSON_QUOTE } from '@/engines/bullwhip/constants';
import { codeFor, movesOf, ratioWords, serviceWords, type BullwhipSummary } from '@/engines/bullwhip/classroom';
import { averageService } from '@/engines/bullwhip/selectors';
import type { BullwhipPlayed } from '@/engines/bullwhip/manifest';
import { cost } from '@/engines/core/format';
import { finishId } from '@/engines/progress/award';
import { percent } from '@/content/bullwhip/texts';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { WhatIfButton } from '@/components/whatif/WhatIfButton';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import shared from '@/components/sim/shared.module.css';
import { CARD } from './ui';
import styles from './Game.module.css';

/** The debrief (charts) is its own chunk, fetched only when 'View Details' opens it. */
const Debrief = lazy(() => import('./Debrief'));

interface Props {
  /** The finished game: its record (for the result code) and its state. */
  played: BullwhipPlayed;
  summary: BullwhipSummary;
  headingRef: Ref<HTMLHeadingElement>;
  showDebrief: boolean;
  onToggleDebrief: () => void;
  onPlayAgain: () => void;
  /** The class's id when the game is the class's, else '' (a solo code). */
  classId: string;
  nickname: string;
  onNickname: (text: string) => void;
}

export function CompletePanel({ played, summary, headingRef, showDebrief, onToggleDebrief, onPlayAgain, classId, nickname, onNickname }: Props) {
  const game = played.state;
  return (
    <section className={`${CARD} ${styles.complete}`} aria-labelledby="bw-complete">
      <h2 id="bw-complete" ref={headingRef} tabIndex={-1}>
        Game Complete
      </h2>
      <dl className={styles.kpis}>
        <div>
          <dt>Total chain cost (your score)</dt>
          <dd data-testid="final-chain-cost">{cost(summary.chainCost)}</dd>
        </div>
        <div>
          <dt>Your tier’s cost</dt>
          <dd data-testid="final-cost">{cost(summary.cost)}</dd>
        </div>
        <div>
          <dt>Autopilot’s chain cost in your seat</dt>
          <dd data-testid="final-autopilot">{cost(summary.autopilotChainCost)}</dd>
        </div>
        <div>
          <dt>Average service</dt>
          <dd data-testid="final-service">{percent(averageService(game))}</dd>
        </div>
        <div>
          <dt>Your service</dt>
          <dd data-testid="final-my-service">{serviceWords(summary.service)}</dd>
        </div>
        <div>
          <dt>Your order variance ÷ demand variance</dt>
          <dd data-testid="final-ratio">{ratioWords(summary.ratio)}</dd>
        </div>
      </dl>
      <blockquote className={styles.quote}>{LESSON_QUOTE}</blockquote>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-primary" aria-expanded={showDebrief} aria-controls="bw-debrief" onClick={onToggleDebrief}>
          {showDebrief ? 'Hide Details' : 'View Details'}
        </button>
        {/* The same game with one change (docs/rules/bullwhip.md, "What if?"): its own chunk, loaded on the click. */}
        <WhatIfButton game="bullwhip" source={{ record: played.record }} />
        <button type="button" className="btn btn-outline" onClick={onPlayAgain}>
          Play Again
        </button>
      </div>
      <ResultCodePanel
        makeCode={(name, attempt) => codeFor(played, { classId, nickname: name, attempt })}
        place={{ game: 'bullwhip', classId, seed: game.seed }}
        nickname={nickname}
        onNickname={onNickname}
      />
      <EndScreenXp
        finish={{
          game: 'bullwhip',
          id: finishId(game.seed, [game.scenario, game.playerRole, movesOf(game)]),
          result: { chainCost: summary.chainCost, autopilotChainCost: summary.autopilotChainCost },
        }}
      />
      <div id="bw-debrief">
        {showDebrief && (
          <Suspense
            fallback={
              <p role="status" className={`${shared.muted} ${styles.line}`}>
                Loading the debrief…
              </p>
            }
          >
            <Debrief game={game} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
