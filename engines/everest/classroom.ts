/**
 * Everest Expedition's classroom side (issue 13): the class link's settings, the result-code codec, the class
 * report's columns, and the record of moves a code is made from. Pure: no DOM, no storage.
 *
 * - Class settings: the difficulty only (with the class's seed). Pace, oxygen flow and summit start time are
 *   choices the player makes during the game (the engine's SettingAction): they are MOVES, recorded in order with
 *   the day actions, not class settings.
 * - The engine state has no history, so the screen keeps an `EverestPlay` = the state plus the moves that made it
 *   (`playInit` / `playStep`; saved by components/everest/store.ts). `moves` is null when the history is unknown
 *   (a save from before result codes, or one whose moves do not replay to its state): no code then.
 * - Seeds: a class game's seed comes from the teacher's link and is written as it is. A solo player may TYPE a seed
 *   ("anything you like"), which is text a student typed: a solo code never holds it, only what the rules need of
 *   it — the 128-bit generator state the seed text hashes to (`~` + 22 base64url characters). The replay starts the
 *   expedition from that state, which gives the same weather and luck as the text.
 */
import type { ClassSpec } from '../core/classLink';
import { oneOfParam } from '../core/classLink';
import { ByteReader, ByteWriter, CodeError, encodeCode, fromBase64Url, toBase64Url, type GameCodec, type ReplayResult } from '../core/code';
import { isObject, isOneOf } from '../core/guards';
import { Rng, seedRng, type RngState } from '../core/prng';
import type { GameReport } from '../core/report';
import type { Step } from '../core/contract';
import * as C from './constants';
import { generateWeather, isDayAction, normaliseSeed } from './engine';
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

/* ------------------------------------------------------------------ the play record: state + moves */

export interface EverestPlay {
  game: EverestState;
  /** Every applied action since `init({difficulty}, seed)`, or null when the history is unknown. */
  moves: EverestAction[] | null;
}

/** Most moves a record keeps: each day action uses at least one day, and before each one at most three settings. */
export const MOVES_MAX = (Math.max(...C.DIFFICULTY_LIST.map((d) => C.DIFFICULTIES[d].days)) + 1) * (1 + 3);

type SettingType = 'setPace' | 'setFlow' | 'setStart';
const settingValue = (s: EverestState, type: SettingType) =>
  type === 'setPace' ? s.pace : type === 'setFlow' ? s.flow : s.startTime;
const actionValue = (a: EverestAction): string =>
  a.type === 'setPace' ? a.pace : a.type === 'setFlow' ? a.flow : a.type === 'setStart' ? a.startTime : '';

/**
 * Adds an applied action to a move list. Settings changed between two days are kept once each (the last value):
 * only the value in force on the next day matters to the rules, so a student toggling a select adds nothing.
 * A move's optional segment is only a check (the engine climbs the forward segment), so it is not kept.
 */
export function recordMove(moves: readonly EverestAction[], before: EverestState, action: EverestAction): EverestAction[] {
  if (isDayAction(action)) return [...moves, { type: action.type } as EverestAction];
  let start = moves.length;
  while (start > 0 && !isDayAction(moves[start - 1])) start--;
  const block = moves.slice(start).filter((m) => m.type !== action.type);
  const earlier = moves.slice(start).some((m) => m.type === action.type);
  if (!earlier && settingValue(before, action.type as SettingType) === actionValue(action)) return moves.slice();
  return [...moves.slice(0, start), ...block, action];
}

/** A new expedition with its record. Pace, flow and start time other than the defaults are recorded as moves. */
export function playInit(setup: { difficulty: Difficulty; pace?: EverestState['pace']; flow?: EverestState['flow']; startTime?: EverestState['startTime'] }, seed: string): EverestPlay {
  let play: EverestPlay = { game: engine.init({ difficulty: setup.difficulty }, seed), moves: [] };
  const settings: EverestAction[] = [];
  if (setup.pace) settings.push({ type: 'setPace', pace: setup.pace });
  if (setup.flow) settings.push({ type: 'setFlow', flow: setup.flow });
  if (setup.startTime) settings.push({ type: 'setStart', startTime: setup.startTime });
  for (const a of settings) play = playStep(play, a).state;
  return play;
}

/** The engine's step over a play record: a refusal returns the same record; an applied action is recorded. */
export function playStep(play: EverestPlay, action: EverestAction): Step<EverestPlay> {
  const out = engine.step(play.game, action);
  if (out.refusal) return { state: play, refusal: out.refusal };
  const next: EverestPlay = { game: out.state, moves: play.moves && recordMove(play.moves, play.game, action) };
  return out.notice ? { state: next, notice: out.notice } : { state: next };
}

/** Validates a saved record's moves: a list of known actions that replays, from the game's own start, to the game. */
export function checkMoves(game: EverestState, moves: unknown): EverestAction[] | null {
  if (!Array.isArray(moves) || moves.length > MOVES_MAX) return null;
  const list: EverestAction[] = [];
  for (const m of moves) {
    const a = actionFrom(m);
    if (!a) return null;
    list.push(a);
  }
  let s = engine.init({ difficulty: game.difficulty }, game.seed);
  for (const a of list) {
    const out = engine.step(s, a);
    if (out.refusal) return null;
    s = out.state;
  }
  return sameState(s, game) ? list : null;
}

function actionFrom(m: unknown): EverestAction | null {
  if (!isObject(m)) return null;
  if (isOneOf(m.type, DAY_ACTION_VALUES)) return { type: m.type } as EverestAction;
  if (m.type === 'setPace' && isOneOf(m.pace, PACE_VALUES)) return { type: 'setPace', pace: m.pace };
  if (m.type === 'setFlow' && isOneOf(m.flow, FLOW_VALUES)) return { type: 'setFlow', flow: m.flow };
  if (m.type === 'setStart' && isOneOf(m.startTime, START_TIME_VALUES)) return { type: 'setStart', startTime: m.startTime };
  return null;
}

/** Two states equal as saved data (lastEvents is presentation of the latest day and is compared too). */
const sameState = (a: EverestState, b: EverestState) => JSON.stringify(a) === JSON.stringify(b);

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

export const movesOf = (play: EverestPlay): EverestAction[] | null => play.moves;
export const settingsOf = (play: EverestPlay | EverestState): EverestClassSettings => ({ difficulty: ('game' in play ? play.game : play).difficulty });

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
};

/** The result code for the end screen: class games carry the class's seed, solo games the seed's digest. */
export function codeFor(play: EverestPlay, who: { classId: string; nickname: string; seed?: string }): string | null {
  if (!play.moves) return null;
  const seed = who.classId ? (who.seed ?? play.game.seed) : seedDigest(play.game.seed);
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    seed,
    settings: settingsOf(play),
    moves: play.moves,
    summary: summaryOf(play.game),
  });
}

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
