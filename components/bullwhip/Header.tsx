/**
 * The header: home link, title, the scenario and role pickers (locked once started or in a class), Start and Reset.
 * Hook-free and without 'use client': the static frame (Frame.tsx, docs/site.md "Static frames") draws it too, with
 * no game and no handlers; its pickers then show "—" (a placeholder: the setup is a game's) over the same options,
 * so they keep their width. The home link is a plain one, like the site's (README, "Speed"): nothing is prefetched.
 */
import type { Ref } from 'react';
import type { Refusal } from '@/engines/core/contract';
import { SCENARIOS, SCENARIO_NAMES, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import type { GameState, ScenarioId, Setup, Tier } from '@/engines/bullwhip/types';
import styles from './Game.module.css';

interface Props {
  /** The game, or null in the static frame. */
  game: GameState | null;
  /** Why the pickers are locked (the engine's refusal, or the class's lock), null when they can change. */
  locked?: Refusal | null;
  /** Why Start is refused (the engine's refusal), null when it can start. */
  startRefusal?: Refusal | null;
  startRef?: Ref<HTMLButtonElement>;
  /** A new setup from the selects (a new record, unless the rules lock the setup). */
  onSetup?: (change: Partial<Setup>) => void;
  onStart?: () => void;
  onReset?: () => void;
}

/** The frame's picker shows this until the game says which option is chosen. */
const placeholder = (
  <option value="" hidden>
    —
  </option>
);

export function Header({ game, locked = null, startRefusal = null, startRef, onSetup, onStart, onReset }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <a href="/" className={styles.home}>
          ← Home
        </a>
        <h1 className={styles.title}>Bullwhip Rush</h1>
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>Scenario</span>
          <select
            {...(game ? { value: game.scenario } : { defaultValue: '' })}
            disabled={locked !== null}
            title={locked?.message}
            onChange={onSetup && ((e) => onSetup({ scenario: e.target.value as ScenarioId }))}
          >
            {!game && placeholder}
            {SCENARIOS.map((s) => (
              <option key={s} value={s}>
                {SCENARIO_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        {/* In Team mode the tiers are the intro's checkboxes (Player 1's tier is the role). */}
        {game?.mode !== 'Team' && (
          <label className={styles.field}>
            <span>Your role</span>
            <select
              {...(game ? { value: game.playerRole } : { defaultValue: '' })}
              disabled={locked !== null}
              title={locked?.message}
              onChange={onSetup && ((e) => onSetup({ playerRole: e.target.value as Tier }))}
            >
              {!game && placeholder}
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {t} {TIER_NAMES[t]}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.buttons}>
          <button ref={startRef} type="button" className="btn btn-primary" onClick={onStart} disabled={startRefusal !== null} title={startRefusal?.message}>
            Start
          </button>
          <button type="button" className="btn btn-outline" onClick={onReset}>
            Reset
          </button>
        </div>
      </div>
    </header>
  );
}
