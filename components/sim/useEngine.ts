'use client';
/**
 * The one way a simulation screen dispatches an action (docs/engines.md): read the latest state from the store (so two
 * actions in one event chain correctly), run the engine's step, store the next state when it changed, and tell the
 * player about a refusal or a notice with a toast. Returns the Step, so a screen can move focus or announce.
 *
 *   const [state, dispatch] = useEngine(gameAtom, engine.step);
 *   const [state, dispatch] = useEngine(gameAtom, engine.step, { onRefusal: (r) => … });  // custom refusal UI
 */
import { useCallback } from 'react';
import { useAtomValue, useStore, type WritableAtom } from 'jotai';
import { toast } from './toast';
import type { Notice, Refusal, Step } from '@/engines/core/contract';
import { play, start, type Played, type Rules } from '@/engines/core/record';

export interface EngineHandlers {
  /** Replaces the default error toast. Return true to also show the default toast. */
  onRefusal?: (refusal: Refusal) => boolean | void;
  /** Replaces the default notice toast. Return true to also show the default toast. */
  onNotice?: (notice: Notice) => boolean | void;
  /** Toast options (duration, id) for the default toasts. */
  toastDuration?: number;
}

export function showRefusal(refusal: Refusal, duration?: number): void {
  toast.error(refusal.message, { description: refusal.detail, duration });
}

export function showNotice(notice: Notice, duration?: number): void {
  const opts = { description: notice.detail, duration };
  if (notice.kind === 'success') toast.success(notice.message, opts);
  else if (notice.kind === 'warning') toast.warning(notice.message, opts);
  else toast(notice.message, opts);
}

type StateAtom<S> = WritableAtom<S, [S], unknown>;

export function useEngine<S, A>(
  atom: StateAtom<S>,
  step: (state: S, action: A) => Step<S>,
  handlers: EngineHandlers = {},
): readonly [S, (action: A) => Step<S>] {
  const store = useStore();
  const state = useAtomValue(atom, { store });
  const { onRefusal, onNotice, toastDuration } = handlers;
  const dispatch = useCallback(
    (action: A): Step<S> => {
      const current = store.get(atom);
      const out = step(current, action);
      if (out.state !== current) store.set(atom, out.state);
      if (out.refusal && (!onRefusal || onRefusal(out.refusal) === true)) showRefusal(out.refusal, toastDuration);
      if (out.notice && (!onNotice || onNotice(out.notice) === true)) showNotice(out.notice, toastDuration);
      return out;
    },
    [store, atom, step, onRefusal, onNotice, toastDuration],
  );
  return [state, dispatch] as const;
}

type PlayedAtom<S, Setup, Move> = WritableAtom<Played<S, Setup, Move>, [Played<S, Setup, Move>], unknown>;

/**
 * The one way a screen plays a game kept as a record (docs/engines.md, "The record"): `play` appends each applied
 * move to the record, a refusal or a notice is shown as `useEngine` shows it, and `newGame(setup, seed)` starts a new
 * record. Returns the state, the dispatcher, and the record with `newGame`.
 *
 *   const [state, dispatch, { record, newGame }] = useRecord(gameAtom, manifest.rules);
 */
export function useRecord<S, Setup, Move>(atom: PlayedAtom<S, Setup, Move>, rules: Rules<S, Move, Setup>, handlers: EngineHandlers = {}) {
  const store = useStore();
  const played = useAtomValue(atom, { store });
  const { onRefusal, onNotice, toastDuration } = handlers;
  const dispatch = useCallback(
    (move: Move): Step<S> => {
      const current = store.get(atom);
      const out = play(rules, current, move);
      if (out.played !== current) store.set(atom, out.played);
      if (out.step.refusal && (!onRefusal || onRefusal(out.step.refusal) === true)) showRefusal(out.step.refusal, toastDuration);
      if (out.step.notice && (!onNotice || onNotice(out.step.notice) === true)) showNotice(out.step.notice, toastDuration);
      return out.step;
    },
    [store, atom, rules, onRefusal, onNotice, toastDuration],
  );
  const newGame = useCallback((setup: Setup, seed: string) => store.set(atom, start(rules, setup, seed)), [store, atom, rules]);
  return [played.state, dispatch, { record: played.record, newGame }] as const;
}
