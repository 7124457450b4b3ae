/**
 * City Tycoon's balance suite (engines/core/balance.ts): tables of 2, 4 and 6 players (the default $1,500 each and 25
 * turns); a decision is the table's next action, whoever takes it (the player whose turn it is, or the bidder asked at
 * an auction), played into the game's record as a table with Auto End off plays it (every roll walked at once). The score is what the class report ranks, the winner's
 * net worth, except that a table the report lists but does not rank (more than REPORT_THRESHOLDS.cheapAllowed tiles
 * sold at auction below REPORT_THRESHOLDS.cheapShare of their price) scores UNRANKED_SCORE, below any ranked table
 * (docs/rules/city-tycoon.md, "Score and balance").
 */
import { greedySearch, uniformRandom, type BalanceCase, type BalanceGame, type BalancePolicy, type BalanceSuite } from '../core/balance';
import { play, start as startRecord } from '../core/record';
import { codeFor, DEFAULT_SETTINGS, setupOf, summaryOf, topWorth, type TycoonMove, type TycoonPlayed, type TycoonSettings } from './classroom';
import {
  AUCTION_STEP,
  BOARD,
  DOUBLES_TO_DETENTION,
  EVENT_CARDS,
  HOUSE_SUPPLY,
  JAIL_FEE,
  OWNABLE_TILES,
  REPORT_THRESHOLDS,
  SETS,
  START_BONUS,
} from './constants';
import { rules } from './manifest';
import { currentPlayer, legalActions, nextBid, ownableTile } from './selectors';
import type { GameState } from './types';

/** A game in the runner: its record, the table's game and how many tiles it has sold cheaply at auction so far. */
export interface TableState {
  played: TycoonPlayed;
  g: GameState;
  cheap: number;
}

const tableOf = (played: TycoonPlayed): TableState => ({ played, g: played.state, cheap: played.state.cheapAuctions });

/**
 * The balance score of a table the report does not rank: below every ranked table's. A ranked winner's net worth is
 * never negative (a player who cannot pay goes bankrupt and ranks after every solvent player, and the game ends
 * while one is solvent; a solvent player's cash and tiles are never below 0).
 */
export const UNRANKED_SCORE = -1;

export const flagged = (s: TableState) => s.cheap > REPORT_THRESHOLDS.cheapAllowed;

export const CASES: readonly BalanceCase<TycoonSettings>[] = [2, 4, 6].map((players) => ({
  name: `${players} players`,
  setup: { ...DEFAULT_SETTINGS, players },
}));

/** A new table ("Player 1…n") with Auto End off: every turn ends with the table's END_TURN. */
export function start(setup: TycoonSettings, seed: string): TableState {
  return tableOf(play(rules, startRecord(rules, setupOf(setup), seed), { type: 'SET_AUTO_END', on: false }).played);
}

/** Plays one of the table's moves into the record, a roll walked at once (its ADVANCE). */
export function applyMove(s: TableState, m: TycoonMove): TableState | { refused: string } {
  const r = play(rules, s.played, m);
  if (r.step.refusal) return { refused: r.step.refusal.message };
  let played = r.played;
  if (played.state.phase === 'MOVING') played = play(rules, played, { type: 'ADVANCE' }).played;
  return tableOf(played);
}

export const optionsOf = (s: TableState): TycoonMove[] => legalActions(s.g).filter((a): a is TycoonMove => a.type !== 'ADVANCE' && a.type !== 'SET_AUTO_END');

export const score = (s: TableState) => (flagged(s) ? UNRANKED_SCORE : topWorth(summaryOf(s.g)));

/* ------------------------------------------------------------------ the documented bound */

/**
 * The most money the bank can pay one player in one roll that moves: City Hall passed on the walk, then the richest
 * card (a card that moves forward passes City Hall at most once more; "collect per shop" pays for at most the whole
 * shop supply).
 */
