'use client';
/**
 * XP on a simulation's end screen (figures and rules: engines/progress/constants.ts). Mount it once on the end screen:
 *
 *   <EndScreenXp finish={{ game, id, result }} />
 *
 *   game    'bullwhip' | 'everest' | 'summit' | 'city-tycoon' | 'launchpad'
 *   id      this finished game's id: finishId(seed, moves) from '@/engines/progress/award' (same game → same id)
 *   result  by game (engines/progress/types.ts says where each value comes from):
 *             bullwhip     { chainCost: number; autopilotChainCost: number }   the chain's cost vs the autopilot's in the seat
 *             everest      { grade: 'S' | 'A+' | 'A' | 'B' | 'C' | 'D'; summited: boolean }
 *             summit       { won: boolean; survivors: number }       survivors 0–5
 *             city-tycoon  { players: number; rank: number }         players 2–6; rank of Player 1, 1 = first
 *             launchpad    { stagesDone: number }                    0–9 stages with the student's own choice
 *
 * After mount it counts the finish once in the `progress` record (a reload, a remount or a second tab never
 * counts it again) and shows "+N XP", what it was for, the level, a level-up and any new badge, announced politely.
 * Nothing is sent anywhere. Client-only (it reads the browser's storage): simulations are client islands already.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AwardOutcome, Finish } from '@/engines/progress/types';
import { countFinish, finishKey, outcomeFor, subscribeOutcomes } from '@/lib/progress/store';
import { LevelMeter, levelName } from './LevelMeter';
import { ProgressBoundary } from './ProgressBoundary';
import { formatDate } from './formatDate';
import styles from './progress.module.css';

export const XP_TEXT = {
  title: 'Your XP',
  already: 'This game’s XP was already counted',
  notCounted: 'This game could not be counted for XP.',
  privacy: 'Your XP, level and badges are kept in this browser only: nothing is sent, and there is no leaderboard.',
  seeAll: 'See all your badges',
} as const;

/** What EndScreenXp shows once the finish is counted (exported for tests: it renders without storage). */
export function XpSummary({ outcome }: { outcome: AwardOutcome }) {
  const { breakdown, levelUp, newBadges, earlier } = outcome;
  return (
    <>
      {breakdown ? (
        <p className={`${styles.gain} ${styles.pop}`} data-testid="xp-gained">
          <strong>+{outcome.gained} XP</strong>{' '}
          <span>
            ({breakdown.finish} for finishing
            {breakdown.bonus > 0 ? `, ${breakdown.bonus} for ${breakdown.bonusFor}` : `; no bonus: ${breakdown.bonusFor}`})
          </span>
        </p>
      ) : outcome.already ? (
        <p className={styles.gain} data-testid="xp-gained">
          {XP_TEXT.already}
          {earlier ? ` (+${earlier.xp} XP on ${formatDate(earlier.at)})` : ''}.
        </p>
      ) : (
        <p className={styles.line}>{XP_TEXT.notCounted}</p>
      )}
      {levelUp ? (
        <p className={`${styles.news} ${styles.pop}`} data-testid="xp-level-up">
          <span className={styles.icon} aria-hidden="true">
            ▲
          </span>
          Level up! You are now <strong>{levelName(levelUp.to)}</strong>.
        </p>
      ) : null}
      {newBadges.map((b) => (
        <p key={b.id} className={`${styles.news} ${styles.pop}`} data-testid="xp-new-badge">
          <span className={styles.icon} aria-hidden="true">
            ★
          </span>
          New badge: <strong>{b.name}</strong> — {b.how}
        </p>
      ))}
      <LevelMeter xp={outcome.record.xp} />
    </>
  );
}

function EndScreenXpPanel({ finish }: { finish: Finish }) {
  const key = finishKey(finish);
  const outcome = useSyncExternalStore(subscribeOutcomes, () => outcomeFor(key), () => null);
  // The finish as text: the effect runs again only when another game is finished, not on every render.
  const finishJson = JSON.stringify(finish);
  useEffect(() => {
    countFinish(JSON.parse(finishJson) as Finish);
  }, [finishJson]);
  return (
    <section className={styles.xp} aria-labelledby="end-xp-title" data-testid="end-screen-xp">
      <h2 id="end-xp-title" className={styles.title}>
        {XP_TEXT.title}
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome ? <XpSummary outcome={outcome} /> : null}
      </div>
      <p className={styles.muted}>
        {XP_TEXT.privacy} <a href="/simulation">{XP_TEXT.seeAll}</a>
      </p>
    </section>
  );
}

export function EndScreenXp({ finish }: { finish: Finish }) {
  return (
    <ProgressBoundary>
      <EndScreenXpPanel finish={finish} />
    </ProgressBoundary>
  );
}

export default EndScreenXp;
