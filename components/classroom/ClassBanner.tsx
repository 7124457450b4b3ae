'use client';
/**
 * "Class game" banner (docs/classroom.md): the class's settings in words, locked, and a plain statement that nothing is
 * sent anywhere. Also the question asked before a class link replaces an unfinished solo game, and the notice for a
 * broken link. Games mount it above their screen with the state from useClassGame.
 */
import type { ClassContext, ClassSpec } from '@/engines/core/classLink';
import { Dialog } from '@/components/ui/Dialog';
import styles from './classroom.module.css';

export const CLASS_TEXT = {
  title: 'Class game',
  nothingSent:
    'Nothing you do here is sent anywhere. When you finish, you get a result code: handing it in is part of the lesson — your teacher scans its QR code or you copy it to them.',
  locked: 'Your teacher chose these settings for the whole class, so they are locked.',
  leave: 'Leave the class game',
  replaceTitle: 'Start the class game?',
  replaceBody: 'You have an unfinished game here. Starting the class game replaces it on this device.',
  replaceYes: 'Start the class game',
  replaceNo: 'Keep my game',
  brokenTitle: 'About this class link',
} as const;

export function ClassBanner<S>({ spec, context, onLeave }: { spec: ClassSpec<S>; context: ClassContext<S>; onLeave: () => void }) {
  return (
    <section className={styles.banner} aria-labelledby="class-banner-title" data-testid="class-banner">
      <h2 id="class-banner-title">{CLASS_TEXT.title}</h2>
      <p>
        <strong>{spec.describe(context.settings)}</strong> · seed <code>{context.seed}</code>
      </p>
      <p className={styles.muted}>{CLASS_TEXT.locked}</p>
      <p>{CLASS_TEXT.nothingSent}</p>
      <div className={styles.row}>
        <button type="button" className="btn btn-secondary" onClick={onLeave}>
          {CLASS_TEXT.leave}
        </button>
      </div>
    </section>
  );
}

/** Asks before a class link replaces an unfinished solo game. */
export function ReplaceGameDialog({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  return (
    <Dialog
      open={open}
      title={CLASS_TEXT.replaceTitle}
      onClose={onNo}
      testId="class-replace"
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onNo}>
            {CLASS_TEXT.replaceNo}
          </button>
          <button type="button" className="btn btn-primary" onClick={onYes} data-autofocus>
            {CLASS_TEXT.replaceYes}
          </button>
        </>
      }
      closeButton={false}
    >
      <p>{CLASS_TEXT.replaceBody}</p>
    </Dialog>
  );
}

/** Problems with a class link (a clamped setting, a broken link), shown once above the game. */
export function ClassLinkProblems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return (
    <div className={styles.panel} role="status" data-testid="class-link-problems">
      <h2>{CLASS_TEXT.brokenTitle}</h2>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
