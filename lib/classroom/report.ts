/**
 * The class report's pure logic (docs/classroom.md): verify many pasted codes in chunks (so the page stays responsive
 * with 10,000 codes), group the verified ones by simulation, flag identical move lists under different nicknames,
 * the figures of the class charts, the leaderboard, and the CSV export. No DOM and no storage: the teacher's page
 * (components/teacher/ReportApp.tsx) drives it, and tests inject a toy codec.
 *
 * "Verified" means exactly what verifyCode says: these moves, from these settings and this seed, give this result
 * under the current rules. It does not mean the student played alone.
 */
import {
  findCodes,
  NICKNAME_MAX,
  progressWords,
  verifyCode,
  type CodeGame,
  type Expectation,
  type GameCodec,
  type GameProgress,
  type Verification,
} from '@/engines/core/code';
import { cleanName } from '@/engines/core/text';
import { mean, median, type GameReport, type ReportSeries } from '@/engines/core/report';
import { hash53 } from '@/engines/core/hash';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Codecs = Partial<Record<CodeGame, GameCodec<any, any, any>>>;

/**
 * On the page's own thread (a browser without workers), how long one task may verify before the page gets a turn.
 * Bounded by time, not by count: a replay takes from a few microseconds (Everest) to a few hundred milliseconds (a
 * long City Tycoon bidding war). In a worker (verifyWorker.ts) the page is never blocked at all.
 */
export const CHUNK_MS = 12;
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
export function verifySlice(codes: readonly string[], start: number, end: number, codecs: Codecs, expect: Expectation): SlimVerification[] {
  const out: SlimVerification[] = [];
  for (let i = start; i < Math.min(end, codes.length); i++) out.push(slim(verifyCode(codes[i], codecs, expect)));
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
  /** Most codes one task verifies (tests); by default a task verifies until CHUNK_MS have passed. */
  chunkSize?: number;
  /** Milliseconds one task may take (default CHUNK_MS). */
  chunkMs?: number;
  /** Called after each chunk with how many codes are checked. */
  onProgress?: (checked: number, total: number) => void;
  signal?: AbortSignal;
  /** How to give the page a turn between chunks (tests inject their own). */
  pause?: () => Promise<void>;
  /** The clock (tests inject their own). */
  now?: () => number;
}

/**
 * Verifies every code, a task's worth at a time (CHUNK_MS, or `chunkSize` codes), giving the page a turn between
 * tasks. Resolves with one verification per code (same order), or with null when cancelled.
 */
export async function verifyInChunks(codes: readonly string[], opts: VerifyOptions): Promise<SlimVerification[] | null> {
  const pause = opts.pause ?? yieldToPage;
  const now = opts.now ?? (() => (typeof performance !== 'undefined' ? performance.now() : Date.now()));
  const budget = opts.chunkMs ?? CHUNK_MS;
  const most = opts.chunkSize ?? Infinity;
  const out: SlimVerification[] = [];
  while (out.length < codes.length) {
    if (opts.signal?.aborted) return null;
    const t0 = now();
    const start = out.length;
    do out.push(slim(verifyCode(codes[out.length], opts.codecs, opts.expect ?? {})));
    while (out.length < codes.length && out.length - start < most && now() - t0 < budget);
    opts.onProgress?.(out.length, codes.length);
    if (out.length < codes.length) await pause();
  }
  if (opts.signal?.aborted) return null;
  if (codes.length === 0) opts.onProgress?.(0, 0);
  return out;
}

/** A verification as the report keeps it: the moves replaced by a key (same seed, settings and moves → same key). */
export type SlimVerification = Omit<Verification, 'code'> & {
  code?: Omit<NonNullable<Verification['code']>, 'moves'>;
  /** Present for a decoded code: the key its seed, settings and moves give. */
  movesKey?: string;
};

