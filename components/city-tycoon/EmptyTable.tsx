/**
 * The table before a game: the coach line and the empty board (names, colour bands, prices: the rules' constants).
 * The game shows it behind the setup dialog, and the route's static frame (Frame.tsx) draws the same, so a new
 * visitor's first screen does not move when the game arrives (docs/rules/city-tycoon.md, "The screen").
 * Hook-free and without 'use client'.
 */
import { SCREEN_TEXT } from '@/content/city-tycoon/screen';
import { BoardView } from './BoardView';
import styles from './CityTycoon.module.css';

export function EmptyTable() {
  return (
    <>
      <p className={styles.coach}>
        <span className="emoji" aria-hidden="true">💡</span>{' '}
        <strong>Coach:</strong> {SCREEN_TEXT.noGame}
      </p>
      <div className={styles.layout}>
        <div className={styles.boardArea}>
          <BoardView game={null} />
        </div>
      </div>
    </>
  );
}
