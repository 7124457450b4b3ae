/**
 * RULES_VERSION is bumped whenever the rules change (engines/core/rulesLock.ts). The fingerprint covers what
 * rulesLockData.ts lists: every constant, the texts the engine writes into a game, and the log of a fully automated
 * game per scenario on the spec's seed.
 */
import * as C from './constants';
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import { rulesData } from './rulesLockData';
import { RULES_VERSION } from '.';
import lock from './rules.lock.json';

describe('Bullwhip Rush rules lock', () => {
  it('RULES_VERSION matches the fingerprint of the constants and story', () => {
    expect(rulesLockProblem('bullwhip', RULES_VERSION, fingerprint(rulesData()), lock)).toBeNull();
  });

  it('changing one figure changes the fingerprint (so the lock test fails until the version is bumped)', () => {
    const changed = { ...C, HOLDING_COST: C.HOLDING_COST + 0.1 } as typeof C;
    const problem = rulesLockProblem('bullwhip', RULES_VERSION, fingerprint(rulesData(changed)), lock);
    expect(problem).toMatch(new RegExp(`bump it to ${RULES_VERSION + 1}`));
  });
});
