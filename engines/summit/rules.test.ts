import * as C from './constants';
import {
  aiPick,
  campPositionFor,
  clamp,
  climbFor,
  computeOutcome,
  healthLossFor,
  isDeadAt,
  isExhausted,
  isSummitReached,
  keywordsIn,
  progressGainFor,
  roundKindFor,
  scoreFor,
  settleVote,
  stanceScore,
  validateProduct,
  weatherForRound,
} from './rules';
import { buildTeam } from './engine';
import type { Member, SummitOption, Vote, Weather } from './types';

const team = (health = 100): Member[] => buildTeam('leader').map((m) => ({ ...m, health }));
const base = { round: 1, weather: 'clear' as Weather, oxygen: 100, morale: 80, progress: 0, team: team() };
const sumOf = (r: ReturnType<typeof computeOutcome>, gauge: string, source?: string) =>
  r.outcome.effects.filter((e) => e.gauge === gauge && (!source || e.source === source)).reduce((s, e) => s + e.amount, 0);

describe('weather and round kind', () => {
  it.each([
    [1, 'clear'],
    [2, 'clear'],
    [3, 'cloudy'],
    [4, 'cloudy'],
    [5, 'storm'],
    [6, 'blizzard'],
    [7, 'blizzard'],
  ])('round %i is %s', (round, weather) => {
    expect(weatherForRound(round)).toBe(weather);
  });

  it.each([
    [1, 'decision'],
    [2, 'decision'],
    [3, 'crisis'],
    [4, 'decision'],
    [5, 'crisis'],
    [6, 'decision'],
    [7, 'crisis'],
  ])('round %i opens a %s', (round, kind) => {
    expect(roundKindFor(round)).toBe(kind);
  });
});

describe('default and weather changes', () => {
  it('a clear round costs -5 oxygen and -5 morale', () => {
    const r = computeOutcome(base, 'Hold a meeting');
    expect(r.outcome.oxygenChange).toBe(-5);
    expect(r.outcome.moraleChange).toBe(-5);
    expect(r.oxygen).toBe(95);
    expect(r.morale).toBe(75);
  });
  it('cloudy adds nothing', () => {
    const r = computeOutcome({ ...base, weather: 'cloudy' }, 'x');
    expect([r.outcome.oxygenChange, r.outcome.moraleChange]).toEqual([-5, -5]);
  });
  it('a storm adds -5 oxygen and -10 morale', () => {
    const r = computeOutcome({ ...base, weather: 'storm' }, 'x');
    expect([r.outcome.oxygenChange, r.outcome.moraleChange]).toEqual([-10, -15]);
  });
  it('a blizzard adds -10 oxygen and -15 morale', () => {
    const r = computeOutcome({ ...base, weather: 'blizzard' }, 'x');
    expect([r.outcome.oxygenChange, r.outcome.moraleChange]).toEqual([-15, -20]);
  });
});

describe('knock-ons', () => {
  it('oxygen 39 lowers morale by 10 more; 40 does not', () => {
    expect(computeOutcome({ ...base, oxygen: 39 }, 'x').outcome.moraleChange).toBe(-15);
    expect(computeOutcome({ ...base, oxygen: 40 }, 'x').outcome.moraleChange).toBe(-5);
  });
  it('morale 49 lowers oxygen by 5 more; 50 does not', () => {
    expect(computeOutcome({ ...base, morale: 49 }, 'x').outcome.oxygenChange).toBe(-10);
    expect(computeOutcome({ ...base, morale: 50 }, 'x').outcome.oxygenChange).toBe(-5);
  });
});

describe('keywords', () => {
  it('finds conserve, push and rest, in any case', () => {
    expect(keywordsIn('Conserve oxygen')).toEqual(['conserve']);
    expect(keywordsIn('PUSH on')).toEqual(['push']);
    expect(keywordsIn('take a Rest')).toEqual(['rest']);
    expect(keywordsIn('push then rest and conserve')).toEqual(['conserve', 'push', 'rest']);
    expect(keywordsIn('hold the line')).toEqual([]);
  });
  it('conserve gives +5 oxygen', () => {
    const r = computeOutcome(base, 'Conserve the bottles');
    expect(r.outcome.oxygenChange).toBe(0);
    expect(sumOf(r, 'oxygen', 'keyword')).toBe(5);
  });
  it('push gives -5 morale', () => {
    expect(computeOutcome(base, 'push on').outcome.moraleChange).toBe(-10);
  });
  it('rest gives +10 morale', () => {
    expect(computeOutcome(base, 'rest today').outcome.moraleChange).toBe(5);
  });
  it('all three apply together', () => {
    const r = computeOutcome(base, 'push, then rest, then conserve');
    expect([r.outcome.oxygenChange, r.outcome.moraleChange]).toEqual([0, 0]);
  });
});

