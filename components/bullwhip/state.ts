import { persistedAtom } from '@/lib/storage/persisted';
import { createGame } from '@/engines/bullwhip/engine';
import { SAVE_KEY, SAVE_MIGRATIONS, SAVE_VERSION, validateGame } from '@/engines/bullwhip/validate';

/** The whole game, saved under 'bullwhip-rush' in a versioned envelope (version 1 saves are migrated). */
export const gameAtom = persistedAtom(
  { key: SAVE_KEY, version: SAVE_VERSION, validate: validateGame, migrations: SAVE_MIGRATIONS },
  createGame(),
);
