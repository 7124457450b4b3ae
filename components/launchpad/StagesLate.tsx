'use client';
/** Stages 6–8. Thin: they render the state and dispatch engine actions. */
import { lazy, Suspense, useEffect } from 'react';
import {
  PERSONA_STEP_COUNT,
  UNIQUENESS_MAX_CHARS,
  UNIQUENESS_TEXT,
} from '@/engines/launchpad/constants';
import { competitorsFor, answerChars, personaStepDef } from '@/engines/launchpad/selectors';
import { HELP } from '@/content/launchpad/help';
import { ProgressBar } from './ProgressBar';
import { GoalGridSkeleton } from './GoalParts';
import styles from './Launchpad.module.css';
import shared from '@/components/sim/shared.module.css';
import { MUTED, type StageProps, Nav, ContinueButton, SCORE_ICON } from './StageParts';

/** The Goal Grid and its drag library load when stage 8 shows; meanwhile a still copy holds its room. */
const GoalGrid = lazy(() => import('./GoalGrid'));

export function Stage6({ state, dispatch }: StageProps) {
  const def = personaStepDef(state);
  const p = state.customerPersona;
  const value = p[def.field];
  const pct = Math.round((def.step / PERSONA_STEP_COUNT) * 100);
  return (
    <>
      <div className={styles.personaLayout}>
        <div>
          <p className={styles.stepLabel}>
            Step {def.step} of {PERSONA_STEP_COUNT}: {def.label}
          </p>
          <ProgressBar label="Persona steps" percent={pct} valueText={`Step ${def.step} of ${PERSONA_STEP_COUNT}`} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.h2}>{def.question}</legend>
            <div className={styles.options}>
              {def.options.map((o) => (
                <label key={o} className={`${styles.option} ${value === o ? styles.optionOn : ''}`}>
                  <input type="radio" name={`persona-${def.field}`} value={o} checked={value === o} onChange={() => dispatch({ type: 'setPersona', field: def.field, value: o })} />
                  {o}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <aside className={`${shared.panel} ${styles.side}`} aria-labelledby="lp-preview-title">
          <h2 id="lp-preview-title" className={styles.h3}>
            Customer Persona Preview
          </h2>
          <p className={styles.previewName}>
            <span aria-hidden="true">🙂 </span>
            {state.personaName}
          </p>
          <dl className={styles.dl}>
            <dt>Age</dt>
            <dd>{p.ageGroup ?? '—'}</dd>
            <dt>Location</dt>
            <dd>{p.location ?? '—'}</dd>
            <dt>Type</dt>
            <dd>{p.type ?? '—'}</dd>
            <dt>Buying behavior</dt>
            <dd>{p.buyingBehavior ?? '—'}</dd>
            <dt>Core value</dt>
            <dd>{p.coreValue ?? '—'}</dd>
          </dl>
        </aside>
      </div>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} label={def.step === PERSONA_STEP_COUNT ? 'Next Stage' : 'Continue'} />
      </Nav>
    </>
  );
}

export function Stage7({ state, dispatch }: StageProps) {
  // Fetch the Goal Grid's code (stage 8) while the student writes here, so the grid is there when they arrive.
  useEffect(() => {
    import('./GoalGrid').catch(() => undefined);
  }, []);
  const rivals = competitorsFor(state.selectedIndustry);
  const sel = state.competitorSelection;
  const answerLength = answerChars(sel.uniquenessText);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.h2}>Which competitor is most similar to your idea?</legend>
        <div className={styles.rivals}>
          {rivals.map((c, rival) => (
            <label key={c.id} className={`${styles.rival} ${sel.selectedCompetitor === c.id ? styles.optionOn : ''}`}>
              <span className={styles.rivalHead}>
                <input type="radio" name="competitor" value={c.id} checked={sel.selectedCompetitor === c.id} onChange={() => dispatch({ type: 'selectCompetitor', rival })} />
                <strong>{c.name}</strong>
                {sel.selectedCompetitor === c.id && <span className={styles.selectedTag}>✓ Most similar</span>}
              </span>
              <span className={styles.rivalTag}>“{c.tagline}”</span>
              <span>
                <b>Target:</b> {c.target}
              </span>
              <span>
                <b>Pricing:</b> {c.pricing}
              </span>
              <span>
                <b>Social:</b> {c.social}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="lp-unique" className={styles.h2}>
          What makes your idea different?
        </label>
        <p id="lp-unique-hint" className={MUTED}>
          {HELP.uniquenessHint}
        </p>
        <textarea
          id="lp-unique"
          className={styles.textarea}
          rows={4}
          value={sel.uniquenessText}
          aria-describedby="lp-unique-hint lp-unique-count"
          onChange={(e) => dispatch({ type: 'setUniquenessText', text: e.target.value })}
        />
        <p id="lp-unique-count" className={MUTED} data-testid="lp-unique-count">
          {HELP.uniquenessCount(answerLength)}
        </p>
        <p role="status" className={styles.limitNote}>
          {answerLength >= UNIQUENESS_MAX_CHARS ? HELP.uniquenessLimit : ''}
        </p>
      </div>
      <div aria-live="polite">
        {sel.uniquenessScore && (
          <p className={`${styles.indicator} ${styles[`score_${sel.uniquenessScore}`]}`} data-score={sel.uniquenessScore}>
            <span aria-hidden="true">{SCORE_ICON[sel.uniquenessScore]}</span> {UNIQUENESS_TEXT[sel.uniquenessScore]}
          </p>
        )}
      </div>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} />
      </Nav>
    </>
  );
}

export function Stage8({ state, dispatch }: StageProps) {
  return (
    <>
      <p className={styles.lead}>
        Prioritise your startup goals by dragging them into the columns. With a keyboard: focus a goal, press Space to pick it up, use the arrow keys to move it, and Space again to drop it. Or use the “Move to” menu on each card.
      </p>
      <Suspense fallback={<GoalGridSkeleton goals={state.goals} />}>
        <GoalGrid goals={state.goals} dispatch={dispatch} />
      </Suspense>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} />
      </Nav>
    </>
  );
}
