'use client';
/**
 * Footer 'Stay Updated' box: validates the address, posts {email, type: 'newsletter'} (docs/site.md, "Feedback and
 * newsletter") and says "You're subscribed." / "Could not subscribe. Please try again." under the titles 'Success!' /
 * 'Error'. Without JavaScript it posts the same two fields as a plain form (method="post": never in a URL) to the
 * endpoint when one is configured. The footer is on every page: the box's logic (newsletterLogic.ts) is fetched
 * when the box is first focused, and at the latest when it is sent. The endpoint and the note under the box come from
 * the server-rendered footer (SiteFooter.tsx): in the page's HTML, not in the JavaScript every page loads.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './SiteFooter.module.css';

type Logic = typeof import('./newsletterLogic');
let logicPromise: Promise<Logic> | null = null;
const loadLogic = () =>
  (logicPromise ??= import('./newsletterLogic').catch((e: unknown) => {
    logicPromise = null; // offline: the next try fetches again
    throw e;
  }));

export function NewsletterForm({ endpoint, children }: { endpoint: string; children?: ReactNode }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const logic = useRef<Logic | null>(null);
  useEffect(() => {
    // With JavaScript the box shows its own message; without it the browser checks the address.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const start = () => {
    loadLogic().then(
      (l) => {
        logic.current = l;
        l.preloadToaster();
      },
      () => {},
    );
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    let l: Logic;
    try {
      l = logic.current ?? (await loadLogic());
    } catch {
      return; // the logic could not be fetched (offline, and not yet cached): nothing is sent; the next press tries again
    }
    logic.current = l;
    const { isValidEmail, postJson, notify, FEEDBACK_MESSAGES: M, NEWSLETTER_MESSAGES: N } = l;
    if (!isValidEmail(email)) {
      setError(M.emailInvalid);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError('');
    setSending(true);
    const ok = await postJson(endpoint, { email: email.trim(), type: 'newsletter' }, fetch);
    setSending(false);
    if (ok) {
      setEmail('');
      void notify('success', N.subscribedTitle, N.subscribedBody);
    } else {
      void notify('error', N.failedTitle, N.failedBody);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.newsletter}
      method="post"
      action={endpoint || undefined}
      onSubmit={submit}
      onFocus={start}
    >
      <input type="hidden" name="type" value="newsletter" />
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@school.org"
          value={email}
          maxLength={254}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            const l = logic.current;
            if (error && l) setError(l.isValidEmail(e.target.value) ? '' : l.FEEDBACK_MESSAGES.emailInvalid);
          }}
          className={styles.input}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-err`} className={styles.error} aria-live="polite">
        {error}
      </p>
      {children}
    </form>
  );
}
