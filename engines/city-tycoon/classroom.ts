/**
 * City Tycoon's classroom side (docs/classroom.md; docs/rules/city-tycoon.md, "Players and codes"): the class link's
 * settings, the result code's codec and the class report's view. A table of 2–6 students plays on one device: ONE code per table, players named
 * "Player 1…n". The names the students typed are never in a code: the replay uses "Player 1…n", and no rule reads a
 * name (names only appear in log and coach texts; the ranking breaks ties by seat, not by name).
 *
 * Moves are the game's own history (GameState.moves, appended by engine.step; what a move is: moves.ts). A replay
 * walks every roll at once (ADVANCE) and runs with Auto End off; the history holds an END_TURN wherever a turn ended.
 *
 * Packing: 4 bits for the eight common moves, 4 bits for "the previous move again 2–8 more times" (bidding wars,
 * doubles), and 4 + 8 bits for a tile action. A 3-player game to the default cap of 25 turns is about 150 characters.
 */
import type { ClassField, ClassSpec, Params } from '../core/classLink';
import { ByteReader, CodeError, ByteWriter, encodeCode, type GameCodec } from '../core/code';
import { dollars } from '../core/format';
import type { GameReport } from '../core/report';
import {
  MAX_PLAYERS,
  REPORT_THRESHOLDS,
  MIN_PLAYERS,
  STARTING_CASH_DEFAULT,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  STARTING_CASH_STEP,
  TITLE,
  TURN_CAP_DEFAULT,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
} from './constants';
import { clampSetupNumber, newGame, setupErrors, step } from './engine';
import { RULES_VERSION } from './index';
import { nextBid, ownableTile, ranking } from './selectors';
import { MAX_MOVES, SIMPLE, TILE_ACTIONS, moveAt, moveIndex, type TycoonMove } from './moves';
import { END_REASONS, type EndReason, type GameState, type SetupInput } from './types';

/* ------------------------------------------------------------------ settings and class links */

export interface TycoonSettings {
  /** Players at the table, 2–6. */
  players: number;
  /** Starting cash per player, $500–$5,000 in steps of $100. */
  cash: number;
  /** Turn cap, 10–50. */
  cap: number;
}

/** The setup screen's default player count (components/city-tycoon/Setup.tsx starts at 3). */
export const PLAYERS_DEFAULT = 3;
export const DEFAULT_SETTINGS: TycoonSettings = { players: PLAYERS_DEFAULT, cash: STARTING_CASH_DEFAULT, cap: TURN_CAP_DEFAULT };

/** "Player 1…n": the names every code and replay uses. */
export const tableNames = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

export function setupOf(s: TycoonSettings, names: string[] = tableNames(s.players)): SetupInput {
  return { names: names.slice(0, s.players), startingCash: s.cash, cap: s.cap, autoEnd: false };
}

export const settingsOf = (g: GameState): TycoonSettings => ({ players: g.players.length, cash: g.startingCash, cap: g.cap });

/** The setup screen's own words for a typed number it changed (Setup.tsx fixNumber), so a link reads the same. */
export const LINK_TEXT = {
  players: `Choose ${MIN_PLAYERS} to ${MAX_PLAYERS} players`,
  cash: `Starting cash is $${STARTING_CASH_MIN}–$${STARTING_CASH_MAX} in steps of $${STARTING_CASH_STEP}`,
  cap: `The turn cap is ${TURN_CAP_MIN}–${TURN_CAP_MAX}`,
} as const;

