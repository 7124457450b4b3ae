/**
 * The one record of a game (docs/engines.md, "The record"): `{game, rulesVersion, setup, seed, moves}`. The core
 * keeps it for every game, the boardgame.io way — every applied move appended to one log — and everything else is
 * derived from it by replaying the moves through the game's rules:
 *
 * - the state a screen shows: `replay(rules, record)`;
 * - a save: the record (`recordSave`), validated by "the record replays";
 * - a result code: the record, packed by one codec from the game's description of its moves (`recordCodec`);
 * - a save made under older rules: replayed under the current ones; it plays on if every move is still legal, and is
 *   otherwise set aside with a message naming what changed (`GameManifest.rulesChanges`).
 *
 * No game keeps its own history, and no action carries a seed: a new game is a new record.
 */
import type { Refusal, Step } from './contract';
import { isRefused } from './contract';
import type { CodeGame, GameCodec, ReplayResult } from './code';
import type { SaveSpec, SetAside } from './save';
import { list, object, oneOf, parse, Problem, read, str, uint, write, type Schema } from './schema';

export interface GameRecord<Setup = unknown, Move = unknown> {
  game: string;
  rulesVersion: number;
  setup: Setup;
  seed: string;
  moves: Move[];
}

/** What the core needs of a game's rules to keep its record. */
export interface Rules<S, Move, Setup> {
  id: string;
  RULES_VERSION: number;
  init: (setup: Setup, seed: string) => S;
  step: (state: S, move: Move) => Step<S>;
  refusal: (state: S, move: Move) => Refusal | null;
}

/** A game being played: its record and the state the record replays to (kept so a screen never replays per move). */
export interface Played<S, Setup = unknown, Move = unknown> {
  record: GameRecord<Setup, Move>;
  state: S;
}

export type Replayed<S> =
  | { ok: true; state: S }
  /** Move `at` (0-based) was refused: `state` is the state before it. */
  | { ok: false; state: S; at: number; refusal: Refusal };

/** A new game: an empty record and its first state. */
export function start<S, Move, Setup>(rules: Rules<S, Move, Setup>, setup: Setup, seed: string): Played<S, Setup, Move> {
  return { record: { game: rules.id, rulesVersion: rules.RULES_VERSION, setup, seed, moves: [] }, state: rules.init(setup, seed) };
}

/** Rebuilds a state from a record, move by move, stopping at the first refused move. */
export function replay<S, Move, Setup>(rules: Rules<S, Move, Setup>, record: GameRecord<Setup, Move>, upTo = record.moves.length): Replayed<S> {
  let state = rules.init(record.setup, record.seed);
  const n = Math.min(upTo, record.moves.length);
  for (let i = 0; i < n; i++) {
    const step = rules.step(state, record.moves[i]);
    if (isRefused(step)) return { ok: false, state, at: i, refusal: step.refusal };
    state = step.state;
  }
  return { ok: true, state };
}

/**
 * Plays one move: an applied move is appended to the record; a refused one returns the same `played` object (and
 * the refusal), so a screen that stores only changed values stores nothing.
 */
export function play<S, Move, Setup>(
  rules: Rules<S, Move, Setup>,
  played: Played<S, Setup, Move>,
  move: Move,
): { played: Played<S, Setup, Move>; step: Step<S> } {
  const step = rules.step(played.state, move);
  if (isRefused(step) || step.state === played.state) return { played, step };
  return { played: { record: { ...played.record, moves: [...played.record.moves, move] }, state: step.state }, step };
}

/* ------------------------------------------------------------------ the manifest */

/** How far a game has gone ("round 6 of 12"), for the games that hand in half-way codes. */
export interface Progress {
  done: number;
  total: number;
  unit: 'round' | 'day';
}

/**
 * One game, as plain data the core reads (engines/<game>/manifest.ts): its rules, how its record is described, what a
 * save is called, and what a finished game's summary is. The registry, storage keys and codecs are built from it.
 */
export interface GameManifest<S, Move, Setup, Summary> {
  id: string;
  /** The byte that names the game inside a result code: fixed forever (a test freezes every game's). */
  codeIndex: number;
  title: string;
  rules: Rules<S, Move, Setup>;
  /** What changed at each RULES_VERSION, in a player's words (shown when an older save cannot play on). */
  rulesChanges: Readonly<Record<number, string>>;
  save: { key: string; version: number; migrations?: Record<number, (data: unknown) => unknown> };
  setup: { schema: Schema; defaults: Setup };
  move: Schema;
  /**
   * When a move holds what a result code must not (text a student typed), its form in a code: `of` keeps only what
   * the rules use (a typed text's length), `back` rebuilds a move that replays the same (placeholder letters), and
   * `schema` describes the coded form. Saves keep the moves as played.
   */
  codeMove?: { schema: Schema; of: (move: Move) => unknown; back: (coded: unknown) => Move };
  /**
   * When a setup grew after codes were made, its form in a code: `schema` describes the coded form (which reads every
   * older code's bytes as they were), `of` makes it from a setup and `back` rebuilds the setup. Saves keep the setup.
   */
  codeSetup?: { schema: Schema; of: (setup: never) => unknown; back: (coded: unknown) => unknown };
  /** The most moves a record may hold (a save or code with more is refused before replaying). */
  movesMax: number;
  /** The longest seed, in UTF-8 bytes. */
  seedMaxBytes: number;
  summary: { schema: Schema; of: (state: S) => Summary };
  isFinished: (state: S) => boolean;
  progress?: (setup: Setup, summary: Summary) => Progress;
  /** Figures the class report reads beside the summary (never compared with a code's). */
  derived?: (state: S) => unknown;
}

