/**
 * The games a result code can be for, and the limits of a code's header: a leaf module (no code reader), so a
 * page that only needs the list of games (the hub's progress card, the join box) does not load the decoder.
 * engines/core/code.ts re-exports all of it.
 */

import { GAMES, type GameId } from '../games';

/**
 * The games a code can be for, in a fixed order: each game's `codeIndex` (engines/<game>/game.ts) is its place here
 * and the byte the code stores. Never reorder, only append.
 */
export const CODE_GAMES: readonly GameId[] = GAMES.map((g) => g.id);
export type CodeGame = GameId;
export const NICKNAME_MAX = 24;
export const CLASS_ID_MAX = 32;
export const SEED_MAX = 64;
/** The highest attempt number a code carries (a student's tries at one class game on one device). */
export const ATTEMPT_MAX = 9999;
