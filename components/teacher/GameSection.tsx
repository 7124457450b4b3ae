'use client';
/**
 * One simulation's part of the class report: the class figures, the verified codes as a paged table (only one page is
 * drawn, whatever is pasted), the charts, debrief prompts from this class's data, the leaderboard for projecting
 * (nicknames hidden until the teacher shows them), a game's choices as distributions (LaunchPad has no score), rows
 * listed but not ranked with their reason, and the CSV export. Rules and figures come from the game's report
 * (engines/<game>/classroom.ts) and lib/classroom/report.ts; nothing here recomputes them.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { CLASSROOM } from '@/engines/classroom';
import type { CodeGame } from '@/engines/core/code';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import {
  ATTEMPT_TEXT,
  chooseAttempts,
  choiceCounts,
  count,
  csvFileName,
  debriefFacts,
  type DebriefFacts,
  groupedBands,
  histogram,
  leaderboard,
  mainStats,
  reportCsv,
  rowName,
  sameMovesAs,
  sameMovesCount,
  selectPrompts,
  SeriesAccumulator,
  seedText,
  unrankedReason,
  type AttemptMode,
  type VerifiedRow,
} from '@/lib/classroom/report';
import { WhatIfButton } from '@/components/whatif/WhatIfButton';
import { isTeam } from '@/engines/bullwhip/team';
import { ChoiceChart, DistributionChart, SeriesChart } from './Charts';
import { downloadText } from './download';
import { titleOf } from './names';
import type { PresentResults } from './ResultSlides';
import styles from './teacher.module.css';

/** Rows drawn per page of the table and the leaderboard. */
export const PAGE_ROWS = 50;
/**
 * Above this many rows the class figures (statistics, charts, prompts, leaderboard) are worked out one per task after
 * the table is drawn, so that no task keeps the page from answering; below it they come with the table.
 */
export const STAGED_ROWS = 2000;

/** The class figures a section shows, worked out from its rows. */
export interface Figures {
  stats: ReturnType<typeof mainStats>;
  bins: ReturnType<typeof histogram>;
  bands: ReturnType<SeriesAccumulator['bands']>;
  ranked: ReturnType<typeof leaderboard>;
  prompts: string[];
  /** What the prompts were chosen from, so present mode can pair each prompt with its chart. */
  facts: DebriefFacts;
  settingsWords: string;
}

type Room = NonNullable<(typeof CLASSROOM)[CodeGame]>;

/** Rows gathered per task for the round-by-round figures of a large class. */
const SLICE_ROWS = 2000;

/** The steps that work the figures out, each small enough for one task. */
function figureSteps(room: Room, game: CodeGame, rows: VerifiedRow[], names: boolean): ((f: Partial<Figures>) => void)[] {
  const { report } = room;
  const series = new SeriesAccumulator(report);
  const slices: ((f: Partial<Figures>) => void)[] = [];
  for (let i = 0; i < rows.length; i += SLICE_ROWS) slices.push(() => void series.add(rows.slice(i, i + SLICE_ROWS)));
  return [
    (f) => {
      f.stats = mainStats(report, rows);
      f.bins = histogram(f.stats.values);
    },
    ...slices,
    (f) => void (f.bands = series.bands()),
    (f) => void (f.ranked = leaderboard(report, rows)),
    (f) => {
      const facts = debriefFacts(report, rows, (s) => room.classSpec.describe(s), names, series.ratios);
      f.facts = facts;
      f.settingsWords = facts.settingsWords;
      f.prompts = selectPrompts(facts, GAME_PROMPTS[game] ?? [], GENERAL_PROMPTS);
    },
  ];
}

function figuresNow(room: Room, game: CodeGame, rows: VerifiedRow[], names: boolean): Figures {
  const f: Partial<Figures> = {};
  for (const step of figureSteps(room, game, rows, names)) step(f);
  return f as Figures;
}

/**
 * The figures at once for a class up to STAGED_ROWS; for a larger one, one step per task after the table is drawn
 * (null until the last), so no task keeps the page from answering.
 */
function useFigures(room: Room | undefined, game: CodeGame, rows: VerifiedRow[], names: boolean): Figures | null {
  const small = rows.length <= STAGED_ROWS;
  const [staged, setStaged] = useState<{ rows: VerifiedRow[]; names: boolean; figures: Figures } | null>(null);
  useEffect(() => {
    if (small || !room) return;
    const steps = figureSteps(room, game, rows, names);
    const f: Partial<Figures> = {};
    let timer = 0;
    const next = (i: number) => {
      timer = window.setTimeout(() => {
        steps[i](f);
        if (i + 1 < steps.length) next(i + 1);
        else setStaged({ rows, names, figures: f as Figures });
      }, 0);
    };
    next(0);
    return () => window.clearTimeout(timer);
  }, [small, room, game, rows, names]);
  if (!room) return null;
  if (small) return figuresNow(room, game, rows, names);
  return staged && staged.rows === rows && staged.names === names ? staged.figures : null;
}

function cellText(f: () => string): string {
  try {
    return f();
  } catch {
    return '';
  }
}

