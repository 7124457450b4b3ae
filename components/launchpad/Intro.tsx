'use client';
/**
 * The four-frame welcome intro: frames change every 3000 ms, 'Skip Intro'
 * appears after 1500 ms, the last frame holds 'Begin Simulation'. The timers live here; IntroView draws a frame.
 */
import { useEffect, useRef, useState } from 'react';
import { INTRO_LAST_FRAME, IntroView } from './IntroView';

export const INTRO_FRAME_MS = 3000;
export const INTRO_SKIP_AFTER_MS = 1500;
const LAST_FRAME = INTRO_LAST_FRAME;

export function Intro({ onDone }: { onDone: () => void }) {
  const [frame, setFrame] = useState(0);
  const [canSkip, setCanSkip] = useState(false);
  const beginRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const skip = setTimeout(() => setCanSkip(true), INTRO_SKIP_AFTER_MS);
    const tick = setInterval(() => setFrame((f) => Math.min(LAST_FRAME, f + 1)), INTRO_FRAME_MS);
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
