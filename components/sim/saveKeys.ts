/**
 * The browser storage key of each simulation's save, as its SaveSpec names it. The error boundaries use these;
 * lib/storage/privacy.test.ts checks they are exactly the keys the games register with the storage layer.
 */
export const GAME_SAVE_KEYS = {
  launchpad: 'entrepreneur-simulation',
  bullwhip: 'bullwhip-rush',
  summit: 'summit-of-decisions',
  cityTycoon: 'city-tycoon',
  everest: 'everest-v3',
} as const;
