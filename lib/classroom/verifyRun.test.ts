import { CODECS } from '@/engines/classroom';
import { codeFor } from '@/engines/everest/classroom';
import { engine } from '@/engines/everest';
import { careful, playOut } from '@/engines/everest/policies';
import type { Codecs } from './report';
import { BATCH_MS, runVerification, type WorkerReply } from './verifyRun';

const code = (seed: string, nickname: string) => codeFor(playOut(careful, engine.init({ difficulty: 'Normal' }, seed)), { classId: '', nickname })!;

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

test('an empty list still reports 0 of 0 and done', () => {
  const replies: WorkerReply[] = [];
  runVerification({ type: 'verify', id: 1, codes: [], expect: {} }, CODECS as Codecs, (r) => replies.push(r));
  expect(replies).toEqual([
    { type: 'progress', id: 1, checked: 0, total: 0, results: [] },
    { type: 'done', id: 1 },
  ]);
});
