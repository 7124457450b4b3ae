'use client';
/** The nine stages. Thin: they render the state and dispatch engine actions. */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  COUNTRIES,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  MAX_IMPROVEMENT_AREAS,
  MAX_STRENGTHS,
  NO_INDUSTRY_INFO,
  PERSONA_STEP_COUNT,
  PRIORITY_TITLES,
  STRENGTHS,
  UNIQUENESS_MAX_CHARS,
  UNIQUENESS_TEXT,
  type ImprovementArea,
  type Strength,
} from '@/engines/launchpad/constants';
/** What the PDF prints for a character it cannot draw (kept in step with pdf.ts, which is loaded on click). */
const MISSING_GLYPH = '?';
import {
  competitorsFor,
  currentGap,
  founderSummary,
  gapDeck,
  gapPosition,
  industryBlurb,
  answerChars,
  personaStepDef,
} from '@/engines/launchpad/selectors';
import { INDUSTRY_INFO } from '@/content/launchpad/catalogue';
import { HELP } from '@/content/launchpad/help';
import type { Refusal, Step } from '@/engines/core/contract';
import { refusal } from '@/engines/launchpad/engine';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';
import { ProgressBar } from './ProgressBar';
import { GoalGridSkeleton } from './GoalParts';
import type { PreparedPdf } from './pdf';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import styles from './Launchpad.module.css';
import shared from '@/components/sim/shared.module.css';

const MUTED = `${shared.muted} ${styles.note}`;
const PANEL = `${shared.panel} ${shared.panelRoomy} ${shared.raised}`;

type Dispatch = (m: Move) => Step<LaunchpadState>;
interface StageProps {
  state: LaunchpadState;
  dispatch: Dispatch;
}

/** The Goal Grid and its drag library load when stage 8 shows; meanwhile a still copy holds its room. */
const GoalGrid = lazy(() => import('./GoalGrid'));

function Nav({ onBack, backDisabled, children }: { onBack?: () => void; backDisabled?: boolean; children?: ReactNode }) {
  return (
    <div className={styles.nav}>
      {onBack ? (
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={backDisabled}>
          <span aria-hidden="true">←</span> Back
        </button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

/** Continue; `blocked` (the engine's refusal) disables it with its reason, where the spec disables the button. */
function ContinueButton({ dispatch, label = 'Continue', blocked = null }: { dispatch: Dispatch; label?: string; blocked?: Refusal | null }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'continue' })} disabled={blocked !== null} title={blocked?.message}>
      {label} <span aria-hidden="true">→</span>
    </button>
  );
}

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={selected ? `${styles.chip} ${styles.chipOn}` : styles.chip} aria-pressed={selected} onClick={onClick}>
      <span aria-hidden="true" className={styles.chipMark}>
        {selected ? '✓' : '+'}
      </span>
      {children}
    </button>
  );
}

