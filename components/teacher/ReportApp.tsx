'use client';
/**
 * /teacher/report — the class report (docs/classroom.md). A client island: codes pasted from anywhere (or a dropped /
 * chosen .txt/.csv file) are found, verified in chunks (decode + replay through each game's engine) with progress and
 * Cancel, and only verified codes count. Per simulation: a table, the distribution of the main figure with the class
 * average and median, round-by-round lines where the game has them, a leaderboard for projecting (nicknames hidden by
 * default), debrief prompts from this class's data, CSV export and print. The readable codes are kept per class in
 * this browser (`teacher-reports`) and verified again whenever the report opens.
 */
import { useAtom } from 'jotai';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Expectation } from '@/engines/core/code';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { LazyDialog as Dialog } from '@/components/ui/LazyDialog';
import { LazyNotices } from './LazyNotices';
import type { FirstUseProps } from './firstUse';
import { buildReport, count, findAll, MAX_FILE_BYTES, progressText, rejectedByReason, yieldToPage, type ClassReport, type Codecs, type Found } from '@/lib/classroom/report';
import { verifyAll } from '@/lib/classroom/verifyClient';
import { ANY_CLASS, codesToKeep, deleteReport, expectationOf, reportOf, saveReport, teacherClassesAtom, teacherReportsAtom, type TeacherClass } from '@/lib/classroom/teacher';
import dynamic from 'next/dynamic';
import type { PresentResults } from './ResultSlides';
import { RejectedCodes } from './RejectedCodes';
import { RosterPanel } from './RosterPanel';
import { titleOf } from './names';
import styles from './teacher.module.css';

/**
 * The five games' engines, codecs and report builders (engines/classroom.ts), fetched when codes are first checked,
 * not with the page: evaluating them is most of the page's script work, and an empty report needs none of it.
 */
const loadClassroom = () => import('@/engines/classroom').then((m) => m.CLASSROOM);

/** Every registered game's codec (a game registers by adding its line to engines/classroom.ts). */
function codecsOf(classroom: Awaited<ReturnType<typeof loadClassroom>>): Codecs {
  return Object.fromEntries(Object.entries(classroom).map(([g, c]) => [g, c!.codec])) as Codecs;
}

/** One game's results (tables and charts, with that game's report builder): drawn once there are results. */
const GameSection = dynamic(() => import('./GameSection').then((m) => m.GameSection), { ssr: false });

/** The camera scanner, fetched only when the teacher presses "Scan codes" (with its QR decoder). */
const Scanner = dynamic(() => import('./Scanner'), { ssr: false, loading: () => <p role="status">{REPORT_TEXT.scanLoading}</p> });
/** Present mode with a section's result slides, fetched only when the teacher presents. */
const ResultSlides = dynamic(() => import('./ResultSlides'), { ssr: false });

function dateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function classLabel(c: TeacherClass): string {
  const created = new Date(c.created);
  const when = Number.isNaN(created.getTime()) ? '' : ` · ${created.toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`;
  return `${c.name ? `${c.name} · ` : ''}${titleOf(c.game)}${when}`;
}

type Run = { phase: 'idle' } | { phase: 'running'; checked: number; total: number } | { phase: 'done' | 'cancelled' | 'empty' };

