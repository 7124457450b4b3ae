/**
 * The one storage layer for every saved game: jotai `atomWithStorage` over the
 * versioned envelope of `engines/core/save.ts`.
 *
 * - Valid save: restored (migrated first when it is older).
 * - Corrupt, invalid or unknown-version save: the raw text is kept under
 *   `<key>:corrupt` (the last three bad saves are kept: older ones move to
 *   `<key>:corrupt:2` and `<key>:corrupt:3`, the oldest is dropped), and only
 *   then the key is cleared; the game starts from its initial value, an error is
 *   logged, and the player is told once (notice bus). When the copy cannot be
 *   written (storage full), the save is held: left untouched, never written
 *   over, the game playing in memory, until the player chooses to keep trying
 *   or to start fresh. The error boundary uses the same path (`setAsideSave`)
 *   when a screen throws while rendering a save.
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
export const corruptNotice = (key: string, tell?: string) => {
  const text = Object.prototype.hasOwnProperty.call(CORRUPT_TEXT, key) ? CORRUPT_TEXT[key] : GAME_CORRUPT_TEXT;
  // A save the current rules cannot play on says why (engines/core/record.ts, SAVE_MESSAGES.olderRules).
  return { id: `corrupt:${key}`, title: text.title, description: tell ?? text.description };
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
 * `<key>:corrupt:3`, and the oldest is dropped. Only once the copy is written is the save itself removed. Returns
 * whether the copy was written (false: the storage is full or blocked, and `key` is left as it was). Never throws.
 */
export function quarantineRaw(ls: Storage, key: string, raw: string): boolean {
  const slots = quarantineKeys(key);
  try {
    // Make room by moving the ring along only when the newest slot is taken; a write that fails leaves the ring as
    // it was except for the oldest copy (which the ring drops anyway).
    if (ls.getItem(slots[0]) !== null) {
      ls.removeItem(slots[slots.length - 1]);
      for (let i = slots.length - 1; i > 0; i--) {
        const older = ls.getItem(slots[i - 1]);
        if (older !== null) ls.setItem(slots[i], older);
        else ls.removeItem(slots[i]);
      }
    }
    ls.setItem(slots[0], raw);
  } catch (e) {
    console.warn(`[storage] ${key}: the unreadable save could not be kept aside`, e);
    return false;
  }
  try {
    ls.removeItem(key);
  } catch (e) {
    storageOff(e);
  }
  return true;
}

/**
 * Saves that could not be kept aside (the storage is full): the stored text stays untouched under its key, and
 * nothing is written over it, until the player chooses — keep trying to set it aside, or start fresh and lose it.
 * Meanwhile the game plays in memory.
 */
const held = new Set<string>();

/** Whether writes to `key` wait for the player's choice about its unreadable save. */
export const isHeld = (key: string): boolean => held.has(key);

export const HELD_TEXT = {
  title: 'Saved game could not be kept aside',
  description:
    "The old save could not be read, and this browser's storage is too full to keep a copy of it. It is left as it was: you are playing in memory, without saving, until you choose.",
  retry: 'Keep trying',
  fresh: 'Start fresh (lose the old save)',
} as const;

function heldNotice(key: string, attempt: number) {
  return {
    id: `held:${key}:${attempt}`,
    title: HELD_TEXT.title,
    description: HELD_TEXT.description,
    actions: [
      { label: HELD_TEXT.retry, run: () => retryHeld(key, attempt + 1) },
      { label: HELD_TEXT.fresh, run: () => dropHeld(key) },
    ],
  };
}

/** Sets `key`'s unreadable save aside, or holds it (and asks the player) when no copy can be written. */
function setAsideOrHold(ls: Storage, key: string, raw: string, attempt = 0, tell?: string): boolean {
  if (quarantineRaw(ls, key, raw)) {
    held.delete(key);
    emitNotice(corruptNotice(key, tell));
    return true;
  }
  held.add(key);
  emitNotice(heldNotice(key, attempt));
  return false;
}

/** "Keep trying": another attempt to copy the held save aside (space may have been freed). */
export function retryHeld(key: string, attempt = 1): boolean {
  const ls = getLocalStorage();
  let raw: string | null = null;
  try {
    raw = ls?.getItem(key) ?? null;
  } catch (e) {
    storageOff(e);
  }
  if (!ls || raw === null) {
    held.delete(key);
    return true;
  }
  return setAsideOrHold(ls, key, raw, attempt);
}

/** "Start fresh": the player chose to lose the held save; saving resumes. */
export function dropHeld(key: string): void {
  try {
    getLocalStorage()?.removeItem(key);
  } catch (e) {
    storageOff(e);
  }
  held.delete(key);
}

/**
 * Sets a stored entry aside under its quarantine keys (a migration that cannot use it), removing it only once the
 * copy is written. Returns whether it is gone from its key. Never throws.
 */
export function setAsideKey(key: string): boolean {
  const ls = getLocalStorage();
  if (!ls) return false;
  let raw: string | null = null;
  try {
    raw = ls.getItem(key);
  } catch (e) {
    storageOff(e);
    return false;
  }
  return raw === null ? true : quarantineRaw(ls, key, raw);
}

/** The value stored under a save spec's key, decoded and validated (null when missing, unreadable or blocked). */
export function storedValue<T>(spec: SaveSpec<T>): T | null {
  try {
    const r = decode(spec, getLocalStorage()?.getItem(spec.key) ?? null);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** Removes a stored entry whose content now lives elsewhere (a migration that copied it). Never throws. */
export function removeKey(key: string): void {
  try {
    getLocalStorage()?.removeItem(key);
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
  console.error(`[storage] ${key}: the screen failed on this save (${reason}); setting it aside under ${key}:corrupt`);
  const ls = getLocalStorage();
  let raw: string | null = null;
  if (ls) {
    try {
      raw = ls.getItem(key);
    } catch (e) {
      storageOff(e);
    }
  }
  // Held first (when no copy can be written), so the reset below writes nothing over the save.
  if (ls && raw !== null && !quarantineRaw(ls, key, raw)) {
    held.add(key);
    resetSave(key);
    emitNotice(heldNotice(key, 0));
    return;
  }
  resetSave(key);
  emitNotice(corruptNotice(key));
}

/** Puts a registered game back to its initial value (memory and storage; a held save is left as it is). Never throws. */
export function resetSave(key: string): void {
  try {
    const entry = findRegisteredKey(key);
    if (entry?.reset) entry.reset();
    else if (!held.has(key)) getLocalStorage()?.removeItem(key);
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
      if (held.has(key)) return initialValue;
      console.error(`[storage] ${key}: ${result.reason} save dropped (${result.error}); setting it aside under ${key}:corrupt`);
      setAsideOrHold(ls, key, raw as string, 0, 'tell' in result ? result.tell : undefined);
      return initialValue;
    },
    setItem(key, value) {
      const ls = getLocalStorage();
      if (!ls || held.has(key)) return;
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
      if (!ls || held.has(key)) return;
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
