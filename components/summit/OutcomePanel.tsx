'use client';
import { ROLE_TITLES, STANCE_SUMMARY, TOTAL_ROUNDS } from '@/engines/summit/constants';
import { optionsFor } from '@/engines/summit/engine';
import { fillTemplate } from '@/engines/summit/text';
import { clampedText, fallenText, signed } from '@/engines/summit/copy';
import type { Gauge, SummitState } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';
import type { SummitDispatch } from './store';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

const GAUGE_LABEL: Record<Gauge, string> = { oxygen: 'Oxygen', morale: 'Morale', health: 'Health', progress: 'Progress' };

export function OutcomePanel({ state, dispatch }: { state: SummitState; dispatch: SummitDispatch }) {
  const record = state.history[state.history.length - 1];
  const content = STORY[state.round - 1];
  if (!record || !content) return null;
  const o = record.outcome;
  const fill = (t: string) => fillTemplate(t, state.product);
  const textOf = (role: (typeof record.votes)[number]['role'], id: string) => {
    const opt = optionsFor(STORY, record.round, role).find((x) => x.id === id);
    return opt ? fill(opt.text) : id;
  };
  const crisis = record.kind === 'crisis';
  const count = record.votes.filter((v) => v.optionId === record.decisionId).length;
  const settled =
    record.settledBy === 'role'
      ? 'Your decision as the ' + (state.selectedRole ? ROLE_TITLES[state.selectedRole] : '') + ' is the one that counts this round.'
      : record.settledBy === 'majority'
        ? `Most votes: ${count} of ${record.votes.length}.`
        : `A tie at ${count} votes each: the Leader broke it.`;
  const last = state.round >= TOTAL_ROUNDS || state.team.every((m) => !m.alive);

  return (
    <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-outcome-h">
      <p className={styles.kicker}>
        Round {record.round} of {TOTAL_ROUNDS} · Outcome
      </p>
      <h2 id="summit-outcome-h" className={styles.h2} tabIndex={-1}>
        Round {record.round} outcome: {content.title}
      </h2>
      <p className={styles.decided}>
        <strong>The team’s decision:</strong> {fill(record.decisionText)}
      </p>
      <p className={styles.small}>{settled}</p>

      <h3 className={styles.h3}>{crisis ? 'Every vote' : 'What each teammate decided'}</h3>
      {!crisis && <p className={styles.small}>AI teammates’ own role decisions are shown for information; they do not change the gauges.</p>}
      <ul className={styles.votes}>
        {record.votes.map((v) => (
          <li key={v.role}>
            <strong>
              {v.byPlayer ? 'You' : `AI ${ROLE_TITLES[v.role]}`} ({ROLE_TITLES[v.role]})
            </strong>
            {crisis && v.optionId === record.decisionId && <span className={styles.chip}>✔ winning option</span>}
            <br />
            {textOf(v.role, v.optionId)}
            {!v.byPlayer && <span className={styles.small}> — stance: {STANCE_SUMMARY[v.role]}</span>}
          </li>
        ))}
      </ul>

      <h3 className={styles.h3}>What changed, and why</h3>
      <table className={`${shared.table} ${styles.table}`}>
        <caption className="visually-hidden">Changes this round</caption>
        <thead>
          <tr>
            <th scope="col">Gauge</th>
            <th scope="col">Change</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {o.effects.map((e, i) => (
            <tr key={i}>
              <td>{GAUGE_LABEL[e.gauge]}</td>
              <td className={e.amount < 0 ? styles.neg : styles.pos}>{signed(e.amount)}</td>
              <td>{e.cause}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.summaryList}>
        <li>
          Oxygen {o.oxygenBefore} → {state.oxygen} ({signed(o.oxygenChange)}
          {o.oxygenBefore + o.oxygenChange !== state.oxygen ? `, ${clampedText()}` : ''})
        </li>
        <li>
          Morale {o.moraleBefore} → {state.morale} ({signed(o.moraleChange)}
          {o.moraleBefore + o.moraleChange !== state.morale ? `, ${clampedText()}` : ''})
        </li>
        <li>Health: {o.healthChange}</li>
        <li>Progress: {o.progressChange}</li>
        {o.newlyFallen.length > 0 && (
          <li className={styles.neg}>
            <span aria-hidden="true">✖ </span>
            {fallenText()}: {o.newlyFallen.map((r) => (state.team.find((m) => m.role === r)?.name ?? r)).join(', ')}
          </li>
        )}
      </ul>
      <p className={styles.lesson}>
        <strong>
          <span className="emoji" aria-hidden="true">💡</span>{' '}What this round teaches:
        </strong>{' '}
        {content.lesson}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'advance' })}>
        {last ? 'See final results' : `Next round (${record.round + 1} of ${TOTAL_ROUNDS})`}
      </button>
    </section>
  );
}
