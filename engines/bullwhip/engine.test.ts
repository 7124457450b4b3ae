import {
  AUTO_LEAD_ROUNDS,
  BACKLOG_COST,
  BROKER_COST,
  BROKER_UNITS,
  EXPEDITE_COST,
  FACTORY_CAPACITY,
  HOLDING_COST,
  INITIAL_POWERS,
  MAX_SEED_LENGTH,
  MSG,
  OVERTIME_COST,
  PIPELINE_START,
  REFUSAL,
  SEED,
  TIERS,
} from './constants';
import {
  canonicalMoves,
  createGame,
  forecast,
  MOVES_MAX,
  naiveOrder,
  parseOrder,
  playAutomated,
  refusal,
  resolveRound,
  setupRefusal,
  step,
  supplyLineOrder,
  unitsOnOrder,
} from './engine';
import {
  averageService,
  compareWithAutopilots,
  costBreakdown,
  demandSequence,
  infoSyncRound,
  sharedDemand,
  recentHistory,
  teamChainCost,
  trafficLight,
  unitBalance,
  variance,
  varianceRatios,
} from './selectors';
import type { GameState, Move, ScenarioId, Tier } from './types';
import { rules, RULES_VERSION, SAVE_KEY, SAVE_VERSION } from '.';
import { bullwhipSave, manifest } from './manifest';
import { replay, start } from '../core/record';
import { expectRefusal, playMoves, randomRun } from '../core/testkit';
import { SPEC } from './fixtures/spec';

/** Apply moves, failing the test on any refusal. */
function run(state: GameState, ...actions: Move[]): GameState {
  for (const a of actions) {
    const r = step(state, a);
    if (r.refusal?.message) throw new Error(`refused ${JSON.stringify(a)}: ${r.refusal?.message}`);
    state = r.state;
  }
  return state;
}

function started(scenario: ScenarioId = 'classic', role: Tier = 'R'): GameState {
  return run(createGame(scenario, role, SEED), { type: 'start' });
}

/** Resolve the given orders, one round each. */
function playSome(s: GameState, orders: number[]): GameState {
  for (const q of orders) s = run(s, { type: 'resolve', order: q });
  return s;
}

/** Play the given orders, one per round (missing rounds order 0). */
function playOrders(s: GameState, orders: number[]): GameState {
  while (!s.isFinished) s = run(s, { type: 'resolve', order: orders[s.round - 1] ?? 0 });
  return s;
}

describe('a new game', () => {
  it('starts every node at inventory 12, serviceFill 1, backlog, costs and demand 0, in steady state: every slot and last order 4', () => {
    const s = createGame('classic', 'R', SEED);
    for (const t of TIERS) {
      const n = s.nodes[t];
      expect(n).toMatchObject({ inv: SPEC.initialInventory, back: 0, outOrder: PIPELINE_START, costWeek: 0, costCum: 0, serviceFill: SPEC.initialServiceFill, demand: 0 });
      expect(n.inShips).toEqual(Array(t === 'F' ? 1 : 2).fill(PIPELINE_START));
      expect(n.inOrders).toEqual(t === 'R' ? [] : [PIPELINE_START]);
    }
    expect(PIPELINE_START).toBe(SPEC.defaultOrder);
    // the units in the pipelines are counted as in the chain from the start
    expect(s.totals.initial).toBe(4 * 12 + 3 * 2 * 4 + 4);
    expect(unitBalance(s)).toBe(0);
    expect(s).toMatchObject({ round: 1, maxRounds: SPEC.maxRounds, seed: SPEC.seed, mode: 'Solo', isStarted: false, isFinished: false });
    expect(s.currentPlayer).toBe('R');
  });

  it('gives the spec powers: expedite and infoSync to all, overtime to F, brokerBuy to W and D', () => {
    const s = createGame('classic', 'R', SEED);
    expect(s.powers.R).toEqual(SPEC.powers.R);
    expect(s.powers.W).toEqual(SPEC.powers.W);
    expect(s.powers.D).toEqual(SPEC.powers.D);
    expect(s.powers.F).toEqual(SPEC.powers.F);
  });
});

describe('the seed', () => {
  it('is an input of the rules’ init (no default inside the engine), kept by every move, and drives the Noisy demand', () => {
    expect(rules.init({ scenario: 'noisy', playerRole: 'D' }, 'T-1')).toEqual(createGame('noisy', 'D', 'T-1'));
    expect(rules.init({ scenario: 'classic', playerRole: 'R' }, 'T-1').seed).toBe('T-1');
    // the screen's solo game is on the spec's seed, passed in by the screen (components/bullwhip/state.ts)
    expect(SEED).toBe(SPEC.seed);
    const s = run(rules.init({ scenario: 'noisy', playerRole: 'W' }, 'CLASS-7'), { type: 'start' });
    expect(s.seed).toBe('CLASS-7');
    const done = playOrders(s, []);
    const demand = done.log.map((e) => e.demand);
    expect(demand).toEqual(demandSequence('noisy', 'CLASS-7'));
    expect(demand).not.toEqual(demandSequence('noisy', SEED));
    // Play Again is a new record on the record's setup and seed (the screen's newGame)
    expect(start(rules, { scenario: done.scenario, playerRole: done.playerRole }, 'CLASS-7').state.seed).toBe('CLASS-7');
    // the debrief's replay uses the game's own seed
    const cmp = compareWithAutopilots(done);
    expect(cmp.autopilot.state.log.map((e) => e.demand)).toEqual(demand);
    expect(cmp.naive.state.log.map((e) => e.demand)).toEqual(demand);
    expect(playAutomated('noisy', 'W', 'CLASS-7').log.map((e) => e.demand)).toEqual(demand);
    // a seed is short text: longer input is cut, so the game stays one its validator accepts
    expect(createGame('noisy', 'R', 'x'.repeat(100)).seed).toBe('x'.repeat(MAX_SEED_LENGTH));
  });
});

