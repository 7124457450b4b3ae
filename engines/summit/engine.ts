/**
 * The Summit rules: `step(state, move) → Step<SummitState>` (engines/core/contract.ts), kept on the core's record
 * (engines/summit/manifest.ts; docs/engines.md). Plain JSON state; every random draw is named by its purpose and
 * round (`randomFor(seed, 'accident', round)`). A refused move returns the same state and a refusal with its code
 * (`refusal()` below: the one check the step and the screens share), never throws. A round that opens without a role
 * returns a `warning` notice with the new state (the spec's "console warning": the dashboard logs it with
 * console.warn). The story is content data (content/summit/story.ts), read by default; tests may pass small stories of
 * their own. The rules' formulas live in rules.ts.
 */
import { applied, refusedAs, type Refusal, type Step } from '../core/contract';
import { randomFor } from '../core/streams';
import { cleanText } from '../core/text';
import { checkFounderProfile, checkRivalProfile } from './profiles';
import * as C from './constants';
import {
  aiPick,
  clamp,
  computeOutcome,
  isSummitReached,
  keywordsIn,
  roundKindFor,
  scoreFor,
  settleVote,
  survivorsOf,
  validateProduct,
  weatherForRound,
} from './rules';
import { STORY } from '../../content/summit/story';
import type { Member, Product, RoleId, RoundRecord, Story, SummitAction, SummitOption, SummitState, Vote } from './types';

export const EMPTY_PRODUCT: Product = {
  productConcept: '',
  targetMarket: '',
  pricingStrategy: '',
  marketingChannel: '',
  businessModel: '',
};

/** The player's seat plus the four AI seats, in role-card order; AI players carry their role titles. */
export function buildTeam(playerRole: RoleId | null): Member[] {
  return C.ROLES.map((role) => ({
    role,
    name: role === playerRole ? 'You' : `AI ${C.ROLE_TITLES[role]}`,
    isPlayer: role === playerRole,
    health: C.START_HEALTH,
    alive: true,
  }));
}

/**
 * A new expedition (the record's start): the seed is always given (the screens pass `newSeed('SUMMIT')`,
 * engines/core/seed.ts, or the class's seed), and the role picked on the cards or given by a class link, if any
 * (picked, not yet confirmed: the team is built when it is).
 */
export function initialState(seed: string, role: RoleId | null = null): SummitState {
  return {
    seed,
    phase: 'roles',
    round: 1,
    score: 0,
    oxygen: C.START_OXYGEN,
    morale: C.START_MORALE,
    team: buildTeam(null),
    progress: 0,
    campPosition: 0,
    weatherCondition: weatherForRound(1),
    product: { ...EMPTY_PRODUCT },
    founderProfile: null,
    rivalProfile: null,
    selectedRole: role,
    roleConfirmed: false,
    roleDefaulted: false,
    roundKind: null,
    crisisVotes: {},
    roundOutcome: null,
    lastDecision: null,
    lastDecisionId: null,
    history: [],
    summitReached: null,
  };
}

/** Opens a round: default role, weather, kind, empty votes (the screen restarts its discussion clock). */
function startRound(state: SummitState, round: number): Step<SummitState> {
  let defaulted = false;
  let next: SummitState = state;
  if (!next.selectedRole) {
    defaulted = true;
    next = { ...next, selectedRole: C.DEFAULT_ROLE, roleConfirmed: true, roleDefaulted: true, team: buildTeam(C.DEFAULT_ROLE) };
  }
  next = {
    ...next,
    phase: 'decision',
    round,
    weatherCondition: weatherForRound(round),
    roundKind: roundKindFor(round),
    crisisVotes: {},
    roundOutcome: null,
  };
  return applied(next, defaulted ? { kind: 'warning', message: C.MSG_NO_ROLE_WARNING } : undefined);
}

/** The options a role chooses from in the current round. */
export function optionsFor(story: Story, round: number, role: RoleId): SummitOption[] {
  const content = story[round - 1];
  if (!content) return [];
  return content.kind === 'crisis' ? content.options : content.options[role] ?? [];
}

