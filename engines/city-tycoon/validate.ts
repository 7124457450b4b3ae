/**
 * Checks an untrusted saved game (from storage) and returns a FRESH GameState holding only the known
 * fields, or a string saying what is wrong. Beyond the shape of every field a screen reads, it checks the
 * invariants the engine and the screens rely on (the chessops model: an unvalidated position becomes a
 * valid one or a typed error), so an edited save can neither crash a screen nor put the rules in a state
 * they could never reach. Every state the engine produces from a valid state passes it again
 * (engine.property.test.ts).
 */
import { isRngState, type RngState } from '../core/prng';
import { isCleanName } from '../core/text';
import { isInt, isObject, isOneOf, isStr } from '../core/guards';
import {
  BOARD,
  BOARD_SIZE,
  DECK_SIZE,
  DETENTION_TILE,
  DOUBLES_TO_DETENTION,
  HOUSE_SUPPLY,
  JAIL_TRIES,
  LOG_LIMIT,
  LOG_TEXT_MAX_LENGTH,
  MAX_DEBT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MONEY_LIMIT,
  NAME_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SEED_MAX_LENGTH,
  SET_TILES,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  TOWER_LEVEL,
  TOWER_SUPPLY,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
  AUCTION_STEP,
  isOwnable,
} from './constants';
import { MAX_MOVES, MOVE_COUNT, MOVE_NO, SIMPLE, TILE_ACTIONS } from './moves';
import {
  END_REASONS,
  LOG_KINDS,
  PHASES,
  type Account,
  type Auction,
  type DrawnCard,
  type EndReason,
  type GameState,
  type LogEntry,
  type PendingMove,
  type Player,
} from './types';

const SAFE = Number.MAX_SAFE_INTEGER;
const isBool = (x: unknown): x is boolean => typeof x === 'boolean';
const isArr = (x: unknown, len?: number): x is unknown[] => Array.isArray(x) && (len === undefined || x.length === len);
const distinct = (xs: number[]) => new Set(xs).size === xs.length;

function player(p: unknown, i: number, n: number): Player | string {
  if (!isObject(p)) return `player ${i} is not an object`;
  if (p.id !== i || p.human !== true) return `player ${i} identity`;
  if (!isCleanName(p.name, NAME_MAX_LENGTH) || !p.name || p.name.length > NAME_INPUT_MAX_LENGTH) return `player ${i} name`;
  if (!isInt(p.pos, 0, BOARD_SIZE - 1) || !isInt(p.cash, 0, MONEY_LIMIT) || !isInt(p.debt, 0, MAX_DEBT)) return `player ${i} numbers`;
  if (!isBool(p.inJail) || !isInt(p.jailTurns, 0, JAIL_TRIES - 1) || !isBool(p.bankrupt)) return `player ${i} flags`;
  if (p.inJail && p.pos !== DETENTION_TILE) return `player ${i} in Detention but not on the Detention tile`;
  if (p.jailTurns > 0 && !p.inJail) return `player ${i} has Detention tries but is free`;
  if (p.bankrupt && (p.cash !== 0 || p.inJail)) return `player ${i} bankrupt with cash or in Detention`;
  if (!p.bankrupt && p.debt !== 0) return `player ${i} owes a debt without being bankrupt`;
  void n;
  return { id: i, name: p.name, human: true, pos: p.pos, cash: p.cash, debt: p.debt, inJail: p.inJail, jailTurns: p.jailTurns, bankrupt: p.bankrupt };
}

const isAccount = (x: unknown, n: number): x is Account => x === 'bank' || isInt(x, 0, n - 1);

function logEntry(e: unknown, n: number): LogEntry | string {
  if (!isObject(e) || !isInt(e.n, 1, SAFE) || !isStr(e.text, LOG_TEXT_MAX_LENGTH) || !e.text || !isOneOf(e.kind, LOG_KINDS))
    return 'bad log entry';
  const out: LogEntry = { n: e.n, text: e.text, kind: e.kind };
  if (e.transfer !== undefined) {
    const t = e.transfer;
    if (!isObject(t) || !isAccount(t.from, n) || !isAccount(t.to, n) || t.from === t.to || !isInt(t.amount, 1, MONEY_LIMIT)) return 'bad log transfer';
    out.transfer = { from: t.from, to: t.to, amount: t.amount };
  }
  return out;
}

