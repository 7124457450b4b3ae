/**
 * City Tycoon — District Edition: every figure, tile and message of the game in one place.
 *
 * Source: the games specification (sections 3, 4, 5, 8 and 9, "City Tycoon") and the rulings in
 * docs/rules/city-tycoon.md ("Rulings the product follows"). Where both are silent, the rule chosen is
 * written here with a comment marked "RULE (not in spec)".
 */
import { GAME } from './game';
import { grouped } from '../core/format';

/** The table settings' limits live in classLimits.ts (what a class link needs, without the board): here as everywhere. */
export {
  TITLE,
  MIN_PLAYERS,
  MAX_PLAYERS,
  STARTING_CASH_MIN,
  STARTING_CASH_MAX,
  STARTING_CASH_STEP,
  STARTING_CASH_DEFAULT,
  TURN_CAP_MIN,
  TURN_CAP_MAX,
  TURN_CAP_DEFAULT,
} from './classLimits';

export const SAVE_KEY = GAME.saveKey;

/* ---------------------------------------------------------------- limits (section 5 and 9) */

export const CURRENCY = '$';
export const DEFAULT_SEED = 'CT-DEMO-1';
/** RULE (not in spec): a seed is free text, trimmed and cut to this length; empty means the default. */
export const SEED_MAX_LENGTH = 40;
/**
 * RULE (not in spec): player names are cleaned (engines/core/text.ts) and cut to this many characters
 * (graphemes, so an emoji is never cut in half); empty means the default name.
 */
export const NAME_MAX_LENGTH = 16;
/** The name box takes more code units than that, so 16 emoji or accented letters fit before the cut. */
export const NAME_INPUT_MAX_LENGTH = 128;
/** The fixed list of six default names (section 3); beyond it, names fall back to P{n}. */
export const DEFAULT_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley'] as const;
export const fallbackName = (index: number) => DEFAULT_NAMES[index] ?? `P${index + 1}`;

export const BOARD_SIZE = 40;
export const DICE_COUNT = 2;
export const DICE_SIDES = 6;
/**
 * The random streams (engines/core/streams.ts; docs/rules/city-tycoon.md, "Dice and the deck", since RULES_VERSION 2):
 * the dice of a roll come from `randomFor(seed, DICE_STREAM, turn, player, roll of that player's turn)`, the deck's
 * n-th shuffle (0: the game's first) from `randomFor(seed, DECK_STREAM, n)`. One more roll or card changes only the
 * draws it names, never every later one.
 */
export const DICE_STREAM = 'dice';
export const DECK_STREAM = 'deck';
/** Three doubles in a row send the player to Detention. */
export const DOUBLES_TO_DETENTION = 3;
export const START_BONUS = 200;
export const CITY_TAX = 200;
export const ASSET_LEVY = 100;
export const JAIL_FEE = 50;
export const JAIL_TRIES = 3;
export const AUCTION_STEP = 10;
/** Unbuilt rent on a full owned set: the base rent times this (section 9: it "doubles the base"). */
export const FULL_SET_RENT_MULTIPLIER = 2;
export const HOUSE_SUPPLY = 32;
export const TOWER_SUPPLY = 12;
/** houses[tile] runs 0..5; 5 means a tower (which replaces the 4 shops, returned to the supply). */
export const TOWER_LEVEL = 5;
export const SHOPS_PER_TOWER = 4;
/** Selling a building returns half its build cost. */
export const SELL_REFUND_RATE = 0.5;
/** A mortgage pays half the price. */
export const MORTGAGE_RATE = 0.5;
/**
 * Unmortgage costs 10% of the price, rounded up (section 9) — RULE: on top of repaying the
 * mortgage (half the price). Read alone, "10% of the price" for lifting a mortgage that paid
 * out 50% would let a player mint money by mortgaging and unmortgaging in a loop, so the 10%
 * is the interest and the loan itself is repaid too (the classic reading).
 */
