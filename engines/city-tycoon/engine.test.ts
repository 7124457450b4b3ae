import {
  AUCTION_STEP,
  BOARD,
  ERR,
  EVENT_CARDS,
  SETS,
  SET_TILES,
  TRANSIT_TILES,
  UTILITY_TILES,
  type PropertyTile,
} from './constants';
import { step, clampSetupNumber, cleanSeed, newGame, playerName, refusal, setupErrors } from './engine';
import { canBuild, netWorth, ranking, rentFor, unmortgageCost, legalActions, coachHint, isLastCall, nextBid } from './selectors';
import { MOVE_NO, moveIndex } from './moves';
import { rules } from './manifest';
import { play, replay, start } from '../core/record';
import { game, policy, withDice } from './testkit';
import type { Action, GameState } from './types';
import { SPEC } from './fixtures/spec';

const act = (s: GameState, a: Action) => step(s, a);
const ok = (s: GameState, a: Action) => {
  const r = step(s, a);
  expect(r.refusal).toBeUndefined();
  return r.state;
};
/** State where the current player is about to walk `steps` from `from`. */
function moving(s: GameState, from: number, steps: number, again = false, dice?: [number, number]): GameState {
  const players = s.players.map((p, i) => (i === s.current ? { ...p, pos: from } : p));
  const d1 = dice ?? [Math.min(6, steps - 1), steps - Math.min(6, steps - 1)];
  return { ...s, players, phase: 'MOVING', pendingMove: { steps, again }, lastRoll: d1 as [number, number] };
}
const withCash = (s: GameState, id: number, cash: number): GameState => ({ ...s, players: s.players.map((p) => (p.id === id ? { ...p, cash } : p)) });
const own = (s: GameState, owner: number | null, tiles: number[], houses?: number): GameState => {
  const ownership = s.ownership.slice();
  const hs = s.houses.slice();
  for (const t of tiles) {
    ownership[t] = owner;
    if (houses !== undefined) hs[t] = houses;
  }
  return { ...s, ownership, houses: hs };
};
/** Auto End off. */
const manual = (s: GameState): GameState => ({ ...s, autoEnd: false });
const prop = (i: number) => BOARD[i] as PropertyTile;

describe('setup', () => {
  test('players 2–6, cash 500–5000 step 100, cap 10–50', () => {
    const base = { names: ['a', 'b'], startingCash: 1500, cap: 25, seed: 'x' };
    expect(setupErrors(base)).toEqual([]);
    expect(setupErrors({ ...base, names: ['a'] })).toHaveLength(1);
    expect(setupErrors({ ...base, names: Array(6).fill('') })).toEqual([]);
    expect(setupErrors({ ...base, names: Array(7).fill('') })).toHaveLength(1);
    for (const c of [500, 5000]) expect(setupErrors({ ...base, startingCash: c })).toEqual([]);
    for (const c of [400, 5100, 550, NaN]) expect(setupErrors({ ...base, startingCash: c })).toHaveLength(1);
    for (const c of [10, 50]) expect(setupErrors({ ...base, cap: c })).toEqual([]);
    for (const c of [9, 51, 10.5]) expect(setupErrors({ ...base, cap: c })).toHaveLength(1);
  });
  test('defaults: names from the list of six, seed CT-DEMO-1, 32 shops and 12 towers', () => {
    const g = newGame({ names: ['', '  Zoe  ', ''], startingCash: SPEC.startingCashDefault, cap: SPEC.turnCapDefault }, cleanSeed('  ')) as GameState;
    expect(g.players.map((p) => p.name)).toEqual(['Avery', 'Zoe', 'Casey']);
    expect(g.seed).toBe(SPEC.seed);
    expect(g.houseSupply).toBe(SPEC.shops);
    expect(g.towerSupply).toBe(SPEC.towers);
    expect([...g.deck].sort()).toEqual(Array.from({ length: SPEC.eventCards }, (_, i) => i));
    expect(g.players.every((p) => p.cash === SPEC.startingCashDefault && p.pos === 0)).toBe(true);
    expect(g.phase).toBe('PRE_ROLL');
    expect(g.turn).toBe(1);
  });
  test('the board has 40 tiles with 22 properties, 4 transit hubs and 2 utilities', () => {
    expect(BOARD).toHaveLength(SPEC.boardSize);
    expect(BOARD.filter((t) => t.kind === 'property')).toHaveLength(SPEC.properties);
    expect(TRANSIT_TILES).toEqual([5, 15, 25, 35]);
    expect(UTILITY_TILES).toEqual([12, 28]);
    expect(BOARD.filter((t) => t.kind === 'event').map((t) => t.index)).toEqual([2, 7, 17, 22, 33, 36]);
    const prices = BOARD.filter((t): t is PropertyTile => t.kind === 'property').map((t) => t.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Object.values(SET_TILES).map((t) => t.length)).toEqual([2, 3, 3, 3, 3, 3, 3, 2]);
  });
  test('same seed, same game; a different seed differs', () => {
    const run = (seed: string) => {
      let s = game(3, 1500, 25, seed);
      for (let i = 0; i < 60; i++) {
        const acts = legalActions(s);
        s = step(s, acts.find((a) => a.type === 'ROLL' || a.type === 'ADVANCE' || a.type === 'DECLINE' || a.type === 'PASS') ?? acts[0]).state;
      }
      return s;
    };
    expect(run('A')).toEqual(run('A'));
    expect(run('A').log).not.toEqual(run('B').log);
  });
});

