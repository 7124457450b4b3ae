/**
 * Stage transitions (docs/accessibility.md, "Motion"), the pure part: where the screen a student sees sits in the week,
 * and how the next screen enters. Moving on slides the new stage in from the right, going back from the left, so the
 * direction of travel through the nine stages is seen; a reload or the first screen does not move.
 */
import { STAGE, STAGE1_STEPS } from '@/engines/launchpad/constants';
import { displayStage } from '@/engines/launchpad/selectors';
import type { LaunchpadState } from '@/engines/launchpad/types';

/** How far (px) the entering screen starts from its place, and how long it takes to arrive. */
export const ENTER_OFFSET_PX = 48;
export const ENTER_SECONDS = 0.32;

/** The screen's position in walking order: the stage, then its sub-step (stage 1's two steps, the persona wizard). */
export function screenOrder(state: Pick<LaunchpadState, 'currentStage' | 'stage1Step' | 'personaStep'>): number {
  const stage = displayStage(state);
  const sub = stage === STAGE.profile ? Math.max(0, STAGE1_STEPS.indexOf(state.stage1Step)) : stage === STAGE.persona ? Math.max(0, state.personaStep - 1) : 0;
  return stage * 100 + sub;
}

export interface Entrance {
  opacity: [number, number];
  x: [number, number];
}

/** The keyframes of the entering screen, or null when nothing moves (first screen, same screen). */
export function entrance(previous: number | null, next: number): Entrance | null {
  if (previous === null || previous === next) return null;
  const from = next > previous ? ENTER_OFFSET_PX : -ENTER_OFFSET_PX;
  return { opacity: [0, 1], x: [from, 0] };
}
