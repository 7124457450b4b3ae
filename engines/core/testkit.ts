/**
 * For tests only: what every game's tests share (docs/engines.md, "Testing a game") — play a list of moves, expect a
 * refusal by its code, and the random runner that plays legal moves until the game ends and checks the record
 * replays to the same state.
 */
import { isRefused, type Refusal, type Step } from './contract';
import { Rng } from './prng';
import { play, replay, start, type Played, type Rules } from './record';

/** Plays `moves` from a new game; throws naming the first refused move (a test's setup must be legal). */
export function playMoves<S, Move, Setup>(rules: Rules<S, Move, Setup>, setup: Setup, seed: string, moves: readonly Move[]): Played<S, Setup, Move> {
  let played = start(rules, setup, seed);
  moves.forEach((move, i) => {
    const out = play(rules, played, move);
    if (isRefused(out.step)) throw new Error(`move ${i + 1} (${JSON.stringify(move)}) was refused: ${out.step.refusal.message}`);
    played = out.played;
  });
  return played;
}

/** The step (or refusal) must be a refusal with this code. */
export function expectRefusal<S>(stepOrRefusal: Step<S> | Refusal | null, code: string): void {
  const refusal = stepOrRefusal && 'message' in stepOrRefusal ? stepOrRefusal : (stepOrRefusal as Step<S> | null)?.refusal;
  expect(refusal ? { code: refusal.code } : null).toEqual({ code });
  expect(typeof refusal?.message).toBe('string');
}

export interface RandomRun<S, Setup, Move> {
  played: Played<S, Setup, Move>;
  /** How many candidate moves the rules refused along the way (each left the state unchanged). */
  refused: number;
}

/**
 * Plays a whole game with random choices: `candidates(state)` lists moves to try (legal or not); one is picked by a
 * generator seeded with `runSeed`. Every refusal must leave the state as it was, and the record must replay to the
 * final state. Stops when `candidates` returns none or after `maxMoves`.
 */
export function randomRun<S, Move, Setup>(
  rules: Rules<S, Move, Setup>,
  setup: Setup,
  seed: string,
  candidates: (state: S) => readonly Move[],
  runSeed: string,
  maxMoves = 2000,
): RandomRun<S, Setup, Move> {
  const rng = Rng.fromSeed(runSeed);
  let played = start(rules, setup, seed);
  let refused = 0;
  for (let i = 0; i < maxMoves * 4 && played.record.moves.length < maxMoves; i++) {
    const options = candidates(played.state);
    if (!options.length) break;
    const move = rng.pick(options);
    const before = played.state;
    const out = play(rules, played, move);
    if (isRefused(out.step)) {
      refused++;
      expect(out.step.state).toBe(before);
      expect(rules.refusal(before, move)).toEqual(out.step.refusal);
    } else played = out.played;
  }
  const again = replay(rules, played.record);
  expect(again.ok).toBe(true);
  expect(again.state).toEqual(played.state);
  return { played, refused };
}
