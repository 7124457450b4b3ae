import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { RUN_TEXT } from '@/content/classroom/teacher';
import TeacherIsland from '@/components/teacher/TeacherIsland';
import { TeacherFrame } from '@/components/teacher/TeacherFrame';
import styles from '@/components/teacher/teacher.module.css';
import { RestOfStyles } from '@/components/site/RestOfStyles';

export const metadata: Metadata = routeMetadata('/teacher');

export default function TeacherPage() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.intro}>
        <h1>{RUN_TEXT.title}</h1>
        <p>{RUN_TEXT.lead}</p>
        <p>{RUN_TEXT.privacy}</p>
        <p>
          <a href="/teacher/report">{RUN_TEXT.reportLink}</a>
        </p>
      </div>
      <RestOfStyles />
      <TeacherIsland>
        <TeacherFrame />
      </TeacherIsland>
    </div>
  );
}
