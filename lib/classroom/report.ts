/**
 * The class report's pure logic (issue 13 item 4): verify many pasted codes in chunks (so the page stays responsive
 * with 10,000 codes), group the verified ones by simulation, flag identical move lists under different nicknames,
 * the figures of the class charts, the leaderboard, and the CSV export. No DOM and no storage: the teacher's page
 * (components/teacher/ReportApp.tsx) drives it, and tests inject a toy codec.
 *
 * "Verified" means exactly what verifyCode says: these moves, from these settings and this seed, give this result
 * under the current rules. It does not mean the student played alone.
 */
import { findCodes, verifyCode, type CodeGame, type Expectation, type GameCodec, type Verification } from '@/engines/core/code';
import { mean, median, type GameReport, type ReportSeries } from '@/engines/core/report';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Codecs = Partial<Record<CodeGame, GameCodec<any, any, any>>>;

/** How many codes one task verifies before the page gets a turn (a replay takes well under a millisecond). */
export const CHUNK_SIZE = 50;
/** Biggest text (characters) the paste box or a file may hold. */
export const MAX_TEXT_CHARS = 5_000_000;
/** Biggest file the report reads. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Longest name a teacher may give a class for their own list. */
export const CLASS_NAME_MAX = 40;
/** Most codes one report reads from a paste (the rest are named as skipped). */
export const MAX_CODES = 20_000;

/* ------------------------------------------------------------------ finding and verifying */

export interface Found {
  /** Every distinct code-looking token, in the order pasted. */
  codes: string[];
  /** How many repeats of a code already found were merged. */
  repeats: number;
  /** Codes beyond MAX_CODES, not read. */
  overLimit: number;
  /** Characters beyond MAX_TEXT_CHARS, not read. */
  cutChars: number;
}

/** The codes in any text (a chat log, a spreadsheet column, a CSV): duplicates merged, the text cut at MAX_TEXT_CHARS. */
export function findAll(text: string): Found {
  const cutChars = Math.max(0, text.length - MAX_TEXT_CHARS);
  const { codes, repeats, overLimit } = findCodes(cutChars ? text.slice(0, MAX_TEXT_CHARS) : text, MAX_CODES);
  return { codes, repeats, overLimit, cutChars };
}

/** Verifies codes[start, end) (one task's work). */
export function verifySlice(codes: readonly string[], start: number, end: number, codecs: Codecs, expect: Expectation): Verification[] {
  const out: Verification[] = [];
  for (let i = start; i < Math.min(end, codes.length); i++) out.push(verifyCode(codes[i], codecs, expect));
  return out;
}

/**
 * Gives the page a turn: a new task through a MessageChannel (no 4 ms clamp like nested setTimeout). Not
 * scheduler.yield(): its continuation runs ahead of the tasks already queued, so React's render of the progress
 * text would wait until the very end; a plain task lets the queued render and input go first.
 */
export function yieldToPage(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}

export interface VerifyOptions {
  codecs: Codecs;
  expect?: Expectation;
  chunkSize?: number;
  /** Called after each chunk with how many codes are checked. */
  onProgress?: (checked: number, total: number) => void;
  signal?: AbortSignal;
  /** How to give the page a turn between chunks (tests inject their own). */
  pause?: () => Promise<void>;
}

/**
 * Verifies every code, `chunkSize` per task, giving the page a turn between chunks. Resolves with one verification
 * per code (same order), or with null when cancelled.
 */
export async function verifyInChunks(codes: readonly string[], opts: VerifyOptions): Promise<Verification[] | null> {
  const size = Math.max(1, opts.chunkSize ?? CHUNK_SIZE);
  const pause = opts.pause ?? yieldToPage;
  const out: Verification[] = [];
  for (let start = 0; start < codes.length; start += size) {
    if (opts.signal?.aborted) return null;
    out.push(...verifySlice(codes, start, start + size, opts.codecs, opts.expect ?? {}));
    opts.onProgress?.(out.length, codes.length);
    if (out.length < codes.length) await pause();
  }
  if (opts.signal?.aborted) return null;
  if (codes.length === 0) opts.onProgress?.(0, 0);
  return out;
}

/* ------------------------------------------------------------------ the report */

