import { ByteReader, ByteWriter, CodeError } from './code';
import { bool, fixed, int, list, object, oneOf, optional, parse, Problem, read, str, tagged, uint, write, type Schema } from './schema';

const round = (schema: Schema, value: unknown) => {
  const w = new ByteWriter();
  write(w, schema, value);
  const r = new ByteReader(w.bytes());
  const back = read(r, schema);
  expect(r.done).toBe(true);
  return back;
};

const move = tagged('type', { order: { qty: uint(40) }, rest: {}, bid: { amount: fixed(2, 0, 100), yes: bool } });
const setup = object({ scenario: oneOf(['Classic', 'Shock']), role: oneOf([0, 1, 2, 3]), note: optional(str(10)), delta: int(-5, 5) });

describe('one description gives validation and bytes', () => {
  it('packs and reads back every kind', () => {
    const moves = [{ type: 'order', qty: 40 }, { type: 'rest' }, { type: 'bid', amount: 12.5, yes: true }];
    expect(round(list(move, 10), moves)).toEqual(moves);
    expect(round(setup, { scenario: 'Shock', role: 3, note: null, delta: -5 })).toEqual({ scenario: 'Shock', role: 3, note: null, delta: -5 });
    expect(round(setup, { scenario: 'Classic', role: 0, note: 'é', delta: 5 })).toEqual({ scenario: 'Classic', role: 0, note: 'é', delta: 5 });
  });

  it('parses untrusted data into exactly the described fields', () => {
    expect(parse(move, { type: 'order', qty: 4, extra: 'x' })).toEqual({ type: 'order', qty: 4 });
    expect(parse(setup, { scenario: 'Classic', role: 1, delta: 0 })).toEqual({ scenario: 'Classic', role: 1, note: null, delta: 0 });
  });

  it('names where and what is wrong', () => {
    const p = (schema: Schema, v: unknown) => String(parse(schema, v));
    expect(parse(move, { type: 'order', qty: 41 })).toBeInstanceOf(Problem);
    expect(p(move, { type: 'order', qty: 41 })).toBe('qty: expected a whole number from 0 to 40, got 41');
    expect(p(move, { type: 'fly' })).toBe('type: expected one of "order", "rest", "bid", got "fly"');
    expect(p(list(move, 2), [{ type: 'rest' }, { type: 'rest' }, { type: 'rest' }])).toBe('expected at most 2 items, got 3');
    expect(p(list(move, 2), [{ type: 'rest' }, { type: 'order', qty: 1.5 }])).toBe('[1].qty: expected a whole number from 0 to 40, got 1.5');
    expect(p(move, { type: 'bid', amount: 1.234, yes: true })).toContain('at most 2 decimals');
    expect(p(setup, { scenario: 'Classic', role: 1, delta: 0, note: 'x'.repeat(11) })).toContain('note: expected a text of at most 10 bytes');
    expect(p(setup, null)).toBe('expected an object, got null');
  });

  it('refuses bytes no writer makes', () => {
    expect(() => read(new ByteReader(Uint8Array.from([3])), move)).toThrow(CodeError);
    expect(() => read(new ByteReader(Uint8Array.from([0, 41])), move)).toThrow(CodeError);
    expect(() => read(new ByteReader(Uint8Array.from([2])), optional(bool))).toThrow(CodeError);
    expect(() => write(new ByteWriter(), uint(3), 4)).toThrow(RangeError);
  });
});
