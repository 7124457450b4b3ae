'use client';
/**
 * Login has no accounts behind it yet: a small, honest notice (docs/site.md, "No dead ends"), on the one Dialog. Loaded
 * on first use.
 */
import { Dialog } from '@/components/ui/Dialog';
import styles from './SiteHeader.module.css';

export interface LoginNoticeProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes if the button that opened the notice is gone (Login in the drawer, which has closed). */
  fallbackFocus?: () => void;
}

export function LoginNotice({ open, onClose, fallbackFocus }: LoginNoticeProps) {
  return (
    <Dialog
      open={open}
      title="Accounts are coming for schools"
      onClose={onClose}
      className={styles.notice}
      closeLabel="Close notice"
      closeOnBackdrop
      fallbackFocus={fallbackFocus}
      closeButton={false}
      actions={
        <>
          <a href="/simulation" className="btn btn-primary" onClick={onClose} data-autofocus>
            Browse simulations
          </a>
          <a href="/teacher" className="btn btn-outline" onClick={onClose}>
            Run a class
          </a>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p>
        There are no accounts yet, and you do not need one: every simulation works right now, without signing in. Teachers can
        run a class without one too — make a class link, collect your students&apos; result codes and see the class report.
        Nothing leaves a student&apos;s device unless they hand you a code.
      </p>
    </Dialog>
  );
}
