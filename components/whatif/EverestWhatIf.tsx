'use client';
/**
 * The Everest expedition's "What if?" (docs/rules/everest.md, "What if?"): the replay is engines/everest/whatIf.ts;
 * this panel turns it into the dialog's chart, sentence and table. Its own chunk, loaded by WhatIfButton on the first
 * click.
 */
import { useCallback, useMemo } from 'react';
import { grouped } from '@/engines/core/format';
import type { GameRecord } from '@/engines/core/record';
import * as C from '@/engines/everest/constants';
import type { CampId, EverestAction, EverestSetup } from '@/engines/everest/types';
import { dayProblem, dayRange, EVEREST_POLICIES, EVEREST_POLICY_WORDS, everestWhatIf, recordOfCode, type EverestPolicyId } from '@/engines/everest/whatIf';
import { WhatIfDialog, type WhatIfView } from './WhatIfDialog';
import type { WhatIfPanelProps } from './types';

const POLICIES = EVEREST_POLICIES.map((id) => ({ id, label: EVEREST_POLICY_WORDS[id].label, help: EVEREST_POLICY_WORDS[id].help }));
const CAMP_AT = new Map((Object.entries(C.ALTITUDES) as [CampId, number][]).map(([camp, alt]) => [alt, C.CAMP_NAMES[camp]]));
const where = (xs: readonly number[], i: number) => (i < xs.length ? `${CAMP_AT.get(xs[i]) ?? ''} (${grouped(xs[i])} m)` : '—');

export default function EverestWhatIf({ open, onClose, source, context }: WhatIfPanelProps) {
  const record = useMemo(
    () => (source.record as GameRecord<EverestSetup, EverestAction> | undefined) ?? (source.code ? recordOfCode(source.code) : null),
    [source.record, source.code],
  );
  const compute = useCallback(
    (policy: EverestPolicyId, from: number): WhatIfView => {
      const w = everestWhatIf(record!, from, policy);
      const n = Math.max(w.actual.length, w.whatIf.length);
      const days = Array.from({ length: n }, (_, i) => i);
      return {
        sentence: w.sentence,
        stopped: w.stopped !== null,
        chart: {
          title: 'Altitude by day',
          summary: `Where the team is at the end of each day, your expedition and the what-if (${EVEREST_POLICY_WORDS[policy].with}, from day ${from}); day 0 is the start at Base Camp.`,
          xLabel: 'Day',
          yLabel: 'Altitude (m)',
          xs: days,
          actual: w.actual,
          whatIf: w.whatIf,
          yMin: C.ALTITUDES.BC - 364,
          format: (v) => grouped(v),
        },
        table: {
          caption: 'Your expedition and the what-if, day by day',
          head: ['Day', 'Your team', 'What if'],
          rows: days.map((i) => [String(i), where(w.actual, i), where(w.whatIf, i)]),
        },
      };
    },
    [record],
  );
  const range = record ? dayRange(record) : { min: 1, max: 1 };
  return (
    <WhatIfDialog
      open={open}
      onClose={onClose}
      title={context ? `What if? ${context}` : 'What if?'}
      intro="Your expedition, replayed on the same seed by the same rules, with one change from the day you choose. Every day keeps its weather: the luck comes from the seed, day by day."
      policies={POLICIES}
      unit="Day"
      range={range}
      problem={(n) => dayProblem(record!, n)}
      defaults={{ policy: 'turnaround', from: 1 }}
      compute={compute}
      error={record ? undefined : 'This result code could not be read, so there is no expedition to replay.'}
    />
  );
}
