/**
 * Bullwhip Rush's classroom side: the class link's settings, the result code, the class report's columns. Pure: no
 * DOM, no storage.
 *
 * - Class settings: the scenario and the player's role (the two selects of the game's header), with the class's
 *   seed beside them (it drives the Noisy demand). Solo play uses the spec's SEED.
 * - The result code is the record (manifest.ts): the setup, the seed, the canonical moves and the summary, packed by
 *   the core's codec (`recordCodec`) and checked by replaying the moves. The order box's text is never in it: a
 *   move holds only the whole number the rules read (parseOrder).
 */
import { CodeError, encodeCode, type GameProgress } from '../core/code';
import { cost } from '../core/format';
import { codeMoves, recordCodec } from '../core/record';
import type { GameReport } from '../core/report';
import { MAX_ROUNDS, POWERS, TIERS, TIER_NAMES } from './constants';
import { canonicalMoves } from './engine';
import { manifest, summaryOf, type BullwhipDerived, type BullwhipPlayed, type BullwhipSummary } from './manifest';
import type { GameState, Move, PowerName } from './types';

export { summaryOf, type BullwhipSummary };

/* ------------------------------------------------------------------ settings and class link */

export { classSpec, ROLE_PARAM, SCENARIO_PARAM, TEAM_PARAM, type BullwhipClassSettings } from './classSpec';
import type { BullwhipClassSettings } from './classSpec';

export const settingsOf = (s: GameState): BullwhipClassSettings => ({ scenario: s.scenario, playerRole: s.playerRole });

/* ------------------------------------------------------------------ rounds and code */

/** One round of the player's: the order placed and the powers used (in POWERS order). */
export interface BullwhipRound {
  order: number;
  powers: PowerName[];
}

/**
 * The rounds the player played, read from the log (a finished game has MAX_ROUNDS of them): the signature of a
 * finished game's XP (components/bullwhip/CompletePanel.tsx, `finishId`), unchanged since before the record.
 */
export const movesOf = (s: GameState): BullwhipRound[] =>
  s.log.map((e) => ({ order: e.orders[s.playerRole], powers: POWERS.filter((p) => e.powersUsed.includes(p)) }));

/** The result-code codec, built by the core from the manifest. */
export const codec = recordCodec(manifest);

/** The moves a result code holds for a game: its record's canonical moves (a Bullwhip move holds no typed text). */
export const codeMovesOf = (played: Pick<BullwhipPlayed, 'record'>): Move[] => codeMoves(manifest, canonicalMoves(played.record.moves)) as Move[];

/** The round from which a game in progress can hand in a half-way code (docs/classroom.md, "Half-way codes"). */
export const HALF_WAY_ROUND = MAX_ROUNDS / 2;
/** Whether the game can hand in a half-way code now: at least half its rounds played, not finished. */
export const canHandInHalfWay = (s: GameState) => !s.isFinished && s.log.length >= HALF_WAY_ROUND;
/** How far the game has gone, as its half-way code says ("round 6 of 12, in progress"). */
export const halfWayProgress = (s: GameState): GameProgress => manifest.progress!(settingsOf(s), summaryOf(s));

/**
 * The result code of a game, for its end screen (a solo game: classId ''); with `inProgress`, the half-way code of a
 * game at least half played. `attempt` is the student's attempt number on this device (1 by default).
 */
export function codeFor(played: BullwhipPlayed, who: { classId: string; nickname: string; attempt?: number; inProgress?: boolean }): string {
  const s = played.state;
  if (who.inProgress ? !canHandInHalfWay(s) : !s.isFinished) throw new CodeError(who.inProgress ? 'the game is not half played' : 'the game is not finished');
  return encodeCode(codec, {
    classId: who.classId,
    nickname: who.nickname,
    attempt: who.attempt,
    inProgress: who.inProgress,
    settings: played.record.setup,
    seed: played.record.seed,
    moves: codeMovesOf(played),
    summary: summaryOf(s),
  });
}

/* ------------------------------------------------------------------ report */

/** "2.35×", or "—" when customer demand did not vary. */
export const ratioWords = (ratio: number | null) => (ratio === null ? '—' : `${ratio.toFixed(2)}×`);
export const serviceWords = (service: number) => `${service.toFixed(1)}%`;
/** The chain cost minus the autopilot's chain cost on the same demand: below 0, the student's chain cost less. */
export const versusAutopilot = (s: BullwhipSummary) => s.chainCost - s.autopilotChainCost;
/** "+12.5" / "−3.0" / "0.0": the chain cost minus the autopilot's chain cost. */
export const versusWords = (s: BullwhipSummary) => {
  const d = versusAutopilot(s);
  return d > 0 ? `+${cost(d)}` : d < 0 ? `−${cost(-d)}` : cost(0);
};

/**
 * The class report. The chain cost ranks (lower is better); the own tier's cost is beside it. The variance ratio is
 * shown for discussion and never ranks: steady orders have a ratio of 0 (docs/rules/bullwhip.md "Score").
 */
export const report: GameReport<BullwhipSummary, BullwhipDerived> = {
  game: 'bullwhip',
  title: 'Bullwhip Rush',
  columns: [
    { key: 'chainCost', label: 'Chain cost', text: (s) => cost(s.chainCost), value: (s) => s.chainCost },
    { key: 'cost', label: 'Your tier’s cost', text: (s) => cost(s.cost), value: (s) => s.cost },
    { key: 'service', label: 'Service', text: (s) => serviceWords(s.service), value: (s) => s.service },
    {
      key: 'ratio',
      label: 'Order variance ÷ demand variance',
      text: (s) => ratioWords(s.ratio),
      value: (s) => (s.ratio === null ? NaN : s.ratio),
    },
    { key: 'autopilotChainCost', label: 'Autopilot’s chain cost', text: (s) => cost(s.autopilotChainCost), value: (s) => s.autopilotChainCost },
    { key: 'versus', label: 'Chain cost against the autopilot', text: versusWords, value: versusAutopilot },
  ],
  main: { label: 'Chain cost', value: (s) => s.chainCost, higherIsBetter: false, format: cost },
  series: (s) => [
    { label: 'Orders', values: s.orders },
    { label: 'Customer demand', values: s.demand },
  ],
  // Team chains (docs/classroom.md, "Bullwhip team chains"): every tier's orders, one chart per tier, from the replay.
  seriesGroups: {
    heading: 'Team chains: every tier’s orders, round by round',
    of: (s, derived) =>
      isTeamDerived(derived)
        ? TIERS.map((t) => ({
            title: `${TIER_NAMES[t]}’s orders${derived.humans.includes(t) ? '' : ' (autopilot)'}`,
            series: [
              { label: `${TIER_NAMES[t]}’s orders`, values: derived.orders[t] },
              { label: 'Customer demand', values: s.demand },
            ],
          }))
        : [],
  },
};

/** What the replay of a Team chain derived (manifest.ts `derived`); anything else is not one. */
function isTeamDerived(d: unknown): d is BullwhipDerived {
  const x = d as BullwhipDerived | undefined;
  return !!x && Array.isArray(x.humans) && typeof x.orders === 'object' && x.orders !== null && TIERS.every((t) => Array.isArray(x.orders[t]));
}