function numberParam(p: Params, name: string, rangeText: string, unit: string, min: number, max: number, stepBy: number, fallback: number, problems: string[]) {
  const raw = p[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = clampSetupNumber(raw, min, max, stepBy);
  if (v === null) {
    problems.push(`${rangeText}. "${raw}" is not a number: set to ${unit}${fallback}.`);
    return fallback;
  }
  if (String(v) !== raw.trim()) problems.push(`${rangeText}: set to ${unit}${v}.`);
  return v;
}

const FIELDS: readonly ClassField[] = [
  { param: 'players', label: 'Players at the table', kind: 'int', min: MIN_PLAYERS, max: MAX_PLAYERS },
  { param: 'cash', label: 'Starting cash ($)', kind: 'int', min: STARTING_CASH_MIN, max: STARTING_CASH_MAX, step: STARTING_CASH_STEP },
  { param: 'cap', label: 'Turn cap', kind: 'int', min: TURN_CAP_MIN, max: TURN_CAP_MAX },
];

export const classSpec: ClassSpec<TycoonSettings> = {
  game: 'city-tycoon',
  route: '/simulation/city-tycoon',
  title: TITLE,
  paramNames: ['players', 'cash', 'cap'],
  fields: FIELDS,
  defaults: DEFAULT_SETTINGS,
  toParams: (s) => ({ players: String(s.players), cash: String(s.cash), cap: String(s.cap) }),
  fromParams: (p) => {
    const problems: string[] = [];
    const settings: TycoonSettings = {
      players: numberParam(p, 'players', LINK_TEXT.players, '', MIN_PLAYERS, MAX_PLAYERS, 1, DEFAULT_SETTINGS.players, problems),
      cash: numberParam(p, 'cash', LINK_TEXT.cash, '$', STARTING_CASH_MIN, STARTING_CASH_MAX, STARTING_CASH_STEP, DEFAULT_SETTINGS.cash, problems),
      cap: numberParam(p, 'cap', LINK_TEXT.cap, '', TURN_CAP_MIN, TURN_CAP_MAX, 1, DEFAULT_SETTINGS.cap, problems),
    };
    return { settings, problems };
  },
  describe: (s) => `City Tycoon · a table of ${s.players} players · $${s.cash.toLocaleString('en-US')} each · ${s.cap} turns`,
};

/* ------------------------------------------------------------------ moves (numbering: moves.ts) */

export { MAX_MOVES, MOVE_COUNT, isMove, moveAt, moveIndex, type TycoonMove } from './moves';

const REPEAT_MIN = 2;
const REPEAT_NIBBLES = 7; // nibbles 8..14: the previous move 2..8 more times
const REPEAT_MAX = REPEAT_MIN + REPEAT_NIBBLES - 1;
const ESCAPE = 15;

function writeMoves(w: ByteWriter, moves: readonly TycoonMove[]) {
  const nibbles: number[] = [];
  const idx = moves.map(moveIndex);
  for (let i = 0; i < idx.length; ) {
    if (i > 0 && idx[i] === idx[i - 1]) {
      let run = 0;
      while (i + run < idx.length && idx[i + run] === idx[i - 1] && run < REPEAT_MAX) run++;
      if (run >= REPEAT_MIN) {
        nibbles.push(SIMPLE.length + run - REPEAT_MIN);
        i += run;
        continue;
      }
    }
    const m = idx[i];
    if (m < SIMPLE.length) nibbles.push(m);
    else nibbles.push(ESCAPE, (m - SIMPLE.length) >> 4, (m - SIMPLE.length) & 15);
    i++;
  }
  w.uint(moves.length);
  for (let k = 0; k < nibbles.length; k += 2) w.u8((nibbles[k] << 4) | (nibbles[k + 1] ?? 0));
}

function readMoves(r: ByteReader): TycoonMove[] {
  const n = r.uint(MAX_MOVES);
  const out: number[] = [];
  let byte = 0;
  let half = 0; // 0: next nibble is the high half of a new byte
  const nibble = () => {
    if (half === 0) {
      byte = r.u8();
      half = 1;
      return byte >> 4;
    }
    half = 0;
    return byte & 15;
  };
  while (out.length < n) {
    const x = nibble();
    if (x < SIMPLE.length) out.push(x);
    else if (x === ESCAPE) {
      const k = (nibble() << 4) | nibble();
      if (k >= TILE_ACTIONS.length) throw new CodeError(`no such tile action (${k})`);
      out.push(SIMPLE.length + k);
    } else {
      const times = x - SIMPLE.length + REPEAT_MIN;
      if (!out.length || out.length + times > n) throw new CodeError('a repeat without a move or past the end');
      for (let t = 0; t < times; t++) out.push(out[out.length - 1]);
    }
  }
  if (half === 1 && (byte & 15) !== 0) throw new CodeError('the move list ends with stray bits');
  return out.map(moveAt);
}

/* ------------------------------------------------------------------ summary */

export interface TycoonRow {
  /** Net worth at the end. */
  worth: number;
  /** 1 = first; ties share a rank (bankrupt players last). */
  rank: number;
  bankrupt: boolean;
}

export interface TycoonSummary {
  /** Players in seat order: "Player 1" is players[0]. */
  players: TycoonRow[];
  endReason: EndReason | null;
  /** The turn the game ended on (the turn cap when the cap ended it). */
  turns: number;
}

/** The figures the game-over screen and the class report show; the replay computes them the same way. */
export function summaryOf(g: GameState): TycoonSummary {
  const rows = ranking(g);
  const players = g.players.map((p) => {
    const r = rows.find((x) => x.id === p.id)!;
    return { worth: r.worth, rank: r.rank, bankrupt: r.bankrupt };
  });
  return { players, endReason: g.endReason, turns: g.turn };
}

const END_CODES = [null, ...END_REASONS] as const;

function writeSummary(w: ByteWriter, s: TycoonSummary) {
  w.uint(s.players.length);
  for (const p of s.players) w.int(p.worth).uint(p.rank).bool(p.bankrupt);
  w.oneOf(s.endReason, END_CODES).uint(s.turns);
}

function readSummary(r: ByteReader): TycoonSummary {
  const n = r.uint(MAX_PLAYERS);
  if (n < MIN_PLAYERS) throw new CodeError('too few players');
  const players: TycoonRow[] = [];
  for (let i = 0; i < n; i++) {
    const worth = r.int(-1e12, 1e12);
    const rank = r.uint(n);
    if (rank < 1) throw new CodeError('a rank of 0');
    players.push({ worth, rank, bankrupt: r.bool() });
  }
  return { players, endReason: r.oneOf(END_CODES), turns: r.uint(TURN_CAP_MAX) };
}

/* ------------------------------------------------------------------ replay and the codec */

/** A fresh game for the settings and seed, as every replay starts it: "Player 1…n", Auto End off. */
export function startGame(s: TycoonSettings, seed: string): GameState | string[] {
  return newGame(setupOf(s), seed);
}

/**
 * The price a move sold a tile at auction for, or null when it sold none: the move that closes an auction with a
 * winner (a bid that leaves no one else in, or the pass that leaves the leader alone) and gives the tile its owner.
 */
export function auctionSale(before: GameState, m: TycoonMove, after: GameState): { tile: number; price: number } | null {
  const a = before.auction;
  if (!a || after.auction || (m.type !== 'BID' && m.type !== 'PASS')) return null;
  if (before.ownership[a.tile] !== null || after.ownership[a.tile] === null) return null;
  return { tile: a.tile, price: m.type === 'BID' ? nextBid(a) : a.bid };
}

/** True when a sale is cheap for the report: below REPORT_THRESHOLDS.cheapShare of the tile's price. */
export const isCheapSale = (sale: { tile: number; price: number }) => sale.price < ownableTile(sale.tile)!.price * REPORT_THRESHOLDS.cheapShare;

/** 1 when the move sold a tile at auction cheaply (isCheapSale), else 0: what the replay adds up. */
export const cheapSaleCount = (before: GameState, m: TycoonMove, after: GameState): number => {
  const sale = auctionSale(before, m, after);
  return sale && isCheapSale(sale) ? 1 : 0;
};

/** Applies one move the way the replay does: a roll that starts a walk is walked at once (ADVANCE). */
function applyMove(g: GameState, m: TycoonMove, walk = true): { state: GameState; refusal?: string } {
  const r = step(g, m);
  if (r.refusal) return { state: g, refusal: r.refusal.message };
  let s = r.state;
  if (walk && s.phase === 'MOVING') s = step(s, { type: 'ADVANCE' }).state;
  return { state: s };
}

/**
 * What the replay derives beside the summary for the class report (docs/rules/city-tycoon.md, "Auctions on the
 * report"): how many tiles were sold at auction for less than REPORT_THRESHOLDS.cheapShare of their price.
 */
export interface TycoonDerived {
  cheapAuctions: number;
}

/** Replays the moves (every roll walked at once; `walkLast` false leaves the last roll unwalked, as on a table mid-walk). */
export function replayMoves(settings: TycoonSettings, seed: string, moves: readonly TycoonMove[], walkLast = true) {
  const g0 = startGame(settings, seed);
  if (Array.isArray(g0)) return { ok: false as const, moveIndex: 0, message: g0.join(' ') };
  let g = g0;
  let cheapAuctions = 0;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(g, moves[i], walkLast || i < moves.length - 1);
    if (r.refusal) return { ok: false as const, moveIndex: i, message: r.refusal };
    cheapAuctions += cheapSaleCount(g, moves[i], r.state);
    g = r.state;
  }
  return { ok: true as const, game: g, cheapAuctions };
}

