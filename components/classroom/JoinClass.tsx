/**
 * "Join a class" on /simulation: a student types the join code the teacher projects (engines/core/joinCode.ts) and
 * lands on the class link it stands for. The section and its words are rendered at build time; only the form is a
 * client island (JoinForm.tsx). One per page: its ids are fixed.
 */
import { JOIN_TEXT } from '@/content/classroom/join';
import { JoinForm } from './JoinForm';
import styles from './JoinClass.module.css';

const ID = 'join-class';

export function JoinClass() {
  const { label, join, opening, failed } = JOIN_TEXT;
  return (
    <section className={styles.join} aria-labelledby={`${ID}-h`}>
      <h2 id={`${ID}-h`} className={styles.joinTitle}>
        {JOIN_TEXT.title}
      </h2>
      <p className={styles.joinLead}>{JOIN_TEXT.lead}</p>
      <JoinForm id={ID} words={{ label, join, opening, failed }} />
    </section>
  );
}
