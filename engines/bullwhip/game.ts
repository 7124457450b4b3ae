/**
 * Who this game is, as plain data (docs/engines.md, "The manifest"): a leaf module, so the catalogue, the class
 * links, the storage keys and the screen's island read it without loading the rules. The manifest spreads it.
 */
export const GAME = {
  id: 'bullwhip',
  /** The byte that names the game inside a result code: fixed forever (engines/manifests.test.ts). */
  codeIndex: 0,
  title: 'Bullwhip Rush',
  route: '/simulation/game-theory',
  /** The browser storage key of its save. */
  saveKey: 'bullwhip-rush',
} as const;
