'use client';
/**
 * The four-frame welcome intro: frames change every 3000 ms, 'Skip Intro'
 * appears after 1500 ms, the last frame holds 'Begin Simulation'.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './Launchpad.module.css';

export const INTRO_FRAME_MS = 3000;
export const INTRO_SKIP_AFTER_MS = 1500;
const LAST_FRAME = 3;

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

  return (
    <div className={styles.intro}>
      <h1 className="visually-hidden">LaunchPad, Week 1: welcome</h1>
      <div className={styles.introStage} aria-live="polite">
        {frame === 0 && (
          <div key="f0" className={styles.introFrame}>
            <p className={styles.introBig}>Welcome</p>
            <p className={styles.introTag}>Where Ambition Meets Action</p>
          </div>
        )}
        {frame === 1 && (
          <p key="f1" className={`${styles.introFrame} ${styles.introBig}`}>
            Are you ready to build your first business?
          </p>
        )}
        {frame === 2 && (
          <p key="f2" className={`${styles.introFrame} ${styles.introBig}`}>
            Let&apos;s do this — simulation loading...
          </p>
        )}
        {frame === 3 && (
          <div key="f3" className={styles.introFrame}>
            <button ref={beginRef} type="button" className={`btn btn-primary ${styles.beginBtn}`} onClick={onDone}>
              Begin Simulation
            </button>
          </div>
        )}
      </div>
      <div className={styles.introDots} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={i === frame ? styles.dotOn : styles.dot} />
        ))}
      </div>
      {canSkip && frame < LAST_FRAME && (
        <button type="button" className={`btn btn-outline ${styles.skipBtn}`} onClick={onDone}>
          Skip Intro
        </button>
      )}
    </div>
  );
}