function auction(a: unknown, s: { players: Player[]; ownership: (number | null)[]; current: number }): Auction | string {
  const n = s.players.length;
  if (!isObject(a) || !isInt(a.tile, 0, BOARD_SIZE - 1) || !isOwnable(BOARD[a.tile]) || s.ownership[a.tile] !== null) return 'bad auction tile';
  if (!isInt(a.bid, 0, MONEY_LIMIT) || a.bid % AUCTION_STEP !== 0) return 'bad auction bid';
  if (!isArr(a.bidders) || a.bidders.length < 1 || !a.bidders.every((b) => isInt(b, 0, n - 1) && !s.players[b].bankrupt) || !distinct(a.bidders as number[]))
    return 'bad bidders';
  const bidders = a.bidders as number[];
  if (!isArr(a.passed) || !a.passed.every((b) => isInt(b, 0, n - 1) && bidders.includes(b)) || !distinct(a.passed as number[])) return 'bad passed';
  const passed = a.passed as number[];
  if (!isInt(a.turn, 0, n - 1) || !bidders.includes(a.turn) || passed.includes(a.turn)) return 'bad auction turn';
  if (a.leader === null) {
    if (a.bid !== 0) return 'a bid without a leader';
  } else if (!isInt(a.leader, 0, n - 1) || !bidders.includes(a.leader) || passed.includes(a.leader) || a.leader === a.turn || a.bid === 0)
    return 'bad auction leader';
  if (s.players[s.current].pos !== a.tile) return 'auction for a tile the mover is not on';
  return { tile: a.tile, bid: a.bid, leader: a.leader as number | null, bidders: bidders.slice(), passed: passed.slice(), turn: a.turn };
}

