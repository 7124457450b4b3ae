/**
 * The saved expedition: its record (docs/engines.md, "The record"), under the key 'everest-v3', loaded by replaying it
 * (engines/everest/manifest.ts, `everestSave`). The screen plays it through `useEverest()` (components/sim/useEngine.ts,
 * `useRecord`): a move is dispatched, a new expedition is `newGame(setup, seed)`. First visit: Easy, a new seed.
 */
import { persistedAtom } from '@/lib/storage/persisted';
import { newSeed } from '@/engines/core/seed';
import { start } from '@/engines/core/record';
import { rules } from '@/engines/everest';
import { everestSave, type EverestPlayed } from '@/engines/everest/manifest';
import type { EverestSetup } from '@/engines/everest/types';
import { useRecord, type EngineHandlers } from '@/components/sim/useEngine';

/** The seed prefix of expeditions the screen starts (first visit, "Random seed"). */
export const SEED_PREFIX = 'CLIMB';

/** A new expedition as the core keeps it: no moves yet. */
export const newExpedition = (setup: EverestSetup, seed: string): EverestPlayed => start(rules, setup, seed);

export const everestAtom = persistedAtom<EverestPlayed>(everestSave, newExpedition({ difficulty: 'Easy' }, newSeed(SEED_PREFIX)));

/** The expedition on screen: its state, the dispatch of a move, and its record with `newGame`. */
export function useEverest(handlers?: EngineHandlers) {
  return useRecord(everestAtom, rules, handlers);
}
