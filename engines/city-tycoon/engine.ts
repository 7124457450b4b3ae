/**
 * The City Tycoon rules: `step(state, action) → Step<GameState>` (engines/core/contract.ts).
 * Pure and deterministic: the dice and the event deck's shuffles are drawn from the game's seed, each from its own
 * random stream (`randomFor`, engines/core/streams.ts; docs/rules/city-tycoon.md, "Dice and the deck"). The rules
 * keep no history: the core's record of the game is its moves (docs/engines.md, "The record").
 * A refused action returns the same state object and a `refusal` with its code (REFUSAL); a message that comes WITH
 * a change ('Not enough cash' → auction, a void auction) is a `notice`.
 * `refusal(state, action)` is the one check: the step refuses with it, the screen disables with it.
 */
import { applied, refusedAs, type Notice, type Refusal, type Step } from '../core/contract';
import { randomFor } from '../core/streams';
import { cleanName } from '../core/text';
import {
  BOARD,
  BOARD_SIZE,
  CITY_HALL,
  DECK_STREAM,
  DETENTION_TILE,
  DICE_STREAM,
  DICE_COUNT,
  DICE_SIDES,
  DOUBLES_TO_DETENTION,
  ERR,
  EVENT_CARDS,
  HOUSE_SUPPLY,
  JAIL_FEE,
  JAIL_TRIES,
  LOG_LIMIT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MSG,
  NAME_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REASON,
  REFUSAL,
  SEED_MAX_LENGTH,
  SETS,
  SHOPS_PER_TOWER,
  START_BONUS,
  STARTING_CASH_DEFAULT,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  STARTING_CASH_STEP,
  TOWER_LEVEL,
  TOWER_SUPPLY,
  TURN_CAP_DEFAULT,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
  UTILITY_TILES,
  DEFAULT_SEED,
  fallbackName,
} from './constants';
import {
  buildingsOf,
  canBuild,
  canMortgage,
  canSell,
  canUnmortgage,
  mortgageValue,
  nextBid,
  ownableTile,
  ownsFullSet,
  bankRoom,
  isCheapSale,
  ranking,
  rentFor,
  stillIn,
  sellRefund,
  tilesOf,
  unmortgageCost,
} from './selectors';
import type { Account, Action, Auction, GameState, LogKind, Player, SetupInput } from './types';

/* ------------------------------------------------------------------ setup */