/** The description of a record of this game (setup, seed and moves), for saves. */
export function recordSchema(m: GameManifest<unknown, unknown, unknown, unknown>, rulesVersionMax = m.rules.RULES_VERSION): Schema {
  return object({
    game: oneOf([m.id]),
    rulesVersion: uint(rulesVersionMax),
    setup: m.setup.schema,
    seed: str(m.seedMaxBytes),
    moves: list(m.move, m.movesMax),
  });
}

/** "the dice, weather and hazards now come from separate random streams" — every change after `from`. */
export function changesSince(m: { rulesChanges: Readonly<Record<number, string>>; rules: { RULES_VERSION: number } }, from: number): string {
  const out: string[] = [];
  for (let v = from + 1; v <= m.rules.RULES_VERSION; v++) if (m.rulesChanges[v]) out.push(m.rulesChanges[v]);
  return out.length ? out.join('; ') : 'the rules changed';
}

export const SAVE_MESSAGES = {
  olderRules: (title: string, changes: string, move: number, why: string) =>
    `Your ${title} game was saved under older rules and cannot go on under today's (${changes}): move ${move} is no longer allowed — ${why} It is kept aside, and a new game starts.`,
  doesNotReplay: (move: number, why: string) => `move ${move} does not replay: ${why}`,
} as const;

/**
 * The save of a game: the record (only the record is stored), validated by "the record replays". A record made
 * under older rules is replayed under the current ones and plays on, relabelled, when every move is still legal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function recordSave<S, Move, Setup>(m: GameManifest<S, Move, Setup, any>): SaveSpec<Played<S, Setup, Move>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const schema = recordSchema(m as GameManifest<any, any, any, any>);
  return {
    key: m.save.key,
    version: m.save.version,
    migrations: m.save.migrations,
    toData: (played) => played.record,
    validate: (data): Played<S, Setup, Move> | string | SetAside => {
      const record = parse<GameRecord<Setup, Move>>(schema, data);
      if (record instanceof Problem) return `not a record: ${record}`;
      const replayed = replay(m.rules, record);
      if (!replayed.ok) {
        const why = replayed.refusal.message;
        if (record.rulesVersion < m.rules.RULES_VERSION)
          return {
            error: `saved under rules ${record.rulesVersion}; ${SAVE_MESSAGES.doesNotReplay(replayed.at + 1, why)}`,
            tell: SAVE_MESSAGES.olderRules(m.title, changesSince(m, record.rulesVersion), replayed.at + 1, why),
          };
        return SAVE_MESSAGES.doesNotReplay(replayed.at + 1, why);
      }
      return { record: { ...record, rulesVersion: m.rules.RULES_VERSION }, state: replayed.state };
    },
  };
}

/* ------------------------------------------------------------------ the result code */

/** The moves a result code holds for a record: the moves as played, or their coded form (`GameManifest.codeMove`). */
export function codeMoves<Move>(m: { codeMove?: { of: (move: Move) => unknown } }, moves: readonly Move[]): unknown[] {
  return m.codeMove ? moves.map((mv) => m.codeMove!.of(mv)) : moves.slice();
}

/**
 * A game's result-code codec, built from its manifest: the setup, the moves and the summary packed by their
 * descriptions, and the replay through the core's `replay`. No game writes its own.
 */
export function recordCodec<S, Move, Setup, Summary>(m: GameManifest<S, Move, Setup, Summary>): GameCodec<Setup, Move, Summary> {
  const cm = m.codeMove;
  const moves = list(cm ? cm.schema : m.move, m.movesMax);
  const cs = m.codeSetup;
  return {
    game: m.id as CodeGame,
    index: m.codeIndex,
    rulesVersion: m.rules.RULES_VERSION,
    // A setup is in its coded form when the game has one (`codeSetup`).
    writeSettings: (w, s) => (cs ? write(w, cs.schema, cs.of(s as never)) : write(w, m.setup.schema, s)),
    readSettings: (r) => (cs ? (cs.back(read(r, cs.schema)) as Setup) : read<Setup>(r, m.setup.schema)),
    // A code's moves are in the coded form when the game has one (`codeMoves` makes them from a record).
    writeMoves: (w, list) => write(w, moves, list),
    readMoves: (r) => read<Move[]>(r, moves),
    writeSummary: (w, s) => write(w, m.summary.schema, s),
    readSummary: (r) => read<Summary>(r, m.summary.schema),
    replay: (setup, seed, list): ReplayResult<Summary> => {
      const played = cm ? (list as unknown[]).map((mv) => cm.back(mv)) : list.slice();
      const out = replay(m.rules, { game: m.id, rulesVersion: m.rules.RULES_VERSION, setup, seed, moves: played });
      if (!out.ok) return { ok: false, moveIndex: out.at, message: out.refusal.message };
      const derived = m.derived?.(out.state);
      return { ok: true, finished: m.isFinished(out.state), summary: m.summary.of(out.state), ...(derived === undefined ? {} : { derived }) };
    },
    ...(m.progress ? { progress: m.progress } : {}),
  };
}
