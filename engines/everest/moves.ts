/**
 * The descriptions of an Everest record's setup and moves (engines/core/schema.ts): from them the core validates a
 * save and packs a result code (docs/rules/everest.md, "Moves, saves and result codes").
 *
 * - Setup: the difficulty (a class link's one setting). Pace, oxygen flow and summit start time are moves.
 * - Moves: the nine day actions (a move's optional segment is only a check, and is not kept) and the three settings.
 */
import { list, object, oneOf, tagged, type Schema } from '../core/schema';
import { MOVES_MAX } from './engine';
import { DAY_ACTION_VALUES, DIFFICULTY_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';

export const SETUP_SCHEMA: Schema = object({ difficulty: oneOf(DIFFICULTY_VALUES) });

export const MOVE_SCHEMA: Schema = tagged('type', {
  ...Object.fromEntries(DAY_ACTION_VALUES.map((type) => [type, {}])),
  setPace: { pace: oneOf(PACE_VALUES) },
  setFlow: { flow: oneOf(FLOW_VALUES) },
  setStart: { startTime: oneOf(START_TIME_VALUES) },
});

/** A record's moves, as a save stores them and a code carries them (canonical: see engine.ts `canonicalMoves`). */
export const MOVES_SCHEMA: Schema = list(MOVE_SCHEMA, MOVES_MAX);
