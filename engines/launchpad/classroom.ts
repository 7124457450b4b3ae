/**
 * LaunchPad's classroom side (docs/classroom.md): its class link (no settings: only the class id and the seed), its
 * result code and its column of the teacher's class report.
 *
 * Moves. The engine keeps its own log (state.log, moves.ts): every move the rules applied, in the student's click
 * order, appended by `engine.step`. `movesOf(state)` is that log; the code carries it and the teacher's page replays
 * it through `engine.step`, so every gate is checked again. Codes made before the log carried the canonical path to
 * the final choices (moves.ts `canonicalMoves`): a valid move list, so they still verify. The move table only grew
 * (appended entries), so their bytes decode as before.
 *
 * Typed text. The only text a student types is the "What makes your idea different?" answer. The rules read one
 * thing of it: its length (characters as a student sees them, spaces at either end not counted; at most 2,000),
 * which sets the uniqueness score (under 20 low, 20–49 medium, 50+ high). No rule reads its words. So the code
 * carries that length and nothing else of the text; the replay types that many "x" characters, which earn the same
 * score. The Goal Grid texts, gap and rival texts come from the catalogue: the code names them by index.
 *
 * Seed. LaunchPad's seed draws only the persona's first name, which no figure of the result depends on. The state
 * keeps the seed its week was started with (a class's seed, or newSeed('LP') for a solo week; '' for a week saved
 * before seeds were kept), and the code carries it.
 */
import { simulations } from '../../content/simulations';
import type { ClassSpec } from '../core/classLink';
import { CodeError, encodeCode, type ByteReader, type ByteWriter, type GameCodec, type ReplayResult } from '../core/code';
import type { GameReport } from '../core/report';
import {
  DEFAULT_GOALS,
  FIRST_STAGE,
  INDUSTRIES,
  LAST_STAGE,
  PRIORITIES,
  PRIORITY_TITLES,
  SUMMARY,
  UNIQUENESS_MAX_CHARS,
  WEEK_NAME,
  type Industry,
  type Priority,
} from './constants';
import { engine, RULES_VERSION } from './index';
import { actionOf, canonicalMoves, GAP_MAX, GOAL_COUNT, keyOf, MAX_MOVES, TABLE, TABLE_INDEX, type Move } from './moves';
import { chosenCompetitor, chosenGaps, gapDeck } from './selectors';
import type { LaunchpadState } from './types';

/* ------------------------------------------------------------------ settings and class link */

/** LaunchPad has no class settings: everyone plays the same nine stages. */
export type Settings = Record<string, never>;
const NO_SETTINGS: Settings = {};

const ENTRY = simulations.find((s) => s.id === 'launchpad')!;

export const classSpec: ClassSpec<Settings> = {
  game: 'launchpad',
  route: ENTRY.route,
  title: ENTRY.title,
  paramNames: [],
  fields: [],
  defaults: NO_SETTINGS,
  toParams: () => ({}),
  // No setting to clamp: any other parameter (an LMS may add its own) is ignored.
  fromParams: () => ({ settings: NO_SETTINGS, problems: [] }),
  describe: () => `${WEEK_NAME} · the same nine stages for everyone, no settings to choose`,
};

export const settingsOf = (_state: LaunchpadState): Settings => NO_SETTINGS;

/* ------------------------------------------------------------------ moves */

export { actionOf, canonicalMoves, MAX_MOVES, TABLE, type Move } from './moves';

function writeMoves(w: ByteWriter, moves: readonly Move[]): void {
  if (moves.length > MAX_MOVES) throw new RangeError(`more than ${MAX_MOVES} moves`);
  w.uint(moves.length);
  for (const m of moves) {
    const i = TABLE_INDEX.get(keyOf(m));
    if (i === undefined) throw new RangeError(`not a LaunchPad move: ${keyOf(m)}`);
    w.uint(i);
    if (m.type === 'answer') {
      if (!Number.isInteger(m.length) || m.length < 0 || m.length > UNIQUENESS_MAX_CHARS) throw new RangeError(`answer length out of range: ${m.length}`);
      w.uint(m.length);
    }
  }
}

function readMoves(r: ByteReader): Move[] {
  return r.list(MAX_MOVES, (x) => {
    const m = TABLE[x.uint(TABLE.length - 1)];
    return m.type === 'answer' ? { type: 'answer', length: x.uint(UNIQUENESS_MAX_CHARS) } : m;
  });
}

