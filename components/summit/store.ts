'use client';
/**
 * The one Summit save (key 'summit-of-decisions'), shared by the roles and
 * dashboard screens, and the dispatch hook that runs the engine and shows its
 * refusals as toasts. The engine returns a warning when a round starts without
 * a role; it is logged here with console.warn (engines do not log).
 */
import { newSeed as newCoreSeed } from '@/engines/core/seed';
import { useCallback } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { persistedAtom } from '@/lib/storage/persisted';
import type { SaveSpec } from '@/engines/core/save';
import { initialState, reduce } from '@/engines/summit/reducer';
import { validateSummitSave } from '@/engines/summit/validate';
import type { StepResult, SummitAction, SummitState } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';

export const SUMMIT_SAVE_KEY = 'summit-of-decisions';

/** The save spec: the validator replays the saved moves through the engine with the real story. */
export const SUMMIT_SAVE_SPEC: SaveSpec<SummitState> = {
  key: SUMMIT_SAVE_KEY,
  version: 1,
  validate: (data) => validateSummitSave(data, STORY),
};

export const summitAtom = persistedAtom<SummitState>(SUMMIT_SAVE_SPEC, initialState());

/** A fresh seed for a new expedition (engines/core/seed: randomness never lives in the engine). */
export const newSeed = (): string => newCoreSeed('SUMMIT');

export function useSummit(): [SummitState, (action: SummitAction) => StepResult] {
  const store = useStore();
  const state = useAtomValue(summitAtom, { store });
  const dispatch = useCallback(
    (action: SummitAction) => {
      const current = store.get(summitAtom);
      const result = reduce(current, action, STORY);
      if (result.error) toast.error(result.error.title, result.error.description ? { description: result.error.description } : undefined);
      if (result.warning) console.warn(`[summit] ${result.warning}`);
      if (result.state !== current) store.set(summitAtom, result.state);
      return result;
    },
    [store],
  );
  return [state, dispatch];
}
