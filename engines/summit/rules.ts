/**
 * The rules of a Summit round as pure functions (spec 4 and 9). The engine (engine.ts)
 * strings them together; tests call them directly at their boundaries.
 */
import { cleanText } from '../core/text';
import * as C from './constants';
import { signed } from './copy';
import type {
  Effect,
  Keyword,
  Member,
  Product,
  RoleId,
  RoundKind,
  RoundOutcome,
  StanceTag,
  SummitOption,
  Vote,
  Weather,
} from './types';
import { KEYWORD_VALUES } from './types';

export const clamp = (n: number, min = C.GAUGE_MIN, max = C.GAUGE_MAX) => Math.min(max, Math.max(min, n));

/** Clear below round 3, cloudy on 3-4, storm on 5, blizzard after. */
export function weatherForRound(round: number): Weather {
  if (round < C.CLOUDY_FROM_ROUND) return 'clear';
  if (round < C.STORM_ROUND) return 'cloudy';
  if (round === C.STORM_ROUND) return 'storm';
  return 'blizzard';
}

/** Odd rounds above 1 (3, 5, 7) open a crisis vote; the others a role decision. */
export function roundKindFor(round: number): RoundKind {
  return round >= C.FIRST_CRISIS_ROUND && round % 2 === 1 ? 'crisis' : 'decision';
}

/** The spec's keywords found in a decision text (case-insensitive substring, as the spec says "containing"). */
export function keywordsIn(text: string): Keyword[] {
  const t = text.toLowerCase();
  return KEYWORD_VALUES.filter((k) => t.includes(k));
}

/** 14 + floor(morale / 100 * 4): the climb at the normal pace (spec 9). */
export function progressGainFor(morale: number): number {
  return C.PROGRESS_BASE + Math.floor((morale / 100) * C.PROGRESS_MORALE_FACTOR);
}

/** Exhausted: morale below EXHAUSTED_BELOW at the start of the round (docs/rules/summit.md, "Pace and exhaustion"). */
export const isExhausted = (morale: number) => morale < C.EXHAUSTED_BELOW;

export interface ClimbPart {
  amount: number;
  reason: string;
  source: 'progress' | 'pace' | 'exhaustion';
}

/**
 * This round's climb, before the cap at 100, from the morale at the start of the round and the decision's keywords:
 * the spec's climb, + PUSH_PROGRESS for "push", + REST_PROGRESS for "rest" (never below 0); an exhausted team makes
 * no progress at all, so a push or a rest changes nothing then. The parts add up to `gain`; the outcome lists them.
 */
export function climbFor(morale: number, keywords: readonly Keyword[]): { gain: number; parts: ClimbPart[] } {
  const base = progressGainFor(morale);
  const parts: ClimbPart[] = [
    { amount: base, reason: `${C.PROGRESS_BASE} + floor(${morale} / 100 × ${C.PROGRESS_MORALE_FACTOR}) = ${base} from the morale at the start of the round`, source: 'progress' },
  ];
  if (isExhausted(morale)) {
    parts.push({ amount: -base, reason: `Morale was ${morale} (below ${C.EXHAUSTED_BELOW}) at the start of the round: the team is exhausted and makes no progress`, source: 'exhaustion' });
  } else {
    if (keywords.includes('push')) parts.push({ amount: C.PUSH_PROGRESS, reason: 'The decision said "push": the team climbs faster', source: 'pace' });
    if (keywords.includes('rest')) {
      const sofar = parts.reduce((t, x) => t + x.amount, 0);
      parts.push({ amount: Math.max(C.REST_PROGRESS, -sofar), reason: 'The decision said "rest": a rest day is not a climbing day', source: 'pace' });
    }
  }
  return { gain: parts.reduce((t, x) => t + x.amount, 0), parts };
}

/** floor(progress / 16.67). */
export function campPositionFor(progress: number): number {
  return Math.floor(progress / C.CAMP_DIVISOR);
}

/** Health lost this round by every living member, with the reasons. */
export function healthLossFor(oxygen: number, morale: number, round: number): { loss: number; parts: { amount: number; reason: string }[] } {
  const parts: { amount: number; reason: string }[] = [];
  if (oxygen < C.HEALTH_OXYGEN_CRITICAL) {
    parts.push({ amount: C.HEALTH_OXYGEN_CRITICAL_LOSS, reason: `Oxygen was ${oxygen} (below ${C.HEALTH_OXYGEN_CRITICAL})` });
  } else if (oxygen < C.HEALTH_OXYGEN_LOW) {
    parts.push({ amount: C.HEALTH_OXYGEN_LOW_LOSS, reason: `Oxygen was ${oxygen} (below ${C.HEALTH_OXYGEN_LOW})` });
  }
  if (morale < C.HEALTH_MORALE_LOW) {
    parts.push({ amount: C.HEALTH_MORALE_LOW_LOSS, reason: `Morale was ${morale} (below ${C.HEALTH_MORALE_LOW})` });
  }
  if (round > C.HEALTH_LATE_ROUND_AFTER) {
    parts.push({ amount: C.HEALTH_LATE_ROUND_LOSS, reason: `Round ${round} is above ${C.HEALTH_LATE_ROUND_AFTER}: the thin air of the final climb` });
  }
  return { loss: parts.reduce((s, p) => s + p.amount, 0), parts };
}