/** Drops the moves (the report only compares them) so 20,000 verifications stay small to keep and to pass between threads. */
export function slim(v: Verification): SlimVerification {
  if (!v.code) return v;
  const { moves, ...code } = v.code;
  return { ...v, code, movesKey: hash53(JSON.stringify([code.seed, code.settings, moves])).toString(36) };
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
  /**
   * The rows with the very same moves, settings and seed (this one included), shared by every row of the group; null
   * when no other code has them. Names are drawn from it only when a teacher opens the list (sameMovesAs).
   */
  sameMoves: VerifiedRow[] | null;
  /** What the replay derived beside the summary (the game's ReplayResult `derived`), when it gives any. */
  derived?: unknown;
  /** The attempt number the student's device wrote in the code (1 = first); 0 when the code is older than attempts. */
  attempt: number;
  /** A half-way code: how far the game had gone (never ranked); null for a final code. */
  progress: GameProgress | null;
  /** The only code with its seed and settings, in a report that holds other seeds of the game (never ranked). */
  alone?: true;
}

export interface Rejected {
  text: string;
  verdict: Verification['verdict'];
  message: string;
  nickname?: string;
  game?: CodeGame;
}

/**
 * The verified codes of one simulation played with one seed and one set of settings: only codes of the same group are
 * ranked together (a class's codes are one group; "Any class" may hold several per simulation).
 */
export interface ReportGroup {
  game: CodeGame;
  /** game, seed and settings: unique within a report. */
  key: string;
  seed: string;
  settings: unknown;
  rows: VerifiedRow[];
  /**
   * The codes of this simulation that are alone with their seed and settings, gathered in one list (a class of solo
   * games would otherwise be one section per code): listed, never ranked against one another.
   */
  alone?: true;
}

/** Why a code alone with its seed and settings is listed but not ranked. */
export const ALONE_REASON = 'The only code with its seed and settings: listed, not ranked against codes of other seeds';

export interface ClassReport {
  found: Found;
  /** Verified rows per simulation, seed and settings, in order of first appearance. */
  games: ReportGroup[];
  rejected: Rejected[];
  verifiedCount: number;
  /** Half-way codes left out because the same student's final code (or a later half-way code) is here. */
  replaced: number;
}

/**
 * The key two nicknames are matched on (the roster's, and a student's attempts): cleaned as an end screen cleans
 * them, without spaces, in lower case.
 */
export const nameKey = (name: string): string => cleanName(name, NICKNAME_MAX).replace(/\s+/g, '').toLocaleLowerCase('en');

/** Whose code a row is, as far as a report can tell: the class and the nickname; null for a code without a nickname. */
// A verified code's nickname is already clean (the decoder refuses any other), so only spaces and case are folded here:
// the same key as nameKey, without cleaning 20,000 names again.
const studentOf = (row: VerifiedRow): string | null =>
  row.nickname ? `${row.classId}|${row.nickname.replace(/\s+/g, '').toLocaleLowerCase('en')}` : null;

/** A name for a row in the teacher's table: the nickname, or "Student n" when the student gave none. */
export function rowName(row: Pick<VerifiedRow, 'nickname' | 'index'>): string {
  return row.nickname || `Student ${row.index}`;
}

