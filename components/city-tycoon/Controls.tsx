'use client';
/**
 * The row of game controls: Roll, End Turn, Auto End Turn, Help and, after the game, Show ranking. Each button's
 * enabled state and reason are the rules' refusal (RuleButton); Roll also waits for the walk and for open dialogs.
 */
import type { Action, GameState } from '@/engines/city-tycoon';
import { SCREEN_TEXT } from '@/content/city-tycoon/screen';
import { RuleButton } from './RuleButton';
import { refusalOf } from './ui';
import styles from './CityTycoon.module.css';

interface Props {
  game: GameState;
  dispatch: (a: Action) => void;
  /** The dice tumble or the token walks: Roll waits. */
  rolling: boolean;
  /** A dialog or the tile drawer is open: Roll waits. */
  anyModal: boolean;
  onHelp: () => void;
  /** Set when the game is over and the ranking dialog was closed: shows 'Show ranking'. */
  onShowRanking: (() => void) | null;
}

export function Controls({ game, dispatch, rolling, anyModal, onHelp, onShowRanking }: Props) {
  // While the dice roll, the wait is the reason (quietly: a visible one would flicker); after, the rules' refusal.
  const rollRefused = rolling ? null : refusalOf(game, { type: 'ROLL' });
  const rollWhy = rolling ? SCREEN_TEXT.rollWaits : (rollRefused ?? (anyModal ? SCREEN_TEXT.rollAfterDialog : null));
  // End Turn is there while the rules allow it and Auto End is off (focus moves to it after a move: Game.tsx focusMain).
  const showEnd = !game.autoEnd && refusalOf(game, { type: 'END_TURN' }) === null;
  return (
    <div className={styles.controls}>
      {/* aria-disabled (not disabled) keeps keyboard focus on Roll while the dice tumble. */}
      <RuleButton id="ct-roll" className="btn btn-primary" why={rollWhy} quietReason={rollRefused === null} onClick={() => dispatch({ type: 'ROLL' })}>
        🎲 Roll
      </RuleButton>
      {showEnd && (
        <button
          type="button"
          id="ct-endturn"
          className="btn btn-primary"
          onClick={() => {
            dispatch({ type: 'END_TURN' });
            requestAnimationFrame(() => document.getElementById('ct-roll')?.focus());
          }}
        >
          End Turn
        </button>
      )}
      <RuleButton
        className="btn btn-outline"
        pressed={game.autoEnd}
        why={refusalOf(game, { type: 'SET_AUTO_END', on: !game.autoEnd })}
        onClick={() => dispatch({ type: 'SET_AUTO_END', on: !game.autoEnd })}
      >
        Auto End Turn {game.autoEnd ? 'ON' : 'OFF'}
      </RuleButton>
      <button type="button" className={`btn btn-outline ${styles.helpBtn}`} onClick={onHelp} aria-label="Help">
        ?
      </button>
      {onShowRanking && (
        <button type="button" className="btn btn-outline" onClick={onShowRanking}>
          Show ranking
        </button>
      )}
    </div>
  );
}
