/**
 * The screen's dialogs: the day's big events, 'Already Home' (the engine's refusal to descend from Base Camp, shown
 * as a dialog: the specification's section 5), and the question before a new expedition replaces one under way.
 */
import type { ReactNode } from 'react';
import * as C from '@/engines/everest/constants';
import type { LogEntry } from '@/engines/everest/types';
import { Dialog } from '@/components/ui/Dialog';
import { eventTitle } from '@/content/everest/screen';
import styles from './Everest.module.css';

/** Events that open the event dialog; other days only get a toast. */
export const BIG_EVENTS: readonly LogEntry['kind'][] = ['hazard', 'ams', 'summit', 'home', 'window', 'turnaround', 'queue', 'ladder', 'exhausted', 'oxygen'];
export const isBigDay = (events: readonly LogEntry[]) => events.some((e) => BIG_EVENTS.includes(e.kind));

/** The dialogs' Close button, focused when a dialog opens (the × in the corner is "Close dialog"). */
function CloseAction({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
      Close
    </button>
  );
}

/** A notice after a day action: closed by its one Close button; focus falls back to the actions' title. */
function NoticeDialog({ open, title, testId, onClose, children }: { open: boolean; title: string; testId: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      testId={testId}
      fallbackFocus="ev-actions-title"
      closeLabel="Close dialog"
      closeButton={false}
      actions={<CloseAction onClose={onClose} />}
    >
      {children}
    </Dialog>
  );
}

/** A day with a big event: its title from the biggest event, every event of the day listed. */
export function EventDialog({ open, events, day, onClose }: { open: boolean; events: LogEntry[]; day: number; onClose: () => void }) {
  const big = events.find((e) => BIG_EVENTS.includes(e.kind));
  return (
    <NoticeDialog open={open} title={eventTitle(big?.kind, events[0]?.day ?? day)} testId="event-modal" onClose={onClose}>
      <ul className={styles.dialogList}>
        {events.map((e, i) => (
          <li key={i}>{e.text}</li>
        ))}
      </ul>
    </NoticeDialog>
  );
}

export function HomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <NoticeDialog open={open} title={C.MSG.alreadyHome} testId="home-modal" onClose={onClose}>
      <p>The team is already at Base Camp ({C.ALTITUDES.BC} m). There is nowhere lower to go — no day was used.</p>
    </NoticeDialog>
  );
}

export function ConfirmRestartDialog({ open, day, onYes, onClose }: { open: boolean; day: number; onYes: () => void; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="Start a new expedition?"
      onClose={onClose}
      testId="confirm-modal"
      fallbackFocus="ev-plan"
      closeLabel="Close dialog"
      closeButton={false}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onYes}>
            Yes, start over
          </button>
          <CloseAction onClose={onClose} />
        </>
      }
    >
      <p>The expedition in progress (day {day}) will be replaced.</p>
    </Dialog>
  );
}
