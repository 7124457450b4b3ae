import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { REPORT_TEXT } from '@/content/classroom/teacher';
import ReportIsland from '@/components/teacher/ReportIsland';
import { ReportFrame } from '@/components/teacher/ReportFrame';
import styles from '@/components/teacher/teacher.module.css';
import { RestOfStyles } from '@/components/site/RestOfStyles';

export const metadata: Metadata = routeMetadata('/teacher/report');

export default function TeacherReportPage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.intro}>
        <h1>{REPORT_TEXT.title}</h1>
        <p>{REPORT_TEXT.lead}</p>
        <p>
          <strong>What “verified” means.</strong> {REPORT_TEXT.verified}
        </p>
        <p>{REPORT_TEXT.privacy}</p>
        <p>
          <a href="/teacher">Run a class</a>
        </p>
      </div>
      <RestOfStyles />
      <ReportIsland>
        <ReportFrame />
      </ReportIsland>
    </div>
  );
}