export function validateGame(x: unknown): GameState | string {
  if (!isObject(x)) return 'game is not an object';
  if (!isStr(x.seed, SEED_MAX_LENGTH) || !x.seed) return 'bad seed';
  if (!isRngState(x.rng)) return 'bad rng';
  const rng: RngState = { s: [...(x.rng as RngState).s] as RngState['s'] };
  if (!isInt(x.startingCash, STARTING_CASH_MIN, STARTING_CASH_MAX)) return 'bad startingCash';
  if (!isInt(x.cap, TURN_CAP_MIN, TURN_CAP_MAX)) return 'bad cap';
  if (!isArr(x.players) || x.players.length < MIN_PLAYERS || x.players.length > MAX_PLAYERS) return 'bad players';
  const n = x.players.length;
  const players: Player[] = [];
  for (let i = 0; i < n; i++) {
    const p = player(x.players[i], i, n);
    if (typeof p === 'string') return p;
    players.push(p);
  }
  if (players.reduce((t, p) => t + p.cash, 0) > MONEY_LIMIT) return 'more money than the bank ever pays out';
  const standing = players.filter((p) => !p.bankrupt).length;

  if (!isOneOf(x.phase, PHASES)) return 'bad phase';
  const phase = x.phase;
  const over = phase === 'GAME_OVER';
  if (!isInt(x.current, 0, n - 1)) return 'bad current';
  const current = x.current;
  if (!over && players[current].bankrupt) return 'the current player is bankrupt';
  if (!over && standing < 2) return 'fewer than two players left but the game goes on';
  if (!isInt(x.turn, 1, x.cap)) return 'turn past the cap';
  if (!isInt(x.doublesCount, 0, DOUBLES_TO_DETENTION - 1)) return 'bad doublesCount';
  if (!isBool(x.autoEnd) || !isBool(x.rollAgain)) return 'bad flags';
  if (x.rollAgain && phase !== 'RESOLVING') return 'a second roll outside a move';
  let endReason: EndReason | null = null;
  if (x.endReason !== null) {
    if (!isOneOf(x.endReason, END_REASONS)) return 'bad endReason';
    endReason = x.endReason;
  }
  if (over !== (endReason !== null)) return 'end reason and phase disagree';
  if (endReason === 'cap' && x.turn !== x.cap) return 'ended by the cap before the cap';
  if (endReason === 'lastStanding' && standing > 1) return 'ended with more than one player standing';

  // Tiles: owners, buildings, mortgages.
  if (!isArr(x.ownership, BOARD_SIZE)) return 'bad ownership';
  const ownership: (number | null)[] = [];
  for (let i = 0; i < BOARD_SIZE; i++) {
    const o = x.ownership[i];
    if (o !== null && !isInt(o, 0, n - 1)) return `bad owner of tile ${i}`;
    if (o !== null && !isOwnable(BOARD[i])) return `tile ${i} cannot be owned`;
    if (o !== null && players[o].bankrupt) return `tile ${i} owned by a bankrupt player`;
    ownership.push(o);
  }
  if (!isArr(x.houses, BOARD_SIZE) || !x.houses.every((h, i) => isInt(h, 0, TOWER_LEVEL) && (h === 0 || BOARD[i].kind === 'property'))) return 'bad houses';
  const houses = (x.houses as number[]).slice();
  if (!isArr(x.mortgaged, BOARD_SIZE) || !x.mortgaged.every(isBool)) return 'bad mortgaged';
  const mortgaged = (x.mortgaged as boolean[]).slice();
  for (let i = 0; i < BOARD_SIZE; i++) if (mortgaged[i] && ownership[i] === null) return `tile ${i} mortgaged but unowned`;
  for (const tiles of Object.values(SET_TILES)) {
    const levels = tiles.map((i) => houses[i]);
    if (levels.every((h) => h === 0)) continue;
    const owner = ownership[tiles[0]];
    if (owner === null || tiles.some((i) => ownership[i] !== owner)) return 'buildings on a set not held by one owner';
    if (Math.max(...levels) - Math.min(...levels) > 1) return 'buildings not even across the set';
    // The spec lets a set be built while another of its tiles is mortgaged, but never the mortgaged tile.
    if (tiles.some((i) => mortgaged[i] && houses[i] > 0)) return 'buildings on a mortgaged tile';
  }
  const shops = houses.reduce((t, h) => t + (h < TOWER_LEVEL ? h : 0), 0);
  const towers = houses.filter((h) => h === TOWER_LEVEL).length;
  if (!isInt(x.houseSupply, 0, HOUSE_SUPPLY) || x.houseSupply + shops !== HOUSE_SUPPLY) return 'shops on the board and in the supply do not add up';
  if (!isInt(x.towerSupply, 0, TOWER_SUPPLY) || x.towerSupply + towers !== TOWER_SUPPLY) return 'towers on the board and in the supply do not add up';

  if (!isArr(x.deck) || x.deck.length > DECK_SIZE || !x.deck.every((c) => isInt(c, 0, DECK_SIZE - 1)) || !distinct(x.deck as number[])) return 'bad deck';
  const deck = (x.deck as number[]).slice();

  let lastRoll: [number, number] | null = null;
  if (x.lastRoll !== null) {
    if (!(isArr(x.lastRoll, 2) && x.lastRoll.every((v) => isInt(v, 1, 6)))) return 'bad lastRoll';
    lastRoll = [x.lastRoll[0] as number, x.lastRoll[1] as number];
  }
  let pendingMove: PendingMove | null = null;
  if (x.pendingMove !== null) {
    const m = x.pendingMove;
    if (!isObject(m) || !isInt(m.steps, 2, 12) || !isBool(m.again)) return 'bad pendingMove';
    if (!lastRoll || lastRoll[0] + lastRoll[1] !== m.steps || (m.again && lastRoll[0] !== lastRoll[1])) return 'a move that is not the last roll';
    pendingMove = { steps: m.steps, again: m.again };
  }
  if ((phase === 'MOVING') !== (pendingMove !== null)) return 'moving without a move, or a move outside MOVING';

  let offer: number | null = null;
  if (x.offer !== null) {
    if (!isInt(x.offer, 0, BOARD_SIZE - 1) || !isOwnable(BOARD[x.offer]) || ownership[x.offer] !== null) return 'bad offer';
    if (players[current].pos !== x.offer) return 'an offer for a tile the mover is not on';
    offer = x.offer;
  }
  let auc: Auction | null = null;
  if (x.auction !== null) {
    const a = auction(x.auction, { players, ownership, current });
    if (typeof a === 'string') return a;
    auc = a;
  }
  if (offer !== null && auc !== null) return 'an offer and an auction at once';
  if ((phase === 'RESOLVING') !== (offer !== null || auc !== null)) return 'a decision outside RESOLVING, or RESOLVING without one';

  if (!isInt(x.cardSeq, 0, SAFE) || !isInt(x.logSeq, 0, SAFE)) return 'bad counters';
  let lastCard: DrawnCard | null = null;
  if (x.lastCard !== null) {
    const c = x.lastCard;
    if (!isObject(c) || !isInt(c.seq, 1, x.cardSeq) || !isInt(c.card, 0, DECK_SIZE - 1) || !isInt(c.player, 0, n - 1)) return 'bad lastCard';
    lastCard = { seq: c.seq, card: c.card, player: c.player };
  }
  if (!isArr(x.log) || x.log.length > LOG_LIMIT) return 'bad log';
  const log: LogEntry[] = [];
  for (const raw of x.log) {
    const e = logEntry(raw, n);
    if (typeof e === 'string') return e;
    if (e.n > x.logSeq || (log.length && e.n <= log[log.length - 1].n)) return 'log numbers out of order';
    log.push(e);
  }

  const state: GameState = {
    seed: x.seed,
    rng,
    startingCash: x.startingCash,
    cap: x.cap,
    players,
    current,
    turn: x.turn,
    doublesCount: x.doublesCount,
    phase,
    autoEnd: x.autoEnd,
    ownership,
    houses,
    mortgaged,
    houseSupply: x.houseSupply,
    towerSupply: x.towerSupply,
    deck,
    lastRoll,
    pendingMove,
    rollAgain: x.rollAgain,
    offer,
    auction: auc,
    lastCard,
    cardSeq: x.cardSeq,
    log,
    logSeq: x.logSeq,
    endReason,
    moves: null,
  };
  state.moves = history(x.moves, state);
  return state;
}

