import { SEED } from './constants';
import fc from 'fast-check';
import { POWERS, SCENARIOS, TIERS } from './constants';
import { createGame, step } from './engine';
import { unitBalance, unitsInStock, unitsInTransit } from './selectors';
import { validateGame } from './validate';
import type { Action, GameState, PowerName, ScenarioId, Tier } from './types';

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

/** Plays a game; refused actions (a power the role lacks or used) keep the state. */
function play(g: { scenario: ScenarioId; role: Tier; rounds: { order: unknown; powers: PowerName[] }[] }, onRound?: (s: GameState) => void) {
  let s = createGame('classic', 'R', SEED);
  const apply = (a: Action) => {
    s = step(s, a).state;
  };
  apply({ type: 'setScenario', scenario: g.scenario });
  apply({ type: 'setRole', role: g.role });
  apply({ type: 'start' });
  for (const r of g.rounds) {
    for (const p of r.powers) apply({ type: 'armPower', power: p });
    apply({ type: 'resolve', order: r.order });
    onRound?.(s);
  }
  return s;
}

/** Any action, legal or not (refused ones keep the state); mostly rounds, so games get far. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ type: fc.constant('resolve' as const), order: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constantFrom('x', '', '7', '4.5')) }), weight: 6 },
  { arbitrary: fc.record({ type: fc.constantFrom('armPower' as const, 'disarmPower' as const), power: fc.constantFrom<unknown>(...POWERS, 'teleport') }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('setScenario' as const), scenario: fc.constantFrom<unknown>(...SCENARIOS, 'zzz') }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('setRole' as const), role: fc.constantFrom<unknown>(...TIERS, 'X') }), weight: 1 },
  { arbitrary: fc.constant({ type: 'start' as const }), weight: 2 },
  { arbitrary: fc.constant({ type: 'playAgain' as const }), weight: 1 },
);

describe('every state the engine produces passes its own validator (docs/rules/bullwhip.md "Saves")', () => {
  it('random legal and illegal play, powers included, from random seeds: each state re-validates as itself after JSON', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.array(actionArb, { maxLength: 90 }), (seed, actions) => {
        let s = createGame('classic', 'R', seed);
        for (const a of [{ type: 'start' } as Action, ...actions]) {
          s = step(s, a).state;
          const copy = JSON.parse(JSON.stringify(s));
          expect(copy).toEqual(s);
          expect(validateGame(copy)).toEqual(s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('from random valid states (a validated reload mid-game), random actions keep every state valid', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), fc.array(actionArb, { maxLength: 40 }), (head, tail) => {
        let s = createGame('classic', 'R', SEED);
        for (const a of [{ type: 'start' } as Action, ...head]) s = step(s, a).state;
        const loaded = validateGame(JSON.parse(JSON.stringify(s)));
        expect(typeof loaded).not.toBe('string');
        let t = loaded as GameState;
        for (const a of tail) {
          t = step(t, a).state;
          expect(validateGame(JSON.parse(JSON.stringify(t)))).toEqual(t);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a huge backlog is not a state the engine can reach: refused, so resolving it can never be saved', () => {
    let s = step(createGame('promo', 'W', SEED), { type: 'start' }).state;
    for (const q of [40, 40, 0]) s = step(s, { type: 'resolve', order: q }).state;
    const huge = JSON.parse(JSON.stringify(s));
    huge.nodes.W.back = 999_999;
    expect(typeof validateGame(huge)).toBe('string');
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
        // save after `cut` rounds, reload through JSON + validation, play on: same end
        const head = play({ ...g, rounds: g.rounds.slice(0, cut) });
        const reloaded = validateGame(JSON.parse(JSON.stringify(head)));
        expect(typeof reloaded).not.toBe('string');
        let s = reloaded as GameState;
        for (const r of g.rounds.slice(cut)) {
          for (const p of r.powers) s = step(s, { type: 'armPower', power: p }).state;
          s = step(s, { type: 'resolve', order: r.order }).state;
        }
        expect(s).toEqual(a);
      }),
      { numRuns: 40 },
    );
  });
});