export const codec: GameCodec<TycoonSettings, TycoonMove, TycoonSummary> = {
  game: 'city-tycoon',
  rulesVersion: RULES_VERSION,
  writeSettings: (w, s) => void w.uint(s.players).uint(s.cash / STARTING_CASH_STEP).uint(s.cap),
  readSettings: (r) => {
    const s: TycoonSettings = { players: r.uint(255), cash: r.uint(255) * STARTING_CASH_STEP, cap: r.uint(255) };
    const errors = setupErrors(setupOf(s));
    if (errors.length) throw new CodeError(errors.join(' '));
    return s;
  },
  writeMoves,
  readMoves,
  writeSummary,
  readSummary,
  replay: (settings, seed, moves) => {
    const r = replayMoves(settings, seed, moves);
    if (!r.ok) return r;
    const derived: TycoonDerived = { cheapAuctions: r.cheapAuctions };
    return { ok: true, finished: r.game.phase === 'GAME_OVER', summary: summaryOf(r.game), derived };
  },
};

/* ------------------------------------------------------------------ the game's history */

/** The figures that must agree between the table's game and a replay of its moves (no names, no log, no Auto End). */
function rulesView(g: GameState) {
  return JSON.stringify([
    g.seed,
    g.rng,
    g.startingCash,
    g.cap,
    g.players.map((p) => [p.pos, p.cash, p.debt, p.inJail, p.jailTurns, p.bankrupt]),
    g.current,
    g.turn,
    g.doublesCount,
    g.phase,
    g.ownership,
    g.houses,
    g.mortgaged,
    g.houseSupply,
    g.towerSupply,
    g.deck,
    g.lastRoll,
    g.pendingMove,
    g.rollAgain,
    g.offer,
    g.auction,
    g.lastCard,
    g.cardSeq,
    g.endReason,
  ]);
}

