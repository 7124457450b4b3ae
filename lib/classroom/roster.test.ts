import fc from 'fast-check';
import { matchRoster, parseRoster, rosterKey, rosterOf, setRoster, validateRosters, ROSTER_MAX } from './roster';

test('a pasted roster: one name a line (or commas), cleaned, repeats by the matching key dropped', () => {
  const r = parseRoster('Table 3\n table3 \r\nAda, Ben;Zoë\n\n\u202Eevil\nADA');
  expect(r.names).toEqual(['Table 3', 'Ada', 'Ben', 'Zoë', 'evil']);
  expect(r.repeats).toBe(2);
  const big = parseRoster(Array.from({ length: ROSTER_MAX + 5 }, (_, i) => `S${i}`).join('\n'));
  expect(big.names).toHaveLength(ROSTER_MAX);
  expect(big.overLimit).toBe(5);
});

test('matching ignores case and spaces after cleaning; strangers and codes without a nickname are told apart', () => {
  const m = matchRoster(['Table 3', 'Ada', 'Ben'], ['table3', 'ADA', 'Ada', 'Kim', 'kim ', '', '\u200B']);
  expect(m.handedIn).toEqual([
    { name: 'Table 3', codes: 1 },
    { name: 'Ada', codes: 2 },
  ]);
  expect(m.missing).toEqual(['Ben']);
  expect(m.notOnRoster).toEqual(['Kim']);
  expect(m.noNickname).toBe(2);
  expect(rosterKey(' Zo\u0065\u0308 ')).toBe(rosterKey('zoë'));
});

test('rosters are stored per class, validated, and a class id such as __proto__ is just an id', () => {
  let r = setRoster({}, 'C-ABCD', ['Ada']);
  r = setRoster(r, '__proto__', ['Ben']);
  expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
  expect(rosterOf(r, '__proto__')).toEqual(['Ben']);
  expect(rosterOf(r, 'constructor')).toEqual([]);
  expect(validateRosters(JSON.parse(JSON.stringify(r)))).toEqual(r);
  expect(validateRosters(JSON.parse('{"__proto__":["Ben"]}'))).toEqual(JSON.parse('{"__proto__":["Ben"]}'));
  expect(validateRosters({ 'C-ABCD': ['  spaced '] })).toMatch(/a name is wrong/);
  expect(validateRosters({ 'bad id!': ['A'] })).toMatch(/key/);
  expect(setRoster(r, 'C-ABCD', [])).not.toHaveProperty('C-ABCD');
});

test('any ids and names: validation never throws and what it accepts round-trips', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.oneof(fc.constantFrom('toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'), fc.string()), fc.array(fc.string(), { maxLength: 4 })), (d) => {
      const v = validateRosters(d);
      if (typeof v !== 'string') expect(validateRosters(JSON.parse(JSON.stringify(v)))).toEqual(v);
    }),
  );
});
