/**
 * Texts the City Tycoon screen writes itself (its toasts and the reasons that are not the rules'): the rules' own
 * messages (refusals, the log) live in engines/city-tycoon/constants.ts.
 */
import { TITLE } from '@/engines/city-tycoon/constants';

export const SCREEN_TEXT = {
  /** The toast when a game starts. */
  started: (firstPlayer: string) => `${TITLE}: ${firstPlayer} starts. Good luck!`,
  /** Why Roll waits although the rules would allow it: the last roll is still on screen. */
  rollWaits: 'Wait until the token has landed (a click or a key press skips the walk).',
  /** Why Roll waits while a dialog or the tile drawer is open. */
  rollAfterDialog: 'Close the open dialog first.',
} as const;