/**
 * The game's history (types.ts `moves`), or null when it cannot be trusted: not a list of move numbers, longer than
 * MAX_MOVES, or at odds with the board in a way a cheap count shows (moves before the first roll, fewer rolls than
 * rounds played, more buildings or mortgages on a tile than its moves put there). A null history never rejects the
 * save: the game plays on and the game-over screen says why there is no code. The full check is the replay the
 * game-over screen makes once (classroom.ts `historyOf`).
 */
export function history(x: unknown, g: GameState): number[] | null {
  if (!isArr(x) || x.length > MAX_MOVES || !x.every((m) => isInt(m, 0, MOVE_COUNT - 1))) return null;
  const moves = (x as number[]).slice();
  if ((moves.length === 0) !== (g.lastRoll === null) || (moves.length > 0 && moves[0] !== MOVE_NO.ROLL)) return null;
  const built = new Array<number>(BOARD_SIZE).fill(0);
  const mortgages = new Array<number>(BOARD_SIZE).fill(0);
  let rolls = 0;
  for (const m of moves) {
    if (m === MOVE_NO.ROLL) rolls++;
    else if (m >= SIMPLE.length) {
      const a = TILE_ACTIONS[m - SIMPLE.length];
      if (a.type === 'BUILD') built[a.tile]++;
      else if (a.type === 'SELL') built[a.tile]--;
      else if (a.type === 'MORTGAGE') mortgages[a.tile]++;
      else mortgages[a.tile]--;
    }
  }
  if (rolls < g.turn - 1) return null;
  for (let i = 0; i < BOARD_SIZE; i++) if (built[i] < g.houses[i] || mortgages[i] < (g.mortgaged[i] ? 1 : 0)) return null;
  return moves;
}

/** The saved shape: no game yet (setup) or a game. */
export interface SaveData {
  game: GameState | null;
}

export function validateSave(x: unknown): SaveData | string {
  if (!isObject(x)) return 'save is not an object';
  if (x.game === null) return { game: null };
  const g = validateGame(x.game);
  return typeof g === 'string' ? g : { game: g };
}