export const isDeadAt = (health: number) => health <= C.DEATH_HEALTH;

export const survivorsOf = (team: Member[]) => team.filter((m) => m.alive).length;

/** Win check: progress at least 90 and (oxygen above 20 or at least 3 survivors). */
export function isSummitReached(progress: number, oxygen: number, survivors: number): boolean {
  return progress >= C.WIN_PROGRESS && (oxygen > C.WIN_OXYGEN_ABOVE || survivors >= C.WIN_MIN_SURVIVORS);
}

/** DECISION (docs/rules/summit.md, "Score"): progress + oxygen + morale + 20 per survivor (+100 for a summit at the end). */
export function scoreFor(progress: number, oxygen: number, morale: number, survivors: number, summit: boolean): number {
  return progress + oxygen + morale + C.SCORE_PER_SURVIVOR * survivors + (summit ? C.SCORE_SUMMIT_BONUS : 0);
}

export interface OutcomeInput {
  round: number;
  weather: Weather;
  oxygen: number;
  morale: number;
  progress: number;
  team: Member[];
}

export interface OutcomeResult {
  outcome: RoundOutcome;
  oxygen: number;
  morale: number;
  progress: number;
  campPosition: number;
  team: Member[];
}


/**
 * One round's outcome from the gauges at the start of the round and the
 * decision that counted (its template text). Every figure of spec 9.
 */
export function computeOutcome(input: OutcomeInput, decisionText: string, accident: RoleId | null = null): OutcomeResult {
  const { round, weather, oxygen, morale, progress, team } = input;
  const effects: Effect[] = [];
  const add = (gauge: Effect['gauge'], amount: number, cause: string, source: Effect['source']) =>
    effects.push({ gauge, amount, cause, source });

  add('oxygen', C.DEFAULT_OXYGEN_CHANGE, 'Every round on the mountain uses oxygen', 'default');
  add('morale', C.DEFAULT_MORALE_CHANGE, 'Every round on the mountain wears the team down', 'default');
  if (weather === 'storm') {
    add('oxygen', C.STORM_OXYGEN, 'Storm: harder breathing', 'weather');
    add('morale', C.STORM_MORALE, 'Storm: cold, wet and scared', 'weather');
  } else if (weather === 'blizzard') {
    add('oxygen', C.BLIZZARD_OXYGEN, 'Blizzard: much harder breathing', 'weather');
    add('morale', C.BLIZZARD_MORALE, 'Blizzard: nobody can see the route', 'weather');
  }
  if (oxygen < C.LOW_OXYGEN_MORALE_THRESHOLD) {
    add('morale', C.LOW_OXYGEN_MORALE_PENALTY, `Oxygen was ${oxygen} (below ${C.LOW_OXYGEN_MORALE_THRESHOLD}) at the start of the round: the team is worried`, 'knock-on');
  }
  if (morale < C.LOW_MORALE_OXYGEN_THRESHOLD) {
    add('oxygen', C.LOW_MORALE_OXYGEN_PENALTY, `Morale was ${morale} (below ${C.LOW_MORALE_OXYGEN_THRESHOLD}) at the start of the round: a tired team wastes oxygen`, 'knock-on');
  }
  const keywords = keywordsIn(decisionText);
  if (keywords.includes('conserve')) add('oxygen', C.CONSERVE_OXYGEN, 'The decision said "conserve": oxygen saved', 'keyword');
  if (keywords.includes('push')) add('morale', C.PUSH_MORALE, 'The decision said "push": pushing hard costs morale', 'keyword');
  if (keywords.includes('rest')) add('morale', C.REST_MORALE, 'The decision said "rest": the team recovers', 'keyword');

  const hurt = accident ? team.find((m) => m.role === accident && m.alive) : undefined;
  if (hurt) {
    add('oxygen', C.ACCIDENT_OXYGEN, `Accident: the rescue of ${hurt.name} used oxygen`, 'accident');
  }

  const sum = (g: Effect['gauge']) => effects.filter((e) => e.gauge === g).reduce((s, e) => s + e.amount, 0);
  const oxygenChange = sum('oxygen');
  const moraleChange = sum('morale');
  const newOxygen = clamp(oxygen + oxygenChange);
  const newMorale = clamp(morale + moraleChange);

  const climb = climbFor(morale, keywords);
  for (const p of climb.parts) if (p.amount !== 0 || p.source === 'progress') add('progress', p.amount, p.reason, p.source);
  const newProgress = Math.min(C.PROGRESS_CAP, progress + climb.gain);
  const progressGain = newProgress - progress;
  if (progressGain < climb.gain) add('progress', progressGain - climb.gain, `Progress is capped at ${C.PROGRESS_CAP}`, 'progress');

  const { loss, parts } = healthLossFor(oxygen, morale, round);
  for (const p of parts) add('health', p.amount, p.reason, 'round');
  if (hurt) add('health', C.ACCIDENT_HEALTH, `Accident on a risky decision: ${hurt.name} (${C.ROLE_TITLES[hurt.role]}) was hurt`, 'accident');

  const newlyFallen: RoleId[] = [];
  const newTeam = team.map((m) => {
    if (!m.alive) return m;
    const health = clamp(m.health + loss + (hurt && m.role === hurt.role ? C.ACCIDENT_HEALTH : 0));
    const alive = !isDeadAt(health);
    if (!alive) newlyFallen.push(m.role);
    return { ...m, health, alive };
  });

  const outcome: RoundOutcome = {
    round,
    oxygenChange,
    moraleChange,
    healthChange:
      (loss === 0 ? 'No health lost by the team this round' : `${signed(loss)} health for every climber (${parts.map((p) => `${p.reason}: ${signed(p.amount)}`).join('; ')})`) +
      (hurt ? `; ${signed(C.ACCIDENT_HEALTH)} for ${hurt.name} in an accident` : ''),
    progressChange: `${signed(progressGain)} progress (${progress} → ${newProgress})`,
    effects,
    healthLoss: loss,
    progressGain,
    oxygenBefore: oxygen,
    moraleBefore: morale,
    progressBefore: progress,
    newlyFallen,
    accident: hurt ? hurt.role : null,
  };
  return {
    outcome,
    oxygen: newOxygen,
    morale: newMorale,
    progress: newProgress,
    campPosition: campPositionFor(newProgress),
    team: newTeam,
  };
}