export const UNMORTGAGE_INTEREST_RATE = 0.1;
export const TRANSIT_PRICE = 200;
export const TRANSIT_RENTS = [24, 48, 96, 192] as const;
export const UTILITY_PRICE = 150;
export const UTILITY_ONE_MULT = 4;
export const UTILITY_BOTH_MULT = 10;
/** The log keeps the newest entries only (the screen shows the newest 100). */
export const LOG_LIMIT = 100;
/** RULE (not in spec): a log line is at most this long (the longest the engine writes is the game-start line). */
export const LOG_TEXT_MAX_LENGTH = 2000;
/**
 * RULE (not in spec): the money in the players' hands never exceeds this: the bank pays out only up to it
 * (a payout that would pass it is cut, and mortgaging or selling is refused). No real game comes near it;
 * it keeps an edited save's huge cash from growing past what a save can hold exactly.
 */
export const MONEY_LIMIT = 1_000_000_000_000;
/**
 * RULE (not in spec): the most moves one game's record keeps (and a result code may hold). Tables of six to the
 * longest cap make well under 2,000; past it (a button pressed tens of thousands of times) every move is refused
 * ('game-full') until a new game starts, so the save always loads.
 */
export const RECORD_MOVES_MAX = 40_000;
/** RULE (not in spec): a bankrupt player's recorded debt is below this (the largest single payment is $2,480 of repairs). */
export const MAX_DEBT = 10_000;
/**
 * The class report's thresholds (docs/rules/city-tycoon.md, "Auctions on the report"): a table where tiles changed
 * hands at auction for less than `cheapShare` of their price more than `cheapAllowed` times is listed with its reason,
 * not ranked. They decide how the teacher's page lists a table, never what a move gives, so the rules lock leaves
 * them out (rules.lock.test.ts) and a code's replay does not depend on them.
 */
export const REPORT_THRESHOLDS = { cheapShare: 0.5, cheapAllowed: 2 } as const;
/** UI timings (section 2): toasts 2.5 s, big-moment toasts 4 s, event modal closes after 2 s. */
export const TOAST_MS = 2500;
export const BIG_TOAST_MS = 4000;
export const EVENT_MODAL_MS = 2000;

/* ---------------------------------------------------------------- sets */

export const SET_IDS = ['clay', 'aqua', 'lavender', 'orange', 'red', 'yellow', 'green', 'navy'] as const;
export type SetId = (typeof SET_IDS)[number];

export interface SetInfo {
  id: SetId;
  label: string;
  /** Tile colour band; the set name is always written next to it (colour is never the only signal). */
  color: string;
  /** Cost of one shop or of the tower. */
  buildCost: number;
}

export const SETS: Record<SetId, SetInfo> = {
  clay: { id: 'clay', label: 'Clay', color: '#9a5b3c', buildCost: 50 },
  aqua: { id: 'aqua', label: 'Aqua', color: '#38bdf8', buildCost: 50 },
  lavender: { id: 'lavender', label: 'Lavender', color: '#a78bfa', buildCost: 100 },
  orange: { id: 'orange', label: 'Orange', color: '#f97316', buildCost: 100 },
  red: { id: 'red', label: 'Red', color: '#dc2626', buildCost: 150 },
  yellow: { id: 'yellow', label: 'Yellow', color: '#facc15', buildCost: 150 },
  green: { id: 'green', label: 'Green', color: '#16a34a', buildCost: 200 },
  navy: { id: 'navy', label: 'Navy', color: '#1e3a8a', buildCost: 200 },
};
export const SET_ORDER: readonly SetId[] = SET_IDS;

/* ---------------------------------------------------------------- tiles */

export const TILE_KINDS = ['start', 'property', 'event', 'tax', 'transit', 'detention', 'utility', 'free', 'goto'] as const;
export type TileKind = (typeof TILE_KINDS)[number];

