'use client';
/**
 * The "What if?" dialog (docs/rules/bullwhip.md and docs/rules/everest.md, "What if?"): a policy to choose (a radio
 * group with each policy's help), the round or day it starts from (validated, with its reason when out of range), one
 * chart with both lines, the sentence, and the numbers as a table. Each game's panel does the replay through its
 * engine (engines/<game>/whatIf.ts); this file only draws.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { WhatIfChart, type ChartData } from './WhatIfChart';
import styles from './WhatIf.module.css';

export interface WhatIfView {
  sentence: string;
  /** True when the rules refused a move and the replay stopped. */
  stopped: boolean;
  chart: ChartData;
  table: { caption: string; head: string[]; rows: string[][] };
}

export interface WhatIfDialogProps<P extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  policies: readonly { id: P; label: string; help: string }[];
  /** 'Round' or 'Day'. */
  unit: string;
  range: { min: number; max: number };
  problem: (n: number) => string | null;
  defaults: { policy: P; from: number };
  compute: (policy: P, from: number) => WhatIfView;
  /** Set when the game could not be read: the dialog says so instead of a form. */
  error?: string;
}

export function WhatIfDialog<P extends string>({ open, onClose, title, intro, policies, unit, range, problem, defaults, compute, error }: WhatIfDialogProps<P>) {
  const id = useId();
  const [policy, setPolicy] = useState<P>(defaults.policy);
  const [text, setText] = useState(String(defaults.from));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [applied, setApplied] = useState(defaults);
  const view = useMemo(() => (error ? null : compute(applied.policy, applied.from)), [error, compute, applied]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = text.trim() === '' ? NaN : Number(text);
    const why = problem(n);
    setInvalid(why);
    if (!why) setApplied({ policy, from: n });
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} testId="whatif-dialog" className={styles.dialog} closeButton>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className={styles.intro}>{intro}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.policies}>
              <legend>The change</legend>
              {policies.map((p) => (
                <div key={p.id} className={styles.choice}>
                  <input
                    type="radio"
                    id={`${id}-${p.id}`}
                    name={`${id}-policy`}
                    value={p.id}
                    checked={policy === p.id}
                    onChange={() => setPolicy(p.id)}
                    aria-describedby={`${id}-${p.id}-help`}
                    data-autofocus={policy === p.id ? true : undefined}
                  />
                  <label htmlFor={`${id}-${p.id}`}>{p.label}</label>
                  <p id={`${id}-${p.id}-help`} className={styles.help}>
                    {p.help}
                  </p>
                </div>
              ))}
            </fieldset>
            <div className={styles.from}>
              <label htmlFor={`${id}-from`}>
                From {unit.toLowerCase()} ({range.min}–{range.max})
              </label>
              <input
                id={`${id}-from`}
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                step={1}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `${id}-from-error` : undefined}
                className={styles.number}
              />
              <button type="submit" className="btn btn-primary">
                Replay
              </button>
            </div>
            {invalid && (
              <p id={`${id}-from-error`} className={styles.error} role="alert" data-testid="whatif-error">
                {invalid}
              </p>
            )}
          </form>
          {view && (
            <section aria-labelledby={`${id}-result`} className={styles.result}>
              <h3 id={`${id}-result`} className="visually-hidden">
                The replay
              </h3>
              <p className={view.stopped ? styles.stopped : styles.sentence} aria-live="polite" data-testid="whatif-sentence">
                {view.sentence}
              </p>
              <WhatIfChart data={view.chart} testId="whatif-chart" />
              <details className={styles.details}>
                <summary>Show the numbers</summary>
                <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={view.table.caption}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">{view.table.caption}</caption>
                    <thead>
                      <tr>
                        {view.table.head.map((h) => (
                          <th key={h} scope="col">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {view.table.rows.map((r) => (
                        <tr key={r[0]}>
                          <th scope="row">{r[0]}</th>
                          {r.slice(1).map((c, i) => (
                            <td key={i}>{c}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </section>
          )}
        </>
      )}
    </Dialog>
  );
}
