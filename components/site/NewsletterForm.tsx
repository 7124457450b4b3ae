'use client';
/**
 * Footer 'Stay Updated' box: validates the address, posts {email, type: 'newsletter'} (DECISIONS.md) and says
 * "You're subscribed." / "Could not subscribe. Please try again." under the titles 'Success!' / 'Error'.
 * Without JavaScript it posts the same two fields as a plain form (method="post": never in a URL) to the
 * endpoint when one is configured.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isValidEmail, postJson } from '@/lib/email';
import { FEEDBACK_MESSAGES as M, NEWSLETTER_MESSAGES as N } from '@/lib/messages';
import { site } from '@/lib/site';
import { notify, preloadToaster } from './toastBridge';
import styles from './SiteFooter.module.css';

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    // With JavaScript the box shows its own message; without it the browser checks the address.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email)) {
      setError(M.emailInvalid);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError('');
    setSending(true);
    const ok = await postJson(site.feedbackEndpoint, { email: email.trim(), type: 'newsletter' }, fetch);
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
      action={site.feedbackEndpoint || undefined}
      onSubmit={submit}
      onFocus={preloadToaster}
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
            if (error) setError(isValidEmail(e.target.value) ? '' : M.emailInvalid);
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
      <p className={styles.note}>
        Only your email is sent, to our mailing service, when you press Subscribe.{' '}
        <a href="/privacy" className={styles.noteLink}>
          Privacy
        </a>
      </p>
      {site.feedbackEndpoint ? null : (
        <noscript>
          <p className={styles.note}>Subscribing is not available on this copy of the site without JavaScript.</p>
        </noscript>
      )}
    </form>
  );
}