describe('scenario demand, all 12 rounds', () => {
  const demandsOf = (scenario: ScenarioId) => playOrders(started(scenario), []).log.map((e) => e.demand);

  it('Classic Step: 4 before round 5, 8 from round 5 on', () => {
    expect(demandsOf('classic')).toEqual(SPEC.demand.classic);
  });
  it('Promo Arc: 10 in rounds 3 and 4, 3 in round 5, 5 otherwise', () => {
    expect(demandsOf('promo')).toEqual(SPEC.demand.promo);
  });
  it('Noisy: 5 plus a seeded 0..2, the same from the same seed, whatever the orders', () => {
    const a = demandsOf('noisy');
    expect(a).toHaveLength(SPEC.maxRounds);
    const [lo, hi] = SPEC.demand.noisySpread;
    expect(a.every((d) => d >= SPEC.demand.noisyBase + lo && d <= SPEC.demand.noisyBase + hi && Number.isInteger(d))).toBe(true);
    expect(a).toEqual(demandSequence('noisy', SEED));
    const b = playOrders(started('noisy', 'F'), [40, 3, 17, 0, 9]).log.map((e) => e.demand);
    expect(b).toEqual(a);
    // over a long run every value 5, 6 and 7 appears: the 0..2 is really drawn
    expect(new Set(demandSequence('noisy', SEED, 200))).toEqual(new Set([5, 6, 7]));
  });
});

/** Plays a game round by round, keeping the state after each round (for the units on order after step 6). */
function rounds(s: GameState, orders: number[]): GameState[] {
  const out: GameState[] = [];
  while (!s.isFinished) {
    s = run(s, { type: 'resolve', order: orders[s.round - 1] ?? 0 });
    out.push(s);
  }
  return out;
}

/**
 * The units a tier had on order when it ordered (step 6), read from the state after the round: what is on order
 * then, less the order it placed (R, W, D: in its supplier's order pipe; the factory: the production it started).
 */
const onOrderWhenOrdering = (after: GameState, tier: Tier) => {
  const e = after.log[after.log.length - 1];
  return unitsOnOrder(after.nodes, tier) - (tier === 'F' ? e.produced : e.orders[tier]);
};

describe('the forecast (section 9)', () => {
  it('is 0.6 × last demand + 0.4 × the mean of the last 3 (of what there is)', () => {
    expect(forecast([4, 4, 8])).toBeCloseTo(0.6 * 8 + 0.4 * (16 / 3), 12);
    expect(forecast([100, 0, 0, 0])).toBe(0);
    expect(forecast([4])).toBeCloseTo(4, 12);
    expect(forecast([])).toBe(0);
  });
});

describe('the autopilot (the supply-line rule the automated tiers follow)', () => {
  it('orders forecast + a quarter of (12 − (stock − backlog)) + a quarter of (forecast × rounds to arrive − units on order), rounded', () => {
    // forecast 6.9333; stock gap 12 − (3 − 2) = 11; supply line 6.9333 × 2 − 10 = 3.8667; a quarter of each gap:
    // 6.9333 + 2.75 + 0.9667 = 10.65 → 11
    expect(supplyLineOrder([4, 4, 8], 3, 2, 10, 2)).toBe(11);
    // a full supply line and stock: the forecast alone
    expect(supplyLineOrder([5], 12, 0, 10, 2)).toBe(5);
    // too much on order: less than the forecast (6 + 0 + (12 − 16) / 4 = 5)
    expect(supplyLineOrder([6], 12, 0, 16, 2)).toBe(5);
    // the factory waits no whole round (0): its production line is not counted (6 + 2 / 4 = 6.5 → 7)
    expect(supplyLineOrder([6], 10, 0, 0, 0)).toBe(7);
  });
  it('is clamped to 0..40 at both ends', () => {
    expect(supplyLineOrder([4], 40, 0, 8, 2)).toBe(0);
    // 40 + (12 + 100) / 4 + (80 − 0) / 4 = 88 → 40
    expect(supplyLineOrder([40], 0, 100, 0, 2)).toBe(40);
  });
  it('counts as on order what the tier ordered and has not received: shipments on their way, orders on their way, what its supplier owes it', () => {
    const s = createGame('classic', 'R', SEED);
    expect(TIERS.map((t) => unitsOnOrder(s.nodes, t))).toEqual([12, 12, 12, 4]);
    const owed = { ...s.nodes, W: { ...s.nodes.W, back: 7 } };
    expect(unitsOnOrder(owed, 'R')).toBe(19);
    expect(unitsOnOrder(owed, 'W')).toBe(12);
  });
  it('waits two whole rounds for R, W and D (order delay 1 + shipping delay 2, ordered after shipping) and none for the factory', () => {
    expect(AUTO_LEAD_ROUNDS).toEqual({ R: 2, W: 2, D: 2, F: 0 });
  });
  it.each(['R', 'F'] as Tier[])('orders exactly the default 4 from the steady start (demand 4, the %s played by the autopilot too)', (role) => {
    const s = playAutomated('classic', role, SEED);
    for (const e of s.log.slice(0, 4)) expect(e.orders).toEqual({ R: 4, W: 4, D: 4, F: 4 });
    // the naive autopilot does not: with 12 in stock it orders nothing, and never counts what is on the way
    expect(playAutomated('classic', role, SEED, 'naive').log[0].orders).toEqual({ R: 0, W: 0, D: 0, F: 0 });
  });
  it('is what the automated tiers order, from their own demand, stock, backlog and units on order', () => {
    for (const role of TIERS) {
      const states = rounds(started('promo', role), [4, 9, 0, 40, 4, 4, 12, 4, 0, 4, 4, 4]);
      let checked = 0;
      for (const after of states) {
        const e = after.log[after.log.length - 1];
        for (const tier of TIERS) {
          if (tier === role) continue;
          const history = after.log.map((x) => x.received[tier]);
          expect(e.orders[tier]).toBe(supplyLineOrder(history, e.inv[tier], e.back[tier], onOrderWhenOrdering(after, tier), AUTO_LEAD_ROUNDS[tier]));
          checked++;
        }
      }
      expect(checked).toBe(36);
    }
  });
});