export const sameRules = (a: GameState, b: GameState) => rulesView(a) === rulesView(b);

/** The game's history as moves (null when the game has none it can trust: types.ts `moves`). */
export const movesOf = (g: GameState): TycoonMove[] | null => (g.moves ? g.moves.map(moveAt) : null);

/**
 * True when `moves` replayed from the game's seed and settings give exactly this game (a roll the table has not
 * walked yet, a reload during the walk, is left unwalked, as on the table).
 */
export function replaysTo(g: GameState, moves: readonly TycoonMove[]): boolean {
  const r = replayMoves(settingsOf(g), g.seed, moves, g.phase !== 'MOVING');
  return r.ok && sameRules(r.game, g);
}

/**
 * The history a result code can be made of: the game's moves when their replay gives this very game, else null
 * (no history, or one edited in storage that still passed the save's cheap checks). The game-over screen asks once.
 */
export function historyOf(g: GameState): TycoonMove[] | null {
  const moves = movesOf(g);
  return moves && replaysTo(g, moves) ? moves : null;
}

/**
 * The table's result code (class id '' for a solo game), made from the game's own history. `seed` defaults to the
 * game's own (a class code carries the class's seed as the link typed it). Throws when the game has no history.
 */
export function codeFor(game: GameState, who: { classId: string; nickname: string; seed?: string; attempt?: number }): string {
  const moves = movesOf(game);
  if (!moves) throw new Error('City Tycoon: this game has no history, so no result code');
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: who.seed ?? game.seed,
    settings: settingsOf(game),
    moves,
    summary: summaryOf(game),
  });
}

