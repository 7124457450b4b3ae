/**
 * The welcome intro as it looks at a given frame: hook-free, so that the page's static frame (LaunchpadFrame, frame 0,
 * docs/site.md "Static frames") and the animated intro (Intro.tsx, which owns the timers) draw the same markup.
 * The first frame is drawn still (no fade): it is what the static frame already painted, so the intro taking over
 * from the frame changes nothing on screen. Later frames fade up as they arrive.
 */
import type { RefObject } from 'react';
import styles from './Launchpad.module.css';

export const INTRO_LAST_FRAME = 3;

/** The frame that follows `frame`, or null on the last one (nothing left to schedule). */
export function introNextFrame(frame: number): number | null {
  return frame >= INTRO_LAST_FRAME ? null : Math.max(0, frame) + 1;
}

export function IntroView({
  frame,
  canSkip = false,
  onDone,
  beginRef,
}: {
  frame: number;
  /** 'Skip Intro' is shown (never on the last frame, which holds 'Begin Simulation'). */
  canSkip?: boolean;
  /** 'Skip Intro' and 'Begin Simulation'; without it (the static frame) the buttons do nothing. */
  onDone?: () => void;
  beginRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div className={styles.intro}>
      <h1 className="visually-hidden">LaunchPad, Week 1: welcome</h1>
      <div className={styles.introStage} aria-live="polite">
        {frame === 0 && (
          <div key="f0" className={styles.introFirst}>
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
        {frame === INTRO_LAST_FRAME && (
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
      {/* The button's room is kept while it is hidden, so its coming and going moves nothing (no layout shift). */}
      <div className={styles.skipSlot}>
        {canSkip && frame < INTRO_LAST_FRAME && (
          <button type="button" className={`btn btn-outline ${styles.skipBtn}`} onClick={onDone}>
            Skip Intro
          </button>
        )}
      </div>
    </div>
  );
}
