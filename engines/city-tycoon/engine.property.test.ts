/**
 * Property tests over random seeds and random LEGAL action sequences for 2–6 players, from fresh games and
 * from random VALID states (rich players, reshuffled owners, built-up sets that exhaust the supply, players in
 * Detention). Each step picks one of `legalActions(state)` (sometimes the scripted policy's choice, so games
 * also reach full sets, buildings and bankruptcies) and checks:
 *
 * - money, against an oracle that recomputes every amount FROM THE SPECIFICATION'S FIGURES written out below
 *   (not from the engine's constants or selectors): rent from the rent table (full-set doubling, shops, towers,
 *   transit hubs, utilities, card multipliers), taxes, card amounts, fees, the start bonus, prices, build
 *   costs, sale refunds, mortgages and unmortgages. Each player's cash must be exactly what the oracle says,
 *   and the bank is tracked too: players' cash = starting cash + what the bank paid out − what it took in.
 * - supplies, buildings, bankruptcies and turns;
 * - every resulting state survives a JSON round trip unchanged, and a fresh game's actions replay through the core's
 *   record to the same state (a save is the record: engines/city-tycoon/record.test.ts).
 */
import fc from 'fast-check';
import { Rng, seedRng } from '../core/prng';
import { BOARD, EVENT_CARDS, HOUSE_SUPPLY, MONEY_LIMIT, OWNABLE_TILES, SET_TILES, TOWER_LEVEL, TOWER_SUPPLY, type SetId } from './constants';
import { cleanSeed, step, newGame } from './engine';
import { legalActions, shopsOnBoard, towersOnBoard } from './selectors';
import { policy } from './testkit';
import { play as playMove, replay, start as startRecord } from '../core/record';
import { rules } from './manifest';
import type { Account, Action, GameState } from './types';

/* ------------------------------------------------------------ the specification's figures (section 9) */

const SPEC = {
  startBonus: 200,
  tax: { 'City Tax': 200, 'Asset Levy': 100 } as Record<string, number>,
  jailFee: 50,
  jailTries: 3,
  auctionStep: 10,
  buildCost: { clay: 50, aqua: 50, lavender: 100, orange: 100, red: 150, yellow: 150, green: 200, navy: 200 } as Record<SetId, number>,
  transitPrice: 200,
  transitRents: [24, 48, 96, 192],
  utilityPrice: 150,
  utilityOne: 4,
  utilityBoth: 10,
  // name: [price, [base, 1..4 shops, tower]]
  property: {
    'Clay Market': [60, [2, 10, 30, 90, 160, 250]],
    'Brickworks Row': [60, [4, 20, 60, 180, 320, 450]],
    'Brookline Quay': [100, [6, 30, 90, 270, 400, 550]],
    'Seaglass Walk': [100, [6, 30, 90, 270, 400, 550]],
    'Aqua Promenade': [120, [8, 40, 100, 300, 450, 600]],
    'Lilac Lane': [140, [10, 50, 150, 450, 625, 750]],
    'Violet Vista': [140, [10, 50, 150, 450, 625, 750]],
    'Lavender Square': [160, [12, 60, 180, 500, 700, 900]],
    'Citrus Court': [180, [14, 70, 200, 550, 750, 950]],
    'Spice Bazaar': [180, [14, 70, 200, 550, 750, 950]],
    'Amber Arcade': [200, [16, 80, 220, 600, 800, 1000]],
    'Maple Mile': [220, [18, 90, 250, 700, 875, 1050]],
    'Cedar Circle': [220, [18, 90, 250, 700, 875, 1050]],
    'Redstone Ridge': [240, [20, 100, 300, 750, 925, 1100]],
    'Sunfield Park': [260, [22, 110, 330, 800, 975, 1150]],
    'Dune Terrace': [260, [22, 110, 330, 800, 975, 1150]],
    'Aurora Avenue': [280, [24, 120, 360, 850, 1025, 1200]],
    'Fern District': [300, [26, 130, 390, 900, 1100, 1275]],
    'Evergreen Esplanade': [300, [26, 130, 390, 900, 1100, 1275]],
    'Park Conservatory': [320, [28, 150, 450, 1000, 1200, 1400]],
    'Harbor Heights': [350, [35, 175, 500, 1100, 1300, 1500]],
    'Summit Tower': [400, [50, 200, 600, 1400, 1700, 2000]],
  } as Record<string, [number, number[]]>,
  // The nine cards, by the title the engine gives each (the spec lists their effects).
  card: {
    'Street festival': { cash: 50 },
    'Building inspection': { perShop: -40, perTower: -100 },
    'Council meeting': { advanceToStart: true },
    'Rail works': { detour: 'Union Terminal', rentMult: 2 },
    'Burst pipe': { utilityDiceMult: 10 },
    'Startup grant': { cash: 150 },
    'Parking fine': { cash: -100 },
    'Shop local week': { bonusPerShop: 25 },
    'Caught jaywalking': { gotoDetention: true },
  } as Record<string, { cash?: number; perShop?: number; perTower?: number; advanceToStart?: boolean; detour?: string; rentMult?: number; utilityDiceMult?: number; bonusPerShop?: number; gotoDetention?: boolean }>,
};

