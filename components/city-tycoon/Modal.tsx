'use client';
/**
 * A native <dialog> opened with showModal(): the browser traps focus and closes on Escape.
 * Focus goes back to the element that opened it (or to `fallbackFocus` when that is gone or disabled).
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './CityTycoon.module.css';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Escape closes it (true) or is ignored (false: setup before any game exists). */
  dismissible?: boolean;
  variant?: 'center' | 'drawer';
  testId?: string;
  fallbackFocus?: () => void;
}

export function Modal({ open, title, onClose, children, dismissible = true, variant = 'center', testId, fallbackFocus }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    fallbackRef.current = fallbackFocus;
  });

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && !d.contains(active) ? active : null;
      d.showModal();
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  useEffect(() => {
    const d = ref.current;
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  const restoreFocus = () => {
    const el = opener.current;
    opener.current = null;
    // Wait a frame: the next modal may open in its place and should keep the focus.
    requestAnimationFrame(() => {
      if (document.querySelector('dialog[open]')) return;
      if (el && el.isConnected && !(el as HTMLButtonElement).disabled && el.offsetParent !== null) el.focus();
      else fallbackRef.current?.();
    });
  };

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? styles.drawer : styles.modal}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
      onClose={restoreFocus}
    >
      {open && (
        <div className={styles.modalBody}>
          <div className={styles.modalHead}>
            <h2 id={titleId}>{title}</h2>
            {dismissible && (
              <button type="button" className={styles.closeBtn} onClick={() => onCloseRef.current()} aria-label="Close">
                ×
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
