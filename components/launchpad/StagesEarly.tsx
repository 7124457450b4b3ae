'use client';
/** Stages 1–5: the founder, the industry, the gap, the country and the persona. Thin: they render the state and dispatch engine actions. */
import {
  COUNTRIES,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  MAX_IMPROVEMENT_AREAS,
  MAX_STRENGTHS,
  NO_INDUSTRY_INFO,
  STRENGTHS,
  type ImprovementArea,
  type Strength,
} from '@/engines/launchpad/constants';
import { currentGap, gapDeck, gapPosition, industryBlurb } from '@/engines/launchpad/selectors';
import { INDUSTRY_INFO } from '@/content/launchpad/catalogue';
import { HELP } from '@/content/launchpad/help';
import { refusal } from '@/engines/launchpad/engine';
import styles from './Launchpad.module.css';
import shared from '@/components/sim/shared.module.css';
import { MUTED, PANEL, type StageProps, Nav, ContinueButton, Chip } from './StageParts';

export function Stage1({ state, dispatch }: StageProps) {
  const strengthsStep = state.stage1Step === 'strengths';
  const list = strengthsStep ? STRENGTHS : IMPROVEMENT_AREAS;
  const chosen: readonly string[] = strengthsStep ? state.strengths : state.improvementAreas;
  const cap = strengthsStep ? MAX_STRENGTHS : MAX_IMPROVEMENT_AREAS;
  return (
    <>
      <p className={styles.stepLabel}>{HELP.stage1Step(state.stage1Step)}</p>
      <h2 className={styles.h2}>{strengthsStep ? 'What are your strengths?' : 'What would you like to get better at?'}</h2>
      <p className={styles.lead}>
        {strengthsStep ? HELP.strengthsLead : HELP.improvementsLead}
      </p>
      <div className={styles.chips} role="group" aria-label={strengthsStep ? 'Strengths' : 'Areas to improve'}>
        {list.map((item) => (
          <Chip
            key={item}
            selected={chosen.includes(item)}
            onClick={() => dispatch(strengthsStep ? { type: 'toggleStrength', strength: item as Strength } : { type: 'toggleImprovement', area: item as ImprovementArea })}
          >
            {item}
          </Chip>
        ))}
      </div>
      <p className={MUTED} aria-live="polite">
        {chosen.length} of {cap} selected
      </p>
      <Nav onBack={() => dispatch({ type: 'back' })} backDisabled={strengthsStep}>
        <ContinueButton dispatch={dispatch} label={strengthsStep ? 'Continue' : 'Next Stage'} />
      </Nav>
    </>
  );
}

