'use client';
/**
 * The one way LaunchPad's screens play the week (docs/engines.md, "The record"): `useRecord` over the saved week, with
 * its moves played by `playMove` (engines/launchpad/play.ts: typing the answer is one move, kept as the rules cut it),
 * a refusal or a notice shown as `useRecord` shows it, and `newGame(setup, seed)` for a new week.
 */
import { useCallback } from 'react';
import { useStore } from 'jotai';
import type { Step } from '@/engines/core/contract';
import { manifest } from '@/engines/launchpad/manifest';
import { playMove } from '@/engines/launchpad/play';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';
import { showNotice, showRefusal, useRecord, type EngineHandlers } from '@/components/sim/useEngine';
import { launchpadAtom } from './store';

export function useLaunchpad(handlers: EngineHandlers = {}) {
  const store = useStore();
  const [state, , { record, newGame }] = useRecord(launchpadAtom, manifest.rules, handlers);
  const { onRefusal, onNotice, toastDuration } = handlers;
  const dispatch = useCallback(
    (move: Move): Step<LaunchpadState> => {
      const current = store.get(launchpadAtom);
      const out = playMove(current, move);
      if (out.played !== current) store.set(launchpadAtom, out.played);
      if (out.step.refusal && (!onRefusal || onRefusal(out.step.refusal) === true)) showRefusal(out.step.refusal, toastDuration);
      if (out.step.notice && (!onNotice || onNotice(out.step.notice) === true)) showNotice(out.step.notice, toastDuration);
      return out.step;
    },
    [store, onRefusal, onNotice, toastDuration],
  );
  return [state, dispatch, { record, newGame }] as const;
}
