/**
 * RULES_VERSION is bumped whenever the rules change (engines/core/rulesLock.ts). The fingerprint covers every
 * constant of constants.ts (the refusals' texts and codes among them), the texts the engine writes into a game
 * (demand events, refusals) and, so that a rule living in a function is caught too, the log of a fully automated game
 * per scenario on the spec's seed (by the autopilot, and by the naive autopilot of the debrief: the Noisy one draws
 * its demand from the round streams).
 */
import * as C from './constants';
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import { eventFor, demandFor, playAutomated } from './engine';
import { RULES_VERSION } from '.';
import lock from './rules.lock.json';

function rulesData(constants: typeof C = C) {
  const rounds = Array.from({ length: constants.MAX_ROUNDS }, (_, i) => i + 1);
  const story = {
    events: constants.SCENARIOS.map((sc) => rounds.map((r) => eventFor(sc, r, demandFor(sc, r, constants.SEED)))),
    messages: [
      constants.MSG.notHeld('X', 'Y'),
      constants.MSG.used('X'),
      constants.MSG.armed('X'),
      constants.MSG.notArmed('X'),
    ],
    replays: constants.SCENARIOS.map((sc) => playAutomated(sc, constants.DEFAULT_ROLE, constants.SEED).log),
    naiveReplays: constants.SCENARIOS.map((sc) => playAutomated(sc, constants.DEFAULT_ROLE, constants.SEED, 'naive').log),
  };
  return { ...constants, story };
}

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