/** How well an option fits a role's stance (the AI's reason to vote for it). */
export function stanceScore(role: RoleId, tags: StanceTag[]): number {
  const w = C.STANCE_WEIGHTS[role] as Partial<Record<StanceTag, number>>;
  return tags.reduce((s, t) => s + (w[t] ?? 0), 0);
}

/**
 * The option an AI teammate picks: its stance's best. Between equal bests it backs the player's option (`backs`, the
 * id the player chose) when that is one of them, and otherwise takes the earlier one in the content.
 */
export function aiPick(role: RoleId, options: SummitOption[], backs: string | null = null): SummitOption {
  const scores = options.map((o) => stanceScore(role, o.tags));
  const best = Math.max(...scores);
  const candidates = options.filter((_, i) => scores[i] === best);
  return candidates.find((o) => o.id === backs) ?? candidates[0];
}

/**
 * Settles a crisis vote: most votes wins; a tie goes to the Leader's vote when
 * it is among the tied options, otherwise to the tied option closest to the
 * Leader's stance (content order if still equal).
 */
export function settleVote(votes: Vote[], options: SummitOption[]): { optionId: string; settledBy: 'majority' | 'leader' } {
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v.optionId, (counts.get(v.optionId) ?? 0) + 1);
  const max = Math.max(...counts.values());
  const tied = options.filter((o) => counts.get(o.id) === max).map((o) => o.id);
  if (tied.length === 1) return { optionId: tied[0], settledBy: 'majority' };
  const leaderVote = votes.find((v) => v.role === 'leader');
  if (leaderVote && tied.includes(leaderVote.optionId)) return { optionId: leaderVote.optionId, settledBy: 'leader' };
  let bestId = tied[0];
  let bestScore = -1;
  for (const id of tied) {
    const o = options.find((x) => x.id === id)!;
    const s = stanceScore('leader', o.tags);
    if (s > bestScore) {
      bestScore = s;
      bestId = id;
    }
  }
  return { optionId: bestId, settledBy: 'leader' };
}

/** Product field problems, by field (empty object when the product is fine). Texts are judged as they will be
 *  stored: cleaned with cleanText (so invisible characters do not count towards the 2-character minimum). */
export function validateProduct(p: Partial<Record<keyof Product, unknown>>): Partial<Record<keyof Product, string>> {
  const errors: Partial<Record<keyof Product, string>> = {};
  const text = (v: unknown) => (typeof v === 'string' ? cleanText(v) : '');
  const concept = text(p.productConcept);
  if (concept.length < C.PRODUCT_TEXT_MIN || concept.length > C.PRODUCT_TEXT_MAX) {
    errors.productConcept = `Give your product a name or short description of ${C.PRODUCT_TEXT_MIN} to ${C.PRODUCT_TEXT_MAX} characters.`;
  }
  const market = text(p.targetMarket);
  if (market.length < C.PRODUCT_TEXT_MIN || market.length > C.PRODUCT_TEXT_MAX) {
    errors.targetMarket = `Describe your target market in ${C.PRODUCT_TEXT_MIN} to ${C.PRODUCT_TEXT_MAX} characters.`;
  }
  if (!(C.PRICING_STRATEGIES as readonly string[]).includes(p.pricingStrategy as string)) errors.pricingStrategy = 'Choose a pricing strategy.';
  if (!(C.MARKETING_CHANNELS as readonly string[]).includes(p.marketingChannel as string)) errors.marketingChannel = 'Choose a marketing channel.';
  if (!(C.BUSINESS_MODELS as readonly string[]).includes(p.businessModel as string)) errors.businessModel = 'Choose a business model.';
  return errors;
}