const priceOf = (tile: number): number => {
  const t = BOARD[tile];
  if (t.kind === 'transit') return SPEC.transitPrice;
  if (t.kind === 'utility') return SPEC.utilityPrice;
  return SPEC.property[t.name][0];
};
const half = (n: number) => Math.floor(n / 2);
const tenPercentUp = (n: number) => Math.ceil(n / 10);

/* ------------------------------------------------------------ the money oracle */

interface Flow {
  cash: number[];
  bankOut: number;
  bankIn: number;
}

/** What every player's cash must be after `action`, and what the bank paid out and took in, by the rules. */
function oracle(prev: GameState, action: Action, next: GameState): Flow {
  const cash = prev.players.map((p) => p.cash);
  const f: Flow = { cash, bankOut: 0, bankIn: 0 };
  const total = () => cash.reduce((a, b) => a + b, 0);
  const fromBank = (to: number, amount: number) => {
    const paid = Math.max(0, Math.min(amount, MONEY_LIMIT - total())); // the bank pays only up to the limit
    cash[to] += paid;
    f.bankOut += paid;
  };
  const take = (from: number, to: Account, amount: number) => {
    cash[from] -= amount;
    if (to === 'bank') f.bankIn += amount;
    else cash[to] += amount;
  };
  /** A payment: in full, or everything the payer has (bankrupt). */
  const pay = (from: number, to: Account, amount: number) => {
    if (amount > 0) take(from, to, Math.min(amount, cash[from]));
  };
  const me = prev.current;
  const dice = prev.lastRoll ? prev.lastRoll[0] + prev.lastRoll[1] : 0;
  let pos = prev.players[me].pos;
  const moveTo = (target: number) => {
    if (target < pos || target === 0) fromBank(me, SPEC.startBonus); // passing or reaching City Hall
    pos = target;
  };
  const ownsAll = (owner: number, tiles: number[]) => tiles.every((i) => prev.ownership[i] === owner);
  const resolve = (tile: number, mods: { rentMult?: number; utilityDiceMult?: number } = {}) => {
    const t = BOARD[tile];
    if (t.kind === 'tax') return take(me, 'bank', Math.min(cash[me], SPEC.tax[t.name]));
    if (t.kind === 'event') {
      expect(next.cardSeq).toBe(prev.cardSeq + 1);
      const c = SPEC.card[EVENT_CARDS[next.lastCard!.card].title];
      if (c.cash !== undefined) return c.cash > 0 ? fromBank(me, c.cash) : pay(me, 'bank', -c.cash);
      const mine = prev.houses.filter((h, i) => prev.ownership[i] === me);
      const shops = mine.filter((h) => h < 5).reduce((a, b) => a + b, 0);
      const towers = mine.filter((h) => h === 5).length;
      if (c.perShop !== undefined) return pay(me, 'bank', -(shops * c.perShop + towers * c.perTower!));
      if (c.bonusPerShop !== undefined) return shops > 0 ? fromBank(me, shops * c.bonusPerShop) : undefined;
      if (c.advanceToStart) return moveTo(0);
      if (c.detour) {
        moveTo(BOARD.findIndex((x) => x.name === c.detour));
        return resolve(pos, { rentMult: c.rentMult });
      }
      if (c.utilityDiceMult) {
        const utils = BOARD.filter((x) => x.kind === 'utility').map((x) => x.index);
        moveTo(utils.find((i) => i > pos) ?? utils[0]);
        return resolve(pos, { utilityDiceMult: c.utilityDiceMult });
      }
      return undefined; // to Detention: no money
    }
    if (t.kind !== 'property' && t.kind !== 'transit' && t.kind !== 'utility') return undefined;
    const owner = prev.ownership[tile];
    if (owner === null || owner === me || prev.mortgaged[tile]) return undefined;
    let rent: number;
    if (t.kind === 'property') {
      const rents = SPEC.property[t.name][1];
      const h = prev.houses[tile];
      rent = h > 0 ? rents[h] : ownsAll(owner, BOARD.filter((x) => x.kind === 'property' && x.set === t.set).map((x) => x.index)) ? 2 * rents[0] : rents[0];
    } else if (t.kind === 'transit') {
      const hubs = BOARD.filter((x) => x.kind === 'transit' && prev.ownership[x.index] === owner).length;
      rent = SPEC.transitRents[hubs - 1] * (mods.rentMult ?? 1);
    } else {
      const both = BOARD.filter((x) => x.kind === 'utility').every((x) => prev.ownership[x.index] === owner);
      rent = dice * (mods.utilityDiceMult ?? (both ? SPEC.utilityBoth : SPEC.utilityOne));
    }
    pay(me, owner, rent);
    return undefined;
  };
  const a0 = prev.auction;
  switch (action.type) {
    case 'ROLL': {
      const p = prev.players[me];
      const [x, y] = next.lastRoll!;
      if (p.inJail && x !== y && p.jailTurns + 1 >= SPEC.jailTries) pay(me, 'bank', SPEC.jailFee);
      break;
    }
    case 'ADVANCE':
      moveTo((pos + prev.pendingMove!.steps) % 40);
      resolve(pos);
      break;
    case 'PAY_JAIL':
      take(me, 'bank', SPEC.jailFee);
      break;
    case 'BUY':
      if (cash[me] >= priceOf(prev.offer!)) take(me, 'bank', priceOf(prev.offer!));
      break;
    case 'BID': {
      // The bid wins at once when no one else is still in (the last bidder asked once, or everyone else passed).
      const closes = a0!.bidders.filter((b) => !a0!.passed.includes(b) && b !== a0!.turn).length === 0;
      expect(next.auction === null).toBe(closes);
      if (closes) take(a0!.turn, 'bank', a0!.bid + SPEC.auctionStep);
      break;
    }
    case 'PASS': {
      const left = a0!.bidders.filter((b) => !a0!.passed.includes(b) && b !== a0!.turn);
      const closes = left.length === 0 || (left.length === 1 && left[0] === a0!.leader);
      expect(next.auction === null).toBe(closes);
      if (closes && a0!.leader !== null && cash[a0!.leader] >= a0!.bid) take(a0!.leader, 'bank', a0!.bid);
      break;
    }
    case 'BUILD':
    case 'SELL': {
      const t = BOARD[action.tile];
      if (t.kind !== 'property') throw new Error('build on a non-property');
      if (action.type === 'BUILD') take(me, 'bank', SPEC.buildCost[t.set]);
      else fromBank(me, half(SPEC.buildCost[t.set]));
      break;
    }
    case 'MORTGAGE':
      fromBank(me, half(priceOf(action.tile)));
      break;
    case 'UNMORTGAGE':
      take(me, 'bank', half(priceOf(action.tile)) + tenPercentUp(priceOf(action.tile)));
      break;
    default:
      break; // DECLINE, NEXT, END_TURN, SET_AUTO_END move no money
  }
  return f;
}

