/**
 * Bullwhip Rush's static frame (docs/site.md, "Static frames"): the header and How to play with the four tiers, drawn
 * at build time by the game's own components with no game: the pickers show "—", no mode is ticked and nothing is
 * marked chosen (those are a game's setup). The route passes it to the island as children; the game replaces it once
 * loaded. No 'use client', no hooks, no handlers.
 */
import { Header } from './Header';
import { Intro } from './Intro';
import styles from './Game.module.css';

export function BullwhipFrame() {
  return (
    <div className={styles.page}>
      <Header game={null} />
      <Intro game={null} />
    </div>
  );
}
