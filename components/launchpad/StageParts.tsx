'use client';
/** What the nine stages share: the panel classes, the navigation row, Continue and the choice chip. */
import type { ReactNode } from 'react';
import type { Refusal, Step } from '@/engines/core/contract';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';
import styles from './Launchpad.module.css';
import shared from '@/components/sim/shared.module.css';

export const MUTED = `${shared.muted} ${styles.note}`;
export const PANEL = `${shared.panel} ${shared.panelRoomy} ${shared.raised}`;

export type Dispatch = (m: Move) => Step<LaunchpadState>;
export interface StageProps {
  state: LaunchpadState;
  dispatch: Dispatch;
}

export function Nav({ onBack, backDisabled, children }: { onBack?: () => void; backDisabled?: boolean; children?: ReactNode }) {
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
export function ContinueButton({ dispatch, label = 'Continue', blocked = null }: { dispatch: Dispatch; label?: string; blocked?: Refusal | null }) {
  return (
    <button type="button" className="btn btn-primary" onClick={() => dispatch({ type: 'continue' })} disabled={blocked !== null} title={blocked?.message}>
      {label} <span aria-hidden="true">→</span>
    </button>
  );
}

export function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={selected ? `${styles.chip} ${styles.chipOn}` : styles.chip} aria-pressed={selected} onClick={onClick}>
      <span aria-hidden="true" className={styles.chipMark}>
        {selected ? '✓' : '+'}
      </span>
      {children}
    </button>
  );
}

/** The marks beside a low, medium or high score (the word is always written too). */
export const SCORE_ICON = { low: '▼', medium: '■', high: '▲' } as const;
