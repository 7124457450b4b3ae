/**
 * RULES_VERSION lock (docs/rules/everest.md, "Texts quote the constants"): the fingerprint of every figure and rule text the engine reads (constants.ts and
 * the value lists of types.ts) must match the line for RULES_VERSION in rules.lock.json. Changing one figure
 * without bumping RULES_VERSION (and adding a line) fails here.
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import { RULES_VERSION } from './index';
import lock from './rules.lock.json';
import { rulesData } from './rulesLockData';

test('the rules lock matches RULES_VERSION', () => {
  expect(rulesLockProblem('everest', RULES_VERSION, fingerprint(rulesData()), lock)).toBeNull();
});

test('changing one figure (the S grade threshold) without a new version fails the lock', () => {
  const changed = { ...C, GRADES: C.GRADES.map((g) => (g.grade === 'S' ? { ...g, min: g.min + 1 } : g)) };
  expect(rulesLockProblem('everest', RULES_VERSION, fingerprint(rulesData(changed)), lock)).toMatch(new RegExp(`bump it to ${RULES_VERSION + 1}`));
});

test('changing one refusal text without a new version fails the lock', () => {
  const changed = { ...C, MSG: { ...C.MSG, alreadyHome: 'Already home' } };
  expect(rulesLockProblem('everest', RULES_VERSION, fingerprint(rulesData(changed)), lock)).toMatch(new RegExp(`bump it to ${RULES_VERSION + 1}`));
});
