'use client';
/**
 * The one Summit save (key and validator from engines/summit: `engine.save`), shared by the roles and dashboard
 * screens. Screens dispatch through `useEngine(summitAtom, engine.step, …)` (components/sim/useEngine.ts).
 */
import { newSeed as newCoreSeed } from '@/engines/core/seed';
import type { Notice, Step } from '@/engines/core/contract';
import { persistedAtom } from '@/lib/storage/persisted';
import { engine } from '@/engines/summit';
import type { SummitAction, SummitState } from '@/engines/summit/types';

/** A fresh seed for a new expedition (engines/core/seed: randomness never lives in the engine). */
export const newSeed = (): string => newCoreSeed('SUMMIT');

/** Before any save exists, a fresh expedition with a seed of its own (the roles screen resets to another anyway). */
export const summitAtom = persistedAtom<SummitState>(engine.save, engine.init(undefined, newSeed()));

export type SummitDispatch = (action: SummitAction) => Step<SummitState>;

/**
 * The engine's notices. The only one is the spec's "console warning" when a round opens without a role (the
 * dashboard also says it in its subtitle): logged, not toasted, as before.
 */
export function logNotice(notice: Notice): void {
  console.warn(`[summit] ${notice.message}`);
}
