/**
 * The table's moves (docs/rules/city-tycoon.md, "The record, saves and codes"): every action the rules applied, in
 * order, is a move of the game's record — ROLL, ADVANCE (the walk that ends a roll), BUY, DECLINE, BID, PASS, NEXT,
 * PAY_JAIL, END_TURN, SET_AUTO_END and BUILD/SELL/MORTGAGE/UNMORTGAGE a tile. A move holds only choices the rules use:
 * no player name, no amount (a bid is always the next bid), nothing typed.
 *
 * A save keeps the moves as they were played (`MOVE`); a result code holds each as one small number (`moveIndex`,
 * `CODED_MOVE`), one byte in the code.
 */
import { CodeError } from '../core/code';
import { bool, oneOf, tagged, uint, type Schema } from '../core/schema';
import { BOARD, OWNABLE_TILES, RECORD_MOVES_MAX } from './constants';
import type { Action } from './types';

/** A move of the record: any action the rules applied. */
export type Move = Action;

/** The moves a table decides (what the balance policies choose from): every move but the walk and the preference. */
export type TycoonMove = Exclude<Action, { type: 'ADVANCE' } | { type: 'SET_AUTO_END' }>;

/** The eight common moves, numbered first (index = number). Never reorder: result codes hold these numbers. */
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
/** The moves after the tile actions: the walk, and Auto End switched on or off. */
export const OTHER_MOVES: readonly Action[] = [{ type: 'ADVANCE' }, { type: 'SET_AUTO_END', on: true }, { type: 'SET_AUTO_END', on: false }];
/** Every move as one number: 0–7 the common moves, then the tile actions, then OTHER_MOVES. */
export const MOVE_COUNT = SIMPLE.length + TILE_ACTIONS.length + OTHER_MOVES.length;
/** The numbers of the common moves. */
export const MOVE_NO = Object.fromEntries(SIMPLE.map((t, i) => [t, i])) as Record<SimpleType, number>;
/** The most moves a game's record keeps and a result code may hold (constants.ts RECORD_MOVES_MAX). */
export const MAX_MOVES = RECORD_MOVES_MAX;

/** A move as a save holds it: `{type}` and, for a tile action, the tile (only tiles that action can name). */
export const MOVE: Schema = tagged('type', {
  ROLL: {},
  ADVANCE: {},
  PAY_JAIL: {},
  BUY: {},
  DECLINE: {},
  BID: {},
  PASS: {},
  NEXT: {},
  BUILD: { tile: oneOf(PROPERTY_TILES) },
  SELL: { tile: oneOf(PROPERTY_TILES) },
  MORTGAGE: { tile: oneOf(OWNABLE_TILES) },
  UNMORTGAGE: { tile: oneOf(OWNABLE_TILES) },
  END_TURN: {},
  SET_AUTO_END: { on: bool },
});

/** A move as a result code holds it: its number. */
export const CODED_MOVE: Schema = uint(MOVE_COUNT - 1);

/** Lookup tables for moveIndex. */
const SIMPLE_NO = new Map<string, number>(SIMPLE.map((t, i) => [t, i]));
const TILE_NO = new Map<string, Map<number, number>>();
TILE_ACTIONS.forEach((a, k) => {
  if (!TILE_NO.has(a.type)) TILE_NO.set(a.type, new Map());
  TILE_NO.get(a.type)!.set(a.tile, SIMPLE.length + k);
});
const OTHER_BASE = SIMPLE.length + TILE_ACTIONS.length;

export function moveIndex(m: Action): number {
  const s = SIMPLE_NO.get(m.type);
  if (s !== undefined) return s;
  if (m.type === 'ADVANCE') return OTHER_BASE;
  if (m.type === 'SET_AUTO_END') return OTHER_BASE + (m.on ? 1 : 2);
  const k = 'tile' in m ? TILE_NO.get(m.type)?.get(m.tile) : undefined;
  if (k === undefined) throw new RangeError(`not a move a code can hold: ${JSON.stringify(m)}`);
  return k;
}

export function moveAt(i: number): Action {
  if (!Number.isInteger(i) || i < 0 || i >= MOVE_COUNT) throw new CodeError(`no such move (${i})`);
  if (i < SIMPLE.length) return { type: SIMPLE[i] } as Action;
  if (i < OTHER_BASE) return { ...TILE_ACTIONS[i - SIMPLE.length] };
  return { ...OTHER_MOVES[i - OTHER_BASE] } as Action;
}

/** True for a move the table decides (not the walk, not the Auto End preference). */
export const isTableMove = (a: Action): a is TycoonMove => a.type !== 'ADVANCE' && a.type !== 'SET_AUTO_END';
