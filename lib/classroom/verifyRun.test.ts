import { CODECS } from '@/engines/classroom';
import { codeFor } from '@/engines/everest/classroom';
import { start } from '@/engines/core/record';
import { rules } from '@/engines/everest';
import { careful, playOut } from '@/engines/everest/policies';
import type { Codecs } from './report';
import { BATCH_CODES, BATCH_MS, runVerification, type WorkerReply } from './verifyRun';

const code = (seed: string, nickname: string) => codeFor(playOut(careful, start(rules, { difficulty: 'Normal' }, seed)), { classId: '', nickname })!;

test('the worker loop verifies every code in order, in batches at least BATCH_MS apart, then says done', () => {
  const codes = [code('W-1', 'Ada'), 'VQ1.junkjunk', code('W-2', 'Ben'), code('W-1', 'Copy')];
  let clock = 0;
  const replies: WorkerReply[] = [];
  // Each look at the clock moves it 30 ms: a batch closes every second code.
  runVerification({ type: 'verify', id: 7, codes, expect: {} }, CODECS as Codecs, (r) => replies.push(r), () => (clock += 30));
  const progress = replies.filter((r) => r.type === 'progress');
  expect(replies.at(-1)).toEqual({ type: 'done', id: 7 });
  expect(progress.map((p) => (p.type === 'progress' ? [p.checked, p.results.length] : null))).toEqual([
    [2, 2],
    [4, 2],
  ]);
  const all = progress.flatMap((p) => (p.type === 'progress' ? p.results : []));
  expect(all.map((v) => v.verdict)).toEqual(['verified', 'checksum', 'verified', 'verified']);
  expect(all[0].movesKey).toBe(all[3].movesKey);
  expect(all[0].movesKey).not.toBe(all[2].movesKey);
  expect(BATCH_MS).toBeGreaterThan(0);
});

test('fast codes still report progress every BATCH_CODES codes', () => {
  const replies: WorkerReply[] = [];
  const junk = Array.from({ length: 2 * BATCH_CODES + 5 }, (_, i) => `VQ1.junk${i}xxxx`);
  runVerification({ type: 'verify', id: 2, codes: junk, expect: {} }, CODECS as Codecs, (r) => replies.push(r), () => 0);
  expect(replies.filter((r) => r.type === 'progress').map((r) => (r.type === 'progress' ? r.checked : 0))).toEqual([BATCH_CODES, 2 * BATCH_CODES, 2 * BATCH_CODES + 5]);
});

test('an empty list still reports 0 of 0 and done', () => {
  const replies: WorkerReply[] = [];
  runVerification({ type: 'verify', id: 1, codes: [], expect: {} }, CODECS as Codecs, (r) => replies.push(r));
  expect(replies).toEqual([
    { type: 'progress', id: 1, checked: 0, total: 0, results: [] },
    { type: 'done', id: 1 },
  ]);
});
