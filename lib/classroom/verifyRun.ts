/**
 * The class report's verification loop, as the report's Web Worker runs it (verifyWorker.ts): verifies every code in
 * order and hands back batches of slim verifications with the count so far, a batch at least every BATCH_MS or
 * BATCH_CODES codes (so the page shows "n of N checked" as it goes). Pure apart from the clock and `post`: tests drive it directly.
 */
import { verifyCode, type Expectation } from '@/engines/core/code';
import { slim, type Codecs, type SlimVerification } from './report';

export const BATCH_MS = 50;
/** …and at least every this many codes, so "n of N checked" moves on even when codes check in microseconds. */
export const BATCH_CODES = 1000;

export type WorkerRequest = { type: 'verify'; id: number; codes: string[]; expect: Expectation };
export type WorkerReply =
  | { type: 'ready'; id: 0 }
  | { type: 'progress'; id: number; checked: number; total: number; results: SlimVerification[] }
  | { type: 'done'; id: number }
  | { type: 'failed'; id: number; message: string };

export function runVerification(req: WorkerRequest, codecs: Codecs, post: (r: WorkerReply) => void, now: () => number = () => Date.now()): void {
  const { id, codes, expect } = req;
  let batch: SlimVerification[] = [];
  let last = now();
  for (let i = 0; i < codes.length; i++) {
    batch.push(slim(verifyCode(codes[i], codecs, expect)));
    if (now() - last >= BATCH_MS || batch.length >= BATCH_CODES || i === codes.length - 1) {
      post({ type: 'progress', id, checked: i + 1, total: codes.length, results: batch });
      batch = [];
      last = now();
    }
  }
  if (!codes.length) post({ type: 'progress', id, checked: 0, total: 0, results: [] });
  post({ type: 'done', id });
}
