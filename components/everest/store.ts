import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { engine } from '@/engines/everest';

/** The seed prefix of expeditions the screen starts (first visit, "Random seed"). */
export const SEED_PREFIX = 'CLIMB';

/** The saved expedition (versioned envelope under engine.save.key, validated on read). First visit: Easy, a new seed. */
export const everestAtom = persistedAtom(engine.save, engine.init({ difficulty: 'Easy' }, newSeed(SEED_PREFIX)));
