/**
 * The one storage layer for every saved game: jotai `atomWithStorage` over the
 * versioned envelope of `envelope.ts`.
 *
 * - Valid save: restored (migrated first when it is older).
 * - Corrupt, invalid or unknown-version save: the raw text is kept under
 *   `<key>:corrupt`, the key is cleared, the game starts from its initial value,
 *   an error is logged, and the player is told once (notice bus).
 * - Storage that throws (private mode, quota, disabled): the game keeps working
 *   in memory and the player is told once.
 * Nothing here ever throws into the UI.
 *
 * Simulations are client islands (no SSR), so atoms read storage on first use
 * (`getOnInit: true`): the first render already shows the saved game.
 */
import { atomWithStorage, RESET } from 'jotai/utils';
import { decode, encode, type SaveSpec } from './envelope';
import { emitNotice } from './notices';

export { RESET };

export const STORAGE_OFF_NOTICE = {
  id: 'storage-off',
  title: 'Saving is off',
  description: 'This browser is not letting us save. You can keep playing, but progress will be lost when you close the tab.',
};

export const corruptNotice = (key: string) => ({
  id: `corrupt:${key}`,
  title: 'Saved game could not be read',
  description: 'We started a fresh game. The old save was kept aside in this browser, so nothing was deleted.',
});

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
  console.warn('[storage] unavailable, playing in memory:', error);
  emitNotice(STORAGE_OFF_NOTICE);
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
      try {
        ls.setItem(`${key}:corrupt`, raw as string);
        ls.removeItem(key);
      } catch (e) {
        storageOff(e);
      }
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
  return atomWithStorage<T>(spec.key, initialValue, createEnvelopeStorage(spec), { getOnInit: true });
}
