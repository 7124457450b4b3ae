/**
 * The Everest expedition v3 described once, as plain data the core reads (engines/core/record.ts, `GameManifest`;
 * docs/engines.md, "The manifest"): its rules, what changed at each rules version, its save, and the descriptions of
 * its setup, moves and summary from which the core makes its save and its result code.
 *
 * - Setup: the difficulty; the seed travels beside it. Moves: the day actions and the pace, flow and start-time
 *   choices (moves.ts). Summary: summit, home, days, score and grade (`summaryOf`, which the end screen uses too).
 * - Saves and codes hold the record's canonical moves (engine.ts `canonicalMoves`): the settings a student changed and
 *   changed back before the next day are no moves the rules used, and replaying without them gives the same state.
 * - Half-way codes: how many days of the window are gone (`progress`). The report reads nothing beside the summary.
 */
import { GAME } from './game';
import { SEED_MAX } from '../core/codeGames';
import { recordSave, type GameManifest, type Played } from '../core/record';
import type { SaveSpec } from '../core/save';
import { bool, int, object, oneOf, uint } from '../core/schema';
import * as C from './constants';
import { canonicalMoves, MOVES_MAX } from './engine';
import { rules, SAVE_VERSION } from './index';
import { isHistoryUnknown, MIGRATIONS } from './migrate';
import { MOVE_SCHEMA, SETUP_SCHEMA } from './moves';
import { hasReturned, scoreOf } from './selectors';
import type { EverestAction, EverestSetup, EverestState } from './types';

/** An expedition as the core keeps it: its record and the state the record replays to. */
export type EverestPlayed = Played<EverestState, EverestSetup, EverestAction>;

/* ------------------------------------------------------------------ summary */

/** The figures the class report shows, and the end screen's headline figures. */
export interface EverestSummary {
  summit: boolean;
  /** Back at Base Camp after reaching at least Camp I (the score's "returned" points). */
  home: boolean;
  days: number;
  score: number;
  grade: string;
}

/** The one function the end screen and the replay use. */
export function summaryOf(s: EverestState): EverestSummary {
  const sc = scoreOf(s);
  return { summit: s.summited, home: hasReturned(s), days: s.day, score: sc.total, grade: sc.grade };
}

const GRADE_LIST = C.GRADES.map((g) => g.grade);
const DAYS_MAX = Math.max(...C.DIFFICULTY_LIST.map((d) => C.DIFFICULTIES[d].days));
/** A score is at most the sum of its parts (well under this); a bound for untrusted input. */
const SCORE_MAX = 100_000;

/* ------------------------------------------------------------------ the manifest */

/** What changed at each RULES_VERSION, in a player's words (shown when a save made before cannot go on). */
export const RULES_CHANGES: Readonly<Record<number, string>> = {
  2: "the summit's points count only once the team is home",
  3: "each day's weather, each night's altitude sickness and each move's hazards now come from their own random draws, so the same moves can meet other weather and luck than before",
};

export const manifest: GameManifest<EverestState, EverestAction, EverestSetup, EverestSummary> = {
  id: GAME.id,
  // Its place in CODE_GAMES (engines/core/codeGames.ts): fixed forever.
  codeIndex: GAME.codeIndex,
  title: GAME.title,
  rules,
  rulesChanges: RULES_CHANGES,
  save: { key: GAME.saveKey, version: SAVE_VERSION, migrations: MIGRATIONS },
  setup: { schema: SETUP_SCHEMA, defaults: { difficulty: 'Easy' } },
  move: MOVE_SCHEMA,
  movesMax: MOVES_MAX,
  // A class link's seed (at most SEED_MAX characters) or a typed seed (at most SEED_MAX_LENGTH), in UTF-8 bytes.
  seedMaxBytes: SEED_MAX * 4,
  summary: {
    schema: object({ summit: bool, home: bool, days: uint(DAYS_MAX), score: int(-SCORE_MAX, SCORE_MAX), grade: oneOf(GRADE_LIST) }),
    of: summaryOf,
  },
  isFinished: (s) => s.phase === 'END',
  progress: (setup, summary) => ({ done: summary.days, total: C.DIFFICULTIES[setup.difficulty].days, unit: 'day' }),
};

/* ------------------------------------------------------------------ the save */

/** What a player reads about a save that kept no moves (save versions 1 and 2, or a version 4 with its history unknown). */
export const HISTORY_UNKNOWN_TELL = `Your ${manifest.title} game was saved before the game kept its moves, so it cannot go on under today's rules (${RULES_CHANGES[3]}). It is kept aside, and a new game starts.`;

const base = recordSave(manifest);

/**
 * The save (key 'everest-v3'): the record, stored with its canonical moves and loaded by replaying it
 * (`recordSave`). A save from before the moves were kept is set aside with `HISTORY_UNKNOWN_TELL`.
 */
export const everestSave: SaveSpec<EverestPlayed> = {
  ...base,
  toData: (played) => ({ ...played.record, moves: canonicalMoves(played.record.moves) }),
  validate: (data) => (isHistoryUnknown(data) ? { error: 'saved before the game kept its moves: nothing to replay', tell: HISTORY_UNKNOWN_TELL } : base.validate(data)),
};
