'use client';
import { useEffect, useRef } from 'react';
import styles from './Everest.module.css';

/**
 * A native <dialog> opened with showModal(): focus moves in and is trapped,
 * Escape closes it, and focus returns to what opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  testId,
  fallbackFocusId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  actions?: React.ReactNode;
  testId?: string;
  /** Where focus goes when the opener is gone or disabled. */
  fallbackFocusId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      // The control that opened the dialog. When the action that opened it also disabled that control (the last
      // day ends the expedition), the browser may already have moved focus to <body>: then there is no opener.
      const active = document.activeElement;
      opener.current = active && active !== document.body && active !== document.documentElement ? active : null;
      d.showModal();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      onClose={() => {
        onClose();
        returnFocus(opener.current, fallbackFocusId);
        opener.current = null;
      }}
    >
      <h2 id={testId ? `${testId}-title` : undefined} className={styles.dialogTitle}>
        {title}
      </h2>
      <div className={styles.dialogBody}>{children}</div>
      <div className={styles.dialogActions}>
        {actions}
        <button type="button" className="btn btn-primary" onClick={() => ref.current?.close()} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  );
}

/**
 * Focus after a dialog closes: back on the control that opened it when that control can still take focus,
 * otherwise on the fallback target (a heading with tabIndex=-1). Checked after the attempt, since focus() on a
 * disabled, hidden or removed control silently does nothing and would leave focus on <body>.
 */
export function returnFocus(opener: Element | null, fallbackFocusId?: string): void {
  const el = opener as HTMLElement | null;
  if (el && el.isConnected && !(el as HTMLButtonElement).disabled && typeof el.focus === 'function') {
    el.focus();
    if (document.activeElement === el) return;
  }
  const fallback = fallbackFocusId ? document.getElementById(fallbackFocusId) : null;
  fallback?.focus();
}
