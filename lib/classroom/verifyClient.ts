/**
 * Verifies a report's codes off the page's thread: in the report's Web Worker when the browser can start one, else on
 * the page in tasks bounded by time (verifyInChunks). Either way: progress as it goes, Cancel at any moment (the
 * worker is stopped at once), one slim verification per code in the order given, or null when cancelled.
 */
import type { Expectation } from '@/engines/core/code';
import { verifyInChunks, type Codecs, type SlimVerification } from './report';
import type { WorkerReply } from './verifyRun';

export interface VerifyAllOptions {
  expect: Expectation;
  /** The codecs for the fallback on the page (the worker loads its own). */
  codecs: () => Codecs;
  onProgress: (checked: number, total: number) => void;
  signal: AbortSignal;
}

let nextId = 1;

async function inWorker(codes: readonly string[], opts: VerifyAllOptions): Promise<SlimVerification[] | null | 'unavailable'> {
  if (typeof Worker === 'undefined') return 'unavailable';
  let worker: Worker;
  try {
    const { startVerifyWorker } = await import('./verifyWorkerStart');
    worker = startVerifyWorker();
  } catch {
    return 'unavailable';
  }
  const id = nextId++;
  return new Promise((resolve) => {
    const out: SlimVerification[] = [];
    const finish = (r: SlimVerification[] | null | 'unavailable') => {
      worker.terminate();
      opts.signal.removeEventListener('abort', cancel);
      resolve(r);
    };
    const cancel = () => finish(null);
    opts.signal.addEventListener('abort', cancel);
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      if (m.type === 'ready') {
        worker.postMessage({ type: 'verify', id, codes: [...codes], expect: opts.expect });
        return;
      }
      if (m.id !== id) return;
      if (m.type === 'progress') {
        for (const v of m.results) out.push(v);
        opts.onProgress(m.checked, m.total);
      } else if (m.type === 'done') finish(out);
      else finish('unavailable');
    };
    // A worker that cannot start (a blocked script, an old browser) or that fails: check everything on the page.
    worker.onerror = (e) => {
      e.preventDefault?.();
      finish('unavailable');
    };
  });
}

export async function verifyAll(codes: readonly string[], opts: VerifyAllOptions): Promise<SlimVerification[] | null> {
  if (opts.signal.aborted) return null;
  const r = await inWorker(codes, opts);
  if (r !== 'unavailable') return r;
  if (opts.signal.aborted) return null;
  return verifyInChunks(codes, { codecs: opts.codecs(), expect: opts.expect, signal: opts.signal, onProgress: opts.onProgress });
}
