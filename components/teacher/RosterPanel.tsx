'use client';
/**
 * A class's roster on the report: the teacher pastes the nicknames or seat numbers the students were given (kept on
 * this device only, `teacher-rosters`), and the report says who has handed in, who is missing, and which codes match
 * no one. Matching is lib/classroom/roster.ts's (cleaned, then case and spaces ignored). Students never see it.
 */
import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { matchRoster, parseRoster, rosterOf, setRoster, teacherRostersAtom } from '@/lib/classroom/roster';
import { count } from '@/lib/classroom/report';
import styles from './teacher.module.css';

export function RosterPanel({ classId, nicknames }: { classId: string; nicknames: string[] | null }) {
  const id = useId();
  const [rosters, setRosters] = useAtom(teacherRostersAtom);
  const roster = rosterOf(rosters, classId);
  const [draft, setDraft] = useState(() => roster.join('\n'));
  const [status, setStatus] = useState('');
  const match = nicknames && roster.length ? matchRoster(roster, nicknames) : null;

  function save() {
    const { names, repeats, overLimit } = parseRoster(draft);
    setRosters((r) => setRoster(r, classId, names));
    setDraft(names.join('\n'));
    setStatus(REPORT_TEXT.rosterSaved(names.length, repeats, overLimit));
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-h`} data-testid="roster">
      <h2 id={`${id}-h`}>{REPORT_TEXT.rosterTitle}</h2>
      {match && (
        <div data-testid="roster-match">
          <p>
            <strong>{REPORT_TEXT.handedIn(count(match.handedIn.length), count(roster.length))}</strong>
          </p>
          <h3>{REPORT_TEXT.missing(count(match.missing.length))}</h3>
          {match.missing.length ? (
            <ul className={styles.nameList} data-testid="roster-missing">
              {match.missing.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{REPORT_TEXT.noneMissing}</p>
          )}
          {match.notOnRoster.length > 0 && (
            <>
              <h3>{REPORT_TEXT.notOnRoster(count(match.notOnRoster.length))}</h3>
              <ul className={styles.nameList} data-testid="roster-strangers">
                {match.notOnRoster.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </>
          )}
          {match.noNickname > 0 && <p className={styles.muted}>{REPORT_TEXT.noNicknameCodes(count(match.noNickname))}</p>}
        </div>
      )}
      <details className={styles.screenOnly}>
        <summary>{roster.length ? REPORT_TEXT.rosterEdit : REPORT_TEXT.rosterAdd}</summary>
        <p className={styles.muted}>{REPORT_TEXT.rosterHint}</p>
        <label htmlFor={`${id}-list`}>{REPORT_TEXT.rosterLabel}</label>
        <textarea id={`${id}-list`} className={styles.paste} rows={6} value={draft} onChange={(e) => setDraft(e.target.value)} spellCheck={false} />
        <div className={styles.row}>
          <button type="button" className="btn btn-outline" onClick={save}>
            {REPORT_TEXT.rosterSave}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.muted}>
          {status}
        </p>
      </details>
    </section>
  );
}
