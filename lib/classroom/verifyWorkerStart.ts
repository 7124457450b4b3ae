/**
 * Starts the report's worker. Kept apart (and imported only when a report is checked) because bundlers need the
 * `new Worker(new URL(…, import.meta.url))` form written out where the worker is made.
 */
export function startVerifyWorker(): Worker {
  return new Worker(new URL('./verifyWorker.ts', import.meta.url), { type: 'module', name: 'class-report' });
}
