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