interface TileBase {
  /** Index on the board, 0 = City Hall, clockwise. */
  index: number;
  name: string;
  /** A short label for the small tile face. */
  short: string;
}
export interface StartTile extends TileBase { kind: 'start' }
export interface FreeTile extends TileBase { kind: 'free' }
export interface DetentionTile extends TileBase { kind: 'detention' }
export interface GotoTile extends TileBase { kind: 'goto' }
export interface EventTile extends TileBase { kind: 'event' }
export interface TaxTile extends TileBase { kind: 'tax'; amount: number }
export interface PropertyTile extends TileBase {
  kind: 'property';
  set: SetId;
  price: number;
  /** base, 1 shop, 2, 3, 4 shops, tower */
  rent: readonly [number, number, number, number, number, number];
}
export interface TransitTile extends TileBase { kind: 'transit'; price: number; rents: readonly number[] }
export interface UtilityTile extends TileBase { kind: 'utility'; price: number; oneMult: number; bothMult: number }

export type Tile =
  | StartTile
  | FreeTile
  | DetentionTile
  | GotoTile
  | EventTile
  | TaxTile
  | PropertyTile
  | TransitTile
  | UtilityTile;
export type OwnableTile = PropertyTile | TransitTile | UtilityTile;

type Rents = readonly [number, number, number, number, number, number];
const prop = (index: number, name: string, short: string, set: SetId, price: number, rent: Rents): PropertyTile => ({
  index, kind: 'property', name, short, set, price, rent,
});
const transit = (index: number, name: string, short: string): TransitTile => ({
  index, kind: 'transit', name, short, price: TRANSIT_PRICE, rents: TRANSIT_RENTS,
});
const utility = (index: number, name: string, short: string): UtilityTile => ({
  index, kind: 'utility', name, short, price: UTILITY_PRICE, oneMult: UTILITY_ONE_MULT, bothMult: UTILITY_BOTH_MULT,
});
const event = (index: number): EventTile => ({ index, kind: 'event', name: 'City Event', short: 'Event' });

const R_BROOKLINE: Rents = [6, 30, 90, 270, 400, 550];
const R_LILAC: Rents = [10, 50, 150, 450, 625, 750];
const R_CITRUS: Rents = [14, 70, 200, 550, 750, 950];
const R_MAPLE: Rents = [18, 90, 250, 700, 875, 1050];
const R_SUNFIELD: Rents = [22, 110, 330, 800, 975, 1150];
const R_FERN: Rents = [26, 130, 390, 900, 1100, 1275];

/** Union Terminal: the hub the "Detour to Union Terminal" event card sends players to. */
export const UNION_TERMINAL = 5;
export const DETENTION_TILE = 10;
export const CITY_HALL = 0;

/**
 * The 40 tiles, clockwise from City Hall (docs/rules/city-tycoon.md, "Board"): corners 0/10/20/30, the 22 properties
 * in the spec's price order, transit hubs 5/15/25/35, utilities 12/28, City Tax 4, Asset Levy 38,
 * event tiles 2/7/17/22/33/36.
 */
