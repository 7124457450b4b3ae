/**
 * Whether anything is stored under `key` (valid or not), reading nothing but the entry's presence: a page that shows
 * saved entries loads the part that reads them (through `persistedAtom` and its validation) at once, so a saved entry,
 * or one its validation would set aside with a notice, is never hidden behind a click (the teacher pages, docs/site.md
 * "Teacher pages"). Apart from peek.ts so that check costs a few bytes. Never throws (storage off: nothing to show).
 */
export function hasSavedEntry(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