/** Previous / Next over pages of `total` rows; says which rows are shown. */
function Pager({ page, total, onPage, label }: { page: number; total: number; onPage: (p: number) => void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_ROWS));
  if (pages < 2) return null;
  const from = page * PAGE_ROWS + 1;
  const to = Math.min(total, (page + 1) * PAGE_ROWS);
  return (
    <nav className={`${styles.row} ${styles.screenOnly}`} aria-label={label}>
      <button type="button" className="btn btn-outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {REPORT_TEXT.previousPage}
      </button>
      <span aria-live="polite">{REPORT_TEXT.rowsShown(count(from), count(to), count(total))}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {REPORT_TEXT.nextPage}
      </button>
    </nav>
  );
}

/** The "same moves" cell: the count, with the names drawn only when the teacher opens them. */
function SameMoves({ row }: { row: VerifiedRow }) {
  const [open, setOpen] = useState(false);
  const n = sameMovesCount(row);
  if (!n) return null;
  return (
    <span className={styles.flag}>
      ⚠ {REPORT_TEXT.sameMovesCount(count(n))}{' '}
      <button type="button" className={styles.linkButton} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        {open ? REPORT_TEXT.hideNames : REPORT_TEXT.showWho}
      </button>
      {open && <span className={styles.names}>{sameMovesAs(row, 200).join(', ')}{n > 200 ? ` … ${REPORT_TEXT.andMore(count(n - 200))}` : ''}</span>}
    </span>
  );
}

/** A game's round-by-round charts drawn one per title (Bullwhip's team chains: each tier's orders against demand). */
function SeriesGroups({ report, rows }: { report: Room['report']; rows: VerifiedRow[] }) {
  const groups = useMemo(() => groupedBands(report, rows), [report, rows]);
  if (!report.seriesGroups || !groups.length) return null;
  return (
    <div data-testid="series-groups">
      <h3>{report.seriesGroups.heading}</h3>
      {groups.map((g) => (
        <div key={g.title}>
          <h4>{g.title}</h4>
          <SeriesChart bands={g.bands} title={g.title} />
        </div>
      ))}
    </div>
  );
}

