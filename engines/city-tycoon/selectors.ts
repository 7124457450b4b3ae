/** Derived values: rents, set ownership, net worth, ranking, what the current player may do. */
import {
  AUCTION_STEP,
  BOARD,
  CITY_HALL,
  DETENTION_TILE,
  ERR,
  FULL_SET_RENT_MULTIPLIER,
  JAIL_TRIES,
  multipliedBy,
  JAIL_FEE,
  SHOPS_PER_TOWER,
  MORTGAGE_RATE,
  MONEY_LIMIT,
  REPORT_THRESHOLDS,
  SELL_REFUND_RATE,
  SET_TILES,
  SETS,
  TOWER_LEVEL,
  TRANSIT_TILES,
  UNMORTGAGE_INTEREST_RATE,
  UTILITY_TILES,
  isOwnable,
  type OwnableTile,
  type SetId,
} from './constants';
import type { Action, Auction, GameState, Player } from './types';

export const currentPlayer = (s: GameState): Player => s.players[s.current];

/** Bidders who have not passed. */
export const stillIn = (a: Auction) => a.bidders.filter((b) => !a.passed.includes(b));

/**
 * What a bid is (docs/rules/city-tycoon.md, "Auction"): the highest bid so far plus AUCTION_STEP. A BID move carries
 * no amount, so the record and the result codes hold no amounts; the rules, the refusal and the screen all ask here.
 */
export const nextBid = (a: Auction): number => a.bid + AUCTION_STEP;

/**
 * True when a tile sold at auction for `price` is a cheap sale for the class report (docs/rules/city-tycoon.md,
 * "Auctions on the report"): below REPORT_THRESHOLDS.cheapShare of its price. The rules count these
 * (`GameState.cheapAuctions`); no rule reads the count.
 */
export const isCheapSale = (sale: { tile: number; price: number }) => sale.price < ownableTile(sale.tile)!.price * REPORT_THRESHOLDS.cheapShare;

/**
 * The last bidder standing who has not bid yet is asked once (docs/rules/city-tycoon.md, "Auction"): any bid wins
 * the tile at that bid, a pass means no sale. True while that question is open.
 */
export function isLastCall(a: Auction): boolean {
  const left = stillIn(a);
  return left.length === 1 && left[0] === a.turn && a.leader !== a.turn;
}

export function ownableTile(index: number): OwnableTile | null {
  const t = BOARD[index];
  return t && isOwnable(t) ? t : null;
}

export function ownsFullSet(s: GameState, owner: number, set: SetId): boolean {
  return SET_TILES[set].every((i) => s.ownership[i] === owner);
}

/** How much more the bank can pay out before the money in play reaches MONEY_LIMIT. */
export const bankRoom = (s: GameState) => MONEY_LIMIT - s.players.reduce((t, p) => t + p.cash, 0);

export const mortgageValue = (price: number) => Math.floor(price * MORTGAGE_RATE);
/** Repay the mortgage plus UNMORTGAGE_INTEREST_RATE of the price, rounded up (see constants). */
export const unmortgageCost = (price: number) => mortgageValue(price) + Math.ceil(price * UNMORTGAGE_INTEREST_RATE - 1e-9);
export const sellRefund = (buildCost: number) => Math.floor(buildCost * SELL_REFUND_RATE);

/** Unbuilt rent on a full owned set (the base times FULL_SET_RENT_MULTIPLIER). */
export const fullSetRent = (t: { rent: readonly number[] }) => t.rent[0] * FULL_SET_RENT_MULTIPLIER;

export const countOwned = (s: GameState, owner: number, tiles: number[]) => tiles.filter((i) => s.ownership[i] === owner).length;

/**
 * Rent a visitor owes on `tile` (0 when unowned or mortgaged). `diceTotal` is needed for utilities.
 * Property: tower/shops by level; unbuilt base, doubled when the owner holds the full set.
 * Transit: TRANSIT_RENTS by hubs the owner holds. Utility: dice × oneMult with one, × bothMult with both.
 */
export function rentFor(s: GameState, tile: number, diceTotal: number): number {
  const t = ownableTile(tile);
  const owner = s.ownership[tile];
  if (!t || owner === null || s.mortgaged[tile]) return 0;
  if (t.kind === 'property') {
    const h = s.houses[tile];
    if (h > 0) return t.rent[h];
    return ownsFullSet(s, owner, t.set) ? fullSetRent(t) : t.rent[0];
  }
  if (t.kind === 'transit') {
    const n = countOwned(s, owner, TRANSIT_TILES);
    return t.rents[Math.max(0, n - 1)];
  }
  const n = countOwned(s, owner, UTILITY_TILES);
  return diceTotal * (n >= 2 ? t.bothMult : t.oneMult);
}

