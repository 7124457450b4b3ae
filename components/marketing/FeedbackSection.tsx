'use client';
/**
 * 'Share Your Feedback'. The real form (formik + yup + toasts) is loaded only
 * when the section comes near the viewport or is touched; until it arrives the
 * same fields are plain inputs, and whatever was typed (and the focus) carries over.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { EMPTY_FEEDBACK, type FeedbackEntry } from '@/lib/feedbackTypes';
import { preloadToaster } from '@/components/site/toastBridge';
import styles from './marketing.module.css';

type FormProps = { initialValues: FeedbackEntry; focusField: string | null };

export function FeedbackSection() {
  const ref = useRef<HTMLDivElement | null>(null);
  const started = useRef(false);
  const [loaded, setLoaded] = useState<{ Form: ComponentType<FormProps>; props: FormProps } | null>(null);

  const start = () => {
    if (started.current) return;
    started.current = true;
    preloadToaster();
    import('./FeedbackForm').then((m) => {
      // Read what was typed at the moment of the swap, not when loading began.
      const form = ref.current?.querySelector('form');
      const get = (n: string) => (form?.elements.namedItem(n) as HTMLInputElement | null)?.value ?? '';
      const active = document.activeElement as HTMLInputElement | null;
      setLoaded({
        Form: m.default,
        props: {
          initialValues: form ? { name: get('name'), email: get('email'), feedback: get('feedback') } : EMPTY_FEEDBACK,
          focusField: active && form?.contains(active) ? active.name : null,
        },
      });
    });
  };

  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={ref} onFocusCapture={start} onPointerEnter={start}>
      {loaded ? <loaded.Form {...loaded.props} /> : <StaticForm />}
    </div>
  );
}

/** The same fields before the form library arrives (also what visitors without JavaScript see). */
function StaticForm() {
  return (
    <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor="fb-name">Name</label>
        <input id="fb-name" name="name" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label htmlFor="fb-email">Email</label>
        <input id="fb-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor="fb-feedback">Feedback</label>
        <textarea id="fb-feedback" name="feedback" rows={5} />
      </div>
      <button type="submit" className="btn btn-primary">
        Send Feedback
      </button>
    </form>
  );
}
