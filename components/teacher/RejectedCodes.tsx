'use client';
/** The report's list of codes that did not verify, each with its reason (the first `REJECTED_SHOWN`, then how many more). */
import { useId } from 'react';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import { count } from '@/lib/classroom/report';
import styles from './teacher.module.css';

/** How many rejected codes the table lists; the rest are counted under it. */
export const REJECTED_SHOWN = 200;

export function RejectedCodes({ rejected }: { rejected: readonly { text: string; nickname?: string | null; message: string }[] }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-rej`} data-testid="rejected">
      <h2 id={`${id}-rej`}>
        {REPORT_TEXT.rejectedTitle} ({count(rejected.length)})
      </h2>
      <p className={styles.muted}>{REPORT_TEXT.rejectedLead}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-rej`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{REPORT_TEXT.colCode}</th>
              <th scope="col">{REPORT_TEXT.colNickname}</th>
              <th scope="col">{REPORT_TEXT.colReason}</th>
            </tr>
          </thead>
          <tbody>
            {rejected.slice(0, REJECTED_SHOWN).map((r) => (
              <tr key={r.text}>
                <td className={styles.codeCell} title={r.text}>
                  {r.text.length > 18 ? `${r.text.slice(0, 16)}…` : r.text}
                </td>
                <td>{r.nickname ?? ''}</td>
                <td>{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rejected.length > REJECTED_SHOWN && <p className={styles.muted}>{REPORT_TEXT.rejectedMore(count(rejected.length - REJECTED_SHOWN))}</p>}
    </section>
  );
}