export function maxBankPayPerRoll(): number {
  const card = Math.max(
    ...EVENT_CARDS.map((c) => {
      const e = c.effect;
      if (e.type === 'cash') return Math.max(0, e.amount);
      if (e.type === 'perShopBonus') return e.perShop * HOUSE_SUPPLY;
      if (e.type === 'advanceToStart' || e.type === 'detourTransit' || e.type === 'nearestUtility') return START_BONUS;
      return 0;
    }),
  );
  return START_BONUS + card;
}

/** What the whole board can gain at auction: every ownable tile's price less the lowest winning bid. */
export const maxAuctionGain = () => OWNABLE_TILES.reduce((t, i) => t + ownableTile(i)!.price - AUCTION_STEP, 0);

/**
 * No winner's net worth can pass this (docs/rules/city-tycoon.md, "Score and balance"). A winner's net worth is at
 * most the table's cash and holdings counted without debts; these change only by money from the bank (the start
 * bonus and cards: at most maxBankPayPerRoll per roll, at most DOUBLES_TO_DETENTION − 1 moving rolls per player per
 * turn, a third double moving no one), and by a tile bought at auction below its price (maxAuctionGain at most).
 * Rent, fees and bankruptcies move money between players or back to the bank; buying, building and mortgaging trade
 * cash for the same worth or less.
 */
export function bound(setup: TycoonSettings): number {
  return setup.players * (setup.cash + setup.cap * (DOUBLES_TO_DETENTION - 1) * maxBankPayPerRoll()) + maxAuctionGain();
}

export const describe = (m: TycoonMove) => ('tile' in m ? `${m.type} ${BOARD[m.tile].name}` : m.type);

export const game: BalanceGame<TableState, TycoonMove, TycoonSettings> = {
  id: 'city-tycoon',
  title: 'City Tycoon',
  cases: CASES,
  start,
  options: optionsOf,
  apply: applyMove,
  done: (s) => s.g.phase === 'GAME_OVER',
  score,
  higherIsBetter: true,
  bound,
  metrics: {
    'not ranked %': (s) => (flagged(s) ? 100 : 0),
    'cheap auction sales': (s) => s.cheap,
    'winner net worth': (s) => topWorth(summaryOf(s.g)),
    bankrupt: (s) => s.g.players.filter((p) => p.bankrupt).length,
  },
  describe,
  maxDecisions: 40_000,
};

/* ------------------------------------------------------------------ the policy library */

type Policy = BalancePolicy<TableState, TycoonMove>;
const find = (options: readonly TycoonMove[], type: TycoonMove['type']) => options.find((o) => o.type === type);
/** Roll, or end the turn: the move that carries the game on. */
const carryOn = (options: readonly TycoonMove[]) => find(options, 'ROLL') ?? find(options, 'END_TURN') ?? find(options, 'PASS') ?? find(options, 'DECLINE') ?? options[0];
/** Who decides now: the bidder asked at an auction, else the player whose turn it is. */
const decider = (g: GameState) => (g.auction ? g.players[g.auction.turn] : currentPlayer(g));
const price = (tile: number) => ownableTile(tile)!.price;

/** Always buy: every tile it can afford, passes at every auction, never builds. */
export const alwaysBuy: Policy = {
  name: 'always buy',
  kind: 'degenerate',
  choose: (_s, options) => find(options, 'BUY') ?? carryOn(options),
};

/** Never buy: declines every tile and passes at every auction (so nothing is ever sold). */
export const neverBuy: Policy = {
  name: 'never buy',
  kind: 'degenerate',
  choose: (_s, options) => carryOn(options),
};

/**
 * The table agrees to pass at every auction: every tile is declined, everyone else passes, and the player who
 * declined, asked last, takes it for the lowest bid (the collusion the report flags).
 */
export const passAtAuctions: Policy = {
  name: 'pass at every auction (collusion)',
  kind: 'degenerate',
  choose: (s, options) => {
    const a = s.g.auction;
    if (a) return a.turn === s.g.current && a.leader === null ? find(options, 'BID') ?? find(options, 'PASS')! : find(options, 'PASS')!;
    return carryOn(options);
  },
};

