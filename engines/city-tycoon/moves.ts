/**
 * The table's moves as small numbers: what the game's history (`GameState.moves`) and the result code hold.
 * Moves are the choices the rules use, in order: ROLL, BUY, DECLINE, BID, PASS, NEXT, PAY_JAIL, END_TURN, and
 * BUILD/SELL/MORTGAGE/UNMORTGAGE a tile. Two actions are not moves:
 * - ADVANCE (the end of the walk after a roll): a replay applies it right after every roll that starts a move.
 * - SET_AUTO_END: Auto End Turn is the table's preference, not a setting and not a move. The history holds an
 *   END_TURN wherever a turn ended by a click or by Auto End (never where a bankrupt player's turn ended, which the
 *   rules do by themselves), so a replay with Auto End off gives the same game whatever the preference was.
 * No player name or other typed text is a move.
 */
import { CodeError } from '../core/code';
import { BOARD, OWNABLE_TILES } from './constants';
import type { Action } from './types';

export type TycoonMove = Exclude<Action, { type: 'ADVANCE' } | { type: 'SET_AUTO_END' }>;

/** The eight common moves, one nibble each in a code (index = number). Never reorder: saves and codes hold these numbers. */
export const SIMPLE = ['ROLL', 'END_TURN', 'BUY', 'DECLINE', 'BID', 'PASS', 'NEXT', 'PAY_JAIL'] as const;
type SimpleType = (typeof SIMPLE)[number];
const PROPERTY_TILES = BOARD.filter((t) => t.kind === 'property').map((t) => t.index);
/** Tile actions after the common moves: BUILD and SELL on the 22 properties, MORTGAGE and UNMORTGAGE on the 28 ownables. */
export const TILE_ACTIONS = [
  ...PROPERTY_TILES.map((tile) => ({ type: 'BUILD', tile }) as const),
  ...PROPERTY_TILES.map((tile) => ({ type: 'SELL', tile }) as const),
  ...OWNABLE_TILES.map((tile) => ({ type: 'MORTGAGE', tile }) as const),
  ...OWNABLE_TILES.map((tile) => ({ type: 'UNMORTGAGE', tile }) as const),
];
/** Every move as one number: 0–7 the common moves, 8… the tile actions. */
export const MOVE_COUNT = SIMPLE.length + TILE_ACTIONS.length;
/** The numbers of the moves the validator counts. */
export const MOVE_NO = Object.fromEntries(SIMPLE.map((t, i) => [t, i])) as Record<SimpleType, number>;
/**
 * The longest history a game keeps (and a code may hold). Past it the history is dropped (`moves: null`): the game
 * plays on without a code. Scripted 6-player games to the longest cap make under 1,000 moves.
 */
export const MAX_MOVES = 40_000;

/** Lookup tables for moveIndex (engine.step numbers every applied move, so this is on the hot path). */
const SIMPLE_NO = new Map<string, number>(SIMPLE.map((t, i) => [t, i]));
const TILE_NO = new Map<string, Map<number, number>>();
TILE_ACTIONS.forEach((a, k) => {
  if (!TILE_NO.has(a.type)) TILE_NO.set(a.type, new Map());
  TILE_NO.get(a.type)!.set(a.tile, SIMPLE.length + k);
});

export function moveIndex(m: TycoonMove): number {
  const s = SIMPLE_NO.get(m.type);
  if (s !== undefined) return s;
  const k = 'tile' in m ? TILE_NO.get(m.type)?.get(m.tile) : undefined;
  if (k === undefined) throw new RangeError(`not a move a code can hold: ${JSON.stringify(m)}`);
  return k;
}

export function moveAt(i: number): TycoonMove {
  if (!Number.isInteger(i) || i < 0 || i >= MOVE_COUNT) throw new CodeError(`no such move (${i})`);
  if (i < SIMPLE.length) return { type: SIMPLE[i] } as TycoonMove;
  return { ...TILE_ACTIONS[i - SIMPLE.length] };
}

export const isMove = (a: Action): a is TycoonMove => a.type !== 'ADVANCE' && a.type !== 'SET_AUTO_END';
