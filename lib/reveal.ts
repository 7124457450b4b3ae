/**
 * Scroll reveal rules (spec §9): an element reveals when its top comes within
 * 100 px of the viewport bottom; delays step by 100 ms, cycling modulo 500 ms
 * for sections and 400 ms for cards.
 */
export const REVEAL_OFFSET_PX = 100;
export const REVEAL_STEP_MS = 100;
export const REVEAL_CYCLE_MS = { section: 500, card: 400 } as const;

export type RevealKind = keyof typeof REVEAL_CYCLE_MS;

/** Delay for the element at `index` (0-based, in document order) among its kind. */
export function revealDelay(index: number, kind: RevealKind): number {
  return (Math.max(0, Math.trunc(index)) * REVEAL_STEP_MS) % REVEAL_CYCLE_MS[kind];
}

/** True when an element whose top is at `top` (px from viewport top) should reveal. */
export function shouldReveal(top: number, viewportHeight: number): boolean {
  return top <= viewportHeight - REVEAL_OFFSET_PX;
}
