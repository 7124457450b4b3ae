'use client';
/**
 * "Scan codes" on the class report: the camera of the teacher's phone or laptop reads result codes from students'
 * screens, one after another, and hands each new one to the report (which adds its row at once). Codes in numbered
 * frames are joined (lib/classroom/qrFrames.ts). The browser's BarcodeDetector is used where it reads QR codes;
 * elsewhere the barcode-detector polyfill (ZXing in WebAssembly), whose .wasm file is served by this site
 * (/vendor/, copied at build time) — never from a CDN. This module loads only when the teacher presses "Scan codes".
 * No image leaves the device: frames go from the camera to the decoder in this page and nowhere else.
 */
import { useEffect, useRef, useState } from 'react';
import { FrameJoiner } from '@/lib/classroom/qrFrames';
import styles from './Scanner.module.css';

/** Where the build puts the decoder's WebAssembly (scripts/postbuild-wasm.mjs). */
export const ZXING_WASM_PATH = '/vendor/zxing_reader.wasm';
/** Time between two looks at the camera. */
const SCAN_MS = 150;

export const SCAN_TEXT = {
  title: 'Scan codes',
  lead: 'Point the camera at a student’s QR code. Each code read is added to the report at once; keep going with the next student.',
  starting: 'Starting the camera…',
  scanning: 'Looking for QR codes…',
  stop: 'Stop scanning',
  read: (n: number) => `✓ ${n} ${n === 1 ? 'code' : 'codes'} read`,
  added: 'Code read — added to the report.',
  again: 'Already read — this code is in the report.',
  frame: (have: number, count: number) => `Frame ${have} of ${count} read — keep the camera on the same screen.`,
  notAllowed: 'The camera was not allowed. Allow it for this page in the browser’s site settings, or paste codes instead.',
  noCamera: 'No camera was found on this device. Paste codes instead.',
  unsupported: 'This browser cannot use a camera here. Paste codes instead.',
  failed: 'The camera could not be started. Close other apps that use it and try again, or paste codes instead.',
  video: 'Camera view',
} as const;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** The browser's own QR reader when it has one, else the polyfill with its WebAssembly from this site. */
async function makeDetector(): Promise<Detector> {
  type Native = { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };
  const native = (globalThis as { BarcodeDetector?: Native }).BarcodeDetector;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) return new native({ formats: ['qr_code'] });
    } catch {
      // fall through to the polyfill
    }
  }
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  setZXingModuleOverrides({ locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? ZXING_WASM_PATH : prefix + path) });
  return new BarcodeDetector({ formats: ['qr_code'] }) as unknown as Detector;
}

function cameraProblem(e: unknown): string {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCAN_TEXT.notAllowed;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCAN_TEXT.noCamera;
  return SCAN_TEXT.failed;
}

export default function Scanner({ onCode, onClose }: { onCode: (code: string) => boolean; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<string>(SCAN_TEXT.starting);
  const [problem, setProblem] = useState('');
  const [count, setCount] = useState(0);
  const [tick, setTick] = useState(0);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const joiner = new FrameJoiner();
    const seen = new Set<string>();

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(SCAN_TEXT.unsupported);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (e) {
        setProblem(cameraProblem(e));
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const v = video.current!;
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      let detector: Detector;
      try {
        detector = await makeDetector();
      } catch {
        setProblem(SCAN_TEXT.unsupported);
        return;
      }
      setStatus(SCAN_TEXT.scanning);
      const look = async () => {
        if (stopped) return;
        try {
          if (v.readyState >= 2) {
            for (const { rawValue } of await detector.detect(v)) {
              const r = joiner.add(rawValue);
              if (r.kind === 'frame') setStatus(SCAN_TEXT.frame(r.have, r.count));
              if (r.kind !== 'code') continue;
              if (seen.has(r.code)) {
                setStatus(SCAN_TEXT.again);
                continue;
              }
              seen.add(r.code);
              const fresh = onCodeRef.current(r.code);
              setStatus(fresh ? SCAN_TEXT.added : SCAN_TEXT.again);
              if (fresh) {
                setCount((n) => n + 1);
                setTick((n) => n + 1);
              }
            }
          }
        } catch {
          // A frame the decoder could not read: look again.
        }
        if (!stopped) timer = window.setTimeout(look, SCAN_MS);
      };
      void look();
    }
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <section className={styles.scanner} aria-labelledby="scanner-title" data-testid="scanner">
      <h3 id="scanner-title">{SCAN_TEXT.title}</h3>
      <p>{SCAN_TEXT.lead}</p>
      <div className={styles.view}>
        <video ref={video} className={styles.video} playsInline muted aria-label={SCAN_TEXT.video} />
        {tick > 0 && (
          <span key={tick} className={styles.tick} aria-hidden="true" data-testid="scan-tick">
            ✓
          </span>
        )}
      </div>
      <p role="status" aria-live="polite" data-testid="scan-status">
        {problem ? `⚠ ${problem}` : status}
      </p>
      <p className={styles.count} data-testid="scan-count">
        {SCAN_TEXT.read(count)}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
        {SCAN_TEXT.stop}
      </button>
    </section>
  );
}
