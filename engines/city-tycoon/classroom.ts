/**
 * City Tycoon's classroom side (docs/classroom.md; docs/rules/city-tycoon.md, "Players and codes"): the class link's
 * settings, the result code and the class report's view. A table of 2–6 students plays on one device: ONE code per
 * table, players named "Player 1…n". The names the students typed are never in a code: the code's setup is the table's
 * settings (manifest.ts `codeManifest`), the replay names the players "Player 1…n", and no rule reads a name (names
 * only appear in log and coach texts; the ranking breaks ties by seat, not by name).
 *
 * The code is the game's record (docs/engines.md, "The record"), packed by the core (`recordCodec`): the settings, the
 * seed (a seed the table typed in its private form), every move as one number (moves.ts) and the summary.
 */
import { encodeCode } from '../core/code';
import { dollars } from '../core/format';
import { codeMoves, recordCodec, type Played } from '../core/record';
import type { GameReport } from '../core/report';
import { privateSeed } from '../core/streams';
import { REPORT_THRESHOLDS, TITLE } from './constants';
import { codeManifest, manifest, settingsOf, summaryOf, type TycoonDerived, type TycoonSummary } from './manifest';
import type { Move } from './moves';
import type { EndReason, GameState, SetupInput } from './types';

export {
  DEFAULT_SETTINGS,
  PLAYERS_DEFAULT,
  setupOf,
  settingsOf,
  summaryOf,
  tableNames,
  type TycoonDerived,
  type TycoonRow,
  type TycoonSettings,
  type TycoonSummary,
} from './manifest';
export { isCheapSale } from './selectors';
export { MAX_MOVES, MOVE_COUNT, moveAt, moveIndex, type TycoonMove } from './moves';

/* ------------------------------------------------------------------ settings and class links */

export { classSpec, LINK_TEXT } from './classSpec';

/* ------------------------------------------------------------------ the result code */

/** The codec the teacher's page reads City Tycoon codes with: the core's, from the code's description of the game. */
export const codec = recordCodec(codeManifest);

/** A City Tycoon game being played: its record and the state it replays to. */
export type TycoonPlayed = Played<GameState, SetupInput, Move>;

/** The moves a code and a finish hold for a record: each move's number (moves.ts). */
export const codedMoves = (played: TycoonPlayed): number[] => codeMoves(manifest, played.record.moves) as number[];

/**
 * The table's result code (class id '' for a solo game), made from the game's record. `seed` is the class's seed as
 * the link gave it; a solo table's seed (typed in the seed box) goes in its private form (engines/core/streams.ts).
 */
export function codeFor(played: TycoonPlayed, who: { classId: string; nickname: string; seed?: string; attempt?: number }): string {
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    seed: who.seed ?? privateSeed(played.state.seed),
    settings: settingsOf(played.record.setup),
    moves: codedMoves(played) as unknown as Move[],
    summary: summaryOf(played.state),
  });
}

/* ------------------------------------------------------------------ the class report */

/** "half", or the share as a percentage: the threshold in the reason's words. */
const shareWords = (share: number) => (share === 0.5 ? 'half' : `${Math.round(share * 100)} %`);

/**
 * Why a table is listed but not ranked (docs/rules/city-tycoon.md, "Auctions on the report"): more than
 * REPORT_THRESHOLDS.cheapAllowed tiles sold at auction below REPORT_THRESHOLDS.cheapShare of their price.
 */
export function cheapAuctionReason(cheapAuctions: number): string | null {
  if (!(cheapAuctions > REPORT_THRESHOLDS.cheapAllowed)) return null;
  return `Not ranked: ${cheapAuctions} tiles were sold at auction for less than ${shareWords(REPORT_THRESHOLDS.cheapShare)} their price — agree with the table how auctions should be played, and replay.`;
}

const isDerived = (d: unknown): d is TycoonDerived => typeof d === 'object' && d !== null && Number.isInteger((d as TycoonDerived).cheapAuctions);
const winners = (s: TycoonSummary) => s.players.flatMap((p, i) => (p.rank === 1 ? [i] : []));
export const topWorth = (s: TycoonSummary) => Math.max(...s.players.filter((p) => p.rank === 1).map((p) => p.worth));
export const END_WORDS: Record<EndReason, string> = { cap: 'turn cap', lastStanding: 'last player standing' };

/** "1. Player 2 $3,100 · 2. Player 1 $2,040 · 3. Player 3 −$60 (bankrupt)" */
export function rankingText(s: TycoonSummary): string {
  return s.players
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((p) => `${p.rank}. Player ${p.i + 1} ${dollars(p.worth)}${p.bankrupt ? ' (bankrupt)' : ''}`)
    .join(' · ');
}

export const report: GameReport<TycoonSummary> = {
  game: 'city-tycoon',
  title: TITLE,
  columns: [
    { key: 'players', label: 'Players', text: (s) => String(s.players.length), value: (s) => s.players.length },
    { key: 'winner', label: 'Winner', text: (s) => winners(s).map((i) => `Player ${i + 1}`).join(' = ') },
    { key: 'top', label: 'Winning net worth', text: (s) => dollars(topWorth(s)), value: topWorth },
    {
      key: 'gap',
      label: 'Gap first to last',
      text: (s) => dollars(topWorth(s) - Math.min(...s.players.map((p) => p.worth))),
      value: (s) => topWorth(s) - Math.min(...s.players.map((p) => p.worth)),
    },
    { key: 'bankrupt', label: 'Bankrupt', text: (s) => String(s.players.filter((p) => p.bankrupt).length), value: (s) => s.players.filter((p) => p.bankrupt).length },
    { key: 'ranking', label: 'Ranking by net worth', text: rankingText },
    { key: 'end', label: 'Ended by', text: (s) => (s.endReason ? END_WORDS[s.endReason] : 'not finished') },
    { key: 'turns', label: 'Turns played', text: (s) => String(s.turns), value: (s) => s.turns },
  ],
  main: { label: 'Winning net worth', value: topWorth, higherIsBetter: true, format: dollars },
  unranked: (_row, derived) => (isDerived(derived) ? cheapAuctionReason(derived.cheapAuctions) : null),
};
