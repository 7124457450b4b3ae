'use client';
import { useEffect, useState } from 'react';
import { ROLE_TITLES, ROUND_TIMER_SECONDS, STANCE_SUMMARY, TOTAL_ROUNDS } from '@/engines/summit/constants';
import { optionsFor } from '@/engines/summit/engine';
import { keywordsIn } from '@/engines/summit/rules';
import { fillTemplate } from '@/engines/summit/text';
import { climbNowText, keywordHint, paceRuleText, tieBackText } from '@/engines/summit/copy';
import { climbNow } from '@/engines/summit/selectors';
import type { SummitOption, SummitState } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';
import type { SummitDispatch } from './store';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

export function OptionHints({ option }: { option: SummitOption }) {
  const kws = keywordsIn(option.text);
  if (!kws.length && !option.risk) return null;
  return (
    <span className={styles.hints}>
      {kws.map((k) => (
        <span key={k} className={styles.chip}>
          {keywordHint(k)}
        </span>
      ))}
      {option.risk ? (
        <span className={`${styles.chip} ${styles.chipRisk}`}>
          <span aria-hidden="true">⚠️ </span>
          {Math.round(option.risk * 100)}% accident risk
        </span>
      ) : null}
    </span>
  );
}

/**
 * One round's decision. The dashboard keys it by round, so each round opens with a fresh discussion clock: the clock
 * is this screen's (no rule reads it; docs/rules/summit.md, "The discussion clock").
 */
export function RoundPanel({ state, dispatch }: { state: SummitState; dispatch: SummitDispatch }) {
  const [choice, setChoice] = useState<string | null>(null);
  const [timeRemaining, setTimeRemaining] = useState(ROUND_TIMER_SECONDS);
  const content = STORY[state.round - 1];
  const role = state.selectedRole;
  const options = role ? optionsFor(STORY, state.round, role) : [];
  const crisis = content?.kind === 'crisis';
  const fill = (t: string) => fillTemplate(t, state.product);

  // The discussion clock counts down while the round is open (display only: nothing happens at 0).
  const timeUp = timeRemaining <= 0;
  useEffect(() => {
    if (timeUp) return;
    const id = window.setInterval(() => setTimeRemaining((t) => Math.max(0, t - 1)), 1000);
    return () => window.clearInterval(id);
  }, [timeUp]);

  if (!content) return null;
  const climb = climbNow(state);
  const mm = Math.floor(timeRemaining / 60);
  const ss = String(timeRemaining % 60).padStart(2, '0');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitDecision', role, optionId: choice });
  };

  return (
    <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-round-h">
      <p className={styles.kicker}>
        Round {state.round} of {TOTAL_ROUNDS} · {crisis ? 'Crisis vote' : 'Role decision'}
      </p>
      <h2 id="summit-round-h" className={styles.h2} tabIndex={-1}>
        {content.title}
      </h2>
      <p>{fill(content.situation)}</p>
      {content.kind === 'crisis' && (
        <p className={styles.crisis}>
          <strong>
            <span aria-hidden="true">🚨 </span>Crisis:
          </strong>{' '}
          {fill(content.crisis)}
        </p>
      )}
      <p className={styles.timer}>
        <span aria-hidden="true">⏱️ </span>
        Discussion clock: <span role="timer">{mm}:{ss}</span>
        {timeRemaining === 0 && <strong> Time is up: the team is waiting for your call.</strong>}
      </p>
      {state.team.some((m) => m.isPlayer && !m.alive) && (
        <p className={styles.notice}>
          You have fallen. You now lead by radio from camp: your decisions and votes still count.
        </p>
      )}
      <div className={climb.exhausted ? styles.crisis : styles.notice} data-testid="summit-pace">
        <p className={styles.paceNow}>
          {climb.exhausted && <span aria-hidden="true">⚠️ </span>}
          {climbNowText(climb)}
        </p>
        <p className={styles.small}>{paceRuleText()}</p>
      </div>
      {crisis && (
        <details className={styles.details}>
          <summary>How your teammates will vote</summary>
          <ul>
            {state.team
              .filter((m) => !m.isPlayer && m.alive)
              .map((m) => (
                <li key={m.role}>
                  {m.name}: {STANCE_SUMMARY[m.role]}
                </li>
              ))}
          </ul>
          <p className={styles.small}>The option with the most votes wins. In a tie, the Leader decides. {tieBackText()}</p>
        </details>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.options}>
          <legend>
            {crisis ? 'Your vote' : `Your decision as the ${role ? ROLE_TITLES[role] : ''}`}
          </legend>
          {options.map((o) => (
            <label key={o.id} className={`${styles.option} ${choice === o.id ? styles.optionOn : ''}`}>
              <input type="radio" name="summit-option" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} />
              <span>
                <span>{fill(o.text)}</span>
                <OptionHints option={o} />
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {crisis ? 'Submit Vote' : 'Confirm Decision'}
        </button>
      </form>
    </section>
  );
}