function finish(state: SummitState): SummitState {
  const survivors = survivorsOf(state.team);
  const summit = isSummitReached(state.progress, state.oxygen, survivors);
  return {
    ...state,
    phase: 'final',
    summitReached: summit,
    score: scoreFor(state.progress, state.oxygen, state.morale, survivors, summit),
  };
}

/** The stable codes of Summit's refusals (docs/engines.md, "Refusals"): screens switch on these, never on a message. */
export const REFUSAL = {
  noRole: 'no-role',
  roleLocked: 'role-locked',
  alreadyStarted: 'already-started',
  productInvalid: 'product-invalid',
  roundClosed: 'round-closed',
  voteInvalid: 'vote-invalid',
  noOutcome: 'no-outcome',
} as const;

const VOTE_REFUSAL: Refusal = { code: REFUSAL.voteInvalid, message: C.MSG_VOTE_TITLE, detail: C.MSG_VOTE_DESCRIPTION };

/**
 * Why another role cannot be picked now, or null while it can: the role is locked once it is confirmed or the
 * expedition has begun (any applied move confirms it). Picking a role starts the record again with that role
 * (the record's setup), so the role screen reads this for the cards' locked state and reason.
 */
export function roleChangeRefusal(state: SummitState): Refusal | null {
  return state.roleConfirmed || state.phase !== 'roles' ? { code: REFUSAL.roleLocked, message: C.MSG_ROLE_LOCKED } : null;
}

/**
 * Why `action` would be refused now, or null when the step would take it. The one check: `step` refuses with
 * exactly this, and the screens read it for a control's locked state or reason.
 */
export function refusal(state: SummitState, action: SummitAction, story: Story = STORY): Refusal | null {
  switch (action.type) {
    case 'confirmRole':
    case 'startSimulation':
      return state.selectedRole ? null : { code: REFUSAL.noRole, message: C.MSG_SELECT_ROLE };
    case 'setupProduct': {
      if (state.phase !== 'roles' && state.phase !== 'setup') return { code: REFUSAL.alreadyStarted, message: C.MSG_ALREADY_STARTED };
      const first = Object.values(validateProduct(action.product))[0];
      return first ? { code: REFUSAL.productInvalid, message: first } : null;
    }
    case 'submitDecision': {
      // A round takes one decision: refused when this round (or the last round) already has its record.
      if (state.phase !== 'decision' || !state.roundKind || state.history.length >= state.round || state.history.length >= C.TOTAL_ROUNDS) {
        return { code: REFUSAL.roundClosed, message: C.MSG_ROUND_CLOSED };
      }
      const { role, optionId } = action;
      if (!role || !optionId || role !== state.selectedRole) return VOTE_REFUSAL;
      return optionsFor(story, state.round, role).some((o) => o.id === optionId) ? null : VOTE_REFUSAL;
    }
    case 'advance':
      return state.phase === 'outcome' ? null : { code: REFUSAL.noOutcome, message: C.MSG_NO_OUTCOME };
    default:
      return null;
  }
}

