/**
 * Everest Expedition's classroom side (docs/classroom.md; docs/rules/everest.md, "Moves, saves and result codes"):
 * the class link's settings, the result-code codec, the class report's columns, and the record of moves a code is
 * made from. Pure: no DOM, no storage.
 *
 * - Class settings: the difficulty only (with the class's seed). Pace, oxygen flow and summit start time are
 *   choices the player makes during the game (the engine's SettingAction): they are MOVES, recorded in order with
 *   the day actions, not class settings.
 * - Moves: the engine state keeps them (`state.moves`, appended by `engine.step`, checked by the save validator), so
 *   `movesOf(state)` reads them and a code needs nothing but the state. They are null when the history is unknown
 *   (a save from before result codes, or one whose moves do not replay to its state): no code then.
 * - Seeds: a class game's seed comes from the teacher's link and is written as it is. A solo player may TYPE a seed
 *   ("anything you like"), which is text a student typed: a solo code never holds it, only what the rules need of
 *   it — the 128-bit generator state the seed text hashes to (`~` + 22 base64url characters). The replay starts the
 *   expedition from that state, which gives the same weather and luck as the text.
 */
import type { ClassSpec } from '../core/classLink';
import { oneOfParam } from '../core/classLink';
import { ByteReader, ByteWriter, CodeError, encodeCode, fromBase64Url, toBase64Url, type GameCodec, type GameProgress, type ReplayResult } from '../core/code';
import { Rng, seedRng, type RngState } from '../core/prng';
import type { GameReport } from '../core/report';
import * as C from './constants';
import { MOVES_MAX, generateWeather, isDayAction, normaliseSeed } from './engine';
import { engine, RULES_VERSION } from './index';
import { hasReturned, scoreOf } from './selectors';
import { DAY_ACTION_VALUES, DIFFICULTY_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';
import type { Difficulty, EverestAction, EverestState } from './types';

/* ------------------------------------------------------------------ settings and class link */

/** What a teacher picks for the class (the seed travels beside it). */
export interface EverestClassSettings {
  difficulty: Difficulty;
}

export const DIFFICULTY_PARAM = 'difficulty';
const DIFFICULTY_LABEL = 'Difficulty';

const difficultyWords = (d: Difficulty) => {
  const x = C.DIFFICULTIES[d];
  return `${d} — ${x.days} days, ${x.oxygen} O₂, ${x.food} food`;
};

export const classSpec: ClassSpec<EverestClassSettings> = {
  game: 'everest',
  route: '/everest/dashboard',
  title: 'Everest Expedition',
  paramNames: [DIFFICULTY_PARAM],
  // The same choices, in the same words, as the game's own Difficulty select.
  fields: [{ param: DIFFICULTY_PARAM, label: DIFFICULTY_LABEL, kind: 'choice', options: C.DIFFICULTY_LIST.map((d) => ({ value: d, label: difficultyWords(d) })) }],
  defaults: { difficulty: 'Easy' },
  toParams: (s) => ({ [DIFFICULTY_PARAM]: s.difficulty }),
  fromParams: (p) => {
    const problems: string[] = [];
    // The setup screen offers exactly DIFFICULTY_LIST (a select): anything else is refused and the default is used.
    const difficulty = oneOfParam(p, DIFFICULTY_PARAM, DIFFICULTY_LABEL, C.DIFFICULTY_LIST, 'Easy', problems);
    return { settings: { difficulty }, problems };
  },
  describe: (s) => {
    const x = C.DIFFICULTIES[s.difficulty];
    return `Everest Expedition · ${s.difficulty} difficulty · ${x.days}-day window, ${x.oxygen} oxygen, ${x.food} food`;
  },
};

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

/** The moves a code carries: the engine's own record (null when the history is unknown). */
export const movesOf = (s: EverestState): EverestAction[] | null => s.moves;
export const settingsOf = (s: EverestState): EverestClassSettings => ({ difficulty: s.difficulty });

/* ------------------------------------------------------------------ seeds in a code */

const DIGEST_RE = /^~([A-Za-z0-9_-]{22})$/;

/** What a solo code holds instead of the seed text: the generator state the text hashes to. */
export function seedDigest(seed: string): string {
  const st = seedRng(`everest:${normaliseSeed(seed)}`).s;
  const bytes = new Uint8Array(16);
  st.forEach((v, i) => bytes.set([(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255], i * 4));
  return `~${toBase64Url(bytes)}`;
}

/** The expedition's start for a code's seed: the text (a class seed) or a digest (a solo code). */
export function startFor(settings: EverestClassSettings, seed: string): EverestState {
  const m = DIGEST_RE.exec(seed);
  if (!m) return engine.init({ difficulty: settings.difficulty }, seed);
  const bytes = fromBase64Url(m[1]);
  if (!bytes || bytes.length !== 16) throw new CodeError('the seed digest cannot be read');
  const words = [0, 1, 2, 3].map((i) => ((bytes[i * 4] << 24) | (bytes[i * 4 + 1] << 16) | (bytes[i * 4 + 2] << 8) | bytes[i * 4 + 3]) >>> 0);
  const base = engine.init({ difficulty: settings.difficulty }, seed);
  // engine.init draws the weather first from the seed's generator and nothing else: the same here.
  const rng = new Rng({ s: words as RngState['s'] });
  const d = C.DIFFICULTIES[settings.difficulty];
  const weather = generateWeather(rng, d.days, d.volatility);
  return { ...base, weather, rng: rng.state };
}

/* ------------------------------------------------------------------ codec */

/** Each move is one number: the day actions, then each setting value. Never reorder; only append. */
const MOVE_CODES: readonly EverestAction[] = [
  ...DAY_ACTION_VALUES.map((type) => ({ type }) as EverestAction),
  ...PACE_VALUES.map((pace) => ({ type: 'setPace', pace }) as EverestAction),
  ...FLOW_VALUES.map((flow) => ({ type: 'setFlow', flow }) as EverestAction),
  ...START_TIME_VALUES.map((startTime) => ({ type: 'setStart', startTime }) as EverestAction),
];
const actionValue = (a: EverestAction): string =>
  a.type === 'setPace' ? a.pace : a.type === 'setFlow' ? a.flow : a.type === 'setStart' ? a.startTime : '';
const moveKey = (a: EverestAction) => `${a.type}:${actionValue(a)}`;
const MOVE_INDEX = new Map(MOVE_CODES.map((a, i) => [moveKey(a), i]));
const GRADE_LIST = C.GRADES.map((g) => g.grade);
const DAYS_MAX = Math.max(...C.DIFFICULTY_LIST.map((d) => C.DIFFICULTIES[d].days));
/** A score is at most the sum of its parts (well under this); a bound for untrusted input. */
const SCORE_MAX = 100_000;

export const codec: GameCodec<EverestClassSettings, EverestAction, EverestSummary> = {
  game: 'everest',
  rulesVersion: RULES_VERSION,
  writeSettings: (w, s) => void w.oneOf(s.difficulty, DIFFICULTY_VALUES),
  readSettings: (r) => ({ difficulty: r.oneOf(DIFFICULTY_VALUES) }),
  writeMoves: (w, moves) => {
    w.uint(moves.length);
    for (const m of moves) {
      const i = MOVE_INDEX.get(moveKey(isDayAction(m) ? ({ type: m.type } as EverestAction) : m));
      if (i === undefined) throw new RangeError(`not a move: ${m.type}`);
      w.uint(i);
    }
  },
  readMoves: (r: ByteReader) => r.list(MOVES_MAX, (x) => MOVE_CODES[x.uint(MOVE_CODES.length - 1)]),
  writeSummary: (w: ByteWriter, s) => void w.bool(s.summit).bool(s.home).uint(s.days).int(s.score).oneOf(s.grade, GRADE_LIST),
  readSummary: (r) => ({
    summit: r.bool(),
    home: r.bool(),
    days: r.uint(DAYS_MAX),
    score: r.int(-SCORE_MAX, SCORE_MAX),
    grade: r.oneOf(GRADE_LIST),
  }),
  replay: (settings, seed, moves): ReplayResult<EverestSummary> => {
    let s = startFor(settings, seed);
    for (let i = 0; i < moves.length; i++) {
      const out = engine.step(s, moves[i]);
      if (out.refusal) return { ok: false, moveIndex: i, message: out.refusal.message };
      s = out.state;
    }
    return { ok: true, finished: s.phase === 'END', summary: summaryOf(s) };
  },
  progress: (settings, summary) => ({ done: summary.days, total: C.DIFFICULTIES[settings.difficulty].days, unit: 'day' }),
};

/**
 * The result code for the end screen, from the state alone: class games carry the class's seed, solo games the
 * seed's digest. `who.seed` is the class link's seed as the link spells it, only needed when it is longer than the
 * 40 characters the engine keeps (a link allows 64), so that the teacher's "same seed" check matches.
 * Null when the history is unknown.
 */
export function codeFor(
  s: EverestState,
  who: { classId: string; nickname: string; seed?: string; attempt?: number; inProgress?: boolean },
): string | null {
  const moves = movesOf(s);
  if (!moves) return null;
  if (who.inProgress ? !canHandInHalfWay(s) : s.phase !== 'END') return null;
  const seed = who.classId ? (who.seed ?? s.seed) : seedDigest(s.seed);
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    seed,
    attempt: who.attempt,
    inProgress: who.inProgress,
    settings: settingsOf(s),
    moves,
    summary: summaryOf(s),
  });
}

