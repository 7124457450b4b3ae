'use client';
/**
 * The saved LaunchPad progress: one persisted jotai atom under
 * 'entrepreneur-simulation' (versioned envelope, validated on read), and a
 * dispatch hook that runs the engine and shows its notice as a toast.
 */
import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { toast } from 'sonner';
import { persistedAtom } from '@/lib/storage/persisted';
import { createInitialState, step } from '@/engines/launchpad/engine';
import { launchpadSave } from '@/engines/launchpad/save';
import { MSG } from '@/engines/launchpad/constants';
import type { Action, Notice } from '@/engines/launchpad/types';

/** A fresh seed per page load; it only decides the persona's first name of a new game. */
function newSeed(): string {
  try {
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return `lp-${a[0]}-${a[1]}`;
  } catch {
    return `lp-${Date.now()}`;
  }
}

export const launchpadAtom = persistedAtom(launchpadSave, createInitialState(newSeed()));

export function showNotice(n: Notice) {
  // The cut-at-2,000 warning fires on every extra keystroke: one toast, refreshed, instead of a pile.
  const opts = n.text === MSG.uniquenessTooLong ? { id: 'lp-answer-too-long' } : undefined;
  if (n.kind === 'success') toast.success(n.text, opts);
  else if (n.kind === 'warning') toast.warning(n.text, opts);
  else toast.error(n.text, opts);
}

export function useLaunchpad() {
  const [state, setState] = useAtom(launchpadAtom);
  const dispatch = useCallback(
    (action: Action) => {
      const out = step(state, action);
      if (out.state !== state) setState(out.state);
      if (out.notice) showNotice(out.notice);
      return out;
    },
    [state, setState],
  );
  return [state, dispatch] as const;
}
