/**
 * The class report's Web Worker: decodes and replays result codes off the page's thread, so the report answers
 * clicks and typing at any moment whatever is pasted (a long City Tycoon bidding war takes a few hundred
 * milliseconds to replay). Started by verifyClient.ts; it loads every game's codec.
 */
import { CODECS } from '@/engines/classroom';
import { runVerification, type WorkerReply, type WorkerRequest } from './verifyRun';
import type { Codecs } from './report';

const scope = self as unknown as { onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null; postMessage: (r: WorkerReply) => void };

scope.onmessage = (e) => {
  const req = e.data;
  if (req?.type !== 'verify') return;
  try {
    runVerification(req, CODECS as Codecs, (r) => scope.postMessage(r));
  } catch (err) {
    scope.postMessage({ type: 'failed', id: req.id, message: (err as Error)?.message ?? 'failed' });
  }
};

// Says it is ready: a request sent before the worker's code has loaded would find no handler and be lost.
scope.postMessage({ type: 'ready', id: 0 });
