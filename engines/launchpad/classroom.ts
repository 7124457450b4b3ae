/**
 * LaunchPad's classroom side (issue 13): its class link (no settings: only the class id and the seed), its result
 * code and its column of the teacher's class report.
 *
 * Moves. The engine keeps no history: its state is the student's choices. `movesOf(state)` writes the one canonical
 * path the rules accept to those choices, stage by stage through the same Continue gates the student passed
 * (strengths, Continue, improvement areas, Continue, the industry, Continue ×3, the market gaps through the deck,
 * Continue, the five persona answers each with its Continue, the rival and the answer, Continue, the Goal Grid moves,
 * Continue). The replay runs that path through `engine.step`, so every gate is checked again; back-and-forth the
 * student did on the way changes nothing the rules keep, so it is not in the code.
 *
 * Typed text. The only text a student types is the "What makes your idea different?" answer. The rules read one
 * thing of it: its length (characters as a student sees them, spaces at either end not counted; at most 2,000),
 * which sets the uniqueness score (under 20 low, 20–49 medium, 50+ high). No rule reads its words. So the code
 * carries that length and nothing else of the text; the replay types that many "x" characters, which earn the same
 * score. The Goal Grid texts, gap and rival texts come from the catalogue: the code names them by index.
 *
 * Seed. LaunchPad's seed draws only the persona's first name, which no figure of the result depends on. The saved
 * game does not keep its seed, so a class code carries the class's seed and a solo code an empty one.
 */
import { INDUSTRY_INFO, DEFAULT_COMPETITORS } from '../../content/launchpad/catalogue';
import { simulations } from '../../content/simulations';
import type { ClassSpec } from '../core/classLink';
import { CodeError, encodeCode, type ByteReader, type ByteWriter, type GameCodec, type ReplayResult } from '../core/code';
import type { GameReport } from '../core/report';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_GOALS,
  FIRST_STAGE,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LAST_STAGE,
  PERSONA_STEPS,
  PRIORITIES,
  PRIORITY_TITLES,
  STAGE,
  STRENGTHS,
  SUMMARY,
  UNIQUENESS_MAX_CHARS,
  WEEK_NAME,
  type CountryCode,
  type ImprovementArea,
  type Industry,
  type PersonaField,
  type Priority,
  type Strength,
} from './constants';
import { engine, RULES_VERSION } from './index';
import { chosenCompetitor, chosenGaps, competitorsFor, gapDeck, uniquenessLength } from './selectors';
import type { Action, LaunchpadState } from './types';

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

export type Move =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'skipGap' }
  | { type: 'interestedInGap' }
  /** The uniqueness answer, as the rules see it: its trimmed length in characters (never its text). */
  | { type: 'answer'; length: number }
  | { type: 'toggleStrength'; strength: Strength }
  | { type: 'toggleImprovement'; area: ImprovementArea }
  | { type: 'selectIndustry'; industry: Industry }
  | { type: 'selectCountry'; code: CountryCode }
  /** A gap card of the chosen industry's deck, by its place in the deck. */
  | { type: 'removeGap'; gap: number }
  | { type: 'setPersona'; field: PersonaField; value: string }
  /** A rival of the chosen industry, by its place in the list of three. */
  | { type: 'selectCompetitor'; rival: number }
  | { type: 'moveGoal'; from: Priority; fromIndex: number; to: Priority; toIndex: number };

const GOAL_COUNT = DEFAULT_GOALS.length;
const GAP_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.gaps.length), gapDeck(null).length);
const RIVAL_MAX = Math.max(...Object.values(INDUSTRY_INFO).map((i) => i.competitors.length), DEFAULT_COMPETITORS.length);
/** Longest move list a code may hold (a canonical week is about 40 moves). */
export const MAX_MOVES = 600;

const keyOf = (m: Move): string => JSON.stringify(m.type === 'answer' ? { type: 'answer' } : m);

/**
 * Every move but the answer's length is one entry of this table, written as its index (one byte for the first 128:
 * the stage moves; two for a Goal Grid move). The order is part of the code format: append only, and bump
 * RULES_VERSION when a list it is built from changes (the rules lock does).
 */
const TABLE: Move[] = [
  { type: 'continue' },
  { type: 'back' },
  { type: 'skipGap' },
  { type: 'interestedInGap' },
  { type: 'answer', length: 0 },
  ...STRENGTHS.map((strength): Move => ({ type: 'toggleStrength', strength })),
  ...IMPROVEMENT_AREAS.map((area): Move => ({ type: 'toggleImprovement', area })),
  ...INDUSTRIES.map((industry): Move => ({ type: 'selectIndustry', industry })),
  ...COUNTRIES.map((c): Move => ({ type: 'selectCountry', code: c.code })),
  ...Array.from({ length: GAP_MAX }, (_, gap): Move => ({ type: 'removeGap', gap })),
  ...PERSONA_STEPS.flatMap((s) => s.options.map((value): Move => ({ type: 'setPersona', field: s.field, value }))),
  ...Array.from({ length: RIVAL_MAX }, (_, rival): Move => ({ type: 'selectCompetitor', rival })),
  ...PRIORITIES.flatMap((from) =>
    Array.from({ length: GOAL_COUNT }, (_, fromIndex) =>
      PRIORITIES.flatMap((to) => Array.from({ length: GOAL_COUNT }, (_, toIndex): Move => ({ type: 'moveGoal', from, fromIndex, to, toIndex }))),
    ).flat(),
  ),
];
const TABLE_INDEX = new Map(TABLE.map((m, i) => [keyOf(m), i]));

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

