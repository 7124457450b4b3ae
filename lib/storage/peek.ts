/**
 * A look at a saved entry without reading it for use: the envelope's `data` as stored, unvalidated, and nothing
 * changed (no migration, nothing set aside, no notice). Only for deciding whether a screen needs to load the part that
 * then reads the entry properly, through `persistedAtom` and its validation (Summit's intro and its saved class).
 * Kept apart from persisted.ts so that look costs a few hundred bytes, not the storage layer. Never throws.
 */
export function peekSavedData(key: string): unknown {
  try {
    if (typeof window === 'undefined') return undefined;
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    const envelope: unknown = JSON.parse(raw);
    return envelope !== null && typeof envelope === 'object' ? (envelope as { data?: unknown }).data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether anything is stored under `key` (valid or not): a page that shows saved entries loads the part that reads
 * them at once, so a saved entry, or one its validation would set aside with a notice, is never hidden behind a click.
 * Reads nothing but the entry's presence. Never throws (storage off: nothing saved to show).
 */
export function hasSavedEntry(key: string): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
