/**
 * City Tycoon's saves before the record (docs/rules/city-tycoon.md, "The record, saves and codes"), and how they
 * become one. Each is `{game}` under the key 'city-tycoon':
 *
 * - version 1: the game without a history of its own (older builds kept the moves under a second key,
 *   `city-tycoon-moves`) → version 2 with `moves: null`;
 * - version 2: the game keeping its own history, `moves` (the table's moves as numbers, an END_TURN wherever a turn
 *   ended, by a click or by Auto End; no walk and no Auto End switch), made under RULES_VERSION 1 → version 3, the
 *   game's record `{game, rulesVersion: 1, setup, seed, moves}`.
 *
 * The history becomes the record's moves the way the version-2 result code replayed it: Auto End off, every roll
 * walked at once (an ADVANCE after each roll that starts a walk, but the last one when the game was saved mid-walk),
 * then Auto End back on when it was. Where an ADVANCE goes depends on the dice, so the history is walked through the
 * current rules; from the first move they refuse on, the moves are passed on as they are, and the core's replay
 * (engines/core/record.ts `recordSave`) sets the save aside naming the change. A record every move of which is still
 * legal plays on.
 *
 * A game with no history (`moves: null`: a version-1 save, or a history version 2 could not trust) has nothing to
 * replay: it is set aside, as unreadable. No game yet (`{game: null}`, the setup open) becomes a record still on the
 * setup's defaults, which the screen shows as the setup (components/city-tycoon/store.ts).
 */
import { isInt, isObject, isStr } from '../core/guards';
import type { GameRecord } from '../core/record';
import { DEFAULT_SEED, MAX_PLAYERS, SEED_MAX_LENGTH } from './constants';
import { NO_TABLE_YET, newGame, step } from './engine';
import { SIMPLE, TILE_ACTIONS, moveAt, type Move } from './moves';
import type { GameState, SetupInput } from './types';

/** The RULES_VERSION saves of version 1 and 2 were made under. */
export const OLD_RULES_VERSION = 1;
/** The move numbers a version-2 history could hold: the common moves and the tile actions (moves.ts numbering). */
const OLD_MOVE_COUNT = SIMPLE.length + TILE_ACTIONS.length;
/** The longest history version 2 kept. */
const OLD_MAX_MOVES = 40_000;

/** Version 1 → 2: the game gains `moves: null` (no history). Anything else is left for the next step to refuse. */
export function migrateV1(data: unknown): unknown {
  if (!isObject(data) || !isObject(data.game)) return data;
  return { ...data, game: { ...data.game, moves: null } };
}

/** Version 2 → 3: the saved game as its record (see above). Throws on a save that has none. */
export function migrateV2(data: unknown): GameRecord<SetupInput, Move> {
  if (!isObject(data)) throw new Error('not a save');
  const g = data.game;
  if (g === null) return { game: 'city-tycoon', rulesVersion: OLD_RULES_VERSION, setup: NO_TABLE_YET, seed: DEFAULT_SEED, moves: [] };
  if (!isObject(g)) throw new Error('the game is not an object');
  if (!isStr(g.seed, SEED_MAX_LENGTH) || !g.seed) throw new Error('bad seed');
  if (!Array.isArray(g.players) || g.players.length > MAX_PLAYERS) throw new Error('bad players');
  const names = g.players.map((p) => (isObject(p) && typeof p.name === 'string' ? p.name : null));
  if (names.some((n) => n === null)) throw new Error('bad player names');
  if (!isInt(g.startingCash) || !isInt(g.cap)) throw new Error('bad settings');
  if (g.moves === null) throw new Error('the game was saved without its moves: there is nothing to replay');
  if (!Array.isArray(g.moves) || g.moves.length > OLD_MAX_MOVES || !g.moves.every((m) => isInt(m, 0, OLD_MOVE_COUNT - 1)))
    throw new Error('bad history');
  const setup: SetupInput = { names: names as string[], startingCash: g.startingCash, cap: g.cap };
  const history = (g.moves as number[]).map(moveAt);
  const moves = recordMoves(setup, g.seed, history, { autoEnd: g.autoEnd !== false, midWalk: g.phase === 'MOVING' });
  return { game: 'city-tycoon', rulesVersion: OLD_RULES_VERSION, setup, seed: g.seed, moves };
}

/**
 * A version-2 history as record moves: Auto End off, each roll that starts a walk walked (but a last roll saved
 * mid-walk), Auto End on again at the end when it was on. From a move the current rules refuse on, the rest as is.
 */
export function recordMoves(setup: SetupInput, seed: string, history: readonly Move[], o: { autoEnd: boolean; midWalk: boolean }): Move[] {
  const first = newGame(setup, seed);
  if (Array.isArray(first)) return history.slice(); // a setup the rules refuse: the record's replay says so
  if (history.length === 0) return o.autoEnd ? [] : [{ type: 'SET_AUTO_END', on: false }];
  const out: Move[] = [];
  let s: GameState = first;
  const play = (m: Move): boolean => {
    const r = step(s, m);
    out.push(m);
    if (r.refusal) return false;
    s = r.state;
    return true;
  };
  play({ type: 'SET_AUTO_END', on: false });
  for (let i = 0; i < history.length; i++) {
    if (!play(history[i])) return [...out, ...history.slice(i + 1)];
    const last = i === history.length - 1;
    if (s.phase === 'MOVING' && history[i].type === 'ROLL' && !(last && o.midWalk)) play({ type: 'ADVANCE' });
  }
  if (o.autoEnd && s.phase !== 'GAME_OVER') play({ type: 'SET_AUTO_END', on: true });
  return out;
}

export const migrations: Record<number, (data: unknown) => unknown> = { 1: migrateV1, 2: migrateV2 };