/** The step function: refused actions come back with the same state and `refusal(...)`; nothing throws. */
export function step(state: SummitState, action: SummitAction, story: Story = STORY): Step<SummitState> {
  const why = refusal(state, action, story);
  if (why) return refusedAs(state, why.code!, why.message, why.detail);
  switch (action.type) {
    case 'confirmRole':
      if (state.roleConfirmed) return applied(state);
      return applied({ ...state, roleConfirmed: true, team: buildTeam(state.selectedRole) });

    case 'startSimulation':
      if (state.phase !== 'roles') return applied(state);
      // DECISION: 'Start Simulation' with a role picked but not yet confirmed confirms it.
      return applied({ ...state, roleConfirmed: true, team: buildTeam(state.selectedRole), phase: 'setup' });

    case 'setupProduct': {
      const p = action.product;
      // Stored as judged: cleaned (NFC, no control, bidi or zero-width characters, spaces collapsed and trimmed).
      const product: Product = {
        productConcept: cleanText(p.productConcept),
        targetMarket: cleanText(p.targetMarket),
        pricingStrategy: p.pricingStrategy,
        marketingChannel: p.marketingChannel,
        businessModel: p.businessModel,
      };
      const base: SummitState = {
        ...state,
        product,
        // A profile that is not valid is left out rather than stored (the pre-fill is a convenience).
        founderProfile: checkFounderProfile(action.founderProfile ?? state.founderProfile) ?? null,
        rivalProfile: checkRivalProfile(action.rivalProfile ?? state.rivalProfile) ?? null,
        roleConfirmed: state.selectedRole ? true : state.roleConfirmed,
        team: buildTeam(state.selectedRole),
      };
      return startRound(base, 1);
    }

    case 'submitDecision': {
      const role = action.role as RoleId; // refusal() checked: the player's own role
      const playerOptions = optionsFor(story, state.round, role);
      const chosen = playerOptions.find((o) => o.id === action.optionId)!;

      const votes: Vote[] = [];
      for (const m of state.team) {
        if (!m.alive && m.role !== role) continue; // the fallen do not vote
        if (m.role === role) {
          votes.push({ role, optionId: chosen.id, byPlayer: true });
        } else {
          const opts = optionsFor(story, state.round, m.role);
          if (opts.length === 0) continue;
          votes.push({ role: m.role, optionId: aiPick(m.role, opts, chosen.id).id, byPlayer: false });
        }
      }

      let decision: SummitOption = chosen;
      let settledBy: RoundRecord['settledBy'] = 'role';
      if (state.roundKind === 'crisis') {
        const settled = settleVote(votes, playerOptions);
        decision = playerOptions.find((o) => o.id === settled.optionId)!;
        settledBy = settled.settledBy;
      }

      // The round's own accident stream (docs/rules/summit.md, "Accidents"): the chance, then who is hurt.
      const rng = randomFor(state.seed, C.ACCIDENT_STREAM, state.round);
      let accident: RoleId | null = null;
      if (C.ACCIDENTS_ENABLED && decision.risk && decision.risk > 0 && rng.chance(decision.risk)) {
        const living = state.team.filter((m) => m.alive);
        if (living.length) accident = rng.pick(living).role;
      }
      const result = computeOutcome(
        { round: state.round, weather: state.weatherCondition, oxygen: state.oxygen, morale: state.morale, progress: state.progress, team: state.team },
        decision.text,
        accident,
      );
      const crisisVotes: Partial<Record<RoleId, string>> = {};
      for (const v of votes) crisisVotes[v.role] = v.optionId;
      const record: RoundRecord = {
        round: state.round,
        kind: state.roundKind!,
        weather: state.weatherCondition,
        decisionId: decision.id,
        decisionText: decision.text,
        keywords: keywordsIn(decision.text),
        votes,
        settledBy,
        outcome: result.outcome,
      };
      const survivors = survivorsOf(result.team);
      return applied({
        ...state,
        phase: 'outcome',
        crisisVotes,
        lastDecision: decision.text,
        lastDecisionId: decision.id,
        roundOutcome: result.outcome,
        oxygen: result.oxygen,
        morale: result.morale,
        progress: result.progress,
        campPosition: result.campPosition,
        team: result.team,
        score: scoreFor(result.progress, result.oxygen, result.morale, survivors, false),
        history: [...state.history, record],
      });
    }

    case 'advance': {
      // Advancing clamps oxygen and morale (already clamped when the outcome was applied).
      const clamped = { ...state, oxygen: clamp(state.oxygen), morale: clamp(state.morale) };
      if (clamped.round >= C.TOTAL_ROUNDS || survivorsOf(clamped.team) === 0) return applied(finish(clamped));
      return startRound(clamped, clamped.round + 1);
    }

    default:
      return applied(state);
  }
}
