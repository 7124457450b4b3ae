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
      opener.current = document.activeElement;
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
        const el = opener.current as HTMLElement | null;
        const usable = el && document.contains(el) && !(el as HTMLButtonElement).disabled;
        if (usable) el.focus();
        else if (fallbackFocusId) document.getElementById(fallbackFocusId)?.focus();
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