/** Checks setup inputs; returns the list of problems (empty when fine). */
export function setupErrors(input: SetupInput): string[] {
  const errors: string[] = [];
  const n = input.names.length;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) errors.push(`Choose ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  const c = input.startingCash;
  if (!Number.isInteger(c) || c < STARTING_CASH_MIN || c > STARTING_CASH_MAX || c % STARTING_CASH_STEP !== 0)
    errors.push(`Starting cash must be $${STARTING_CASH_MIN}–$${STARTING_CASH_MAX} in steps of $${STARTING_CASH_STEP}.`);
  const cap = input.cap;
  if (!Number.isInteger(cap) || cap < TURN_CAP_MIN || cap > TURN_CAP_MAX) errors.push(`The turn cap must be ${TURN_CAP_MIN}–${TURN_CAP_MAX}.`);
  return errors;
}

export { clampSetupNumber } from './classSpec';

/**
 * The seed box's text as a seed: trimmed and cut to SEED_MAX_LENGTH; an empty box means the specification's
 * default seed (CT-DEMO-1). The screen calls it; the engine itself never picks a seed.
 */
export const cleanSeed = (seed: string) => seed.trim().slice(0, SEED_MAX_LENGTH) || DEFAULT_SEED;
/**
 * A typed player name as it enters the state: the site's one rule for names (engines/core/text.ts: NFC, no
 * control, bidi or zero-width characters, cut at a grapheme boundary), or the default name when nothing is left.
 */
export function playerName(name: unknown, index: number): string {
  const raw = typeof name === 'string' ? name : '';
  // A grapheme can be long (a letter with many accents): keep whole ones within the code-unit limit too.
  let keep = NAME_MAX_LENGTH;
  let out = cleanName(raw, keep);
  while (out.length > NAME_INPUT_MAX_LENGTH) out = cleanName(raw, --keep);
  return out || fallbackName(index);
}

/**
 * The setup a table's game is recorded with: the names as the rules keep them (`playerName`), so the record's setup
 * is what the game shows. The screen records this; a typed name never enters a result code.
 */
export const tableSetup = (input: SetupInput): SetupInput => ({
  names: input.names.map((name, i) => playerName(name, i)),
  startingCash: input.startingCash,
  cap: input.cap,
});

/**
 * The setup of a table that has not set up yet: the default settings, the names not typed. No table's setup is this
 * one (`tableSetup` never leaves a name empty), so a record on it is "no game yet" (components/city-tycoon/store.ts).
 */
export const NO_TABLE_YET: SetupInput = { names: ['', '', ''], startingCash: STARTING_CASH_DEFAULT, cap: TURN_CAP_DEFAULT };

/** The deck's n-th shuffle (0: the game's first), from its own stream. */
const shuffled = (seed: string, n: number) => randomFor(seed, DECK_STREAM, n).shuffle(EVENT_CARDS.map((c) => c.id));

/** A new game from the setup and the seed, or the list of setup problems. Every game starts with Auto End on. */
export function newGame(input: SetupInput, seedInput: string): GameState | string[] {
  const errors = setupErrors(input);
  const seed = seedInput.trim().slice(0, SEED_MAX_LENGTH);
  if (!seed) errors.push(ERR.noSeed);
  if (errors.length) return errors;
  const deck = shuffled(seed, 0);
  const players: Player[] = input.names.map((name, id) => ({
    id,
    name: playerName(name, id),
    human: true,
    pos: CITY_HALL,
    cash: input.startingCash,
    debt: 0,
    inJail: false,
    jailTurns: 0,
    bankrupt: false,
  }));
  const s: GameState = {
    seed,
    startingCash: input.startingCash,
    cap: input.cap,
    players,
    current: 0,
    turn: 1,
    doublesCount: 0,
    phase: 'PRE_ROLL',
    autoEnd: true,
    ownership: BOARD.map(() => null),
    houses: BOARD.map(() => 0),
    mortgaged: BOARD.map(() => false),
    houseSupply: HOUSE_SUPPLY,
    towerSupply: TOWER_SUPPLY,
    deck,
    lastRoll: null,
    pendingMove: null,
    rollAgain: false,
    offer: null,
    auction: null,
    lastCard: null,
    cardSeq: 0,
    log: [],
    logSeq: 0,
    endReason: null,
    cheapAuctions: 0,
  };
  log(s, MSG.gameStart(players.map((p) => p.name), input.startingCash, input.cap, seed), 'big');
  return s;
}

/* ------------------------------------------------------------------ helpers on a draft */

/** A copy whose arrays and records may be changed in place. */
function draft(s: GameState): GameState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    ownership: s.ownership.slice(),
    houses: s.houses.slice(),
    mortgaged: s.mortgaged.slice(),
    deck: s.deck.slice(),
    log: s.log.slice(),
    lastRoll: s.lastRoll ? [s.lastRoll[0], s.lastRoll[1]] : null,
    pendingMove: s.pendingMove ? { ...s.pendingMove } : null,
    auction: s.auction ? { ...s.auction, bidders: s.auction.bidders.slice(), passed: s.auction.passed.slice() } : null,
    lastCard: s.lastCard ? { ...s.lastCard } : null,
  };
}

function log(d: GameState, text: string, kind: LogKind = 'info', transfer?: { from: Account; to: Account; amount: number }) {
  d.logSeq += 1;
  d.log.push(transfer ? { n: d.logSeq, text, kind, transfer } : { n: d.logSeq, text, kind });
  if (d.log.length > LOG_LIMIT) d.log.splice(0, d.log.length - LOG_LIMIT);
}

const nameOf = (d: GameState, a: Account) => (a === 'bank' ? 'the bank' : d.players[a].name);

/** Moves money and logs it. Callers make sure the payer can pay; the bank pays only up to MONEY_LIMIT in play. */
function transfer(d: GameState, from: Account, to: Account, amount: number, text: string, kind: LogKind = 'money') {
  if (amount <= 0) return;
  if (from === 'bank' && to !== 'bank') {
    const room = bankRoom(d);
    if (room <= 0) return log(d, MSG.bankEmpty(d.players[to].name));
    if (amount > room) {
      text += MSG.bankShort(room);
      amount = room;
    }
  }
  if (from !== 'bank') d.players[from].cash -= amount;
  if (to !== 'bank') d.players[to].cash += amount;
  log(d, text, kind, { from, to, amount });
}

/** A payment: paid in full, or the payer goes bankrupt to the creditor. */
function pay(d: GameState, payer: Player, to: Account, amount: number, reason: string, text: string) {
  if (amount <= 0) return;
  if (payer.cash >= amount) transfer(d, payer.id, to, amount, text);
  else bankrupt(d, payer, to, amount, reason);
}

function bankrupt(d: GameState, p: Player, creditor: Account, amount: number, reason: string) {
  log(d, MSG.bankrupt(p.name, reason), 'big');
  const cash = p.cash;
  transfer(d, p.id, creditor, cash, MSG.handsOver(p.name, nameOf(d, creditor), cash));
  p.debt = amount - cash;
  p.bankrupt = true;
  p.inJail = false;
  p.jailTurns = 0;
  const tiles = tilesOf(d, p.id);
  if (creditor !== 'bank') {
    // The creditor inherits the tiles as they are (buildings and mortgages included).
    for (const i of tiles) d.ownership[i] = creditor;
    if (tiles.length) log(d, MSG.inherits(d.players[creditor].name, tiles.length));
    announceSets(d, creditor, tiles);
  } else {
    // The bank resets them: unowned, unmortgaged, buildings back to the supply.
    for (const i of tiles) {
      d.ownership[i] = null;
      d.mortgaged[i] = false;
      if (d.houses[i] === TOWER_LEVEL) d.towerSupply += 1;
      else d.houseSupply += d.houses[i];
      d.houses[i] = 0;
    }
    if (tiles.length) log(d, MSG.bankTakes(tiles.length));
  }
  if (d.players.filter((q) => !q.bankrupt).length <= 1) gameOver(d, 'lastStanding');
}

function announceSets(d: GameState, owner: number, tiles: number[]) {
  const sets = new Set(tiles.map((i) => BOARD[i]).flatMap((t) => (t.kind === 'property' ? [t.set] : [])));
  for (const set of sets) if (ownsFullSet(d, owner, set)) log(d, MSG.fullSet(d.players[owner].name, SETS[set].label), 'big');
}

function gameOver(d: GameState, reason: 'cap' | 'lastStanding') {
  d.phase = 'GAME_OVER';
  d.endReason = reason;
  d.offer = null;
  d.auction = null;
  d.pendingMove = null;
  d.rollAgain = false;
  const top = ranking(d)[0];
  log(d, reason === 'cap' ? MSG.capReached(d.cap) : MSG.lastStanding(top.name), 'big');
  log(d, MSG.winner(top.name, top.worth), 'big');
}

function sendToDetention(d: GameState, p: Player) {
  p.pos = DETENTION_TILE;
  p.inJail = true;
  p.jailTurns = 0;
  d.doublesCount = 0;
  d.rollAgain = false;
  log(d, MSG.toDetention(p.name));
}

/** Moves forward to `target`, paying the start bonus when City Hall is passed or reached. */
function moveTo(d: GameState, p: Player, target: number) {
  if (target <= p.pos) transfer(d, 'bank', p.id, START_BONUS, MSG.passStart(p.name));
  p.pos = target;
  log(d, MSG.landed(p.name, BOARD[target].name));
}

const diceTotal = (d: GameState) => (d.lastRoll ? d.lastRoll[0] + d.lastRoll[1] : 0);

interface Mods {
  /** Multiplies the rent (Union Terminal detour: double). */
  rentMult?: number;
  /** Replaces the utility rule with dice × this (the utility card: 10). */
  utilityMult?: number;
}

/** The outcome of the tile the player stands on (section 4). */
function resolveTile(d: GameState, p: Player, mods: Mods = {}) {
  const t = BOARD[p.pos];
  switch (t.kind) {
    case 'start':
    case 'free':
      return;
    case 'detention':
    case 'goto':
      sendToDetention(d, p);
      return;
    case 'tax': {
      // Cash is floored at 0: a tax never bankrupts.
      const amount = Math.min(p.cash, t.amount);
      if (amount > 0) transfer(d, p.id, 'bank', amount, MSG.tax(p.name, t.name, amount));
      else log(d, MSG.tax(p.name, t.name, 0));
      return;
    }
    case 'event':
      drawCard(d, p);
      return;
    default: {
      const owner = d.ownership[p.pos];
      if (owner === null) {
        d.offer = p.pos;
        d.phase = 'RESOLVING';
        log(d, MSG.offer(p.name, t.name, t.price));
        return;
      }
      if (owner === p.id) return log(d, MSG.ownTile(p.name, t.name));
      if (d.mortgaged[p.pos]) return log(d, MSG.mortgagedNoRent(t.name));
      let rent: number;
      if (t.kind === 'utility' && mods.utilityMult) rent = diceTotal(d) * mods.utilityMult;
      else rent = rentFor(d, p.pos, diceTotal(d)) * (mods.rentMult ?? 1);
      const ownerName = d.players[owner].name;
      pay(d, p, owner, rent, REASON.rent(rent, ownerName), MSG.rent(p.name, ownerName, rent, t.name));
    }
  }
}

function drawCard(d: GameState, p: Player) {
  if (d.deck.length === 0) {
    // Every shuffle deals the whole deck: the cards drawn so far tell which shuffle this is.
    d.deck = shuffled(d.seed, Math.floor(d.cardSeq / EVENT_CARDS.length));
    log(d, MSG.reshuffle);
  }
  const id = d.deck.shift()!;
  const card = EVENT_CARDS[id];
  d.cardSeq += 1;
  d.lastCard = { seq: d.cardSeq, card: id, player: p.id };
  log(d, MSG.card(p.name, card.title, card.text));
  const e = card.effect;
  switch (e.type) {
    case 'cash':
      if (e.amount > 0) transfer(d, 'bank', p.id, e.amount, MSG.cardCash(p.name, e.amount));
      else pay(d, p, 'bank', -e.amount, REASON.eventFee(-e.amount), MSG.cardCash(p.name, e.amount));
      return;
    case 'repairs': {
      const { shops, towers } = buildingsOf(d, p.id);
      const total = shops * e.perShop + towers * e.perTower;
      if (total > 0) pay(d, p, 'bank', total, REASON.repairs(total), MSG.cardCash(p.name, -total));
      else log(d, MSG.cardNothing(p.name));
      return;
    }
    case 'perShopBonus': {
      const total = buildingsOf(d, p.id).shops * e.perShop;
      if (total > 0) transfer(d, 'bank', p.id, total, MSG.cardCash(p.name, total));
      else log(d, MSG.cardNothing(p.name));
      return;
    }
    case 'advanceToStart':
      moveTo(d, p, CITY_HALL);
      return;
    case 'detourTransit':
      moveTo(d, p, e.tile);
      resolveTile(d, p, { rentMult: e.rentMultiplier });
      return;
    case 'nearestUtility': {
      const target = UTILITY_TILES.find((i) => i > p.pos) ?? UTILITY_TILES[0];
      moveTo(d, p, target);
      resolveTile(d, p, { utilityMult: e.diceMultiplier });
      return;
    }
    case 'gotoDetention':
      sendToDetention(d, p);
      return;
  }
}

/** The mover's tile is settled: roll again after doubles, else POST_ACTIONS (or end the turn when Auto End is on). */
function finishMove(d: GameState) {
  if (d.phase === 'GAME_OVER') return;
  const p = d.players[d.current];
  if (p.bankrupt) return endTurn(d);
  if (d.rollAgain && !p.inJail) {
    d.rollAgain = false;
    d.phase = 'PRE_ROLL';
    return;
  }
  d.rollAgain = false;
  d.phase = 'POST_ACTIONS';
  if (d.autoEnd) endTurn(d);
}

function endTurn(d: GameState) {
  const n = d.players.length;
  const from = d.current;
  if (!d.players[from].bankrupt) log(d, MSG.turnEnd(d.players[from].name));
  let i = from;
  do i = (i + 1) % n;
  while (d.players[i].bankrupt && i !== from);
  if (i <= from) {
    if (d.turn >= d.cap) return gameOver(d, 'cap');
    d.turn += 1;
    log(d, MSG.newRound(d.turn, d.cap));
  }
  d.current = i;
  d.doublesCount = 0;
  d.rollAgain = false;
  d.offer = null;
  d.phase = 'PRE_ROLL';
}

/* ------------------------------------------------------------------ auction */

function startAuction(d: GameState, tile: number): Notice | undefined {
  d.offer = null;
  d.phase = 'RESOLVING';
  const n = d.players.length;
  const order = Array.from({ length: n }, (_, k) => (d.current + 1 + k) % n);
  const bidders = order.filter((i) => !d.players[i].bankrupt && d.players[i].cash > 0);
  log(d, MSG.auctionStart(BOARD[tile].name));
  d.auction = { tile, bid: 0, leader: null, bidders, passed: [], turn: bidders[0] ?? d.current };
  if (bidders.length === 0) return closeAuction(d);
  // A single bidder is the last one standing before anyone bid: asked once (docs/rules/city-tycoon.md, "Auction").
  if (bidders.length === 1) log(d, MSG.lastCall(d.players[bidders[0]].name, BOARD[tile].name));
  return undefined;
}

/** The next bidder after `from` who has not passed and is not leading (`from` itself when there is none). */
function nextBidder(a: Auction, from: number): number {
  const k = a.bidders.indexOf(from);
  for (let step = 1; step <= a.bidders.length; step++) {
    const b = a.bidders[(k + step) % a.bidders.length];
    if (!a.passed.includes(b) && b !== a.leader) return b;
  }
  return from;
}

/**
 * After a pass: the auction ends when nobody is left, or when the one left is leading. When the one
 * left has not bid yet (docs/rules/city-tycoon.md, "Auction"), that bidder is asked once: any bid wins
 * the tile at that bid, a pass means no sale. Returns true when the auction must close now.
 */
function afterPass(d: GameState): boolean {
  const a = d.auction!;
  const left = stillIn(a);
  if (left.length === 0) return true;
  if (left.length === 1) {
    if (left[0] === a.leader) return true;
    a.turn = left[0];
    log(d, MSG.lastCall(d.players[left[0]].name, BOARD[a.tile].name));
    return false;
  }
  a.turn = nextBidder(a, a.turn);
  return false;
}

/** Ends the auction: no bid, no sale; a winner short of cash voids it. Returns the void notice. */
function closeAuction(d: GameState): Notice | undefined {
  const a = d.auction!;
  const t = ownableTile(a.tile)!;
  let notice: Notice | undefined;
  if (a.leader === null) log(d, MSG.auctionNoSale(t.name));
  else {
    const w = d.players[a.leader];
    if (w.cash < a.bid) {
      notice = { kind: 'warning', message: ERR.auctionVoid };
      log(d, ERR.auctionVoid);
    } else {
      transfer(d, w.id, 'bank', a.bid, MSG.auctionWon(w.name, t.name, a.bid));
      d.ownership[a.tile] = w.id;
      if (isCheapSale({ tile: a.tile, price: a.bid })) d.cheapAuctions += 1;
      announceSets(d, w.id, [a.tile]);
    }
  }
  d.auction = null;
  finishMove(d);
  return notice;
}

/* ------------------------------------------------------------------ the rules */

/** Each refusal message's code (REFUSAL; docs/engines.md, "Refusals"). */
const CODE_OF = new Map<string, string>(Object.entries(REFUSAL).map(([key, code]) => [ERR[key as keyof typeof REFUSAL], code]));

/** A refusal with its code, from one of the ERR messages the rules refuse with. */
export const refusalOf = (message: string): Refusal => ({ code: CODE_OF.get(message) ?? REFUSAL.notYourMove, message });

/**
 * Why `action` would be refused now (null when it would be applied), with its code. The one check: `step` refuses
 * with it, the screen shows it as a button's disabled reason.
 */
export function refusal(state: GameState, action: Action): Refusal | null {
  const why = refusalText(state, action);
  return why === null ? null : refusalOf(why);
}

function refusalText(state: GameState, action: Action): string | null {
  if (state.phase === 'GAME_OVER') return ERR.gameOver;
  const p = state.players[state.current];
  switch (action.type) {
    case 'SET_AUTO_END':
      return null;
    case 'ROLL':
      return state.phase === 'PRE_ROLL' ? null : ERR.cannotRoll;
    case 'ADVANCE':
      return state.phase === 'MOVING' && state.pendingMove ? null : ERR.notYourMove;
    case 'PAY_JAIL':
      if (state.phase !== 'PRE_ROLL' || !p.inJail) return ERR.notInDetention;
      return p.cash < JAIL_FEE ? ERR.need50 : null;
    case 'BUY':
    case 'DECLINE':
      // Buying without the cash is not refused: 'Not enough cash' comes with the auction (a notice).
      return state.phase === 'RESOLVING' && state.offer !== null ? null : ERR.noOffer;
    case 'BID': {
      const a = state.auction;
      if (state.phase !== 'RESOLVING' || !a) return ERR.noAuction;
      return nextBid(a) > state.players[a.turn].cash ? ERR.bidExceedsCash : null;
    }
    case 'PASS':
      return state.phase === 'RESOLVING' && state.auction ? null : ERR.noAuction;
    case 'NEXT': {
      const a = state.auction;
      if (state.phase !== 'RESOLVING' || !a) return ERR.noAuction;
      // Nobody else can take the turn (the last bidder asked once, or only the leader besides): bid or pass.
      return nextBidder(a, a.turn) === a.turn ? ERR.bidOrPass : null;
    }
    case 'BUILD':
      return canBuild(state, action.tile);
    case 'SELL':
      return canSell(state, action.tile);
    case 'MORTGAGE':
      return canMortgage(state, action.tile);
    case 'UNMORTGAGE':
      return canUnmortgage(state, action.tile);
    case 'END_TURN':
      return state.phase === 'POST_ACTIONS' ? null : ERR.cannotEndTurn;
    default:
      return ERR.notYourMove;
  }
}

/** One action: a refusal returns the same state object and its reason; an applied action, the next state. */
export function step(state: GameState, action: Action): Step<GameState> {
  const no = refusal(state, action);
  if (no) return refusedAs(state, no.code!, no.message);
  return applyAction(state, action);
}

/** The rules of one allowed action. */
function applyAction(state: GameState, action: Action): Step<GameState> {
  switch (action.type) {
    case 'SET_AUTO_END': {
      const d = draft(state);
      d.autoEnd = !!action.on;
      log(d, MSG.autoEnd(d.autoEnd));
      if (d.autoEnd && d.phase === 'POST_ACTIONS') endTurn(d);
      return applied(d);
    }
    case 'ROLL':
      return applied(roll(state));
    case 'ADVANCE': {
      const d = draft(state);
      const p = d.players[d.current];
      const move = d.pendingMove!;
      d.pendingMove = null;
      d.rollAgain = move.again;
      d.phase = 'RESOLVING';
      const target = (p.pos + move.steps) % BOARD_SIZE;
      moveTo(d, p, target);
      resolveTile(d, p);
      if (d.offer === null && d.phase === 'RESOLVING') finishMove(d);
      return applied(d);
    }
    case 'PAY_JAIL': {
      const d = draft(state);
      const q = d.players[d.current];
      transfer(d, q.id, 'bank', JAIL_FEE, MSG.jailPaid(q.name));
      q.inJail = false;
      q.jailTurns = 0;
      return applied(d);
    }
    case 'BUY': {
      const d = draft(state);
      const p = d.players[d.current];
      const tile = d.offer!;
      const t = ownableTile(tile)!;
      if (p.cash < t.price) {
        // Section 5: the toast 'Not enough cash' appears and the tile goes to auction.
        log(d, MSG.declined(p.name, t.name));
        const voided = startAuction(d, tile);
        return applied(d, { kind: 'warning', message: ERR.notEnoughCash, ...(voided ? { detail: voided.message } : {}) });
      }
      transfer(d, p.id, 'bank', t.price, MSG.bought(p.name, t.name, t.price));
      d.ownership[tile] = p.id;
      d.offer = null;
      announceSets(d, p.id, [tile]);
      finishMove(d);
      return applied(d);
    }
    case 'DECLINE': {
      const d = draft(state);
      log(d, MSG.declined(d.players[d.current].name, BOARD[d.offer!].name));
      return applied(d, startAuction(d, d.offer!));
    }
    case 'BID': {
      const d = draft(state);
      const a = d.auction!;
      a.bid = nextBid(a);
      a.leader = a.turn;
      log(d, MSG.bid(d.players[a.turn].name, a.bid));
      a.turn = nextBidder(a, a.turn);
      return applied(d, stillIn(a).length <= 1 ? closeAuction(d) : undefined);
    }
    case 'PASS': {
      const d = draft(state);
      const a = d.auction!;
      a.passed.push(a.turn);
      log(d, MSG.passBid(d.players[a.turn].name));
      return applied(d, afterPass(d) ? closeAuction(d) : undefined);
    }
    case 'NEXT': {
      const d = draft(state);
      const a = d.auction!;
      log(d, MSG.nextBidder(d.players[a.turn].name));
      a.turn = nextBidder(a, a.turn);
      return applied(d);
    }
    case 'BUILD': {
      const d = draft(state);
      const p = d.players[d.current];
      const t = BOARD[action.tile];
      if (t.kind !== 'property') return refusedAs(state, REFUSAL.notProperty, ERR.notProperty);
      const cost = SETS[t.set].buildCost;
      const level = d.houses[action.tile] + 1;
      if (level === TOWER_LEVEL) {
        d.towerSupply -= 1;
        d.houseSupply += SHOPS_PER_TOWER;
      } else d.houseSupply -= 1;
      d.houses[action.tile] = level;
      transfer(d, p.id, 'bank', cost, MSG.built(p.name, t.name, level, cost));
      return applied(d);
    }
    case 'SELL': {
      const d = draft(state);
      const p = d.players[d.current];
      const t = BOARD[action.tile];
      if (t.kind !== 'property') return refusedAs(state, REFUSAL.notProperty, ERR.notProperty);
      const wasTower = d.houses[action.tile] === TOWER_LEVEL;
      if (wasTower) {
        d.towerSupply += 1;
        d.houseSupply -= SHOPS_PER_TOWER;
      } else d.houseSupply += 1;
      d.houses[action.tile] -= 1;
      const refund = sellRefund(SETS[t.set].buildCost);
      transfer(d, 'bank', p.id, refund, MSG.sold(p.name, t.name, wasTower, refund));
      return applied(d);
    }
    case 'MORTGAGE': {
      const d = draft(state);
      const p = d.players[d.current];
      const t = ownableTile(action.tile)!;
      d.mortgaged[action.tile] = true;
      transfer(d, 'bank', p.id, mortgageValue(t.price), MSG.mortgaged(p.name, t.name, mortgageValue(t.price)));
      return applied(d);
    }
    case 'UNMORTGAGE': {
      const d = draft(state);
      const p = d.players[d.current];
      const t = ownableTile(action.tile)!;
      d.mortgaged[action.tile] = false;
      transfer(d, p.id, 'bank', unmortgageCost(t.price), MSG.unmortgaged(p.name, t.name, unmortgageCost(t.price)));
      return applied(d);
    }
    case 'END_TURN': {
      const d = draft(state);
      endTurn(d);
      return applied(d);
    }
    default:
      return refusedAs(state, REFUSAL.notYourMove, ERR.notYourMove);
  }
}

/**
 * The dice of the roll about to be made: the current player's roll number `doublesCount` (0 first, 1 and 2 after
 * doubles) of this turn, from its own stream, so one more roll anywhere changes no other roll.
 */
export const diceFor = (s: Pick<GameState, 'seed' | 'turn' | 'current' | 'doublesCount'>): number[] =>
  randomFor(s.seed, DICE_STREAM, s.turn, s.current, s.doublesCount).dice(DICE_COUNT, DICE_SIDES);

/** A roll the refusal check has allowed (phase PRE_ROLL). */
function roll(state: GameState): GameState {
  const d = draft(state);
  const p = d.players[d.current];
  const [a, b] = diceFor(d);
  d.lastRoll = [a, b];
  log(d, MSG.rolled(p.name, a, b));
  const doubles = a === b;
  if (p.inJail) {
    if (doubles) {
      // Free, and the player moves by that roll (no extra roll).
      p.inJail = false;
      p.jailTurns = 0;
      log(d, MSG.jailDoubles(p.name));
      d.pendingMove = { steps: a + b, again: false };
      d.phase = 'MOVING';
      return d;
    }
    p.jailTurns += 1;
    if (p.jailTurns >= JAIL_TRIES) {
      // RULE: after the third failed try the player pays $50, goes free and moves by that roll.
      if (p.cash < JAIL_FEE) {
        bankrupt(d, p, 'bank', JAIL_FEE, REASON.jailFee);
        if (d.phase !== 'GAME_OVER') endTurn(d);
        return d;
      }
      transfer(d, p.id, 'bank', JAIL_FEE, MSG.jailForced(p.name));
      p.inJail = false;
      p.jailTurns = 0;
      d.pendingMove = { steps: a + b, again: false };
      d.phase = 'MOVING';
      return d;
    }
    log(d, MSG.jailFail(p.name, p.jailTurns));
    finishMove(d);
    return d;
  }
  if (doubles) d.doublesCount += 1;
  if (doubles && d.doublesCount >= DOUBLES_TO_DETENTION) {
    log(d, MSG.threeDoubles(p.name));
    sendToDetention(d, p);
    finishMove(d);
    return d;
  }
  d.pendingMove = { steps: a + b, again: doubles };
  d.phase = 'MOVING';
  return d;
}

/** Runs a list of actions; refusals leave the state as it was. */
export function replay(start: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => step(s, a).state, start);
}