export const BOARD: readonly Tile[] = [
  { index: 0, kind: 'start', name: 'City Hall', short: 'City Hall' },
  prop(1, 'Clay Market', 'Clay Mkt', 'clay', 60, [2, 10, 30, 90, 160, 250]),
  event(2),
  prop(3, 'Brickworks Row', 'Brickworks', 'clay', 60, [4, 20, 60, 180, 320, 450]),
  { index: 4, kind: 'tax', name: 'City Tax', short: `Tax $${CITY_TAX}`, amount: CITY_TAX },
  transit(5, 'Union Terminal', 'Union Term.'),
  prop(6, 'Brookline Quay', 'Brookline', 'aqua', 100, R_BROOKLINE),
  event(7),
  prop(8, 'Seaglass Walk', 'Seaglass', 'aqua', 100, R_BROOKLINE),
  prop(9, 'Aqua Promenade', 'Aqua Prom.', 'aqua', 120, [8, 40, 100, 300, 450, 600]),
  { index: 10, kind: 'detention', name: 'Detention', short: 'Detention' },
  prop(11, 'Lilac Lane', 'Lilac Ln', 'lavender', 140, R_LILAC),
  utility(12, 'Power Co-op', 'Power'),
  prop(13, 'Violet Vista', 'Violet V.', 'lavender', 140, R_LILAC),
  prop(14, 'Lavender Square', 'Lavender Sq', 'lavender', 160, [12, 60, 180, 500, 700, 900]),
  transit(15, 'Riverside Station', 'Riverside'),
  prop(16, 'Citrus Court', 'Citrus Ct', 'orange', 180, R_CITRUS),
  event(17),
  prop(18, 'Spice Bazaar', 'Spice Bz.', 'orange', 180, R_CITRUS),
  prop(19, 'Amber Arcade', 'Amber Arc.', 'orange', 200, [16, 80, 220, 600, 800, 1000]),
  { index: 20, kind: 'free', name: 'Free Plaza', short: 'Free Plaza' },
  prop(21, 'Maple Mile', 'Maple Mile', 'red', 220, R_MAPLE),
  event(22),
  prop(23, 'Cedar Circle', 'Cedar Cir.', 'red', 220, R_MAPLE),
  prop(24, 'Redstone Ridge', 'Redstone', 'red', 240, [20, 100, 300, 750, 925, 1100]),
  transit(25, 'Midtown Depot', 'Midtown'),
  prop(26, 'Sunfield Park', 'Sunfield', 'yellow', 260, R_SUNFIELD),
  prop(27, 'Dune Terrace', 'Dune Ter.', 'yellow', 260, R_SUNFIELD),
  utility(28, 'Waterworks', 'Water'),
  prop(29, 'Aurora Avenue', 'Aurora Av.', 'yellow', 280, [24, 120, 360, 850, 1025, 1200]),
  { index: 30, kind: 'goto', name: 'Go to Detention', short: 'Go to Det.' },
  prop(31, 'Fern District', 'Fern Dist.', 'green', 300, R_FERN),
  prop(32, 'Evergreen Esplanade', 'Evergreen', 'green', 300, R_FERN),
  event(33),
  prop(34, 'Park Conservatory', 'Park Cons.', 'green', 320, [28, 150, 450, 1000, 1200, 1400]),
  transit(35, 'Harbor Ferry', 'Ferry'),
  event(36),
  prop(37, 'Harbor Heights', 'Harbor Hts', 'navy', 350, [35, 175, 500, 1100, 1300, 1500]),
  { index: 38, kind: 'tax', name: 'Asset Levy', short: `Levy $${ASSET_LEVY}`, amount: ASSET_LEVY },
  prop(39, 'Summit Tower', 'Summit Twr', 'navy', 400, [50, 200, 600, 1400, 1700, 2000]),
];

export const TILE_KIND_LABEL: Record<TileKind, string> = {
  start: 'Start',
  property: 'Property',
  event: 'Event',
  tax: 'Tax',
  transit: 'Transit hub',
  detention: 'Detention',
  utility: 'Utility',
  free: 'Free space',
  goto: 'Go to Detention',
};

export const isOwnable = (t: Tile): t is OwnableTile => t.kind === 'property' || t.kind === 'transit' || t.kind === 'utility';
export const OWNABLE_TILES: number[] = BOARD.filter(isOwnable).map((t) => t.index);
export const TRANSIT_TILES: number[] = BOARD.filter((t) => t.kind === 'transit').map((t) => t.index);
export const UTILITY_TILES: number[] = BOARD.filter((t) => t.kind === 'utility').map((t) => t.index);
export const SET_TILES: Record<SetId, number[]> = Object.fromEntries(
  SET_ORDER.map((id) => [id, BOARD.filter((t) => t.kind === 'property' && t.set === id).map((t) => t.index)]),
) as Record<SetId, number[]>;

/* ---------------------------------------------------------------- event deck (9 cards) */

export type CardEffect =
  | { type: 'cash'; amount: number }
  | { type: 'repairs'; perShop: number; perTower: number }
  | { type: 'advanceToStart' }
  | { type: 'detourTransit'; tile: number; rentMultiplier: number }
  | { type: 'nearestUtility'; diceMultiplier: number }
  | { type: 'perShopBonus'; perShop: number }
  | { type: 'gotoDetention' };

export interface EventCard {
  id: number;
  title: string;
  text: string;
  effect: CardEffect;
}

