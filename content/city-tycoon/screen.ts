/**
 * Texts the City Tycoon screen writes itself (its toasts and the reasons that are not the rules'): the rules' own
 * messages (refusals, the log) live in engines/city-tycoon/constants.ts.
 */
import { BOARD_SIZE, MAX_PLAYERS, MIN_PLAYERS, TITLE } from '@/engines/city-tycoon/constants';

export const SCREEN_TEXT = {
  /**
   * The coach line over the empty board, before a game (behind the setup dialog) and in the static frame, where it
   * also stands for a returning player's hint until the game has loaded: true of every game, so it names no game's state.
   */
  noGame: `${MIN_PLAYERS}–${MAX_PLAYERS} players share this device and take turns: two dice move each token clockwise around the ${BOARD_SIZE} tiles.`,
  /** The toast when a game starts. */
  started: (firstPlayer: string) => `${TITLE}: ${firstPlayer} starts. Good luck!`,
  /** Why Roll waits although the rules would allow it: the last roll is still on screen. */
  rollWaits: 'Wait until the token has landed (a click or a key press skips the walk).',
  /** Why Roll waits while a dialog or the tile drawer is open. */
  rollAfterDialog: 'Close the open dialog first.',
} as const;
