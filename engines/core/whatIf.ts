/**
 * "What if?" replays (docs/engines.md, "What if?"): a student's own game, played again with one change. The record's
 * moves are replayed up to a point; from there a named policy plays the rest of the game, move by move, through the
 * same rules and the same seed. The change is a policy, never an edited result: if the rules refuse a move the policy
 * makes, the replay stops there and says so.
 */
import type { Refusal } from './contract';
import { isRefused } from './contract';
import { replay, type GameRecord, type Rules } from './record';

/** A way of playing: the next move for a state, or null when it has nothing more to play. */
export type Policy<S, Move> = (state: S) => Move | null;

export interface WhatIfResult<S, Move> {
  /** Where the replay ended: the game's end, or the state before the refused move. */
  state: S;
  /** The moves of the replay: the record's up to `from`, then the policy's. */
  moves: Move[];
  /** Every state after each move, the first being the state at `from` (for drawing the line). */
  states: S[];
  /** Set when the rules refused a move of the policy: which (0-based, in `moves`' numbering) and why. */
  stopped?: { at: number; move: Move; refusal: Refusal };
  /** Set when the record itself did not replay up to `from` (a record the current rules refuse). */
  broken?: { at: number; refusal: Refusal };
}

/**
 * Replays `record` up to move `from` (0 = from the start), then lets `policy` play until it returns null, the game is
 * over (`isOver`), or `maxMoves` more moves were played.
 */
export function whatIf<S, Move, Setup>(
  rules: Rules<S, Move, Setup>,
  record: GameRecord<Setup, Move>,
  from: number,
  policy: Policy<S, Move>,
  isOver: (state: S) => boolean,
  maxMoves = 1000,
): WhatIfResult<S, Move> {
  const start = Math.max(0, Math.min(from, record.moves.length));
  const base = replay(rules, record, start);
  if (!base.ok) return { state: base.state, moves: record.moves.slice(0, base.at), states: [base.state], broken: { at: base.at, refusal: base.refusal } };
  let state = base.state;
  const moves = record.moves.slice(0, start);
  const states = [state];
  for (let i = 0; i < maxMoves && !isOver(state); i++) {
    const move = policy(state);
    if (move === null) break;
    const step = rules.step(state, move);
    if (isRefused(step)) return { state, moves, states, stopped: { at: moves.length, move, refusal: step.refusal } };
    state = step.state;
    moves.push(move);
    states.push(state);
  }
  return { state, moves, states };
}

/**
 * The number of the record's moves to replay before a policy takes over: the fewest after which `reached` holds (the
 * round or the day the change starts), or all of them when it never does. The record's moves after it, up to the
 * point, are the ones the policy replaces.
 */
export function movesBefore<S, Move, Setup>(rules: Rules<S, Move, Setup>, record: GameRecord<Setup, Move>, reached: (state: S) => boolean): number {
  let state = rules.init(record.setup, record.seed);
  for (let i = 0; i < record.moves.length; i++) {
    if (reached(state)) return i;
    const step = rules.step(state, record.moves[i]);
    if (isRefused(step)) return i;
    state = step.state;
  }
  return record.moves.length;
}
