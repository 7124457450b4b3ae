/**
 * City Tycoon — District Edition: the engine as the rest of the site sees it (engines/core/contract.ts).
 * Change a rule by editing engines/city-tycoon/constants.ts (then bump RULES_VERSION, see rules.lock.test.ts).
 */
import { refused, type GameEngine, type Refusal, type Step } from '../core/contract';
import { isObject } from '../core/guards';
import type { SaveSpec } from '../core/save';
import { ERR, SAVE_KEY } from './constants';
import { newGame, refusal, step } from './engine';
import type { Action, GameState, SetupInput } from './types';
import { validateSave, type SaveData } from './validate';

export * from './constants';
export * from './types';
export * from './engine';
export * from './selectors';
export * from './validate';
export * from './moves';

/** Bumped whenever a rule or a figure changes (rules.lock.json keeps one fingerprint per version). */
export const RULES_VERSION = 1;

/**
 * The saved shape is `{ game: GameState | null }` under the key 'city-tycoon' (docs/rules/city-tycoon.md, "Saves and
 * the game's history"), the game's only save.
 * Version 2: the game keeps its own history (`GameState.moves`). Version 1 had none (the screen kept the moves under a
 * second key, `city-tycoon-moves`): its games come in with `moves: null`, and the screen adopts the old key's moves
 * once when they replay exactly to the game (components/city-tycoon/oldMoves.ts).
 */
export const SAVE_VERSION = 2;
export const saveSpec: SaveSpec<SaveData> = {
  key: SAVE_KEY,
  version: SAVE_VERSION,
  validate: validateSave,
  migrations: { 1: migrateV1 },
};

/** Version 1 → 2: the game gains `moves: null` (no history yet). Anything else is left for the validator to refuse. */
export function migrateV1(data: unknown): unknown {
  if (!isObject(data) || !isObject(data.game)) return data;
  return { ...data, game: { ...data.game, moves: null } };
}

/** A new game; an invalid setup is a programming error here (the screen shows `newGame`'s list of problems first). */
export function init(setup: SetupInput, seed: string): GameState {
  const g = newGame(setup, seed);
  if (Array.isArray(g)) throw new Error(`City Tycoon setup: ${g.join(' ')}`);
  return g;
}

/** The refusal check on the saved shape: no game yet refuses everything. */
export function saveRefusal(save: SaveData, action: Action): Refusal | null {
  return save.game ? refusal(save.game, action) : { message: ERR.noGame };
}

/** `step` on the saved shape: a refusal returns the same save object, a change a new `{ game }`. */
export function saveStep(save: SaveData, action: Action): Step<SaveData> {
  if (!save.game) return refused(save, ERR.noGame);
  const out = step(save.game, action);
  if (out.state === save.game) return { ...out, state: save };
  return { ...out, state: { game: out.state } };
}

/**
 * The engine contract. Its state is what the screen stores and saves, `{ game }` (null before the first game,
 * while the setup dialog is open), so `useEngine(atom, engine.step)` works on the saved atom directly and the
 * save shape stays as it was. `step` and `refusal` on a bare GameState are exported above for tests and replays.
 */
export const engine: GameEngine<SaveData, Action, SetupInput> = {
  id: 'city-tycoon',
  RULES_VERSION,
  init: (setup, seed) => ({ game: init(setup, seed) }),
  step: saveStep,
  refusal: saveRefusal,
  save: saveSpec,
};
