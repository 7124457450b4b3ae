export const PHASES = ['PRE_ROLL', 'MOVING', 'RESOLVING', 'POST_ACTIONS', 'GAME_OVER'] as const;
export type Phase = (typeof PHASES)[number];

export interface Player {
  id: number;
  name: string;
  human: true;
  pos: number;
  cash: number;
  /** What a bankrupt player still owed when they went bankrupt (0 otherwise). */
  debt: number;
  inJail: boolean;
  /** Failed tries to roll doubles in Detention. */
  jailTurns: number;
  bankrupt: boolean;
}

/** A bank account is 'bank'; players are their ids. */
export type Account = number | 'bank';

export interface Transfer {
  from: Account;
  to: Account;
  amount: number;
}

export const LOG_KINDS = ['info', 'money', 'big'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export interface LogEntry {
  /** Running number of the entry (never reused). */
  n: number;
  text: string;
  kind: LogKind;
  /** Every dollar that moves is logged with its transfer. */
  transfer?: Transfer;
}

export interface Auction {
  tile: number;
  /** Highest bid so far (0 = no bid yet). */
  bid: number;
  leader: number | null;
  /** Active bidders (non-bankrupt, cash above 0 when the auction opened), in seat order. */
  bidders: number[];
  passed: number[];
  /** Player whose turn it is to bid. */
  turn: number;
}

/** A roll waiting to be walked (phase MOVING). */
export interface PendingMove {
  steps: number;
  /** True when the roll grants another roll afterwards (doubles, not from Detention). */
  again: boolean;
}

export interface DrawnCard {
  /** Running number so the screen can tell a new draw from an old one. */
  seq: number;
  card: number;
  player: number;
}

export const END_REASONS = ['cap', 'lastStanding'] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface GameState {
  /**
   * The seed the dice and the deck are drawn from: each roll from `randomFor(seed, DICE_STREAM, turn, player, roll)`,
   * each shuffle from `randomFor(seed, DECK_STREAM, shuffle)` (engines/core/streams.ts; docs/rules/city-tycoon.md,
   * "Dice and the deck").
   */
  seed: string;
  startingCash: number;
  cap: number;
  players: Player[];
  /** Index in players of whose turn it is. */
  current: number;
  turn: number;
  doublesCount: number;
  phase: Phase;
  autoEnd: boolean;
  /** Owner id per tile, null when the bank owns it. */
  ownership: (number | null)[];
  /** 0..4 shops, 5 = tower. */
  houses: number[];
  mortgaged: boolean[];
  houseSupply: number;
  towerSupply: number;
  /** Draw pile of event card ids, next card first. */
  deck: number[];
  lastRoll: [number, number] | null;
  pendingMove: PendingMove | null;
  /** True when the mover gets another roll once this tile is resolved. */
  rollAgain: boolean;
  /** Tile offered to the current player. */
  offer: number | null;
  auction: Auction | null;
  lastCard: DrawnCard | null;
  cardSeq: number;
  log: LogEntry[];
  logSeq: number;
  endReason: EndReason | null;
  /**
   * Tiles sold at auction so far for less than REPORT_THRESHOLDS.cheapShare of their price: the figure the class
   * report reads beside the summary (docs/rules/city-tycoon.md, "Auctions on the report"). No rule reads it.
   */
  cheapAuctions: number;
}

export type Action =
  | { type: 'ROLL' }
  | { type: 'ADVANCE' }
  | { type: 'PAY_JAIL' }
  | { type: 'BUY' }
  | { type: 'DECLINE' }
  | { type: 'BID' }
  | { type: 'PASS' }
  | { type: 'NEXT' }
  | { type: 'BUILD'; tile: number }
  | { type: 'SELL'; tile: number }
  | { type: 'MORTGAGE'; tile: number }
  | { type: 'UNMORTGAGE'; tile: number }
  | { type: 'END_TURN' }
  | { type: 'SET_AUTO_END'; on: boolean };

/**
 * A new game's setup (the seed is passed beside it): what the table chose before the first roll. The names are the
 * ones the table typed (the record keeps them as `tableSetup` cleaned them; a result code never holds them). Every
 * game starts with Auto End on; turning it off is a move (SET_AUTO_END).
 */
export interface SetupInput {
  names: string[];
  startingCash: number;
  cap: number;
}
