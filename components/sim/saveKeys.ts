/**
 * The browser storage key of each simulation's save, as its SaveSpec names it. The error boundaries use these;
 * lib/storage/privacy.test.ts checks they are exactly the keys the games register with the storage layer.
 */
import { GAME_BY_ID } from '@/engines/games';

/** Read from each game's identity (engines/<game>/game.ts). */
export const GAME_SAVE_KEYS = {
  launchpad: GAME_BY_ID.launchpad.saveKey,
  bullwhip: GAME_BY_ID.bullwhip.saveKey,
  summit: GAME_BY_ID.summit.saveKey,
  cityTycoon: GAME_BY_ID['city-tycoon'].saveKey,
  everest: GAME_BY_ID.everest.saveKey,
} as const;