describe('the naive autopilot (section 9’s formula as written, kept for the debrief)', () => {
  it('is 0.6·last + 0.4·mean of last 3, +20% of that, + backlog − inventory, rounded', () => {
    // last 8, mean (4+4+8)/3; forecast 4.8 + 2.1333 = 6.9333; ×1.2 = 8.32; +2 −3 = 7.32 → 7
    expect(naiveOrder([4, 4, 8], 2, 3)).toBe(7);
    // only the last 3 demands count: mean of [0,0,0] and last 0
    expect(naiveOrder([100, 0, 0, 0], 0, 0)).toBe(0);
    // fewer than 3 demands: the mean of what there is; 4 × 1.2 = 4.8 → 5
    expect(naiveOrder([4], 0, 0)).toBe(5);
    expect(naiveOrder([], 3, 0)).toBe(3);
  });
  it('is clamped to 0..40 at both ends', () => {
    expect(naiveOrder([4], 0, 12)).toBe(0); // 4.8 − 12 < 0
    expect(naiveOrder([5], 0, 6)).toBe(0); // exactly 0
    expect(naiveOrder([5], 34, 0)).toBe(40); // exactly 40
    expect(naiveOrder([5], 35, 0)).toBe(40); // 41 → 40
    expect(naiveOrder([40, 40, 40], 30, 0)).toBe(40);
  });
  it('is what every tier orders when the naive autopilot runs the chain', () => {
    const s = playAutomated('promo', 'F', SEED, 'naive');
    for (const tier of TIERS) {
      s.log.forEach((e, i) => {
        const history = s.log.slice(0, i + 1).map((x) => x.received[tier]);
        expect(e.orders[tier]).toBe(naiveOrder(history, e.back[tier], e.inv[tier]));
      });
    }
  });
});

describe('delays', () => {
  const arrivals = (s: GameState, tier: Tier) => s.log.map((e) => e.arrived[tier]);
  const received = (s: GameState, tier: Tier) => s.log.map((e) => e.received[tier]);
  const only = (t: number, q: number) => Array.from({ length: 12 }, (_, i) => (i + 1 === t ? q : 0));

  /** Per round, what a game adds to a baseline (the same game with every order 0): one order's own path. */
  const minus = (a: number[], b: number[]) => a.map((x, i) => x - b[i]);

  it.each([1, 2, 5, 9])('an order of 9 placed by the wholesaler in round %i reaches D at t+1 and is in stock at t+3', (t) => {
    const s = playOrders(started('classic', 'W'), only(t, 9));
    const base = playOrders(started('classic', 'W'), []);
    // order delay 1: the distributor receives it in round t+1
    expect(minus(received(s, 'D'), received(base, 'D'))).toEqual(only(t + 1, 9));
    // the distributor ships it that round (it has stock)...
    expect(s.log[t].shipped.D - base.log[t].shipped.D).toBe(9);
    // ...and shipping delay 2: it arrives at the wholesaler in round t+3
    expect(minus(arrivals(s, 'W'), arrivals(base, 'W'))).toEqual(only(t + 3, 9));
  });

  it('a retailer order placed in round t is received by W in t+1 and arrives at R in t+3', () => {
    const t = 4;
    const s = playOrders(started('classic', 'R'), only(t, 6));
    const base = playOrders(started('classic', 'R'), []);
    expect(minus(received(s, 'W'), received(base, 'W'))).toEqual(only(t + 1, 6));
    expect(minus(arrivals(s, 'R'), arrivals(base, 'R'))).toEqual(only(t + 3, 6));
  });

  it('the steady start: the pipelines deliver the default order in the first rounds, whatever the player orders', () => {
    const s = playOrders(started('classic', 'W'), []);
    // R, W, D: two shipping slots, then what the supplier shipped in round 1 of the order already on its way
    for (const t of ['R', 'W', 'D'] as Tier[]) expect(arrivals(s, t).slice(0, 3)).toEqual([4, 4, 4]);
    // the factory: one production slot; W, D and F receive the order already on its way in round 1
    expect(arrivals(s, 'F')[0]).toBe(4);
    for (const t of ['W', 'D', 'F'] as Tier[]) expect(received(s, t)[0]).toBe(4);
  });

  it('a shipment sent in round t arrives two rounds later (shipping delay 2)', () => {
    const s = playOrders(started('classic', 'F'), []);
    for (const [down, up] of [['R', 'W'], ['W', 'D'], ['D', 'F']] as [Tier, Tier][]) {
      s.log.forEach((e, i) => {
        if (i + 2 < s.log.length) expect(s.log[i + 2].arrived[down]).toBe(e.shipped[up]);
      });
      // the first two rounds' shipments were already on their way at the start
      expect(s.log[0].arrived[down]).toBe(PIPELINE_START);
      expect(s.log[1].arrived[down]).toBe(PIPELINE_START);
    }
  });

  it.each([1, 6, 11])('the factory production asked in round %i is in stock in round t+1 (production delay 1)', (t) => {
    const s = playOrders(started('classic', 'F'), only(t, 11));
    // round 1's arrival is the production already on the line at the start
    expect(arrivals(s, 'F')).toEqual(only(t + 1, 11).map((q, i) => (i === 0 ? PIPELINE_START : q)));
    expect(s.log[t - 1].produced).toBe(11);
  });

  it('orders still in the pipe at the end stay counted as in transit', () => {
    const s = playOrders(started('classic', 'W'), only(11, 9));
    expect(s.nodes.W.inShips).toEqual([0, 9]); // shipped in round 12, due in round 14
    expect(unitBalance(s)).toBe(0);
  });
});

