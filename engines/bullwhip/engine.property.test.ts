import fc from 'fast-check';
import { play as playMove, start, type Played } from '../core/record';
import { decode, encode } from '../core/save';
import { POWERS, SCENARIOS, SEED, TIERS } from './constants';
import { parseOrder } from './engine';
import { rules } from './index';
import { bullwhipSave } from './manifest';
import { unitBalance, unitsInStock, unitsInTransit } from './selectors';
import type { GameState, Move, PowerName, ScenarioId, Setup, Tier } from './types';

/** One round's input: an order (sometimes junk text) and powers to try. */
const roundArb = fc.record({
  order: fc.oneof(fc.integer({ min: -20, max: 80 }), fc.constantFrom('abc', '', '12', '4.5', '-3')),
  powers: fc.subarray([...POWERS] as PowerName[]),
});
const gameArb = fc.record({
  scenario: fc.constantFrom(...SCENARIOS),
  role: fc.constantFrom(...TIERS),
  rounds: fc.array(roundArb, { minLength: 12, maxLength: 12 }),
});

type Game = { scenario: ScenarioId; role: Tier; rounds: { order: unknown; powers: PowerName[] }[] };

/**
 * Plays a game on the record; refused moves (a power the role lacks or used) keep the state. The order typed (junk
 * text too) is placed as the screen places it: the whole number it gives (parseOrder).
 */
function playRecord(g: Game, onRound?: (s: GameState) => void, from?: Played<GameState, Setup, Move>): Played<GameState, Setup, Move> {
  let p = from ?? start(rules, { scenario: g.scenario, playerRole: g.role }, SEED);
  const apply = (m: Move) => {
    p = playMove(rules, p, m).played;
  };
  if (!from) apply({ type: 'start' });
  for (const r of g.rounds) {
    for (const power of r.powers) apply({ type: 'armPower', power });
    apply({ type: 'resolve', order: parseOrder(r.order) });
    onRound?.(p.state);
  }
  return p;
}
const play = (g: Game, onRound?: (s: GameState) => void) => playRecord(g, onRound).state;

/** A save of the game, loaded again (the storage layer's encode and decode, through JSON). */
function reload(p: Played<GameState, Setup, Move>): Played<GameState, Setup, Move> {
  const out = decode(bullwhipSave, encode(bullwhipSave, p));
  if (!out.ok) throw new Error(`a save did not load: ${'error' in out ? out.error : out.reason}`);
  return out.value;
}

/** Any move, legal or not (refused ones keep the state); mostly rounds, so games get far. */
const moveArb: fc.Arbitrary<Move> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('resolve' as const), order: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constantFrom<unknown>('x', '', '7', 4.5)) }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constantFrom('armPower' as const, 'disarmPower' as const), power: fc.constantFrom<unknown>(...POWERS, 'teleport') }), weight: 4 },
  { arbitrary: fc.constant({ type: 'start' as const }), weight: 2 },
  { arbitrary: fc.constant({ type: 'playAgain' }), weight: 1 },
) as fc.Arbitrary<Move>;

const setupArb = fc.record({ scenario: fc.constantFrom(...SCENARIOS), playerRole: fc.constantFrom(...TIERS) });

describe('every game the rules produce saves as its record and loads as itself (docs/rules/bullwhip.md "Saves")', () => {
  it('random legal and illegal play, powers included, from random seeds: each game loads again as itself after JSON', () => {
    fc.assert(
      fc.property(setupArb, fc.string({ maxLength: 100 }), fc.array(moveArb, { maxLength: 90 }), (setup, seed, moves) => {
        let p = start(rules, setup, seed);
        for (const m of [{ type: 'start' } as Move, ...moves]) {
          p = playMove(rules, p, m).played;
          const copy = JSON.parse(JSON.stringify(p.state));
          expect(copy).toEqual(p.state);
          expect(reload(p).state).toEqual(p.state);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('from random games loaded mid-game, random moves keep every game loadable as itself', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 40 }), fc.array(moveArb, { maxLength: 40 }), (head, tail) => {
        let p = start(rules, { scenario: 'classic', playerRole: 'R' }, SEED);
        for (const m of [{ type: 'start' } as Move, ...head]) p = playMove(rules, p, m).played;
        let t = reload(p);
        expect(t.state).toEqual(p.state);
        for (const m of tail) {
          t = playMove(rules, t, m).played;
          expect(reload(t).state).toEqual(t.state);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a huge backlog is not a state the engine can reach: a save holds only the record, so no such figure can be loaded', () => {
    let p = playMove(rules, start(rules, { scenario: 'promo', playerRole: 'W' }, SEED), { type: 'start' }).played;
    for (const q of [40, 40, 0]) p = playMove(rules, p, { type: 'resolve', order: q }).played;
    const saved = JSON.parse(encode(bullwhipSave, p));
    saved.data.nodes = { W: { back: 999_999 } };
    const loaded = decode(bullwhipSave, JSON.stringify(saved));
    expect(loaded.ok && loaded.value.state.nodes.W.back).toBe(p.state.nodes.W.back);
    expect(p.state.nodes.W.back).not.toBe(999_999);
  });
});

describe('properties over random scenarios, roles and order sequences', () => {
  it('never has negative inventory or backlog, and conserves every unit after every round', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const final = play(g, (s) => {
          for (const t of TIERS) {
            const n = s.nodes[t];
            expect(n.inv).toBeGreaterThanOrEqual(0);
            expect(n.back).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(n.inv) && Number.isInteger(n.back)).toBe(true);
            expect(n.inShips.every((q) => q >= 0 && Number.isInteger(q))).toBe(true);
          }
          // produced (plus the starting stock and spot buys) = in stock + in transit + delivered, exactly
          expect(s.totals.initial + s.totals.produced + s.totals.brokered).toBe(
            unitsInStock(s) + unitsInTransit(s) + s.totals.delivered,
          );
          expect(unitBalance(s)).toBe(0);
        });
        expect(final.isFinished).toBe(true);
        for (const e of final.log) for (const t of TIERS) expect(e.inv[t] >= 0 && e.back[t] >= 0).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('backlog bookkeeping: everything demanded is shipped or still owed', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const s = play(g);
        for (const t of TIERS) {
          const demanded = s.log.reduce((a, e) => a + e.received[t], 0);
          const shipped = s.log.reduce((a, e) => a + e.shipped[t], 0);
          expect(demanded).toBe(shipped + s.nodes[t].back);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('the same seed and orders always give the same game, and a saved game validates and replays', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 12 }), (g, cut) => {
        const a = play(g);
        const b = play(g);
        expect(b).toEqual(a);
        // save after `cut` rounds, reload through JSON + the save's replay, play on: same end
        const head = playRecord({ ...g, rounds: g.rounds.slice(0, cut) });
        const reloaded = reload(head);
        const s = playRecord({ ...g, rounds: g.rounds.slice(cut) }, undefined, reloaded).state;
        expect(s).toEqual(a);
      }),
      { numRuns: 40 },
    );
  });
});
