/**
 * For tests only. The balance tests build a class from policies played on many seeds (one code per seed, so that a
 * policy's luck evens out); the report never ranks codes of different seeds together and gives each seed its own
 * group. This joins one simulation's groups back into one list of rows, numbered 1…n, so a test can ask how the
 * report's own figures (leaderboard, class statistics, debrief) would treat those codes side by side.
 */
import type { CodeGame } from '@/engines/core/code';
import type { ClassReport, VerifiedRow } from './report';

export function allRowsOf(report: ClassReport, game: CodeGame): VerifiedRow[] {
  const rows = report.games.filter((g) => g.game === game).flatMap((g) => g.rows);
  rows.forEach((r, i) => (r.index = i + 1));
  return rows;
}
