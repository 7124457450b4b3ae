/**
 * One description of a game's setup, moves and summary (docs/engines.md, "The record"): from it the core both
 * validates untrusted data (a save from storage: parse, don't trust) and packs it into a result code's bytes. A
 * game writes the description once, as plain data in its manifest; no game writes a byte codec or a save validator
 * for its record by hand.
 *
 *   const move = tagged('type', { order: { qty: uint(40) }, rest: {} });
 *   parse(move, JSON.parse(text))   → the move, or a Problem saying where and what is wrong
 *   write(w, move, value) / read(r, move)
 */
import { ByteReader, ByteWriter, CodeError } from './code';

export type Schema =
  | { kind: 'uint'; max: number }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' }
  | { kind: 'fixed'; decimals: number; min: number; max: number }
  | { kind: 'oneOf'; values: readonly (string | number)[] }
  | { kind: 'str'; maxBytes: number }
  | { kind: 'list'; of: Schema; max: number }
  | { kind: 'object'; fields: Readonly<Record<string, Schema>> }
  | { kind: 'tagged'; tag: string; variants: Readonly<Record<string, Readonly<Record<string, Schema>>>> }
  | { kind: 'optional'; of: Schema };

export const uint = (max: number): Schema => ({ kind: 'uint', max });
export const int = (min: number, max: number): Schema => ({ kind: 'int', min, max });
export const bool: Schema = { kind: 'bool' };
/** A number with at most `decimals` decimals (money: 2), within [min, max]. */
export const fixed = (decimals: number, min: number, max: number): Schema => ({ kind: 'fixed', decimals, min, max });
export const oneOf = (values: readonly (string | number)[]): Schema => ({ kind: 'oneOf', values });
/** Text of at most `maxBytes` UTF-8 bytes. Only for text the rules chose (a card id), never for text a student typed. */
export const str = (maxBytes: number): Schema => ({ kind: 'str', maxBytes });
export const list = (of: Schema, max: number): Schema => ({ kind: 'list', of, max });
export const object = (fields: Record<string, Schema>): Schema => ({ kind: 'object', fields });
/** A union of objects told apart by one text field (`{type: 'order', qty: 4}`): the variant's name, then its fields. */
export const tagged = (tag: string, variants: Record<string, Record<string, Schema>>): Schema => ({ kind: 'tagged', tag, variants });
/** A value that may be missing (undefined) or null; both read back as null. */
export const optional = (of: Schema): Schema => ({ kind: 'optional', of });

/* ------------------------------------------------------------------ parse (untrusted data → value or problem) */

export class Problem {
  constructor(
    readonly path: string,
    readonly what: string,
  ) {}
  toString(): string {
    return this.path ? `${this.path}: ${this.what}` : this.what;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);
const decimalsOf = (n: number, decimals: number) => Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6;

/**
 * The value when `data` has the shape `schema` describes (objects rebuilt with exactly the described fields, so
 * nothing undescribed survives), or the first Problem found.
 */
export function parse<T = unknown>(schema: Schema, data: unknown, path = ''): T | Problem {
  const fail = (what: string) => new Problem(path, what);
  switch (schema.kind) {
    case 'uint':
      return Number.isSafeInteger(data) && (data as number) >= 0 && (data as number) <= schema.max
        ? (data as T)
        : fail(`expected a whole number from 0 to ${schema.max}, got ${show(data)}`);
    case 'int':
      return Number.isSafeInteger(data) && (data as number) >= schema.min && (data as number) <= schema.max
        ? (data as T)
        : fail(`expected a whole number from ${schema.min} to ${schema.max}, got ${show(data)}`);
    case 'bool':
      return typeof data === 'boolean' ? (data as T) : fail(`expected true or false, got ${show(data)}`);
    case 'fixed':
      return typeof data === 'number' && Number.isFinite(data) && data >= schema.min && data <= schema.max && decimalsOf(data, schema.decimals)
        ? (data as T)
        : fail(`expected a number from ${schema.min} to ${schema.max} with at most ${schema.decimals} decimals, got ${show(data)}`);
    case 'oneOf':
      return schema.values.includes(data as string | number) ? (data as T) : fail(`expected one of ${schema.values.map(show).join(', ')}, got ${show(data)}`);
    case 'str':
      return typeof data === 'string' && new TextEncoder().encode(data).length <= schema.maxBytes
        ? (data as T)
        : fail(`expected a text of at most ${schema.maxBytes} bytes, got ${show(data)}`);
    case 'list': {
      if (!Array.isArray(data)) return fail(`expected a list, got ${show(data)}`);
      if (data.length > schema.max) return fail(`expected at most ${schema.max} items, got ${data.length}`);
      const out: unknown[] = [];
      for (let i = 0; i < data.length; i++) {
        const v = parse(schema.of, data[i], at(path, i));
        if (v instanceof Problem) return v;
        out.push(v);
      }
      return out as T;
    }
    case 'object': {
      if (!isRecord(data)) return fail(`expected an object, got ${show(data)}`);
      return parseFields(schema.fields, data, path) as T | Problem;
    }
    case 'tagged': {
      if (!isRecord(data)) return fail(`expected an object, got ${show(data)}`);
      const name = data[schema.tag];
      if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(schema.variants, name))
        return new Problem(at(path, schema.tag), `expected one of ${Object.keys(schema.variants).map(show).join(', ')}, got ${show(name)}`);
      const fields = parseFields(schema.variants[name], data, path);
      return fields instanceof Problem ? fields : ({ [schema.tag]: name, ...fields } as T);
    }
    case 'optional':
      return data === undefined || data === null ? (null as T) : parse<T>(schema.of, data, path);
  }
}

