'use client';
/**
 * Present mode: the teacher's screen, projected. One slide at a time, as large as the screen — the class's QR code
 * and join code to start, then (from the report) one chart with one debrief prompt per slide. Arrow keys, Page Up /
 * Page Down and Space move on; Escape leaves. An optional countdown runs in the corner. Everything is at least 24 px at
 * 1280 × 720. It fills the browser window (a fixed layer on <body>, focus kept inside as in a dialog) and asks the
 * browser for full screen when it can; leaving full screen leaves nothing behind.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Present.module.css';

export interface Slide {
  /** Read out as the slide's heading. */
  title: string;
  body: ReactNode;
}

export const PRESENT_TEXT = {
  label: 'Present mode',
  previous: 'Previous',
  next: 'Next',
  leave: 'Leave present mode',
  slide: (i: number, n: number) => `Slide ${i} of ${n}`,
  keys: 'Arrow keys or Space to move on · Esc to leave',
  countdown: 'Countdown',
  off: 'Off',
  minutes: (m: number) => `${m} min`,
  timeLeft: (text: string) => `Time left ${text}`,
  timeUp: 'Time is up',
} as const;

export const COUNTDOWN_MINUTES = [5, 10, 15, 20, 30] as const;

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export default function Present({ slides, onClose, start = 0 }: { slides: Slide[]; onClose: () => void; start?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [i, setI] = useState(Math.min(start, slides.length - 1));
  const [minutes, setMinutes] = useState(0);
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const n = slides.length;
  const go = useCallback((d: number) => setI((x) => Math.min(n - 1, Math.max(0, x + d))), [n]);

  // Full screen where the browser allows it (a click opened this, so it may); the layer fills the window anyway.
  useEffect(() => {
    const el = ref.current;
    // The button that opened present mode gets the focus back when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    el?.focus();
    el?.requestFullscreen?.().catch(() => undefined);
    const onFs = () => {
      if (!document.fullscreenElement) onClose();
    };
    document.addEventListener('fullscreenchange', onFs);
    return () => {
      document.removeEventListener('fullscreenchange', onFs);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      opener?.focus?.();
    };
  }, [onClose]);

  useEffect(() => {
    if (endsAt === null) return;
    const t = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(t);
  }, [endsAt]);

  function setCountdown(m: number) {
    setMinutes(m);
    setNow(Date.now());
    setEndsAt(m ? Date.now() + m * 60_000 : null);
  }

  function onKey(e: React.KeyboardEvent) {
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT') return;
    if (e.key === 'ArrowRight' || e.key === 'PageDown' || (e.key === ' ' && target.tagName !== 'BUTTON')) {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      // Keep focus inside the layer, as a dialog does.
      const f = [...(ref.current?.querySelectorAll<HTMLElement>('button:not([disabled]), select, a[href], [tabindex="0"]') ?? [])];
      if (!f.length) return;
      const first = f[0];
      const last = f[f.length - 1];
      if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  const slide = slides[i];
  const left = endsAt === null ? null : endsAt - now;
  // In a portal on <body>: the page's own styles (a panel's headings, print rules) never reach the slides.
  return createPortal(
    <div
      ref={ref}
      className={styles.present}
      role="dialog"
      aria-modal="true"
      aria-label={PRESENT_TEXT.label}
      aria-roledescription="slides"
      tabIndex={-1}
      onKeyDown={onKey}
      data-testid="present"
    >
      <header className={styles.top}>
        <span className={styles.count} aria-live="polite">
          {PRESENT_TEXT.slide(i + 1, n)}
        </span>
        {left !== null && (
          <span className={`${styles.timer} ${left <= 0 ? styles.up : ''}`} role="timer" aria-live="off" data-testid="present-timer">
            {left > 0 ? PRESENT_TEXT.timeLeft(clock(left)) : `⏰ ${PRESENT_TEXT.timeUp}`}
          </span>
        )}
        <label className={styles.countdown}>
          {PRESENT_TEXT.countdown}{' '}
          <select value={minutes} onChange={(e) => setCountdown(Number(e.target.value))}>
            <option value={0}>{PRESENT_TEXT.off}</option>
            {COUNTDOWN_MINUTES.map((m) => (
              <option key={m} value={m}>
                {PRESENT_TEXT.minutes(m)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.button} onClick={onClose}>
          {PRESENT_TEXT.leave}
        </button>
      </header>
      <section className={styles.slide} aria-labelledby="present-slide-title" data-testid="present-slide">
        <h2 id="present-slide-title" className={styles.title}>
          {slide.title}
        </h2>
        <div className={styles.body}>{slide.body}</div>
      </section>
      <footer className={styles.bottom}>
        <button type="button" className={styles.button} onClick={() => go(-1)} disabled={i === 0}>
          ← {PRESENT_TEXT.previous}
        </button>
        <span className={styles.keys}>{PRESENT_TEXT.keys}</span>
        <button type="button" className={styles.button} onClick={() => go(1)} disabled={i === n - 1}>
          {PRESENT_TEXT.next} →
        </button>
      </footer>
    </div>,
    document.body,
  );
}
