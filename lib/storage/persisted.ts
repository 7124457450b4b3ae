/**
 * The one storage layer for every saved game: jotai `atomWithStorage` over the
 * versioned envelope of `engines/core/save.ts`.
 *
 * - Valid save: restored (migrated first when it is older).
 * - Corrupt, invalid or unknown-version save: the raw text is kept under
 *   `<key>:corrupt` (the last three bad saves are kept: older ones move to
 *   `<key>:corrupt:2` and `<key>:corrupt:3`, the oldest is dropped), the key is
 *   cleared, the game starts from its initial value, an error is logged, and the
 *   player is told once (notice bus). The error boundary uses the same path
 *   (`setAsideSave`) when a screen throws while rendering a save.
 * - Storage that is full (quota): the game keeps working in memory and the
 *   player is told the storage is full (not that saving is off).
 * - Storage that throws otherwise (private mode, disabled): the game keeps
 *   working in memory and the player is told once that saving is off.
 * Nothing here ever throws into the UI.
 *
 * Simulations are client islands (no SSR), so atoms read storage on first use
 * (`getOnInit: true`): the first render already shows the saved game.
 */
import { getDefaultStore } from 'jotai/vanilla';
import { atomWithStorage, RESET } from 'jotai/utils';
import { decode, encode, type SaveSpec } from '@/engines/core/save';
import { CORRUPT_TEXT, GAME_CORRUPT_TEXT } from '@/content/storage-notices';
import { emitNotice } from './notices';
import { findRegisteredKey, quarantineKeys, registerStorageKey } from './registry';

export { RESET };

export const STORAGE_OFF_NOTICE = {
  id: 'storage-off',
  title: 'Saving is off',
  description: 'This browser is not letting us save. You can keep playing, but progress will be lost when you close the tab.',
};

export const STORAGE_FULL_NOTICE = {
  id: 'storage-full',
  title: 'Storage is full',
  description:
    "This browser's storage for this site is full, so your latest progress is kept in this tab only. You can keep playing; to save again, reset a game you have finished or free some space in your browser's site settings.",
};

/** True for the errors browsers throw when a write goes over the storage quota. */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014 // Firefox's NS_ERROR_DOM_QUOTA_REACHED
  );
}

/** The notice for a save set aside: a game's wording, or the record's own (content/storage-notices.ts). */
export const corruptNotice = (key: string) => {
  const text = Object.prototype.hasOwnProperty.call(CORRUPT_TEXT, key) ? CORRUPT_TEXT[key] : GAME_CORRUPT_TEXT;
  return { id: `corrupt:${key}`, title: text.title, description: text.description };
};

/** The shape jotai's atomWithStorage expects of a synchronous storage. */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
}

/** localStorage, or null when it is missing or throws on access. */
function getLocalStorage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage;
  } catch (e) {
    // Blocked outright (e.g. cookies disabled): play in memory, and say so once.
    storageOff(e);
    return null;
  }
}

function storageOff(error: unknown): void {
  if (isQuotaError(error)) {
    console.warn('[storage] full, playing in memory:', error);
    emitNotice(STORAGE_FULL_NOTICE);
    return;
  }
  console.warn('[storage] unavailable, playing in memory:', error);
  emitNotice(STORAGE_OFF_NOTICE);
}

/**
 * Keeps `raw` aside as the newest bad save of `key`: `<key>:corrupt` moves to `<key>:corrupt:2`, that one to
 * `<key>:corrupt:3`, and the oldest is dropped. Then the save itself is removed. Never throws.
 */
export function quarantineRaw(ls: Storage, key: string, raw: string): void {
  const slots = quarantineKeys(key);
  try {
    ls.removeItem(slots[slots.length - 1]);
    for (let i = slots.length - 1; i > 0; i--) {
      const older = ls.getItem(slots[i - 1]);
      if (older !== null) ls.setItem(slots[i], older);
      else ls.removeItem(slots[i]);
    }
    ls.setItem(slots[0], raw);
    ls.removeItem(key);
  } catch (e) {
    storageOff(e);
  }
}

/**
 * Sets a game's save aside because its screen could not show it (error boundary): the stored text goes to the
 * quarantine ring, the game returns to its initial value in memory and storage, and the player is told once.
 * Never throws.
 */
export function setAsideSave(key: string, reason: string): void {
  console.error(`[storage] ${key}: the screen failed on this save (${reason}); kept under ${key}:corrupt`);
  const ls = getLocalStorage();
  if (ls) {
    let raw: string | null = null;
    try {
      raw = ls.getItem(key);
    } catch (e) {
      storageOff(e);
    }
    if (raw !== null) quarantineRaw(ls, key, raw);
  }
  resetSave(key);
  emitNotice(corruptNotice(key));
}

/** Puts a registered game back to its initial value (memory and storage). Never throws. */
export function resetSave(key: string): void {
  try {
    const entry = findRegisteredKey(key);
    if (entry?.reset) entry.reset();
    else getLocalStorage()?.removeItem(key);
  } catch (e) {
    storageOff(e);
  }
}

/** A jotai SyncStorage for one save spec. Exported for tests. */
export function createEnvelopeStorage<T>(spec: SaveSpec<T>): SyncStorage<T> {
  // Cache the decoded value per raw text so repeated reads keep object identity.
  let lastRaw: string | null = null;
  let lastValue: T | undefined;

  return {
    getItem(key, initialValue) {
      const ls = getLocalStorage();
      if (!ls) return initialValue;
      let raw: string | null;
      try {
        raw = ls.getItem(key);
      } catch (e) {
        storageOff(e);
        return initialValue;
      }
      if (raw !== null && raw === lastRaw && lastValue !== undefined) return lastValue;
      const result = decode(spec, raw);
      if (result.ok) {
        lastRaw = raw;
        lastValue = result.value;
        if (result.migratedFrom !== undefined) {
          console.info(`[storage] ${key}: migrated save from version ${result.migratedFrom} to ${spec.version}`);
        }
        return result.value;
      }
      if (result.reason === 'missing') return initialValue;
      console.error(`[storage] ${key}: ${result.reason} save dropped (${result.error}); kept under ${key}:corrupt`);
      quarantineRaw(ls, key, raw as string);
      emitNotice(corruptNotice(key));
      return initialValue;
    },
    setItem(key, value) {
      const ls = getLocalStorage();
      if (!ls) return;
      try {
        const raw = encode(spec, value);
        ls.setItem(key, raw);
        lastRaw = raw;
        lastValue = value;
      } catch (e) {
        storageOff(e);
      }
    },
    removeItem(key) {
      const ls = getLocalStorage();
      lastRaw = null;
      lastValue = undefined;
      if (!ls) return;
      try {
        ls.removeItem(key);
      } catch (e) {
        storageOff(e);
      }
    },
  };
}

/**
 * A persisted atom for a simulation's state. Write `RESET` to it to clear the
 * save and return to `initialValue`.
 */
export function persistedAtom<T>(spec: SaveSpec<T>, initialValue: T) {
  const a = atomWithStorage<T>(spec.key, initialValue, createEnvelopeStorage(spec), { getOnInit: true });
  registerStorageKey({ key: spec.key, area: 'localStorage', reset: () => getDefaultStore().set(a, RESET) });
  return a;
}