function parseFields(fields: Readonly<Record<string, Schema>>, data: Record<string, unknown>, path: string): Record<string, unknown> | Problem {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(fields)) {
    const v = parse(s, data[key], at(path, key));
    if (v instanceof Problem) return v;
    out[key] = v;
  }
  return out;
}

function show(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (v === undefined) return 'nothing';
  if (typeof v === 'object' && v !== null) return Array.isArray(v) ? 'a list' : 'an object';
  return String(v);
}

/* ------------------------------------------------------------------ bytes */

/** Packs a value that `parse` accepts. Throws RangeError on a value outside the description (a bug, not input). */
export function write(w: ByteWriter, schema: Schema, value: unknown): void {
  switch (schema.kind) {
    case 'uint':
      if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > schema.max) throw new RangeError(`uint out of range: ${String(value)}`);
      w.uint(value as number);
      return;
    case 'int':
      if (!Number.isSafeInteger(value) || (value as number) < schema.min || (value as number) > schema.max) throw new RangeError(`int out of range: ${String(value)}`);
      w.int(value as number);
      return;
    case 'bool':
      w.bool(value === true);
      return;
    case 'fixed':
      w.fixed(value as number, schema.decimals);
      return;
    case 'oneOf':
      w.oneOf(value, schema.values);
      return;
    case 'str':
      w.str(String(value));
      return;
    case 'list': {
      const items = value as unknown[];
      if (items.length > schema.max) throw new RangeError(`list longer than ${schema.max}`);
      w.uint(items.length);
      for (const item of items) write(w, schema.of, item);
      return;
    }
    case 'object':
      for (const [key, s] of Object.entries(schema.fields)) write(w, s, (value as Record<string, unknown>)[key]);
      return;
    case 'tagged': {
      const names = Object.keys(schema.variants);
      const name = (value as Record<string, unknown>)[schema.tag] as string;
      w.oneOf(name, names);
      for (const [key, s] of Object.entries(schema.variants[name])) write(w, s, (value as Record<string, unknown>)[key]);
      return;
    }
    case 'optional':
      if (value === undefined || value === null) w.u8(0);
      else {
        w.u8(1);
        write(w, schema.of, value);
      }
      return;
  }
}

/** Reads what `write` packed; throws CodeError on bytes no writer makes. */
export function read<T = unknown>(r: ByteReader, schema: Schema): T {
  switch (schema.kind) {
    case 'uint':
      return r.uint(schema.max) as T;
    case 'int':
      return r.int(schema.min, schema.max) as T;
    case 'bool':
      return r.bool() as T;
    case 'fixed':
      return r.fixed(schema.decimals, schema.min, schema.max) as T;
    case 'oneOf':
      return r.oneOf(schema.values) as T;
    case 'str':
      return r.str(schema.maxBytes) as T;
    case 'list':
      return r.list(schema.max, (rr) => read(rr, schema.of)) as T;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, s] of Object.entries(schema.fields)) out[key] = read(r, s);
      return out as T;
    }
    case 'tagged': {
      const name = r.oneOf(Object.keys(schema.variants));
      const out: Record<string, unknown> = { [schema.tag]: name };
      for (const [key, s] of Object.entries(schema.variants[name])) out[key] = read(r, s);
      return out as T;
    }
    case 'optional': {
      const flag = r.u8();
      if (flag > 1) throw new CodeError('an optional value is marked neither present nor absent');
      return (flag === 1 ? read(r, schema.of) : null) as T;
    }
  }
}