/**
 * Which row of the tile's rent table is charged now (null when no rent is charged: unowned or mortgaged).
 * Property rows: 0 base, 1 full set without buildings (base doubled), 2–5 one to four shops, 6 tower.
 * Transit rows: hubs the owner holds − 1. Utility rows: 0 one utility, 1 both.
 */
export function rentRowNow(s: GameState, tile: number): number | null {
  const t = ownableTile(tile);
  const owner = s.ownership[tile];
  if (!t || owner === null || s.mortgaged[tile]) return null;
  if (t.kind === 'property') {
    const h = s.houses[tile];
    if (h > 0) return h + 1;
    return ownsFullSet(s, owner, t.set) ? 1 : 0;
  }
  if (t.kind === 'transit') return Math.max(0, countOwned(s, owner, TRANSIT_TILES) - 1);
  return countOwned(s, owner, UTILITY_TILES) >= 2 ? 1 : 0;
}

/** Shops (levels 1–4) and towers (level 5) a player owns. */
export function buildingsOf(s: GameState, owner: number): { shops: number; towers: number } {
  let shops = 0;
  let towers = 0;
  s.ownership.forEach((o, i) => {
    if (o !== owner) return;
    if (s.houses[i] === TOWER_LEVEL) towers++;
    else shops += s.houses[i];
  });
  return { shops, towers };
}

export const shopsOnBoard = (s: GameState) => s.houses.reduce((n, h) => n + (h < TOWER_LEVEL ? h : 0), 0);
export const towersOnBoard = (s: GameState) => s.houses.filter((h) => h === TOWER_LEVEL).length;

/** Net worth = cash − debt + price (half if mortgaged) + building costs (a tower counts 5 builds). */
export function netWorth(s: GameState, id: number): number {
  const p = s.players[id];
  let worth = p.cash - p.debt;
  s.ownership.forEach((o, i) => {
    if (o !== id) return;
    const t = ownableTile(i)!;
    worth += s.mortgaged[i] ? mortgageValue(t.price) : t.price;
    if (t.kind === 'property') worth += s.houses[i] * SETS[t.set].buildCost;
  });
  return worth;
}

export interface RankRow {
  id: number;
  name: string;
  worth: number;
  bankrupt: boolean;
  rank: number;
}

/** Ranking by net worth, highest first; bankrupt players last; ties keep seat order and share a rank. */
export function ranking(s: GameState): RankRow[] {
  const rows = s.players.map((p) => ({ id: p.id, name: p.name, worth: netWorth(s, p.id), bankrupt: p.bankrupt, rank: 0 }));
  rows.sort((a, b) => Number(a.bankrupt) - Number(b.bankrupt) || b.worth - a.worth || a.id - b.id);
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    r.rank = prev && prev.worth === r.worth && prev.bankrupt === r.bankrupt ? prev.rank : i + 1;
  });
  return rows;
}

export const tilesOf = (s: GameState, owner: number) => s.ownership.flatMap((o, i) => (o === owner ? [i] : []));

/** Every action the rules allow now (for the scripted policy, the property tests and the quick actions). */
export function legalActions(s: GameState): Action[] {
  if (s.phase === 'GAME_OVER') return [];
  const out: Action[] = [];
  const p = currentPlayer(s);
  const manage = s.phase === 'PRE_ROLL' || s.phase === 'POST_ACTIONS';
  if (s.phase === 'PRE_ROLL') {
    out.push({ type: 'ROLL' });
    if (p.inJail && p.cash >= JAIL_FEE) out.push({ type: 'PAY_JAIL' });
  }
  if (s.phase === 'MOVING') out.push({ type: 'ADVANCE' });
  if (s.phase === 'RESOLVING' && s.offer !== null) {
    if (p.cash >= ownableTile(s.offer)!.price) out.push({ type: 'BUY' });
    out.push({ type: 'DECLINE' });
  }
  if (s.phase === 'RESOLVING' && s.auction) {
    const bidder = s.players[s.auction.turn];
    if (bidder.cash >= nextBid(s.auction)) out.push({ type: 'BID' });
    out.push({ type: 'PASS' });
    const others = stillIn(s.auction).filter((b) => b !== s.auction!.turn && b !== s.auction!.leader);
    if (others.length > 0) out.push({ type: 'NEXT' });
  }
  if (s.phase === 'POST_ACTIONS') out.push({ type: 'END_TURN' });
  if (manage) {
    for (const i of tilesOf(s, p.id)) {
      if (canBuild(s, i) === null) out.push({ type: 'BUILD', tile: i });
      if (canSell(s, i) === null) out.push({ type: 'SELL', tile: i });
      if (canMortgage(s, i) === null) out.push({ type: 'MORTGAGE', tile: i });
      if (canUnmortgage(s, i) === null) out.push({ type: 'UNMORTGAGE', tile: i });
    }
  }
  return out;
}