export interface VerifiedRow {
  /** The code's text (the row's identity). */
  text: string;
  game: CodeGame;
  nickname: string;
  classId: string;
  seed: string;
  /** The settings the code was played with (the game's codec type). */
  settings: unknown;
  /** The replayed summary (what the figures are computed from — never the code's own claim). */
  summary: unknown;
  /** Position within its game, 1-based, in pasted order ("Student n" when names are hidden). */
  index: number;
  /** Nicknames (or "Student n") of other codes with the very same moves, settings and seed. */
  sameMovesAs: string[];
  /** What the replay derived beside the summary (the game's ReplayResult `derived`), when it gives any. */
  derived?: unknown;
}

export interface Rejected {
  text: string;
  verdict: Verification['verdict'];
  message: string;
  nickname?: string;
  game?: CodeGame;
}

export interface ClassReport {
  found: Found;
  /** Verified rows per simulation, in CODE_GAMES order of first appearance. */
  games: { game: CodeGame; rows: VerifiedRow[] }[];
  rejected: Rejected[];
  verifiedCount: number;
}

/** A name for a row in the teacher's table: the nickname, or "Student n" when the student gave none. */
export function rowName(row: Pick<VerifiedRow, 'nickname' | 'index'>): string {
  return row.nickname || `Student ${row.index}`;
}