/**
 * Whether the expedition can hand in a half-way code now: at least half its days gone, not over
 * (docs/classroom.md, "Half-way codes").
 */
export const canHandInHalfWay = (s: EverestState) => s.phase !== 'END' && s.day * 2 >= C.DIFFICULTIES[s.difficulty].days;
/** How far the expedition has gone, as its half-way code says ("day 11 of 22, in progress"). */
export const halfWayProgress = (s: EverestState): GameProgress => codec.progress!(settingsOf(s), summaryOf(s));

/* ------------------------------------------------------------------ class report */

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

export const report: GameReport<EverestSummary> = {
  game: 'everest',
  title: 'Everest Expedition',
  columns: [
    { key: 'summit', label: 'Summit reached', text: (r) => yesNo(r.summit), value: (r) => (r.summit ? 1 : 0) },
    { key: 'home', label: 'Home safe', text: (r) => yesNo(r.home), value: (r) => (r.home ? 1 : 0) },
    { key: 'days', label: 'Days', text: (r) => String(r.days), value: (r) => r.days },
    { key: 'score', label: 'Score', text: (r) => String(r.score), value: (r) => r.score },
    { key: 'grade', label: 'Grade', text: (r) => r.grade, value: (r) => GRADE_LIST.length - GRADE_LIST.indexOf(r.grade) },
  ],
  main: { label: 'Score', value: (r) => r.score, higherIsBetter: true, format: (n) => String(Math.round(n)) },
};
