'use client';
/**
 * Bullwhip Rush's "What if?" (docs/rules/bullwhip.md, "What if?"): the replay is engines/bullwhip/whatIf.ts; this
 * panel turns it into the dialog's chart, sentence and table. Its own chunk, loaded by WhatIfButton on the first click.
 */
import { useCallback, useMemo } from 'react';
import { cost } from '@/engines/core/format';
import type { GameRecord } from '@/engines/core/record';
import type { Move, Setup } from '@/engines/bullwhip/types';
import { BULLWHIP_POLICIES, BULLWHIP_POLICY_WORDS, bullwhipWhatIf, recordOfCode, roundProblem, roundRange, type BullwhipPolicyId } from '@/engines/bullwhip/whatIf';
import { WhatIfDialog, type WhatIfView } from './WhatIfDialog';
import type { WhatIfPanelProps } from './types';

const POLICIES = BULLWHIP_POLICIES.map((id) => ({ id, ...BULLWHIP_POLICY_WORDS[id] }));
const cell = (xs: readonly number[], i: number, f: (n: number) => string = String) => (i < xs.length ? f(xs[i]) : '—');

export default function BullwhipWhatIf({ open, onClose, source, context }: WhatIfPanelProps) {
  const record = useMemo(
    () => (source.record as GameRecord<Setup, Move> | undefined) ?? (source.code ? recordOfCode(source.code) : null),
    [source.record, source.code],
  );
  const compute = useCallback(
    (policy: BullwhipPolicyId, from: number): WhatIfView => {
      const w = bullwhipWhatIf(record!, from, policy);
      const n = Math.max(w.actual.chainCost.length, w.whatIf.chainCost.length);
      const rounds = Array.from({ length: n }, (_, i) => i);
      return {
        sentence: w.sentence,
        stopped: w.stopped !== null,
        chart: {
          title: 'The chain’s cost so far, round by round',
          summary: `The chain’s total cost (your score) after each round, your game and the what-if (${BULLWHIP_POLICY_WORDS[policy].label.toLowerCase()} from round ${from}). The lines are the same before round ${from}.`,
          xLabel: 'Round',
          yLabel: 'Chain cost',
          xs: rounds.map((i) => i + 1),
          actual: w.actual.chainCost,
          whatIf: w.whatIf.chainCost,
          format: (v) => String(v),
        },
        table: {
          caption: 'Your game and the what-if, round by round',
          head: ['Round', 'Your order', 'What-if order', 'Chain cost: yours', 'Chain cost: what if', 'Your tier’s cost: yours', 'Your tier’s cost: what if'],
          rows: rounds.map((i) => [
            String(i + 1),
            cell(w.actual.orders, i),
            cell(w.whatIf.orders, i),
            cell(w.actual.chainCost, i, cost),
            cell(w.whatIf.chainCost, i, cost),
            cell(w.actual.tierCost, i, cost),
            cell(w.whatIf.tierCost, i, cost),
          ]),
        },
      };
    },
    [record],
  );
  const range = record ? roundRange(record) : { min: 1, max: 1 };
  return (
    <WhatIfDialog
      open={open}
      onClose={onClose}
      title={context ? `What if? ${context}` : 'What if?'}
      intro="Your game, replayed on the same scenario, role and seed by the same rules, with one change: from the round you choose, a policy places your tier’s orders for the rest of the game."
      policies={POLICIES}
      unit="Round"
      range={range}
      problem={(n) => roundProblem(record!, n)}
      defaults={{ policy: 'autopilot', from: Math.min(6, range.max) }}
      compute={compute}
      error={record ? undefined : 'This result code could not be read, so there is no game to replay.'}
    />
  );
}
