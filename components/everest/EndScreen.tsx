/**
 * The end screen: the expedition summary with its score breakdown, then the result code (class games carry the class
 * id and seed, solo games neither the id nor the typed seed) and the XP earned.
 */
import * as C from '@/engines/everest/constants';
import { scoreOf } from '@/engines/everest/selectors';
import { codeFor, summaryOf } from '@/engines/everest/classroom';
import type { Difficulty, EverestState } from '@/engines/everest/types';
import type { ClassContext } from '@/engines/core/classLink';
import { finishId } from '@/engines/progress/award';
import type { EverestGrade } from '@/engines/progress/types';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { scoreLabels } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

const SCORE_LABELS = scoreLabels();
const SCORE_ROWS = ['summit', 'returned', 'time', 'healthMorale', 'supplies', 'rescues', 'roles'] as const;

interface Props {
  game: EverestState;
  classCtx: ClassContext<{ difficulty: Difficulty }> | null;
  nickname: string;
  onNickname: (text: string) => void;
}

export function EndScreen({ game, classCtx, nickname, onNickname }: Props) {
  return (
    <Summary game={game}>
      <ResultCode game={game} classCtx={classCtx} nickname={nickname} onNickname={onNickname} />
    </Summary>
  );
}

function ResultCode({ game, classCtx, nickname, onNickname }: Props) {
  const xp = (
    <EndScreenXp
      finish={{
        game: 'everest',
        id: finishId(game.seed, game.moves ?? [game.day, game.location, game.endReason]),
        result: { grade: scoreOf(game).grade as EverestGrade, summited: game.summited },
      }}
    />
  );
  if (!game.moves)
    return (
      <>
        <p className={styles.help} data-testid="no-code">
          This expedition has no result code: it was started before result codes existed, or its saved moves could not be checked. Start a
          new expedition to get one.
        </p>
        {xp}
      </>
    );
  return (
    <>
      <ResultCodePanel
        makeCode={(n, attempt) =>
          codeFor(game, classCtx ? { classId: classCtx.classId, nickname: n, seed: classCtx.seed, attempt } : { classId: '', nickname: n, attempt }) ?? ''
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
