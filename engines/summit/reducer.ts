/**
 * The Summit reducer: (state, action) -> { state, error?, warning? }.
 * Plain JSON state with the PRNG inside it; a refused action returns the same
 * state and a message, never throws. The story (content) is passed in so the
 * engine holds no texts and tests can use small stories of their own.
 */
import { Rng, seedRng } from '../core/prng';
import { cleanText } from '../core/text';
import { checkFounderProfile, checkRivalProfile } from './profiles';
import * as C from './constants';
import {
  aiPick,
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
import type { Member, Product, RoleId, RoundRecord, Story, StepResult, SummitAction, SummitOption, SummitState, Vote } from './types';

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

export function initialState(seed: string = C.DEFAULT_SEED): SummitState {
  return {
    seed,
    rng: seedRng(seed),
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
    selectedRole: null,
    roleConfirmed: false,
    roleDefaulted: false,
    roundKind: null,
    crisisVotes: {},
    roundOutcome: null,
    lastDecision: null,
    lastDecisionId: null,
    timeRemaining: C.ROUND_TIMER_SECONDS,
    history: [],
    summitReached: null,
  };
}

const refuse = (state: SummitState, title: string, description?: string): StepResult => ({
  state,
  error: description ? { title, description } : { title },
});

const voteError = (state: SummitState) => refuse(state, C.MSG_VOTE_TITLE, C.MSG_VOTE_DESCRIPTION);

/** Opens a round: default role, weather, kind, empty votes, a fresh timer. */
function startRound(state: SummitState, round: number): StepResult {
  let warning: string | undefined;
  let next: SummitState = state;
  if (!next.selectedRole) {
    warning = C.MSG_NO_ROLE_WARNING;
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
    timeRemaining: C.ROUND_TIMER_SECONDS,
  };
  return warning ? { state: next, warning } : { state: next };
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

export function reduce(state: SummitState, action: SummitAction, story: Story): StepResult {
  switch (action.type) {
    case 'reset':
      if (typeof action.seed !== 'string' || action.seed.length > C.SEED_MAX_LENGTH) return refuse(state, C.MSG_SEED_TOO_LONG);
      return { state: initialState(action.seed) };

    case 'selectRole': {
      if (state.roleConfirmed || state.phase !== 'roles') return refuse(state, C.MSG_ROLE_LOCKED);
      if (!(C.ROLES as readonly string[]).includes(action.role)) return refuse(state, C.MSG_SELECT_ROLE);
      return { state: { ...state, selectedRole: action.role } };
    }

    case 'confirmRole': {
      if (!state.selectedRole) return refuse(state, C.MSG_SELECT_ROLE);
      if (state.roleConfirmed) return { state };
      return { state: { ...state, roleConfirmed: true, team: buildTeam(state.selectedRole) } };
    }

    case 'startSimulation': {
      if (!state.selectedRole) return refuse(state, C.MSG_SELECT_ROLE);
      if (state.phase !== 'roles') return { state };
      // DECISION: 'Start Simulation' with a role picked but not yet confirmed confirms it.
      return { state: { ...state, roleConfirmed: true, team: buildTeam(state.selectedRole), phase: 'setup' } };
    }

    case 'setupProduct': {
      if (state.phase !== 'roles' && state.phase !== 'setup') return refuse(state, 'The expedition has already started.');
      const errors = validateProduct(action.product);
      const first = Object.values(errors)[0];
      if (first) return refuse(state, first);
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

    case 'tick': {
      if (state.phase !== 'decision' || state.timeRemaining <= 0) return { state };
      return { state: { ...state, timeRemaining: state.timeRemaining - 1 } };
    }

    case 'submitDecision': {
      // A round takes one decision: refused when this round (or the last round) already has its record.
      if (state.phase !== 'decision' || !state.roundKind || state.history.length >= state.round || state.history.length >= C.TOTAL_ROUNDS) {
        return refuse(state, C.MSG_ROUND_CLOSED);
      }
      const role = action.role;
      if (!role || !action.optionId || role !== state.selectedRole) return voteError(state);
      const playerOptions = optionsFor(story, state.round, role);
      const chosen = playerOptions.find((o) => o.id === action.optionId);
      if (!chosen) return voteError(state);

      const rng = new Rng(state.rng);
      const votes: Vote[] = [];
      for (const m of state.team) {
        if (!m.alive && m.role !== role) continue; // the fallen do not vote
        if (m.role === role) {
          votes.push({ role, optionId: chosen.id, byPlayer: true });
        } else {
          const opts = optionsFor(story, state.round, m.role);
          if (opts.length === 0) continue;
          votes.push({ role: m.role, optionId: aiPick(m.role, opts, rng).id, byPlayer: false });
        }
      }

      let decision: SummitOption = chosen;
      let settledBy: RoundRecord['settledBy'] = 'role';
      if (state.roundKind === 'crisis') {
        const settled = settleVote(votes, playerOptions);
        decision = playerOptions.find((o) => o.id === settled.optionId)!;
        settledBy = settled.settledBy;
      }

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
        kind: state.roundKind,
        weather: state.weatherCondition,
        decisionId: decision.id,
        decisionText: decision.text,
        keywords: keywordsIn(decision.text),
        votes,
        settledBy,
        outcome: result.outcome,
      };
      const survivors = survivorsOf(result.team);
      return {
        state: {
          ...state,
          rng: rng.state,
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
        },
      };
    }

    case 'advance': {
      if (state.phase !== 'outcome') return refuse(state, 'There is no round outcome to move on from.');
      // Advancing clamps oxygen and morale (already clamped when the outcome was applied).
      const clamped = { ...state, oxygen: Math.min(100, Math.max(0, state.oxygen)), morale: Math.min(100, Math.max(0, state.morale)) };
      if (clamped.round >= C.TOTAL_ROUNDS || survivorsOf(clamped.team) === 0) return { state: finish(clamped) };
      return startRound(clamped, clamped.round + 1);
    }

    case 'climbAgain': {
      if (state.phase !== 'final') return refuse(state, 'Finish this expedition first.');
      if (typeof action.seed !== 'string' || action.seed.length > C.SEED_MAX_LENGTH) return refuse(state, C.MSG_SEED_TOO_LONG);
      const fresh = initialState(action.seed);
      const base: SummitState = {
        ...fresh,
        selectedRole: state.selectedRole,
        roleConfirmed: true,
        team: buildTeam(state.selectedRole),
        product: state.product,
        founderProfile: state.founderProfile,
        rivalProfile: state.rivalProfile,
      };
      return startRound(base, 1);
    }

    default:
      return { state };
  }
}
