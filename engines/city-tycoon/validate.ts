/** Checks an untrusted saved game (from storage) really has the shape of a GameState. */
import { isRngState } from '../core/prng';
import { isInt, isObject, isOneOf, isStr } from '../../lib/storage/envelope';
import {
  BOARD_SIZE,
  DECK_SIZE,
  HOUSE_SUPPLY,
  JAIL_TRIES,
  LOG_LIMIT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NAME_MAX_LENGTH,
  SEED_MAX_LENGTH,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  TOWER_LEVEL,
  TOWER_SUPPLY,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
  BOARD,
  isOwnable,
} from './constants';
import { PHASES, type GameState } from './types';

const BIG = 1e9;

export function validateGame(x: unknown): GameState | string {
  if (!isObject(x)) return 'game is not an object';
  if (!isStr(x.seed, SEED_MAX_LENGTH) || !x.seed) return 'bad seed';
  if (!isRngState(x.rng)) return 'bad rng';
  if (!isInt(x.startingCash, STARTING_CASH_MIN, STARTING_CASH_MAX)) return 'bad startingCash';
  if (!isInt(x.cap, TURN_CAP_MIN, TURN_CAP_MAX)) return 'bad cap';
  if (!Array.isArray(x.players) || x.players.length < MIN_PLAYERS || x.players.length > MAX_PLAYERS) return 'bad players';
  const n = x.players.length;
  for (let i = 0; i < n; i++) {
    const p = x.players[i];
    if (!isObject(p)) return `player ${i} is not an object`;
    if (p.id !== i || !isStr(p.name, NAME_MAX_LENGTH) || !p.name || p.human !== true) return `player ${i} identity`;
    if (!isInt(p.pos, 0, BOARD_SIZE - 1) || !isInt(p.cash, 0, BIG) || !isInt(p.debt, 0, BIG)) return `player ${i} numbers`;
    if (typeof p.inJail !== 'boolean' || !isInt(p.jailTurns, 0, JAIL_TRIES) || typeof p.bankrupt !== 'boolean') return `player ${i} flags`;
  }
  if (!isInt(x.current, 0, n - 1) || !isInt(x.turn, 1, TURN_CAP_MAX) || !isInt(x.doublesCount, 0, 3)) return 'bad turn fields';
  if (!isOneOf(x.phase, PHASES)) return 'bad phase';
  if (typeof x.autoEnd !== 'boolean' || typeof x.rollAgain !== 'boolean') return 'bad flags';
  const own = x.ownership;
  if (!Array.isArray(own) || own.length !== BOARD_SIZE) return 'bad ownership';
  for (let i = 0; i < BOARD_SIZE; i++) {
    const o = own[i];
    if (o !== null && !isInt(o, 0, n - 1)) return `bad owner of tile ${i}`;
    if (o !== null && !isOwnable(BOARD[i])) return `tile ${i} cannot be owned`;
  }
  if (!Array.isArray(x.houses) || x.houses.length !== BOARD_SIZE || !x.houses.every((h, i) => isInt(h, 0, TOWER_LEVEL) && (h === 0 || BOARD[i].kind === 'property')))
    return 'bad houses';
  if (!Array.isArray(x.mortgaged) || x.mortgaged.length !== BOARD_SIZE || !x.mortgaged.every((m) => typeof m === 'boolean')) return 'bad mortgaged';
  if (!isInt(x.houseSupply, 0, HOUSE_SUPPLY) || !isInt(x.towerSupply, 0, TOWER_SUPPLY)) return 'bad supply';
  if (!Array.isArray(x.deck) || x.deck.length > DECK_SIZE || !x.deck.every((c) => isInt(c, 0, DECK_SIZE - 1))) return 'bad deck';
  if (x.lastRoll !== null && !(Array.isArray(x.lastRoll) && x.lastRoll.length === 2 && x.lastRoll.every((v) => isInt(v, 1, 6)))) return 'bad lastRoll';
  if (x.pendingMove !== null && !(isObject(x.pendingMove) && isInt(x.pendingMove.steps, 2, 12) && typeof x.pendingMove.again === 'boolean'))
    return 'bad pendingMove';
  if (x.offer !== null && !(isInt(x.offer, 0, BOARD_SIZE - 1) && isOwnable(BOARD[x.offer as number]))) return 'bad offer';
  if (x.auction !== null) {
    const a = x.auction;
    if (!isObject(a) || !isInt(a.tile, 0, BOARD_SIZE - 1) || !isOwnable(BOARD[a.tile as number]) || !isInt(a.bid, 0, BIG)) return 'bad auction';
    if (a.leader !== null && !isInt(a.leader, 0, n - 1)) return 'bad auction leader';
    if (!Array.isArray(a.bidders) || !a.bidders.every((b) => isInt(b, 0, n - 1))) return 'bad bidders';
    if (!Array.isArray(a.passed) || !a.passed.every((b) => isInt(b, 0, n - 1))) return 'bad passed';
    if (!isInt(a.turn, 0, n - 1)) return 'bad auction turn';
  }
  if (x.lastCard !== null && !(isObject(x.lastCard) && isInt(x.lastCard.seq, 0, BIG) && isInt(x.lastCard.card, 0, DECK_SIZE - 1) && isInt(x.lastCard.player, 0, n - 1)))
    return 'bad lastCard';
  if (!isInt(x.cardSeq, 0, BIG) || !isInt(x.logSeq, 0, BIG)) return 'bad counters';
  if (!Array.isArray(x.log) || x.log.length > LOG_LIMIT) return 'bad log';
  for (const e of x.log) {
    if (!isObject(e) || !isInt(e.n, 0, BIG) || !isStr(e.text, 1000) || !isOneOf(e.kind, ['info', 'money', 'big'] as const)) return 'bad log entry';
  }
  if (x.endReason !== null && !isOneOf(x.endReason, ['cap', 'lastStanding'] as const)) return 'bad endReason';
  if (x.phase === 'MOVING' && x.pendingMove === null) return 'moving without a move';
  if (x.phase === 'RESOLVING' && x.offer === null && x.auction === null) return 'resolving without a decision';
  return x as unknown as GameState;
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
