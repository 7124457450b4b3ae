/**
 * What Bullwhip Rush's rules lock fingerprints (rules.lock.test.ts; docs/engines.md, "Saves under older rules"): every
 * constant of constants.ts (the refusals' texts and codes among them), the texts the engine writes into a game
 * (demand events, refusals) and, so that a rule living in a function is caught too, the log of a fully automated game
 * per scenario on the spec's seed (by the autopilot, and by the naive autopilot of the debrief: the Noisy one draws
 * its demand from the round streams). For tests only; a rule-change test reads it under a changed copy of the
 * constants (components/bullwhip/rule-change.test.tsx).
 */
import * as C from './constants';
import { eventFor, demandFor, playAutomated } from './engine';

export function rulesData(constants: typeof C = C) {
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