/* ------------------------------------------------------------ games and states */

const arbGame = fc.record({
  seed: fc.string({ maxLength: 12 }),
  players: fc.integer({ min: 2, max: 6 }),
  cash: fc.constantFrom(500, 800, 1500, 5000),
  cap: fc.integer({ min: 10, max: 50 }),
  autoEnd: fc.boolean(),
  choices: fc.array(fc.nat(), { minLength: 50, maxLength: 400 }),
});

function start(g: { seed: string; players: number; cash: number; cap: number; autoEnd: boolean }): GameState {
  const s = newGame({ names: Array(g.players).fill(''), startingCash: g.cash, cap: g.cap }, cleanSeed(g.seed));
  if (Array.isArray(s)) throw new Error(s.join());
  return { ...s, autoEnd: g.autoEnd };
}

function pick(s: GameState, k: number): Action | null {
  const acts = legalActions(s);
  if (!acts.length) return null;
  return k % 3 === 0 ? policy(s) : acts[k % acts.length];
}

/**
 * A random VALID state that a fresh game need not reach soon: from a game played a little, reshuffle who owns
 * what, build up full sets until the supply may run out, mortgage unbuilt tiles, put players in Detention,
 * give them very large (or tiny) cash, reorder the deck.
 */
function perturb(s0: GameState, seed: string): GameState {
  const r = new Rng(seedRng(seed));
  const s: GameState = JSON.parse(JSON.stringify(s0));
  const alive = s.players.filter((p) => !p.bankrupt).map((p) => p.id);
  const manage = s.phase === 'PRE_ROLL' || s.phase === 'POST_ACTIONS';
  if (manage && r.chance(0.8)) {
    s.ownership = s.ownership.map(() => null);
    s.houses = s.houses.map(() => 0);
    s.mortgaged = s.mortgaged.map(() => false);
    for (const i of OWNABLE_TILES) if (r.chance(0.75)) s.ownership[i] = r.chance(0.5) ? s.current : r.pick(alive);
    let shops = HOUSE_SUPPLY;
    let towers = TOWER_SUPPLY;
    for (const tiles of r.shuffle(Object.values(SET_TILES))) {
      const owner = s.ownership[tiles[0]];
      if (owner === null || tiles.some((i) => s.ownership[i] !== owner) || r.chance(0.2)) continue;
      // Level L on some tiles, L − 1 on the others (even building), within what the supply still holds.
      for (let L = r.int(1, TOWER_LEVEL); L >= 1; L--) {
        const high = tiles.filter(() => r.chance(0.5));
        const levels = tiles.map((i) => (high.includes(i) || high.length === 0 ? L : L - 1));
        const needShops = levels.reduce((a, h) => a + (h < TOWER_LEVEL ? h : 0), 0);
        const needTowers = levels.filter((h) => h === TOWER_LEVEL).length;
        if (needShops <= shops && needTowers <= towers) {
          tiles.forEach((i, k) => (s.houses[i] = levels[k]));
          shops -= needShops;
          towers -= needTowers;
          break;
        }
      }
    }
    s.houseSupply = shops;
    s.towerSupply = towers;
    for (const i of OWNABLE_TILES) {
      const t = BOARD[i];
      const built = t.kind === 'property' && SET_TILES[t.set].some((j) => s.houses[j] > 0);
      if (s.ownership[i] !== null && !built && r.chance(0.3)) s.mortgaged[i] = true;
    }
    for (const id of alive) {
      if (r.chance(0.3)) {
        const p = s.players[id];
        p.inJail = true;
        p.pos = 10;
        p.jailTurns = r.int(0, 2);
      }
    }
  }
  // Cash: ordinary, tiny or very large (up to the whole MONEY_LIMIT in one hand).
  const mode = r.int(0, 3);
  if (mode > 0) {
    for (const id of alive) s.players[id].cash = 0;
    for (const id of alive) {
      const room = MONEY_LIMIT - s.players.reduce((t, p) => t + p.cash, 0);
      s.players[id].cash = mode === 1 ? r.int(0, 60) : mode === 2 ? Math.min(room, r.int(1, 1e9)) : Math.min(room, Math.floor(MONEY_LIMIT / alive.length) - r.int(0, 500));
    }
  }
  if (r.chance(0.5)) s.deck = r.shuffle(s.deck).slice(0, r.int(0, s.deck.length));
  return s;
}

