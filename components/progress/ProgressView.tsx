/**
 * The hub's progress card as a view of a record (no storage, no jotai, no hooks): ProgressCard feeds it the saved
 * record in the browser; the hub's page renders it at build time with an empty record, which HubProgress shows when
 * nothing is saved yet. Not a client module of its own, so the page's copy costs no JavaScript.
 */
import { BADGES, GAME_NAMES } from '@/engines/progress/constants';
import { CODE_GAMES } from '@/engines/core/codeGames';
import { PROGRESS_KEY } from '@/engines/progress/record';
import type { ProgressRecord } from '@/engines/progress/types';
import type { StorageNotice } from '@/lib/storage/notices';
import { LevelMeter } from './LevelMeter';
import { formatDate } from './formatDate';
import styles from './progress.module.css';

export const CARD_TEXT = {
  title: 'Your progress',
  empty: 'Finish a simulation to earn XP and badges.',
  privacy: 'Kept in this browser only: nothing is sent, and there is no leaderboard.',
  setAside:
    'Your progress record could not be read, so it was kept aside in this browser (nothing was deleted) and a fresh one started.',
  more: 'Badges and finishes',
} as const;

export function ProgressView({ record, notices }: { record: ProgressRecord; notices: readonly StorageNotice[] }) {
  const earned = new Map(record.badges.map((b) => [b.id, b]));
  const finished = CODE_GAMES.reduce((sum, g) => sum + record.counts[g], 0);
  return (
    <section className={styles.card} aria-labelledby="progress-title" data-testid="progress-card">
      <div className={styles.head}>
        <h2 id="progress-title" className={styles.title}>
          {CARD_TEXT.title}
        </h2>
        <p className={styles.level} data-testid="progress-summary">
          Badges: {record.badges.length} of {BADGES.length} · Finished: {finished}
        </p>
      </div>
      <LevelMeter xp={record.xp} />
      {notices.map((n) => (
        <p key={n.id} className={styles.notice} role="status">
          {n.id === `corrupt:${PROGRESS_KEY}` ? CARD_TEXT.setAside : `${n.title}. ${n.description}`}
          {n.actions?.map((a) => (
            <button key={a.label} type="button" className="btn btn-outline" onClick={a.run}>
              {a.label}
            </button>
          ))}
        </p>
      ))}
      <details className={styles.details}>
        <summary>{CARD_TEXT.more}</summary>
        <h3>Badges</h3>
        <ul className={styles.list} data-testid="progress-badges">
          {BADGES.map((b) => {
            const got = earned.get(b.id);
            return (
              <li key={b.id} className={`${styles.badge} ${got ? styles.earned : styles.locked}`} data-earned={got ? 'yes' : 'no'}>
                <span aria-hidden="true">{got ? '★' : '☆'}</span>
                <span>
                  {b.name} — {got ? `earned ${formatDate(got.at)}` : `not yet: ${b.how}`}
                </span>
              </li>
            );
          })}
        </ul>
        <h3>Finished</h3>
        <dl className={styles.counts}>
          {CODE_GAMES.map((g) => (
            <div key={g}>
              <dt>{GAME_NAMES[g]}</dt>
              <dd>{record.counts[g]}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className={styles.muted}>
        {finished === 0 ? `${CARD_TEXT.empty} ` : null}
        {CARD_TEXT.privacy}
      </p>
    </section>
  );
}

