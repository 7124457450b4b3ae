/**
 * Summit of Decisions' rules as the core keeps them (engines/core/record.ts, `Rules`): a new expedition from its setup
 * and seed, the step and the refusal. `step` and `refusal` read the story (content/summit/story.ts). The record, the
 * save and the result code are built from the manifest (engines/summit/manifest.ts).
 */
import { GAME } from './game';
import type { Rules } from '../core/record';
import { initialState, refusal, step } from './engine';
import type { SummitAction, SummitSetup, SummitState } from './types';

/** Bumped whenever a rule, a constant or the story changes (rules.lock.json and rules.lock.test.ts check it). */
export const RULES_VERSION = 3;

/** The browser storage key (docs/rules/summit.md, "Classroom and saves") and the saved shape's version. */
export const SAVE_KEY = GAME.saveKey;
/** 1: the whole state (before RULES_VERSION 3); 2: the record (docs/engines.md, "The record"). */
export const SAVE_VERSION = 2;

export const rules: Rules<SummitState, SummitAction, SummitSetup> = {
  id: 'summit',
  RULES_VERSION,
  init: (setup, seed) => initialState(seed, setup.role),
  step: (state, action) => step(state, action),
  refusal: (state, action) => refusal(state, action),
};
