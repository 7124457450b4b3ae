'use client';
/**
 * /teacher — run a class (docs/classroom.md). A client island, loaded on first use of the page's first screen
 * (docs/site.md, "Teacher pages"): the teacher picks a registered simulation and its settings (a form built from its
 * ClassSpec.fields, read back through fromParams so a clamped value shows the game's own message), a seed (editable)
 * and gets a class link, a QR code on request and a printable handout. Classes are kept in this browser
 * (`teacher-classes`), listed, reopened and deleted with a confirmation.
 */
import { useAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { LINK_SEED_PATTERN, SEED_PARAM, CLASS_PARAM } from '@/engines/core/classLink';
import type { CodeGame } from '@/engines/core/code';
import { newSeed } from '@/engines/core/seed';
import { isJoinSeed, joinClassId, newJoinSeed } from '@/engines/core/joinCode';
import { cleanName } from '@/engines/core/text';
import { RUN_TEXT } from '@/content/classroom/teacher';
import { LazyDialog as Dialog } from '@/components/ui/LazyDialog';
import { LazyNotices } from './LazyNotices';
import { registeredGames, titleOf, type Game } from './games';
import type { FirstUseProps } from './firstUse';
import { OfflineSwitch } from './OfflineSwitch';
import { addClass, removeClass, teacherClassesAtom, teacherReportsAtom, deleteReport, CLASS_NAME_MAX, type TeacherClass } from '@/lib/classroom/teacher';
import { CLASS_FILE_MAX_BYTES, CLASS_FILE_MESSAGES, classFileName, classFileText, exportClass, importClass, readClassFile } from '@/lib/classroom/classFile';
import { teacherRostersAtom } from '@/lib/classroom/roster';
import { ClassOutput, linkOf } from './ClassOutput';
import { FieldInput } from './FieldInput';
import { downloadText } from './download';
import styles from './teacher.module.css';

/** Characters of the seed box's first line, at the narrowest (375 px): a longer seed gets a second line. */
const SEED_ROW_CHARS = 30;

function dateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export default function TeacherApp({ readFrame }: FirstUseProps) {
  const games = useMemo(() => registeredGames(), []);
  // What the teacher typed or chose in the first screen before the tools came (firstUse.tsx), once.
  const [fromFrame] = useState(() => readFrame?.() ?? null);
  const framed = fromFrame?.values ?? {};
  const firstGame = games.find((g) => framed[`pick-${g.id}`] === 'on') ?? games[0];
  const [classes, setClasses] = useAtom(teacherClassesAtom);
  const [reports, setReports] = useAtom(teacherReportsAtom);
  const [rosters, setRosters] = useAtom(teacherRostersAtom);
  const [importMsg, setImportMsg] = useState('');
  const [gameId, setGameId] = useState<CodeGame | null>(firstGame?.id ?? null);
  const game = games.find((g) => g.id === gameId) ?? null;
  const [params, setParams] = useState<Record<string, string>>(() => {
    if (!firstGame) return {};
    const defaults: Record<string, string> = firstGame.spec.toParams(firstGame.spec.defaults);
    // The first screen shows the first game's settings: what was typed there counts only for that game.
    if (firstGame !== games[0]) return defaults;
    const typed = firstGame.spec.fields.flatMap((f) => (framed[`field-${f.param}`] === undefined ? [] : [[f.param, framed[`field-${f.param}`]]]));
    return { ...defaults, ...Object.fromEntries(typed) };
  });
  const [seed, setSeed] = useState(() => (framed.seed ? framed.seed.trim().slice(0, 80) : newJoinSeed()));
  const [name, setName] = useState(framed.name ?? '');
  const [shown, setShown] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TeacherClass | null>(null);
  const id = useId();
  const outputRef = useRef<HTMLHeadingElement>(null);

  const read = game ? game.spec.fromParams(params) : null;
  const seedOk = LINK_SEED_PATTERN.test(seed);
  const current = classes.find((c) => c.classId === shown) ?? null;

  function pickGame(g: Game) {
    setGameId(g.id);
    setParams(g.spec.toParams(g.spec.defaults));
  }

  function create(e: React.FormEvent) {
    e.preventDefault();
    if (!game || !read || !seedOk) return;
    // What is saved is exactly what the link says: the settings as read back (clamped), written as the link writes them.
    const settingsParams = game.spec.toParams(read.settings);
    const c: TeacherClass = {
      // A join seed's class id follows from it, so a student who types the join code joins this very class.
      classId: isJoinSeed(seed) ? joinClassId(seed) : newSeed('C'),
      game: game.id,
      seed,
      params: Object.fromEntries(Object.entries(settingsParams).filter(([k]) => k !== CLASS_PARAM && k !== SEED_PARAM)),
      name: cleanName(name, CLASS_NAME_MAX),
      created: new Date().toISOString(),
    };
    setClasses((list) => addClass(list, c));
    setShown(c.classId);
    setSeed(newJoinSeed());
    setName('');
  }

  useEffect(() => {
    if (shown) outputRef.current?.focus();
  }, [shown]);

  function confirmDelete() {
    if (!toDelete) return;
    const cid = toDelete.classId;
    setClasses((list) => removeClass(list, cid));
    setReports((r) => deleteReport(r, cid));
    if (shown === cid) setShown(null);
    setToDelete(null);
  }

  const exportOne = (c: TeacherClass) =>
    downloadText(classFileText(exportClass({ classes, rosters, reports }, c)), classFileName(c, new Date()), 'application/json');

  function importFile(f: File | undefined) {
    if (!f) return;
    if (f.size > CLASS_FILE_MAX_BYTES) {
      setImportMsg(CLASS_FILE_MESSAGES.tooBig);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const read = readClassFile(String(reader.result ?? ''));
      if (!read.ok) {
        setImportMsg(read.message);
        return;
      }
      const next = importClass({ classes, rosters, reports }, read.file, new Date());
      setClasses(next.classes);
      setRosters(next.rosters);
      setReports(next.reports);
      const g = games.find((x) => x.id === read.file.class.game);
      setImportMsg(RUN_TEXT.imported(read.file.class.name || (g ? titleOf(g) : read.file.class.game)));
      setShown(read.file.class.classId);
    };
    reader.onerror = () => setImportMsg(CLASS_FILE_MESSAGES.notJson);
    reader.readAsText(f);
  }

  // A class file chosen in the first screen before the tools came is imported now.
  const framedFile = fromFrame?.files['import-class'];
  const importedFramed = useRef(false);
  useEffect(() => {
    if (framedFile && !importedFramed.current) {
      importedFramed.current = true;
      importFile(framedFile);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the file chosen before the tools came
  }, []);

  if (!games.length) return <p className={styles.notice}>{RUN_TEXT.none}</p>;

  return (
    <div className={styles.app}>
      <LazyNotices />
      <form className={`${styles.panel} ${styles.screenOnly}`} onSubmit={create} aria-labelledby={`${id}-form`} noValidate>
        <h2 id={`${id}-form`}>1. {RUN_TEXT.simulation}</h2>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{RUN_TEXT.simulation}</legend>
          {games.map((g) => (
            <label key={g.id} className={styles.choice} data-testid={`pick-${g.id}`}>
              <input type="radio" name={`${id}-game`} value={g.id} checked={g.id === gameId} onChange={() => pickGame(g)} data-control={`pick-${g.id}`} />
              <span>
                <strong>{titleOf(g)}</strong>
                {g.sim && (
                  <span className={styles.muted}>
                    {' '}
                    · {g.sim.duration} · {g.sim.players}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>

        {game && read && (
          <>
            <h2>2. {RUN_TEXT.settings}</h2>
            {game.spec.fields.length === 0 && <p className={styles.muted}>{RUN_TEXT.noSettings}</p>}
            {game.spec.fields.map((f) => (
              <FieldInput key={`${game.id}-${f.param}`} field={f} value={params[f.param] ?? ''} onChange={(v) => setParams((p) => ({ ...p, [f.param]: v }))} />
            ))}
            <div aria-live="polite" className={styles.problems}>
              {read.problems.map((p) => (
                <p key={p} className={styles.problem}>
                  <span aria-hidden="true">⚠ </span>
                  {p}
                </p>
              ))}
            </div>
            <p className={styles.muted} data-testid="settings-words">
              {game.spec.describe(read.settings)}
            </p>

            <h2>3. {RUN_TEXT.seed}</h2>
            <div className={styles.field}>
              <label htmlFor={`${id}-seed`}>{RUN_TEXT.seed}</label>
              <div className={styles.row}>
                {/* A text box that wraps, so a seed of any allowed length (64 characters) is seen whole at 375 px as at
                    1280 px; Enter still makes the link, as in a one-line field. */}
                <textarea
                  id={`${id}-seed`}
                  data-control="seed"
                  className={styles.seed}
                  value={seed}
                  rows={seed.length > SEED_ROW_CHARS ? 2 : 1}
                  onChange={(e) => setSeed(e.target.value.trim().slice(0, 80))}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    e.currentTarget.form?.requestSubmit();
                  }}
                  aria-invalid={!seedOk}
                  aria-describedby={`${id}-seed-hint ${id}-seed-err`}
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                />
                <button type="button" className="btn btn-outline" onClick={() => setSeed(newJoinSeed())} data-control="new-seed">
                  {RUN_TEXT.newSeed}
                </button>
              </div>
              <span id={`${id}-seed-hint`} className={styles.muted}>
                {RUN_TEXT.seedHint}
              </span>
              <span id={`${id}-seed-err`} className={styles.problem} aria-live="polite">
                {seedOk ? '' : `⚠ ${RUN_TEXT.seedBad}`}
              </span>
              {seedOk && !isJoinSeed(seed) && <span className={styles.muted}>{RUN_TEXT.noJoin}</span>}
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-name`}>{RUN_TEXT.name}</label>
              <input
                id={`${id}-name`}
                data-control="name"
                value={name}
                maxLength={CLASS_NAME_MAX * 4}
                onChange={(e) => setName(e.target.value)}
                aria-describedby={`${id}-name-hint`}
                autoComplete="off"
              />
              <span id={`${id}-name-hint`} className={styles.muted}>
                {RUN_TEXT.nameHint}
              </span>
            </div>
            <button type="submit" className="btn btn-primary" disabled={!seedOk} data-control="create">
              {RUN_TEXT.create}
            </button>
          </>
        )}
      </form>

      {current && <ClassOutput key={current.classId} cls={current} headingRef={outputRef} />}

      <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} tabIndex={-1}>
          {RUN_TEXT.listTitle}
        </h2>
        {classes.length === 0 ? (
          <p className={styles.muted}>{RUN_TEXT.listEmpty}</p>
        ) : (
          <ul className={styles.classList} data-testid="class-list">
            {classes.map((c) => {
              const g = games.find((x) => x.id === c.game);
              const link = linkOf(c);
              return (
                <li key={c.classId} className={styles.classItem} data-testid="class-item">
                  <div>
                    <strong>{c.name || (g ? titleOf(g) : c.game)}</strong>
                    <span className={styles.muted}>
                      {' '}
                      · {RUN_TEXT.created} {dateText(c.created)}
                    </span>
                    <br />
                    <span className={styles.muted}>{link ? link.words : c.game}</span>
                  </div>
                  <div className={styles.row}>
                    <button type="button" className="btn btn-outline" onClick={() => setShown(c.classId)} aria-pressed={shown === c.classId}>
                      {RUN_TEXT.open}
                      <span className="visually-hidden"> {c.name || c.classId}</span>
                    </button>
                    <a className="btn btn-outline" href={`/teacher/report?class=${encodeURIComponent(c.classId)}`}>
                      Report<span className="visually-hidden"> for {c.name || c.classId}</span>
                    </a>
                    <button type="button" className="btn btn-outline" onClick={() => exportOne(c)}>
                      {RUN_TEXT.exportClass}
                      <span className="visually-hidden"> {c.name || c.classId}</span>
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setToDelete(c)}>
                      {RUN_TEXT.delete}
                      <span className="visually-hidden"> {c.name || c.classId}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-import`}>{RUN_TEXT.importClass}</label>
          <input
            id={`${id}-import`}
            type="file"
            accept=".json,application/json"
            aria-describedby={`${id}-import-hint`}
            data-testid="import-class"
            data-control="import-class"
            onChange={(e) => {
              importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <span id={`${id}-import-hint`} className={styles.muted}>
            {RUN_TEXT.importHint}
          </span>
        </div>
        <p role="status" aria-live="polite" data-testid="import-status">
          {importMsg}
        </p>
      </section>

      <Dialog
        open={!!toDelete}
        title={RUN_TEXT.deleteTitle}
        onClose={() => setToDelete(null)}
        testId="delete-class-dialog"
        fallbackFocus={`${id}-list`}
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setToDelete(null)} data-autofocus>
              {RUN_TEXT.cancel}
            </button>
            <button type="button" className="btn btn-primary" onClick={confirmDelete}>
              {RUN_TEXT.deleteConfirm}
            </button>
          </>
        }
        closeButton={false}
      >
        <p>
          <strong>{toDelete?.name || toDelete?.classId}</strong>
        </p>
        <p>{RUN_TEXT.deleteBody}</p>
      </Dialog>
      <OfflineSwitch switchedOn={framed['offline-switch'] === 'on'} />
    </div>
  );
}