export default function ReportApp({ readFrame }: FirstUseProps) {
  const id = useId();
  // What the teacher typed or chose in the first screen before the report came (firstUse.tsx), once.
  const [fromFrame] = useState(() => readFrame?.() ?? null);
  const [classes] = useAtom(teacherClassesAtom);
  const [reports, setReports] = useAtom(teacherReportsAtom);
  const [key, setKey] = useState<string>(() => {
    const wanted = new URLSearchParams(window.location.search).get('class');
    return wanted && classes.some((c) => c.classId === wanted) ? wanted : ANY_CLASS;
  });
  const [text, setText] = useState(fromFrame?.values.paste ?? '');
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  // The file as last read, and the read under way: a check asked while a file is being read waits for it.
  const fileRef = useRef<{ name: string; text: string } | null>(null);
  const reading = useRef<Promise<void> | null>(null);
  const [fileMsg, setFileMsg] = useState('');
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const [report, setReport] = useState<ClassReport | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [full, setFull] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [presenting, setPresenting] = useState<PresentResults | null>(null);
  const stopPresenting = useCallback(() => setPresenting(null), []);
  const abort = useRef<AbortController | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const cls = classes.find((c) => c.classId === key) ?? null;
  const saved = reportOf(reports, key);

  /** Verifies `found` for the class under `forKey` (its expectation); `save` keeps the readable codes for that class. */
  async function verify(found: Found, forKey: string, save: boolean) {
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    setReport(null);
    if (!found.codes.length) {
      setRun({ phase: 'empty' });
      return;
    }
    setRun({ phase: 'running', checked: 0, total: found.codes.length });
    let classroom: Awaited<ReturnType<typeof loadClassroom>>;
    try {
      classroom = await loadClassroom();
    } catch {
      if (abort.current === ac) setRun({ phase: 'cancelled' }); // offline before the engines were fetched
      return;
    }
    if (ac.signal.aborted) return;
    const c = classes.find((x) => x.classId === forKey);
    const expectation: Expectation = c ? expectationOf(classroom[c.game]?.classSpec, c) : {};
    const out = await verifyAll(found.codes, {
      codecs: () => codecsOf(classroom),
      expect: expectation,
      signal: ac.signal,
      onProgress: (checked, total) => {
        if (!ac.signal.aborted) setRun({ phase: 'running', checked, total });
      },
    });
    if (!out || ac.signal.aborted) {
      if (abort.current === ac) setRun({ phase: 'cancelled' });
      return;
    }
    // Building the report, drawing it and saving the codes each take a task of their own: a large class never holds
    // the page in one long task.
    await yieldToPage();
    const built = buildReport(found, out);
    await yieldToPage();
    if (ac.signal.aborted) return;
    setReport(built);
    setRun({ phase: 'done' });
    if (save) {
      await yieldToPage();
      const kept = codesToKeep(found.codes, out, forKey);
      setFull(kept.full);
      if (kept.codes.length) setReports((r) => saveReport(deleteReport(r, forKey), forKey, kept.codes, new Date()));
    }
  }

  /** The saved codes of a class are verified again whenever the report opens or the class changes. */
  function openSaved(forKey: string) {
    const codes = reportOf(reports, forKey)?.codes;
    if (codes?.length) void verify({ codes, repeats: 0, overLimit: 0, cutChars: 0 }, forKey, false);
    else {
      abort.current?.abort();
      setReport(null);
      setRun({ phase: 'idle' });
    }
  }

  function selectClass(k: string) {
    setKey(k);
    openSaved(k);
  }

  // On opening the page: the chosen class's saved codes (a task later, so the page paints first).
  const openSavedRef = useRef(openSaved);
  useEffect(() => {
    openSavedRef.current = openSaved;
  });
  useEffect(() => {
    // Nothing saved: nothing to open (and a check the teacher asked for before the report came is left alone).
    if (!reportOf(reports, key)?.codes.length) return () => abort.current?.abort();
    const t = setTimeout(() => openSavedRef.current(key), 0);
    return () => {
      clearTimeout(t);
      abort.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the class the page opened with
  }, []);

  function check(pastedText = text, focusResults = true) {
    if (reading.current) {
      void reading.current.then(() => check(pastedText, focusResults));
      return;
    }
    const all = `${pastedText}\n${fileRef.current?.text ?? ''}`;
    if (!all.trim()) {
      setRun({ phase: 'empty' });
      return;
    }
    const pasted = findAll(all);
    // The class's saved codes first, then the new ones; a pasted code already saved counts as a repeat.
    const before = saved?.codes ?? [];
    const seen = new Set(before);
    const fresh = pasted.codes.filter((c) => !seen.has(c));
    void verify({ ...pasted, codes: [...before, ...fresh], repeats: pasted.repeats + (pasted.codes.length - fresh.length) }, key, true).then(() => {
      if (focusResults) resultsRef.current?.focus();
    });
  }

  // The scanner hands over each code it reads: it joins the pasted text (so the teacher sees it) and the report is
  // checked again at once. Returns whether the code was new.
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);
  function scanned(code: string): boolean {
    const known = new Set([...(saved?.codes ?? []), ...findAll(textRef.current).codes]);
    if (known.has(code)) return false;
    const next = textRef.current.trim() ? `${textRef.current.trimEnd()}\n${code}` : code;
    textRef.current = next;
    setText(next);
    check(next, false);
    return true;
  }

  function readFile(f: File | undefined) {
    if (!f) return;
    if (f.size > MAX_FILE_BYTES) {
      fileRef.current = null;
      setFile(null);
      setFileMsg(REPORT_TEXT.fileTooBig(f.size));
      return;
    }
    const reader = new FileReader();
    const done = new Promise<void>((resolve) => {
      reader.onload = () => {
        fileRef.current = { name: f.name, text: String(reader.result ?? '') };
        setFile(fileRef.current);
        setFileMsg(REPORT_TEXT.fileRead(f.name));
        resolve();
      };
      reader.onerror = () => {
        setFileMsg(REPORT_TEXT.fileFailed);
        resolve();
      };
    });
    reading.current = done;
    void done.then(() => {
      if (reading.current === done) reading.current = null;
    });
    reader.readAsText(f);
  }

  // A file chosen in the first screen before the report came is read now (before a held "Check codes" is pressed).
  const framedFile = fromFrame?.files.file;
  const readFramed = useRef(false);
  useLayoutEffect(() => {
    if (framedFile && !readFramed.current) {
      readFramed.current = true;
      readFile(framedFile);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the file chosen before the report came
  }, []);

  function printReport() {
    document.documentElement.dataset.print = 'report';
    const done = () => {
      delete document.documentElement.dataset.print;
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  }

  const running = run.phase === 'running';
  const rejected = report?.rejected ?? [];
  /** How many groups (seeds and settings) of a simulation the report holds: more than one only in "Any class". */
  const groupsOf = (game: string) => report?.games.filter((g) => g.game === game).length ?? 0;
  /** How many seeds and settings of a simulation the report holds (the codes alone with theirs count one each). */
  const seedsOf = (game: string) => report?.games.filter((g) => g.game === game).reduce((n, g) => n + (g.alone ? g.rows.length : 1), 0) ?? 0;

  return (
    <div className={styles.app}>
      <LazyNotices />
      <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${id}-in`}>
        <h2 id={`${id}-in`}>Codes</h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-class`}>{REPORT_TEXT.classLabel}</label>
          <select id={`${id}-class`} data-control="report-class" value={key} onChange={(e) => selectClass(e.target.value)} disabled={running} data-testid="report-class">
            <option value={ANY_CLASS}>{REPORT_TEXT.anyClass}</option>
            {classes.map((c) => (
              <option key={c.classId} value={c.classId}>
                {classLabel(c)}
              </option>
            ))}
          </select>
        </div>
        {saved && (
          <p className={styles.muted}>
            {REPORT_TEXT.savedLine(count(saved.codes.length), dateText(saved.updated))}{' '}
            <button type="button" className="btn btn-outline" onClick={() => setConfirmDelete(true)} disabled={running}>
              {REPORT_TEXT.deleteSaved}
            </button>
          </p>
        )}
        <div className={styles.fieldWide}>
          <label htmlFor={`${id}-paste`}>{REPORT_TEXT.pasteLabel}</label>
          <textarea
            id={`${id}-paste`}
            data-control="paste"
            className={styles.paste}
            value={text}
            rows={8}
            spellCheck={false}
            onChange={(e) => setText(e.target.value)}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes('Files')) e.preventDefault();
            }}
            onDrop={(e) => {
              if (!e.dataTransfer.files.length) return;
              e.preventDefault();
              readFile(e.dataTransfer.files[0]);
            }}
            aria-describedby={`${id}-paste-hint`}
            data-testid="paste"
          />
          <span id={`${id}-paste-hint`} className={styles.muted}>
            {REPORT_TEXT.pasteHint}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{REPORT_TEXT.fileLabel}</label>
          <input id={`${id}-file`} type="file" accept=".txt,.csv,text/plain,text/csv" onChange={(e) => readFile(e.target.files?.[0])} data-testid="file" data-control="file" />
          <span className={styles.muted} aria-live="polite">
            {fileMsg}
          </span>
        </div>
        <div className={styles.row}>
          <button type="button" className="btn btn-primary" onClick={() => check()} disabled={running} data-control="check">
            {REPORT_TEXT.check}
          </button>
          {!scanning && (
            <button type="button" className="btn btn-outline" onClick={() => setScanning(true)} data-control="scan">
              {REPORT_TEXT.scan}
            </button>
          )}
          {running && (
            <button type="button" className="btn btn-outline" onClick={() => abort.current?.abort()}>
              {REPORT_TEXT.cancel}
            </button>
          )}
        </div>
        {scanning && <Scanner onCode={scanned} onClose={() => setScanning(false)} />}
        <p role="status" aria-live="polite" className={styles.status} data-testid="report-status">
          {run.phase === 'running' && progressText(run.checked, run.total)}
          {run.phase === 'cancelled' && REPORT_TEXT.cancelled}
          {run.phase === 'empty' && (text.trim() || file ? REPORT_TEXT.nothing : REPORT_TEXT.empty)}
          {run.phase === 'done' && report && REPORT_TEXT.done(count(report.found.codes.length), count(report.verifiedCount), count(report.rejected.length))}
        </p>
        {running && <progress className={styles.progress} max={run.total} value={run.checked} aria-label="Codes checked" />}
      </section>

      {cls && (
        <RosterPanel
          key={cls.classId}
          classId={cls.classId}
          nicknames={report && run.phase === 'done' ? report.games.flatMap((g) => g.rows.map((r) => r.nickname)) : null}
        />
      )}

      {report && run.phase === 'done' && (
        <section aria-labelledby={`${id}-res`} className={styles.results} data-testid="report-results">
          <h2 id={`${id}-res`} tabIndex={-1} ref={resultsRef}>
            {cls ? `${REPORT_TEXT.results}: ${classLabel(cls)}` : REPORT_TEXT.results}
          </h2>
          <ul className={styles.summary} data-testid="report-summary">
            <li>{REPORT_TEXT.done(count(report.found.codes.length), count(report.verifiedCount), count(report.rejected.length))}</li>
            {report.found.repeats > 0 && <li>{REPORT_TEXT.repeats(count(report.found.repeats))}</li>}
            {report.found.overLimit > 0 && <li>{REPORT_TEXT.overLimit(count(report.found.overLimit))}</li>}
            {report.found.cutChars > 0 && <li>{REPORT_TEXT.cut(count(report.found.cutChars))}</li>}
            {full && <li data-testid="report-full">{REPORT_TEXT.full}</li>}
            {report.replaced > 0 && <li>{REPORT_TEXT.replaced(count(report.replaced))}</li>}
            {[...new Set(report.games.map((g) => g.game))]
              .filter((game) => groupsOf(game) > 1)
              .map((game) => (
                <li key={`groups-${game}`} data-testid={`groups-${game}`}>
                  {titleOf(game)}: {REPORT_TEXT.groupsNote(count(seedsOf(game)))}
                </li>
              ))}
            {rejectedByReason(rejected).map((r) => (
              <li key={r.message}>
                {count(r.count)} × {r.message}
              </li>
            ))}
          </ul>
          <div className={`${styles.row} ${styles.screenOnly}`}>
            <button type="button" className="btn btn-outline" onClick={printReport}>
              {REPORT_TEXT.print}
            </button>
          </div>

          {report.games.map((g) => (
            <GameSection key={g.key} game={g.game} rows={g.rows} group={groupsOf(g.game) > 1 ? g : undefined} onPresent={setPresenting} />
          ))}

          {rejected.length > 0 && <RejectedCodes rejected={rejected} />}
        </section>
      )}

      {presenting && <ResultSlides results={presenting} onClose={stopPresenting} />}

      <Dialog
        open={confirmDelete}
        title={REPORT_TEXT.deleteTitle}
        onClose={() => setConfirmDelete(false)}
        testId="delete-report-dialog"
        closeButton={false}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setConfirmDelete(false)} data-autofocus>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setReports((r) => deleteReport(r, key));
                setReport(null);
                setRun({ phase: 'idle' });
                setConfirmDelete(false);
              }}
            >
              {REPORT_TEXT.deleteConfirm}
            </button>
          </>
        }
      >
        <p>{REPORT_TEXT.deleteBody}</p>
      </Dialog>
    </div>
  );
}
