/**
 * City Tycoon's saved game: its record (docs/engines.md, "The record"), stored by the core's save
 * (`recordSave(manifest)`: only the record; loading replays it). The screen plays it with `useRecord`
 * (components/sim/useEngine.ts).
 *
 * "No game yet" is the screen's, not the rules': before a table sets up (or after it joins a class and has not set up
 * the class game), the record is still on the setup's defaults (`manifest.setup.defaults`, names not typed) with no
 * move, and the screen shows the setup instead of a board. No table's record is on it: the setup records the names as
 * the rules keep them (engines/city-tycoon/engine.ts `tableSetup`), never empty.
 */
import { recordSave, start, type Played } from '@/engines/core/record';
import { DEFAULT_SEED, manifest, rules, type Action, type GameState, type SetupInput } from '@/engines/city-tycoon';
import { persistedAtom, setAsideKey } from '@/lib/storage/persisted';

export type TycoonPlayed = Played<GameState, SetupInput, Action>;

/** The record before a table has set up. */
export const NO_GAME: TycoonPlayed = start(rules, manifest.setup.defaults, DEFAULT_SEED);

/** True while no table has set up a game (see above). */
export const noGameYet = (p: TycoonPlayed): boolean =>
  p.record.moves.length === 0 && JSON.stringify(p.record.setup) === JSON.stringify(manifest.setup.defaults);

/** The saved game (exported so render tests can put a given game in a jotai store). */
export const gameAtom = persistedAtom<TycoonPlayed>(recordSave(manifest), NO_GAME);

/**
 * The move list older builds kept beside the game (save version 1) under this key. A game's moves are its record now
 * (a version-1 game had none of its own, so it is set aside when it loads: engines/city-tycoon/migrate.ts); the list
 * is set aside with it, kept under `city-tycoon-moves:corrupt`, never deleted.
 */
export const OLD_MOVES_KEY = 'city-tycoon-moves';
export const setAsideOldMoves = (): boolean => setAsideKey(OLD_MOVES_KEY);
