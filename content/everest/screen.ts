/**
 * Texts the Everest screen writes itself, apart from the rules' texts (refusals and log entries come from the
 * engine; texts that quote a figure are in text.ts): its toasts, the event dialog's titles and the seed check.
 */
import * as C from '@/engines/everest/constants';
import type { EventKind } from '@/engines/everest/types';

export const toasts = {
  /** A quiet day's events (days with a big event open the event dialog instead). */
  day: (day: number) => `Day ${day}`,
  newExpedition: 'New expedition',
  newExpeditionDetail: (difficulty: string, seed: string) => `${difficulty}, seed "${seed}". Good luck on the mountain.`,
  classRestarted: 'Class expedition restarted',
};

/** The event dialog's title for the day's biggest event (other kinds: "Day 5: on the mountain"). */
export function eventTitle(kind: EventKind | undefined, day: number): string {
  switch (kind) {
    case 'summit':
      return 'Summit!';
    case 'home':
      return 'Back at Base Camp';
    case 'window':
      return C.MSG.windowClosed;
    case 'ams':
      return 'Altitude sickness';
    default:
      return `Day ${day}: on the mountain`;
  }
}

/** The planning form's message for a seed that is empty or too long. */
export const seedError = (max: number) => `Enter a seed of 1 to ${max} characters (letters, numbers, anything you like).`;
