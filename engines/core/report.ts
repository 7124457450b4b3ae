/**
 * The class report's view of a game (docs/classroom.md). Each game's `engines/<game>/classroom.ts` exports a
 * GameReport over its result summary (the `Summary` of its codec: exactly the figures the report shows, recomputed by
 * the replay), and the teacher's page renders every game the same way from it: a table, the main figure's
 * distribution and class average, a leaderboard, and (optionally) round-by-round series.
 */

export interface ReportColumn<Row> {
  key: string;
  /** Column heading, as the teacher reads it. */
  label: string;
  /** The cell as text (also what the CSV holds). */
  text: (row: Row) => string;
  /** A number for sorting and charts (omit for text columns). */
  value?: (row: Row) => number;
}

export interface ReportSeries {
  /** e.g. "Your orders" / "Customer demand". */
  label: string;
  values: number[];
}

export interface GameReport<Row, Derived = unknown> {
  game: string;
  /** The simulation's name. */
  title: string;
  columns: ReportColumn<Row>[];
  /**
   * The figure a teacher discusses first; drives the distribution chart, the average and the leaderboard. A game
   * without a score (LaunchPad) has none: no leaderboard, only its `choices`.
   */
  main?: { label: string; value: (row: Row) => number; higherIsBetter: boolean; format: (n: number) => string };
  /**
   * Why a row is listed but not ranked (left out of the leaderboard, the class figures and the debrief's
   * "ask this student"), or null when it ranks. `derived` is what the replay derived beside the summary.
   */
  unranked?: (row: Row, derived: Derived | undefined) => string | null;
  /**
   * Choices the class makes, shown as distributions to discuss (how many students chose each answer). Each row
   * gives its answers (none, one, or several) as the teacher reads them.
   */
  choices?: { key: string; label: string; answers: (row: Row, derived: Derived | undefined) => string[] }[];
  /** Round-by-round lines (Bullwhip: the student's orders against demand), when the game has them. */
  series?: (row: Row) => ReportSeries[];
  /**
   * Round-by-round charts drawn one per title, from each row's summary and what its replay derived (Bullwhip's team
   * chains: one chart per tier, its orders against demand). Rows that give none are left out of them.
   */
  seriesGroups?: { heading: string; of: (row: Row, derived: Derived | undefined) => { title: string; series: ReportSeries[] }[] };
}

/** Median of a list (NaN for none). */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  // A typed array sorts numbers natively (no comparator call per pair): a class of 20,000 stays quick.
  const s = Float64Array.from(values).sort();
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}

/** Population variance. */
export function variance(values: readonly number[]): number {
  if (!values.length) return NaN;
  const m = mean(values);
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length;
}
