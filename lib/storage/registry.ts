/**
 * Every key this site writes in the browser, registered by the code that writes it, so the privacy page can be
 * checked against the code (lib/storage/privacy.test.ts) and the error boundary can set a game's save aside.
 * No DOM in here.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

export interface RegisteredKey {
  key: string;
  area: StorageArea;
  /** Puts the value back to its initial state in memory and in storage (persisted atoms only). */
  reset?: () => void;
}

const registry = new Map<string, RegisteredKey>();

export function registerStorageKey(entry: RegisteredKey): void {
  registry.set(`${entry.area}:${entry.key}`, entry);
}

export function registeredKeys(): RegisteredKey[] {
  return [...registry.values()];
}

export function findRegisteredKey(key: string, area: StorageArea = 'localStorage'): RegisteredKey | undefined {
  return registry.get(`${area}:${key}`);
}

/** How many bad saves are kept per game: `<key>:corrupt` (newest), `<key>:corrupt:2`, `<key>:corrupt:3` (oldest). */
export const QUARANTINE_SLOTS = 3;

/** The keys where bad saves of `key` are kept, newest first. */
export function quarantineKeys(key: string): string[] {
  return Array.from({ length: QUARANTINE_SLOTS }, (_, i) => (i === 0 ? `${key}:corrupt` : `${key}:corrupt:${i + 1}`));
}
