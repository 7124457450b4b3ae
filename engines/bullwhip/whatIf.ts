/**
 * "What if?" for Bullwhip Rush (docs/rules/bullwhip.md, "What if?"; the core's replay: docs/engines.md, "What if?"):
 * a student's own game, replayed through the same rules on the same scenario, role and seed, with one change — from
 * round N on, a named policy places the student's orders:
 *
 * - `received`: "order what you received": each round, the student's tier orders exactly the demand it faces that
 *   round (the Retailer the customers' demand, another tier the order arriving from its customer: the log's
 *   `received`), with no powers;
 * - `autopilot`: "the supply-line autopilot": the automated tiers' own rule (engine.ts `supplyLineOrder`) plays the
 *   student's seat too, with no powers.
 *
 * The change is a policy, never an edited result: the policy's orders are moves the rules step like any other, and a
 * move the rules refuse stops the replay there (the sentence says so). The chart compares the chain's cost, round by
 * round: the chain's total cost is the game's score (docs/rules/bullwhip.md, "Score"), so a policy that only moves
 * cost from the student's tier onto the others is not shown as better. The tier's own cost is in the sentence and
 * the table. Pure: no React, no DOM.
 */
import { decodeCode } from '../core/code';
import { cost } from '../core/format';
import type { GameRecord } from '../core/record';
import { movesBefore, whatIf, type Policy, type WhatIfResult } from '../core/whatIf';
import { MAX_ROUNDS } from './constants';
import { codec } from './classroom';
import { demandFor, resolveRound } from './engine';
import { rules } from './index';
import { manifest } from './manifest';
import type { GameState, Move, Setup } from './types';

export const BULLWHIP_POLICIES = ['received', 'autopilot'] as const;
export type BullwhipPolicyId = (typeof BULLWHIP_POLICIES)[number];

/** The policies as the student reads them (the dialog's choices and the sentence). */
export const BULLWHIP_POLICY_WORDS: Record<BullwhipPolicyId, { label: string; help: string; lead: (round: number) => string }> = {
  received: {
    label: 'Order what you received',
    lead: (round) => `If your tier had ordered what it received from round ${round}`,
    help: 'Each round your tier orders exactly the demand it faces that round: the customers’ demand for the Retailer, the order arriving from your customer for the others. No powers.',
  },
  autopilot: {
    label: 'The supply-line autopilot',
    lead: (round) => `With the supply-line autopilot in your seat from round ${round}`,
    help: 'The rule the other tiers follow plays your seat: its forecast plus the gaps in stock and in the units already on order. No powers.',
  },
};

/** The demand the player's tier faces in the coming round (step 4 of the round; it does not depend on any order). */
export const demandFacing = (s: GameState): number =>
  s.playerRole === 'R' ? demandFor(s.scenario, s.round, s.seed) : s.nodes[s.playerRole].inOrders[0];

/** What the supply-line autopilot orders in the player's seat this round (step 6, after the round's shipping). */
export const autopilotOrderFor = (s: GameState): number => resolveRound(s, null).log[s.log.length].orders[s.playerRole];

/** A policy that places `order(state)` every round until the game ends (starting the game first if it has not). */
const ordering =
  (order: (s: GameState) => number): Policy<GameState, Move> =>
  (s) =>
    s.isFinished ? null : !s.isStarted ? { type: 'start' } : { type: 'resolve', order: order(s) };

/** "Order what you received" as a policy: the order is the demand the tier faces that round. */
export const orderWhatYouReceived = (): Policy<GameState, Move> => ordering(demandFacing);

/** "The supply-line autopilot" as a policy: the automated tiers' rule places the player's order. */
export const supplyLineAutopilot = (): Policy<GameState, Move> => ordering(autopilotOrderFor);

export const policyOf = (id: BullwhipPolicyId): Policy<GameState, Move> => (id === 'received' ? orderWhatYouReceived() : supplyLineAutopilot());

/** Rounds a game's record has resolved. */
export const roundsPlayed = (record: GameRecord<Setup, Move>): number => record.moves.filter((m) => m.type === 'resolve').length;

/** The rounds a change may start from: 1 to the last round the record played (later would change nothing). */
export function roundRange(record: GameRecord<Setup, Move>): { min: number; max: number } {
  return { min: 1, max: Math.max(1, Math.min(MAX_ROUNDS, roundsPlayed(record))) };
}