describe('progress and camp', () => {
  it.each([
    [100, 18],
    [80, 17],
    [75, 17],
    [74, 16],
    [50, 16],
    [49, 15],
    [25, 15],
    [24, 14],
    [0, 14],
  ])('morale %i gives %i progress', (morale, gain) => {
    expect(progressGainFor(morale)).toBe(gain);
  });
  it('progress uses the morale at the start of the round', () => {
    // 14 + floor(75 / 100 × 4) = 17 from the morale before the push took 10 of it; the push climbs 6 more.
    const r = computeOutcome({ ...base, morale: 75 }, 'push');
    expect(r.progress).toBe(17 + C.PUSH_PROGRESS);
    expect(computeOutcome({ ...base, morale: 75 }, 'hold on').progress).toBe(17);
  });
  it('progress is capped at 100', () => {
    const r = computeOutcome({ ...base, progress: 95 }, 'x');
    expect(r.progress).toBe(100);
    expect(r.outcome.progressGain).toBe(5);
    expect(computeOutcome({ ...base, progress: 100 }, 'x').progress).toBe(100);
  });
  it.each([
    [0, 0],
    [16, 0],
    [17, 1],
    [33, 1],
    [34, 2],
    [50, 2],
    [51, 3],
    [66, 3],
    [67, 4],
    [83, 4],
    [84, 5],
    [100, 5],
  ])('progress %i is camp %i', (progress, camp) => {
    expect(campPositionFor(progress)).toBe(camp);
  });
});

describe('pace and exhaustion (project rule: docs/rules/summit.md)', () => {
  const gauge = (r: ReturnType<typeof computeOutcome>, source: string) =>
    r.outcome.effects.filter((e) => e.gauge === 'progress' && e.source === source).reduce((t, e) => t + e.amount, 0);
  it('push climbs 6 more, rest 7 less, conserve and no keyword the normal climb', () => {
    expect([C.PUSH_PROGRESS, C.REST_PROGRESS, C.EXHAUSTED_BELOW]).toEqual([6, -7, 50]);
    expect(computeOutcome(base, 'hold on').progress).toBe(17);
    expect(computeOutcome(base, 'conserve').progress).toBe(17);
    expect(computeOutcome(base, 'push').progress).toBe(23);
    expect(computeOutcome(base, 'rest').progress).toBe(10);
    const r = computeOutcome(base, 'push');
    expect([gauge(r, 'progress'), gauge(r, 'pace')]).toEqual([17, 6]);
    expect(r.outcome.progressGain).toBe(23);
  });
  it('morale 49 at the start of the round: exhausted, no progress whatever the decision; 50: the normal climb', () => {
    expect([isExhausted(49), isExhausted(50)]).toEqual([true, false]);
    for (const text of ['hold on', 'push', 'rest', 'conserve']) {
      const r = computeOutcome({ ...base, morale: 49, progress: 40 }, text);
      expect({ text, progress: r.progress, gain: r.outcome.progressGain }).toEqual({ text, progress: 40, gain: 0 });
      expect(gauge(r, 'exhaustion')).toBeLessThan(0);
    }
    expect(computeOutcome({ ...base, morale: 50, progress: 40 }, 'hold on').progress).toBe(56);
  });
  it('the climb parts add up to the gain; a rest never takes progress back', () => {
    for (const morale of [0, 24, 49, 50, 80, 100]) {
      for (const kws of [[], ['push'], ['rest'], ['conserve'], ['push', 'rest']] as const) {
        const c = climbFor(morale, kws);
        expect(c.parts.reduce((t, p) => t + p.amount, 0)).toBe(c.gain);
        expect(c.gain).toBeGreaterThanOrEqual(0);
      }
    }
  });
  it('the outcome’s progress effects add up to the progress gained, the cap included', () => {
    for (const progress of [0, 80, 95, 100]) {
      for (const text of ['hold on', 'push', 'rest']) {
        const r = computeOutcome({ ...base, progress }, text);
        const total = r.outcome.effects.filter((e) => e.gauge === 'progress').reduce((t, e) => t + e.amount, 0);
        expect(total).toBe(r.progress - progress);
      }
    }
  });
});

