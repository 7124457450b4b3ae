'use client';
/** Footer 'Stay Updated' box: validates the address, posts {email, type: 'newsletter'} (DECISIONS.md). */
import { useId, useState } from 'react';
import { isValidEmail, postJson } from '@/lib/email';
import { FEEDBACK_MESSAGES as M } from '@/lib/messages';
import { site } from '@/lib/site';
import { notify, preloadToaster } from './toastBridge';
import styles from './SiteFooter.module.css';

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

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
      void notify('success', M.sentTitle, M.sentBody);
    } else {
      void notify('error', M.failedTitle, M.failedBody);
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate onFocus={preloadToaster}>
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
    </form>
  );
}
