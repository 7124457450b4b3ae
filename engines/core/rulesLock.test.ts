import { canonical, fingerprint, rulesLockProblem } from './rulesLock';

describe('canonical / fingerprint', () => {
  test('key order does not matter; values do', () => {
    expect(canonical({ b: 1, a: [1, 'x'] })).toBe(canonical({ a: [1, 'x'], b: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: '1' })).not.toBe(fingerprint({ a: 1 }));
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]));
    expect(fingerprint({ MSG: 'Not enough cash' })).not.toBe(fingerprint({ MSG: 'Not enough cash.' }));
  });
  test('functions count by name only; cycles are refused', () => {
    expect(fingerprint({ f: function help() { return 1; } })).toBe(fingerprint({ f: function help() { return 2; } }));
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(() => canonical(cyc)).toThrow(/cyclic/);
  });
  test('a fingerprint is 16 hex digits', () => {
    expect(fingerprint({ x: [1, 2, 3] })).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('rulesLockProblem', () => {
  const lock = { '1': 'aaaa', '2': 'bbbb' };
  test('matches', () => expect(rulesLockProblem('g', 2, 'bbbb', lock)).toBeNull());
  test('a constant changed without a version bump', () =>
    expect(rulesLockProblem('g', 2, 'cccc', lock)).toMatch(/bump it to 3/));
  test('a new version without its line', () => expect(rulesLockProblem('g', 3, 'cccc', lock)).toMatch(/not in rules.lock.json/));
  test('an old version while a newer line exists', () => expect(rulesLockProblem('g', 1, 'aaaa', lock)).toMatch(/older/));
  test('rules went back to an older version’s figures', () =>
    expect(rulesLockProblem('g', 2, 'aaaa', lock)).toMatch(/match version 1/));
});
