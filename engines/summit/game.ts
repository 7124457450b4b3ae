/**
 * Who this game is, as plain data (docs/engines.md, "The manifest"): a leaf module, so the catalogue, the class
 * links, the storage keys and the screen's island read it without loading the rules. The manifest spreads it.
 */
export const GAME = {
  id: 'summit',
  /** The byte that names the game inside a result code: fixed forever (engines/manifests.test.ts). */
  codeIndex: 2,
  title: 'Summit of Decisions',
  route: '/simulation/summit',
  /** The browser storage key of its save. */
  saveKey: 'summit-of-decisions',
} as const;
