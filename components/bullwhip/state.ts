import { persistedAtom } from '@/lib/storage/persisted';
import { start } from '@/engines/core/record';
import { SEED } from '@/engines/bullwhip/constants';
import { DEFAULT_SETUP, rules } from '@/engines/bullwhip';
import { bullwhipSave } from '@/engines/bullwhip/manifest';

/**
 * The game as the core keeps it — its record and the state the record replays to — saved as the record under the
 * manifest's save ('bullwhip-rush', versioned envelope, older saves migrated; docs/engines.md, "The record").
 * Solo play starts on the spec's seed (BR-DEMO-001): every solo student faces the same Noisy demand.
 */
export const gameAtom = persistedAtom(bullwhipSave, start(rules, DEFAULT_SETUP, SEED));
