/**
 * How the screen plays a move into the week's record: the core's `play` (engines/core/record.ts), with two things
 * LaunchPad's typed answer needs, which the core's `play` does not do:
 *
 * - typing the answer is one move however many keystrokes: an answer right after an answer replaces it (the rules keep
 *   only the last text, so the week replays the same), instead of one move — holding the whole text — per keystroke;
 * - the answer is recorded as the rules kept it (cut at 2,000 characters), so the save never holds a pasted text
 *   longer than the limit.
 *
 * And a week's record keeps at most RECORD_MOVES_MAX moves: past it, a move is refused ('week-full') until a new week
 * starts, so the save always loads.
 */
import { isRefused, refusedAs, type Step } from '../core/contract';
import type { Played } from '../core/record';
import { MSG, RECORD_MOVES_MAX, REFUSAL } from './constants';
import { rules } from './manifest';
import type { LaunchpadSetup, LaunchpadState, Move } from './types';

export type PlayedWeek = Played<LaunchpadState, LaunchpadSetup, Move>;

export function playMove(played: PlayedWeek, move: Move): { played: PlayedWeek; step: Step<LaunchpadState> } {
  const step = rules.step(played.state, move);
  if (isRefused(step) || step.state === played.state) return { played, step };
  const moves = played.record.moves;
  const typed = move.type === 'setUniquenessText';
  const recorded: Move = typed ? { type: 'setUniquenessText', text: step.state.competitorSelection.uniquenessText } : move;
  const next = typed && moves.at(-1)?.type === 'setUniquenessText' ? [...moves.slice(0, -1), recorded] : [...moves, recorded];
  if (next.length > RECORD_MOVES_MAX) return { played, step: refusedAs(played.state, REFUSAL.weekFull, MSG.weekFull) };
  return { played: { record: { ...played.record, moves: next }, state: step.state }, step };
}
