/**
 * The selectors the screen asks instead of computing (docs/rules/bullwhip.md "The screen"), checked against the
 * engine's own figures: the chain's order, the powers a tier holds, what arrives when, the order box's rule.
 */
import { INITIAL_POWERS, MAX_ORDER, MIN_ORDER, POWERS, SEED, TIERS } from './constants';
import { createGame, parseOrder, step } from './engine';
import {
  arrivalRound,
  biggestOrder,
  customerOf,
  heldPowers,
  incomingOrder,
  peakWeek,
  placedOrder,
  playsSetup,
  seesCustomerDemand,
  steppedOrder,
  supplierOf,
} from './selectors';
import type { GameState, Move, Tier } from './types';

function run(s: GameState, ...actions: Move[]): GameState {
  for (const a of actions) {
    const r = step(s, a);
    if (r.refusal) throw new Error(r.refusal.message);
    s = r.state;
  }
  return s;
}
const started = (role: Tier) => run(createGame('noisy', role, SEED), { type: 'start' });

test('the chain: R ← W ← D ← F; the Retailer has no customer tier, the Factory no supplier', () => {
  expect(TIERS.map(customerOf)).toEqual([null, 'R', 'W', 'D']);
  expect(TIERS.map(supplierOf)).toEqual(['W', 'D', 'F', null]);
});

test('the powers a tier holds are the ones it starts with', () => {
  for (const t of TIERS) {
    expect(heldPowers(t)).toEqual(POWERS.filter((p) => INITIAL_POWERS[t][p]));
    for (const p of heldPowers(t)) expect(step(started(t), { type: 'armPower', power: p }).refusal).toBeUndefined();
  }
  expect(heldPowers('F')).toContain('overtime');
  expect(heldPowers('R')).not.toContain('brokerBuy');
});

test('the incoming order is what the engine delivers to the tier when the round is resolved', () => {
  expect(incomingOrder(started('R'))).toBeNull();
  for (const t of ['W', 'D', 'F'] as Tier[]) {
    let s = started(t);
    for (let i = 0; i < 6; i++) {
      const due = incomingOrder(s);
      s = run(s, { type: 'resolve', order: 3 + i });
      expect(s.log[s.log.length - 1].received[t]).toBe(due);
    }
  }
});

test('arrivals: slot i arrives in round + i; past the last round it never does', () => {
  let s = started('W');
  expect(arrivalRound(s, 0)).toEqual({ round: 1, afterLastRound: false });
  while (s.round < s.maxRounds) s = run(s, { type: 'resolve', order: 4 });
  expect(arrivalRound(s, 0)).toEqual({ round: s.maxRounds, afterLastRound: false });
  expect(arrivalRound(s, 1)).toEqual({ round: s.maxRounds + 1, afterLastRound: true });
});

test('who sees the customers: the Retailer always, another tier after info sync', () => {
  expect(seesCustomerDemand(started('R'))).toBe(true);
  const w = started('W');
  expect(seesCustomerDemand(w)).toBe(false);
  expect(seesCustomerDemand(run(w, { type: 'armPower', power: 'infoSync' }, { type: 'resolve', order: 4 }))).toBe(true);
});

test('the order box: what will be placed (parseOrder), whether it differs from the text, and the − / + steps', () => {
  expect(placedOrder('7')).toEqual({ order: 7, changed: false });
  expect(placedOrder(' 7 ')).toEqual({ order: 7, changed: false });
  expect(placedOrder('')).toEqual({ order: parseOrder(''), changed: true });
  expect(placedOrder('abc')).toEqual({ order: 0, changed: true });
  expect(placedOrder('7.9')).toEqual({ order: 7, changed: true });
  expect(placedOrder('99')).toEqual({ order: MAX_ORDER, changed: true });
  expect(steppedOrder('7', 1)).toBe(8);
  expect(steppedOrder('7', -1)).toBe(6);
  expect(steppedOrder(String(MIN_ORDER), -1)).toBe(MIN_ORDER);
  expect(steppedOrder(String(MAX_ORDER), 1)).toBe(MAX_ORDER);
  expect(steppedOrder('junk', 1)).toBe(1);
});

test('a game plays a setup and seed exactly when all three match', () => {
  const s = createGame('promo', 'D', 'C-1');
  expect(playsSetup(s, { scenario: 'promo', playerRole: 'D' }, 'C-1')).toBe(true);
  expect(playsSetup(s, { scenario: 'promo', playerRole: 'D' }, 'C-2')).toBe(false);
  expect(playsSetup(s, { scenario: 'noisy', playerRole: 'D' }, 'C-1')).toBe(false);
  expect(playsSetup(s, { scenario: 'promo', playerRole: 'R' }, 'C-1')).toBe(false);
});

test('the biggest order and the peak week of a series', () => {
  let s = started('R');
  for (const q of [3, 17, 5]) s = run(s, { type: 'resolve', order: q });
  expect(biggestOrder(s)).toBe(Math.max(...s.log.flatMap((e) => TIERS.map((t) => e.orders[t]))));
  expect(biggestOrder(s)).toBeGreaterThanOrEqual(17);
  expect(peakWeek([0, 4, 9, 9, 2])).toEqual({ value: 9, week: 3 });
  expect(peakWeek([0, 0, 0])).toBeNull();
});
