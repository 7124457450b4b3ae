'use client';
/** Login has no accounts behind it yet: a small, honest notice (DECISIONS.md). */
import Link from 'next/link';
import { useEffect, useRef, type RefObject } from 'react';
import styles from './SiteHeader.module.css';

export function LoginNotice({
  open,
  onClose,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  /** Focus goes here once the dialog has closed, when the element that opened it is gone (the mobile drawer). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="login-title"
      onClose={() => {
        onClose();
        // The 'close' event comes after the dialog has closed and restored focus natively: move it on if asked.
        const back = returnFocus?.current;
        if (back?.isConnected) back.focus();
      }}
      onCancel={onClose}
    >
      <h2 id="login-title">Accounts are coming for schools</h2>
      <p>
        Teacher and school accounts — with class dashboards and reports — are on their way. You do not need an account to learn:
        every simulation works right now, without signing in.
      </p>
      <div className={styles.dialogActions}>
        <Link href="/simulation" className="btn btn-primary" onClick={onClose}>
          Browse simulations
        </Link>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
