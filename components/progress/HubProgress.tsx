'use client';
/**
 * The hub's mount point for the progress card: the card, its storage code and jotai load after hydration
 * (`ssr: false`), so the hub's first load stays within the marketing budget. The placeholder keeps the card's room.
 */
import dynamic from 'next/dynamic';
import styles from './HubProgress.module.css';

const ProgressCard = dynamic(() => import('./ProgressCard'), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});

export function HubProgress() {
  return <ProgressCard />;
}
