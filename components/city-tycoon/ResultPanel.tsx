'use client';
/**
 * The game-over dialog's result: the table's result code (a class code when the game is the class's), made from the
 * game's record, and the XP the finish earns.
 */
import { ranking } from '@/engines/city-tycoon';
import { codeFor, codedMoves, type TycoonPlayed, type TycoonSettings } from '@/engines/city-tycoon/classroom';
import type { ClassContext } from '@/engines/core/classLink';
import { ResultCodePanel } from '@/components/classroom/ResultCodePanel';
import { EndScreenXp } from '@/components/progress/EndScreenXp';
import { finishId } from '@/engines/progress/award';

interface Props {
  /** The finished game: its record and the state it replays to. */
  played: TycoonPlayed;
  /** The class context when this game is the class's game (its seed and settings), else null. */
  classGame: ClassContext<TycoonSettings> | null;
  nickname: string;
  onNickname: (text: string) => void;
}

export function ResultPanel({ played, classGame, nickname, onNickname }: Props) {
  const g = played.state;
  return (
    <>
      <ResultCodePanel
        makeCode={(name, attempt) =>
          codeFor(played, classGame ? { classId: classGame.classId, nickname: name, seed: classGame.seed, attempt } : { classId: '', nickname: name, attempt })
        }
        place={{ game: 'city-tycoon', classId: classGame ? classGame.classId : '', seed: classGame ? classGame.seed : g.seed }}
        nickname={nickname}
        onNickname={onNickname}
      />
      <EndScreenXp
        finish={{
          game: 'city-tycoon',
          id: finishId(g.seed, codedMoves(played)),
          // The table shares one device: the rank of Player 1, who set the table up (engines/progress/types.ts).
          result: { players: g.players.length, rank: ranking(g).find((r) => r.id === g.players[0].id)?.rank ?? g.players.length },
        }}
      />
    </>
  );
}