/** Always bid the maximum: declines every tile, and bids at every auction for as long as its cash allows. */
export const alwaysBidMax: Policy = {
  name: 'always bid the maximum',
  kind: 'degenerate',
  choose: (_s, options) => find(options, 'BID') ?? carryOn(options),
};

/** Build whenever possible: buys what it can afford, builds whenever a build is allowed, passes at auctions. */
export const buildAlways: Policy = {
  name: 'build whenever possible',
  kind: 'degenerate',
  choose: (_s, options) => find(options, 'BUY') ?? find(options, 'BUILD') ?? carryOn(options),
};

/** Mortgage everything: buys what it can afford and mortgages every tile it can, passes at auctions. */
export const mortgageAll: Policy = {
  name: 'mortgage everything',
  kind: 'degenerate',
  choose: (_s, options) => find(options, 'BUY') ?? find(options, 'MORTGAGE') ?? carryOn(options),
};

/** The cash the guide's player keeps for rent (the policy's own choice; no rule reads it). */
export const RESERVE = 200;

/**
 * The teacher guide's advice (content/teacher-guides/city-tycoon.mdx, "What to watch for"), as code:
 * - "Early buyers run out of cash and mortgage the districts they need for a set. Ask: "what will you pay rent
 *   with?"" — buy a tile only when RESERVE is left afterwards;
 * - "Players who hold a full set but never build leave most of its rent unearned." — build on a full set, keeping
 *   RESERVE;
 * - "Watch who bids above the price — and who lets a rival finish a set for a few dollars." — at an auction, bid up
 *   to the tile's price (never above it) as far as the cash goes (a tile let go for a few dollars costs more than
 *   the reserve);
 * - "Paying $50 at once or rolling for doubles is a small cash-versus-time decision" — pay to leave Detention when
 *   RESERVE is left afterwards; lift a mortgage when RESERVE is left afterwards.
 */
export const sensible: Policy = {
  name: 'the guide: buy and build keeping a reserve, bid up to the price',
  kind: 'sensible',
  choose: (s, options) => {
    const g = s.g;
    const p = decider(g);
    const a = g.auction;
    if (a) {
      const next = nextBid(a);
      if (a.leader !== p.id && next <= price(a.tile) && next <= p.cash) return find(options, 'BID') ?? find(options, 'PASS')!;
      return find(options, 'PASS')!;
    }
    if (g.offer !== null) return p.cash - price(g.offer) >= RESERVE ? find(options, 'BUY') ?? find(options, 'DECLINE')! : find(options, 'DECLINE')!;
    const build = options.find((o) => o.type === 'BUILD' && p.cash - buildCost(o.tile) >= RESERVE);
    if (build) return build;
    const lift = options.find((o) => o.type === 'UNMORTGAGE' && p.cash - price(o.tile) >= RESERVE);
    if (lift) return lift;
    const pay = find(options, 'PAY_JAIL');
    if (pay && p.cash - JAIL_FEE >= RESERVE) return pay;
    return carryOn(options);
  },
};

function buildCost(tile: number): number {
  const t = BOARD[tile];
  return t.kind === 'property' ? SETS[t.set].buildCost : Infinity;
}

/** Greedy search over the first SEARCH_DEPTH decisions (width SEARCH_WIDTH), the guide's advice playing the rest. */
export const SEARCH_DEPTH = 12;
export const SEARCH_WIDTH = 3;
export const SEARCH_SEEDS = 4;

export const policies = (): readonly (() => Policy)[] => [
  () => sensible,
  () => alwaysBuy,
  () => neverBuy,
  () => passAtAuctions,
  () => alwaysBidMax,
  () => buildAlways,
  () => mortgageAll,
  () => uniformRandom(),
  () => greedySearch(game, { rollout: sensible, depth: SEARCH_DEPTH, width: SEARCH_WIDTH }),
];

export const balance: BalanceSuite<TableState, TycoonMove, TycoonSettings> = {
  game,
  policies,
  seeds: 100,
  codeOf: (s, nickname) => codeFor(s.played, { classId: '', nickname }),
  seedsFor: (p, seeds) => (p.kind === 'search' ? seeds.slice(0, SEARCH_SEEDS) : seeds),
};
