'use client';
/**
 * The feedback form (formik + yup, lib/feedback): validation on submit, then on
 * every change; focus to the first invalid field; 'Sending...' while sending;
 * success empties the form, failure keeps every character.
 */
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import {
  FEEDBACK_MESSAGES as M,
  FEEDBACK_MAX,
  NAME_MAX,
  EMAIL_MAX,
  EMPTY_FEEDBACK,
  feedbackPayload,
  firstInvalidField,
  postJson,
  validateFeedback,
  type FeedbackEntry,
} from '@/lib/feedback';
import { site } from '@/lib/site';
import { notify } from '@/components/site/toastBridge';
import styles from './marketing.module.css';

export default function FeedbackForm({ initialValues, focusField }: { initialValues: FeedbackEntry; focusField: string | null }) {
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Record<keyof FeedbackEntry, HTMLInputElement | HTMLTextAreaElement | null>>({ name: null, email: null, feedback: null });

  const formik = useFormik<FeedbackEntry>({
    initialValues,
    validate: validateFeedback,
    validateOnChange: submitted,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const ok = await postJson(site.feedbackEndpoint, feedbackPayload(values), fetch);
      if (ok) {
        helpers.resetForm({ values: EMPTY_FEEDBACK });
        setSubmitted(false);
        await notify('success', M.sentTitle, M.sentBody);
      } else {
        await notify('error', M.failedTitle, M.failedBody);
      }
    },
  });

  useEffect(() => {
    if (focusField && focusField in refs.current) refs.current[focusField as keyof FeedbackEntry]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const errors = await formik.validateForm();
    formik.setTouched({ name: true, email: true, feedback: true }, false);
    const first = firstInvalidField(errors);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    await formik.submitForm();
  };

  const field = (name: keyof FeedbackEntry, label: string, max: number, extra: Record<string, unknown> = {}) => {
    const error = submitted ? formik.errors[name] : undefined;
    const common = {
      id: `fb-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': `fb-${name}-err`,
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        refs.current[name] = el;
      },
      ...extra,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={`fb-${name}`}>{label}</label>
        {name === 'feedback' ? (
          <textarea rows={5} {...(common as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} ref={common.ref as React.Ref<HTMLTextAreaElement>} />
        ) : (
          <input {...(common as React.InputHTMLAttributes<HTMLInputElement>)} ref={common.ref as React.Ref<HTMLInputElement>} />
        )}
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
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={formik.isSubmitting}>
      {field('name', 'Name', NAME_MAX, { autoComplete: 'name' })}
      {field('email', 'Email', EMAIL_MAX, { type: 'email', autoComplete: 'email' })}
      {field('feedback', 'Feedback', FEEDBACK_MAX)}
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Sending...' : 'Send Feedback'}
      </button>
    </form>
  );
}
