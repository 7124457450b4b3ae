import { replay } from '../core/record';
import { playMoves } from '../core/testkit';
import { codeFor, summaryOf } from './classroom';
import { MSG } from './constants';
import { demandFor, resolveRound } from './engine';
import { rules } from './index';
import type { GameState, Move, Setup } from './types';
import { bullwhipWhatIf, lineOf, recordOfCode, roundProblem, roundRange } from './whatIf';

/** A game played with orders that swing (the bullwhip a student makes), with powers used on the way. */
function playedGame(setup: Setup, seed = 'CLASS-7') {
  const orders = [4, 8, 16, 20, 12, 0, 0, 10, 14, 6, 4, 4];
  const moves: Move[] = [{ type: 'start' }];
  orders.forEach((order, i) => {
    if (i === 2 && setup.playerRole !== 'F') moves.push({ type: 'armPower', power: 'expedite' });
    moves.push({ type: 'resolve', order });
  });
  return playMoves(rules, setup, seed, moves);
}

/** Replays the record's moves of the rounds before `round` (Start and rounds 1..round−1), by hand. */
function stateBefore(moves: readonly Move[], setup: Setup, seed: string, round: number): GameState {
  let n = 1; // the Start
  for (let resolved = 0; resolved < round - 1; n++) if (moves[n].type === 'resolve') resolved++;
  const out = replay(rules, { game: 'bullwhip', rulesVersion: rules.RULES_VERSION, setup, seed, moves: moves.slice(0, n) });
  if (!out.ok) throw new Error('record does not replay');
  return out.state;
}

const stepBy = (s: GameState, order: number): GameState => {
  const out = rules.step(s, { type: 'resolve', order });
  if (out.refusal) throw new Error(out.refusal.message);
  return out.state;
};