/** Why `round` cannot start a change, or null. */
export function roundProblem(record: GameRecord<Setup, Move>, round: number): string | null {
  const { min, max } = roundRange(record);
  if (!Number.isInteger(round) || round < min || round > max) return `Choose a round from ${min} to ${max}.`;
  return null;
}

export interface BullwhipLine {
  /** The chain's cost so far after each round (index 0: round 1). */
  chainCost: number[];
  /** The player's tier's cost so far after each round. */
  tierCost: number[];
  /** The player's order each round. */
  orders: number[];
}

export interface BullwhipWhatIf {
  policy: BullwhipPolicyId;
  fromRound: number;
  actual: BullwhipLine;
  whatIf: BullwhipLine;
  /** The replay itself (its states, moves, and where it stopped). */
  result: WhatIfResult<GameState, Move>;
  /** Set when a move of the policy was refused: the round it was for, the move, and the rules' message. */
  stopped: { round: number; order: number | null; message: string } | null;
  sentence: string;
}

/** A game's lines, from its log. */
export function lineOf(s: GameState): BullwhipLine {
  const me = s.playerRole;
  const chainCost: number[] = [];
  const tierCost: number[] = [];
  let chain = 0;
  let tier = 0;
  for (const e of s.log) {
    chain += e.costs.R + e.costs.W + e.costs.D + e.costs.F;
    tier += e.costs[me];
    chainCost.push(chain);
    tierCost.push(tier);
  }
  return { chainCost, tierCost, orders: s.log.map((e) => e.orders[me]) };
}

const last = (xs: readonly number[]) => (xs.length ? xs[xs.length - 1] : 0);

/**
 * Replays `record` up to round `fromRound` (the record's moves of the rounds before it), then lets the named policy
 * play the rest of the game.
 */
export function bullwhipWhatIf(
  record: GameRecord<Setup, Move>,
  fromRound: number,
  policy: BullwhipPolicyId,
  /** The policy itself (tests pass their own; the screen never does). */
  play: Policy<GameState, Move> = policyOf(policy),
): BullwhipWhatIf {
  const from = movesBefore(rules, record, (s) => s.isStarted && s.round >= fromRound);
  const result = whatIf(rules, record, from, play, (s) => s.isFinished);
  const actualState = result.broken ? result.state : actualOf(record);
  const actual = lineOf(actualState);
  const mine = lineOf(result.state);
  const stopped = result.stopped
    ? {
        round: result.state.round,
        order: result.stopped.move.type === 'resolve' ? result.stopped.move.order : null,
        message: result.stopped.refusal.message,
      }
    : null;
  const lead = BULLWHIP_POLICY_WORDS[policy].lead(fromRound);
  let sentence: string;
  if (result.broken) sentence = `Your game does not replay under today’s rules (move ${result.broken.at + 1}: ${result.broken.refusal.message}), so there is no “what if?” to show.`;
  else if (stopped)
    sentence =
      `${lead}, the replay stops in round ${stopped.round}: the rules refuse ${stopped.order === null ? 'the policy’s move' : `an order of ${stopped.order}`} (“${stopped.message}”). ` +
      `Up to round ${mine.chainCost.length}, the chain’s cost would be ${cost(last(mine.chainCost))} instead of ${cost(actual.chainCost[mine.chainCost.length - 1] ?? 0)}.`;
  else
    sentence =
      `${lead}, the chain’s cost (your score) would be ${cost(last(mine.chainCost))} instead of ${cost(last(actual.chainCost))}, ` +
      `and your tier’s cost ${cost(last(mine.tierCost))} instead of ${cost(last(actual.tierCost))}.`;
  return { policy, fromRound, actual, whatIf: mine, result, stopped, sentence };
}

function actualOf(record: GameRecord<Setup, Move>): GameState {
  let s = rules.init(record.setup, record.seed);
  for (const m of record.moves) s = rules.step(s, m).state;
  return s;
}

/**
 * The record a result code carries (a report row), or null when the text is no Bullwhip code. The report verified it
 * already; this only unpacks it.
 */
export function recordOfCode(text: string): GameRecord<Setup, Move> | null {
  const out = decodeCode(text, { bullwhip: codec });
  if (!out.ok || out.code.game !== 'bullwhip') return null;
  const c = out.code;
  const moves = (c.moves as unknown[]).map((m) => (manifest.codeMove ? manifest.codeMove.back(m) : m)) as Move[];
  return { game: 'bullwhip', rulesVersion: rules.RULES_VERSION, setup: c.settings as Setup, seed: c.seed, moves };
}
