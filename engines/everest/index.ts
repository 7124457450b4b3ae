/**
 * The Everest expedition v3 as one engine (engines/core/contract.ts): everything a screen, a save, a replay or a result code needs.
 *
 *   engine.init(setup, seed)      a new expedition (the seed is always an input: the screen passes newSeed('CLIMB'))
 *   engine.step(state, action)    the reducer: a Step with the next state, or the same state and a refusal
 *   engine.refusal(state, action) the same check the step makes, for a button's disabled reason
 *   engine.save                   key 'everest-v3', version, validator and migrations
 *
 * RULES_VERSION: bump it (and add a line to rules.lock.json) whenever a figure in constants.ts changes.
 */
import type { GameEngine } from '../core/contract';
import { init, step, type EverestSetup } from './engine';
import { refusal } from './selectors';
import type { EverestAction, EverestState } from './types';
import { everestSave } from './validate';

export const RULES_VERSION = 2;

export const engine: GameEngine<EverestState, EverestAction, EverestSetup> = {
  id: 'everest',
  RULES_VERSION,
  init,
  step,
  refusal,
  save: everestSave,
};

export type { EverestSetup };