/** The engine action a move stands for, in the state it is played in. */
export function actionOf(state: LaunchpadState, m: Move): Action {
  switch (m.type) {
    case 'answer':
      return { type: 'setUniquenessText', text: 'x'.repeat(m.length) };
    case 'removeGap':
      return { type: 'removeGap', id: gapDeck(state.selectedIndustry)[m.gap]?.id ?? '' };
    case 'selectCompetitor':
      return { type: 'selectCompetitor', id: competitorsFor(state.selectedIndustry)[m.rival]?.id ?? '' };
    case 'moveGoal':
      return { type: 'moveGoal', source: { droppableId: m.from, index: m.fromIndex }, destination: { droppableId: m.to, index: m.toIndex } };
    default:
      return m;
  }
}

/** The Goal Grid moves that turn the default grid into `goals` (each column filled from its top, in order). */
function goalMoves(goals: LaunchpadState['goals']): Move[] {
  const target = Object.fromEntries(PRIORITIES.map((p) => [p, goals.filter((g) => g.priority === p).map((g) => g.id)])) as Record<Priority, string[]>;
  const cols = Object.fromEntries(PRIORITIES.map((p) => [p, DEFAULT_GOALS.filter((g) => g.priority === p).map((g) => g.id as string)])) as Record<Priority, string[]>;
  const out: Move[] = [];
  for (const to of PRIORITIES) {
    target[to].forEach((id, toIndex) => {
      const from = PRIORITIES.find((p) => cols[p].includes(id));
      if (!from) return;
      const fromIndex = cols[from].indexOf(id);
      if (from === to && fromIndex === toIndex) return;
      cols[from].splice(fromIndex, 1);
      cols[to].splice(toIndex, 0, id);
      out.push({ type: 'moveGoal', from, fromIndex, to, toIndex });
    });
  }
  return out;
}

/**
 * The canonical moves to `state`'s choices, up to its stage: each stage's choices, then its Continue while the state
 * is past that stage. At stage 9 that is the whole week.
 */
export function movesOf(state: LaunchpadState): Move[] {
  const out: Move[] = [];
  const stage = state.currentStage;
  const past = (s: number) => stage > s;
  // Stage 1: strengths, Continue, improvement areas, Continue.
  for (const strength of state.strengths) out.push({ type: 'toggleStrength', strength });
  if (!past(STAGE.profile) && state.stage1Step === 'strengths') return out;
  out.push({ type: 'continue' });
  for (const area of state.improvementAreas) out.push({ type: 'toggleImprovement', area });
  if (!past(STAGE.profile)) return out;
  out.push({ type: 'continue' });
  // Stage 2: the industry (committing it puts the gap deck at its first card).
  const industry = state.selectedIndustry;
  if (industry) out.push({ type: 'selectIndustry', industry });
  if (!past(STAGE.industry)) return out;
  out.push({ type: 'continue' });
  if (!past(STAGE.industryInfo)) return out;
  out.push({ type: 'continue' });
  // Stage 4: the country (only one is offered, and it is the default).
  if (state.selectedCountry !== DEFAULT_COUNTRY) out.push({ type: 'selectCountry', code: state.selectedCountry });
  if (!past(STAGE.country)) return out;
  out.push({ type: 'continue' });
  // Stage 5: walk the deck to each chosen gap, in the order chosen.
  const deck = gapDeck(industry);
  let cursor = 0;
  for (const gap of chosenGaps(state)) {
    const at = deck.findIndex((d) => d.id === gap.id);
    while (cursor !== at) {
      out.push({ type: 'skipGap' });
      cursor = (cursor + 1) % deck.length;
    }
    out.push({ type: 'interestedInGap' });
    cursor = (cursor + 1) % deck.length;
  }
  if (!past(STAGE.gaps)) return out;
  out.push({ type: 'continue' });
  // Stage 6: five answers, each with its Continue.
  for (const s of PERSONA_STEPS) {
    const value = state.customerPersona[s.field];
    if (value !== null) out.push({ type: 'setPersona', field: s.field, value });
    if (!past(STAGE.persona) && state.personaStep <= PERSONA_STEPS.indexOf(s) + 1) return out;
    out.push({ type: 'continue' });
  }
  // Stage 7: the rival, then the answer's length.
  const rival = chosenCompetitor(state);
  if (rival) out.push({ type: 'selectCompetitor', rival: competitorsFor(industry).findIndex((c) => c.id === rival.id) });
  const length = uniquenessLength(state.competitorSelection.uniquenessText);
  if (length > 0) out.push({ type: 'answer', length });
  if (!past(STAGE.rivals)) return out;
  out.push({ type: 'continue' });
  // Stage 8: the Goal Grid.
  out.push(...goalMoves(state.goals));
  if (!past(STAGE.goals)) return out;
  out.push({ type: 'continue' });
  return out;
}

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

function replay(_settings: Settings, seed: string, moves: readonly Move[]): ReplayResult<Summary> {
  const r = replayState(seed, moves);
  if (!r.ok) return r;
  return { ok: true, finished: r.state.currentStage === LAST_STAGE, summary: summaryOf(r.state) };
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
 * The result code for the end screen. `classId` and `seed` are the class's ('' for a solo game: its seed is not
 * saved, and no figure of the result depends on it); the nickname is the only text a student typed that it holds.
 */
export function codeFor(state: LaunchpadState, who: { classId: string; nickname: string; seed?: string }): string {
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    seed: who.seed ?? '',
    settings: settingsOf(state),
    moves: movesOf(state),
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

export const report: GameReport<Summary> = {
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
  main: { label: 'Stages finished', value: (s) => s.stagesFinished, higherIsBetter: true, format: fmtStages },
};
