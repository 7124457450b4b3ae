'use client';
/**
 * The one Summit save, shared by the roles and dashboard screens: the record of the expedition (engines/core/record.ts,
 * `recordSave(manifest)`), loaded by replaying it. Screens play it through `useSummit()` (components/sim/useEngine.ts,
 * `useRecord`): a move is dispatched, a new expedition is `newGame(setup, seed)`.
 */
import { newSeed as newCoreSeed } from '@/engines/core/seed';
import type { Notice, Step } from '@/engines/core/contract';
import { recordSave, start } from '@/engines/core/record';
import { persistedAtom } from '@/lib/storage/persisted';
import { useRecord } from '@/components/sim/useEngine';
import { manifest } from '@/engines/summit/manifest';
import type { SummitPlayed } from '@/engines/summit/classroom';
import type { SummitAction, SummitSetup, SummitState } from '@/engines/summit/types';

/** A fresh seed for a new expedition (engines/core/seed: randomness never lives in the engine). */
export const newSeed = (): string => newCoreSeed('SUMMIT');

/** A new expedition as the core keeps it: no moves yet. */
export const newExpedition = (setup: SummitSetup, seed: string): SummitPlayed => start(manifest.rules, setup, seed);

/** Before any save exists, a fresh expedition with a seed of its own (the roles screen starts another anyway). */
export const summitAtom = persistedAtom<SummitPlayed>(recordSave(manifest), newExpedition(manifest.setup.defaults, newSeed()));

export type SummitDispatch = (action: SummitAction) => Step<SummitState>;

/**
 * The engine's notices. The only one is the spec's "console warning" when a round opens without a role (the
 * dashboard also says it in its subtitle): logged, not toasted, as before.
 */
export function logNotice(notice: Notice): void {
  console.warn(`[summit] ${notice.message}`);
}

const HANDLERS = { onNotice: logNotice };
const NO_HANDLERS = {};

/** The expedition on screen: its state, the dispatch of a move, its record and `newGame`. */
export function useSummit({ logNotices = false }: { logNotices?: boolean } = {}) {
  return useRecord(summitAtom, manifest.rules, logNotices ? HANDLERS : NO_HANDLERS);
}
