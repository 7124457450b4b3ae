/** Checks an untrusted saved Summit state (storage layer `validate`). */
import { isRngState } from '../core/prng';
import { isInt, isNum, isObject, isOneOf, isStr } from '../../lib/storage/envelope';
import { ROLES, TOTAL_ROUNDS } from './constants';
import type { SummitState } from './types';

const PHASES = ['roles', 'setup', 'decision', 'outcome', 'final'] as const;
const WEATHER = ['clear', 'cloudy', 'storm', 'blizzard'] as const;
const KINDS = ['decision', 'crisis'] as const;
const gauge = (x: unknown) => isNum(x, 0, 100);
const strOrNull = (x: unknown) => x === null || isStr(x, 1000);

export function validateSummitSave(data: unknown): SummitState | string {
  if (!isObject(data)) return 'not an object';
  const d = data;
  if (!isStr(d.seed, 200)) return 'seed';
  if (!isRngState(d.rng)) return 'rng';
  if (!isOneOf(d.phase, PHASES)) return 'phase';
  if (!isInt(d.round, 1, TOTAL_ROUNDS)) return 'round';
  if (!isNum(d.score, 0, 10_000)) return 'score';
  if (!gauge(d.oxygen) || !gauge(d.morale) || !gauge(d.progress)) return 'gauges';
  if (!isInt(d.campPosition, 0, 6)) return 'campPosition';
  if (!isOneOf(d.weatherCondition, WEATHER)) return 'weatherCondition';
  if (!Array.isArray(d.team) || d.team.length !== ROLES.length) return 'team';
  for (const m of d.team) {
    if (!isObject(m) || !isOneOf(m.role, ROLES) || !isStr(m.name, 100) || typeof m.isPlayer !== 'boolean' || !gauge(m.health) || typeof m.alive !== 'boolean') {
      return 'team member';
    }
  }
  if (!isObject(d.product)) return 'product';
  for (const k of ['productConcept', 'targetMarket', 'pricingStrategy', 'marketingChannel', 'businessModel']) {
    if (!isStr(d.product[k], 200)) return `product.${k}`;
  }
  if (d.founderProfile !== null) {
    const f = d.founderProfile;
    if (!isObject(f) || !Array.isArray(f.strengths) || !f.strengths.every((s) => isStr(s, 200)) || !strOrNull(f.industry)) return 'founderProfile';
  }
  if (d.rivalProfile !== null) {
    const r = d.rivalProfile;
    if (!isObject(r) || !strOrNull(r.competitor) || !isStr(r.uniquenessText, 2000) || !(r.uniquenessScore === null || isOneOf(r.uniquenessScore, ['low', 'medium', 'high'] as const))) {
      return 'rivalProfile';
    }
  }
  if (!(d.selectedRole === null || isOneOf(d.selectedRole, ROLES))) return 'selectedRole';
  if (typeof d.roleConfirmed !== 'boolean' || typeof d.roleDefaulted !== 'boolean') return 'role flags';
  if (!(d.roundKind === null || isOneOf(d.roundKind, KINDS))) return 'roundKind';
  if (!isObject(d.crisisVotes) || !Object.entries(d.crisisVotes).every(([k, v]) => isOneOf(k, ROLES) && isStr(v, 100))) return 'crisisVotes';
  if (!(d.roundOutcome === null || (isObject(d.roundOutcome) && Array.isArray(d.roundOutcome.effects)))) return 'roundOutcome';
  if (!strOrNull(d.lastDecision) || !strOrNull(d.lastDecisionId)) return 'lastDecision';
  if (!isInt(d.timeRemaining, 0, 600)) return 'timeRemaining';
  if (!Array.isArray(d.history) || d.history.length > TOTAL_ROUNDS) return 'history';
  for (const h of d.history) {
    if (!isObject(h) || !isInt(h.round, 1, TOTAL_ROUNDS) || !isStr(h.decisionText, 1000) || !Array.isArray(h.votes) || !isObject(h.outcome) || !Array.isArray(h.outcome.effects)) {
      return 'history entry';
    }
  }
  if (!(d.summitReached === null || typeof d.summitReached === 'boolean')) return 'summitReached';
  if ((d.phase === 'decision' || d.phase === 'outcome') && (d.selectedRole === null || d.roundKind === null)) return 'round without role';
  if (d.phase === 'outcome' && d.roundOutcome === null) return 'outcome missing';
  return d as unknown as SummitState;
}
