'use client';
/**
 * 'Share Your Feedback'. One form, rendered once: its inputs are plain uncontrolled DOM inputs that are never
 * replaced, so nothing a student types can be lost while code loads (docs/site.md, "Feedback and newsletter"). The
 * rules (yup, in lib/feedback) and the toast library are loaded when the section comes near the viewport or is touched,
 * and at the latest when the form is sent; validation then runs on submit and, after that, on every change.
 *
 * Without JavaScript the form posts (method="post", never GET: nothing personal in a URL) straight to the
 * form-forwarding endpoint when one is configured.
 */
import { useEffect, useRef, useState } from 'react';
import type { FeedbackEntry } from '@/lib/feedbackTypes';
import { site } from '@/lib/site';

type Rules = typeof import('@/lib/feedback');
type Errors = Partial<Record<keyof FeedbackEntry, string>>;

let rulesPromise: Promise<Rules> | null = null;
const loadRules = () => (rulesPromise ??= import('@/lib/feedback'));
/** The toast bridge and the messages it shows come with the rules, not with the page. */
const loadToasts = () => import('@/components/site/toastBridge');
const notifyOf = async (ok: boolean) => {
  const [{ notify }, { FEEDBACK_MESSAGES: M }] = await Promise.all([loadToasts(), import('@/lib/messages')]);
  if (ok) await notify('success', M.sentTitle, M.sentBody);
  else await notify('error', M.failedTitle, M.failedBody);
};

/** The form's class names, from the page's CSS module (components/marketing/Feedback.tsx): no class map in this file's JS. */
export interface FeedbackClasses {
  form: string;
  field: string;
  fieldError: string;
  formNote: string;
}

export function FeedbackSection({ classes: styles }: { classes: FeedbackClasses }) {
  const formRef = useRef<HTMLFormElement | null>(null);
  const rules = useRef<Rules | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const start = () => {
    if (rules.current) return;
    void loadToasts().then((t) => t.preloadToaster());
    void loadRules().then((m) => {
      rules.current = m;
    });
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // With JavaScript the form shows its own messages; without it the browser checks required fields.
    form.noValidate = true;
    if (!('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '600px 0px' });
    io.observe(form);
    return () => io.disconnect();
  }, []);

  const field = (name: keyof FeedbackEntry) => formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const values = (): FeedbackEntry => ({ name: field('name')?.value ?? '', email: field('email')?.value ?? '', feedback: field('feedback')?.value ?? '' });

  const onInput = () => {
    if (submitted && rules.current) setErrors(rules.current.validateFeedback(values()));
  };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const m = await loadRules();
    rules.current = m;
    setSubmitted(true);
    const found = m.validateFeedback(values());
    setErrors(found);
    const first = m.firstInvalidField(found);
    if (first) {
      field(first)?.focus();
      return;
    }
    setSending(true);
    const ok = await m.postJson(site.feedbackEndpoint, m.feedbackPayload(values()), fetch);
    setSending(false);
    if (ok) {
      formRef.current?.reset();
      setSubmitted(false);
      setErrors({});
    }
    await notifyOf(ok);
  };

  const row = (name: keyof FeedbackEntry, label: string, extra: Record<string, unknown>) => {
    const error = submitted ? errors[name] : undefined;
    const props = {
      id: `fb-${name}`,
      name,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `fb-${name}-err`,
      ...extra,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={`fb-${name}`}>{label}</label>
        {name === 'feedback' ? <textarea rows={5} {...props} /> : <input {...props} />}
        <p id={`fb-${name}-err`} className={styles.fieldError} aria-live="polite">
          {error ? (
            <>
              <span aria-hidden="true">⚠ </span>
              {error}
            </>
          ) : null}
        </p>
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={site.feedbackEndpoint || undefined}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocusCapture={start}
      onPointerEnter={start}
      aria-busy={sending}
    >
      {row('name', 'Name', { autoComplete: 'name', minLength: 2 })}
      {row('email', 'Email', { type: 'email', autoComplete: 'email' })}
      {row('feedback', 'Feedback', { minLength: 10 })}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? 'Sending...' : 'Send Feedback'}
      </button>
      <p className={styles.formNote}>
        Your name, email and feedback are sent to our feedback service only when you press Send Feedback.{' '}
        <a href="/privacy">Privacy</a>
      </p>
      {site.feedbackEndpoint ? null : (
        <noscript>
          <p className={styles.formNote}>Sending is not available on this copy of the site without JavaScript.</p>
        </noscript>
      )}
    </form>
  );
}
