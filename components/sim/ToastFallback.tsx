'use client';
/**
 * Toasts that could not load sonner (offline before the service worker kept it: components/sim/toast.ts), drawn as a
 * plain list at the top of the screen so a refusal or a notice is never lost without a word
 * (docs/accessibility.md, "Toasts"). Each shows its text, its choices if it has any, and a Dismiss button; it goes
 * after its duration like the toast it stands for. A newer one with the same id replaces it; at most 3 at a time.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { subscribeUnshown, type ToastMessage, type UnshownToast } from './toast';
import styles from './ToastFallback.module.css';

type Shown = UnshownToast & { key: number };

const text = (m: ToastMessage | undefined) => (typeof m === 'function' ? m() : m);

let nextKey = 1;

type Choice = { label: ReactNode; onClick: () => void };
/** sonner's action and cancel: a { label, onClick } pair (a bare node, which sonner renders as is, has no choice). */
function choice(c: unknown): Choice[] {
  return typeof c === 'object' && c !== null && 'label' in c && 'onClick' in c ? [c as Choice] : [];
}

function Item({ t, duration, close }: { t: Shown; duration: number; close: (key: number) => void }) {
  const ms = t.opts?.duration ?? duration;
  const { key } = t;
  useEffect(() => {
    if (!Number.isFinite(ms)) return;
    const timer = setTimeout(() => close(key), ms);
    return () => clearTimeout(timer);
  }, [ms, close, key]);
  const onClose = () => close(key);
  const choices = [...choice(t.opts?.action), ...choice(t.opts?.cancel)];
  return (
    <div className={t.kind === 'error' ? `${styles.item} ${styles.error}` : styles.item} role={t.kind === 'error' ? 'alert' : 'status'}>
      <p>
        <strong>{text(t.message)}</strong> {text(t.opts?.description)}
      </p>
      <p className={styles.actions}>
        {choices.map((c, i) => (
          <button
            key={i}
            type="button"
            className="btn btn-outline"
            onClick={() => {
              onClose();
              c.onClick();
            }}
          >
            {c.label}
          </button>
        ))}
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Dismiss
        </button>
      </p>
    </div>
  );
}

export function ToastFallback({ duration }: { duration: number }) {
  const [shown, setShown] = useState<Shown[]>([]);
  const close = useCallback((key: number) => setShown((prev) => prev.filter((p) => p.key !== key)), []);
  useEffect(
    () =>
      subscribeUnshown((t) =>
        setShown((prev) => {
          const id = t.opts?.id;
          const rest = id === undefined ? prev : prev.filter((p) => p.opts?.id !== id);
          return [...rest, { ...t, key: nextKey++ }].slice(-3);
        }),
      ),
    [],
  );
  if (!shown.length) return null;
  return (
    <div className={styles.list} data-testid="toast-fallback">
      {shown.map((t) => (
        <Item key={t.key} t={t} duration={duration} close={close} />
      ))}
    </div>
  );
}