describe('the factory', () => {
  it('produces at most 12 a week; overtime makes it 20 for one week, then it is off', () => {
    let s = started('classic', 'F');
    s = run(s, { type: 'resolve', order: SPEC.maxOrder });
    expect(s.log[0].produced).toBe(SPEC.factoryCapacity);
    expect(s.log[0].orders.F).toBe(SPEC.maxOrder);
    s = run(s, { type: 'armPower', power: 'overtime' }, { type: 'resolve', order: SPEC.maxOrder });
    expect(s.log[1].produced).toBe(SPEC.overtimeCapacity);
    expect(s.powers.F.overtime).toBe(false);
    s = run(s, { type: 'resolve', order: SPEC.maxOrder });
    expect(s.log[2].produced).toBe(SPEC.factoryCapacity);
  });
});

describe('costs', () => {
  it('are the specification’s: holding and backlog per unit a week, expedite once', () => {
    expect([HOLDING_COST, BACKLOG_COST, EXPEDITE_COST]).toEqual([SPEC.holdingCost, SPEC.backlogCost, SPEC.expediteCost]);
  });

  it('week cost = 0.5 × inventory + 1 × backlog, added up', () => {
    const s = playOrders(started('classic', 'R'), []);
    // R, ordering nothing: 12 + 4 arriving − 4 sold, three rounds → 6 each; then nothing arrives: 8 left → 4; then
    // 8 sold → 0 left → 0; then 8 owed → 8
    expect(s.log.slice(0, 6).map((e) => e.costs.R)).toEqual([6, 6, 6, 4, 0, 8]);
    for (const e of s.log)
      for (const t of TIERS) expect(e.costs[t]).toBe(HOLDING_COST * e.inv[t] + BACKLOG_COST * e.back[t]);
    for (const t of TIERS) expect(s.nodes[t].costCum).toBeCloseTo(s.log.reduce((a, e) => a + e.costs[t], 0), 9);
    expect(teamChainCost(s)).toBeCloseTo(TIERS.reduce((a, t) => a + s.nodes[t].costCum, 0), 9);
  });

  it('a half unit of holding cost is kept exactly (0.5 per unit)', () => {
    const s = run(started('promo', 'W'), { type: 'resolve', order: 0 });
    expect(s.nodes.R.costWeek).toBe(5.5); // 12 + 4 − 5 = 11 units
    expect(s.nodes.W.costWeek).toBe(6); // 12 + 4 − 4 = 12 units
  });
});