/** Builds the report from the pasted codes and their verifications (same order). */
export function buildReport(found: Found, verifications: readonly Verification[]): ClassReport {
  const byGame = new Map<CodeGame, VerifiedRow[]>();
  const rejected: Rejected[] = [];
  const moveKeys = new Map<VerifiedRow, string>();
  found.codes.forEach((text, i) => {
    const v = verifications[i];
    if (!v) return;
    if (v.verdict !== 'verified' || !v.code) {
      const header = v.code ?? v.header;
      rejected.push({ text, verdict: v.verdict, message: v.message, nickname: header?.nickname, game: header?.game });
      return;
    }
    const c = v.code;
    const rows = byGame.get(c.game) ?? [];
    if (!byGame.has(c.game)) byGame.set(c.game, rows);
    const row: VerifiedRow = {
      text,
      game: c.game,
      nickname: c.nickname,
      classId: c.classId,
      seed: c.seed,
      settings: c.settings,
      summary: v.replayed,
      index: rows.length + 1,
      sameMovesAs: [],
      ...(v.derived === undefined ? {} : { derived: v.derived }),
    };
    rows.push(row);
    moveKeys.set(row, JSON.stringify([c.seed, c.settings, c.moves]));
  });
  // Identical move lists (same seed and settings) under different codes: flag each with the others' names.
  for (const rows of byGame.values()) {
    const groups = new Map<string, VerifiedRow[]>();
    for (const r of rows) {
      const k = moveKeys.get(r)!;
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    for (const g of groups.values()) {
      if (g.length < 2) continue;
      for (const r of g) r.sameMovesAs = g.filter((o) => o !== r).map(rowName);
    }
  }
  const games = [...byGame.entries()].map(([game, rows]) => ({ game, rows }));
  return { found, games, rejected, verifiedCount: games.reduce((a, g) => a + g.rows.length, 0) };
}

/** The rejected codes grouped by reason, each reason with its count (for the summary line). */
export function rejectedByReason(rejected: readonly Rejected[]): { message: string; count: number }[] {
  const m = new Map<string, number>();
  for (const r of rejected) {
    // One line per kind of reason: the replay's own detail ("Move 3 was refused: …") is kept in the list below.
    const key = r.verdict === 'refused' ? 'A move was refused during the replay.' : r.verdict === 'undecodable' ? r.message.replace(/ \(.*\)$/, '') : r.message;
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return [...m.entries()].map(([message, count]) => ({ message, count }));
}

/* ------------------------------------------------------------------ figures */

export interface MainStats {
  values: number[];
  mean: number;
  median: number;
  min: number;
  max: number;
}

/** Why a row is listed but not ranked (the game's `unranked`), or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unrankedReason(report: GameReport<any>, row: VerifiedRow): string | null {
  if (!report.unranked) return null;
  return safe(() => report.unranked!(row.summary, row.derived), null);
}

/** The rows that rank: every row of a game with a score, less those the game lists but does not rank. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rankedRows(report: GameReport<any>, rows: readonly VerifiedRow[]): VerifiedRow[] {
  return report.main ? rows.filter((r) => unrankedReason(report, r) === null) : [];
}

/** The class figures of the main score, over the rows that rank (none for a game without a score). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mainStats(report: GameReport<any>, rows: readonly VerifiedRow[]): MainStats {
  const main = report.main;
  const values = main ? rankedRows(report, rows).map((r) => main.value(r.summary)).filter((v) => Number.isFinite(v)) : [];
  return { values, mean: mean(values), median: median(values), min: values.length ? Math.min(...values) : NaN, max: values.length ? Math.max(...values) : NaN };
}

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** A "nice" step (1, 2 or 5 × a power of ten) at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

/**
 * The distribution of the main figure: bins of a nice width (at most `maxBins`, by Sturges' rule); each bin holds
 * from ≤ v < to, the last one also v = to. One bin when every value is the same.
 */
export function histogram(values: readonly number[], maxBins = 10): Bin[] {
  const v = values.filter((x) => Number.isFinite(x));
  if (!v.length) return [];
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  if (lo === hi) return [{ from: lo, to: hi, count: v.length }];
  const want = Math.min(maxBins, Math.max(1, Math.ceil(Math.log2(v.length)) + 1));
  const step = niceStep((hi - lo) / want);
  const start = Math.floor(lo / step) * step;
  const n = Math.max(1, Math.ceil((hi - start) / step + 1e-9));
  const bins: Bin[] = Array.from({ length: n }, (_, i) => ({ from: start + i * step, to: start + (i + 1) * step, count: 0 }));
  for (const x of v) {
    const i = Math.min(n - 1, Math.floor((x - start) / step + 1e-9));
    bins[i].count++;
  }
  return bins;
}

export interface RankedRow {
  row: VerifiedRow;
  rank: number;
  value: number;
}

/** The leaderboard: best first by the main figure; equal values share a rank (1, 2, 2, 4). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function leaderboard(report: GameReport<any>, rows: readonly VerifiedRow[]): RankedRow[] {
  const main = report.main;
  if (!main) return [];
  const withValue = rankedRows(report, rows).map((row) => ({ row, value: main.value(row.summary) })).filter((r) => Number.isFinite(r.value));
  withValue.sort((a, b) => (main.higherIsBetter ? b.value - a.value : a.value - b.value) || a.row.index - b.row.index);
  let rank = 0;
  return withValue.map((r, i) => {
    if (i === 0 || r.value !== withValue[i - 1].value) rank = i + 1;
    return { ...r, rank };
  });
}

export interface SeriesBand {
  label: string;
  /** Per round (0-based): the class's median, lowest and highest value among the students who have that round. */
  points: { round: number; median: number; min: number; max: number; n: number }[];
}

/** The class's round-by-round lines (Bullwhip: orders against demand): median and range per round, per series label. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function seriesBands(report: GameReport<any>, rows: readonly VerifiedRow[]): SeriesBand[] {
  if (!report.series) return [];
  const byLabel = new Map<string, number[][]>();
  for (const row of rows) {
    let list: ReportSeries[];
    try {
      list = report.series(row.summary);
    } catch {
      continue;
    }
    for (const s of list) {
      const rounds = byLabel.get(s.label) ?? [];
      byLabel.set(s.label, rounds);
      s.values.forEach((v, i) => {
        if (!Number.isFinite(v)) return;
        (rounds[i] ??= []).push(v);
      });
    }
  }
  return [...byLabel.entries()].map(([label, rounds]) => ({
    label,
    points: [...rounds.keys()]
      .filter((i) => rounds[i]?.length)
      .map((i) => ({ round: i, median: median(rounds[i]), min: Math.min(...rounds[i]), max: Math.max(...rounds[i]), n: rounds[i].length })),
  }));
}

/* ------------------------------------------------------------------ debrief prompts */

export interface DebriefColumn {
  label: string;
  /** The column's numbers (when it has them), one per row. */
  values: number[];
  texts: string[];
}

/** What a debrief prompt may use: the class's figures for one simulation. */
export interface DebriefFacts {
  game: CodeGame;
  title: string;
  n: number;
  main: MainStats & { label: string; higherIsBetter: boolean; format: (n: number) => string };
  /** By column key. */
  columns: Record<string, DebriefColumn>;
  /**
   * For games with series including a demand line: per student, the variance of their own line divided by the
   * variance of demand; the class's median (NaN when there is no such pair).
   */
  varianceRatio: number;
  /** The class's settings in words, when every row was played with the same settings. */
  settingsWords: string;
}

const safe = <T,>(f: () => T, fallback: T): T => {
  try {
    return f();
  } catch {
    return fallback;
  }
};

function varianceOf(values: readonly number[]): number {
  if (values.length < 2) return NaN;
  const m = mean(values);
  return values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length;
}

/** The facts the debrief prompts read, from one simulation's verified rows. */
export function debriefFacts(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  report: GameReport<any>,
  rows: readonly VerifiedRow[],
  describe?: (settings: unknown) => string,
): DebriefFacts {
  const columns: Record<string, DebriefColumn> = {};
  for (const c of report.columns) {
    columns[c.key] = {
      label: c.label,
      values: c.value ? rows.map((r) => safe(() => c.value!(r.summary), NaN)).filter((v) => Number.isFinite(v)) : [],
      texts: rows.map((r) => safe(() => c.text(r.summary), '')),
    };
  }
  const ratios: number[] = [];
  if (report.series) {
    for (const r of rows) {
      const list = safe(() => report.series!(r.summary), [] as ReportSeries[]);
      const demand = list.find((s) => /demand/i.test(s.label));
      const own = list.find((s) => s !== demand);
      if (!demand || !own) continue;
      const vd = varianceOf(demand.values);
      const vo = varianceOf(own.values);
      if (vd > 0 && Number.isFinite(vo)) ratios.push(vo / vd);
    }
  }
  const settingsKeys = new Set(rows.map((r) => JSON.stringify(r.settings)));
  const settingsWords = describe && rows.length && settingsKeys.size === 1 ? safe(() => describe(rows[0].settings), '') : '';
  return {
    game: rows[0]?.game ?? (report.game as CodeGame),
    title: report.title,
    n: rows.length,
    main: {
      ...mainStats(report, rows),
      label: report.main?.label ?? '',
      higherIsBetter: report.main?.higherIsBetter ?? true,
      format: report.main?.format ?? String,
    },
    columns,
    varianceRatio: median(ratios),
    settingsWords,
  };
}

/** A debrief prompt: its text when this class's data supports it, else null. */
export type DebriefPrompt = (f: DebriefFacts) => string | null;

/** The prompts for one simulation: the game's own first, then the general ones; at most `max`, only those that apply. */
export function selectPrompts(facts: DebriefFacts, own: readonly DebriefPrompt[], general: readonly DebriefPrompt[], max = 3): string[] {
  const out: string[] = [];
  for (const p of [...own, ...general]) {
    if (out.length >= max) break;
    const t = safe(() => p(facts), null);
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/* ------------------------------------------------------------------ CSV */

/** One CSV cell: a formula-looking start (= + - @, tab, CR) gets a leading quote; quotes, commas and newlines quoted. */
export function csvCell(text: string): string {
  let t = String(text ?? '');
  if (/^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** What the report shows for a solo code's seed: a digest of the seed the student typed, which means nothing to a reader. */
export const SOLO_SEED_TEXT = 'solo game (own seed)';

/**
 * A code's seed as a teacher reads it. A class seed (letters, digits, - and _) is shown as it is; a seed that starts
 * with `~` is a solo game's generator state (Everest writes one instead of the text the student typed; a class
 * link's seed can never start with `~`), shown as SOLO_SEED_TEXT.
 */
export const seedText = (seed: string): string => (seed.startsWith('~') ? SOLO_SEED_TEXT : seed);

/** One game's verified rows as CSV: one row per verified code, the report's columns as text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function reportCsv(report: GameReport<any>, rows: readonly VerifiedRow[]): string {
  const head = ['Simulation', 'Student', 'Nickname', 'Class', 'Seed', ...report.columns.map((c) => c.label), 'Same moves as'];
  const body = rows.map((r) => [
    report.title,
    `Student ${r.index}`,
    r.nickname,
    r.classId,
    seedText(r.seed),
    ...report.columns.map((c) => {
      try {
        return c.text(r.summary);
      } catch {
        return '';
      }
    }),
    r.sameMovesAs.join('; '),
  ]);
  return toCsv([head, ...body]);
}

/** A file name for a CSV export: class-report-bullwhip-2026-11-26.csv. */
export function csvFileName(game: string, date: Date): string {
  return `class-report-${game}-${date.toISOString().slice(0, 10)}.csv`;
}

/* ------------------------------------------------------------------ numbers in words */

/** "1,200" — whole numbers with thousands separators, independent of the browser's locale. */
export function count(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function progressText(checked: number, total: number): string {
  return `Checked ${count(checked)} of ${count(total)}…`;
}
