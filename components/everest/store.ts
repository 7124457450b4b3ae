import { atom } from 'jotai';
import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { isObject } from '@/engines/core/guards';
import type { SaveSpec } from '@/engines/core/save';
import { engine } from '@/engines/everest';
import { checkMoves, playInit, type EverestPlay } from '@/engines/everest/classroom';
import type { EverestState } from '@/engines/everest/types';

/** The seed prefix of expeditions the screen starts (first visit, "Random seed"). */
export const SEED_PREFIX = 'CLIMB';

/**
 * What the screen saves under the engine's key ('everest-v3'): the expedition and the moves that made it (for the
 * result code, issue 13). Version 3 of that key; versions 1–2 (the state alone, `engine.save`) are migrated by the
 * engine's own migrations and then wrapped with `moves: null` (history unknown: that expedition gets no code).
 * Moves that do not replay to the saved state are dropped the same way, so a code always verifies.
 */
export const PLAY_SAVE_VERSION = 3;
export const everestPlaySave: SaveSpec<EverestPlay> = {
  key: engine.save.key,
  version: PLAY_SAVE_VERSION,
  validate: (x) => {
    if (!isObject(x)) return 'not an object';
    const game = engine.save.validate(x.game);
    if (typeof game === 'string') return `game: ${game}`;
    return { game, moves: x.moves === null ? null : checkMoves(game, x.moves) };
  },
  migrations: { ...engine.save.migrations, [engine.save.version]: (state: unknown) => ({ game: state, moves: null }) },
};

/** The saved expedition with its moves (validated on read). First visit: Easy, a new seed. */
export const everestPlayAtom = persistedAtom<EverestPlay>(everestPlaySave, playInit({ difficulty: 'Easy' }, newSeed(SEED_PREFIX)));

/** The expedition alone. Writing a bare state (tests, tools) forgets the history: no result code for it. */
export const everestAtom = atom(
  (get) => get(everestPlayAtom).game,
  (_get, set, state: EverestState) => set(everestPlayAtom, { game: state, moves: null }),
);
