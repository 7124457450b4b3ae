'use client';
/**
 * /teacher's "Make the whole site work offline on this device": on, the service worker downloads every page and
 * simulation into this browser (progress, then done); off, it removes what only the switch needed (the pages opened on
 * this device stay, as on any device). The choice is kept under `offline-whole-site` (lib/offline/wholeSite.ts); with
 * it on, opening this page asks the worker to finish a download that was cut short. README, "Offline".
 */
import { useAtom } from 'jotai';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { OFFLINE_SWITCH_TEXT as T } from '@/content/classroom/offline';
import type { OfflineStatus } from '@/lib/offline/status';
import { wholeSiteAtom } from '@/lib/offline/wholeSite';
import styles from './teacher.module.css';

type Phase = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'saving'; done: number; total: number } | { kind: 'done'; bytes: number } | { kind: 'removed' } | { kind: 'failed'; message: string };

/** Sends a message to the active worker and waits for its status reply (progress messages before it). */
async function askWorker(message: { type: 'SAVE_ALL' | 'REMOVE_ALL' }, onProgress: (done: number, total: number) => void): Promise<OfflineStatus> {
  const reg = await navigator.serviceWorker.ready;
  const worker = reg.active;
  if (!worker) throw new Error('no active service worker');
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e: MessageEvent<{ type: string; done?: number; total?: number; message?: string }>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress(m.done ?? 0, m.total ?? 0);
      else if (m.type === 'error') reject(new Error(m.message));
      else resolve(m as unknown as OfflineStatus);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** `switchedOn`: the teacher turned the switch on in the page's first screen, before the tools came (firstUse.tsx). */
export function OfflineSwitch({ switchedOn = false }: { switchedOn?: boolean }) {
  const id = useId();
  const [on, setOn] = useAtom(wholeSiteAtom);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const supported = process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const run = useRef(0);

  const apply = (wanted: boolean) => {
    const mine = ++run.current;
    const live = () => mine === run.current;
    setPhase({ kind: 'waiting' });
    askWorker({ type: wanted ? 'SAVE_ALL' : 'REMOVE_ALL' }, (done, total) => live() && setPhase({ kind: 'saving', done, total })).then(
      (s) => live() && setPhase(wanted ? { kind: 'done', bytes: s.bytes } : { kind: 'removed' }),
      (e: Error) => live() && setPhase({ kind: 'failed', message: e.message }),
    );
  };

  // Switched on earlier: finish (or confirm) the download now.
  const resumed = useRef(false);
  useEffect(() => {
    if (!supported || !on || resumed.current) return;
    resumed.current = true;
    apply(true);
  }, [supported, on]);

  const toggle = (checked: boolean) => {
    setOn(checked);
    resumed.current = true;
    apply(checked);
  };

  // Before the first paint, so the switch the teacher turned on never shows off.
  const handedOver = useRef(false);
  useLayoutEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the teacher's own press, handed over once, not derived state
    if (switchedOn && !on && supported) toggle(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the switch turned on before the tools came
  }, []);

  let line: string | null = null;
  if (!supported) line = T.unsupported;
  else if (phase.kind === 'waiting') line = on ? T.starting : T.removing;
  else if (phase.kind === 'saving') line = T.saving(phase.done, phase.total);
  else if (phase.kind === 'done') line = T.done(mb(phase.bytes));
  else if (phase.kind === 'removed') line = T.removed;
  else if (phase.kind === 'failed') line = on ? T.failedOn : T.failedOff;

  return (
    <section className={`${styles.panel} ${styles.screenOnly}`} aria-labelledby={`${id}-h`} data-testid="offline-switch">
      <h2 id={`${id}-h`}>{T.title}</h2>
      <p>{T.lead}</p>
      <label className={styles.choice}>
        <input type="checkbox" role="switch" data-control="offline-switch" checked={on} disabled={!supported} onChange={(e) => toggle(e.target.checked)} />{' '}
        {T.label}
      </label>
      {phase.kind === 'saving' ? <progress max={phase.total} value={phase.done} aria-label={T.progressLabel} /> : null}
      <p role="status" data-testid="offline-site-status" data-phase={phase.kind}>
        {line}
      </p>
    </section>
  );
}