function Stage1({ state, dispatch }: StageProps) {
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

function Stage2({ state, dispatch }: StageProps) {
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

function Stage3({ state, dispatch }: StageProps) {
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

function Stage4({ state, dispatch }: StageProps) {
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

function Stage5({ state, dispatch }: StageProps) {
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

function Stage6({ state, dispatch }: StageProps) {
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

const SCORE_ICON = { low: '▼', medium: '■', high: '▲' } as const;

function Stage7({ state, dispatch }: StageProps) {
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

function Stage8({ state, dispatch }: StageProps) {
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

function Stage9({ state, dispatch, onNewWeek, resultCode }: StageProps & { onNewWeek: () => void; resultCode?: ReactNode }) {
  const s = founderSummary(state);
  const [busy, setBusy] = useState(false);
  const celebrated = useRef(false);

  useEffect(() => {
    if (celebrated.current) return;
    celebrated.current = true;
    if (prefersReducedMotion()) return;
    import('canvas-confetti')
      .then(({ default: confetti }) => confetti({ particleCount: 120, spread: 75, origin: { y: 0.3 }, disableForReducedMotion: true }))
      .catch(() => undefined);
  }, []);

  // A PDF with characters its font cannot print waits here until the student has read the warning.
  const [pending, setPending] = useState<PreparedPdf | null>(null);
  const anywayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) anywayRef.current?.focus();
  }, [pending]);

  const download = async () => {
    setBusy(true);
    setPending(null);
    try {
      const { preparePdf } = await import('./pdf');
      const pdf = await preparePdf(state);
      if (pdf.missing.length > 0) setPending(pdf);
      else pdf.save();
    } catch (e) {
      console.warn('[launchpad] PDF failed', e);
      const { toast } = await import('sonner');
      toast.error('The PDF could not be made in this browser. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.badgePanel} role="status">
        <span className={styles.badgeIcon} aria-hidden="true">
          🏅
        </span>
        <div>
          <h2 className={styles.h2}>Founder Badge Unlocked!</h2>
          <p>{HELP.badgeText}</p>
        </div>
      </div>
      <article className={PANEL} aria-labelledby="lp-summary-title">
        <h2 id="lp-summary-title" className={styles.h2}>
          Founder Summary
        </h2>
        <dl className={styles.summaryGrid}>
          <div>
            <dt>Top strengths</dt>
            <dd>
              {s.strengths.length ? (
                <span className={styles.tags}>
                  {s.strengths.map((x) => (
                    <span key={x} className={styles.tag}>
                      {x}
                    </span>
                  ))}
                </span>
              ) : (
                s.strengthsText
              )}
            </dd>
          </div>
          <div>
            <dt>Industry</dt>
            <dd>{s.industry}</dd>
          </div>
          <div>
            <dt>Target market</dt>
            <dd>
              <span aria-hidden="true">{s.targetMarketFlag} </span>
              {s.targetMarket}
            </dd>
          </div>
          <div>
            <dt>Market gap</dt>
            <dd>{s.marketGap}</dd>
          </div>
          <div>
            <dt>Customer persona</dt>
            <dd>
              <strong>{s.personaTitle}</strong>
              {s.personaTags.length > 0 && (
                <span className={styles.tags}>
                  {s.personaTags.map((t) => (
                    <span key={t} className={styles.tag}>
                      {t}
                    </span>
                  ))}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>Differentiation strategy</dt>
            <dd>
              {s.uniquenessScore ? (
                <span className={`${styles.indicator} ${styles[`score_${s.uniquenessScore}`]}`}>
                  <span aria-hidden="true">{SCORE_ICON[s.uniquenessScore]}</span> {s.differentiation}
                </span>
              ) : (
                s.differentiation
              )}
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>Goals by priority</dt>
            <dd className={styles.goalSummary}>
              {s.goals.map((g) => (
                <div key={g.priority}>
                  <h3 className={styles.h4}>{PRIORITY_TITLES[g.priority]}</h3>
                  {g.goals.length ? (
                    <ul>
                      {g.goals.map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </ul>
                  ) : (
                    <p className={MUTED}>No goals here</p>
                  )}
                </div>
              ))}
            </dd>
          </div>
        </dl>
      </article>
      {resultCode}
      {pending && (
        <div className={styles.pdfWarning} role="alert" data-testid="lp-pdf-warning">
          <p>
            <strong>Some characters cannot be printed in the PDF:</strong>{' '}
            <span className={styles.missingChars} lang="und">
              {pending.missing.slice(0, 20).join(' ')}
              {pending.missing.length > 20 ? ` and ${pending.missing.length - 20} more` : ''}
            </span>
          </p>
          <p>
            They will show as “{MISSING_GLYPH}” in the PDF. Everything else is printed. {HELP.pdfFixAnswer}
          </p>
          <div className={styles.finalBtns}>
            <button
              ref={anywayRef}
              type="button"
              className="btn btn-primary"
              onClick={() => {
                pending.save();
                setPending(null);
              }}
            >
              Download anyway
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <Nav onBack={() => dispatch({ type: 'back' })}>
        <div className={styles.finalBtns}>
          <button type="button" className="btn btn-outline" onClick={download} disabled={busy} aria-busy={busy}>
            <span aria-hidden="true">⬇</span> Download PDF Summary
          </button>
          <button type="button" className="btn btn-primary" onClick={onNewWeek}>
            Start Building <span aria-hidden="true">🚀</span>
          </button>
        </div>
      </Nav>
    </>
  );
}

const STAGES = [Stage1, Stage1, Stage2, Stage3, Stage4, Stage5, Stage6, Stage7, Stage8];

export function StageView({ stage, state, dispatch, onNewWeek, resultCode }: { stage: number; onNewWeek: () => void; resultCode?: ReactNode } & StageProps) {
  if (stage === 9) return <Stage9 state={state} dispatch={dispatch} onNewWeek={onNewWeek} resultCode={resultCode} />;
  const Component = STAGES[stage] ?? Stage1;
  return <Component state={state} dispatch={dispatch} />;
}