/* ------------------------------------------------------------------ the class report */

/** "half", or the share as a percentage: the threshold in the reason's words. */
const shareWords = (share: number) => (share === 0.5 ? 'half' : `${Math.round(share * 100)} %`);

/**
 * Why a table is listed but not ranked (docs/rules/city-tycoon.md, "Auctions on the report"): more than
 * REPORT_THRESHOLDS.cheapAllowed tiles sold at auction below REPORT_THRESHOLDS.cheapShare of their price.
 */
export function cheapAuctionReason(cheapAuctions: number): string | null {
  if (!(cheapAuctions > REPORT_THRESHOLDS.cheapAllowed)) return null;
  return `Not ranked: ${cheapAuctions} tiles were sold at auction for less than ${shareWords(REPORT_THRESHOLDS.cheapShare)} their price — agree with the table how auctions should be played, and replay.`;
}

const isDerived = (d: unknown): d is TycoonDerived => typeof d === 'object' && d !== null && Number.isInteger((d as TycoonDerived).cheapAuctions);
const winners = (s: TycoonSummary) => s.players.flatMap((p, i) => (p.rank === 1 ? [i] : []));
export const topWorth = (s: TycoonSummary) => Math.max(...s.players.filter((p) => p.rank === 1).map((p) => p.worth));
export const END_WORDS: Record<EndReason, string> = { cap: 'turn cap', lastStanding: 'last player standing' };

/** "1. Player 2 $3,100 · 2. Player 1 $2,040 · 3. Player 3 −$60 (bankrupt)" */
export function rankingText(s: TycoonSummary): string {
  return s.players
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((p) => `${p.rank}. Player ${p.i + 1} ${dollars(p.worth)}${p.bankrupt ? ' (bankrupt)' : ''}`)
    .join(' · ');
}

export const report: GameReport<TycoonSummary> = {
  game: 'city-tycoon',
  title: TITLE,
  columns: [
    { key: 'players', label: 'Players', text: (s) => String(s.players.length), value: (s) => s.players.length },
    { key: 'winner', label: 'Winner', text: (s) => winners(s).map((i) => `Player ${i + 1}`).join(' = ') },
    { key: 'top', label: 'Winning net worth', text: (s) => dollars(topWorth(s)), value: topWorth },
    {
      key: 'gap',
      label: 'Gap first to last',
      text: (s) => dollars(topWorth(s) - Math.min(...s.players.map((p) => p.worth))),
      value: (s) => topWorth(s) - Math.min(...s.players.map((p) => p.worth)),
    },
    { key: 'bankrupt', label: 'Bankrupt', text: (s) => String(s.players.filter((p) => p.bankrupt).length), value: (s) => s.players.filter((p) => p.bankrupt).length },
    { key: 'ranking', label: 'Ranking by net worth', text: rankingText },
    { key: 'end', label: 'Ended by', text: (s) => (s.endReason ? END_WORDS[s.endReason] : 'not finished') },
    { key: 'turns', label: 'Turns played', text: (s) => String(s.turns), value: (s) => s.turns },
  ],
  main: { label: 'Winning net worth', value: topWorth, higherIsBetter: true, format: dollars },
  unranked: (_row, derived) => (isDerived(derived) ? cheapAuctionReason(derived.cheapAuctions) : null),
};