/** Builds the report from the pasted codes and their verifications (same order). Linear in the number of codes. */
export function buildReport(found: Found, verifications: readonly SlimVerification[]): ClassReport {
  const byGroup = new Map<string, ReportGroup>();
  const rejected: Rejected[] = [];
  const sameMoves = new Map<string, VerifiedRow[]>();
  found.codes.forEach((text, i) => {
    const v = verifications[i];
    if (!v) return;
    if (v.verdict !== 'verified' || !v.code) {
      const header = v.code ?? v.header;
      rejected.push({ text, verdict: v.verdict, message: v.message, nickname: header?.nickname, game: header?.game });
      return;
    }
    const c = v.code;
    const key = `${c.game}|${c.seed}|${JSON.stringify(c.settings)}`;
    let group = byGroup.get(key);
    if (!group) byGroup.set(key, (group = { game: c.game, key, seed: c.seed, settings: c.settings, rows: [] }));
    const row: VerifiedRow = {
      text,
      game: c.game,
      nickname: c.nickname,
      classId: c.classId,
      seed: c.seed,
      settings: c.settings,
      summary: v.replayed,
      index: 0,
      sameMoves: null,
      attempt: c.attempt ?? 0,
      progress: v.progress ?? null,
      ...(v.derived === undefined ? {} : { derived: v.derived }),
    };
    group.rows.push(row);
  });
  // A half-way code stands until the same student's final code of the same attempt arrives (or a later half-way one).
  let replaced = 0;
  for (const group of byGroup.values()) {
    const furthest = new Map<string, VerifiedRow>();
    const finals = new Set<string>();
    for (const r of group.rows) {
      const who = studentOf(r);
      if (who === null) continue;
      const k = `${who}|${r.attempt}`;
      if (!r.progress) finals.add(k);
      else if (!furthest.has(k) || furthest.get(k)!.progress!.done < r.progress.done) furthest.set(k, r);
    }
    const before = group.rows.length;
    group.rows = group.rows.filter((r) => {
      if (!r.progress) return true;
      const who = studentOf(r);
      if (who === null) return true;
      const k = `${who}|${r.attempt}`;
      return !finals.has(k) && furthest.get(k) === r;
    });
    replaced += before - group.rows.length;
  }
  // Codes alone with their seed and settings, when a simulation has several groups, gather in one unranked list.
  const games: ReportGroup[] = [];
  const alone = new Map<CodeGame, ReportGroup>();
  const groupsPerGame = new Map<CodeGame, number>();
  for (const g of byGroup.values()) groupsPerGame.set(g.game, (groupsPerGame.get(g.game) ?? 0) + 1);
  for (const g of byGroup.values()) {
    if (g.rows.length !== 1 || groupsPerGame.get(g.game)! < 2) {
      games.push(g);
      continue;
    }
    let a = alone.get(g.game);
    if (!a) {
      alone.set(g.game, (a = { game: g.game, key: `${g.game}|alone`, seed: '', settings: null, rows: [], alone: true }));
      games.push(a);
    }
    g.rows[0].alone = true;
    a.rows.push(g.rows[0]);
  }
  for (const g of games) g.rows.forEach((row, i) => (row.index = i + 1));
  // Identical move lists (same game, seed and settings) under different codes: one shared list per move list, keyed
  // by the verification's moves key.
  const keyOf = new Map<string, string | undefined>();
  found.codes.forEach((text, i) => keyOf.set(text, verifications[i]?.movesKey));
  for (const g of games)
    for (const row of g.rows) {
      const k = `${row.game}|${keyOf.get(row.text) ?? row.text}`;
      const list = sameMoves.get(k);
      if (!list) sameMoves.set(k, [row]);
      else {
        list.push(row);
        for (const r of list.length === 2 ? list : [row]) r.sameMoves = list;
      }
    }
  return { found, games, rejected, verifiedCount: games.reduce((a, g) => a + g.rows.length, 0), replaced };
}

/** How many other codes have this row's very moves. */
export const sameMovesCount = (row: Pick<VerifiedRow, 'sameMoves'>): number => (row.sameMoves ? row.sameMoves.length - 1 : 0);

