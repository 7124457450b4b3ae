'use client';
/**
 * The four-frame welcome intro: frames change every 3000 ms, 'Skip Intro'
 * appears after 1500 ms, the last frame holds 'Begin Simulation'. The timers live here; IntroView draws a frame.
 * The frame timer stops once the last frame is up: a page left on 'Begin Simulation' does no work
 * (docs/performance.md, "Idle means idle").
 */
import { useEffect, useRef, useState } from 'react';
import { INTRO_LAST_FRAME, IntroView, introNextFrame } from './IntroView';

export const INTRO_FRAME_MS = 3000;
export const INTRO_SKIP_AFTER_MS = 1500;
const LAST_FRAME = INTRO_LAST_FRAME;

export function Intro({ onDone }: { onDone: () => void }) {
  const [frame, setFrame] = useState(0);
  const [canSkip, setCanSkip] = useState(false);
  const beginRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const skip = setTimeout(() => setCanSkip(true), INTRO_SKIP_AFTER_MS);
    // One clock from mount (frames at 3, 6 and 9 s whatever a render costs), stopped at the last frame.
    let shown = 0;
    const tick = setInterval(() => {
      const next = introNextFrame(shown);
      if (next !== null) setFrame((shown = next));
      if (introNextFrame(shown) === null) clearInterval(tick);
    }, INTRO_FRAME_MS);
    return () => {
      clearTimeout(skip);
      clearInterval(tick);
    };
  }, []);

  useEffect(() => {
    if (frame === LAST_FRAME) beginRef.current?.focus();
  }, [frame]);

  return <IntroView frame={frame} canSkip={canSkip} onDone={onDone} beginRef={beginRef} />;
}