/* The owner-action checks, shared by the reducer and the screen (null = allowed, else the refusal). */

function manageCheck(s: GameState, tile: number): string | null {
  if (s.phase === 'GAME_OVER') return ERR.gameOver;
  if (!Number.isInteger(tile) || tile < 0 || tile >= BOARD.length) return ERR.badTile;
  if (s.phase !== 'PRE_ROLL' && s.phase !== 'POST_ACTIONS') return ERR.manageTiming;
  return null;
}

export function canBuild(s: GameState, tile: number): string | null {
  const m = manageCheck(s, tile);
  if (m) return m;
  const t = BOARD[tile];
  if (t.kind !== 'property') return ERR.notProperty;
  const p = currentPlayer(s);
  if (s.ownership[tile] !== p.id) return ERR.notOwner;
  if (s.mortgaged[tile]) return ERR.mortgagedNoBuild;
  if (!ownsFullSet(s, p.id, t.set)) return ERR.needFullSet;
  const levels = SET_TILES[t.set].map((i) => s.houses[i]);
  if (s.houses[tile] >= TOWER_LEVEL) return ERR.maxBuildings;
  if (s.houses[tile] > Math.min(...levels)) return ERR.buildEvenly;
  if (s.houses[tile] === TOWER_LEVEL - 1) {
    if (s.towerSupply <= 0) return ERR.noTowers;
  } else if (s.houseSupply <= 0) return ERR.noShops;
  if (p.cash < SETS[t.set].buildCost) return ERR.notEnoughCash;
  return null;
}

export function canSell(s: GameState, tile: number): string | null {
  const m = manageCheck(s, tile);
  if (m) return m;
  const t = BOARD[tile];
  if (t.kind !== 'property') return ERR.notProperty;
  if (s.ownership[tile] !== currentPlayer(s).id) return ERR.notOwner;
  if (s.houses[tile] <= 0) return ERR.noBuildings;
  const levels = SET_TILES[t.set].map((i) => s.houses[i]);
  if (s.houses[tile] < Math.max(...levels)) return ERR.sellEvenly;
  // RULE (not in spec): breaking a tower back into 4 shops needs 4 shops in the supply.
  if (s.houses[tile] === TOWER_LEVEL && s.houseSupply < SHOPS_PER_TOWER) return ERR.noShops;
  if (bankRoom(s) < sellRefund(SETS[t.set].buildCost)) return ERR.bankCannotPay;
  return null;
}

export function canMortgage(s: GameState, tile: number): string | null {
  const m = manageCheck(s, tile);
  if (m) return m;
  const t = BOARD[tile];
  if (!isOwnable(t)) return ERR.notOwnable;
  if (s.ownership[tile] !== currentPlayer(s).id) return ERR.notOwner;
  if (s.mortgaged[tile]) return ERR.alreadyMortgaged;
  // RULE: "if buildings exist" is read for the whole set (a built set is mortgaged only after selling up).
  if (t.kind === 'property' && SET_TILES[t.set].some((i) => s.houses[i] > 0)) return ERR.sellBuildingsFirst;
  if (bankRoom(s) < mortgageValue(t.price)) return ERR.bankCannotPay;
  return null;
}

export function canUnmortgage(s: GameState, tile: number): string | null {
  const m = manageCheck(s, tile);
  if (m) return m;
  const t = BOARD[tile];
  if (!isOwnable(t)) return ERR.notOwnable;
  const p = currentPlayer(s);
  if (s.ownership[tile] !== p.id) return ERR.notOwner;
  if (!s.mortgaged[tile]) return ERR.notMortgaged;
  if (p.cash < unmortgageCost(t.price)) return ERR.needCashUnmortgage;
  return null;
}

