/** The walk the screen animates square by square (docs/rules/city-tycoon.md, "The screen"): pure, checked against the engine's moves. */
import { BOARD_SIZE, DETENTION_TILE } from './constants';
import { step } from './engine';
import { walkPlan, walkSquares } from './selectors';
import { game, withDice } from './testkit';
import type { GameState } from './types';

test('each square walked in order, the landing square last', () => {
  expect(walkSquares(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(walkSquares(12, 2)).toEqual([13, 14]);
  expect(walkSquares(5, 0)).toEqual([]);
});

test('passing City Hall wraps the walk through square 0 and says so', () => {
  const w = walkPlan(0, 36, 6, 2);
  expect(w.squares).toEqual([37, 38, 39, 0, 1, 2]);
  expect(w.passedStart).toBe(true);
  expect(w.then).toBeNull();
  expect(walkPlan(0, 3, 4, 7).passedStart).toBe(false);
  expect(walkPlan(0, 34, 6, 0).passedStart).toBe(true); // landing on City Hall counts
});

test('landing on Go to Detention walks there, then is sent to Detention without walking', () => {
  const w = walkPlan(1, 25, 5, DETENTION_TILE);
  expect(w.squares).toEqual([26, 27, 28, 29, 30]);
  expect(w.then).toBe(DETENTION_TILE);
  expect(w.toDetention).toBe(true);
  expect(w.passedStart).toBe(false); // going to Detention never passes City Hall
});

test('a third double moves nobody: no squares, straight to Detention', () => {
  const w = walkPlan(0, 17, null, DETENTION_TILE);
  expect(w.squares).toEqual([]);
  expect(w.then).toBe(DETENTION_TILE);
  expect(w.toDetention).toBe(true);
});

/** Roll and advance through the engine: the walk's last square (or `then`) is where the engine put the token. */
function roll(s: GameState, from: number, dice: [number, number]) {
  const start: GameState = withDice({ ...s, players: s.players.map((p) => (p.id === s.current ? { ...p, pos: from } : p)) }, ...dice);
  const rolled = step(start, { type: 'ROLL' }).state;
  const moved = rolled.phase === 'MOVING' ? step(rolled, { type: 'ADVANCE' }).state : rolled;
  const m = start.current;
  return { walk: walkPlan(m, from, rolled.pendingMove?.steps ?? null, moved.players[m].pos), start, moved };
}

test('against the engine: past City Hall the walk wraps and the engine pays the start bonus', () => {
  const { walk, start, moved } = roll({ ...game(2), autoEnd: false }, 38, [2, 3]);
  expect(walk.squares).toEqual([39, 0, 1, 2, 3]);
  expect(walk.passedStart).toBe(true);
  expect(moved.players[0].pos).toBe(walk.squares[walk.squares.length - 1]);
  expect(moved.log.some((e) => e.text.includes('passed City Hall'))).toBe(true);
  expect(start.players[0].pos).toBe(38);
});

test('against the engine: landing on Go to Detention ends in Detention after the walk', () => {
  const { walk, moved } = roll({ ...game(2), autoEnd: false }, 24, [2, 4]);
  expect(walk.squares[walk.squares.length - 1]).toBe(30);
  expect(walk.then).toBe(DETENTION_TILE);
  expect(moved.players[0].inJail).toBe(true);
  expect(walk.squares.every((sq) => sq >= 0 && sq < BOARD_SIZE)).toBe(true);
});