describe('health', () => {
  it('oxygen 29 costs 15, 30 costs 5, 49 costs 5, 50 costs nothing', () => {
    expect(healthLossFor(29, 80, 1).loss).toBe(-15);
    expect(healthLossFor(30, 80, 1).loss).toBe(-5);
    expect(healthLossFor(49, 80, 1).loss).toBe(-5);
    expect(healthLossFor(50, 80, 1).loss).toBe(0);
  });
  it('morale 39 costs 10, 40 costs nothing', () => {
    expect(healthLossFor(100, 39, 1).loss).toBe(-10);
    expect(healthLossFor(100, 40, 1).loss).toBe(0);
  });
  it('round 6 costs 5, round 5 nothing', () => {
    expect(healthLossFor(100, 80, 5).loss).toBe(0);
    expect(healthLossFor(100, 80, 6).loss).toBe(-5);
  });
  it('losses add up: -15 -10 -5', () => {
    expect(healthLossFor(0, 0, 7).loss).toBe(-30);
  });
  it('dead at health 10, alive at 11', () => {
    expect(isDeadAt(10)).toBe(true);
    expect(isDeadAt(11)).toBe(false);
    const r1 = computeOutcome({ ...base, oxygen: 45, team: team(15) }, 'x'); // -5 -> 10
    expect(r1.team.every((m) => m.health === 10 && !m.alive)).toBe(true);
    expect(r1.outcome.newlyFallen).toHaveLength(5);
    const r2 = computeOutcome({ ...base, oxygen: 45, team: team(16) }, 'x'); // -5 -> 11
    expect(r2.team.every((m) => m.health === 11 && m.alive)).toBe(true);
  });
  it('the dead lose nothing more', () => {
    const t = team(100).map((m, i) => (i === 0 ? { ...m, health: 5, alive: false } : m));
    const r = computeOutcome({ ...base, oxygen: 10, team: t }, 'x');
    expect(r.team[0]).toEqual(t[0]);
    expect(r.team[1].health).toBe(85);
  });
  it('health is clamped at 0', () => {
    const r = computeOutcome({ ...base, oxygen: 0, morale: 0, round: 7, team: team(20) }, 'x');
    expect(r.team.every((m) => m.health === 0)).toBe(true);
  });
});

describe('clamps', () => {
  it('oxygen and morale stop at 0', () => {
    const r = computeOutcome({ ...base, oxygen: 3, morale: 2, weather: 'blizzard' }, 'push');
    expect(r.oxygen).toBe(0);
    expect(r.morale).toBe(0);
  });
  it('oxygen and morale stop at 100', () => {
    // clear round: conserve +5 -5 = 0; rest +10 -5 = +5 from 100 -> 100
    const r = computeOutcome({ ...base, oxygen: 100, morale: 100 }, 'rest and conserve');
    expect(r.morale).toBe(100);
    expect(r.oxygen).toBe(100);
    const r2 = computeOutcome({ ...base, oxygen: 100, morale: 98 }, 'rest');
    expect(r2.morale).toBe(100);
  });
  it('clamp helper', () => {
    expect(clamp(-1)).toBe(0);
    expect(clamp(101)).toBe(100);
    expect(clamp(50)).toBe(50);
  });
});

describe('win check', () => {
  it('progress 90 with oxygen 21 wins; progress 89 never wins', () => {
    expect(isSummitReached(90, 21, 0)).toBe(true);
    expect(isSummitReached(89, 100, 5)).toBe(false);
  });
  it('oxygen 20 is not enough on its own, but 3 survivors are', () => {
    expect(isSummitReached(90, 20, 2)).toBe(false);
    expect(isSummitReached(90, 20, 3)).toBe(true);
  });
  it('oxygen above 20 wins with fewer than 3 survivors', () => {
    expect(isSummitReached(100, 21, 2)).toBe(true);
  });
});

describe('score', () => {
  it('progress + oxygen + morale + 20 per survivor, +100 for a summit', () => {
    expect(scoreFor(100, 50, 40, 5, true)).toBe(100 + 50 + 40 + 100 + 100);
    expect(scoreFor(80, 10, 0, 2, false)).toBe(80 + 10 + 40);
  });
});

describe('AI voting', () => {
  const opts: SummitOption[] = [
    { id: 'a', text: 'conserve', tags: ['safety', 'oxygen'], keywords: ['conserve'] },
    { id: 'b', text: 'push', tags: ['summit', 'speed'], keywords: ['push'] },
    { id: 'c', text: 'rest', tags: ['perception', 'balance'], keywords: ['rest'] },
  ];
  it('each role votes by its stance', () => {
    expect(aiPick('doctor', opts).id).toBe('a');
    expect(aiPick('climber', opts).id).toBe('b');
    expect(aiPick('journalist', opts).id).toBe('c');
    expect(aiPick('leader', opts).id).toBe('c');
    expect(aiPick('environmentalist', opts).id).toBe('a');
    // the player's vote does not move a teammate off its one best option
    expect(aiPick('doctor', opts, 'b').id).toBe('a');
  });
  it('between equal best scores a teammate backs the player’s option when it is one of them, else the earlier one', () => {
    const tied: SummitOption[] = opts.map((o, i) => ({ ...o, tags: i < 2 ? ['lowImpact'] : ['summit'] }));
    expect(aiPick('environmentalist', tied).id).toBe('a');
    expect(aiPick('environmentalist', tied, 'a').id).toBe('a');
    expect(aiPick('environmentalist', tied, 'b').id).toBe('b');
    expect(aiPick('environmentalist', tied, 'c').id).toBe('a');
  });
  it('stance scores follow the weights', () => {
    expect(stanceScore('doctor', ['safety', 'oxygen'])).toBe(6);
    expect(stanceScore('climber', ['safety'])).toBe(0);
  });
});

