/**
 * The end screen: the expedition summary with its score breakdown, then the result code made from the expedition's
 * record (class games carry the class id and seed, solo games neither the id nor the typed seed) and the XP earned;
 * "What if?" replays it with one change.
 */
import * as C from '@/engines/everest/constants';
import { scoreOf } from '@/engines/everest/selectors';
import { codeFor, codeMovesOf, summaryOf, type EverestPlayed } from '@/engines/everest/classroom';
import type { Difficulty, EverestState } from '@/engines/everest/types';
import type { ClassContext } from '@/engines/core/classLink';
import { finishId } from '@/engines/progress/award';
import type { EverestGrade } from '@/engines/progress/types';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { WhatIfButton } from '@/components/whatif/WhatIfButton';
import { scoreLabels } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

const SCORE_LABELS = scoreLabels();
const SCORE_ROWS = ['summit', 'returned', 'time', 'healthMorale', 'supplies', 'rescues', 'roles'] as const;

interface Props {
  played: EverestPlayed;
  classCtx: ClassContext<{ difficulty: Difficulty }> | null;
  nickname: string;
  onNickname: (text: string) => void;
}

export function EndScreen({ played, classCtx, nickname, onNickname }: Props) {
  return (
    <Summary game={played.state}>
      {/* The same expedition with one change (docs/rules/everest.md, "What if?"): its own chunk, loaded on the click. */}
      <p>
        <WhatIfButton game="everest" source={{ record: played.record }} />
      </p>
      <ResultCode played={played} classCtx={classCtx} nickname={nickname} onNickname={onNickname} />
    </Summary>
  );
}

function ResultCode({ played, classCtx, nickname, onNickname }: Props) {
  const game = played.state;
  const xp = (
    <EndScreenXp
      finish={{
        game: 'everest',
        // The same moves on the same seed earn once (docs/rules/everest.md, "Moves, saves and result codes").
        id: finishId(game.seed, codeMovesOf(played)),
        result: { grade: scoreOf(game).grade as EverestGrade, summited: game.summited },
      }}
    />
  );
  return (
    <>
      <ResultCodePanel
        makeCode={(n, attempt) =>
          codeFor(played, classCtx ? { classId: classCtx.classId, nickname: n, seed: classCtx.seed, attempt } : { classId: '', nickname: n, attempt }) ?? ''
        }
        place={{ game: 'everest', classId: classCtx?.classId ?? '', seed: classCtx?.seed ?? game.seed }}
        nickname={nickname}
        onNickname={onNickname}
      />
      {xp}
    </>
  );
}

function Summary({ game, children }: { game: EverestState; children?: React.ReactNode }) {
  const s = scoreOf(game);
  const sum = summaryOf(game);
  const headline = game.endReason === 'returned' ? 'Summit and safe return!' : game.summited ? 'Summit reached, but not back in time' : 'The summit was not reached';
  return (
    <section className={`${shared.panel} ${styles.summary}`} aria-labelledby="ev-summary" data-testid="summary">
      <h2 id="ev-summary">Expedition summary: {headline}</h2>
      {game.endReason === 'window' && (
        <p className={styles.alert}>
          <strong>{C.MSG.windowClosed}</strong> — {C.MSG.windowClosedText}
        </p>
      )}
      <p>
        Final score <strong>{s.total}</strong>, grade <strong data-testid="grade">{s.grade}</strong>, after {game.day} days on {game.difficulty} (seed &quot;{game.seed}&quot;).
      </p>
      <dl className={styles.summaryFigures} data-testid="summary-figures">
        <div>
          <dt>Summit reached</dt>
          <dd data-testid="summary-summit">{sum.summit ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Home safe</dt>
          <dd data-testid="summary-home">{sum.home ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Days</dt>
          <dd data-testid="summary-days">{sum.days}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd data-testid="summary-score">{sum.score}</dd>
        </div>
        <div>
          <dt>Grade</dt>
          <dd data-testid="summary-grade">{sum.grade}</dd>
        </div>
      </dl>
      <table className={shared.table}>
        <caption className="visually-hidden">Score breakdown</caption>
        <tbody>
          {SCORE_ROWS.map((k) => (
            <tr key={k}>
              <th scope="row">{SCORE_LABELS[k]}</th>
              <td>{s[k]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.help}>Start a new expedition from the planning panel: try another difficulty, or the same seed with a different plan.</p>
      {children}
    </section>
  );
}