describe('player names (one rule for typed names)', () => {
  const named = (...names: string[]) => (newGame({ names, startingCash: 1500, cap: 25 }, 'x') as GameState).players.map((p) => p.name);
  test('bidi controls are stripped: a name starting with U+202E cannot reverse the log lines', () => {
    const g = newGame({ names: ['\u202Eevil', 'Bo\u2066b'], startingCash: 1500, cap: 25 }, 'x') as GameState;
    expect(g.players.map((p) => p.name)).toEqual(['evil', 'Bob']);
    expect(g.log[0].text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
  test('zero-width spaces and control characters are stripped; ZWJ and ZWNJ are kept', () => {
    expect(named('A\u200Bd\u200Ba', 'x\u0007y\n z', 'می\u200Cخواهم')).toEqual(['Ada', 'xy z', 'می\u200Cخواهم']);
    expect(named('\u200B\u200B', '\u202E')).toEqual(['Avery', 'Blake']); // nothing left: the default names
  });
  test('the cut at 16 characters never leaves half an emoji', () => {
    const family = '👩\u200D👩\u200D👧';
    const [a, b] = named('abcdefghijklmno' + family + 'z', '🙂'.repeat(20));
    expect(a).toBe('abcdefghijklmno' + family);
    expect(b).toBe('🙂'.repeat(16));
    expect(named('abcdefghijklmno😀', '')[0]).toBe('abcdefghijklmno😀');
    const heavy = named('e' + '\u0301'.repeat(200) + 'xyz', '')[0]; // one letter with 200 accents: too long to keep
    expect(heavy.length).toBeLessThanOrEqual(128);
    expect(heavy).toBe('Avery');
  });
  test('a saved name enters the game only through the rule: a record holding one the rule would change replays to the rule’s name', () => {
    for (const bad of ['\u202Eevil', 'A\u200Bda', ' Ada', 'x'.repeat(17), '', '😀'.repeat(17)]) {
      const r = replay(rules, { game: 'city-tycoon', rulesVersion: 2, setup: { names: [bad, 'Bo'], startingCash: 1500, cap: 25 }, seed: 'x', moves: [] });
      expect(r.state.players[0].name).toBe(playerName(bad, 0));
      expect(r.state.players[0].name).not.toBe(bad);
    }
    const family = '👩\u200D👩\u200D👧'.repeat(16);
    expect(replay(rules, { game: 'city-tycoon', rulesVersion: 2, setup: { names: [family, 'Bo'], startingCash: 1500, cap: 25 }, seed: 'x', moves: [] }).state.players[0].name).toBe(family);
  });
});

describe('rolling and moving', () => {
  test('a roll goes to MOVING, ADVANCE walks it; passing City Hall pays $200', () => {
    let s = manual(withDice(game(), 2, 3));
    s = ok(s, { type: 'ROLL' });
    expect(s.phase).toBe('MOVING');
    expect(s.lastRoll).toEqual([2, 3]);
    s = ok(s, { type: 'ADVANCE' });
    expect(s.players[0].pos).toBe(5);
    expect(s.offer).toBe(5);
    let t = moving({ ...game(), deck: [0] }, 38, 4);
    t = ok(t, { type: 'ADVANCE' });
    expect(t.players[0].pos).toBe(2);
    expect(t.players[0].cash).toBe(1500 + 200 + 50); // +200, then the +$50 card
    expect(t.log.some((e) => e.text.includes('passed City Hall'))).toBe(true);
  });
  test('landing exactly on City Hall pays $200; stopping short does not', () => {
    const s = ok(moving(manual(game()), 35, 5), { type: 'ADVANCE' });
    expect(s.players[0].cash).toBe(1700);
    const t = ok(moving(manual(game()), 30, 8), { type: 'ADVANCE' });
    expect(t.players[0].cash).toBe(1500 - 100); // Asset Levy, no bonus
  });
  test('doubles keep the player in PRE_ROLL; three doubles go to Detention', () => {
    let s = manual(withDice(game(), 3, 3));
    s = ok(s, { type: 'ROLL' });
    expect(s.doublesCount).toBe(1);
    s = ok(s, { type: 'ADVANCE' }); // 6: Brookline Quay, offered
    s = ok(s, { type: 'DECLINE' });
    while (s.auction) s = ok(s, { type: 'PASS' });
    expect(s.phase).toBe('PRE_ROLL');
    expect(s.current).toBe(0);
    // two doubles already: the third goes straight to Detention without moving
    s = withDice({ ...s, doublesCount: 2, players: s.players.map((p) => (p.id === 0 ? { ...p, pos: 20 } : p)) }, 4, 4);
    s = ok(s, { type: 'ROLL' });
    expect(s.players[0].pos).toBe(10);
    expect(s.players[0].inJail).toBe(true);
    expect(s.phase).toBe('POST_ACTIONS');
    expect(s.doublesCount).toBe(0);
  });
  test('a roll outside PRE_ROLL is refused, the state is unchanged', () => {
    const s = moving(game(), 0, 4);
    const r = act(s, { type: 'ROLL' });
    expect(r.state).toBe(s);
    expect(r.refusal?.message).toBe(ERR.cannotRoll);
    expect(act(game(), { type: 'END_TURN' }).refusal?.message).toBe(ERR.cannotEndTurn);
    expect(act(game(), { type: 'BUY' }).refusal?.message).toBe(ERR.noOffer);
    expect(act(game(), { type: 'BID' }).refusal?.message).toBe(ERR.noAuction);
  });
  test('auto end on: the turn passes after resolving; off: End Turn is needed', () => {
    let s = ok(moving(game(), 0, 20), { type: 'ADVANCE' }); // Free Plaza
    expect(s.current).toBe(1);
    expect(s.phase).toBe('PRE_ROLL');
    s = ok(moving(manual(game()), 0, 20), { type: 'ADVANCE' });
    expect(s.phase).toBe('POST_ACTIONS');
    expect(s.current).toBe(0);
    s = ok(s, { type: 'END_TURN' });
    expect(s.current).toBe(1);
    // switching auto end on in POST_ACTIONS ends the turn
    s = ok(moving(manual(game()), 0, 20), { type: 'ADVANCE' });
    s = ok(s, { type: 'SET_AUTO_END', on: true });
    expect(s.current).toBe(1);
  });
});

describe('tile outcomes', () => {
  test('start and free: nothing', () => {
    const s = ok(moving(manual(game()), 10, 10), { type: 'ADVANCE' });
    expect(s.players[0].cash).toBe(1500);
    expect(s.players[0].inJail).toBe(false);
  });
  test('detention and goto: jail the player', () => {
    const a = ok(moving(manual(game()), 5, 5), { type: 'ADVANCE' });
    expect(a.players[0].inJail).toBe(true);
    expect(a.players[0].pos).toBe(10);
    const b = ok(moving(manual(game()), 25, 5), { type: 'ADVANCE' });
    expect(b.players[0].inJail).toBe(true);
    expect(b.players[0].pos).toBe(10);
  });
  test('doubles that end on Go to Detention give no extra roll', () => {
    const s = ok(moving(manual(game()), 24, 6, true, [3, 3]), { type: 'ADVANCE' });
    expect(s.players[0].inJail).toBe(true);
    expect(s.phase).toBe('POST_ACTIONS');
  });
  test('tax: City Tax $200 and Asset Levy $100, cash floored at 0', () => {
    expect(ok(moving(manual(game()), 0, 4), { type: 'ADVANCE' }).players[0].cash).toBe(1300);
    expect(ok(moving(manual(game()), 30, 8), { type: 'ADVANCE' }).players[0].cash).toBe(1400);
    const poor = ok(moving(manual(withCash(game(), 0, 120)), 0, 4), { type: 'ADVANCE' });
    expect(poor.players[0].cash).toBe(0);
    expect(poor.players[0].bankrupt).toBe(false);
  });
  test('unowned: offer; own: nothing; mortgaged: no rent; other owner: rent', () => {
    const offer = ok(moving(manual(game()), 0, 1), { type: 'ADVANCE' });
    expect(offer.phase).toBe('RESOLVING');
    expect(offer.offer).toBe(1);
    const mine = ok(moving(manual(own(game(), 0, [1])), 0, 1), { type: 'ADVANCE' });
    expect(mine.players[0].cash).toBe(1500);
    expect(mine.phase).toBe('POST_ACTIONS');
    const m = own(game(), 1, [3]);
    const mort = ok(moving(manual({ ...m, mortgaged: m.mortgaged.map((x, i) => i === 3) }), 0, 3), { type: 'ADVANCE' });
    expect(mort.players[0].cash).toBe(1500);
    const rent = ok(moving(manual(own(game(), 1, [3])), 0, 3), { type: 'ADVANCE' });
    expect(rent.players[0].cash).toBe(1496);
    expect(rent.players[1].cash).toBe(1504);
  });
  test('buy pays the price; buying with too little cash says Not enough cash and opens the auction', () => {
    let s = ok(moving(manual(game()), 0, 1), { type: 'ADVANCE' });
    s = ok(s, { type: 'BUY' });
    expect(s.ownership[1]).toBe(0);
    expect(s.players[0].cash).toBe(1440);
    expect(s.phase).toBe('POST_ACTIONS');
    const poor = ok(moving(manual(withCash(game(), 0, 59)), 0, 1), { type: 'ADVANCE' });
    const r = act(poor, { type: 'BUY' });
    // Not a refusal: the message comes WITH a change (the auction), so it is a notice.
    expect(r.refusal).toBeUndefined();
    expect(r.notice).toEqual({ kind: 'warning', message: 'Not enough cash' });
    expect(refusal(poor, { type: 'BUY' })).toBeNull();
    expect(r.state).not.toBe(poor);
    expect(r.state.auction?.tile).toBe(1);
    expect(r.state.ownership[1]).toBeNull();
    // exactly the price is enough
    const exact = ok(ok(moving(manual(withCash(game(), 0, 60)), 0, 1), { type: 'ADVANCE' }), { type: 'BUY' });
    expect(exact.players[0].cash).toBe(0);
  });
});

describe('rent', () => {
  test('every property at every build level, and the unbuilt full-set doubling', () => {
    for (const set of Object.keys(SET_TILES) as (keyof typeof SET_TILES)[]) {
      const tiles = SET_TILES[set];
      const partial = own(game(), 1, [tiles[0]]);
      expect(rentFor(partial, tiles[0], 7)).toBe(prop(tiles[0]).rent[0]);
      for (let h = 0; h <= 5; h++) {
        const s = own(game(), 1, tiles, h);
        for (const t of tiles) expect(rentFor(s, t, 7)).toBe(h === 0 ? prop(t).rent[0] * 2 : prop(t).rent[h]);
      }
    }
    expect(prop(39).rent).toEqual([50, 200, 600, 1400, 1700, 2000]);
    expect(prop(1).rent).toEqual([2, 10, 30, 90, 160, 250]);
  });
  test('transit: 24, 48, 96, 192 by hubs owned', () => {
    [24, 48, 96, 192].forEach((rent, k) => {
      const s = own(game(), 1, TRANSIT_TILES.slice(0, k + 1));
      expect(rentFor(s, 5, 7)).toBe(rent);
    });
    const paid = ok(moving(manual(own(game(), 1, [5, 15])), 0, 5), { type: 'ADVANCE' });
    expect(paid.players[0].cash).toBe(1452);
  });
  test('utilities: dice × 4 with one, × 10 with both', () => {
    expect(rentFor(own(game(), 1, [12]), 12, 9)).toBe(36);
    expect(rentFor(own(game(), 1, [12, 28]), 12, 9)).toBe(90);
    const s = ok(moving(manual(own(game(), 1, [12])), 5, 7, false, [3, 4]), { type: 'ADVANCE' });
    expect(s.players[0].cash).toBe(1500 - 28);
  });
  test('mortgaged tiles charge nothing', () => {
    const s = own(game(), 1, [5, 15]);
    expect(rentFor({ ...s, mortgaged: s.mortgaged.map((_, i) => i === 5) }, 5, 7)).toBe(0);
  });
});

describe('event cards', () => {
  /** Player 0 lands on the event tile at 7 with `card` on top of the deck. */
  const draw = (card: number, s0: GameState = manual(game()), from = 0, steps = 7) =>
    ok(moving({ ...s0, deck: [card, ...s0.deck.filter((c) => c !== card)] }, from, steps), { type: 'ADVANCE' });
  test('there are 9 cards', () => expect(EVENT_CARDS).toHaveLength(9));
  test('+50 and +150', () => {
    expect(draw(0).players[0].cash).toBe(1550);
    expect(draw(5).players[0].cash).toBe(1650);
  });
  test('-100, and bankruptcy to the bank when it cannot be paid', () => {
    expect(draw(6).players[0].cash).toBe(1400);
    const s = draw(6, { ...own(manual(withCash(game(), 0, 99)), 0, [1, 3], 1), houseSupply: 30 });
    expect(s.players[0].bankrupt).toBe(true);
    expect(s.log.some((e) => e.text === 'Avery cannot pay full the $100 event fee; bankrupt.')).toBe(true);
    expect(s.ownership[1]).toBeNull();
    expect(s.houseSupply).toBe(32);
  });
  test('repairs: $40 per shop and $100 per tower', () => {
    let s = own(manual(game()), 0, [1, 3], 0);
    s = { ...s, houses: s.houses.map((h, i) => (i === 1 ? 5 : i === 3 ? 4 : h)), houseSupply: 28, towerSupply: 11 };
    expect(draw(1, s).players[0].cash).toBe(1500 - 160 - 100);
    expect(draw(1).players[0].cash).toBe(1500);
  });
  test('+25 per shop (towers are not shops)', () => {
    let s = own(manual(game()), 0, [6, 8, 9], 0);
    s = { ...s, houses: s.houses.map((h, i) => (i === 6 ? 2 : i === 8 ? 2 : i === 9 ? 5 : h)) };
    expect(draw(7, s).players[0].cash).toBe(1600);
  });
  test('advance to City Hall, collecting $200', () => {
    const s = draw(2);
    expect(s.players[0].pos).toBe(0);
    expect(s.players[0].cash).toBe(1700);
  });
  test('detour to Union Terminal pays double transit rent (and $200 when passing City Hall)', () => {
    const s = draw(3, own(manual(game()), 1, [5, 15]), 30, 6); // from event tile 36
    expect(s.players[0].pos).toBe(5);
    expect(s.players[0].cash).toBe(1500 + 200 - 96);
    expect(s.players[1].cash).toBe(1596);
    const unowned = draw(3, manual(game()), 0, 2); // from tile 2
    expect(unowned.offer).toBe(5);
    expect(unowned.players[0].cash).toBe(1500);
  });
  test('nearest utility: pay 10 × the dice', () => {
    const s = draw(4, own(manual(game()), 1, [28]), 16, 6); // from 22 → 28, dice 5 + 1
    expect(s.players[0].pos).toBe(28);
    expect(s.players[0].cash).toBe(1500 - 60);
    const wrap = draw(4, own(manual(game()), 2, [12]), 30, 6); // from 36 → 12, passing City Hall
    expect(wrap.players[0].pos).toBe(12);
    expect(wrap.players[0].cash).toBe(1500 + 200 - 60);
  });
  test('go to Detention without passing City Hall', () => {
    const s = draw(8, manual(game()), 30, 6);
    expect(s.players[0].pos).toBe(10);
    expect(s.players[0].inJail).toBe(true);
    expect(s.players[0].cash).toBe(1500);
  });
  test('the deck reshuffles when empty and records the drawn card', () => {
    const s = ok(moving({ ...manual(game()), deck: [] }, 0, 7), { type: 'ADVANCE' });
    expect(s.deck).toHaveLength(8);
    expect(s.lastCard?.seq).toBe(1);
    expect(s.log.some((e) => e.text === 'The event deck is reshuffled.')).toBe(true);
  });
});

describe('building and selling', () => {
  const clay = (h1: number, h3: number, cash = 1500) => {
    const s = own(manual(withCash(game(), 0, cash)), 0, [1, 3]);
    const houses = s.houses.map((h, i) => (i === 1 ? h1 : i === 3 ? h3 : h));
    const onBoard = houses.reduce((n, h) => n + (h < 5 ? h : 0), 0);
    const towers = houses.filter((h) => h === 5).length;
    return { ...s, houses, houseSupply: 32 - onBoard, towerSupply: 12 - towers };
  };
  test('needs the full set, ownership, no mortgage, a property', () => {
    expect(act(own(manual(game()), 0, [1]), { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.needFullSet);
    expect(act(own(manual(game()), 1, [1, 3]), { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.notOwner);
    expect(act(own(manual(game()), 0, [5]), { type: 'BUILD', tile: 5 }).refusal?.message).toBe(ERR.notProperty);
    const m = clay(0, 0);
    expect(act({ ...m, mortgaged: m.mortgaged.map((_, i) => i === 1) }, { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.mortgagedNoBuild);
    expect(act({ ...clay(0, 0), phase: 'MOVING', pendingMove: { steps: 3, again: false } }, { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.manageTiming);
  });
  test('build costs per set and the even rule', () => {
    let s = ok(clay(0, 0), { type: 'BUILD', tile: 1 });
    expect(s.players[0].cash).toBe(1450);
    expect(s.houseSupply).toBe(31);
    expect(act(s, { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.buildEvenly);
    s = ok(s, { type: 'BUILD', tile: 3 });
    s = ok(s, { type: 'BUILD', tile: 1 });
    expect(s.houses[1]).toBe(2);
    const costs = Object.values(SETS).map((x) => x.buildCost);
    expect(costs).toEqual([50, 50, 100, 100, 150, 150, 200, 200]);
    const navy = ok(own(manual(game()), 0, [37, 39]), { type: 'BUILD', tile: 39 });
    expect(navy.players[0].cash).toBe(1300);
  });
  test('the fifth building is a tower: takes a tower, returns 4 shops; no sixth', () => {
    const s = ok(clay(4, 4), { type: 'BUILD', tile: 1 });
    expect(s.houses[1]).toBe(5);
    expect(s.towerSupply).toBe(11);
    expect(s.houseSupply).toBe(32 - 4);
    const full = ok(s, { type: 'BUILD', tile: 3 });
    expect(act(full, { type: 'BUILD', tile: 1 }).refusal?.message).toBe(ERR.maxBuildings);
  });
  test("supplies running out: 'No shops left' and 'No towers left'", () => {
    expect(act({ ...clay(1, 1), houseSupply: 0 }, { type: 'BUILD', tile: 1 }).refusal?.message).toBe('No shops left');
    expect(act({ ...clay(4, 4), towerSupply: 0 }, { type: 'BUILD', tile: 1 }).refusal?.message).toBe('No towers left');
    expect(act({ ...clay(4, 4), houseSupply: 0 }, { type: 'BUILD', tile: 1 }).refusal).toBeUndefined();
  });
  test("'Not enough cash' to build", () => {
    expect(act(clay(0, 0, 49), { type: 'BUILD', tile: 1 }).refusal?.message).toBe('Not enough cash');
    expect(act(clay(0, 0, 50), { type: 'BUILD', tile: 1 }).refusal).toBeUndefined();
  });
  test('selling returns half the build cost, evenly from the top', () => {
    const s = clay(2, 1);
    expect(act(s, { type: 'SELL', tile: 3 }).refusal?.message).toBe(ERR.sellEvenly);
    const t = ok(s, { type: 'SELL', tile: 1 });
    expect(t.players[0].cash).toBe(1525);
    expect(t.houses[1]).toBe(1);
    expect(t.houseSupply).toBe(30);
    expect(act(clay(0, 0), { type: 'SELL', tile: 1 }).refusal?.message).toBe(ERR.noBuildings);
  });
  test('selling a tower gives back the tower and takes 4 shops from the supply', () => {
    const t = ok(clay(5, 5), { type: 'SELL', tile: 1 });
    expect(t.houses[1]).toBe(4);
    expect(t.towerSupply).toBe(11);
    expect(t.houseSupply).toBe(28);
    expect(act({ ...clay(5, 5), houseSupply: 3 }, { type: 'SELL', tile: 1 }).refusal?.message).toBe(ERR.noShops);
  });
});

describe('mortgage', () => {
  test('gives half the price; unmortgage repays it plus 10% of the price, rounded up', () => {
    let s = own(manual(game()), 0, [1, 5, 37]);
    s = ok(s, { type: 'MORTGAGE', tile: 1 });
    expect(s.players[0].cash).toBe(1530);
    expect(s.mortgaged[1]).toBe(true);
    expect(act(s, { type: 'MORTGAGE', tile: 1 }).refusal?.message).toBe(ERR.alreadyMortgaged);
    s = ok(s, { type: 'UNMORTGAGE', tile: 1 });
    expect(s.players[0].cash).toBe(1530 - 36);
    expect(unmortgageCost(60)).toBe(36);
    expect(unmortgageCost(350)).toBe(175 + 35);
    expect(unmortgageCost(150)).toBe(75 + 15);
    expect(unmortgageCost(55)).toBe(27 + 6); // 5.5 rounds up to 6
  });
  test("'Sell buildings first', owner only, 'Need cash to unmortgage'", () => {
    const built = { ...own(manual(game()), 0, [1, 3]), houses: game().houses.map((h, i) => (i === 3 ? 1 : h)) };
    expect(act(built, { type: 'MORTGAGE', tile: 1 }).refusal?.message).toBe('Sell buildings first');
    expect(act(own(manual(game()), 1, [1]), { type: 'MORTGAGE', tile: 1 }).refusal?.message).toBe(ERR.notOwner);
    let s = ok(own(manual(game()), 0, [39]), { type: 'MORTGAGE', tile: 39 });
    s = withCash(s, 0, 239);
    expect(act(s, { type: 'UNMORTGAGE', tile: 39 }).refusal?.message).toBe('Need cash to unmortgage');
    expect(act(withCash(s, 0, 240), { type: 'UNMORTGAGE', tile: 39 }).refusal).toBeUndefined();
  });
});

describe('detention', () => {
  const jailed = (tries = 0, cash = 1500): GameState => ({
    ...manual(game()),
    players: game().players.map((p) => (p.id === 0 ? { ...p, pos: 10, inJail: true, jailTurns: tries, cash } : p)),
  });
  test("pay $50 to leave; 'Need $50' below it", () => {
    const s = ok(jailed(), { type: 'PAY_JAIL' });
    expect(s.players[0].inJail).toBe(false);
    expect(s.players[0].cash).toBe(1450);
    expect(s.phase).toBe('PRE_ROLL');
    expect(act(jailed(0, 49), { type: 'PAY_JAIL' }).refusal?.message).toBe('Need $50');
    expect(act(game(), { type: 'PAY_JAIL' }).refusal?.message).toBe(ERR.notInDetention);
  });
  test('rolling doubles frees the player, who moves by that roll without an extra roll', () => {
    let s = ok(withDice(jailed(), 5, 5), { type: 'ROLL' });
    expect(s.players[0].inJail).toBe(false);
    s = ok(s, { type: 'ADVANCE' });
    expect(s.players[0].pos).toBe(20);
    expect(s.phase).toBe('POST_ACTIONS');
  });
  test('a failed try stays; the third failed try pays $50 and moves', () => {
    let s = ok(withDice(jailed(0), 1, 2), { type: 'ROLL' });
    expect(s.players[0].inJail).toBe(true);
    expect(s.players[0].jailTurns).toBe(1);
    expect(s.phase).toBe('POST_ACTIONS');
    s = ok(withDice(jailed(2), 1, 2), { type: 'ROLL' });
    expect(s.players[0].inJail).toBe(false);
    expect(s.players[0].cash).toBe(1450);
    s = ok(s, { type: 'ADVANCE' });
    expect(s.players[0].pos).toBe(13);
  });
  test('the third failed try without $50 bankrupts the player', () => {
    const s = ok(withDice(jailed(2, 20), 1, 2), { type: 'ROLL' });
    expect(s.players[0].bankrupt).toBe(true);
    expect(s.players[0].cash).toBe(0);
    expect(s.players[0].debt).toBe(30);
    expect(s.current).toBe(1);
  });
});

describe('auction', () => {
  const opened = (s0: GameState = manual(game())) => ok(ok(moving(s0, 0, 1), { type: 'ADVANCE' }), { type: 'DECLINE' });
  test('bidders start after the current player; steps of $10; last one in wins', () => {
    let s = opened();
    expect(s.auction?.bidders).toEqual([1, 2, 0]);
    expect(s.auction?.turn).toBe(1);
    s = ok(s, { type: 'BID' });
    expect(s.auction?.bid).toBe(10);
    s = ok(s, { type: 'BID' }); // player 2
    expect(s.auction?.bid).toBe(20);
    expect(s.auction?.turn).toBe(0);
    s = ok(s, { type: 'PASS' }); // 0 out
    expect(s.auction?.turn).toBe(1);
    s = ok(s, { type: 'PASS' }); // 1 out → 2 wins at 20
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBe(2);
    expect(s.players[2].cash).toBe(1480);
    expect(s.phase).toBe('POST_ACTIONS');
  });
  test('no bid means no sale: everyone passed, the decliner too (asked once as the last bidder)', () => {
    let s = opened();
    s = ok(s, { type: 'PASS' }); // 1
    s = ok(s, { type: 'PASS' }); // 2 → only the decliner is left, and has not bid: asked once
    expect(s.auction?.turn).toBe(0);
    expect(isLastCall(s.auction!)).toBe(true);
    expect(s.log.some((e) => e.text === 'Avery is the last bidder left: any bid wins Clay Market at that bid; a pass means no sale.')).toBe(true);
    s = ok(s, { type: 'PASS' });
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBeNull();
    expect(s.log.some((e) => e.text === 'No bid for Clay Market: no sale.')).toBe(true);
  });
  test('two players: the other passes, the decliner is asked once and a bid wins the tile at that bid', () => {
    let s = opened(manual(game(2)));
    expect(s.auction?.bidders).toEqual([1, 0]);
    expect(s.auction?.turn).toBe(1);
    s = ok(s, { type: 'PASS' }); // Blake passes before Avery (who declined) was ever asked
    expect(s.auction).not.toBeNull();
    expect(s.auction?.turn).toBe(0);
    expect(legalActions(s).map((a) => a.type)).toEqual(['BID', 'PASS']);
    expect(act(s, { type: 'NEXT' }).refusal?.message).toBe(ERR.bidOrPass);
    s = ok(s, { type: 'BID' });
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBe(0);
    expect(s.players[0].cash).toBe(1490);
    expect(s.log.some((e) => e.text === 'Avery wins Clay Market at auction for $10.')).toBe(true);
  });
  test('two players: the last bidder asked once may pass, and then there is no sale', () => {
    let s = opened(manual(game(2)));
    s = ok(s, { type: 'PASS' });
    s = ok(s, { type: 'PASS' });
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBeNull();
    expect(s.players.map((p) => p.cash)).toEqual([1500, 1500]);
  });
  test('the last one in who already leads wins at once (not asked again)', () => {
    let s = opened(manual(game(2)));
    s = ok(s, { type: 'BID' }); // Blake 10
    s = ok(s, { type: 'PASS' }); // Avery out → Blake wins
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBe(1);
    expect(s.players[1].cash).toBe(1490);
  });
  test('one active bidder (others bankrupt or broke): that bidder is asked once', () => {
    const g = manual(game());
    const broke = { ...g, players: g.players.map((p) => (p.id === 1 ? { ...p, bankrupt: true, cash: 0 } : p.id === 2 ? { ...p, cash: 0 } : p)) };
    let s = opened(broke);
    expect(s.auction?.bidders).toEqual([0]);
    expect(isLastCall(s.auction!)).toBe(true);
    s = ok(s, { type: 'PASS' });
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBeNull();
    const won = ok(opened(broke), { type: 'BID' });
    expect(won.ownership[1]).toBe(0);
    expect(won.players[0].cash).toBe(1490);
  });
  test('nobody with cash: no sale at once', () => {
    const g = manual(game(2));
    const s = ok(ok(moving({ ...g, players: g.players.map((p) => ({ ...p, cash: 0 })) }, 0, 1), { type: 'ADVANCE' }), { type: 'DECLINE' });
    expect(s.auction).toBeNull();
    expect(s.ownership[1]).toBeNull();
  });
  test("'Bid exceeds cash'", () => {
    const s = opened(withCash(manual(game()), 1, 9));
    const r = act(s, { type: 'BID' });
    expect(r.refusal?.message).toBe('Bid exceeds cash');
    expect(r.state).toBe(s);
    const exact = opened(withCash(manual(game()), 1, 10));
    expect(act(exact, { type: 'BID' }).refusal).toBeUndefined();
  });
  test('a bid is the next bid (nextBid): the rules raise to it, refuse it above the cash, and record the move without an amount', () => {
    let s = opened(withCash({ ...game(), autoEnd: false }, 2, 25));
    const moves: Action[] = [];
    const ok = (x: GameState, a: Action) => {
      const r = step(x, a);
      expect(r.refusal).toBeUndefined();
      moves.push(a);
      return r.state;
    };
    expect(nextBid(s.auction!)).toBe(AUCTION_STEP);
    s = ok(s, { type: 'BID' }); // 1 leads with 10
    expect(s.auction!.bid).toBe(AUCTION_STEP);
    expect(nextBid(s.auction!)).toBe(2 * AUCTION_STEP);
    s = ok(s, { type: 'BID' }); // 2 (cash 25) leads with 20
    expect(s.auction!.bid).toBe(2 * AUCTION_STEP);
    s = ok(s, { type: 'NEXT' }); // 0 hands the turn on: 1 again, then 2 cannot afford 30
    s = ok(s, { type: 'BID' });
    expect(s.auction!.turn).toBe(2);
    expect(nextBid(s.auction!)).toBeGreaterThan(s.players[2].cash);
    expect(refusal(s, { type: 'BID' })).toEqual({ code: 'bid-exceeds-cash', message: ERR.bidExceedsCash });
    expect(legalActions(s).some((a) => a.type === 'BID')).toBe(false);
    // The record holds the move number of BID, never an amount (moves.ts): a code holds no amounts.
    expect(moves.map(moveIndex)).toEqual([MOVE_NO.BID, MOVE_NO.BID, MOVE_NO.NEXT, MOVE_NO.BID]);
    expect(moves.every((m) => Object.keys(m).join() === 'type')).toBe(true);
  });
  test("a winner short of cash voids it: 'Winner lacks cash; auction void'", () => {
    let s = opened();
    s = ok(s, { type: 'BID' }); // 1 leads with 10
    s = withCash(s, 1, 5);
    s = ok(s, { type: 'PASS' }); // 2
    const r = act(s, { type: 'PASS' }); // 0 → 1 (leading) wins but has 5
    expect(r.refusal).toBeUndefined();
    expect(r.notice).toEqual({ kind: 'warning', message: 'Winner lacks cash; auction void' });
    expect(r.state.auction).toBeNull();
    expect(r.state.ownership[1]).toBeNull();
    expect(r.state.players[1].cash).toBe(5);
  });
  test('Next hands the turn on without dropping out', () => {
    let s = opened();
    s = ok(s, { type: 'NEXT' });
    expect(s.auction?.turn).toBe(2);
    expect(s.auction?.passed).toEqual([]);
  });
});

describe('bankruptcy', () => {
  test('to a player: the creditor gets the cash and inherits the tiles', () => {
    let s = own(manual(withCash(game(), 0, 100)), 1, [37, 39], 2);
    s = own(s, 0, [1, 3, 5]);
    s = { ...s, houseSupply: 28, mortgaged: s.mortgaged.map((_, i) => i === 5) };
    s = ok(moving(s, 35, 4), { type: 'ADVANCE' }); // Summit Tower with 2 shops: 600
    expect(s.players[0].bankrupt).toBe(true);
    expect(s.players[0].cash).toBe(0);
    expect(s.players[0].debt).toBe(500);
    expect(s.players[1].cash).toBe(1600);
    expect([s.ownership[1], s.ownership[3], s.ownership[5]]).toEqual([1, 1, 1]);
    expect(s.mortgaged[5]).toBe(true);
    expect(s.log.some((e) => e.text === 'Avery cannot pay full rent of $600 to Blake; bankrupt.')).toBe(true);
    expect(s.current).toBe(1);
    expect(s.phase).toBe('PRE_ROLL');
  });
  test('to the bank: tiles reset and buildings return to the supply', () => {
    let s = own(manual(withCash(game(), 0, 30)), 0, [1, 3]);
    s = { ...s, houses: s.houses.map((h, i) => (i === 1 ? 5 : i === 3 ? 4 : h)), houseSupply: 28, towerSupply: 11, mortgaged: s.mortgaged.map((_, i) => i === 5), deck: [6] };
    s = ok(moving(s, 0, 7), { type: 'ADVANCE' });
    expect(s.players[0].bankrupt).toBe(true);
    expect(s.ownership.filter((o) => o === 0)).toHaveLength(0);
    expect(s.houses[1] + s.houses[3]).toBe(0);
    expect(s.houseSupply).toBe(32);
    expect(s.towerSupply).toBe(12);
  });
  test('the last player standing wins', () => {
    const s = ok(moving(own(manual(withCash(game(2), 0, 1)), 1, [39]), 35, 4), { type: 'ADVANCE' });
    expect(s.phase).toBe('GAME_OVER');
    expect(s.endReason).toBe('lastStanding');
    expect(act(s, { type: 'ROLL' }).refusal?.message).toBe(ERR.gameOver);
  });
  test('bankrupt players are skipped', () => {
    const g = game(3);
    const s = ok(moving({ ...g, players: g.players.map((p) => (p.id === 1 ? { ...p, bankrupt: true, cash: 0 } : p)) }, 0, 20), { type: 'ADVANCE' });
    expect(s.current).toBe(2);
  });
});

describe('net worth, turns and the cap', () => {
  test('net worth = cash − debt + price (half if mortgaged) + building costs', () => {
    let s = own(game(), 0, [1, 3, 5]);
    s = { ...s, houses: s.houses.map((h, i) => (i === 1 ? 5 : i === 3 ? 2 : h)), mortgaged: s.mortgaged.map((_, i) => i === 5) };
    expect(netWorth(s, 0)).toBe(1500 + 60 + 60 + 100 + 5 * 50 + 2 * 50);
    const d = { ...s, players: s.players.map((p) => (p.id === 2 ? { ...p, debt: 40, cash: 0, bankrupt: true } : p)) };
    expect(netWorth(d, 2)).toBe(-40);
    const r = ranking(d);
    expect(r.map((x) => x.id)).toEqual([0, 1, 2]);
    expect(r[1].rank).toBe(2);
  });
  test('the turn counter increments on wrapping; the cap ends the game with a ranking', () => {
    let s = manual(game(2, 1500, 10));
    const free = (x: GameState) => ok(ok(moving(x, 0, 20), { type: 'ADVANCE' }), { type: 'END_TURN' });
    s = free(s);
    expect(s.turn).toBe(1);
    s = free(s);
    expect(s.turn).toBe(2);
    s = { ...s, turn: 10 };
    s = free(s);
    expect(s.phase).toBe('PRE_ROLL');
    s = free(s);
    expect(s.phase).toBe('GAME_OVER');
    expect(s.endReason).toBe('cap');
    expect(s.turn).toBe(10);
    expect(s.log.some((e) => e.text.includes('wins with a net worth'))).toBe(true);
  });
});

describe('selectors and saves', () => {
  test('canBuild agrees with the reducer; the coach always has a hint', () => {
    const s = own(manual(game()), 0, [1, 3]);
    expect(canBuild(s, 1)).toBeNull();
    expect(coachHint(s)).toMatch(/build/);
    expect(coachHint(game())).toMatch(/roll/);
  });
  test('a game round-trips through its record: replaying the moves gives the same state (saves: record.test.ts)', () => {
    let p = start(rules, { names: ['', '', ''], startingCash: 1500, cap: 25 }, 'RT');
    for (let i = 0; i < 40; i++) p = play(rules, p, policy(p.state)).played;
    const back = replay(rules, JSON.parse(JSON.stringify(p.record)));
    expect(back).toEqual({ ok: true, state: p.state });
  });
});

describe('setup numbers typed on the screen', () => {
  it('clamps starting cash to 500..5000 and rounds to steps of 100', () => {
    expect(clampSetupNumber('499', 500, 5000, 100)).toBe(500);
    expect(clampSetupNumber('5001', 500, 5000, 100)).toBe(5000);
    expect(clampSetupNumber('1549', 500, 5000, 100)).toBe(1500);
    expect(clampSetupNumber('1550', 500, 5000, 100)).toBe(1600);
    expect(clampSetupNumber(' 2500 ', 500, 5000, 100)).toBe(2500);
  });
  it('clamps the turn cap to 10..50 and gives null for text that is not a number', () => {
    expect(clampSetupNumber('9', 10, 50)).toBe(10);
    expect(clampSetupNumber('51', 10, 50)).toBe(50);
    expect(clampSetupNumber('abc', 10, 50)).toBeNull();
    expect(clampSetupNumber('', 10, 50)).toBeNull();
    expect(clampSetupNumber('Infinity', 10, 50)).toBeNull();
  });
});

describe('one contract: step refuses with refusal(), and only with it', () => {
  const ACTIONS: Action[] = [
    { type: 'ROLL' }, { type: 'ADVANCE' }, { type: 'PAY_JAIL' }, { type: 'BUY' }, { type: 'DECLINE' }, { type: 'BID' },
    { type: 'PASS' }, { type: 'NEXT' }, { type: 'END_TURN' }, { type: 'SET_AUTO_END', on: false },
    ...[1, 3, 5, 12, 39, 0, 41].flatMap((tile) => (['BUILD', 'SELL', 'MORTGAGE', 'UNMORTGAGE'] as const).map((type) => ({ type, tile }))),
  ];
  test('along scripted games, every action: refused ⇔ refusal() says so, with the same message and the same state', () => {
    for (const seed of ['C1', 'C2', 'C3']) {
      let s = { ...game(3, 600, 12, seed), autoEnd: false };
      for (let i = 0; i < 400 && s.phase !== 'GAME_OVER'; i++) {
        for (const a of ACTIONS) {
          const why = refusal(s, a);
          const r = step(s, a);
          if (why) {
            expect(r.state).toBe(s);
            expect(r.refusal).toEqual(why);
            expect(r.notice).toBeUndefined();
          } else {
            expect(r.refusal).toBeUndefined();
            expect(r.state).not.toBe(s);
          }
        }
        s = step(s, policy(s)).state;
      }
      expect(refusal(s, { type: 'ROLL' })).toEqual({ code: 'game-over', message: ERR.gameOver });
    }
  });
  test('a new game needs a seed: the engine never picks one (the screen passes cleanSeed of the box)', () => {
    expect(newGame({ names: ['', ''], startingCash: 1500, cap: 25 }, '  ')).toEqual([ERR.noSeed]);
    expect((newGame({ names: ['', ''], startingCash: 1500, cap: 25 }, ' S1 ') as GameState).seed).toBe('S1');
  });
});
