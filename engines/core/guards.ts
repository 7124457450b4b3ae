/**
 * Small type guards for validators of untrusted data (saves, result codes, class links).
 * Engines use these; nothing here touches storage.
 */

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export const isInt = (x: unknown, min = -Infinity, max = Infinity): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

export const isNum = (x: unknown, min = -Infinity, max = Infinity): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max;

export const isStr = (x: unknown, maxLength = 100_000): x is string => typeof x === 'string' && x.length <= maxLength;

export const isOneOf = <T extends string>(x: unknown, options: readonly T[]): x is T =>
  typeof x === 'string' && (options as readonly string[]).includes(x);
