/**
 * The versioned envelope every saved game is stored in, and the pure code that
 * turns untrusted text from storage into a validated value or a typed error
 * (the chessops way: parse, don't trust). Pure (no browser APIs), so it
 * is unit-tested directly; `lib/storage/persisted.ts` wires it to the browser's storage and jotai.
 *
 * Stored text: {"v": <version>, "data": <value>}
 */

export interface SaveSpec<T> {
  /** Storage key, e.g. 'bullwhip-rush'. */
  key: string;
  /** Current version of the saved shape. Bump it when the shape changes. */
  version: number;
  /**
   * Checks untrusted data. Return the value (possibly normalised) when it is
   * valid, or a string saying what is wrong.
   */
  validate: (data: unknown) => T | string | SetAside;
  /**
   * Migrations: `migrations[n]` turns data of version n into version n + 1.
   * A save whose version has no path to `version` is dropped (and logged).
   */
  migrations?: Record<number, (data: unknown) => unknown>;
  /** What is stored of a value (default: the value itself). A record's save stores the record, not the state it replays to. */
  toData?: (value: T) => unknown;
}

/**
 * A save that is well formed but cannot be played on (a move the current rules no longer allow): it is set aside
 * like a corrupt save, and `tell` is what the player reads about it.
 */
export interface SetAside {
  error: string;
  tell: string;
}

export const isSetAside = (v: unknown): v is SetAside =>
  typeof v === 'object' && v !== null && typeof (v as SetAside).error === 'string' && typeof (v as SetAside).tell === 'string' && Object.keys(v).length === 2;

export type DecodeResult<T> =
  | { ok: true; value: T; migratedFrom?: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'corrupt' | 'unknown-version' | 'invalid'; error: string; tell?: string };

export interface Envelope {
  v: number;
  data: unknown;
}

export function encode<T>(spec: SaveSpec<T>, value: T): string {
  const envelope: Envelope = { v: spec.version, data: spec.toData ? spec.toData(value) : value };
  return JSON.stringify(envelope);
}

export function decode<T>(spec: SaveSpec<T>, raw: string | null | undefined): DecodeResult<T> {
  if (raw === null || raw === undefined || raw === '') return { ok: false, reason: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    return { ok: false, reason: 'corrupt', error: `not JSON: ${(e as Error).message}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, reason: 'corrupt', error: 'not a save envelope' };
  }
  const { v, data } = parsed as Partial<Envelope>;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || !('data' in (parsed as object))) {
    return { ok: false, reason: 'corrupt', error: 'not a save envelope' };
  }
  if (v > spec.version) {
    return { ok: false, reason: 'unknown-version', error: `save version ${v} is newer than ${spec.version}` };
  }
  let current: unknown = data;
  for (let from = v; from < spec.version; from++) {
    const migrate = spec.migrations?.[from];
    if (!migrate) {
      return { ok: false, reason: 'unknown-version', error: `no migration from version ${from} to ${from + 1}` };
    }
    try {
      current = migrate(current);
    } catch (e) {
      return { ok: false, reason: 'invalid', error: `migration from ${from} failed: ${(e as Error).message}` };
    }
  }
  let checked: T | string | SetAside;
  try {
    checked = spec.validate(current);
  } catch (e) {
    checked = `validator threw: ${(e as Error).message}`;
  }
  if (typeof checked === 'string') return { ok: false, reason: 'invalid', error: checked };
  if (isSetAside(checked)) return { ok: false, reason: 'invalid', error: checked.error, tell: checked.tell };
  return v === spec.version ? { ok: true, value: checked } : { ok: true, value: checked, migratedFrom: v };
}
