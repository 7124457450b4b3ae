/**
 * RULES_VERSION bookkeeping (docs/engines.md, "Saves under older rules"; result codes carry the version).
 *
 * Each game keeps `engines/<game>/rules.lock.json`: `{ "<version>": "<fingerprint>" }`, one line per RULES_VERSION
 * ever shipped. Its rules-lock test computes the fingerprint of the game's constants (and story content) and
 * checks it against the line for the current RULES_VERSION: a constant that changes while the version does not
 * fails the test. To change a rule: bump RULES_VERSION and add a line; old lines stay (a result code made under an
 * older version is then recognised as such).
 *
 * The fingerprint covers data, not code: every value reachable from the exports (numbers, strings, arrays,
 * objects, with keys sorted); functions are recorded by name only, so a rule that lives in a function is covered
 * by that game's unit tests, not by this lock.
 */

/** A stable text of a value: keys sorted, functions by name, cycles refused. */
export function canonical(value: unknown, seen: Set<unknown> = new Set()): string {
  if (value === null || value === undefined) return String(value);
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '0' : String(value);
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${value}n`;
    case 'function':
      return `fn:${(value as { name?: string }).name ?? ''}`;
    case 'symbol':
      return String(value);
  }
  if (seen.has(value)) throw new Error('canonical: cyclic value');
  seen.add(value);
  let out: string;
  if (Array.isArray(value)) out = `[${value.map((v) => canonical(v, seen)).join(',')}]`;
  else if (value instanceof Set) out = `set(${[...value].map((v) => canonical(v, seen)).sort().join(',')})`;
  else if (value instanceof Map)
    out = `map(${[...value.entries()].map(([k, v]) => `${canonical(k, seen)}:${canonical(v, seen)}`).sort().join(',')})`;
  else {
    const obj = value as Record<string, unknown>;
    out = `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(obj[k], seen)}`)
      .join(',')}}`;
  }
  seen.delete(value);
  return out;
}

/** FNV-1a 64-bit (as 16 hex digits) of the canonical text: small, pure, stable across Node and browsers. */
export function fingerprint(value: unknown): string {
  const text = canonical(value);
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * prime) & mask;
  }
  return h.toString(16).padStart(16, '0');
}

export type RulesLock = Record<string, string>;

/**
 * Why the lock does not match, or null when it does. `current` is the fingerprint of the game's rules data now.
 */
export function rulesLockProblem(game: string, version: number, current: string, lock: RulesLock): string | null {
  const versions = Object.keys(lock).map(Number);
  if (!Number.isInteger(version) || version < 1) return `${game}: RULES_VERSION must be a positive integer`;
  const newest = Math.max(...versions);
  const recorded = lock[String(version)];
  if (recorded === undefined)
    return `${game}: RULES_VERSION ${version} is not in rules.lock.json — add "${version}": "${current}" (keep the older lines)`;
  if (version !== newest) return `${game}: RULES_VERSION ${version} is older than the newest line (${newest}) of rules.lock.json`;
  if (recorded !== current) {
    const other = Object.entries(lock).find(([, f]) => f === current);
    if (other) return `${game}: the rules now match version ${other[0]}, not ${version}: a constant went back without a new version`;
    return `${game}: the constants or story changed but RULES_VERSION is still ${version}: bump it to ${version + 1} and add "${version + 1}": "${current}" to rules.lock.json`;
  }
  const unique = new Set(Object.values(lock));
  if (unique.size !== versions.length) return `${game}: two versions in rules.lock.json have the same fingerprint`;
  return null;
}
