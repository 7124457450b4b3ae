/**
 * For tests only.
 *
 * A toy game for the report's tests (`toy`, `toyReport`, `make`), and `allRowsOf`. The balance tests build a class from policies played on many seeds (one code per seed, so that a
 * policy's luck evens out); the report never ranks codes of different seeds together and gives each seed its own
 * group. This joins one simulation's groups back into one list of rows, numbered 1…n, so a test can ask how the
 * report's own figures (leaderboard, class statistics, debrief) would treat those codes side by side.
 */
import { encodeCode, type CodeGame, type GameCodec } from '@/engines/core/code';
import type { GameReport } from '@/engines/core/report';
import type { ClassReport, Codecs, VerifiedRow } from './report';

export function allRowsOf(report: ClassReport, game: CodeGame): VerifiedRow[] {
  const rows = report.games.filter((g) => g.game === game).flatMap((g) => g.rows);
  rows.forEach((r, i) => (r.index = i + 1));
  return rows;
}

/** A toy game: add 1–3 per move until the total reaches the target; the summary keeps each move as a series. */
export type Settings = { target: number };
export type Summary = { total: number; turns: number; moves: number[] };
export const toy: GameCodec<Settings, number, Summary> = {
  game: 'bullwhip',
  rulesVersion: 1,
  writeSettings: (w, s) => void w.uint(s.target),
  readSettings: (r) => ({ target: r.uint(100) }),
  writeMoves: (w, ms) => {
    w.uint(ms.length);
    for (const m of ms) w.uint(m);
  },
  readMoves: (r) => r.list(200, (x) => x.uint(9)),
  writeSummary: (w, s) => {
    w.uint(s.total).uint(s.turns).uint(s.moves.length);
    for (const m of s.moves) w.uint(m);
  },
  readSummary: (r) => ({ total: r.uint(), turns: r.uint(), moves: r.list(200, (x) => x.uint(9)) }),
  replay: (s, _seed, moves) => {
    let total = 0;
    for (let i = 0; i < moves.length; i++) {
      if (moves[i] < 1 || moves[i] > 3) return { ok: false, moveIndex: i, message: 'a move adds 1 to 3' };
      total += moves[i];
    }
    return { ok: true, finished: total >= s.target, summary: { total, turns: moves.length, moves: [...moves] } };
  },
  // The toy game hands in half-way codes: "round <total> of <target>".
  progress: (s, y) => ({ done: y.total, total: s.target, unit: 'round' }),
};
export const codecs: Codecs = { bullwhip: toy };
export const toyReport: GameReport<Summary> = {
  game: 'bullwhip',
  title: 'Toy',
  columns: [
    { key: 'turns', label: 'Turns', text: (s) => String(s.turns), value: (s) => s.turns },
    { key: 'note', label: 'Note', text: (s) => (s.turns > 4 ? '=cmd|calc' : 'ok, "fine"') },
  ],
  main: { label: 'Turns', value: (s) => s.turns, higherIsBetter: false, format: (n) => n.toFixed(1) },
  series: (s) => [
    { label: 'Your adds', values: s.moves },
    { label: 'Customer demand', values: s.moves.map((_, i) => (i % 2 ? 2 : 1)) },
  ],
};

/** A toy code: class C-CLASS1, seed S1, target 6 unless told otherwise; attempt 1 and final unless told otherwise. */
export const make = (
  nickname: string,
  moves: number[],
  extra: Partial<{ classId: string; seed: string; attempt: number; inProgress: boolean; target: number }> = {},
) =>
  encodeCode(toy, {
    classId: extra.classId ?? 'C-CLASS1',
    nickname,
    seed: extra.seed ?? 'S1',
    attempt: extra.attempt,
    inProgress: extra.inProgress,
    settings: { target: extra.target ?? 6 },
    moves,
    summary: { total: moves.reduce((a, b) => a + b, 0), turns: moves.length, moves },
  });
