/**
 * Bullwhip Rush through the one engine contract (engines/core/contract.ts): what a screen, a save, a replay or a
 * result code needs. `init(setup, seed)`: the seed is always an input — the solo screen passes the spec's SEED,
 * a class link its own seed.
 */
import type { GameEngine } from '../core/contract';
import { DEFAULT_ROLE, DEFAULT_SCENARIO } from './constants';
import { init, refusal, step } from './engine';
import type { Action, GameState, Setup } from './types';
import { SAVE_SPEC } from './validate';

/**
 * Bump when a rule, a constant or a text the rules read changes, and add a line to rules.lock.json
 * (rules.lock.test.ts fails until you do). Result codes carry it.
 * 2: the steady start, the supply-line autopilot, and the chain's cost as the score (docs/rules/bullwhip.md).
 */
export const RULES_VERSION = 2;

/** The settings a solo game starts with before the student picks. */
export const DEFAULT_SETUP: Setup = { scenario: DEFAULT_SCENARIO, playerRole: DEFAULT_ROLE };

export const engine: GameEngine<GameState, Action, Setup> = {
  id: 'bullwhip',
  RULES_VERSION,
  init,
  step,
  refusal,
  save: SAVE_SPEC,
};
