/**
 * LaunchPad's classroom side (docs/classroom.md): its class link (no settings: only the class id and the seed), its
 * result code and its column of the teacher's class report, built on the manifest (manifest.ts).
 *
 * Moves. A code carries the week's record: every move the rules applied, in the student's click order (typing the
 * answer counts once), and the teacher's page replays it through the same rules, so every gate is checked again
 * (`recordCodec`). Codes made under an older RULES_VERSION are listed with that reason.
 *
 * Typed text. The only text a student types is the "What makes your idea different?" answer. The rules read one
 * thing of it: its length (characters as a student sees them, spaces at either end not counted; at most 2,000),
 * which sets the uniqueness score (under 20 low, 20–49 medium, 50+ high). No rule reads its words. So the code
 * carries that length and nothing else of the text (the manifest's `codeMove`); the replay types that many "x"
 * characters, which earn the same score. The Goal Grid texts, gap and rival texts come from the catalogue: the code
 * names them by index.
 *
 * Seed. LaunchPad's seed draws only the persona's first name, which no figure of the result depends on. The record
 * keeps the seed its week was started with (a class's seed, or newSeed('LP') for a solo week; '' for a week saved
 * before seeds were kept), and the code carries it. No student types a LaunchPad seed, so none is made private.
 */
import { encodeCode, type GameCodec } from '../core/code';
import { codeMoves, recordCodec, type GameRecord } from '../core/record';
import type { GameReport } from '../core/report';
import { CODE_MOVES_MAX, DEFAULT_GOALS, FIRST_STAGE, LAST_STAGE, PRIORITIES, PRIORITY_TITLES, SUMMARY } from './constants';
import { manifest, summaryOf, type Choices, type Summary } from './manifest';
import { canonicalMoves, type CodedMove } from './moves';
import { gapDeck } from './selectors';
import type { LaunchpadSetup, LaunchpadState, Move } from './types';

export { summaryOf, choicesOf, stagesFinished, type Summary, type Choices } from './manifest';
export { canonicalMoves, type CodedMove } from './moves';

/* ------------------------------------------------------------------ settings and class link */

export { classSpec, type Settings } from './classSpec';
import { classSpec } from './classSpec';

/* ------------------------------------------------------------------ the result code */

export const codec: GameCodec<LaunchpadSetup, CodedMove, Summary> = recordCodec(manifest) as GameCodec<LaunchpadSetup, CodedMove, Summary>;

/** Why the end screen shows no result code (the week holds more moves than a code does), or null when it has one. */
export function noCodeReason(record: Pick<GameRecord<LaunchpadSetup, Move>, 'moves'>): string | null {
  return record.moves.length > CODE_MOVES_MAX ? NO_CODE : null;
}
export const NO_CODE = `This week has no result code: it holds more than ${CODE_MOVES_MAX} moves, more than a code can carry. Everything you chose is kept. Start a new week to get a code.`;

/**
 * What identifies a finished week for XP (docs/rules/launchpad.md "XP counts a week once"): its moves alone, never the
 * seed (LaunchPad's seed only names the persona). The moves are the week's canonical path (moves.ts `canonicalMoves`):
 * the one move list the rules accept to the week's final choices, a pure function of the moves the rules applied.
 * Not the record's moves: a Back-and-Continue or a strength ticked and unticked changes the moves but not the week;
 * keyed on the moves, the same week clicked again would earn again.
 */
export const finishSignature = (state: LaunchpadState): readonly CodedMove[] => canonicalMoves(state);

/**
 * The result code for the end screen: the record's seed and moves (the answer by its length), the week's summary, the
 * class id ('' for a solo game) and the nickname, the only text a student typed that it holds. Throws when the week
 * has no code (see noCodeReason).
 */
export function codeFor(
  week: { record: GameRecord<LaunchpadSetup, Move>; state: LaunchpadState },
  who: { classId: string; nickname: string; attempt?: number; seed?: string },
): string {
  const why = noCodeReason(week.record);
  if (why) throw new RangeError(why);
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: who.seed ?? week.record.seed,
    settings: week.record.setup,
    moves: codeMoves(manifest, week.record.moves) as CodedMove[],
    summary: summaryOf(week.state),
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
  title: classSpec.title,
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
