'use client';
import { memo, type ReactNode } from 'react';
import type { GameState } from '@/engines/city-tycoon';
import { BoardView } from './BoardView';
import { HoppingToken } from './lazyFx';
import styles from './CityTycoon.module.css';
import { playerColor } from './ui';

interface BoardProps {
  game: GameState;
  onOpenTile: (i: number) => void;
  center: ReactNode;
  /** The token on its walk (presentation only; the state already holds where it landed), or null. */
  walker?: { player: number; pos: number; step: number } | null;
}

const walkingToken = (player: number) => (
  <HoppingToken className={styles.token} style={{ background: playerColor(player) }} testId="walking-token">
    {player + 1}
  </HoppingToken>
);

/** The game's board: BoardView (also the static frame's) with the tile handler and the hopping token. */
function BoardImpl({ game, onOpenTile, center, walker = null }: BoardProps) {
  return <BoardView game={game} onOpenTile={onOpenTile} center={center} walker={walker} walkingToken={walkingToken} />;
}

export const Board = memo(BoardImpl);