describe('Bullwhip "what if?"', () => {
  const setups: Setup[] = [
    { scenario: 'classic', playerRole: 'R' },
    { scenario: 'noisy', playerRole: 'W' },
    { scenario: 'promo', playerRole: 'D' },
    { scenario: 'classic', playerRole: 'F' },
  ];

  it.each(setups)('the autopilot from round 6 equals an explicit replay: the record to round 6, then the automated seat by hand (%o)', (setup) => {
    const played = playedGame(setup);
    const out = bullwhipWhatIf(played.record, 6, 'autopilot');
    let s = stateBefore(played.record.moves, setup, played.record.seed, 6);
    expect(s.round).toBe(6);
    // The engine's own automated seat (playerOrder null: the autopilot orders for the player's tier too).
    while (!s.isFinished) s = resolveRound(s, null);
    expect(out.result.state.log).toEqual(s.log);
    expect(out.result.state.nodes).toEqual(s.nodes);
    expect(out.stopped).toBeNull();
    // Rounds 1–5 are the student's own.
    expect(out.whatIf.orders.slice(0, 5)).toEqual(out.actual.orders.slice(0, 5));
    expect(out.whatIf.chainCost.slice(0, 5)).toEqual(out.actual.chainCost.slice(0, 5));
  });

  it.each(setups)('the autopilot from round 1 is the autopilot’s chain of the summary (%o)', (setup) => {
    const played = playedGame(setup);
    const out = bullwhipWhatIf(played.record, 1, 'autopilot');
    expect(out.whatIf.chainCost[11]).toBe(summaryOf(played.state).autopilotChainCost);
    expect(out.actual.chainCost[11]).toBe(summaryOf(played.state).chainCost);
    expect(out.actual.tierCost[11]).toBe(summaryOf(played.state).cost);
  });

  it.each(setups)('"order what you received" from round 4 equals stepping the demand faced by hand (%o)', (setup) => {
    const played = playedGame(setup);
    const out = bullwhipWhatIf(played.record, 4, 'received');
    let s = stateBefore(played.record.moves, setup, played.record.seed, 4);
    const me = setup.playerRole;
    while (!s.isFinished) s = stepBy(s, me === 'R' ? demandFor(s.scenario, s.round, s.seed) : s.nodes[me].inOrders[0]);
    expect(out.result.state.log).toEqual(s.log);
    // From round 4 on, the tier orders exactly what it received that round.
    for (const e of out.result.state.log.slice(3)) expect(e.orders[me]).toBe(e.received[me]);
    // and no power is used from the change on (the student's expedite of round 3 stays).
    for (const e of out.result.state.log.slice(3)) expect(e.powersUsed).toEqual([]);
    if (me !== 'F') expect(out.result.state.log[2].powersUsed).toEqual(['expedite']);
  });

  it('the moves before the change are the record’s, and the policy’s after it are moves like any other', () => {
    const played = playedGame({ scenario: 'classic', playerRole: 'W' });
    const out = bullwhipWhatIf(played.record, 3, 'received');
    // Start, round 1, round 2: the record's first three moves; the armed expedite of round 3 is the student's move the policy replaces.
    expect(out.result.moves.slice(0, 3)).toEqual(played.record.moves.slice(0, 3));
    expect(out.result.moves.slice(3).every((m) => m.type === 'resolve')).toBe(true);
    expect(out.result.moves).toHaveLength(3 + 10);
    // The whole what-if replays as a record.
    const again = replay(rules, { ...played.record, moves: out.result.moves });
    expect(again.ok && again.state.log).toEqual(out.result.state.log);
  });

  it('is deterministic: the same record, round and policy give the same lines and sentence', () => {
    const played = playedGame({ scenario: 'noisy', playerRole: 'R' });
    expect(bullwhipWhatIf(played.record, 5, 'received')).toEqual(bullwhipWhatIf(played.record, 5, 'received'));
    expect(bullwhipWhatIf(played.record, 5, 'autopilot').sentence).toBe(bullwhipWhatIf(played.record, 5, 'autopilot').sentence);
  });

  it('the sentence states the policy and both costs, never an edited result', () => {
    const played = playedGame({ scenario: 'classic', playerRole: 'W' });
    const out = bullwhipWhatIf(played.record, 6, 'autopilot');
    const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(out.sentence).toBe(
      `With the supply-line autopilot in your seat from round 6, the chain’s cost (your score) would be ${fmt(out.whatIf.chainCost[11])} instead of ${fmt(summaryOf(played.state).chainCost)}, ` +
        `and your tier’s cost ${fmt(out.whatIf.tierCost[11])} instead of ${fmt(summaryOf(played.state).cost)}.`,
    );
    expect(bullwhipWhatIf(played.record, 2, 'received').sentence).toMatch(/^If your tier had ordered what it received from round 2, the chain’s cost \(your score\) would be /);
  });

  it('a move the rules refuse stops the replay there, and the sentence names the move and the refusal', () => {
    const played = playedGame({ scenario: 'classic', playerRole: 'R' });
    // A policy that orders more than the rules take from round 8 (the named policies never do).
    const tooMuch = (s: GameState): Move | null => (s.isFinished ? null : { type: 'resolve', order: s.round >= 8 ? 41 : 4 });
    const out = bullwhipWhatIf(played.record, 6, 'received', tooMuch);
    expect(out.stopped).toEqual({ round: 8, order: 41, message: MSG.badOrder });
    expect(out.result.stopped?.refusal.code).toBe('bad-order');
    expect(out.whatIf.orders).toEqual([...played.state.log.slice(0, 5).map((e) => e.orders.R), 4, 4]);
    expect(out.sentence).toContain('the replay stops in round 8: the rules refuse an order of 41 (“An order is a whole number from 0 to 40.”)');
    expect(out.sentence).toContain('Up to round 7, the chain’s cost would be');
  });

  it('a report row’s record (decoded from the code made by playing) gives the same lines', () => {
    for (const setup of setups) {
      const played = playedGame(setup);
      const code = codeFor(played, { classId: 'ABC123', nickname: 'Kim', attempt: 1 });
      const fromCode = recordOfCode(code);
      expect(fromCode).not.toBeNull();
      for (const policy of ['received', 'autopilot'] as const) {
        const row = bullwhipWhatIf(fromCode!, 7, policy);
        const own = bullwhipWhatIf(played.record, 7, policy);
        expect(row.actual).toEqual(own.actual);
        expect(row.whatIf).toEqual(own.whatIf);
        expect(row.sentence).toBe(own.sentence);
      }
      expect(lineOf(played.state)).toEqual(bullwhipWhatIf(fromCode!, 1, 'received').actual);
    }
    expect(recordOfCode('not a code')).toBeNull();
  });

  it('the round must be one the game played', () => {
    const played = playedGame({ scenario: 'classic', playerRole: 'R' });
    expect(roundRange(played.record)).toEqual({ min: 1, max: 12 });
    expect(roundProblem(played.record, 6)).toBeNull();
    expect(roundProblem(played.record, 0)).toBe('Choose a round from 1 to 12.');
    expect(roundProblem(played.record, 13)).toBe('Choose a round from 1 to 12.');
    expect(roundProblem(played.record, 2.5)).toBe('Choose a round from 1 to 12.');
    const half = playMoves(rules, { scenario: 'classic', playerRole: 'R' }, 'S', [{ type: 'start' }, ...Array(6).fill({ type: 'resolve', order: 4 })]);
    expect(roundRange(half.record)).toEqual({ min: 1, max: 6 });
  });
});