describe('one-shot powers', () => {
  it('expedite puts everything on its way in stock now, costs 300, and cannot be used twice', () => {
    let s = started('classic', 'R');
    s = run(s, { type: 'resolve', order: 10 }, { type: 'resolve', order: 10 }); // round 3 now
    // W shipped R's first order of 10 in round 2: it is due in round 4, so it is on its way
    const onTheWay = s.nodes.R.inShips.reduce((a, b) => a + b, 0);
    expect(onTheWay).toBeGreaterThan(0);
    const before = s.nodes.R.inv;
    s = run(s, { type: 'armPower', power: 'expedite' }, { type: 'resolve', order: 0 });
    const e = s.log[2];
    // everything on its way arrived now: stock = before + on the way − shipped this round
    expect(before + onTheWay - e.shipped.R).toBe(e.inv.R);
    expect(e.costs.R).toBe(HOLDING_COST * e.inv.R + BACKLOG_COST * e.back.R + EXPEDITE_COST);
    expect(e.powersUsed).toEqual(['expedite']);
    expect(s.powers.R.expedite).toBe(false);
    const again = step(s, { type: 'armPower', power: 'expedite' });
    expect(again.state).toBe(s);
    expect(again.refusal?.message).toBe(MSG.used('Expedite'));
  });

  it.each(TIERS)(
    'expedite, same seed and orders with and without it: the %s has more in stock in the round it is used',
    (role) => {
      const orders = [4, 4, 4, 4, 4, 4];
      const k = 3; // expedite in round 3
      const plainRun = playSome(started('classic', role), orders);
      const before = playSome(started('classic', role), orders.slice(0, k - 1));
      const fastRun = playSome(run(before, { type: 'armPower', power: 'expedite' }), orders.slice(k - 1));
      const plain = plainRun.log[k - 1];
      const fast = fastRun.log[k - 1];
      // what expedite brings forward: the shipments due after this round (the factory: this round's production)
      const pipe = before.nodes[role].inShips;
      const brought = role === 'F' ? Math.min(orders[k - 1], FACTORY_CAPACITY) : pipe.slice(1).reduce((a, b) => a + b, 0);
      expect(brought).toBeGreaterThan(0);
      // stock available this round (kept + shipped) is higher by exactly that, and so is the stock at the end
      expect(fast.inv[role] + fast.shipped[role] - (plain.inv[role] + plain.shipped[role])).toBe(brought);
      expect(plain.back[role]).toBe(0);
      expect(fast.inv[role] - plain.inv[role]).toBe(brought);
      expect(fast.costs[role]).toBe(plain.costs[role] + HOLDING_COST * brought + EXPEDITE_COST);
      // it was brought forward, not created: the round it was due, it does not arrive again
      const due = k + 1; // inShips[1] (or this round's production) was due in round k + 1
      expect(fastRun.log[due - 1].arrived[role]).toBe(plainRun.log[due - 1].arrived[role] - brought);
      expect(unitBalance(fastRun)).toBe(0);
      for (const t of TIERS) if (t !== role) expect(fast.inv[t]).toBe(plain.inv[t]);
    },
  );

  it('an expedited factory makes this round’s production now (capacity 20 with overtime), nothing starts on its line', () => {
    const s = run(
      started('classic', 'F'),
      { type: 'armPower', power: 'overtime' },
      { type: 'armPower', power: 'expedite' },
      { type: 'resolve', order: 40 },
    );
    const e = s.log[0];
    expect(e.produced).toBe(20);
    expect(s.nodes.F.inShips).toEqual([0]);
    // 12 in stock + 20 made now + the 4 already on the line − the 4 the Distributor's order already on its way asks
    expect(e.received.F).toBe(PIPELINE_START);
    expect(e.inv.F).toBe(12 + 20 + 4 - 4);
    expect(s.totals.produced).toBe(20);
    expect(e.costs.F).toBe(HOLDING_COST * 32 + EXPEDITE_COST + OVERTIME_COST);
    expect(unitBalance(s)).toBe(0);
  });

  it('arming a power twice in one round is refused; disarming takes it back at no cost', () => {
    let s = run(started('classic', 'D'), { type: 'armPower', power: 'brokerBuy' });
    expect(step(s, { type: 'armPower', power: 'brokerBuy' }).refusal?.message).toBe(MSG.armed('Broker buy'));
    s = run(s, { type: 'disarmPower', power: 'brokerBuy' }, { type: 'resolve', order: 4 });
    expect(s.powers.D.brokerBuy).toBe(true);
    expect(s.log[0].powersUsed).toEqual([]);
  });

  it('brokerBuy adds 12 units now at a premium, only for W and D', () => {
    const plain = run(started('classic', 'W'), { type: 'resolve', order: 4 });
    const bought = run(started('classic', 'W'), { type: 'armPower', power: 'brokerBuy' }, { type: 'resolve', order: 4 });
    expect(bought.nodes.W.inv - plain.nodes.W.inv).toBe(BROKER_UNITS);
    expect(bought.nodes.W.costWeek - plain.nodes.W.costWeek).toBe(BROKER_COST + HOLDING_COST * BROKER_UNITS);
    expect(bought.totals.brokered).toBe(12);
    const r = step(started('classic', 'R'), { type: 'armPower', power: 'brokerBuy' });
    expect(r.refusal?.message).toBe('Broker buy is only for the Wholesaler and the Distributor.');
    expect(step(started('classic', 'F'), { type: 'armPower', power: 'brokerBuy' }).refusal?.message).toBeDefined();
  });

  it('overtime is only for the factory and costs its price', () => {
    for (const role of ['R', 'W', 'D'] as Tier[]) {
      const s = started('classic', role);
      const r = step(s, { type: 'armPower', power: 'overtime' });
      expect(r.state).toBe(s);
      expect(r.refusal?.message).toBe('Overtime is only for the Factory.');
    }
    const s = run(started('classic', 'F'), { type: 'armPower', power: 'overtime' }, { type: 'resolve', order: 4 });
    expect(s.log[0].costs.F).toBe(HOLDING_COST * s.log[0].inv.F + OVERTIME_COST);
  });

  it('infoSync shares true demand from its round on, for every role, once', () => {
    for (const role of TIERS) {
      expect(INITIAL_POWERS[role].infoSync).toBe(true);
      let s = started('noisy', role);
      expect(s.infoShared).toBe(false);
      s = run(s, { type: 'armPower', power: 'infoSync' });
      expect(s.infoShared).toBe(false); // armed, applied by Resolve Round
      s = run(s, { type: 'resolve', order: 4 });
      expect(s.infoShared).toBe(true);
      expect(step(s, { type: 'armPower', power: 'infoSync' }).refusal?.message).toBe(MSG.used('Info sync'));
    }
  });

  it('infoSync shares customer demand from the round it was used onwards, not earlier rounds', () => {
    let s = playSome(started('noisy', 'D'), [4, 4, 4]);
    s = run(s, { type: 'armPower', power: 'infoSync' });
    s = playSome(s, [4, 4, 4, 4, 4]);
    expect(infoSyncRound(s)).toBe(4);
    expect(s.log.map((e) => sharedDemand(s, e))).toEqual(s.log.map((e) => (e.round >= 4 ? e.demand : null)));
    // without it nothing is shared; the retailer always sees its customers
    const none = playSome(started('noisy', 'D'), [4, 4, 4, 4]);
    expect(none.log.map((e) => sharedDemand(none, e))).toEqual([null, null, null, null]);
    const retailer = playSome(started('noisy', 'R'), [4, 4]);
    expect(retailer.log.map((e) => sharedDemand(retailer, e))).toEqual(retailer.log.map((e) => e.demand));
  });

  it('powers cannot be armed before the start or after the end, and unknown ones are refused', () => {
    const fresh = createGame('classic', 'R', SEED);
    expect(step(fresh, { type: 'armPower', power: 'expedite' }).refusal?.message).toBe(MSG.notStarted);
    const done = playOrders(started(), []);
    expect(step(done, { type: 'armPower', power: 'expedite' }).refusal?.message).toBe(MSG.finished);
    expect(step(started(), { type: 'armPower', power: 'teleport' } as unknown as Move).refusal?.message).toBe(MSG.unknownPower);
  });
});