/* ------------------------------------------------------------ the invariants of one step */

interface Bank {
  paidOut: number;
  tookIn: number;
  startMoney: number;
}

function check(prev: GameState, action: Action, next: GameState, bank: Bank) {
  // Money: every player's cash is what the rules say, and the bank's books balance.
  const f = oracle(prev, action, next);
  expect(next.players.map((p) => p.cash)).toEqual(f.cash);
  bank.paidOut += f.bankOut;
  bank.tookIn += f.bankIn;
  expect(next.players.reduce((t, p) => t + p.cash, 0)).toBe(bank.startMoney + bank.paidOut - bank.tookIn);
  // The log's transfers say the same.
  const fresh = next.log.filter((e) => e.n > prev.logSeq);
  const logged = { out: 0, in: 0 };
  for (const e of fresh) {
    if (!e.transfer) continue;
    expect(e.transfer.amount).toBeGreaterThan(0);
    if (e.transfer.from === 'bank') logged.out += e.transfer.amount;
    if (e.transfer.to === 'bank') logged.in += e.transfer.amount;
  }
  expect(logged).toEqual({ out: f.bankOut, in: f.bankIn });
  // Supplies.
  expect(shopsOnBoard(next) + next.houseSupply).toBe(HOUSE_SUPPLY);
  expect(towersOnBoard(next) + next.towerSupply).toBe(TOWER_SUPPLY);
  for (const p of next.players) {
    expect(p.cash).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(p.cash)).toBe(true);
    if (p.bankrupt) expect(next.ownership.includes(p.id)).toBe(false);
  }
  // Buildings stand only on full sets of one owner, evenly (never more than one apart), never on a mortgaged tile.
  for (const tiles of Object.values(SET_TILES)) {
    const levels = tiles.map((i) => next.houses[i]);
    if (levels.some((h) => h > 0)) {
      expect(new Set(tiles.map((i) => next.ownership[i])).size).toBe(1);
      expect(Math.max(...levels) - Math.min(...levels)).toBeLessThanOrEqual(1);
      expect(tiles.some((i) => next.mortgaged[i] && next.houses[i] > 0)).toBe(false);
    }
  }
  // Only the current player (never a bankrupt one) acts.
  if (next.phase !== 'GAME_OVER') expect(next.players[next.current].bankrupt).toBe(false);
  expect(next.turn).toBeLessThanOrEqual(next.cap);
  // Plain data: unchanged by a JSON round trip (a save holds the record, which replays to it).
  expect(notJson(next)).toBeNull();
}