export function GameSection({
  game,
  rows,
  onPresent,
  group,
}: {
  game: CodeGame;
  rows: VerifiedRow[];
  onPresent?: (results: PresentResults) => void;
  /** When the report holds codes of this simulation played with other seeds or settings: this group's seed and settings. */
  group?: { seed: string; settings: unknown; alone?: true };
}) {
  const id = useId();
  const room = CLASSROOM[game];
  const [board, setBoard] = useState(false);
  const [names, setNames] = useState(false);
  const [page, setPage] = useState(0);
  const [boardPage, setBoardPage] = useState(0);
  const [mode, setMode] = useState<AttemptMode>('first');
  // One result per student: the class figures, the leaderboard and the debrief count only the chosen attempt.
  const attempts = useMemo(() => (room ? chooseAttempts(room.report, rows, mode) : null), [room, rows, mode]);
  const figures = useFigures(room, game, attempts?.counted ?? rows, names);
  if (!room || !attempts) return null;
  const { report } = room;
  const groupWords = !group
    ? ''
    : group.alone
      ? REPORT_TEXT.aloneGroup
      : REPORT_TEXT.groupOf(seedText(group.seed), cellText(() => room.classSpec.describe(group.settings as never)));
  const main = report.main;
  const f = main?.format ?? String;
  const { stats, bins, bands, ranked, prompts } = figures ?? {};
  const unranked = ranked ? rows.length - ranked.length : 0;
  const whyNot = (r: VerifiedRow) => unrankedReason(report, r) ?? attempts.leftOut.get(r) ?? null;
  const shown = rows.slice(page * PAGE_ROWS, (page + 1) * PAGE_ROWS);
  const settingsWords = figures?.settingsWords ?? '';
  // A row's game replayed with one change (docs/classroom.md, "What if?"): the games that have it.
  const whatIf = game === 'bullwhip' || game === 'everest' ? game : null;
  const choices = (report.choices ?? []).map((c) => ({ key: c.key, label: c.label, counts: choiceCounts(report, attempts.counted, c.key) }));

  const exportCsv = () => downloadText(reportCsv(report, rows), csvFileName(game, new Date()), 'text/csv;charset=utf-8');

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid={`report-${game}`}>
      <h2 id={`${id}-h`}>
        {titleOf(game)}
        {groupWords && <span className={styles.muted}> — {groupWords}</span>}
      </h2>
      <p>
        {REPORT_TEXT.students(rows.length)}
        {settingsWords && ` · ${settingsWords}`}
      </p>
      {!figures && (
        <p role="status" className={styles.muted}>
          {REPORT_TEXT.drawing}
        </p>
      )}
      {main && stats && stats.values.length > 0 && (
        <p className={styles.stats}>
          {main.label}: {REPORT_TEXT.average.toLowerCase()} <strong>{f(stats.mean)}</strong> · {REPORT_TEXT.median.toLowerCase()}{' '}
          <strong>{f(stats.median)}</strong> · {f(stats.min)}–{f(stats.max)}
        </p>
      )}
      {main && unranked > 0 && <p className={styles.flag}>⚠ {REPORT_TEXT.unrankedCount(count(unranked))}</p>}
      {!main && <p className={styles.muted}>{REPORT_TEXT.noScore}</p>}
      {attempts.students > 0 && (
        <div className={styles.attempts} data-testid={`attempts-${game}`}>
          <p>
            {REPORT_TEXT.attemptsMany(count(attempts.students))} {mode === 'first' ? REPORT_TEXT.attemptsFirstNote : REPORT_TEXT.attemptsBestNote}
          </p>
          {main && (
            <label className={styles.switch}>
              <input type="checkbox" role="switch" checked={mode === 'best'} onChange={(e) => setMode(e.target.checked ? 'best' : 'first')} />
              {REPORT_TEXT.attemptsBest}
            </label>
          )}
        </div>
      )}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-h`}>
        <table className={styles.table} data-testid={`table-${game}`}>
          <caption className="visually-hidden">{titleOf(game)}: verified results</caption>
          <thead>
            <tr>
              <th scope="col">{REPORT_TEXT.colStudent}</th>
              <th scope="col">{REPORT_TEXT.colNickname}</th>
              <th scope="col">{REPORT_TEXT.colAttempt}</th>
              {report.columns.map((c) => (
                <th scope="col" key={c.key}>
                  {c.label}
                </th>
              ))}
              <th scope="col">{REPORT_TEXT.colCheck}</th>
              {whatIf && (
                <th scope="col" className={styles.screenOnly}>
                  {REPORT_TEXT.colWhatIf}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const why = whyNot(r);
              return (
                <tr key={r.text}>
                  <td>{r.index}</td>
                  <td>{r.nickname || <span className={styles.muted}>{REPORT_TEXT.noNickname}</span>}</td>
                  <td>{ATTEMPT_TEXT.cell(r.attempt)}</td>
                  {report.columns.map((c) => (
                    <td key={c.key}>{cellText(() => c.text(r.summary))}</td>
                  ))}
                  <td>
                    {why && (
                      <span className={styles.flag} data-testid="unranked-reason">
                        ⚠ {why}
                      </span>
                    )}
                    <SameMoves row={r} />
                  </td>
                  {whatIf && (
                    <td className={styles.screenOnly}>
                      {whatIf === 'bullwhip' && isTeam((r.settings as { humans?: unknown }).humans) ? (
                        <span className={styles.muted}>{REPORT_TEXT.whatIfSoloOnly}</span>
                      ) : (
                        <WhatIfButton game={whatIf} source={{ code: r.text }} context={`Student ${r.index}${r.nickname ? `, ${r.nickname}` : ''}`} />
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={rows.length} onPage={setPage} label={REPORT_TEXT.pagesOf(titleOf(game))} />

      {main && stats && bins && <DistributionChart bins={bins} mean={stats.mean} median={stats.median} label={main.label} format={f} />}
      {choices.map((c) => (
        <ChoiceChart key={c.key} label={c.label} counts={c.counts} />
      ))}
      {bands && bands.length > 0 && <SeriesChart bands={bands} />}
      <SeriesGroups report={report} rows={attempts.counted} />

      <h3>{REPORT_TEXT.debrief}</h3>
      {prompts && prompts.length ? (
        <ul className={styles.prompts} data-testid={`prompts-${game}`}>
          {prompts.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{REPORT_TEXT.debriefNone}</p>
      )}

      <div className={`${styles.row} ${styles.screenOnly}`}>
        {main && (
          <button type="button" className="btn btn-outline" aria-expanded={board} onClick={() => setBoard((v) => !v)}>
            {board ? REPORT_TEXT.hideLeaderboard : REPORT_TEXT.showLeaderboard}
          </button>
        )}
        {onPresent && figures && (
          <button type="button" className="btn btn-outline" onClick={() => onPresent({ game, main, figures, choices })}>
            {REPORT_TEXT.present}
            <span className="visually-hidden"> ({titleOf(game)})</span>
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={exportCsv}>
          {REPORT_TEXT.exportCsv}
          <span className="visually-hidden"> ({titleOf(game)})</span>
        </button>
      </div>

      {board && main && ranked && (
        <div className={styles.board} data-testid={`leaderboard-${game}`}>
          <h3>
            {REPORT_TEXT.leaderboard}: {main.label}
          </h3>
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={names} onChange={(e) => setNames(e.target.checked)} />
            {REPORT_TEXT.showNames}
          </label>
          <ol className={styles.boardList} start={boardPage * PAGE_ROWS + 1}>
            {ranked.slice(boardPage * PAGE_ROWS, (boardPage + 1) * PAGE_ROWS).map((r) => (
              <li key={r.row.text}>
                <span className={styles.rank}>{r.rank}.</span> <span>{names ? rowName(r.row) : `Student ${r.row.index}`}</span>{' '}
                <strong>{f(r.value)}</strong>
              </li>
            ))}
          </ol>
          <Pager page={boardPage} total={ranked.length} onPage={setBoardPage} label={REPORT_TEXT.leaderboardPages} />
        </div>
      )}
    </section>
  );
}
