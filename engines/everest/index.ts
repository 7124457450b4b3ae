/**
 * The Everest expedition v3's rules as the core keeps them (engines/core/record.ts, `Rules`): a new expedition from its
 * setup and seed, the step and the refusal. The record, the save and the result code are built from the manifest
 * (engines/everest/manifest.ts).
 *
 *   rules.init(setup, seed)      a new expedition (the seed is always an input: the screen passes newSeed('CLIMB'))
 *   rules.step(state, action)    the reducer: a Step with the next state, or the same state and a refusal with its code
 *   rules.refusal(state, action) the same check the step makes, for a button's disabled reason
 *
 * RULES_VERSION: bump it (add a line to rules.lock.json, and say what changed in the manifest's `rulesChanges`)
 * whenever a figure in constants.ts or a rule changes.
 */
import { GAME } from './game';
import type { Rules } from '../core/record';
import { init, step } from './engine';
import { refusal } from './selectors';
import type { EverestAction, EverestSetup, EverestState } from './types';

/** 1: the first rules; 2: the summit counts once the team is home; 3: every draw from its own random stream. */
export const RULES_VERSION = 3;

/** The browser storage key of the saved expedition (unchanged since v3 shipped: existing saves keep loading). */
export const SAVE_KEY = GAME.saveKey;
/**
 * The saved shape's version: 1–2 the state alone (no history), 3 `{game, moves}`, 4 the state with its moves inside,
 * 5 the record (docs/engines.md, "The record"). engines/everest/migrate.ts turns 1–4 into a record.
 */
export const SAVE_VERSION = 5;

export const rules: Rules<EverestState, EverestAction, EverestSetup> = {
  id: 'everest',
  RULES_VERSION,
  init,
  step,
  refusal,
};

export type { EverestSetup };