/**
 * The 9 cards. RULES (not in spec): a "shop" is a building on a tile below tower level (a tower
 * replaces its four shops), so "+25 per shop" counts shops only; "the dice" of the utility card
 * are the dice of the roll that drew the card; a card that moves the player forward pays $200
 * on passing City Hall (except the Detention card); a card sending the player to an unowned
 * tile offers it for sale as usual.
 */
const card = (id: number, title: string, text: (e: CardEffect) => string, effect: CardEffect): EventCard => ({ id, title, text: text(effect), effect });
const cash = (e: CardEffect) => (e.type === 'cash' ? (e.amount >= 0 ? `Collect $${e.amount}.` : `Pay $${-e.amount}.`) : '');
/** "double", "triple", else "N times": the card's words for a rent multiplier. */
export const timesWord = (n: number) => (n === 2 ? 'double' : n === 3 ? 'triple' : `${n} times the`);

/** The card texts are written from their effects, so a figure is typed once. */
export const EVENT_CARDS: readonly EventCard[] = [
  card(0, 'Street festival', (e) => `Your stall sells out at the street festival. ${cash(e)}`, { type: 'cash', amount: 50 }),
  card(1, 'Building inspection', (e) => (e.type === 'repairs' ? `The inspectors call. Pay $${e.perShop} per shop and $${e.perTower} per tower for repairs.` : ''), {
    type: 'repairs',
    perShop: 40,
    perTower: 100,
  }),
  card(2, 'Council meeting', () => `Advance to City Hall, collecting $${START_BONUS} if passed.`, { type: 'advanceToStart' }),
  card(3, 'Rail works', (e) => (e.type === 'detourTransit' ? `Detour to Union Terminal. If it is owned, pay ${timesWord(e.rentMultiplier)} transit rent.` : ''), {
    type: 'detourTransit',
    tile: UNION_TERMINAL,
    rentMultiplier: 2,
  }),
  card(4, 'Burst pipe', (e) => (e.type === 'nearestUtility' ? `Move to the nearest utility. If it is owned, pay ${e.diceMultiplier} times the dice.` : ''), {
    type: 'nearestUtility',
    diceMultiplier: 10,
  }),
  card(5, 'Startup grant', (e) => `The city backs your idea with a grant. ${cash(e)}`, { type: 'cash', amount: 150 }),
  card(6, 'Parking fine', (e) => `You parked in a loading zone. ${cash(e)}`, { type: 'cash', amount: -100 }),
  card(7, 'Shop local week', (e) => (e.type === 'perShopBonus' ? `Shoppers flock to local stores. Collect $${e.perShop} per shop you own.` : ''), {
    type: 'perShopBonus',
    perShop: 25,
  }),
  card(8, 'Caught jaywalking', () => 'Go to Detention without passing City Hall.', { type: 'gotoDetention' }),
];
export const DECK_SIZE = EVENT_CARDS.length;

/* ---------------------------------------------------------------- messages */

/** Exact texts of the error catalogue (section 8) and the other refusals. */
export const ERR = {
  // section 8, exact
  notEnoughCash: 'Not enough cash',
  bidExceedsCash: 'Bid exceeds cash',
  auctionVoid: 'Winner lacks cash; auction void',
  noTowers: 'No towers left',
  noShops: 'No shops left',
  needCashUnmortgage: 'Need cash to unmortgage',
  sellBuildingsFirst: 'Sell buildings first',
  need50: 'Need $50',
  // RULE (not in spec): refusals the spec lists as conditions but gives no text for
  gameOver: 'The game is over. Start a new game.',
  notYourMove: 'That is not possible right now.',
  cannotRoll: 'You cannot roll right now.',
  notInDetention: 'You are not in Detention.',
  noOffer: 'There is nothing to buy right now.',
  noAuction: 'There is no auction running.',
  notYourBid: 'It is not your turn to bid.',
  bidOrPass: 'No one else can bid now: bid or pass.',
  cannotEndTurn: 'Finish your move before ending the turn.',
  manageTiming: 'Manage your tiles before you roll or after your move.',
  notProperty: 'Only properties can have shops and towers.',
  notOwnable: 'This tile cannot be owned.',
  notOwner: 'You do not own this tile.',
  mortgagedNoBuild: 'Unmortgage this tile before building.',
  needFullSet: 'Own the whole set before building.',
  buildEvenly: 'Build evenly: add to the tiles with fewer buildings first.',
  maxBuildings: 'This tile already has a tower.',
  noBuildings: 'There are no buildings to sell here.',
  sellEvenly: 'Sell evenly: sell from the tiles with the most buildings first.',
  alreadyMortgaged: 'This tile is already mortgaged.',
  notMortgaged: 'This tile is not mortgaged.',
  badTile: 'There is no such tile.',
  bankCannotPay: 'The bank cannot pay that much.',
  noSeed: 'Enter a seed.',
  /** RULE (not in spec): a game's record keeps at most RECORD_MOVES_MAX moves (its save must stay loadable). */
  gameFull: `This game has reached ${grouped(RECORD_MOVES_MAX)} moves, the most one game can keep. Start a new game to go on.`,
} as const;