/**
 * Where a value stops being plain JSON (what a JSON round trip would change: undefined, a function, NaN or Infinity,
 * a class instance), or null. The same verdict as comparing the value with its round trip, without the deep compare
 * at every step that made this test slow.
 */
function notJson(v: unknown, at = '$'): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : at;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = notJson(v[i], `${at}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    for (const [k, x] of Object.entries(v)) {
      const bad = notJson(x, `${at}.${k}`);
      if (bad) return bad;
    }
    return null;
  }
  return at;
}

/** Plays `choices` from `s`, checking every step. */
function play(s: GameState, choices: number[]) {
  const bank: Bank = { paidOut: 0, tookIn: 0, startMoney: s.players.reduce((t, p) => t + p.cash, 0) };
  for (const k of choices) {
    const a = pick(s, k);
    if (!a) break;
    const r = step(s, a);
    // A legal action is never refused (BUY short of cash turns into the auction, and is not offered then).
    if (r.state === s) throw new Error(`legal action ${JSON.stringify(a)} refused: ${r.refusal?.message}`);
    check(s, a, r.state, bank);
    s = r.state;
  }
  return s;
}

describe('City Tycoon invariants over random legal play', () => {
  test('fresh games: money recomputed from the rules (bank tracked), supplies add up, the record replays to every game', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        // As the screen plays it: into the record (Auto End off is a move), which replays to the same game.
        let p = startRecord(rules, { names: Array(g.players).fill(''), startingCash: g.cash, cap: g.cap }, cleanSeed(g.seed));
        if (!g.autoEnd) p = playMove(rules, p, { type: 'SET_AUTO_END', on: false }).played;
        const bank: Bank = { paidOut: 0, tookIn: 0, startMoney: p.state.players.reduce((t, x) => t + x.cash, 0) };
        for (const k of g.choices) {
          const a = pick(p.state, k);
          if (!a) break;
          const out = playMove(rules, p, a);
          if (out.step.refusal) throw new Error(`legal action ${JSON.stringify(a)} refused: ${out.step.refusal.message}`);
          check(p.state, a, out.played.state, bank);
          p = out.played;
        }
        expect(replay(rules, JSON.parse(JSON.stringify(p.record)))).toEqual({ ok: true, state: p.state });
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });

  test('random valid states (rich players, supply run out, Detention, reshuffled owners): the same, from there', () => {
    fc.assert(
      fc.property(arbGame, fc.nat({ max: 120 }), fc.string({ maxLength: 8 }), (g, warm, pseed) => {
        let s = start(g);
        for (const k of g.choices.slice(0, warm)) {
          const a = pick(s, k);
          if (!a) break;
          s = step(s, a).state;
        }
        play(perturb(s, pseed), g.choices);
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });

  test('over-supply then sell, and very large cash then mortgage', () => {
    // All 32 shops and 12 towers on the board; selling and mortgaging from there.
    let s = start({ seed: 'FULL', players: 2, cash: 1500, cap: 25, autoEnd: false });
    s = { ...s, ownership: s.ownership.map((o, i) => (OWNABLE_TILES.includes(i) ? 0 : o)) };
    // Towers on clay, aqua, lavender and orange (11), red: a tower and 4 + 4 shops, yellow and green 4 shops each.
    const level: Partial<Record<SetId, number[]>> = { clay: [5, 5], aqua: [5, 5, 5], lavender: [5, 5, 5], orange: [5, 5, 5], red: [5, 4, 4], yellow: [4, 4, 4], green: [4, 4, 4] };
    const houses = s.houses.slice();
    for (const [set, hs] of Object.entries(level)) SET_TILES[set as SetId].forEach((i, k) => (houses[i] = hs![k]));
    s = { ...s, houses, houseSupply: 0, towerSupply: 0 };
    const bank: Bank = { paidOut: 0, tookIn: 0, startMoney: 3000 };
    let sold = 0;
    for (let guard = 0; guard < 200; guard++) {
      const sell = legalActions(s).find((a) => a.type === 'SELL') ?? legalActions(s).find((a) => a.type === 'MORTGAGE');
      if (!sell) break;
      const next = step(s, sell).state;
      check(s, sell, next, bank);
      s = next;
      sold++;
    }
    expect(sold).toBeGreaterThan(30);
    // One player holds nearly all the money there can be, then mortgages: the bank pays only up to the limit.
    let rich = start({ seed: 'RICH', players: 2, cash: 1500, cap: 25, autoEnd: false });
    rich = { ...rich, ownership: rich.ownership.map((o, i) => (i === 39 || i === 5 ? 0 : o)) };
    rich = { ...rich, players: rich.players.map((p) => ({ ...p, cash: p.id === 0 ? MONEY_LIMIT - 1600 : 1500 })) };
    const r1 = step(rich, { type: 'MORTGAGE', tile: 5 }); // 100: fits
    expect(r1.refusal).toBeUndefined();
    check(rich, { type: 'MORTGAGE', tile: 5 }, r1.state, { paidOut: 0, tookIn: 0, startMoney: MONEY_LIMIT - 100 });
    const r2 = step(r1.state, { type: 'MORTGAGE', tile: 39 }); // 200: the bank cannot pay it
    expect(r2.refusal?.message).toBe('The bank cannot pay that much.');
    // Passing City Hall pays only what is left below the limit, and the save stays valid.
    const walk: GameState = { ...r1.state, players: r1.state.players.map((p) => (p.id === 0 ? { ...p, pos: 38 } : p)), phase: 'MOVING', pendingMove: { steps: 2, again: false }, lastRoll: [1, 1] };
    const r3 = step(walk, { type: 'ADVANCE' });
    check(walk, { type: 'ADVANCE' }, r3.state, { paidOut: 0, tookIn: 0, startMoney: MONEY_LIMIT });
    expect(r3.state.players.reduce((t, p) => t + p.cash, 0)).toBe(MONEY_LIMIT);
  });

  test('every figure on every tile: each rent level, hubs, utilities, taxes and cards, landed on once', () => {
    const base = start({ seed: 'SWEEP', players: 3, cash: 5000, cap: 25, autoEnd: false });
    const bank: Bank = { paidOut: 0, tookIn: 0, startMoney: 0 };
    /** Player 0 walks onto `tile` with the given dice; player 1 owns `owned` (built to `houses`), player 0 owns `mine` (built to `mineHouses`). */
    const land = (tile: number, owned: number[], houses: number[] = [], deckTop?: number, dice: [number, number] = [3, 4], mine: number[] = [], mineHouses: number[] = []) => {
      const steps = dice[0] + dice[1];
      const hs = base.houses.map((_, i) => houses[owned.indexOf(i)] ?? mineHouses[mine.indexOf(i)] ?? 0);
      const shops = hs.reduce((t, h) => t + (h < TOWER_LEVEL ? h : 0), 0);
      const towers = hs.filter((h) => h === TOWER_LEVEL).length;
      const s: GameState = {
        ...base,
        players: base.players.map((p) => (p.id === 0 ? { ...p, pos: (tile - steps + 40) % 40 } : p)),
        ownership: base.ownership.map((_, i) => (owned.includes(i) ? 1 : mine.includes(i) ? 0 : null)),
        houses: hs,
        houseSupply: HOUSE_SUPPLY - shops,
        towerSupply: TOWER_SUPPLY - towers,
        deck: deckTop === undefined ? base.deck : [deckTop, ...base.deck.filter((c) => c !== deckTop)],
        phase: 'MOVING',
        pendingMove: { steps, again: false },
        lastRoll: dice,
      };
      const checked: GameState = JSON.parse(JSON.stringify(s));
      bank.startMoney = s.players.reduce((t, p) => t + p.cash, 0);
      bank.paidOut = bank.tookIn = 0;
      const next = step(checked, { type: 'ADVANCE' }).state;
      check(checked, { type: 'ADVANCE' }, next, bank);
      return next.players[0].cash - checked.players[0].cash;
    };
    let landings = 0;
    for (const tiles of Object.values(SET_TILES)) {
      for (const tile of tiles) {
        land(tile, [tile]); // base rent, set not complete
        for (let h = 0; h <= TOWER_LEVEL; h++) land(tile, tiles, tiles.map(() => h)); // full set: doubled base, shops, tower
        landings += 7;
      }
    }
    const hubs = BOARD.filter((t) => t.kind === 'transit').map((t) => t.index);
    for (let n = 1; n <= 4; n++) {
      for (const tile of hubs.slice(0, n)) {
        land(tile, hubs.slice(0, n));
        landings++;
      }
    }
    const utils = BOARD.filter((t) => t.kind === 'utility').map((t) => t.index);
    for (const dice of [[1, 2], [6, 5], [3, 4]] as [number, number][]) {
      for (const tile of utils) {
        land(tile, [tile], [], undefined, dice);
        land(tile, utils, [], undefined, dice);
        landings += 2;
      }
    }
    for (const tile of BOARD.filter((t) => t.kind === 'tax').map((t) => t.index)) {
      land(tile, []);
      landings++;
    }
    // Each card, from two event tiles (before and after Union Terminal), with the hubs, utilities and a built set
    // owned by another player, and a built set (a tower and 8 shops) of the player's own.
    const events = BOARD.filter((t) => t.kind === 'event').map((t) => t.index);
    for (const card of EVENT_CARDS)
      for (const tile of [events[0], events[events.length - 1]]) {
        land(tile, [...hubs, ...utils, ...SET_TILES.clay], [0, 0, 0, 0, 0, 0, 5, 4], card.id, [3, 4], SET_TILES.red, [5, 4, 4]);
        landings++;
      }
    expect(landings).toBe(196);
  });

  test('the same seed and actions replay the same game (also through a save and reload)', () => {
    fc.assert(
      fc.property(arbGame, (g) => {
        const actions: Action[] = [];
        let s = start(g);
        let saved: string | null = null;
        g.choices.forEach((k, i) => {
          const a = pick(s, k);
          if (!a) return;
          actions.push(a);
          s = step(s, a).state;
          if (i === Math.floor(g.choices.length / 2)) saved = JSON.stringify(s);
        });
        const again = actions.reduce((x, a) => step(x, a).state, start(g));
        expect(again).toEqual(s);
        if (saved) {
          const half = actions.length > 0 ? Math.floor(g.choices.length / 2) + 1 : 0;
          const resumed = actions.slice(half).reduce((x, a) => step(x, a).state, JSON.parse(saved) as GameState);
          expect(resumed).toEqual(s);
        }
      }),
      { numRuns: 30 },
    );
  });

  test('scripted games always finish, by the cap or with one player left', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 6 }), fc.constantFrom(500, 1500), (seed, n, cash) => {
        let s = start({ seed, players: n, cash, cap: 10, autoEnd: true });
        const bank: Bank = { paidOut: 0, tookIn: 0, startMoney: n * cash };
        let steps = 0;
        while (s.phase !== 'GAME_OVER' && steps < 20000) {
          const a = policy(s);
          const next = step(s, a).state;
          check(s, a, next, bank);
          s = next;
          steps++;
        }
        expect(s.phase).toBe('GAME_OVER');
      }),
      { numRuns: 15 },
    );
  });
});