describe('settling a vote', () => {
  const opts: SummitOption[] = [
    { id: 'a', text: '', tags: ['summit'], keywords: [] },
    { id: 'b', text: '', tags: ['balance'], keywords: [] },
    { id: 'c', text: '', tags: ['safety'], keywords: [] },
  ];
  const v = (role: Vote['role'], optionId: string): Vote => ({ role, optionId, byPlayer: false });
  it('the majority wins', () => {
    const r = settleVote([v('leader', 'a'), v('doctor', 'c'), v('climber', 'c'), v('journalist', 'c'), v('environmentalist', 'a')], opts);
    expect(r).toEqual({ optionId: 'c', settledBy: 'majority' });
  });
  it('the Leader breaks a 2-2 tie with their own vote', () => {
    const r = settleVote([v('leader', 'a'), v('doctor', 'c'), v('climber', 'a'), v('journalist', 'c'), v('environmentalist', 'b')], opts);
    expect(r).toEqual({ optionId: 'a', settledBy: 'leader' });
    const r2 = settleVote([v('leader', 'c'), v('doctor', 'c'), v('climber', 'a'), v('journalist', 'a'), v('environmentalist', 'b')], opts);
    expect(r2).toEqual({ optionId: 'c', settledBy: 'leader' });
  });
  it('when the Leader voted for neither tied option, the Leader’s stance picks between them', () => {
    // tie between a (summit) and c (safety); leader voted b; leader weights safety 1, summit 0 -> c
    const r = settleVote([v('leader', 'b'), v('doctor', 'c'), v('climber', 'a'), v('journalist', 'a'), v('environmentalist', 'c')], opts);
    expect(r).toEqual({ optionId: 'c', settledBy: 'leader' });
  });
});

describe('product validation', () => {
  const ok = { productConcept: 'StudyBuddy', targetMarket: 'Students', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' };
  it('accepts a complete product', () => {
    expect(validateProduct(ok)).toEqual({});
  });
  it('text must be 2..60 characters after trimming', () => {
    expect(validateProduct({ ...ok, productConcept: ' a ' }).productConcept).toBeDefined();
    expect(validateProduct({ ...ok, productConcept: 'ab' }).productConcept).toBeUndefined();
    expect(validateProduct({ ...ok, targetMarket: 'x'.repeat(60) }).targetMarket).toBeUndefined();
    expect(validateProduct({ ...ok, targetMarket: 'x'.repeat(61) }).targetMarket).toBeDefined();
  });
  it('choices must come from the lists', () => {
    const e = validateProduct({ ...ok, pricingStrategy: 'Free money', marketingChannel: '', businessModel: 42 });
    expect(Object.keys(e).sort()).toEqual(['businessModel', 'marketingChannel', 'pricingStrategy']);
  });
  it('limits are the constants', () => {
    expect([C.PRODUCT_TEXT_MIN, C.PRODUCT_TEXT_MAX]).toEqual([2, 60]);
  });
});

describe('accidents on risky decisions (project rule)', () => {
  it('the hurt member loses 50 more health and the rescue costs 15 oxygen', () => {
    const r = computeOutcome(base, 'push', 'climber');
    expect(C.ACCIDENT_HEALTH).toBe(-50);
    expect(C.ACCIDENT_OXYGEN).toBe(-15);
    expect(r.outcome.accident).toBe('climber');
    expect(r.oxygen).toBe(100 - 5 - 15);
    expect(r.team.find((m) => m.role === 'climber')!.health).toBe(50);
    expect(r.team.filter((m) => m.role !== 'climber').every((m) => m.health === 100)).toBe(true);
    expect(r.outcome.effects.filter((e) => e.source === 'accident')).toHaveLength(2);
  });
  it('an accident can be fatal at health 10 or less', () => {
    const t = team(100).map((m) => (m.role === 'doctor' ? { ...m, health: 60 } : m));
    const r = computeOutcome({ ...base, team: t }, 'push', 'doctor');
    expect(r.team.find((m) => m.role === 'doctor')).toMatchObject({ health: 10, alive: false });
    expect(r.outcome.newlyFallen).toEqual(['doctor']);
  });
  it('a fallen member cannot have an accident', () => {
    const t = team(100).map((m) => (m.role === 'doctor' ? { ...m, health: 0, alive: false } : m));
    const r = computeOutcome({ ...base, team: t }, 'push', 'doctor');
    expect(r.outcome.accident).toBeNull();
    expect(r.oxygen).toBe(95);
  });
});
