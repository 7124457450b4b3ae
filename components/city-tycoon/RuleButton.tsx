'use client';
/**
 * A button the rules may refuse (docs/rules/city-tycoon.md, "The screen"): `why` is the refusal's message from the
 * engine's `refusal(state, action)`, the check `step` makes, or null when the action would be applied. A refused
 * button is `aria-disabled` (it keeps the focus, and a click does nothing) and says why beside it, tied to the
 * button by `aria-describedby`.
 */
import { useId, type ReactNode } from 'react';
import styles from './CityTycoon.module.css';

interface Props {
  why: string | null;
  onClick: () => void;
  className: string;
  children: ReactNode;
  id?: string;
  /** Marks the button the dialog focuses when it opens (components/ui/Dialog.tsx). */
  autoFocus?: boolean;
  /** Say the reason to screen readers only (a visible one would flicker, e.g. while the dice roll). */
  quietReason?: boolean;
  /** A toggle's state (aria-pressed). */
  pressed?: boolean;
}

export function RuleButton({ why, onClick, className, children, id, autoFocus, quietReason, pressed }: Props) {
  const reasonId = useId();
  return (
    <span className={styles.ruleBtn}>
      <button
        type="button"
        id={id}
        className={className}
        aria-disabled={why !== null}
        aria-pressed={pressed}
        aria-describedby={why === null ? undefined : reasonId}
        title={why ?? undefined}
        data-autofocus={autoFocus ? true : undefined}
        onClick={() => {
          if (why === null) onClick();
        }}
      >
        {children}
      </button>
      {why !== null && (
        <span id={reasonId} className={quietReason ? 'visually-hidden' : styles.reason} data-testid="refusal-reason">
          {why}
        </span>
      )}
    </span>
  );
}
