/** Stage transitions, the pure part: walking order of the screens and the direction a new screen enters from. */
import { createInitialState, step } from '@/engines/launchpad/engine';
import { PERSONA_STEP_COUNT } from '@/engines/launchpad/constants';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';

type Action = Move;
import { ENTER_OFFSET_PX, entrance, screenOrder } from './transition';

const play = (s: LaunchpadState, ...actions: Action[]) => actions.reduce((x, a) => step(x, a).state, s);

describe('screenOrder', () => {
  it('grows along the week, sub-steps included (stage 1 steps, the persona wizard)', () => {
    const s = createInitialState('order');
    const strengths = screenOrder(s);
    const improvements = screenOrder(play(s, { type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }));
    expect(improvements).toBeGreaterThan(strengths);
    const stage2 = screenOrder({ ...s, currentStage: 2 });
    expect(stage2).toBeGreaterThan(improvements);
    const persona = Array.from({ length: PERSONA_STEP_COUNT }, (_, i) => screenOrder({ ...s, currentStage: 6, personaStep: i + 1 }));
    expect([...persona].sort((a, b) => a - b)).toEqual(persona);
    expect(new Set(persona).size).toBe(PERSONA_STEP_COUNT);
    expect(screenOrder({ ...s, currentStage: 7 })).toBeGreaterThan(persona[PERSONA_STEP_COUNT - 1]);
  });
  it('a stored stage outside 1..9 is placed as stage 1, as it is shown', () => {
    const s = createInitialState('order');
    expect(screenOrder({ ...s, currentStage: 42 })).toBe(screenOrder(s));
  });
});

describe('entrance', () => {
  it('forward enters from the right, back from the left, always to its place, fading in', () => {
    expect(entrance(300, 400)).toEqual({ opacity: [0, 1], x: [ENTER_OFFSET_PX, 0] });
    expect(entrance(400, 300)).toEqual({ opacity: [0, 1], x: [-ENTER_OFFSET_PX, 0] });
    expect(entrance(900, 100)?.x[0]).toBeLessThan(0); // Start Building: back to the start
  });
  it('nothing moves on the first screen (a load or reload) or when the screen did not change', () => {
    expect(entrance(null, 500)).toBeNull();
    expect(entrance(500, 500)).toBeNull();
  });
});
