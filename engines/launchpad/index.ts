/**
 * LaunchPad on the one engine contract (docs/architecture.md, "The engine contract"): what a screen, a save, a replay
 * or a result code needs.
 *
 *   engine.init(undefined, newSeed('LP'))   a new week (the seed only draws the persona's first name)
 *   engine.step(state, action)              → { state, refusal? | notice? }
 *   engine.refusal(state, action)           the same check, for a button's disabled state and its reason
 *   engine.save                             key 'entrepreneur-simulation', version, validator
 */
import type { GameEngine } from '../core/contract';
import { createInitialState, refusal, step } from './engine';
import { launchpadSave } from './validate';
import type { Action, LaunchpadState } from './types';

/** Bump (and add a line to rules.lock.json) whenever a constant or the catalogue the rules read changes. */
export const RULES_VERSION = 1;

export const engine: GameEngine<LaunchpadState, Action, void> = {
  id: 'launchpad',
  RULES_VERSION,
  init: (_setup, seed) => createInitialState(seed),
  step,
  refusal,
  save: launchpadSave,
};

export { createInitialState, refusal, step } from './engine';
export { launchpadSave } from './validate';
export type { Action, LaunchpadState } from './types';
