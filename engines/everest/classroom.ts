/**
 * Everest Expedition's classroom side (docs/classroom.md; docs/rules/everest.md, "Moves, saves and result codes"):
 * the class link's settings, the result code (the core's codec, built from the manifest), the half-way codes and the
 * class report's columns. Pure: no DOM, no storage.
 *
 * - Class settings: the difficulty only (with the class's seed). Pace, oxygen flow and summit start time are
 *   choices the player makes during the game: they are MOVES, recorded in order with the day actions.
 * - Moves: the core keeps the expedition's record; a code carries its canonical moves (engine.ts `canonicalMoves`).
 * - Seeds: a class game's seed comes from the teacher's link and is written as it is. A solo player may TYPE a seed
 *   ("anything you like"), which is text a student typed: a solo code never holds it, only its private form
 *   (`privateSeed`, engines/core/streams.ts: `~` and the 128-bit state the text hashes to), which draws the very
 *   same weather and luck.
 */
import { encodeCode, type GameCodec, type GameProgress } from '../core/code';
import { codeMoves, recordCodec } from '../core/record';
import type { GameReport } from '../core/report';
import { privateSeed } from '../core/streams';
import * as C from './constants';
import { canonicalMoves } from './engine';
import { manifest, summaryOf, type EverestPlayed, type EverestSummary } from './manifest';
import type { EverestAction, EverestState } from './types';

export { summaryOf, type EverestPlayed, type EverestSummary } from './manifest';

/* ------------------------------------------------------------------ settings and class link */

export { classSpec, DIFFICULTY_PARAM, type EverestClassSettings } from './classSpec';
import type { EverestClassSettings } from './classSpec';

/* ------------------------------------------------------------------ result codes */

export const settingsOf = (s: Pick<EverestState, 'difficulty'>): EverestClassSettings => ({ difficulty: s.difficulty });

/** The result-code codec: the core's, from the manifest (the setup, the moves, the summary, the replay). */
export const codec: GameCodec<EverestClassSettings, EverestAction, EverestSummary> = recordCodec(manifest);

/** The moves a code carries for a record: its canonical moves (the settings the rules never used left out). */
export const codeMovesOf = (played: Pick<EverestPlayed, 'record'>): EverestAction[] => codeMoves(manifest, canonicalMoves(played.record.moves)) as EverestAction[];

/**
 * The result code for the end screen (or a half-way code), from the expedition's record: class games carry the
 * class's seed, solo games the seed's private form. `who.seed` is the class link's seed as the link spells it (the
 * record's seed when not given), so that the teacher's "same seed" check matches. Null when there is no code yet
 * (not over; or, for a half-way code, less than half the window gone).
 */
export function codeFor(
  played: EverestPlayed,
  who: { classId: string; nickname: string; seed?: string; attempt?: number; inProgress?: boolean },
): string | null {
  const s = played.state;
  if (who.inProgress ? !canHandInHalfWay(s) : s.phase !== 'END') return null;
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    seed: who.classId ? (who.seed ?? played.record.seed) : privateSeed(s.seed),
    attempt: who.attempt,
    inProgress: who.inProgress,
    settings: played.record.setup,
    moves: codeMovesOf(played),
    summary: summaryOf(s),
  });
}

/**
 * Whether the expedition can hand in a half-way code now: at least half its days gone, not over
 * (docs/classroom.md, "Half-way codes").
 */
export const canHandInHalfWay = (s: EverestState) => s.phase !== 'END' && s.day * 2 >= C.DIFFICULTIES[s.difficulty].days;
/** How far the expedition has gone, as its half-way code says ("day 11 of 22, in progress"). */
export const halfWayProgress = (s: EverestState): GameProgress => manifest.progress!(settingsOf(s), summaryOf(s));

/* ------------------------------------------------------------------ class report */

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const GRADE_LIST = C.GRADES.map((g) => g.grade);

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
