/**
 * City Tycoon described once, as plain data the core reads (docs/engines.md, "The manifest"; docs/rules/city-tycoon.md,
 * "The record, saves and codes"): its rules, how its record is described, its save and what a finished table's
 * summary is. The save (`recordSave(manifest)`) is built from it; the result code from `codeManifest`, the same game
 * with the code's form of the setup (the table's settings, players named "Player 1…n": a typed name never enters a
 * code).
 */
import { GAME } from './game';
import type { Refusal } from '../core/contract';
import type { GameManifest, Rules } from '../core/record';
import { bool, int, list, object, oneOf, optional, str, uint } from '../core/schema';
import {
  ERR,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NAME_INPUT_MAX_LENGTH,
  REFUSAL,
  SEED_MAX_LENGTH,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  STARTING_CASH_STEP,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
} from './constants';
import { NO_TABLE_YET, newGame, refusal, step } from './engine';
import { migrations } from './migrate';
import { CODED_MOVE, MAX_MOVES, MOVE, moveAt, moveIndex, type Move } from './moves';
import { ranking } from './selectors';
import { END_REASONS, type EndReason, type GameState, type SetupInput } from './types';

/**
 * Bumped whenever a rule, a figure or a text the rules read changes (rules.lock.json keeps one fingerprint per
 * version; say what changed in RULES_CHANGES).
 */
export const RULES_VERSION = 2;

/** What changed at each RULES_VERSION, in a player's words (shown when a game saved before cannot go on). */
export const RULES_CHANGES: Readonly<Record<number, string>> = {
  2: 'the dice and the event deck now come from their own random draws, so the same seed rolls other dice than before',
};

/** A new game; an invalid setup is a programming error here (the setup screen shows `newGame`'s problems first). */
export function init(setup: SetupInput, seed: string): GameState {
  const g = newGame(setup, seed);
  if (Array.isArray(g)) throw new Error(`City Tycoon setup: ${g.join(' ')}`);
  return g;
}

export const rules: Rules<GameState, Move, SetupInput> = { id: 'city-tycoon', RULES_VERSION, init, step, refusal };

/**
 * Why a record takes no more moves (null while it does): it holds RECORD_MOVES_MAX, the most a save or a code keeps
 * ('game-full'). The screen asks before each move (components/city-tycoon/Game.tsx), so the save always loads.
 */
export const recordFull = (record: { moves: readonly unknown[] }): Refusal | null =>
  record.moves.length >= MAX_MOVES ? { code: REFUSAL.gameFull, message: ERR.gameFull } : null;

/** Save version 3: the game's record (1: the game without its history; 2: the game keeping its own history). */
export const SAVE_VERSION = 3;

/* ------------------------------------------------------------------ the setup and the table's settings */

const range = (min: number, max: number, by = 1) => Array.from({ length: (max - min) / by + 1 }, (_, i) => min + i * by);
const PLAYER_COUNTS = range(MIN_PLAYERS, MAX_PLAYERS);
const CASH_VALUES = range(STARTING_CASH_MIN, STARTING_CASH_MAX, STARTING_CASH_STEP);
const CAP_VALUES = range(TURN_CAP_MIN, TURN_CAP_MAX);

/** The settings a class link and a result code carry: the table's size, starting cash and turn cap. */
export { DEFAULT_SETTINGS, PLAYERS_DEFAULT, type TycoonSettings } from './classSpec';
import { DEFAULT_SETTINGS, type TycoonSettings } from './classSpec';

/** "Player 1…n": the names every code and replay uses. */
export const tableNames = (n: number) => Array.from({ length: n }, (_, i) => `Player ${i + 1}`);

/** The setup for the settings (names "Player 1…n" unless given). */
export function setupOf(s: TycoonSettings, names: string[] = tableNames(s.players)): SetupInput {
  return { names: names.slice(0, s.players), startingCash: s.cash, cap: s.cap };
}

/** A setup's settings (what a code keeps of it: no names). */
export const settingsOf = (s: Pick<SetupInput, 'names' | 'startingCash' | 'cap'>): TycoonSettings => ({ players: s.names.length, cash: s.startingCash, cap: s.cap });

/* ------------------------------------------------------------------ the summary */

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

/**
 * What the replay gives the class report beside the summary (docs/rules/city-tycoon.md, "Auctions on the report"):
 * how many tiles were sold at auction for less than REPORT_THRESHOLDS.cheapShare of their price.
 */
export interface TycoonDerived {
  cheapAuctions: number;
}

const SUMMARY = object({
  players: list(object({ worth: int(-1e12, 1e12), rank: uint(MAX_PLAYERS), bankrupt: bool }), MAX_PLAYERS),
  endReason: optional(oneOf(END_REASONS)),
  turns: uint(TURN_CAP_MAX),
});

/* ------------------------------------------------------------------ the manifest */

export const manifest: GameManifest<GameState, Move, SetupInput, TycoonSummary> = {
  id: GAME.id,
  codeIndex: GAME.codeIndex,
  title: GAME.title,
  rules,
  rulesChanges: RULES_CHANGES,
  save: { key: GAME.saveKey, version: SAVE_VERSION, migrations },
  setup: {
    // The names as the table typed them, kept in the save only (tableSetup cleans them first).
    schema: object({ names: list(str(NAME_INPUT_MAX_LENGTH * 3), MAX_PLAYERS), startingCash: oneOf(CASH_VALUES), cap: oneOf(CAP_VALUES) }),
    // Before the table has set up (the names not typed yet): the screen shows the setup (components/city-tycoon/store.ts).
    defaults: NO_TABLE_YET,
  },
  move: MOVE,
  codeMove: { schema: CODED_MOVE, of: moveIndex, back: (coded) => moveAt(coded as number) },
  movesMax: MAX_MOVES,
  seedMaxBytes: SEED_MAX_LENGTH * 3,
  summary: { schema: SUMMARY, of: summaryOf },
  isFinished: (s) => s.phase === 'GAME_OVER',
  derived: (s): TycoonDerived => ({ cheapAuctions: s.cheapAuctions }),
};

/**
 * The same game as a result code describes it: the setup is the table's settings (no names; the replay names the
 * players "Player 1…n", and no rule reads a name), the seed as the code holds it.
 */
const { progress: _none, ...sameAsTheGame } = manifest;
export const codeManifest: GameManifest<GameState, Move, TycoonSettings, TycoonSummary> = {
  ...sameAsTheGame,
  rules: { ...rules, init: (settings: TycoonSettings, seed: string) => init(setupOf(settings), seed) },
  setup: { schema: object({ players: oneOf(PLAYER_COUNTS), cash: oneOf(CASH_VALUES), cap: oneOf(CAP_VALUES) }), defaults: DEFAULT_SETTINGS },
};
