/**
 * Summit of Decisions as one GameEngine (engines/core/contract.ts): what a screen, a save, a replay or a result
 * code needs. `step` and `refusal` read the story (content/summit/story.ts); so does the save validator, which
 * replays a save's moves through the same step.
 */
import type { GameEngine } from '../core/contract';
import type { SaveSpec } from '../core/save';
import { initialState, refusal, step } from './engine';
import { validateSummitSave } from './validate';
import type { SummitAction, SummitState } from './types';

/** Bumped whenever a constant or the story changes (rules.lock.json and rules.lock.test.ts check it). */
export const RULES_VERSION = 2;

/** The browser storage key (docs/rules/summit.md, "Classroom and saves") and the saved shape's version. */
export const SAVE_KEY = 'summit-of-decisions';
export const SAVE_VERSION = 1;

export const save: SaveSpec<SummitState> = {
  key: SAVE_KEY,
  version: SAVE_VERSION,
  validate: (data) => validateSummitSave(data),
};

/** A new expedition has no settings (the role is chosen in the game), so Setup is void; the seed is always given. */
export const engine: GameEngine<SummitState, SummitAction, void> = {
  id: 'summit',
  RULES_VERSION,
  init: (_setup, seed) => initialState(seed),
  step: (state, action) => step(state, action),
  refusal: (state, action) => refusal(state, action),
  save,
};
