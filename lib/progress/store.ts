/**
 * The progress record (docs/progress.md) in the browser: its own key `progress`, through the one storage layer
 * (validated on every read; a bad record is set aside under `progress:corrupt`, nothing deleted). Nothing here is
 * ever sent anywhere; there is no leaderboard.
 */
import { getDefaultStore } from 'jotai/vanilla';
import { award, emptyRecord } from '@/engines/progress/award';
import { PROGRESS_KEY, progressSpec } from '@/engines/progress/record';
import type { AwardOutcome, Finish, ProgressRecord } from '@/engines/progress/types';
import { createEnvelopeStorage, persistedAtom } from '@/lib/storage/persisted';

export { PROGRESS_KEY };

export const progressAtom = persistedAtom<ProgressRecord>(progressSpec, emptyRecord());

/** A second reader of the same key, to see what another tab saved since this page first read the record. */
const latestStorage = createEnvelopeStorage(progressSpec);

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Counts a finished game once (see `award`) and saves the record. Reads the saved record afresh first, so a game
 * counted in another tab is neither lost nor counted again. Never throws; a finish that cannot be counted is logged.
 */
export function recordFinish(finish: Finish, at: string = new Date().toISOString(), store: Store = getDefaultStore()): AwardOutcome {
  const inMemory = store.get(progressAtom);
  const latest = latestStorage.getItem(PROGRESS_KEY, inMemory);
  const outcome = award(latest, finish, at);
  if (outcome.problem) {
    console.error(`[progress] a finish of ${String((finish as { game?: unknown })?.game)} was not counted: ${outcome.problem}`);
    return outcome;
  }
  if (outcome.record !== inMemory) store.set(progressAtom, outcome.record);
  return outcome;
}

/* ------------------------------------------------------------------ the end screens' outcomes */

/** What each finish gave when it was counted on this page load, so a remounted end screen shows the same. */
const outcomes = new Map<string, AwardOutcome>();
const listeners = new Set<() => void>();

export const finishKey = (f: Pick<Finish, 'game' | 'id'>) => `${f.game} ${f.id}`;

/** Counts the finish (once per page load; `award` makes it once ever) and tells the end screens. */
export function countFinish(finish: Finish, at?: string, store?: Store): AwardOutcome {
  const key = finishKey(finish);
  const known = outcomes.get(key);
  if (known) return known;
  const outcome = recordFinish(finish, at, store);
  outcomes.set(key, outcome);
  listeners.forEach((l) => l());
  return outcome;
}

export function subscribeOutcomes(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const outcomeFor = (key: string): AwardOutcome | null => outcomes.get(key) ?? null;

/** For tests only. */
export function forgetOutcomesForTest(): void {
  outcomes.clear();
}
