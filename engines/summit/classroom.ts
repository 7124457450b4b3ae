/**
 * Summit of Decisions in the classroom (docs/classroom.md): the class link's settings, the result code's codec and
 * the class report's columns. Pure (no DOM, no storage). The codec is the core's, built from the manifest
 * (engines/summit/manifest.ts: the setup, the moves in their coded form without typed texts, the summary).
 */
import { encodeCode, type GameCodec } from '../core/code';
import { codeMoves, recordCodec, type Played } from '../core/record';
import type { GameReport } from '../core/report';
import * as C from './constants';
import { manifest, summaryOf, type SummitSummary } from './manifest';
import type { SummitAction, SummitSetup, SummitState } from './types';

export { summaryOf, type SummitSummary } from './manifest';

/* ------------------------------------------------------------------ settings and the class link */

export { classSpec, DEFAULT_CLASS_ROLE, ROLE_PARAM, ROUTE, TITLE, type SummitSettings } from './classSpec';
import { classSpec } from './classSpec';

/* ------------------------------------------------------------------ the result code */

export const codec = recordCodec(manifest);

/** A finished (or unfinished) game as the core keeps it. */
export type SummitPlayed = Played<SummitState, SummitSetup, SummitAction>;

/** The result code for the end screen: the record, its moves without the typed texts, the summary. */
export function codeFor(played: SummitPlayed, who: { classId: string; nickname: string; attempt?: number }): string {
  // The code's moves are in their coded form (`codeMoves`), which the codec packs.
  return encodeCode(codec as GameCodec<SummitSetup, unknown, SummitSummary>, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: played.record.seed,
    settings: played.record.setup,
    moves: codeMoves(manifest, played.record.moves),
    summary: summaryOf(played.state),
  });
}

/* ------------------------------------------------------------------ the class report */

export const outcomeText = (s: SummitSummary) => (s.reached ? 'Summit reached' : s.survivors === 0 ? 'Team lost' : 'Not reached');

export const report: GameReport<SummitSummary> = {
  game: 'summit',
  title: classSpec.title,
  columns: [
    { key: 'outcome', label: 'Outcome', text: outcomeText, value: (s) => (s.reached ? 1 : 0) },
    { key: 'survivors', label: 'Survivors', text: (s) => `${s.survivors} of ${C.TEAM_SIZE}`, value: (s) => s.survivors },
    { key: 'oxygen', label: 'Oxygen', text: (s) => String(s.oxygen), value: (s) => s.oxygen },
    { key: 'morale', label: 'Morale', text: (s) => String(s.morale), value: (s) => s.morale },
    { key: 'health', label: 'Team health (average)', text: (s) => String(s.health), value: (s) => s.health },
    { key: 'progress', label: 'Progress', text: (s) => String(s.progress), value: (s) => s.progress },
    { key: 'score', label: 'Score', text: (s) => String(s.score), value: (s) => s.score },
    { key: 'rounds', label: 'Rounds', text: (s) => String(s.rounds), value: (s) => s.rounds },
  ],
  main: { label: 'Score', value: (s) => s.score, higherIsBetter: true, format: (n) => String(Math.round(n)) },
};
