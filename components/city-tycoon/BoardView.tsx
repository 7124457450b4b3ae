/**
 * The board's squares, drawn from a game's state or, with `game` null, empty: names, colour bands and prices only,
 * the rules' constants. Hook-free and without 'use client', so the route's static frame (Frame.tsx, docs/site.md
 * "Static frames") draws the same board at build time; the game draws it through Board.tsx, which adds the tile
 * handler and the hopping token.
 */
import { Fragment, type ReactNode } from 'react';
import { BOARD, SETS, TOWER_LEVEL, type GameState } from '@/engines/city-tycoon';
import styles from './CityTycoon.module.css';
import { gridPos, playerColor, tileLabel } from './ui';

export interface BoardViewProps {
  /** The game shown, or null: the empty board (no game yet, or the static frame). */
  game: GameState | null;
  /** Opens a tile's drawer; none in the static frame. */
  onOpenTile?: (i: number) => void;
  /** What the middle of the board holds (the dice), or nothing. */
  center?: ReactNode;
  /** The token on its walk (presentation only; the state already holds where it landed), or null. */
  walker?: { player: number; pos: number; step: number } | null;
  /** Draws the walking token (Board.tsx: the hopping token, loaded on first use). */
  walkingToken?: (player: number, step: number) => ReactNode;
}

export function BoardView({ game, onOpenTile, center, walker = null, walkingToken }: BoardViewProps) {
  const cur = game ? game.players[game.current] : null;
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
        const owner = game ? game.ownership[i] : null;
        const h = game ? game.houses[i] : 0;
        const here = game ? game.players.filter((p) => !p.bankrupt && shownPos(p) === i) : [];
        const side = i < 10 ? 'bottom' : i < 20 ? 'left' : i < 30 ? 'top' : 'right';
        const corner = i % 10 === 0;
        return (
          <button
            key={i}
            type="button"
            className={`${styles.tile} ${styles[`side_${side}`]} ${corner ? styles.corner : ''} ${cur && cur.pos === i && !cur.bankrupt ? styles.tileCurrent : ''}`}
            style={{ gridRow: row, gridColumn: col }}
            onClick={onOpenTile && (() => onOpenTile(i))}
            aria-label={tileLabel(game, i)}
            data-tile={i}
            data-testid={`tile-${i}`}
          >
            {t.kind === 'property' && <span className={styles.band} style={{ background: SETS[t.set].color }} aria-hidden="true" />}
            <span className={styles.tileName} aria-hidden="true">
              {t.kind === 'event' ? '★ Event' : t.short}
            </span>
            <span className={styles.tileMeta} aria-hidden="true">
              {game && owner !== null && (
                <span className={styles.ownerMark} style={{ borderColor: playerColor(owner) }} title={`Owner ${game.players[owner].name}`}>
                  P{owner + 1}
                </span>
              )}
              {h > 0 && <span className={styles.buildMark}>{h === TOWER_LEVEL ? '▲T' : `${h}⌂`}</span>}
              {game?.mortgaged[i] && <span className={styles.mortMark}>M</span>}
            </span>
            {here.length > 0 && (
              <span className={styles.tokens} aria-hidden="true">
                {here.map((p) =>
                  walker && walker.player === p.id && walkingToken ? (
                    // One hop per square: a new key on each square replays the hop.
                    <Fragment key={`walk-${walker.step}`}>{walkingToken(p.id, walker.step)}</Fragment>
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
