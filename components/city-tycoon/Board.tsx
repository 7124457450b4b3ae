'use client';
import { memo, type ReactNode } from 'react';
import { HoppingToken } from './lazyFx';
import { BOARD, SETS, TOWER_LEVEL, type GameState } from '@/engines/city-tycoon';
import styles from './CityTycoon.module.css';
import { gridPos, playerColor, tileLabel } from './ui';

interface BoardProps {
  game: GameState;
  onOpenTile: (i: number) => void;
  center: ReactNode;
  /** The token on its walk (presentation only; the state already holds where it landed), or null. */
  walker?: { player: number; pos: number; step: number } | null;
}

function BoardImpl({ game, onOpenTile, center, walker = null }: BoardProps) {
  const cur = game.players[game.current];
  const shownPos = (p: { id: number; pos: number }) => (walker && walker.player === p.id ? walker.pos : p.pos);
  return (
    <div
      className={styles.board}
      role="group"
      aria-label={`Board: ${BOARD.length} tiles clockwise from City Hall (bottom right)`}
      data-animating={walker ? 'walk' : undefined}
    >
      {BOARD.map((t, i) => {
        const { row, col } = gridPos(i);
        const owner = game.ownership[i];
        const h = game.houses[i];
        const here = game.players.filter((p) => !p.bankrupt && shownPos(p) === i);
        const side = i < 10 ? 'bottom' : i < 20 ? 'left' : i < 30 ? 'top' : 'right';
        const corner = i % 10 === 0;
        return (
          <button
            key={i}
            type="button"
            className={`${styles.tile} ${styles[`side_${side}`]} ${corner ? styles.corner : ''} ${cur.pos === i && !cur.bankrupt ? styles.tileCurrent : ''}`}
            style={{ gridRow: row, gridColumn: col }}
            onClick={() => onOpenTile(i)}
            aria-label={tileLabel(game, i)}
            data-tile={i}
            data-testid={`tile-${i}`}
          >
            {t.kind === 'property' && <span className={styles.band} style={{ background: SETS[t.set].color }} aria-hidden="true" />}
            <span className={styles.tileName} aria-hidden="true">
              {t.kind === 'event' ? '★ Event' : t.short}
            </span>
            <span className={styles.tileMeta} aria-hidden="true">
              {owner !== null && (
                <span className={styles.ownerMark} style={{ borderColor: playerColor(owner) }} title={`Owner ${game.players[owner].name}`}>
                  P{owner + 1}
                </span>
              )}
              {h > 0 && <span className={styles.buildMark}>{h === TOWER_LEVEL ? '▲T' : `${h}⌂`}</span>}
              {game.mortgaged[i] && <span className={styles.mortMark}>M</span>}
            </span>
            {here.length > 0 && (
              <span className={styles.tokens} aria-hidden="true">
                {here.map((p) =>
                  walker && walker.player === p.id ? (
                    // One hop per square: a new key on each square replays the hop.
                    <HoppingToken key={`walk-${walker.step}`} className={styles.token} style={{ background: playerColor(p.id) }} testId="walking-token">
                      {p.id + 1}
                    </HoppingToken>
                  ) : (
                    <span key={p.id} className={styles.token} style={{ background: playerColor(p.id) }} data-testid={`token-${p.id}`}>
                      {p.id + 1}
                    </span>
                  ),
                )}
              </span>
            )}
          </button>
        );
      })}
      <div className={styles.center}>{center}</div>
    </div>
  );
}

export const Board = memo(BoardImpl);
