import type { Metadata } from 'next';
import { routeMetadata } from '@/lib/metadata';
import { findSimulation } from '@/content/simulations';
import { GUIDES_INDEX, REPORT_PATH, TEACHER_GUIDES, TEACHER_PATH, lessonTotal } from '@/content/teacher-guides';
import { GuideLink } from './_guide/GuideParts';
import { PrintButton } from './_guide/PrintButton';
import styles from './_guide/guide.module.css';
import './_guide/print.css';

export const metadata: Metadata = routeMetadata('/teacher/guides');

export default function TeacherGuidesIndex() {
  return (
    <article className={`container ${styles.guide}`} data-guide="index">
      <header className={styles.head}>
        <h1 className={styles.h1}>{GUIDES_INDEX.title}</h1>
        <p className={styles.lead}>
          One printable page per simulation: what students learn, what to say before they start, how long each part
          takes, what to watch for while they play, and questions for the debrief, tied to the figures of the class
          report.
        </p>
        <div className={styles.actions}>
          <PrintButton label="Print this page" />
          <a href={TEACHER_PATH} className="btn btn-outline">
            Make a class link
          </a>
        </div>
      </header>

      <section aria-labelledby="how-title" className={styles.section}>
        <h2 id="how-title" className={styles.h2}>
          How a class game works
        </h2>
        <ol className={styles.steps}>
          <li>
            <strong>Before the lesson</strong>, open <GuideLink href={TEACHER_PATH}>Run a class</GuideLink>, pick a
            simulation and its settings, and copy the class link (or project its QR code). Everyone who opens it plays the
            same game: the same settings and the same seed.
          </li>
          <li>
            <strong>In the lesson</strong>, students open the link on their own device and play. No accounts, no sign-in:
            nothing a student types is sent anywhere. A student may add a nickname to their result.
          </li>
          <li>
            <strong>At the end</strong>, each student (or each City Tycoon table) copies the result code from the end
            screen and hands it in: a class chat, your LMS, a shared document.
          </li>
          <li>
            <strong>For the debrief</strong>, paste all the codes into the{' '}
            <GuideLink href={REPORT_PATH}>class report</GuideLink>. Each code is replayed move by move through the same
            game, so every figure you project is recomputed from the students’ own moves. “Verified” means these moves
            give this result — not that the student played alone.
          </li>
        </ol>
      </section>

      <section aria-labelledby="guides-title" className={styles.section}>
        <h2 id="guides-title" className={styles.h2}>
          The guides
        </h2>
        <ul className={styles.cards}>
          {TEACHER_GUIDES.map((g) => {
            const s = findSimulation(g.id)!;
            return (
              <li key={g.id} className={styles.card} data-testid={`guide-card-${g.id}`}>
                <h3>
                  <GuideLink href={g.path}>{s.title}</GuideLink>
                </h3>
                <p>{s.teaches}</p>
                <p className={styles.muted}>
                  Play: {s.duration} · Lesson: {lessonTotal(s).time} · {s.players}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