/** One useful hint for the current situation. */
export function coachHint(s: GameState): string {
  const p = currentPlayer(s);
  if (s.phase === 'GAME_OVER') {
    const top = ranking(s)[0];
    return `${top.name} finished on top with $${top.worth}. Compare what each player spent on buildings with the rent it earned.`;
  }
  if (s.phase === 'MOVING') return `${p.name} is on the move…`;
  if (s.auction) {
    const a = s.auction;
    const b = s.players[a.turn];
    const t = ownableTile(a.tile)!;
    return `${b.name}, the bank price of ${t.name} is $${t.price}. A bid below it is a bargain — but keep cash for rent.`;
  }
  if (s.offer !== null) {
    const t = ownableTile(s.offer)!;
    if (p.cash < t.price) return `${p.name} cannot afford ${t.name} ($${t.price}). It goes to auction — maybe someone gets it cheap.`;
    if (t.kind === 'property') {
      const others = SET_TILES[t.set].filter((i) => i !== s.offer);
      const mine = others.filter((i) => s.ownership[i] === p.id).length;
      if (mine === others.length) return `Buying ${t.name} completes the ${SETS[t.set].label} set: base rent ${multipliedBy(FULL_SET_RENT_MULTIPLIER)} and you can build.`;
      if (others.some((i) => s.ownership[i] !== null && s.ownership[i] !== p.id))
        return `Another player already holds part of the ${SETS[t.set].label} set. ${t.name} could block them — or be traded later.`;
    }
    return `${t.name} costs $${t.price}; after buying you would keep $${p.cash - t.price}. Owning tiles earns rent every time others land.`;
  }
  if (p.inJail && s.phase === 'PRE_ROLL')
    return `${p.name} is in Detention (try ${p.jailTurns + 1} of ${JAIL_TRIES}). Rolling is free but you stay unless you roll doubles; $${JAIL_FEE} gets you out now.`;
  const buildable = tilesOf(s, p.id).filter((i) => canBuild(s, i) === null);
  if (buildable.length && (s.phase === 'PRE_ROLL' || s.phase === 'POST_ACTIONS'))
    return `${p.name} can build on ${BOARD[buildable[0]].name}. Shops multiply rent — build evenly across the set.`;
  if (p.cash < 100 && tilesOf(s, p.id).some((i) => canMortgage(s, i) === null))
    return `Cash is low. Mortgaging a tile gives half its price now; it charges no rent until you lift the mortgage.`;
  if (s.phase === 'PRE_ROLL') return `${p.name}, roll the dice. Doubles roll again — three in a row send you to Detention.`;
  return `${p.name}, manage your tiles or end the turn. Tip: click any tile to see its rent table.`;
}

/* The walk the screen animates (presentation only: the state has already moved). */

export interface Walk {
  /** The player who moved. */
  player: number;
  /** The square the token starts on. */
  from: number;
  /** Every square walked, one by one, the landing square last (empty when the dice did not move the token). */
  squares: number[];
  /** True when the walk passes or reaches City Hall (the start bonus is paid). */
  passedStart: boolean;
  /** Where the token is sent after it lands, without walking (Detention, or an event card's target); null if it stays. */
  then: number | null;
  /** True when the move ends in Detention. */
  toDetention: boolean;
}

/** The squares a token walks for `steps` from `from`, clockwise and wrapping past City Hall, the landing square last. */
export function walkSquares(from: number, steps: number): number[] {
  return Array.from({ length: Math.max(0, steps) }, (_, k) => (from + k + 1) % BOARD.length);
}

/**
 * The walk between the state a roll (or a resumed move) started from and the state it ended in. `steps` is the
 * move the dice gave (null when the roll moved nobody: a third double or a failed Detention roll); `end` is where
 * the mover stands afterwards.
 */
export function walkPlan(player: number, from: number, steps: number | null, end: number): Walk {
  const squares = steps === null ? [] : walkSquares(from, steps);
  const landing = squares.length ? squares[squares.length - 1] : from;
  const then = end === landing ? null : end;
  return {
    player,
    from,
    squares,
    passedStart: squares.includes(CITY_HALL) || (then !== null && then < landing && then !== DETENTION_TILE),
    then,
    toDetention: end === DETENTION_TILE && (then !== null || BOARD[landing].kind === 'detention'),
  };
}