/** The names of the other codes with this row's very moves (at most `max`), drawn when a teacher asks for them. */
export function sameMovesAs(row: VerifiedRow, max = Infinity): string[] {
  const out: string[] = [];
  for (const r of row.sameMoves ?? []) {
    if (out.length >= max) break;
    if (r !== row) out.push(rowName(r));
  }
  return out;
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

/** The least and the most of a list, without spreading it into arguments (a class can hold 20,000 values). */
const least = (v: readonly number[]) => v.reduce((a, b) => (b < a ? b : a), Infinity);
const most = (v: readonly number[]) => v.reduce((a, b) => (b > a ? b : a), -Infinity);

/** Why a row is listed but not ranked (the game's `unranked`), or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function unrankedReason(report: GameReport<any>, row: VerifiedRow): string | null {
  if (row.progress) return inProgressReason(row.progress);
  if (row.alone) return ALONE_REASON;
  if (!report.unranked) return null;
  return safe(() => report.unranked!(row.summary, row.derived), null);
}

/** A half-way code's line on the report: "Half-way code: round 6 of 12, in progress — not ranked". */
export const inProgressReason = (p: GameProgress): string => `Half-way code: ${progressWords(p)} — not ranked`;

/** Which of a student's attempts the report counts: the first (the default) or the best. */
export type AttemptMode = 'first' | 'best';

export interface AttemptChoice {
  /** The rows the class figures, the leaderboard and the debrief count: one per student. */
  counted: VerifiedRow[];
  /** Rows listed but not counted, each with its reason (another attempt of the same student counts). */
  leftOut: Map<VerifiedRow, string>;
  /** How many students handed in more than one attempt. */
  students: number;
}

export const ATTEMPT_TEXT = {
  first: (attempt: number) => `Attempt ${attempt}: the report counts each student’s first attempt`,
  best: (attempt: number) => `Attempt ${attempt}: the report counts each student’s best attempt`,
  /** An attempt number as the table shows it; 0 is a code older than attempts. */
  cell: (attempt: number) => (attempt > 0 ? String(attempt) : '—'),
} as const;

/**
 * One row per student (the same class and nickname): with `first`, the lowest attempt number handed in; with `best`,
 * the best main figure (ties: the lower attempt). Codes without a nickname cannot be told apart and each counts.
 * Half-way codes and rows the game does not rank never stand for a student's result. A code older than attempts
 * (attempt 0) counts as a first attempt.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chooseAttempts(report: GameReport<any>, rows: readonly VerifiedRow[], mode: AttemptMode): AttemptChoice {
  const byStudent = new Map<string, VerifiedRow[]>();
  for (const r of rows) {
    const who = studentOf(r);
    if (who === null || unrankedReason(report, r) !== null) continue;
    const list = byStudent.get(who);
    if (list) list.push(r);
    else byStudent.set(who, [r]);
  }
  const leftOut = new Map<VerifiedRow, string>();
  let students = 0;
  const main = report.main;
  const better = (a: VerifiedRow, b: VerifiedRow): boolean => {
    if (mode === 'best' && main) {
      const va = safe(() => main.value(a.summary), NaN);
      const vb = safe(() => main.value(b.summary), NaN);
      if (Number.isFinite(va) && Number.isFinite(vb) && va !== vb) return main.higherIsBetter ? va > vb : va < vb;
      if (Number.isFinite(va) !== Number.isFinite(vb)) return Number.isFinite(va);
    }
    return Math.max(a.attempt, 1) < Math.max(b.attempt, 1) || (Math.max(a.attempt, 1) === Math.max(b.attempt, 1) && a.index < b.index);
  };
  for (const list of byStudent.values()) {
    if (list.length < 2) continue;
    students++;
    const keep = list.reduce((k, r) => (better(r, k) ? r : k));
    for (const r of list) if (r !== keep) leftOut.set(r, ATTEMPT_TEXT[mode](Math.max(r.attempt, 1)));
  }
  return { counted: rows.filter((r) => !leftOut.has(r)), leftOut, students };
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
  return { values, mean: mean(values), median: median(values), min: values.length ? least(values) : NaN, max: values.length ? most(values) : NaN };
}

/** How many students gave each answer of one of the game's choices (most chosen first, then by answer). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function choiceCounts(report: GameReport<any>, rows: readonly VerifiedRow[], key: string): { answer: string; count: number }[] {
  const choice = report.choices?.find((c) => c.key === key);
  if (!choice) return [];
  const m = new Map<string, number>();
  for (const r of rows) for (const a of safe(() => choice.answers(r.summary, r.derived), [] as string[])) m.set(a, (m.get(a) ?? 0) + 1);
  return [...m.entries()].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
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

/**
 * The class's round-by-round figures, gathered a slice of rows at a time (so a large class can be worked through in
 * several tasks): per series label and round the values, and per student the variance of their own line divided by
 * the variance of demand (for games whose series include a demand line).
 */
export class SeriesAccumulator {
  private byLabel = new Map<string, number[][]>();
  readonly ratios: number[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly report: GameReport<any>) {}

  add(rows: readonly VerifiedRow[]): this {
    const series = this.report.series;
    if (!series) return this;
    for (const row of rows) {
      let list: ReportSeries[];
      try {
        list = series(row.summary);
      } catch {
        continue;
      }
      for (const s of list) {
        let rounds = this.byLabel.get(s.label);
        if (!rounds) this.byLabel.set(s.label, (rounds = []));
        for (let i = 0; i < s.values.length; i++) if (Number.isFinite(s.values[i])) (rounds[i] ??= []).push(s.values[i]);
      }
      const demand = list.find((s) => /demand/i.test(s.label));
      const own = list.find((s) => s !== demand);
      if (!demand || !own) continue;
      const vd = varianceOf(demand.values);
      const vo = varianceOf(own.values);
      if (vd > 0 && Number.isFinite(vo)) this.ratios.push(vo / vd);
    }
    return this;
  }

  bands(): SeriesBand[] {
    return [...this.byLabel.entries()].map(([label, rounds]) => ({
      label,
      points: [...rounds.keys()]
        .filter((i) => rounds[i]?.length)
        .map((i) => ({ round: i, median: median(rounds[i]), min: least(rounds[i]), max: most(rounds[i]), n: rounds[i].length })),
    }));
  }
}

/**
 * The class's round-by-round charts drawn one per title (GameReport `seriesGroups`: Bullwhip's team chains, one chart
 * per tier): per title, the median and range per round of each line, over the rows that give that chart.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function groupedBands(report: GameReport<any, any>, rows: readonly VerifiedRow[]): { title: string; bands: SeriesBand[] }[] {
  const groups = report.seriesGroups;
  if (!groups) return [];
  const byTitle = new Map<string, Map<string, number[][]>>();
  for (const row of rows) {
    for (const g of safe(() => groups.of(row.summary, row.derived), [] as { title: string; series: ReportSeries[] }[])) {
      let byLabel = byTitle.get(g.title);
      if (!byLabel) byTitle.set(g.title, (byLabel = new Map()));
      for (const s of g.series) {
        let rounds = byLabel.get(s.label);
        if (!rounds) byLabel.set(s.label, (rounds = []));
        for (let i = 0; i < s.values.length; i++) if (Number.isFinite(s.values[i])) (rounds[i] ??= []).push(s.values[i]);
      }
    }
  }
  return [...byTitle.entries()].map(([title, byLabel]) => ({
    title,
    bands: [...byLabel.entries()].map(([label, rounds]) => ({
      label,
      points: [...rounds.keys()]
        .filter((i) => rounds[i]?.length)
        .map((i) => ({ round: i, median: median(rounds[i]), min: least(rounds[i]), max: most(rounds[i]), n: rounds[i].length })),
    })),
  }));
}

/** The class's round-by-round lines (Bullwhip: orders against demand): median and range per round, per series label. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function seriesBands(report: GameReport<any>, rows: readonly VerifiedRow[]): SeriesBand[] {
  return report.series ? new SeriesAccumulator(report).add(rows).bands() : [];
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
  /**
   * The best-ranked student ("Student n", or the nickname when the teacher shows names) and their main figure, for a
   * prompt that asks them to explain; null for a game without a score or with no ranked row.
   */
  leader: { name: string; value: number } | null;
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
  showNames = false,
  /** The variance ratios already gathered (a SeriesAccumulator's), when the caller worked them out in slices. */
  ratiosGathered?: readonly number[],
): DebriefFacts {
  const columns: Record<string, DebriefColumn> = {};
  for (const c of report.columns) {
    let texts: string[] | null = null;
    columns[c.key] = {
      label: c.label,
      values: c.value ? rows.map((r) => safe(() => c.value!(r.summary), NaN)).filter((v) => Number.isFinite(v)) : [],
      // Drawn only when a prompt reads them: formatting every cell of 20,000 rows is the slowest part of the facts.
      get texts() {
        return (texts ??= rows.map((r) => safe(() => c.text(r.summary), '')));
      },
    };
  }
  const ratios = ratiosGathered ?? new SeriesAccumulator(report).add(rows).ratios;
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
    leader: leaderOf(report, rows, showNames),
  };
}

