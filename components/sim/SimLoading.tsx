import type { Ref } from 'react';
import styles from './SimLoading.module.css';

/**
 * What a simulation route shows until its client island has loaded: a status line, alone (centred in the space the
 * game will take) or, with `overlay`, laid over the route's static frame so that taking it away moves nothing.
 */
export function SimLoading({ name, overlay = false, ref }: { name: string; overlay?: boolean; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={`sim-loading ${styles.loading}${overlay ? ` ${styles.overlay}` : ''}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading {name}…
    </div>
  );
}
