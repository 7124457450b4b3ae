/**
 * The screen's dialogs: the day's big events, 'Already Home' (the engine's refusal to descend from Base Camp, shown
 * as a dialog: the specification's section 5), and the question before a new expedition replaces one under way.
 */
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

/** A day with a big event: its title from the biggest event, every event of the day listed. */
export function EventDialog({ open, events, day, onClose }: { open: boolean; events: LogEntry[]; day: number; onClose: () => void }) {
  const big = events.find((e) => BIG_EVENTS.includes(e.kind));
  return (
    <Dialog
      open={open}
      title={eventTitle(big?.kind, events[0]?.day ?? day)}
      onClose={onClose}
      testId="event-modal"
      fallbackFocus="ev-actions-title"
      closeLabel="Close dialog"
      closeButton={false}
      actions={<CloseAction onClose={onClose} />}
    >
      <ul className={styles.dialogList}>
        {events.map((e, i) => (
          <li key={i}>{e.text}</li>
        ))}
      </ul>
    </Dialog>
  );
}

export function HomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title={C.MSG.alreadyHome}
      onClose={onClose}
      testId="home-modal"
      fallbackFocus="ev-actions-title"
      closeLabel="Close dialog"
      closeButton={false}
      actions={<CloseAction onClose={onClose} />}
    >
      <p>The team is already at Base Camp ({C.ALTITUDES.BC} m). There is nowhere lower to go — no day was used.</p>
    </Dialog>
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
