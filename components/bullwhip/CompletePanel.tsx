'use client';
/**
 * The end screen: the chain's cost first (the score, docs/rules/bullwhip.md "Score"), the own tier's cost, the
 * autopilot's, service and the variance ratio; the lesson; View Details (the debrief, its own chunk) and Play Again;
 * the result code and the XP the finish earns. A Team chain (docs/rules/bullwhip.md, "Team mode") shows the chain's
 * cost and every tier's orders and cost with its player; its one code is the chain's, and it earns no XP (the device's
 * progress is one student's).
 */
import { lazy, Suspense, type Ref } from 'react';
import { LESSON_QUOTE, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { playerName, TEAM_MODE } from '@/engines/bullwhip/team';
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
  const team = game.mode === TEAM_MODE;
  return (
    <section className={`${CARD} ${styles.complete}`} aria-labelledby="bw-complete">
      <h2 id="bw-complete" ref={headingRef} tabIndex={-1}>
        Game Complete
      </h2>
      {team && <TeamResult played={played} summary={summary} />}
      {!team && (
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
      )}
      <blockquote className={styles.quote}>{LESSON_QUOTE}</blockquote>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-primary" aria-expanded={showDebrief} aria-controls="bw-debrief" onClick={onToggleDebrief}>
          {showDebrief ? 'Hide Details' : 'View Details'}
        </button>
        {/* The same game with one change (docs/rules/bullwhip.md, "What if?"): its own chunk, loaded on the click. A Team
            chain has no one student's seat to replay. */}
        {!team && <WhatIfButton game="bullwhip" source={{ record: played.record }} />}
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
      {!team && (
        <EndScreenXp
          finish={{
            game: 'bullwhip',
            id: finishId(game.seed, [game.scenario, game.playerRole, movesOf(game)]),
            result: { chainCost: summary.chainCost, autopilotChainCost: summary.autopilotChainCost },
          }}
        />
      )}
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

/** A Team chain's result: the chain's cost (the score) and, per tier, who played it, its orders and its cost. */
function TeamResult({ played, summary }: { played: BullwhipPlayed; summary: BullwhipSummary }) {
  const game = played.state;
  return (
    <>
      <dl className={styles.kpis}>
        <div>
          <dt>Total chain cost (the team’s score)</dt>
          <dd data-testid="final-chain-cost">{cost(summary.chainCost)}</dd>
        </div>
        <div>
          <dt>Autopilot’s chain cost on the same demand</dt>
          <dd data-testid="final-autopilot">{cost(summary.autopilotChainCost)}</dd>
        </div>
        <div>
          <dt>Average service</dt>
          <dd data-testid="final-service">{percent(averageService(game))}</dd>
        </div>
      </dl>
      <div className={`${shared.tableWrap} ${styles.teamTable}`} tabIndex={0} role="region" aria-label="Every tier’s orders">
        <table className={`${shared.table} ${styles.numbers}`} data-testid="team-orders">
          <caption>Every tier’s orders, round by round</caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Played by</th>
              {game.log.map((e) => (
                <th scope="col" key={e.round}>
                  <span className="visually-hidden">Round </span>
                  {e.round}
                </th>
              ))}
              <th scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {TIERS.map((t) => (
              <tr key={t}>
                <th scope="row">{TIER_NAMES[t]}</th>
                <td>{game.humans.includes(t) ? playerName(game.humans, t) : 'Autopilot'}</td>
                {game.log.map((e) => (
                  <td key={e.round}>{e.orders[t]}</td>
                ))}
                <td data-testid={`team-cost-${t}`}>{cost(game.nodes[t].costCum)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Customer demand</th>
              <td>—</td>
              {game.log.map((e) => (
                <td key={e.round}>{e.demand}</td>
              ))}
              <td>—</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