/** The moves the week was played with: the engine's own log (null when there is no record a code can trust). */
export const movesOf = (state: LaunchpadState): Move[] | null => state.log;

/** Why the end screen shows no result code (the log is null), or null when it has one. */
export function noCodeReason(state: LaunchpadState): string | null {
  return state.log === null ? NO_CODE : null;
}
export const NO_CODE =
  'This week has no result code: its record of moves could not be checked (it was saved by an older version of LaunchPad and changed after going back, or it holds more than 600 moves). Everything you chose is kept. Start a new week to get a code.';

/* ------------------------------------------------------------------ summary */

/** The figures the class report shows. */
export interface Summary {
  /** Stages finished, 0..9: the ones the student has moved past; reaching stage 9 (the Founder Summary) finishes all nine. */
  stagesFinished: number;
  industry: Industry | null;
  /** The market gap the Founder Summary shows (the first chosen), by its place in the industry's deck; null for none. */
  gap: number | null;
  /** Goals per Goal Grid column: Urgent & Important, Important, Not Urgent, Low Priority. */
  goals: [number, number, number];
}

export function stagesFinished(state: Pick<LaunchpadState, 'currentStage'>): number {
  const s = state.currentStage;
  if (!Number.isInteger(s) || s < FIRST_STAGE || s > LAST_STAGE) return 0;
  return s === LAST_STAGE ? LAST_STAGE : s - 1;
}

/** The result summary, from a state: the end screen and the replay use this one function. */
export function summaryOf(state: LaunchpadState): Summary {
  const first = chosenGaps(state)[0];
  const gap = first ? gapDeck(state.selectedIndustry).findIndex((g) => g.id === first.id) : -1;
  const count = (p: Priority) => state.goals.filter((g) => g.priority === p).length;
  return {
    stagesFinished: stagesFinished(state),
    industry: state.selectedIndustry,
    gap: gap >= 0 ? gap : null,
    goals: [count('urgent'), count('important'), count('low')],
  };
}

function writeSummary(w: ByteWriter, s: Summary): void {
  w.uint(s.stagesFinished);
  w.uint(s.industry === null ? 0 : INDUSTRIES.indexOf(s.industry) + 1);
  w.uint(s.gap === null ? 0 : s.gap + 1);
  for (const n of s.goals) w.uint(n);
}

function readSummary(r: ByteReader): Summary {
  const stages = r.uint(LAST_STAGE);
  const industry = r.uint(INDUSTRIES.length);
  const gap = r.uint(GAP_MAX);
  const goals: [number, number, number] = [r.uint(GOAL_COUNT), r.uint(GOAL_COUNT), r.uint(GOAL_COUNT)];
  if (goals[0] + goals[1] + goals[2] !== GOAL_COUNT) throw new CodeError(`the Goal Grid does not hold ${GOAL_COUNT} goals`);
  return { stagesFinished: stages, industry: industry === 0 ? null : INDUSTRIES[industry - 1], gap: gap === 0 ? null : gap - 1, goals };
}

/* ------------------------------------------------------------------ replay and codec */

/** Plays the moves from a new game with this seed; the state at the end (or the refusal). */
export function replayState(seed: string, moves: readonly Move[]): { ok: true; state: LaunchpadState } | { ok: false; moveIndex: number; message: string } {
  let state = engine.init(undefined, seed);
  for (let i = 0; i < moves.length; i++) {
    const out = engine.step(state, actionOf(state, moves[i]));
    if (out.refusal) return { ok: false, moveIndex: i, message: out.refusal.message };
    state = out.state;
  }
  return { ok: true, state };
}

/**
 * What the class report shows beside the summary, read from the replayed week (never part of the code, never
 * compared): the customer persona's choices and the rival picked.
 */
export interface Choices {
  persona: string[];
  rival: string | null;
}

export function choicesOf(state: LaunchpadState): Choices {
  const p = state.customerPersona;
  return {
    persona: [p.ageGroup, p.type, p.location, p.buyingBehavior, p.coreValue].filter((v): v is NonNullable<typeof v> => v !== null).map(String),
    rival: chosenCompetitor(state)?.name ?? null,
  };
}

function replay(_settings: Settings, seed: string, moves: readonly Move[]): ReplayResult<Summary> {
  const r = replayState(seed, moves);
  if (!r.ok) return r;
  return { ok: true, finished: r.state.currentStage === LAST_STAGE, summary: summaryOf(r.state), derived: choicesOf(r.state) };
}

