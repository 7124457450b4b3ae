/**
 * City Tycoon's static frame (docs/site.md, "Static frames"): the top bar with an empty seed box, the coach line and
 * the empty board, drawn at build time by the game's own components, from the rules' constants only. The route
 * passes it to the island as children; the game replaces it once loaded. No 'use client', no hooks, no handlers.
 */
import { EmptyTable } from './EmptyTable';
import { TopBar } from './TopBar';
import styles from './CityTycoon.module.css';

export function CityTycoonFrame() {
  return (
    <div className={styles.app}>
      <TopBar game={null} lockedSeed={null} seedDraft={null} />
      <EmptyTable />
    </div>
  );
}