describe('game flow', () => {
  it('12 rounds, then finished; the current player rotates R, W, D, F', () => {
    let s = started();
    const seen: Tier[] = [];
    for (let i = 1; i <= 12; i++) {
      expect(s.round).toBe(i);
      expect(s.isFinished).toBe(false);
      seen.push(s.currentPlayer);
      s = run(s, { type: 'resolve', order: 4 });
    }
    expect(seen).toEqual(['R', 'W', 'D', 'F', 'R', 'W', 'D', 'F', 'R', 'W', 'D', 'F']);
    expect(s.isFinished).toBe(true);
    expect(s.round).toBe(13);
    expect(s.log).toHaveLength(12);
  });

  it('Resolve is ignored before the start and after the end', () => {
    const fresh = createGame('classic', 'R', SEED);
    const r1 = step(fresh, { type: 'resolve', order: 4 });
    expect(r1.state).toBe(fresh);
    expect(r1.refusal?.message).toBe(MSG.notStarted);
    const done = playOrders(started(), []);
    const r2 = step(done, { type: 'resolve', order: 4 });
    expect(r2.state).toBe(done);
    expect(r2.refusal?.message).toBe(MSG.finished);
  });

  it('scenario and role (the setup) are locked once started; Start twice is refused', () => {
    const s = started('promo', 'D');
    expect(setupRefusal(s, { scenario: 'noisy' })).toEqual({ code: 'setup-locked', message: MSG.locked });
    expect(setupRefusal(s, { playerRole: 'F' })).toEqual({ code: 'setup-locked', message: MSG.locked });
    expect(step(s, { type: 'start' }).refusal?.message).toBe(MSG.alreadyStarted);
    expect(setupRefusal(createGame('classic', 'R', SEED), { playerRole: 'X' })?.message).toBe(MSG.unknownRole);
    expect(setupRefusal(createGame('classic', 'R', SEED), { scenario: 'x' })?.message).toBe(MSG.unknownScenario);
    expect(setupRefusal(createGame('classic', 'R', SEED), { scenario: 'noisy', playerRole: 'F' })).toBeNull();
  });

  it('Play Again keeps the scenario and role and is not started (a new record on the same setup and seed)', () => {
    const played = playMoves(rules, { scenario: 'promo', playerRole: 'D' }, SEED, [{ type: 'start' }, ...Array.from({ length: 12 }, (): Move => ({ type: 'resolve', order: 4 }))]);
    expect(played.state.isFinished).toBe(true);
    expect(start(rules, played.record.setup, played.record.seed).state).toEqual(createGame('promo', 'D', SEED));
  });

  it('an unknown move is refused without throwing', () => {
    const s = createGame('classic', 'R', SEED);
    expect(step(s, { type: 'nope' } as unknown as Move)).toEqual({ state: s, refusal: { code: 'unknown-move', message: MSG.unknownAction } });
  });
});

describe('order input', () => {
  it.each([
    ['abc', 0],
    [-5, 0],
    ['-5', 0],
    [99, 40],
    ['99', 40],
    [40, 40],
    [0, 0],
    ['7', 7],
    [' 12 ', 12],
    [4.9, 4],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [NaN, 0],
    [Infinity, 40],
    [{}, 0],
  ])('%p becomes %p', (input, expected) => {
    expect(parseOrder(input)).toBe(expected);
    // The screen places the whole number the text gives (placedOrder → parseOrder); the move holds that number.
    const s = run(started('classic', 'W'), { type: 'resolve', order: parseOrder(input) });
    expect(s.log[0].orders.W).toBe(expected);
    // Anything else is no order: a move holds only what the rules read.
    const raw = step(started('classic', 'W'), { type: 'resolve', order: input } as unknown as Move);
    if (input === expected) expect(raw.refusal).toBeUndefined();
    else expectRefusal(raw, 'bad-order');
  });
});

describe('service and the traffic light', () => {
  it('service % is the share of demand shipped on time; the team average divides by 4', () => {
    const s = playOrders(started('classic', 'R'), []);
    // R ships 4, 4, 4, 4 and then its last 8 on time, then nothing arrives: 24 of 4·4 + 8·8 = 80 on time
    expect(s.nodes.R.demandTotal).toBe(80);
    expect(s.nodes.R.onTimeTotal).toBe(24);
    expect(s.nodes.R.serviceFill).toBeCloseTo(24 / 80, 12);
    expect(averageService(s)).toBeCloseTo(TIERS.reduce((a, t) => a + s.nodes[t].serviceFill, 0) / 4, 12);
  });
  it('backlog served late does not count as on time', () => {
    const s = playOrders(started('classic', 'R'), [0, 0, 0, 10]);
    // R is out of stock after round 5 and owes 8 after round 6; the 10 ordered in round 4 arrive in round 7, when
    // it faces 8 new: 8 go to the old backlog first, 2 of the 8 new are on time, 6 stay owed
    expect(s.log[5].back.R).toBe(8);
    const e = s.log[6];
    expect(e.arrived.R).toBe(10);
    expect(e.shipped.R).toBe(10);
    expect(e.back.R).toBe(6);
    expect(s.nodes.R.onTimeTotal).toBe(24 + 2);
  });
  it('is red with any backlog, yellow below 5 in stock, green otherwise', () => {
    expect(trafficLight({ inv: 0, back: 1 })).toBe('red');
    expect(trafficLight({ inv: 30, back: 1 })).toBe('red');
    expect(trafficLight({ inv: 4, back: 0 })).toBe('yellow');
    expect(trafficLight({ inv: 0, back: 0 })).toBe('yellow');
    expect(trafficLight({ inv: 5, back: 0 })).toBe('green');
  });
});

