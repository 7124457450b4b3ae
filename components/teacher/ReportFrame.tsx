/**
 * /teacher/report's first screen as a teacher with nothing saved sees it, rendered at build time (docs/site.md,
 * "Teacher pages"): the Codes panel in ReportApp's markup ("Any class", an empty paste box, the file box, Check and
 * Scan), so nothing moves when the report replaces it. Its controls are real: what is typed or chosen here is handed
 * to the report, and a press is pressed again there (firstUse.tsx, matched by `data-control`).
 */
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { ANY_CLASS } from '@/lib/classroom/teacherKeys';
import styles from './teacher.module.css';

const ID = 'report-frame';

export function ReportFrame() {
  return (
    <div className={styles.app}>
      <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${ID}-in`}>
        <h2 id={`${ID}-in`}>Codes</h2>
        <div className={styles.field}>
          <label htmlFor={`${ID}-class`}>{REPORT_TEXT.classLabel}</label>
          <select id={`${ID}-class`} data-testid="report-class" data-control="report-class">
            <option value={ANY_CLASS}>{REPORT_TEXT.anyClass}</option>
          </select>
        </div>
        <div className={styles.fieldWide}>
          <label htmlFor={`${ID}-paste`}>{REPORT_TEXT.pasteLabel}</label>
          <textarea id={`${ID}-paste`} className={styles.paste} defaultValue="" rows={8} spellCheck={false} aria-describedby={`${ID}-paste-hint`} data-testid="paste" data-control="paste" />
          <span id={`${ID}-paste-hint`} className={styles.muted}>
            {REPORT_TEXT.pasteHint}
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ID}-file`}>{REPORT_TEXT.fileLabel}</label>
          <input id={`${ID}-file`} type="file" accept=".txt,.csv,text/plain,text/csv" data-testid="file" data-control="file" />
          <span className={styles.muted} />
        </div>
        <div className={styles.row}>
          <button type="button" className="btn btn-primary" data-control="check">
            {REPORT_TEXT.check}
          </button>
          <button type="button" className="btn btn-outline" data-control="scan">
            {REPORT_TEXT.scan}
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.status} data-testid="report-status" />
      </section>
    </div>
  );
}
