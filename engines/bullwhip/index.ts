/**
 * Bullwhip Rush's rules as the core keeps them (engines/core/record.ts, `Rules`): `init(setup, seed)`, `step`,
 * `refusal`. The seed is always an input — the solo screen passes the spec's SEED, a class link its own seed. The
 * game itself is described in manifest.ts.
 */
import { GAME } from './game';
import type { Rules } from '../core/record';
import { DEFAULT_ROLE, DEFAULT_SCENARIO } from './constants';
import { init, refusal, step } from './engine';
import type { GameState, Move, Setup } from './types';

/**
 * Bump when a rule, a constant or a text the rules read changes, and add a line to rules.lock.json
 * (rules.lock.test.ts fails until you do) and to the manifest's `rulesChanges`. Result codes carry it.
 * 2: the steady start, the supply-line autopilot, and the chain's cost as the score (docs/rules/bullwhip.md).
 * 3: the Noisy demand is drawn round by round from its own random stream; refusals have codes; an order is a whole
 *    number 0–40 (docs/rules/bullwhip.md, "Demand" and "Rules version").
 */
export const RULES_VERSION = 3;

/** The save's storage key (unchanged since the first save) and the version of its shape. */
export const SAVE_KEY = GAME.saveKey;
/**
 * 2: the Factory's expedite changed. 3: the steady start and the autopilot. 4: the record (migrate.ts). 5: Team mode
 * (a setup may name its human tiers; a page made before would read a Team save as a Solo one, so the version says so).
 */
export const SAVE_VERSION = 5;

/** The settings a solo game starts with before the student picks. */
export const DEFAULT_SETUP: Setup = { scenario: DEFAULT_SCENARIO, playerRole: DEFAULT_ROLE };

export const rules: Rules<GameState, Move, Setup> = {
  id: 'bullwhip',
  RULES_VERSION,
  init,
  step,
  refusal,
};
