/**
 * The day actions: the risk of moving up today, and one button per action. A button the rules refuse is disabled
 * with the engine's refusal as its visible and accessible reason (docs/rules/everest.md, "Refusals").
 */
import * as C from '@/engines/everest/constants';
import { engine } from '@/engines/everest';
import { carryTarget, currentAmsChance, currentMoveRisk, refusalCode, segmentFrom, summitQueueChance, turnaroundChance } from '@/engines/everest/selectors';
import type { DayActionType, EverestAction, EverestState } from '@/engines/everest/types';
import { actionTexts, carryEffect, pct } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import styles from './Everest.module.css';

const ACTIONS = actionTexts();

/** The risk of moving up the next segment today, term by term (only while climbing). */
function RiskBox({ game }: { game: EverestState }) {
  const forward = segmentFrom(game.location);
  const risk = currentMoveRisk(game);
  if (!forward || game.phase !== 'ASCENT' || !risk) return null;
  return (
    <div className={styles.riskBox}>
      <p>
        Next segment: <strong>{forward.name}</strong> to {C.CAMP_NAMES[forward.to]} ({forward.maxAlt} m). Hazard risk if you move today:{' '}
        <strong data-testid="risk">{pct(risk.risk)}</strong>
        {forward.id === C.SUMMIT_SEGMENT_ID && (
          <>
            {' '}
            · queue delay {pct(summitQueueChance(game))} · turn-around {pct(turnaroundChance(game.startTime))}
          </>
        )}
        {forward.id === C.LADDER_SEGMENT_ID && <> · ladder jam {pct(C.LADDER_JAM_CHANCE)}</>}
      </p>
      <details>
        <summary>How this risk is made</summary>
        <ul>
          {risk.terms.map((t, i) => (
            <li key={i}>
              {t.label}: {t.value}
            </li>
          ))}
          <li>
            Clamped to {C.RISK_MIN}–{C.RISK_MAX}: {risk.risk.toFixed(3)}
          </li>
        </ul>
      </details>
    </div>
  );
}

/** One day action: its button, what it does, a warning before it is taken, and the reason the rules refuse it. */
function ActionItem({ game, type, label, effect, onAction }: { game: EverestState; type: DayActionType; label: string; effect: string; onAction: (a: EverestAction) => void }) {
  const action = { type } as EverestAction;
  const why = engine.refusal(game, action)?.message ?? null;
  // Descending at Base Camp stays pressable: it opens the 'Already Home' dialog.
  const disabled = why !== null && refusalCode(game, action) !== 'alreadyHome';
  const carry = type === 'carry' ? carryEffect(carryTarget(game)) : null;
  const warning = carry && !why ? carry.warning : null;
  const reasonId = `ev-why-${type}`;
  return (
    <li className={styles.action}>
      <button
        type="button"
        className={`btn ${type === 'move' ? 'btn-primary' : 'btn-outline'} ${styles.actionBtn}`}
        disabled={disabled}
        aria-describedby={`ev-eff-${type}${warning ? ` ev-warn-${type}` : ''}${why ? ` ${reasonId}` : ''}`}
        onClick={() => onAction(action)}
      >
        {label}
      </button>
      <span id={`ev-eff-${type}`} className={styles.actionEffect} data-testid={`effect-${type}`}>
        {carry ? carry.effect : effect}
      </span>
      {warning && (
        <span id={`ev-warn-${type}`} className={styles.reason} data-testid={`warn-${type}`}>
          <span aria-hidden="true">⚠ </span>
          {warning}
        </span>
      )}
      {why && (
        <span id={reasonId} className={styles.reason} data-testid={`why-${type}`}>
          <span aria-hidden="true">🚫 </span>
          {why}
        </span>
      )}
    </li>
  );
}

export function ActionsPanel({ game, onAction }: { game: EverestState; onAction: (a: EverestAction) => void }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-actions-title">
      <h2 id="ev-actions-title" tabIndex={-1}>
        Actions <span className={styles.headingNote}>(each takes a day)</span>
      </h2>
      <RiskBox game={game} />
      <p className={shared.muted}>Altitude sickness chance tonight here: {pct(currentAmsChance(game))}.</p>
      <ul className={styles.actions}>
        {ACTIONS.map((a) => (
          <ActionItem key={a.type} game={game} type={a.type} label={a.label} effect={a.effect} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}