describe('history and debrief figures', () => {
  it('history shows the last 5 rounds, newest first', () => {
    const s = playOrders(started(), [1, 2, 3, 4, 5, 6, 7]);
    expect(recentHistory(s).map((e) => e.round)).toEqual([12, 11, 10, 9, 8]);
    const early = run(started(), { type: 'resolve', order: 1 }, { type: 'resolve', order: 2 });
    expect(recentHistory(early).map((e) => e.round)).toEqual([2, 1]);
  });

  it('variance ratio = variance of a tier’s orders / variance of customer demand', () => {
    expect(variance([4, 4, 8, 8])).toBe(4);
    expect(variance([3])).toBe(0);
    const s = playAutomated('classic', 'R', SEED);
    const rows = varianceRatios(s);
    const dv = variance(s.log.map((e) => e.demand));
    for (const row of rows) {
      expect(row.ratio).toBeCloseTo(variance(s.log.map((e) => e.orders[row.tier])) / dv, 12);
    }
    // the bullwhip: the factory's orders swing more than the retailer's
    expect(rows[3].ratio!).toBeGreaterThan(rows[0].ratio!);
  });

  it('compares the chain as played with the autopilot’s and the naive autopilot’s, on the same demand and seed', () => {
    const s = playOrders(started('noisy', 'W'), [10, 0, 0, 12, 8, 8, 8, 0, 0, 6, 6, 6]);
    const c = compareWithAutopilots(s);
    expect(c.played).toEqual({ chainCost: teamChainCost(s), ownCost: s.nodes.W.costCum, state: s });
    for (const other of [c.autopilot, c.naive]) {
      expect(other.state.log.map((e) => e.demand)).toEqual(s.log.map((e) => e.demand));
      expect(other.chainCost).toBe(teamChainCost(other.state));
      expect(other.ownCost).toBe(other.state.nodes.W.costCum);
      expect(other.state.isFinished).toBe(true);
      expect(other.state.log.every((e) => e.powersUsed.length === 0)).toBe(true);
    }
    // in the replays the player's tier orders by the autopilot's rule too
    c.naive.state.log.forEach((e, i) => {
      const history = c.naive.state.log.slice(0, i + 1).map((x) => x.received.W);
      expect(e.orders.W).toBe(naiveOrder(history, e.back.W, e.inv.W));
    });
    expect(c.autopilot.state).toEqual(playAutomated('noisy', 'W', s.seed));
    // the naive autopilot's chain swings: it costs more than the autopilot's
    expect(c.naive.chainCost).toBeGreaterThan(c.autopilot.chainCost);
  });

  it('the cost breakdown (holding + backlog + powers) adds up to the running cost', () => {
    let s = started('promo', 'D');
    s = run(s, { type: 'armPower', power: 'expedite' }, { type: 'resolve', order: 9 });
    s = run(s, { type: 'armPower', power: 'brokerBuy' }, { type: 'resolve', order: 30 });
    s = playOrders(s, [0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    for (const t of TIERS) {
      const b = costBreakdown(s, t);
      expect(b.total).toBeCloseTo(s.nodes[t].costCum, 9);
      expect(b.powers).toBe(t === 'D' ? EXPEDITE_COST + BROKER_COST : 0);
    }
  });

  it('resolveRound with a null order automates the player tier too; a given demand replaces the scenario’s', () => {
    const a = resolveRound(started('classic', 'D'), null);
    expect(a.log[0].orders.D).toBe(supplyLineOrder([4], 12, 0, 8, AUTO_LEAD_ROUNDS.D));
    expect(a.log[0].orders.D).toBe(4);
    const naive = resolveRound(started('classic', 'D'), null, 'naive');
    expect(naive.log[0].orders.D).toBe(naiveOrder([4], 0, 12));
    const given = resolveRound(started('classic', 'D'), 4, 'supplyLine', 7);
    expect(given.log[0].demand).toBe(7);
    expect(given.nodes.R.inv).toBe(12 + 4 - 7);
  });
});

describe('the rules and the manifest (engines/core/record.ts)', () => {
  it('export id, RULES_VERSION, init, step, refusal, and the save (key and version)', () => {
    expect(rules.id).toBe('bullwhip');
    expect(rules.RULES_VERSION).toBe(RULES_VERSION);
    expect(rules.step).toBe(step);
    expect(rules.refusal).toBe(refusal);
    expect(manifest.rules).toBe(rules);
    expect(bullwhipSave).toMatchObject({ key: SAVE_KEY, version: SAVE_VERSION });
    expect(bullwhipSave.key).toBe('bullwhip-rush');
  });

  it('refusal() is the step’s check: a reason exactly when the step refuses, and the same message', () => {
    const states = [createGame('promo', 'W', SEED), started('noisy', 'W'), started('classic', 'F'), playOrders(started('promo', 'D'), [])];
    const mid = run(started('classic', 'D'), { type: 'armPower', power: 'brokerBuy' }, { type: 'resolve', order: 5 }, { type: 'armPower', power: 'expedite' });
    states.push(mid);
    const actions: Move[] = [
      { type: 'start' },
      { type: 'resolve', order: 4 },
      { type: 'resolve', order: 41 },
      { type: 'resolve', order: 4.5 },
      { type: 'resolve', order: '12' } as unknown as Move,
      ...(['expedite', 'overtime', 'brokerBuy', 'infoSync', 'teleport'] as const).flatMap((power): Move[] => [
        { type: 'armPower', power } as Move,
        { type: 'disarmPower', power } as Move,
      ]),
      { type: 'nope' } as unknown as Move,
    ];
    let refusals = 0;
    for (const s of states)
      for (const a of actions) {
        const r = step(s, a);
        const why = refusal(s, a);
        expect(r.refusal ?? null).toEqual(why);
        if (why) {
          refusals++;
          expect(r.state).toBe(s);
        } else expect(r.state).not.toBe(s);
      }
    expect(refusals).toBeGreaterThan(20);
  });
});

describe('refusals have codes (docs/engines.md, "Refusals"): the screen switches on the code, never on the text', () => {
  const fresh = () => createGame('classic', 'D', SEED);
  const cases: [string, () => ReturnType<typeof refusal> | ReturnType<typeof step>][] = [
    ['setup-locked', () => setupRefusal(started('classic', 'D'))],
    ['unknown-scenario', () => setupRefusal(fresh(), { scenario: 'chaos' })],
    ['unknown-role', () => setupRefusal(fresh(), { playerRole: 'X' })],
    ['already-started', () => step(started(), { type: 'start' })],
    ['not-started', () => step(fresh(), { type: 'resolve', order: 4 })],
    ['game-finished', () => step(playOrders(started(), []), { type: 'armPower', power: 'expedite' })],
    ['unknown-power', () => step(started(), { type: 'armPower', power: 'teleport' } as unknown as Move)],
    ['power-not-held', () => step(started('classic', 'D'), { type: 'armPower', power: 'overtime' })],
    ['power-used', () => step(run(started('classic', 'D'), { type: 'armPower', power: 'brokerBuy' }, { type: 'resolve', order: 4 }), { type: 'armPower', power: 'brokerBuy' })],
    ['power-armed', () => step(run(started('classic', 'D'), { type: 'armPower', power: 'brokerBuy' }), { type: 'armPower', power: 'brokerBuy' })],
    ['power-not-armed', () => step(started('classic', 'D'), { type: 'disarmPower', power: 'brokerBuy' })],
    ['unknown-move', () => step(started(), { type: 'playAgain' } as unknown as Move)],
    ['bad-order', () => step(started(), { type: 'resolve', order: 41 })],
  ];
  it.each(cases)('%s', (code, make) => expectRefusal(make(), code));
  it('every refusal code is tested', () => {
    expect(cases.map(([c]) => c).sort()).toEqual(Object.values(REFUSAL).sort());
  });
});

describe('the record of a game (docs/engines.md, "The record")', () => {
  const setup = { scenario: 'noisy', playerRole: 'D' } as const;
  const candidates = (s: GameState): Move[] =>
    s.isFinished
      ? []
      : [
          { type: 'start' },
          { type: 'resolve', order: s.round * 3 },
          { type: 'resolve', order: 4 },
          { type: 'armPower', power: 'expedite' },
          { type: 'disarmPower', power: 'expedite' },
          { type: 'armPower', power: 'brokerBuy' },
          { type: 'disarmPower', power: 'brokerBuy' },
          { type: 'armPower', power: 'overtime' },
        ];

  it('a power set and taken back before the round is resolved leaves the canonical moves, which replay to the same state', () => {
    const moves: Move[] = [
      { type: 'start' },
      { type: 'armPower', power: 'expedite' },
      { type: 'armPower', power: 'brokerBuy' },
      { type: 'disarmPower', power: 'expedite' },
      { type: 'resolve', order: 6 },
      { type: 'armPower', power: 'expedite' },
      { type: 'disarmPower', power: 'expedite' },
      { type: 'armPower', power: 'expedite' },
    ];
    const played = playMoves(rules, setup, SEED, moves);
    const canonical = canonicalMoves(played.record.moves);
    expect(canonical).toEqual([{ type: 'start' }, { type: 'armPower', power: 'brokerBuy' }, { type: 'resolve', order: 6 }, { type: 'armPower', power: 'expedite' }]);
    expect(replay(rules, { ...played.record, moves: canonical })).toEqual({ ok: true, state: played.state });
  });

  it('random play: every refusal leaves the state, every record replays, its canonical moves too, within MOVES_MAX', () => {
    for (let i = 0; i < 12; i++) {
      const run = randomRun(rules, { scenario: (['classic', 'noisy', 'promo'] as const)[i % 3], playerRole: TIERS[i % 4] }, `seed-${i}`, candidates, `run-${i}`);
      expect(run.played.state.isFinished).toBe(true);
      const canonical = canonicalMoves(run.played.record.moves);
      expect(canonical.length).toBeLessThanOrEqual(MOVES_MAX);
      expect(replay(rules, { ...run.played.record, moves: canonical })).toEqual({ ok: true, state: run.played.state });
    }
  });
});
