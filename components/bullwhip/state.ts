import { persistedAtom } from '@/lib/storage/persisted';
import { SEED } from '@/engines/bullwhip/constants';
import { DEFAULT_SETUP, engine } from '@/engines/bullwhip';

/**
 * The whole game, saved under the engine's save spec ('bullwhip-rush', versioned envelope, older saves migrated).
 * Solo play starts on the spec's seed (BR-DEMO-001): every solo student faces the same Noisy demand.
 */
export const gameAtom = persistedAtom(engine.save, engine.init(DEFAULT_SETUP, SEED));