export const codec: GameCodec<Settings, Move, Summary> = {
  game: 'launchpad',
  rulesVersion: RULES_VERSION,
  writeSettings: () => undefined,
  readSettings: () => NO_SETTINGS,
  writeMoves,
  readMoves,
  writeSummary,
  readSummary,
  replay,
};

/**
 * What identifies a finished week for XP (docs/rules/launchpad.md "XP counts a week once"): its moves alone, never the
 * seed (LaunchPad's seed only names the persona). The moves are the week's canonical path (moves.ts `canonicalMoves`):
 * the one move list the rules accept to the week's final choices, a pure function of the moves the rules applied.
 * Not the raw log: the log of a week started with "Start a new week" on the same device begins with that reset, and a
 * Back-and-Continue or a strength ticked and unticked changes the log but not the week; keyed on the log, the same
 * week clicked again would earn again.
 */
export const finishSignature = (state: LaunchpadState): readonly Move[] => canonicalMoves(state);

/**
 * The result code for the end screen: the state's seed and log, its summary, the class id ('' for a solo game) and
 * the nickname, the only text a student typed that it holds. Throws when the state has no log (see noCodeReason).
 */
export function codeFor(state: LaunchpadState, who: { classId: string; nickname: string; attempt?: number }): string {
  const moves = movesOf(state);
  if (moves === null) throw new RangeError(NO_CODE);
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: state.seed,
    settings: settingsOf(state),
    moves,
    summary: summaryOf(state),
  });
}

/**
 * True when the game holds work a class link would replace: anything chosen, and the week not finished. A fresh game
 * and a finished one (stage 9) hold nothing to lose, so a class link joins at once.
 */
export function hasUnfinishedWork(state: LaunchpadState): boolean {
  if (state.currentStage === LAST_STAGE) return false;
  const p = state.customerPersona;
  const c = state.competitorSelection;
  const goalsMoved = state.goals.length !== DEFAULT_GOALS.length || state.goals.some((g, i) => g.id !== DEFAULT_GOALS[i].id || g.priority !== DEFAULT_GOALS[i].priority);
  return (
    state.currentStage !== FIRST_STAGE ||
    state.stage1Step !== 'strengths' ||
    state.strengths.length > 0 ||
    state.improvementAreas.length > 0 ||
    state.selectedIndustry !== null ||
    state.expandedIndustry !== null ||
    state.selectedGapIdeas.length > 0 ||
    Object.values(p).some((v) => v !== null) ||
    c.selectedCompetitor !== null ||
    c.uniquenessText !== '' ||
    goalsMoved
  );
}

/* ------------------------------------------------------------------ class report */

const fmtStages = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} of ${LAST_STAGE}`;

export function gapText(s: Pick<Summary, 'industry' | 'gap'>): string {
  if (s.gap === null) return SUMMARY.noGap;
  return gapDeck(s.industry)[s.gap]?.description ?? SUMMARY.noGap;
}

/**
 * LaunchPad has no score (docs/rules/launchpad.md, "On the report: no score"): no leaderboard and no class figure to
 * rank by; the class's choices are shown as distributions to discuss.
 */
export const report: GameReport<Summary, Choices> = {
  game: 'launchpad',
  title: ENTRY.title,
  columns: [
    { key: 'stages', label: 'Stages finished', text: (s) => fmtStages(s.stagesFinished), value: (s) => s.stagesFinished },
    { key: 'industry', label: 'Industry', text: (s) => s.industry ?? SUMMARY.noIndustry },
    { key: 'gap', label: 'Market gap', text: gapText },
    ...PRIORITIES.map((p, i) => ({
      key: `goals-${p}`,
      label: `Goals: ${PRIORITY_TITLES[p]}`,
      text: (s: Summary) => String(s.goals[i]),
      value: (s: Summary) => s.goals[i],
    })),
  ],
  choices: [
    { key: 'industry', label: 'Industry', answers: (s) => [s.industry ?? SUMMARY.noIndustry] },
    { key: 'gap', label: 'Market gap', answers: (s) => [gapText(s)] },
    { key: 'persona', label: 'Customer persona (every choice)', answers: (_s, d) => d?.persona ?? [] },
    { key: 'rival', label: 'Rival studied', answers: (_s, d) => (d?.rival ? [d.rival] : []) },
    {
      key: 'goals',
      label: 'Goal priorities (goals placed in each column)',
      answers: (s) => PRIORITIES.flatMap((p, i) => Array.from({ length: s.goals[i] }, () => PRIORITY_TITLES[p])),
    },
  ],
};
