'use client';
/**
 * The one dialog of the site: a native <dialog> opened with showModal(), so the browser makes the rest
 * of the page inert, keeps focus inside and closes on Escape (no hand-written focus trap).
 *
 * - Focus moves to the element marked `data-autofocus` inside, else to the first focusable control.
 * - When it closes, focus goes back to the control that opened it; when that control is gone, disabled or hidden
 *   (the action that opened the dialog also ended the game), to `fallbackFocus` (an element id or a function).
 * - `dismissible={false}`: Escape and the × do nothing (a choice the player must make).
 * - `variant`: 'center' (default), 'drawer-right' or 'drawer-left'.
 * - `actions`: buttons under the body (a Close button is added unless `closeButton={false}`).
 * - `closeOnBackdrop`: a click on the backdrop (outside the box) closes a dismissible dialog, like Escape.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Show a "Close" button in the actions row (default: only when `actions` are given). */
  closeButton?: boolean;
  dismissible?: boolean;
  variant?: 'center' | 'drawer-right' | 'drawer-left';
  testId?: string;
  /** Where focus goes when the opener cannot take it back: an element id, or a function that moves focus. */
  fallbackFocus?: string | (() => void);
  className?: string;
  /** An id for the dialog element (e.g. for aria-controls on the button that opens it). */
  id?: string;
  /** Label for the × button (default "Close"). */
  closeLabel?: string;
  /** A click on the backdrop closes the dialog (only when `dismissible`). Default false. */
  closeOnBackdrop?: boolean;
}

const variantClass = { center: styles.center, 'drawer-right': styles.drawerRight, 'drawer-left': styles.drawerLeft };

export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeButton,
  dismissible = true,
  variant = 'center',
  testId,
  fallbackFocus,
  className,
  id,
  closeLabel = 'Close',
  closeOnBackdrop = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  /** The last close was asked by `open` turning false (not by the browser): React's state already says closed. */
  const closedByProp = useRef(false);
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
      opener.current = active instanceof HTMLElement && active !== document.body && !d.contains(active) ? active : null;
      // Opened in a microtask: in this task, before any paint, but outside React's effects. Opening restyles the whole
      // page (the rest becomes inert), and a profiler that records each style change with the JavaScript stack that
      // caused it (Lighthouse does) spent more on React's deep stack than on the restyle (docs/performance.md).
      let live = true;
      queueMicrotask(() => {
        if (!live || d.open || !d.isConnected) return;
        d.showModal();
        d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      });
      return () => {
        live = false;
      };
    } else if (!open && d.open) {
      closedByProp.current = true;
      d.close();
    }
  }, [open]);

  // Unmounting while open (a route change): close so the page is not left inert.
  useEffect(() => {
    const d = ref.current;
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  const restoreFocus = () => {
    const el = opener.current;
    opener.current = null;
    // One frame later: a dialog that opens in this one's place keeps the focus.
    requestAnimationFrame(() => {
      if (document.querySelector('dialog[open]')) return;
      if (el && el.isConnected && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0) {
        el.focus();
        if (document.activeElement === el) return;
      }
      const fb = fallbackRef.current;
      if (typeof fb === 'function') fb();
      else if (fb) document.getElementById(fb)?.focus();
    });
  };

  const requestClose = () => onCloseRef.current();
  const showClose = closeButton ?? actions !== undefined;

  return (
    <dialog
      ref={ref}
      id={id}
      className={[styles.dialog, variantClass[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) requestClose();
      }}
      onClick={
        closeOnBackdrop && dismissible
          ? (e) => {
              // The backdrop is part of the <dialog> element: a click on the element itself, outside its box.
              if (e.target !== e.currentTarget) return;
              const r = e.currentTarget.getBoundingClientRect();
              if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) requestClose();
            }
          : undefined
      }
      onClose={(e) => {
        // The close event comes a task after close(). If the dialog has opened again since (the next player's turn
        // asked for it at once), this event is stale: it must neither dismiss the new prompt nor move the focus.
        const byProp = closedByProp.current;
        closedByProp.current = false;
        if (e.currentTarget.open) return;
        // Closed by the browser (form method=dialog): keep React's state in step. Closed by `open`: it already is.
        if (!byProp) requestClose();
        restoreFocus();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId}>{title}</h2>
            {dismissible && (
              <button type="button" className={styles.close} onClick={requestClose} aria-label={closeLabel}>
                ×
              </button>
            )}
          </div>
          {children}
          {(actions !== undefined || showClose) && (
            <div className={styles.actions}>
              {actions}
              {showClose && (
                <button type="button" className="btn btn-primary" onClick={requestClose}>
                  Close
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
