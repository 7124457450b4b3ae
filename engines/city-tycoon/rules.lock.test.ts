/**
 * RULES_VERSION follows the rules: every figure and text of constants.ts is fingerprinted (the report's thresholds
 * aside, see rulesLockData.ts); a change without a new RULES_VERSION (and a new line in rules.lock.json) fails here. Result
 * codes depend on it (docs/rules/city-tycoon.md, "Players and codes").
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import { RULES_VERSION, manifest } from './manifest';
import lock from './rules.lock.json';
import { rulesData } from './rulesLockData';

test('the rules lock matches RULES_VERSION', () => {
  expect(rulesLockProblem('city-tycoon', RULES_VERSION, fingerprint(rulesData()), lock as Record<string, string>)).toBeNull();
  expect(manifest.rules.RULES_VERSION).toBe(RULES_VERSION);
});

test('changing one figure without a new version fails the lock (the auction step, the full-set rent)', () => {
  for (const changed of [{ ...rulesData(), AUCTION_STEP: C.AUCTION_STEP + 5 }, { ...rulesData(), JAIL_FEE: C.JAIL_FEE + 1 }]) {
    expect(rulesLockProblem('city-tycoon', RULES_VERSION, fingerprint(changed), lock as Record<string, string>)).toMatch(/bump it to 3/);
  }
  const board = C.BOARD.map((t, i) => (i === 39 && t.kind === 'property' ? { ...t, price: t.price + 1 } : t));
  expect(rulesLockProblem('city-tycoon', RULES_VERSION, fingerprint({ ...rulesData(), BOARD: board }), lock as Record<string, string>)).not.toBeNull();
});

test('only the report thresholds are left out of the fingerprint: any other new export changes it', () => {
  expect(Object.keys(C).length - Object.keys(rulesData()).length).toBe(1);
  expect(fingerprint({ ...rulesData(), EXTRA: 1 })).not.toBe(fingerprint(rulesData()));
});