/** The first of the leaderboard, named as the leaderboard names it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function leaderOf(report: GameReport<any>, rows: readonly VerifiedRow[], showNames: boolean): DebriefFacts['leader'] {
  const top = leaderboard(report, rows)[0];
  return top ? { name: showNames ? rowName(top.row) : `Student ${top.row.index}`, value: top.value } : null;
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
/** A cell that is entirely a number (ASCII minus, a point for decimals): written bare, a spreadsheet reads a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: a plain number as it is; any other cell with a formula-looking start (= + - @, tab, CR) gets a
 * leading quote so a spreadsheet never runs it; quotes, commas and newlines quoted.
 */
export function csvCell(text: string): string {
  let t = String(text ?? '');
  if (!PLAIN_NUMBER.test(t) && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** The byte-order mark that tells Excel the file is UTF-8 (without it, "Zoë" opens as "ZoÃ«"). */
export const CSV_BOM = '\uFEFF';

export function toCsv(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A number as the report writes it: "$1,544", "−3.0", "+48.0", "93.4%", "2.35×"; "—" where there is none. */
const SHOWN_NUMBER = /^([+\u2212-]?)(\$?)(\d{1,3}(?:,\d{3})*|\d+)(\.\d+)?(%|×)?$/;
const NONE = new Set(['—', '']);

/**
 * A report column as spreadsheet cells: when every cell is a number as the report writes it (money, a percentage, a
 * ratio), plain numbers (ASCII minus, no sign for positives, no thousands separators, no $ % ×), the unit moved into
 * the heading, and an empty cell where there is no number (an undefined ratio); otherwise the text as shown.
 */
export function csvColumn(label: string, texts: readonly string[]): { heading: string; cells: string[] } {
  const parsed = texts.map((t) => (NONE.has(t.trim()) ? null : SHOWN_NUMBER.exec(t.trim())));
  const numbers = parsed.filter((m) => m !== null) as RegExpExecArray[];
  if (!numbers.length || parsed.some((m, i) => m === null && !NONE.has(texts[i].trim()))) return { heading: label, cells: [...texts] };
  const units = new Set(numbers.map((m) => (m[2] ? '$' : (m[5] ?? ''))));
  if (units.size > 1) return { heading: label, cells: [...texts] };
  const unit = [...units][0];
  const cells = parsed.map((m) => (m ? `${m[1] === '\u2212' || m[1] === '-' ? '-' : ''}${m[3].replace(/,/g, '')}${m[4] ?? ''}` : ''));
  return { heading: unit ? `${label} (${unit})` : label, cells: cells.map((c) => (/^-0(\.0+)?$/.test(c) ? c.slice(1) : c)) };
}

/** What the report shows for a solo code's seed: a digest of the seed the student typed, which means nothing to a reader. */
export const SOLO_SEED_TEXT = 'solo game (own seed)';

/**
 * A code's seed as a teacher reads it. A class seed (letters, digits, - and _) is shown as it is; a seed that starts
 * with `~` is a solo game's generator state (Everest writes one instead of the text the student typed; a class
 * link's seed can never start with `~`), shown as SOLO_SEED_TEXT.
 */
export const seedText = (seed: string): string => (seed.startsWith('~') ? SOLO_SEED_TEXT : seed);

/** Names shown in the CSV's "Same moves as" cell before it says how many more (the cell stays small for any class). */
export const CSV_SAME_MOVES_NAMES = 5;

function sameMovesCsv(r: VerifiedRow): string {
  const n = sameMovesCount(r);
  if (!n) return '';
  const names = sameMovesAs(r, CSV_SAME_MOVES_NAMES);
  return n > names.length ? `${names.join('; ')} and ${n - names.length} more` : names.join('; ');
}

/** One game's verified rows as CSV: one row per verified code, the report's columns as text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function reportCsv(report: GameReport<any>, rows: readonly VerifiedRow[]): string {
  const columns = report.columns.map((c) =>
    csvColumn(
      c.label,
      rows.map((r) => safe(() => c.text(r.summary), '')),
    ),
  );
  const head = ['Simulation', 'Student', 'Nickname', 'Class', 'Seed', 'Attempt', 'Half-way code', ...columns.map((c) => c.heading), 'Same moves as'];
  const body = rows.map((r, i) => [
    report.title,
    `Student ${r.index}`,
    r.nickname,
    r.classId,
    seedText(r.seed),
    // An empty cell for a code older than attempts (its number was not recorded).
    r.attempt > 0 ? String(r.attempt) : '',
    r.progress ? progressWords(r.progress) : '',
    ...columns.map((c) => c.cells[i]),
    sameMovesCsv(r),
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
