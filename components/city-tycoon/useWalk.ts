'use client';
/**
 * The roll in motion (docs/rules/city-tycoon.md, "The screen"): the dice tumble, then the token walks square by square to where it landed
 * (and is sent on to Detention or a card's target). Presentation only: the engine state has already moved and been
 * saved, the log and the tile names already say where everyone is. Under reduced motion nothing is animated.
 * `skip()` shows the end at once (a click or key press anywhere in the game calls it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Walk } from '@/engines/city-tycoon';
import { prefersReducedMotion } from '@/lib/reducedMotion';

/** How long the dice tumble, each square of the walk takes, and the jump to Detention or a card's target. */
export const DICE_MS = 450;
export const STEP_MS = 130;
export const JUMP_MS = 300;

export interface WalkView {
  id: number;
  walk: Walk;
  dice: [number, number] | null;
  /** -1 while the dice tumble; then the index of the square the token stands on (squares.length = the jump). */
  shown: number;
}

/** Where the walking token is drawn now. */
export function walkerPos(v: WalkView): number {
  const { from, squares, then } = v.walk;
  if (v.shown < 0) return from;
  if (v.shown < squares.length) return squares[v.shown];
  return then ?? (squares.length ? squares[squares.length - 1] : from);
}

const lastIndex = (w: Walk) => w.squares.length + (w.then !== null ? 1 : 0) - 1;

export function useWalk() {
  const [view, setView] = useState<WalkView | null>(null);
  const walking = useRef(false);
  const seq = useRef(0);

  const set = useCallback((v: WalkView | null) => {
    walking.current = v !== null;
    setView(v);
  }, []);

  const start = useCallback(
    (walk: Walk, dice: [number, number] | null) => {
      // The system's reduced-motion setting, read at each roll (framer-motion itself loads only with the first walk).
      if (prefersReducedMotion()) return; // the final state, at once
      seq.current += 1;
      set({ id: seq.current, walk, dice, shown: -1 });
    },
    [set],
  );
  const skip = useCallback(() => set(null), [set]);

  useEffect(() => {
    if (!view) return;
    const last = lastIndex(view.walk);
    const delay = view.shown < 0 ? DICE_MS : view.shown >= view.walk.squares.length ? JUMP_MS : STEP_MS;
    const t = setTimeout(() => set(view.shown >= last ? null : { ...view, shown: view.shown + 1 }), delay);
    return () => clearTimeout(t);
  }, [view, set]);

  return { view, walking, start, skip };
}
