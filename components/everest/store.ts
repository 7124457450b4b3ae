import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { engine } from '@/engines/everest';
import type { EverestState } from '@/engines/everest/types';

/** The seed prefix of expeditions the screen starts (first visit, "Random seed"). */
export const SEED_PREFIX = 'CLIMB';

/**
 * The saved expedition under the engine's one save spec (`engine.save`: key 'everest-v3', validated and migrated
 * on read). Its moves are inside the state (docs/rules/everest.md, "Moves, saves and result codes"), so the result
 * code needs nothing else. First visit: Easy, a new seed.
 */
export const everestAtom = persistedAtom<EverestState>(engine.save, engine.init({ difficulty: 'Easy' }, newSeed(SEED_PREFIX)));