export function Stage2({ state, dispatch }: StageProps) {
  const hasIndustryChoices = state.selectedGapIdeas.length > 0 || state.competitorSelection.selectedCompetitor !== null;
  return (
    <>
      <p className={styles.lead}>Tap a card to learn more. Tap it again, or use “Select this industry”, to choose it.</p>
      <div className={styles.industryGrid}>
        {INDUSTRIES.map((industry) => {
          const expanded = state.expandedIndustry === industry;
          const selected = state.selectedIndustry === industry;
          const panelId = `lp-ind-${INDUSTRIES.indexOf(industry)}`;
          return (
            <div key={industry} className={`${styles.industryCard} ${expanded ? styles.industryOpen : ''} ${selected ? styles.industrySelected : ''}`}>
              <button
                type="button"
                className={styles.industryBtn}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => dispatch({ type: 'clickIndustry', industry })}
              >
                <span aria-hidden="true" className={styles.industryEmoji}>
                  {INDUSTRY_INFO[industry].emoji}
                </span>
                <span className={styles.industryName}>{industry}</span>
                {selected && <span className={styles.selectedTag}>✓ Selected</span>}
              </button>
              {expanded && (
                <div id={panelId} className={styles.industryPanel}>
                  <p>{industryBlurb(industry, state.strengths)}</p>
                  {!selected && (
                    <button type="button" className={styles.linkBtn} onClick={() => dispatch({ type: 'selectIndustry', industry })}>
                      Select this industry
                    </button>
                  )}
                  {!selected && hasIndustryChoices && (
                    <p className={MUTED}>Choosing this industry clears your market gaps and your rival, which belong to {state.selectedIndustry ?? 'the general list'}.</p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <p className={MUTED} aria-live="polite">
        {state.selectedIndustry ? `Your industry: ${state.selectedIndustry}` : 'No industry chosen yet.'}
      </p>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} blocked={refusal(state, { type: 'continue' })} />
      </Nav>
    </>
  );
}

export function Stage3({ state, dispatch }: StageProps) {
  const industry = state.selectedIndustry;
  return (
    <>
      {industry ? (
        <article className={PANEL}>
          <h2 className={styles.h2}>
            <span aria-hidden="true">{INDUSTRY_INFO[industry].emoji}</span> {industry}
          </h2>
          {INDUSTRY_INFO[industry].whatToKnow.map((p, i) => (
            <p key={i} className={styles.prose}>
              {p}
            </p>
          ))}
        </article>
      ) : (
        <p className={PANEL}>{NO_INDUSTRY_INFO}</p>
      )}
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} />
      </Nav>
    </>
  );
}

export function Stage4({ state, dispatch }: StageProps) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.h2}>Where will you launch?</legend>
        <p className={styles.lead}>Your country choice influences the competitors and market insights you will see.</p>
        <div className={styles.options}>
          {COUNTRIES.map((c) => (
            <label key={c.code} className={`${styles.option} ${state.selectedCountry === c.code ? styles.optionOn : ''}`}>
              <input type="radio" name="country" value={c.code} checked={state.selectedCountry === c.code} onChange={() => dispatch({ type: 'selectCountry', code: c.code })} />
              <span aria-hidden="true" className={styles.flag}>
                {c.flagEmoji}
              </span>
              {c.name} ({c.code})
            </label>
          ))}
        </div>
        <p className={MUTED}>More countries are coming in later weeks.</p>
      </fieldset>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} />
      </Nav>
    </>
  );
}

export function Stage5({ state, dispatch }: StageProps) {
  const gap = currentGap(state);
  const deck = gapDeck(state.selectedIndustry);
  const { index, total } = gapPosition(state);
  return (
    <>
      <p className={styles.lead}>
        Every business starts with a problem worth solving. Go through these market gaps{state.selectedIndustry ? ` in ${state.selectedIndustry}` : ''} and keep the ones that spark an idea.
      </p>
      <div className={styles.gapLayout}>
        <div className={styles.deck}>
          <p className={styles.deckCount} aria-live="polite">
            <span className="visually-hidden">Market gap </span>#{index + 1}/{total}
          </p>
          <p className={styles.gapText}>{gap.description}</p>
          <div className={styles.deckBtns}>
            <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'skipGap' })}>
              Skip
            </button>
            <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'interestedInGap' })}>
              That&apos;s interesting!
            </button>
          </div>
        </div>
        <aside className={`${shared.panel} ${styles.side}`} aria-labelledby="lp-gaps-title">
          <h2 id="lp-gaps-title" className={styles.h3}>
            Your Selected Gaps:
          </h2>
          {state.selectedGapIdeas.length === 0 ? (
            <p className={MUTED}>No market gaps selected yet.</p>
          ) : (
            <ul className={styles.gapList}>
              {state.selectedGapIdeas.map((g) => (
                <li key={g.id}>
                  <span>{g.description}</span>
                  <button type="button" className={styles.removeBtn} aria-label={`Remove: ${g.description}`} onClick={() => dispatch({ type: 'removeGap', gap: deck.findIndex((d) => d.id === g.id) })}>
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <ContinueButton dispatch={dispatch} />
      </Nav>
    </>
  );
}