/**
 * The code of each refusal (docs/engines.md, "Refusals"): what screens and tests switch on, stable when a message's
 * words change. Every message the rules refuse with has one; ERR texts that are notices or setup problems do not.
 */
export const REFUSAL = {
  gameOver: 'game-over',
  notYourMove: 'not-now',
  cannotRoll: 'cannot-roll',
  notInDetention: 'not-in-detention',
  need50: 'cannot-afford-fee',
  noOffer: 'no-offer',
  noAuction: 'no-auction',
  bidExceedsCash: 'bid-exceeds-cash',
  bidOrPass: 'bid-or-pass',
  cannotEndTurn: 'cannot-end-turn',
  manageTiming: 'not-time-to-manage',
  notProperty: 'not-a-property',
  notOwnable: 'not-ownable',
  notOwner: 'not-owner',
  mortgagedNoBuild: 'mortgaged',
  needFullSet: 'need-full-set',
  buildEvenly: 'build-evenly',
  maxBuildings: 'has-tower',
  noShops: 'no-shops',
  noTowers: 'no-towers',
  notEnoughCash: 'cannot-afford',
  noBuildings: 'no-buildings',
  sellEvenly: 'sell-evenly',
  alreadyMortgaged: 'already-mortgaged',
  notMortgaged: 'not-mortgaged',
  needCashUnmortgage: 'cannot-afford-unmortgage',
  sellBuildingsFirst: 'sell-buildings-first',
  badTile: 'no-such-tile',
  bankCannotPay: 'bank-cannot-pay',
  gameFull: 'game-full',
} as const satisfies Partial<Record<keyof typeof ERR, string>>;

/** "doubles", "triples", else "is multiplied by N": the words for the full-set rent multiplier. */
export const multipliedBy = (n: number) => (n === 2 ? 'doubles' : n === 3 ? 'triples' : `is multiplied by ${n}`);

