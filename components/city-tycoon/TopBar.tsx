/**
 * The top bar: the title (home link), the seed box with Reset, and the game's status badges. Hook-free and without
 * 'use client': the static frame (Frame.tsx) draws it too, with no game, no handlers and the seed box empty (a
 * placeholder: the seed is a game's, docs/site.md "Static frames"). The home link is a plain one, like the site's (README, "Speed").
 */
import { SEED_MAX_LENGTH, TITLE, currentPlayer, type GameState } from '@/engines/city-tycoon';
import styles from './CityTycoon.module.css';

interface Props {
  game: GameState | null;
  /** The class's seed when a class link locks the setup, else null (the box is then editable). */
  lockedSeed: string | null;
  /** The seed box's text; null in the static frame (the box shows a placeholder). */
  seedDraft: string | null;
  onSeedDraft?: (seed: string) => void;
  /** Opens the setup dialog (Reset, or Enter in the seed box). */
  onSetup?: () => void;
}

export function TopBar({ game, lockedSeed, seedDraft, onSeedDraft, onSetup }: Props) {
  return (
    <header className={styles.topbar}>
      <h1 className={styles.title}>
        <a href="/" title="Back to the home page">
          {TITLE}
        </a>
      </h1>
      <div className={styles.seedBox}>
        <label htmlFor="ct-seed">Seed</label>
        <input
          id="ct-seed"
          {...(seedDraft === null ? { readOnly: true, placeholder: '—' } : { value: lockedSeed ?? seedDraft })}
          disabled={lockedSeed !== null}
          maxLength={SEED_MAX_LENGTH}
          onChange={onSeedDraft && ((e) => onSeedDraft(e.target.value))}
          onKeyDown={
            onSetup &&
            ((e) => {
              if (e.key === 'Enter') onSetup();
            })
          }
          aria-describedby="ct-seed-note"
          autoComplete="off"
        />
        <span id="ct-seed-note" className="visually-hidden">
          The seed decides the dice and the event deck. It is used for the next game: press Reset to start one.
        </span>
        <button type="button" className={`btn btn-outline ${styles.smallBtn}`} onClick={onSetup}>
          Reset
        </button>
      </div>
      {game && (
        <ul className={styles.badges} aria-label="Game status">
          <li data-testid="badge-turn">
            Turn {game.turn}/{game.cap}
          </li>
          <li>Now: {currentPlayer(game).name}</li>
          <li>Last roll: {game.lastRoll ? `${game.lastRoll[0]} + ${game.lastRoll[1]}` : '–'}</li>
          <li data-testid="badge-shops">Shops {game.houseSupply}</li>
          <li data-testid="badge-towers">Towers {game.towerSupply}</li>
        </ul>
      )}
    </header>
  );
}
