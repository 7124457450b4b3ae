'use client';
/**
 * The game-over dialog's result: the table's result code (a class code when the game is the class's) and the XP the
 * finish earns. A game whose history does not replay to it gets no code and says why.
 */
import { ranking, type GameState } from '@/engines/city-tycoon';
import { codeFor, type TycoonMove, type TycoonSettings } from '@/engines/city-tycoon/classroom';
import type { ClassContext } from '@/engines/core/classLink';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';
import styles from './CityTycoon.module.css';

interface Props {
  game: GameState;
  /** The finished game's history when its replay gives this very game (historyOf), else null. */
  endMoves: TycoonMove[] | null;
  /** The class context when this game is the class's game (its seed and settings), else null. */
  classGame: ClassContext<TycoonSettings> | null;
  nickname: string;
  onNickname: (text: string) => void;
}

export function ResultPanel({ game: g, endMoves, classGame, nickname, onNickname }: Props) {
  return (
    <>
      {endMoves ? (
        <ResultCodePanel
          makeCode={(name, attempt) =>
            codeFor(g, classGame ? { classId: classGame.classId, nickname: name, seed: classGame.seed, attempt } : { classId: '', nickname: name, attempt })
          }
          place={{ game: 'city-tycoon', classId: classGame ? classGame.classId : '', seed: classGame ? classGame.seed : g.seed }}
          nickname={nickname}
          onNickname={onNickname}
        />
      ) : (
        <p className={styles.small} data-testid="no-result-code">
          No result code for this game: its moves were not all recorded on this device (it was started before result codes existed, or
          its save was changed outside the game). Start a new game to get one.
        </p>
      )}
      <EndScreenXp
        finish={{
          game: 'city-tycoon',
          id: finishId(g.seed, endMoves ?? [g.turn, g.players.map((p) => p.cash)]),
          // The table shares one device: the rank of Player 1, who set the table up (engines/progress/types.ts).
          result: { players: g.players.length, rank: ranking(g).find((r) => r.id === g.players[0].id)?.rank ?? g.players.length },
        }}
      />
    </>
  );
}