/** Log and notice texts. */
export const MSG = {
  gameStart: (names: string[], cash: number, cap: number, seed: string) =>
    `New game: ${names.join(', ')} start with $${cash}; ${cap} turns; seed ${seed}.`,
  rolled: (name: string, a: number, b: number) => `${name} rolled ${a} + ${b} = ${a + b}${a === b ? ' (doubles)' : ''}.`,
  threeDoubles: (name: string) => `${name} rolled doubles three times in a row and goes to Detention.`,
  passStart: (name: string) => `${name} passed City Hall and collects $${START_BONUS}.`,
  landed: (name: string, tile: string) => `${name} moves to ${tile}.`,
  toDetention: (name: string) => `${name} goes to Detention.`,
  tax: (name: string, tile: string, amount: number) => `${name} pays $${amount} ${tile}.`,
  rent: (name: string, owner: string, amount: number, tile: string) => `${name} pays $${amount} rent to ${owner} for ${tile}.`,
  ownTile: (name: string, tile: string) => `${name} owns ${tile}: no rent.`,
  mortgagedNoRent: (tile: string) => `${tile} is mortgaged: no rent.`,
  offer: (name: string, tile: string, price: number) => `${name} may buy ${tile} for $${price}.`,
  bought: (name: string, tile: string, price: number) => `${name} buys ${tile} for $${price}.`,
  fullSet: (name: string, set: string) => `${name} owns the full ${set} set: base rent ${multipliedBy(FULL_SET_RENT_MULTIPLIER)} and building is open.`,
  declined: (name: string, tile: string) => `${name} declines ${tile}; it goes to auction.`,
  auctionStart: (tile: string) => `Auction for ${tile} opens (bids rise by $${AUCTION_STEP}).`,
  bid: (name: string, amount: number) => `${name} bids $${amount}.`,
  passBid: (name: string) => `${name} passes.`,
  lastCall: (name: string, tile: string) => `${name} is the last bidder left: any bid wins ${tile} at that bid; a pass means no sale.`,
  nextBidder: (name: string) => `${name} waits for now.`,
  auctionWon: (name: string, tile: string, amount: number) => `${name} wins ${tile} at auction for $${amount}.`,
  auctionNoSale: (tile: string) => `No bid for ${tile}: no sale.`,
  card: (name: string, title: string, text: string) => `${name} draws "${title}": ${text}`,
  cardCash: (name: string, amount: number) => (amount >= 0 ? `${name} collects $${amount}.` : `${name} pays $${-amount}.`),
  cardNothing: (name: string) => `${name} has no shops or towers: nothing to pay or collect.`,
  reshuffle: 'The event deck is reshuffled.',
  jailPaid: (name: string) => `${name} pays $${JAIL_FEE} and leaves Detention.`,
  jailDoubles: (name: string) => `${name} rolls doubles and walks out of Detention.`,
  jailFail: (name: string, tries: number) => `${name} has no doubles (try ${tries} of ${JAIL_TRIES}) and stays in Detention.`,
  jailForced: (name: string) => `${name} has used ${JAIL_TRIES} tries, pays $${JAIL_FEE} and leaves Detention.`,
  built: (name: string, tile: string, level: number, cost: number) =>
    `${name} builds ${level === TOWER_LEVEL ? 'a tower' : `shop ${level}`} on ${tile} for $${cost}.`,
  sold: (name: string, tile: string, wasTower: boolean, refund: number) =>
    `${name} sells ${wasTower ? 'the tower' : 'a shop'} on ${tile} for $${refund}.`,
  mortgaged: (name: string, tile: string, amount: number) => `${name} mortgages ${tile} for $${amount}.`,
  unmortgaged: (name: string, tile: string, amount: number) => `${name} lifts the mortgage on ${tile} for $${amount}.`,
  /** Section 8, exact pattern: '{name} cannot pay full {reason}; bankrupt.' */
  bankrupt: (name: string, reason: string) => `${name} cannot pay full ${reason}; bankrupt.`,
  handsOver: (name: string, to: string, amount: number) => `${name} hands the last $${amount} to ${to}.`,
  inherits: (name: string, count: number) => `${name} takes over ${count} tile${count === 1 ? '' : 's'}.`,
  bankTakes: (count: number) => `The bank takes back ${count} tile${count === 1 ? '' : 's'} and their buildings.`,
  turnEnd: (name: string) => `${name} ends the turn.`,
  newRound: (turn: number, cap: number) => `Turn ${turn} of ${cap} begins.`,
  capReached: (cap: number) => `The turn cap of ${cap} is reached. Final ranking by net worth.`,
  lastStanding: (name: string) => `${name} is the last player standing.`,
  winner: (name: string, worth: number) => `${name} wins with a net worth of $${worth}!`,
  autoEnd: (on: boolean) => `Auto End Turn ${on ? 'ON' : 'OFF'}.`,
  bankShort: (amount: number) => ` (the bank could pay only $${amount})`,
  bankEmpty: (name: string) => `The bank has no money left to pay ${name}.`,
} as const;

/** Reasons used in the bankruptcy line. */
export const REASON = {
  rent: (amount: number, owner: string) => `rent of $${amount} to ${owner}`,
  repairs: (amount: number) => `repairs of $${amount}`,
  eventFee: (amount: number) => `the $${amount} event fee`,
  jailFee: `the $${JAIL_FEE} detention fee`,
} as const;
