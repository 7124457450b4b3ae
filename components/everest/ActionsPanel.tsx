/**
 * The day actions: the risk of moving up today, and one button per action. A button the rules refuse is disabled
 * with the engine's refusal as its visible and accessible reason (docs/rules/everest.md, "Refusals"). Without a game
 * (the page's static frame, docs/site.md "Static frames"): the buttons and what each does, the risk's figures as
 * placeholders, no reasons.
 */
import * as C from '@/engines/everest/constants';
import { rules } from '@/engines/everest';
import { carryTarget, currentAmsChance, currentMoveRisk, segmentFrom, summitQueueChance, turnaroundChance } from '@/engines/everest/selectors';
import type { DayActionType, EverestAction, EverestState } from '@/engines/everest/types';
import { actionTexts, carryEffect, pct } from '@/content/everest/text';
import shared from '@/components/sim/shared.module.css';
import { Ph } from './Placeholder';
import styles from './Everest.module.css';

const ACTIONS = actionTexts();

/** The risk box's room in the static frame: its lines with placeholders (a new expedition starts climbing). */
function RiskBoxFrame() {
  return (
    <div className={styles.riskBox}>
      <p>
        Next segment: <Ph ch={14} /> to <Ph ch={7} /> (<Ph ch={4} /> m). Hazard risk if you move today: <Ph ch={3} />
      </p>
      <details>
        <summary>How this risk is made</summary>
      </details>
    </div>
  );
}

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
function ActionItem({
  game,
  type,
  label,
  effect,
  onAction,
}: {
  game: EverestState | null;
  type: DayActionType;
  label: string;
  effect: string;
  onAction?: (a: EverestAction) => void;
}) {
  const action = { type } as EverestAction;
  const refused = game ? rules.refusal(game, action) : null;
  const why = refused?.message ?? null;
  // Descending at Base Camp stays pressable: it opens the 'Already Home' dialog (told apart by the refusal's code).
  const disabled = refused !== null && refused.code !== 'already-home';
  const carry = type === 'carry' ? carryEffect(game ? carryTarget(game) : null) : null;
  const tid = (id: string) => (game ? id : undefined);
  const warning = carry && !why ? carry.warning : null;
  const reasonId = `ev-why-${type}`;
  return (
    <li className={styles.action}>
      <button
        type="button"
        className={`btn ${type === 'move' ? 'btn-primary' : 'btn-outline'} ${styles.actionBtn}`}
        disabled={disabled}
        aria-describedby={`ev-eff-${type}${warning ? ` ev-warn-${type}` : ''}${why ? ` ${reasonId}` : ''}`}
        onClick={onAction && (() => onAction(action))}
      >
        {label}
      </button>
      <span id={`ev-eff-${type}`} className={styles.actionEffect} data-testid={tid(`effect-${type}`)}>
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
          <span className="emoji" aria-hidden="true">🚫</span>{' '}
          {why}
        </span>
      )}
    </li>
  );
}

export function ActionsPanel({ game, onAction }: { game: EverestState | null; onAction?: (a: EverestAction) => void }) {
  return (
    <section className={shared.panel} aria-labelledby="ev-actions-title">
      <h2 id="ev-actions-title" tabIndex={-1}>
        Actions <span className={styles.headingNote}>(each takes a day)</span>
      </h2>
      {game ? <RiskBox game={game} /> : <RiskBoxFrame />}
      <p className={shared.muted}>Altitude sickness chance tonight here: {game ? pct(currentAmsChance(game)) : <Ph ch={3} />}.</p>
      <ul className={styles.actions}>
        {ACTIONS.map((a) => (
          <ActionItem key={a.type} game={game} type={a.type} label={a.label} effect={a.effect} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}
