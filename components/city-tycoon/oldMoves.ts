/**
 * The move list older builds saved beside the game under `city-tycoon-moves` (save version 1 of the game had no
 * history of its own). On load it is adopted ONCE into the game's own history when it replays exactly to the saved
 * game, and the key is removed once the game holds the moves. A list that does not replay (another tab, a crash,
 * another game) is set aside under `city-tycoon-moves:corrupt` — removed only once that copy is written — the game
 * plays on, and the game-over screen says why there is no code.
 */
import { isInt, isObject, isStr } from '@/engines/core/guards';
import { MAX_MOVES, MOVE_COUNT, SEED_MAX_LENGTH, engine, type GameState } from '@/engines/city-tycoon';
import { moveAt, replaysTo, settingsOf } from '@/engines/city-tycoon/classroom';
import { createEnvelopeStorage, removeKey, setAsideKey, storedValue } from '@/lib/storage/persisted';

export const OLD_MOVES_KEY = 'city-tycoon-moves';

/** The game with the old list as its history, or null when the list is not this game's exact history. */
export function adoptOldMoves(game: GameState, old: unknown): GameState | null {
  if (game.moves !== null || !isObject(old) || !isStr(old.seed, SEED_MAX_LENGTH) || old.seed !== game.seed) return null;
  const s = settingsOf(game);
  if (old.players !== s.players || old.cash !== s.cash || old.cap !== s.cap) return null;
  const moves = old.moves;
  if (!Array.isArray(moves) || moves.length > MAX_MOVES || !moves.every((m) => isInt(m, 0, MOVE_COUNT - 1))) return null;
  return replaysTo(game, (moves as number[]).map(moveAt)) ? { ...game, moves: (moves as number[]).slice() } : null;
}

/** Old lists were written as version 1 envelopes; their content is checked by adoptOldMoves, not here. */
const oldStorage = createEnvelopeStorage<unknown>({ key: OLD_MOVES_KEY, version: 1, validate: (x) => x });

/**
 * Reads the old key once: adopts its moves when they fit the saved game (then the key, now copied into the game, is
 * removed); otherwise sets it aside (removed only once the copy is written). A key that cannot be read at all is set
 * aside by the storage layer itself.
 */
export function adoptOldMovesOnce(get: () => GameState | null, set: (g: GameState) => void): void {
  const old = oldStorage.getItem(OLD_MOVES_KEY, null);
  if (old === null) return;
  const game = get();
  const adopted = game && adoptOldMoves(game, old);
  if (adopted) {
    set(adopted);
    // Removed only once the game's own save holds the moves (a full storage may have refused that write).
    if (storedValue(engine.save)?.game?.moves?.length === adopted.moves!.length) removeKey(OLD_MOVES_KEY);
  } else setAsideKey(OLD_MOVES_KEY);
}
