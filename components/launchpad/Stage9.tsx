'use client';
/** Stage 9: the finished plan, its PDF, the result code and a new week. Thin: it renders the state and dispatches engine actions. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PRIORITY_TITLES } from '@/engines/launchpad/constants';
import { founderSummary } from '@/engines/launchpad/selectors';
import { HELP } from '@/content/launchpad/help';
import type { PreparedPdf } from './pdf';
import { prefersReducedMotion } from '@/lib/reducedMotion';
import styles from './Launchpad.module.css';
import { MUTED, PANEL, type StageProps, Nav, SCORE_ICON } from './StageParts';

/** What the PDF prints for a character it cannot draw (kept in step with pdf.ts, which is loaded on click). */
const MISSING_GLYPH = '?';

export function Stage9({ state, dispatch, onNewWeek, resultCode }: StageProps & { onNewWeek: () => void; resultCode?: ReactNode }) {
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
      const { toast } = await import('@/components/sim/toast');
      toast.error(HELP.pdfFailed);
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
