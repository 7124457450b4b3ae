'use client';
import { useRouter } from 'next/navigation';
import styles from './summit.module.css';

/** The intro's logo button: resets the game and returns to the home page (spec). The store loads only on click. */
export function LogoReset() {
  const router = useRouter();
  const onClick = async () => {
    try {
      const [{ getDefaultStore }, { RESET }, { summitAtom }] = await Promise.all([
        import('jotai'),
        import('@/lib/storage/persisted'),
        import('./store'),
      ]);
      getDefaultStore().set(summitAtom, RESET as typeof import('jotai/utils').RESET);
    } finally {
      router.push('/');
    }
  };
  return (
    <button type="button" className={styles.logo} onClick={onClick}>
      <span className="emoji" aria-hidden="true">⛰️</span> Summit of Decisions
      <span className="visually-hidden"> (start over and go to the home page)</span>
    </button>
  );
}
