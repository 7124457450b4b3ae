'use client';
/**
 * A result code (or a class link) as large QR codes: one, or numbered frames for a code too long for one
 * (lib/classroom/qrFrames.ts). Frames turn every FRAME_MS so a scanner held still reads them all; a Pause button stops
 * them, and under prefers-reduced-motion they only turn with Previous / Next. Loaded only when a QR code is shown.
 */
import { useEffect, useState } from 'react';
import { qrTexts } from '@/lib/classroom/qrFrames';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import Qr from './Qr';
import styles from './QrCodes.module.css';

export const FRAME_MS = 1500;
export const QR_TEXT = {
  frame: (i: number, n: number) => `Frame ${i} of ${n}`,
  frames: (n: number) => `This code is long: it is shown as ${n} QR codes in turn. Hold the scanner on the screen until every frame is read.`,
  previous: 'Previous frame',
  next: 'Next frame',
  pause: 'Pause frames',
  play: 'Turn frames',
} as const;

export default function QrCodes({ text, label }: { text: string; label: string }) {
  const frames = qrTexts(text);
  const n = frames.length;
  const [i, setI] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const index = i % n;

  useEffect(() => {
    if (n < 2 || !playing) return;
    const t = window.setInterval(() => setI((x) => (x + 1) % n), FRAME_MS);
    return () => window.clearInterval(t);
  }, [n, playing]);

  return (
    <div className={styles.wrap} data-testid="qr-codes" data-frames={n} data-frame={index + 1}>
      <div className={styles.code}>
        <Qr text={frames[index]} label={n > 1 ? `${label}: ${QR_TEXT.frame(index + 1, n)}` : label} size={420} />
      </div>
      {n > 1 && (
        <>
          <p className={styles.note}>{QR_TEXT.frames(n)}</p>
          <div className={styles.row}>
            <button type="button" className="btn btn-outline" onClick={() => setI((x) => (x + n - 1) % n)}>
              {QR_TEXT.previous}
            </button>
            <span aria-live={playing ? 'off' : 'polite'} className={styles.count}>
              {QR_TEXT.frame(index + 1, n)}
            </span>
            <button type="button" className="btn btn-outline" onClick={() => setI((x) => (x + 1) % n)}>
              {QR_TEXT.next}
            </button>
            <button type="button" className="btn btn-secondary" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
              {playing ? QR_TEXT.pause : QR_TEXT.play}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
