import { persistedAtom } from '@/lib/storage/persisted';
import { newGame } from '@/engines/everest/engine';
import { DEFAULT_SEED } from '@/engines/everest/constants';
import { EVEREST_MIGRATIONS, SAVE_VERSION, validateEverest } from '@/engines/everest/validate';

export const SAVE_KEY = 'everest-v3';

/** The saved expedition (versioned envelope, validated on read). */
export const everestAtom = persistedAtom(
  { key: SAVE_KEY, version: SAVE_VERSION, validate: validateEverest, migrations: EVEREST_MIGRATIONS },
  newGame({ seed: DEFAULT_SEED, difficulty: 'Easy' }),
);
