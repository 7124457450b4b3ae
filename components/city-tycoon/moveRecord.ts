/**
 * The table's move list, saved beside the game (GameState keeps no history): what the result code is made of.
 * Saved under its own key `city-tycoon-moves` through the one storage layer; it holds the settings, the seed and the
 * moves as small numbers — no names, nothing typed. A record that does not replay to the saved game (an older save,
 * another tab) is ignored: the game goes on, and the game-over screen says why there is no code.
 */
import { isInt, isObject, isStr } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { SEED_MAX_LENGTH, setupErrors } from '@/engines/city-tycoon';
import { MAX_MOVES, MOVE_COUNT, moveAt, moveIndex, setupOf, type PlayRecord } from '@/engines/city-tycoon/classroom';
import { persistedAtom } from '@/lib/storage/persisted';

export const MOVES_KEY = 'city-tycoon-moves';

/** The saved shape: moves as moveIndex numbers (one small number each). */
export interface SavedRecord {
  seed: string;
  players: number;
  cash: number;
  cap: number;
  moves: number[];
}

export function validateRecord(x: unknown): SavedRecord | null | string {
  if (x === null) return null;
  if (!isObject(x)) return 'not an object';
  if (!isStr(x.seed, SEED_MAX_LENGTH) || !x.seed) return 'bad seed';
  if (!isInt(x.players) || !isInt(x.cash) || !isInt(x.cap)) return 'bad settings';
  if (setupErrors(setupOf({ players: x.players, cash: x.cash, cap: x.cap })).length) return 'settings out of range';
  if (!Array.isArray(x.moves) || x.moves.length > MAX_MOVES || !x.moves.every((m) => isInt(m, 0, MOVE_COUNT - 1))) return 'bad moves';
  return { seed: x.seed, players: x.players, cash: x.cash, cap: x.cap, moves: (x.moves as number[]).slice() };
}

export const recordSpec: SaveSpec<SavedRecord | null> = { key: MOVES_KEY, version: 1, validate: validateRecord };
export const recordAtom = persistedAtom<SavedRecord | null>(recordSpec, null);

export const toSaved = (r: PlayRecord): SavedRecord => ({ seed: r.seed, ...r.settings, moves: r.moves.map(moveIndex) });
export const fromSaved = (s: SavedRecord): PlayRecord => ({
  seed: s.seed,
  settings: { players: s.players, cash: s.cash, cap: s.cap },
  moves: s.moves.map(moveAt),
});
