/**
 * The Everest rules, figure by figure (docs/rules/everest.md). Luck is controlled here: the seeds CALM and WILD draw
 * the same number from every stream (0.99: nothing happens by chance; 0.01: everything that can happen, happens), so a
 * test states exactly which rolls it relies on; every other seed draws from its real streams. How the streams
 * themselves behave (one more rest day changes only the days it moves) is tested in streams.test.ts.
 */
import * as C from './constants';
import { generateWeather, init, normaliseSeed, step, visibility } from './engine';
import {
  amsChance,
  carryTarget,
  timeBonusOnDay,
  fatigueTerm,
  forecast,
  gradeFor,
  healthTerm,
  moveRisk,
  oxygenNeed,
  queueChance,
  refusal,
  roleSatisfaction,
  scoreOf,
  segmentById,
  turnaroundChance,
  type RiskInput,
} from './selectors';
import type { CampId, DayActionType, EverestAction, EverestState, Member } from './types';
import { SPEC } from './fixtures/spec';

jest.mock('../core/streams', () => {
  const actual = jest.requireActual('../core/streams');
  const { Rng } = jest.requireActual('../core/prng');
  /** A generator that draws `x` every time. */
  class Fixed extends Rng {
    constructor(private readonly x: number) {
      super({ s: [1, 2, 3, 4] });
    }
    next(): number {
      return this.x;
    }
  }
  const FIXED: Record<string, number> = { CALM: 0.99, WILD: 0.01 };
  return { ...actual, randomFor: (seed: string, purpose: string, ...place: number[]) => (seed in FIXED ? new Fixed(FIXED[seed]) : actual.randomFor(seed, purpose, ...place)) };
});

/** The refusal message for a day action (`refusal` takes the action; tests name it by its type). */
const reason = (s: EverestState, type: DayActionType): string | null => refusal(s, { type } as EverestAction)?.message ?? null;

/* ---------------------------------------------------------------- helpers */

/** Every roll fails (nothing happens by chance): every stream of this seed draws 0.99. */
const CALM = 'CALM';
/** Every roll succeeds (everything that can happen, happens; the first hazard, the first climber): every draw is 0.01. */
const WILD = 'WILD';

const calmWeather = (s: EverestState): EverestState => ({
  ...s,
  weather: s.weather.map((w) => ({ ...w, storm: false, wind: 10, temp: -10, vis: 'Good' as const })),
});

function game(over: Partial<EverestState> = {}, member: Partial<Member> = {}): EverestState {
  const base = calmWeather(init({ difficulty: 'Easy' }, 'unit'));
  return { ...base, seed: CALM, ...over, team: (over.team ?? base.team).map((m) => ({ ...m, ...member })) };
}

function act(s: EverestState, a: EverestAction): EverestState {
  const r = step(s, a);
  expect(r.refusal?.message ?? null).toBeNull();
  return r.state;
}

const at = (location: CampId, over: Partial<EverestState> = {}, member: Partial<Member> = {}) => game({ location, ...over }, member);
const byRole = (s: EverestState, role: Member['role']) => s.team.find((m) => m.role === role)!;

/* -------------------------------------------------------------- constants */

describe('route, difficulty and figures of the spec', () => {
  test('altitudes', () => {
    expect(C.ALTITUDES).toEqual(SPEC.altitudes);
  });

  test('segments: hazard weights, ropeable flags and recommended acclimatisation', () => {
    const rows = C.SEGMENTS.map((g) => [g.from, g.to, g.name, g.hazards, g.ropeable, g.recAccl, g.minAlt, g.maxAlt]);
    expect(rows).toEqual(SPEC.segments.map((g) => [g.from, g.to, g.name, g.hazards, g.ropeable, g.recAccl, SPEC.altitudes[g.from], SPEC.altitudes[g.to]]));
  });

  test('difficulty table', () => {
    expect(C.DIFFICULTIES).toEqual(SPEC.difficulties);
    for (const d of C.DIFFICULTY_LIST) {
      const s = init({ difficulty: d }, 'x');
      expect([s.oxygen, s.food, s.day, s.phase, s.location]).toEqual([C.DIFFICULTIES[d].oxygen, C.DIFFICULTIES[d].food, 0, 'ASCENT', 'BC']);
      expect(s.weather).toHaveLength(C.DIFFICULTIES[d].days + 3);
    }
  });

  test('five members, one per role, stats within 0–100', () => {
    const s = init({}, 'EVEREST-1');
    expect(s.team.map((m) => m.role)).toEqual(['leader', 'physician', 'navigator', 'documentarian', 'sherpa']);
    for (const m of s.team) for (const k of ['health', 'fatigue', 'morale', 'accl'] as const) expect(m[k]).toBeGreaterThanOrEqual(0);
  });

  test('seeds are trimmed, limited to 40 characters, and empty gives the default', () => {
    expect(normaliseSeed('  abc  ')).toBe('abc');
    expect(normaliseSeed('')).toBe(C.DEFAULT_SEED);
    expect(normaliseSeed('x'.repeat(100))).toHaveLength(40);
  });
});

/* ---------------------------------------------------------------- weather */

describe('weather', () => {
  test('visibility: storm is Poor, wind above 32 is Low', () => {
    expect(visibility(false, 32)).toBe('Good');
    expect(visibility(false, 33)).toBe('Low');
    expect(visibility(true, 10)).toBe('Poor');
  });

  test.each([0.4, 0.8])('storm chance is .15 + .15 × volatility (%s)', (v) => {
    const days = generateWeather('storms', 40000, v);
    const share = days.filter((d) => d.storm).length / days.length;
    expect(share).toBeCloseTo(0.15 + 0.15 * v, 2);
    expect(days.every((d) => d.vis === visibility(d.storm, d.wind))).toBe(true);
  });

  test('same seed, same weather; the forecast is the next three days', () => {
    const a = init({}, 'w');
    expect(init({}, 'w').weather).toEqual(a.weather);
    expect(init({}, 'w2').weather).not.toEqual(a.weather);
    expect(forecast(a).map((d) => d.day)).toEqual([2, 3, 4]);
    expect(forecast({ ...a, day: 5 }).map((d) => d.day)).toEqual([7, 8, 9]);
  });
});

/* ----------------------------------------------------------------- oxygen */

describe('oxygen', () => {
  test.each([
    ['Low', 0.6],
    ['Med', 1],
    ['High', 1.5],
  ] as const)('flow %s uses %s a day at 7000 m and nothing at 6999 m', (flow, use) => {
    expect(oxygenNeed(6999, flow)).toBe(0);
    expect(oxygenNeed(7000, flow)).toBe(use);
    expect(oxygenNeed(8848, flow)).toBe(use);
  });

  test('no oxygen is used at Camp II (6400 m), one unit at Camp III on Med', () => {
    expect(act(at('C2', { flow: 'Med' }), { type: 'rest' }).oxygen).toBe(16);
    expect(act(at('C3', { flow: 'Med' }), { type: 'rest' }).oxygen).toBe(15);
    expect(act(at('C3', { flow: 'High' }), { type: 'rest' }).oxygen).toBe(14.5);
  });

  test('oxygen is drawn from the cache at the camp first', () => {
    const caches = { BC: 0, C1: 0, C2: 0, C3: 0.5, C4: 3, SUMMIT: 0 };
    const a = act(at('C3', { flow: 'Med', caches }), { type: 'rest' });
    expect([a.caches.C3, a.oxygen, a.caches.C4]).toEqual([0, 15.5, 3]);
    const b = act(at('C4', { flow: 'High', caches }), { type: 'rest' });
    expect([b.caches.C4, b.oxygen]).toEqual([1.5, 16]);
  });

  test('running out above 7000 m never goes negative and costs health', () => {
    const s = act(at('C3', { flow: 'Med', oxygen: 0.4 }, { health: 50, fatigue: 10 }), { type: 'rest' });
    expect(s.oxygen).toBe(0);
    expect(s.team[0].health).toBe(50 + C.HEALTH_RECOVERY_HIGH - C.NO_OXYGEN_HEALTH);
    expect(s.log.some((e) => e.kind === 'oxygen')).toBe(true);
  });
});

/* ----------------------------------------------------------- daily effects */

describe('daily effects', () => {
  test('food -1 a day; morale +3 and health +4 at Base Camp', () => {
    const s = act(at('BC', {}, { health: 50, morale: 50, fatigue: 20 }), { type: 'rest' });
    expect(s.food).toBe(27);
    expect(s.day).toBe(1);
    expect(s.team.every((m) => m.morale === 53 && m.health === 54)).toBe(true);
  });

  test('morale +1 and health +2 below 7000 m above Base; health +0 high', () => {
    const mid = act(at('C1', {}, { health: 50, morale: 50, fatigue: 20, accl: 100 }), { type: 'rest' });
    expect(mid.team.every((m) => m.morale === 51 && m.health === 52)).toBe(true);
    const high = act(at('C3', {}, { health: 50, morale: 50, fatigue: 20, accl: 100 }), { type: 'rest' });
    expect(high.team.every((m) => m.morale === 51 && m.health === 50)).toBe(true);
  });

  test('thin air above 7000 m tires the team by flow', () => {
    for (const flow of C.FLOW_LIST) {
      const s = act(at('C3', { flow }, { fatigue: 30, accl: 100 }), { type: 'rest' });
      expect(s.team[0].fatigue).toBe(30 - C.REST_FATIGUE + C.HIGH_ALTITUDE_FATIGUE[flow]);
    }
  });

  test('fatigue above 72 costs 4 morale (72 does not)', () => {
    const s = at('BC', {}, { morale: 50, health: 50 });
    s.team[0].fatigue = 72;
    s.team[1].fatigue = 73;
    const n = act(s, { type: 'puja' });
    expect(n.team[0].morale).toBe(50 + 8 + 3);
    expect(n.team[1].morale).toBe(50 + 8 + 3 - 4);
  });

  test('fatigue above 80 costs 6 health (80 does not)', () => {
    const s = at('BC', {}, { morale: 50, health: 50 });
    s.team[0].fatigue = 80;
    s.team[1].fatigue = 81;
    const n = act(s, { type: 'puja' });
    expect(n.team[0].health).toBe(54);
    expect(n.team[1].health).toBe(54 - 6);
  });

  test('injured members do not recover health until treated', () => {
    const s = at('BC', {}, { health: 50, fatigue: 10 });
    s.team[2].injured = true;
    const n = act(s, { type: 'puja' });
    expect(n.team[2].health).toBe(50);
    expect(n.team[0].health).toBe(54);
  });
});

/* -------------------------------------------------------------------- AMS */

describe('AMS', () => {
  test('no AMS below 6000 m', () => {
    expect(amsChance(0, 100, 5999)).toBe(0);
    expect(amsChance(0, 100, 5364)).toBe(0);
  });

  test('formula at 6000 m and the +.06 at 7000 m', () => {
    expect(amsChance(50, 40, 6000)).toBeCloseTo(0.5 * 0.12 + 0.4 * 0.1, 10);
    expect(amsChance(50, 40, 6999)).toBeCloseTo(0.1, 10);
    expect(amsChance(50, 40, 7000)).toBeCloseTo(0.16, 10);
    expect(amsChance(100, 0, 6500)).toBe(0);
  });

  test('capped at .45', () => {
    expect(amsChance(0, 100, 8848)).toBeCloseTo(0.28, 10);
    expect(amsChance(-200, 100, 8848)).toBe(0.45);
    expect(amsChance(0, 400, 8848)).toBe(0.45);
  });

  test('effect: one member ill, health -10, morale -6, forced rest that blocks move, scout, acclimatize and carry', () => {
    const s = act(at('C2', { seed: WILD }, { health: 80, morale: 60, fatigue: 30, accl: 20 }), { type: 'puja' });
    const sick = s.team.filter((m) => m.ill);
    expect(sick).toHaveLength(1);
    expect(s.team.filter((m) => m.injured)).toHaveLength(0);
    expect(sick[0].health).toBe(80 + 2 - 10);
    expect(sick[0].morale).toBe(60 + 8 + 1 - 6);
    expect([s.restRequired, s.restReason]).toEqual([1, 'ams']);
    for (const type of ['move', 'scout', 'acclimatize', 'carry'] as const) {
      const r = step(s, { type });
      expect(r.refusal?.message ?? null).toBe('AMS: team must rest today.');
      expect(r.state).toBe(s);
    }
    expect(reason(s, 'fixRope')).toBeNull();
    expect(reason(s, 'descend')).toBeNull();
    const rested = act({ ...s, seed: CALM }, { type: 'rest' });
    expect([rested.restRequired, rested.restReason]).toEqual([0, null]);
    // Rest cures altitude sickness; that is not a rescue.
    expect(rested.team.filter((m) => m.ill)).toHaveLength(0);
    expect(rested.rescues).toBe(0);
    expect(reason(rested, 'move')).toBeNull();
  });

  test('exhaustion sets the other message: Team needs a rest day.', () => {
    const s = act(at('BC', {}, { fatigue: 90 }), { type: 'puja' });
    expect([s.restRequired, s.restReason]).toEqual([1, 'fatigue']);
    expect(step(s, { type: 'move' }).refusal?.message ?? null).toBe('Team needs a rest day.');
  });

  test('where the route says no, that reason comes before the rest day', () => {
    const s = at('SUMMIT', { phase: 'DESCENT', summited: true, restRequired: 1, restReason: 'ams' });
    expect(reason(s, 'move')).toBe('No forward segment.');
    expect(reason(s, 'scout')).toBe('No further ascent segment.');
    expect(reason({ ...s, location: 'C4' }, 'move')).toBe('No further ascent segment.');
    expect(reason({ ...s, location: 'C2', phase: 'ASCENT' }, 'carry')).toBe('AMS: team must rest today.');
    expect(reason({ ...s, location: 'C2', phase: 'ASCENT', restRequired: 0, oxygen: 0 }, 'carry')).toBe('No spare O₂ at Base to carry.');
  });

  test('the rest flag goes down by 1 per rest day', () => {
    const s = act(at('BC', { restRequired: 2, restReason: 'ams' }, { fatigue: 10 }), { type: 'rest' });
    expect(s.restRequired).toBe(1);
    expect(step(s, { type: 'move' }).refusal?.message ?? null).toBe('AMS: team must rest today.');
  });
});

/* -------------------------------------------------------------- move risk */

describe('move risk', () => {
  const icefall = segmentById('icefall')!;
  const base: RiskInput = {
    segment: icefall,
    weather: { storm: false, wind: 32, temp: -16 },
    avgFatigue: 50,
    avgHealth: 70,
    avgAccl: 100,
    ropes: false,
    scouted: false,
    pace: 'Normal',
    startTime: 'Early',
    boost: 0,
  };
  const r = (o: Partial<RiskInput>) => moveRisk({ ...base, ...o }).risk;

  test('base .05 plus half of each hazard weight', () => {
    expect(r({})).toBeCloseTo(0.05 + 0.14, 10);
    expect(r({ segment: segmentById('cwm')! })).toBeCloseTo(0.05 + 0.09, 10);
  });

  test('additions: storm +.15, wind above 32 +.06, colder than -16 +.04', () => {
    expect(r({ weather: { storm: true, wind: 32, temp: -16 } })).toBeCloseTo(0.34, 10);
    expect(r({ weather: { storm: false, wind: 33, temp: -16 } })).toBeCloseTo(0.25, 10);
    expect(r({ weather: { storm: false, wind: 32, temp: -17 } })).toBeCloseTo(0.23, 10);
  });

  test('fatigue and health terms (open values) and the temporary boost', () => {
    expect(fatigueTerm(50)).toBe(0);
    expect(fatigueTerm(75)).toBeCloseTo(C.RISK_FATIGUE_MAX / 2, 10);
    expect(fatigueTerm(100)).toBeCloseTo(C.RISK_FATIGUE_MAX, 10);
    expect(healthTerm(70)).toBe(0);
    expect(healthTerm(0)).toBeCloseTo(C.RISK_HEALTH_MAX, 10);
    expect(r({ avgFatigue: 100 })).toBeCloseTo(0.19 + C.RISK_FATIGUE_MAX, 10);
    expect(r({ avgHealth: 35 })).toBeCloseTo(0.19 + C.RISK_HEALTH_MAX / 2, 10);
    expect(r({ boost: 0.08 })).toBeCloseTo(0.27, 10);
  });

  test('multipliers: ropes .75, scouted .9, fast 1.15, slow .9', () => {
    expect(r({ ropes: true })).toBeCloseTo(0.19 * 0.75, 10);
    expect(r({ scouted: true })).toBeCloseTo(0.19 * 0.9, 10);
    expect(r({ pace: 'Fast' })).toBeCloseTo(0.19 * 1.15, 10);
    expect(r({ pace: 'Slow' })).toBeCloseTo(0.19 * 0.9, 10);
  });

  test('under-acclimatised x1.15 below the recommended level', () => {
    const lhotse = segmentById('lhotse')!;
    const need = lhotse.recAccl * C.ACCL_PER_LEVEL;
    const plain = 0.05 + 0.115;
    expect(r({ segment: lhotse, avgAccl: need })).toBeCloseTo(plain, 10);
    expect(r({ segment: lhotse, avgAccl: need - 0.01 })).toBeCloseTo(plain * 1.15, 10);
  });

  test('summit start Early x.92, Late x1.15, only on the summit push', () => {
    const summit = segmentById('summit')!;
    expect(r({ segment: summit, avgAccl: 100 })).toBeCloseTo(0.21 * 0.92, 10);
    expect(r({ segment: summit, avgAccl: 100, startTime: 'Late' })).toBeCloseTo(0.21 * 1.15, 10);
    expect(r({ startTime: 'Late' })).toBeCloseTo(0.19, 10);
  });

  test('clamped to .05 – .7', () => {
    const bare = { ...icefall, hazards: {} };
    expect(moveRisk({ ...base, segment: bare, ropes: true, scouted: true, pace: 'Slow' }).raw).toBeLessThan(0.05);
    expect(r({ segment: bare, ropes: true, scouted: true, pace: 'Slow' })).toBe(0.05);
    const worst = { weather: { storm: true, wind: 50, temp: -30 }, avgFatigue: 100, avgHealth: 0, pace: 'Fast' as const, boost: 0.08 };
    expect(moveRisk({ ...base, ...worst }).raw).toBeGreaterThan(0.7);
    expect(r(worst)).toBe(0.7);
  });

  test('a strike hurts one member and turns the team back; without a strike it arrives', () => {
    const ok = act(at('C1', {}, { fatigue: 10, accl: 100 }), { type: 'move' });
    expect(ok.location).toBe('C2');
    const hit = act(at('C1', { seed: WILD }, { health: 90, fatigue: 10, accl: 100 }), { type: 'move' });
    expect(hit.location).toBe('C1');
    expect(hit.log.some((e) => e.kind === 'hazard')).toBe(true);
    expect(hit.team.filter((m) => m.health < 90)).toHaveLength(1);
  });
});

/* ------------------------------------------------------ pace, ladder, summit */

describe('pace, ladder jam and the summit push', () => {
  test.each([
    ['Slow', 8, 2],
    ['Normal', 12, 1],
    ['Fast', 16, 1],
  ] as const)('%s pace: fatigue +%s per move, %s day(s)', (pace, fatigue, days) => {
    const s = act(at('C1', { pace }, { fatigue: 10, accl: 100 }), { type: 'move' });
    expect(s.location).toBe('C2');
    expect(s.day).toBe(days);
    expect(s.team.every((m) => m.fatigue === 10 + fatigue)).toBe(true);
  });

  test('ladder jam on the Icefall (25%): +.08 risk for the crossing, +6 fatigue, then the boost resets', () => {
    expect(C.LADDER_JAM_CHANCE).toBe(SPEC.ladderJamChance);
    const s = act(at('BC', { seed: WILD }, { fatigue: 10, accl: 100 }), { type: 'move' });
    expect(s.log.some((e) => e.kind === 'ladder')).toBe(true);
    expect(s.riskBoost).toBe(0);
    const calm = act(at('BC', {}, { fatigue: 10, accl: 100 }), { type: 'move' });
    expect(calm.log.some((e) => e.kind === 'ladder')).toBe(false);
    expect(calm.team[0].fatigue).toBe(22);
  });

  test('queue delay chance: .25 × queue factor, Late ×1.4, Early ×.7', () => {
    expect(queueChance(0.6, 'Early')).toBeCloseTo(0.25 * 0.6 * 0.7, 10);
    expect(queueChance(1, 'Late')).toBeCloseTo(0.35, 10);
    expect(queueChance(1.4, 'Late')).toBeCloseTo(0.49, 10);
  });

  test('turn-around: 45% on a Late start, never on an Early one', () => {
    expect(turnaroundChance('Late')).toBe(0.45);
    expect(turnaroundChance('Early')).toBe(0);
  });

  test('a Late start that is queued and turned around spends two days and stays at Camp IV', () => {
    const s = act(at('C4', { startTime: 'Late', seed: WILD }, { fatigue: 10, accl: 100, health: 100 }), { type: 'move' });
    expect(s.location).toBe('C4');
    expect(s.summited).toBe(false);
    expect(s.day).toBe(2);
    expect(s.log.map((e) => e.kind)).toEqual(expect.arrayContaining(['queue', 'turnaround']));
  });

  test('reaching the summit sets DESCENT; moving on is refused', () => {
    const s = act(at('C4', {}, { fatigue: 10, accl: 100 }), { type: 'move' });
    expect([s.location, s.phase, s.summited]).toEqual(['SUMMIT', 'DESCENT', true]);
    expect(step(s, { type: 'move' }).refusal?.message ?? null).toBe('No forward segment.');
    const down = act(s, { type: 'descend' });
    expect(step(down, { type: 'move' }).refusal?.message ?? null).toBe('No further ascent segment.');
  });
});

/* ---------------------------------------------------------------- actions */

describe('actions', () => {
  test('every day action uses one day; a refused one returns the same state', () => {
    const s = at('BC');
    const r = step(s, { type: 'descend' });
    expect(r).toEqual({ state: s, refusal: { code: 'already-home', message: 'Already Home' } });
    expect(r.state).toBe(s);
    for (const type of ['rest', 'acclimatize', 'puja', 'photo', 'carry', 'fixRope', 'scout'] as const) {
      expect(act(s, { type }).day).toBe(1);
    }
  });

  test('Rest: fatigue -12', () => {
    expect(act(at('BC', {}, { fatigue: 40 }), { type: 'rest' }).team[0].fatigue).toBe(28);
  });

  test('Rest: the physician treats the most hurt injured member (a rescue)', () => {
    const s = at('BC', {}, { fatigue: 10, health: 60 });
    s.team[3].injured = true;
    s.team[3].health = 30;
    const n = act(s, { type: 'rest' });
    expect(n.team[3].injured).toBe(false);
    expect(n.team[3].health).toBe(30 + C.TREAT_HEALTH + 4);
    expect(n.rescues).toBe(1);
  });

  test.each([
    ['BC', 4],
    ['C1', 6],
    ['C2', 6],
    ['C3', 8],
    ['C4', 8],
  ] as const)('Acclimatize at %s: +%s acclimatisation, fatigue -6', (camp, gain) => {
    const s = act(at(camp, {}, { accl: 20, fatigue: 30 }), { type: 'acclimatize' });
    expect(s.team[0].accl).toBe(20 + gain);
    const thin = C.ALTITUDES[camp] >= 7000 ? C.HIGH_ALTITUDE_FATIGUE.Med : 0;
    expect(s.team[0].fatigue).toBe(30 - 6 + thin);
  });

  test('Puja: morale +8 for everyone', () => {
    const s = act(at('C1', {}, { morale: 50, accl: 100, fatigue: 0 }), { type: 'puja' });
    expect(s.team.every((m) => m.morale === 50 + 8 + 1)).toBe(true);
  });

  test('Photo day: documentarian morale +6, one photo day', () => {
    const s = act(at('BC', {}, { morale: 50 }), { type: 'photo' });
    expect(byRole(s, 'documentarian').morale).toBe(59);
    expect(byRole(s, 'leader').morale).toBe(53);
    expect(s.photoDays).toBe(1);
  });

  test('Carry: one oxygen to the next camp cache, fatigue +9 (sherpa +6)', () => {
    const s = act(at('BC', {}, { fatigue: 10 }), { type: 'carry' });
    expect([s.oxygen, s.caches.C1, s.location, s.carries]).toEqual([15, 1, 'BC', 1]);
    expect(byRole(s, 'leader').fatigue).toBe(19);
    expect(byRole(s, 'sherpa').fatigue).toBe(16);
    const c2 = act(at('C2', {}, { fatigue: 10, accl: 100 }), { type: 'carry' });
    expect(c2.caches.C3).toBe(1);
  });

  test('Carry refusals', () => {
    expect(step(at('BC', { oxygen: 0 }), { type: 'carry' }).refusal?.message ?? null).toBe('No spare O₂ at Base to carry.');
    expect(step(at('BC', { oxygen: 0.6 }), { type: 'carry' }).refusal?.message ?? null).toBe('No spare O₂ at Base to carry.');
    expect(step(at('C4'), { type: 'carry' }).refusal?.message ?? null).toBe('No further ascent segment.');
    expect(step(at('SUMMIT'), { type: 'carry' }).refusal?.message ?? null).toBe('No forward segment.');
  });

  test('Fix rope: fatigue +12 (sherpa +8) and ropes on the forward segment', () => {
    const s = act(at('BC', {}, { fatigue: 10 }), { type: 'fixRope' });
    expect(s.ropes.icefall).toBe(true);
    expect(byRole(s, 'leader').fatigue).toBe(22);
    expect(byRole(s, 'sherpa').fatigue).toBe(18);
    expect(step(s, { type: 'fixRope' }).refusal?.message ?? null).toBe('Ropes already fixed here.');
  });

  test('Fix rope refusals', () => {
    expect(step(at('C1'), { type: 'fixRope' }).refusal?.message ?? null).toBe('This section cannot be rope\u2011fixed.');
    expect(step(at('C4'), { type: 'fixRope' }).refusal?.message ?? null).toBe('This section cannot be rope‑fixed.');
    expect(step(at('SUMMIT'), { type: 'fixRope' }).refusal?.message ?? null).toBe('No forward segment to fix.');
    expect(reason(at('C2'), 'fixRope')).toBeNull();
    expect(reason(at('C3'), 'fixRope')).toBeNull();
  });

  test('Scout: flag for the next move (x.9), cleared by moving; refused with no ascent segment', () => {
    const s = act(at('BC', {}, { fatigue: 10 }), { type: 'scout' });
    expect(s.scouted).toBe('icefall');
    expect(s.team[0].fatigue).toBe(10 + C.SCOUT_FATIGUE);
    expect(act(s, { type: 'move' }).scouted).toBeNull();
    expect(step(at('SUMMIT'), { type: 'scout' }).refusal?.message ?? null).toBe('No further ascent segment.');
  });

  test('Move refusals: no forward segment; must be at the segment start', () => {
    expect(step(at('SUMMIT', { phase: 'DESCENT' }), { type: 'move' }).refusal?.message ?? null).toBe('No forward segment.');
    expect(step(at('BC'), { type: 'move', segment: 'lhotse' }).refusal?.message ?? null).toBe('You must be at the segment start.');
    expect(step(at('C2'), { type: 'move', segment: 'lhotse' }).refusal?.message ?? null).toBeNull();
  });

  test('Move refused while a climber is in critical condition (open rule)', () => {
    const s = at('C1');
    s.team[1].health = C.CRITICAL_HEALTH;
    expect(step(s, { type: 'move' }).refusal?.message ?? null).toBe(C.MSG.critical);
    s.team[1].health = C.CRITICAL_HEALTH + 1;
    expect(step(s, { type: 'move' }).refusal?.message ?? null).toBeNull();
  });

  test('Descend: fatigue -6, one camp down; Already Home at Base Camp', () => {
    const s = act(at('C2', {}, { fatigue: 30, accl: 100 }), { type: 'descend' });
    expect([s.location, s.phase, s.team[0].fatigue]).toEqual(['C1', 'ASCENT', 24]);
    expect(act(at('C1', {}, { accl: 100 }), { type: 'descend' }).phase).toBe('ASCENT');
    expect(step(at('BC'), { type: 'descend' }).refusal?.message ?? null).toBe('Already Home');
  });

  test('settings change pace, flow and start without using a day', () => {
    let s = at('BC');
    s = step(s, { type: 'setPace', pace: 'Fast' }).state;
    s = step(s, { type: 'setFlow', flow: 'High' }).state;
    s = step(s, { type: 'setStart', startTime: 'Late' }).state;
    expect([s.pace, s.flow, s.startTime, s.day]).toEqual(['Fast', 'High', 'Late', 0]);
    expect(step(s, { type: 'setPace', pace: 'Sprint' as never }).refusal?.message ?? null).toBe('Unknown setting.');
  });
});

/* ------------------------------------------------------------------ phases */

describe('phases and the window', () => {
  test('returning to Base Camp during DESCENT ends the expedition', () => {
    const s = act(at('C1', { phase: 'DESCENT', summited: true }, { accl: 100 }), { type: 'descend' });
    expect([s.phase, s.endReason, s.location]).toEqual(['END', 'returned', 'BC']);
    expect(step(s, { type: 'rest' }).refusal?.message ?? null).toBe(C.MSG.over);
  });

  test("the last day of the window ends with 'Window Closed' and its text", () => {
    const s = at('BC', { day: 20 });
    const a = act(s, { type: 'rest' });
    expect([a.day, a.phase]).toEqual([21, 'ASCENT']);
    const b = act(a, { type: 'rest' });
    expect([b.day, b.phase, b.endReason]).toEqual([22, 'END', 'window']);
    expect(b.log.at(-1)!.text).toBe('Window Closed: Your climbing permit window ended. Expedition over.');
  });

  test('a slow move or a queue delay never runs past the window', () => {
    const s = act(at('C1', { day: 21, pace: 'Slow' }, { accl: 100 }), { type: 'move' });
    expect([s.day, s.phase, s.location]).toEqual([22, 'END', 'C1']);
  });

  test('coming home on the last day counts as a return', () => {
    const s = act(at('C1', { day: 21, phase: 'DESCENT', summited: true }, { accl: 100 }), { type: 'descend' });
    expect([s.day, s.endReason]).toEqual([22, 'returned']);
  });
});

/* ------------------------------------------------------------------ score */

describe('score and grade', () => {
  test.each([
    [549, 'D'],
    [550, 'C'],
    [699, 'C'],
    [700, 'B'],
    [849, 'B'],
    [850, 'A'],
    [999, 'A'],
    [1000, 'A+'],
    [1199, 'A+'],
    [1200, 'S'],
  ])('%s → %s', (score, grade) => expect(gradeFor(score)).toBe(grade));

  test('every term of the score', () => {
    const team = init({}, 'EVEREST-1').team.map((m) => ({ ...m, health: 80, morale: 60 }));
    const s: EverestState = {
      ...at('BC'),
      team,
      phase: 'END',
      endReason: 'returned',
      summited: true,
      highestCamp: 'SUMMIT',
      day: 11,
      oxygen: 3,
      caches: { BC: 0, C1: 1, C2: 0, C3: 0, C4: 2, SUMMIT: 0 },
      food: 10,
      rescues: 2,
      photoDays: 1,
      carries: 3,
      ropes: { icefall: true },
    };
    const roles = (roleSatisfaction(s, 'leader') + 80 + 33 + 34 + 75) / 5;
    expect(roleSatisfaction(s, 'leader')).toBe(60 + 24);
    const sc = scoreOf(s);
    expect(sc).toMatchObject({ summit: 600, returned: 250, time: 100, healthMorale: 98, supplies: 50, rescues: 60, roles: Math.round(roles) });
    expect(sc.total).toBe(Math.round(600 + 250 + 100 + 98 + 50 + 60 + roles));
    expect(sc.grade).toBe('S');
  });

  test('no return bonus away from Base Camp; the time bonus shrinks with the days used', () => {
    const s = { ...at('C2'), highestCamp: 'C2' as const, phase: 'END' as const, endReason: 'window' as const, day: 22 };
    expect(scoreOf(s).returned).toBe(0);
    expect(scoreOf(s).time).toBe(0);
    const home = (day: number): EverestState => ({ ...at('BC'), highestCamp: 'SUMMIT', summited: true, phase: 'END', endReason: 'returned', day });
    expect(scoreOf(home(11)).time).toBe(100);
    expect(scoreOf(home(16)).time).toBe(55);
  });
});

/* ------------- score rulings and oxygen caches (docs/rules/everest.md, "Rulings the game follows", "Oxygen and caches") */

describe('returned base: only after reaching at least Camp I (ruling "Everest, score")', () => {
  const restToTheEnd = (s: EverestState) => {
    while (s.phase !== 'END') s = act(s, { type: 'rest' });
    return s;
  };

  test('a team that never leaves Base Camp earns no return bonus when the window closes', () => {
    const s = restToTheEnd(init({ difficulty: 'Hard' }, 'stay-home'));
    expect([s.phase, s.location, s.endReason]).toEqual(['END', 'BC', 'window']);
    expect(scoreOf(s).returned).toBe(0);
  });

  test('a team that climbed to Camp I and came back down earns it (also in the score if it ended now)', () => {
    let s = act(at('BC'), { type: 'move' });
    expect(s.location).toBe('C1');
    expect(s.highestCamp).toBe('C1');
    expect(scoreOf(s).returned).toBe(0);
    s = act(s, { type: 'descend' });
    expect(s.location).toBe('BC');
    expect(s.highestCamp).toBe('C1');
    expect(scoreOf(s)).toMatchObject({ final: false, returned: 250 });
    s = restToTheEnd({ ...s, seed: CALM });
    expect(scoreOf(s)).toMatchObject({ final: true, returned: 250 });
  });

  test('a strike that turns the team back on the Icefall does not count as reaching Camp I', () => {
    const s = act(at('BC', { seed: WILD }), { type: 'move' });
    expect(s.location).toBe('BC');
    expect(s.highestCamp).toBe('BC');
    expect(scoreOf(s).returned).toBe(0);
  });
});

describe('rescues: a hazard injury treated on a rest day, once per injury (ruling "Everest, score")', () => {
  test('altitude sickness cured by rest is not a rescue and never raises the score', () => {
    const sick = act(at('C2', { seed: WILD }, { health: 80, morale: 60, fatigue: 30, accl: 20 }), { type: 'puja' });
    expect(sick.lastEvents.some((e) => e.kind === 'ams')).toBe(true);
    const rested = act({ ...sick, seed: CALM }, { type: 'rest' });
    expect(rested.rescues).toBe(0);
    expect(rested.lastEvents.some((e) => e.kind === 'rescue')).toBe(false);
    expect(rested.log[rested.log.length - 1].text).toMatch(/not a rescue/);
    expect(scoreOf(rested).rescues).toBe(0);
  });

  test('one injury is one rescue, however many rest days follow', () => {
    const hurt = at('C1', { team: init({}, 'EVEREST-1').team.map((m, i) => ({ ...m, injured: i === 2, health: i === 2 ? 50 : m.health })) });
    let s = act(hurt, { type: 'rest' });
    expect(s.rescues).toBe(1);
    expect(s.team[2]).toMatchObject({ injured: false, health: 50 + C.TREAT_HEALTH + C.HEALTH_RECOVERY_OTHER });
    s = act(s, { type: 'rest' });
    s = act(s, { type: 'rest' });
    expect(s.rescues).toBe(1);
    expect(scoreOf(s).rescues).toBe(C.SCORE_RESCUE);
  });

  test('two injured climbers are two rescues, one per rest day, the most hurt first', () => {
    const team = init({}, 'EVEREST-1').team.map((m, i) => ({ ...m, injured: i === 1 || i === 3, health: i === 1 ? 60 : i === 3 ? 40 : m.health }));
    let s = act(at('C1', { team }), { type: 'rest' });
    expect([s.rescues, s.team[3].injured, s.team[1].injured]).toEqual([1, false, true]);
    s = act(s, { type: 'rest' });
    expect([s.rescues, s.team[1].injured]).toEqual([2, false]);
    s = act(s, { type: 'rest' });
    expect(s.rescues).toBe(2);
  });

  test('a real hazard injury, treated, counts once', () => {
    const struck = act(at('BC', { seed: WILD }), { type: 'move' });
    const victim = struck.team.find((m) => m.injured);
    expect(victim).toBeDefined();
    let s = act({ ...struck, seed: CALM }, { type: 'rest' });
    expect(s.rescues).toBe(1);
    s = act(s, { type: 'rest' });
    expect(s.rescues).toBe(1);
  });
});

describe('oxygen carried below 7000 m (the action says where it goes, before: docs/rules/everest.md, "Oxygen and caches")', () => {
  test('the carry target is the next camp up, and says whether its cache is ever breathed', () => {
    expect(carryTarget(at('BC'))).toEqual({ camp: 'C1', altitude: 6065, breathable: false });
    expect(carryTarget(at('C1'))).toEqual({ camp: 'C2', altitude: 6400, breathable: false });
    expect(carryTarget(at('C2'))).toEqual({ camp: 'C3', altitude: 7100, breathable: true });
    expect(carryTarget(at('C3'))).toEqual({ camp: 'C4', altitude: 7950, breathable: true });
    expect(carryTarget(at('C4'))).toBeNull();
  });

  test('the carry goes exactly where the target said', () => {
    for (const camp of ['BC', 'C1', 'C2', 'C3'] as const) {
      const s = act(at(camp), { type: 'carry' });
      expect(s.caches[carryTarget(at(camp))!.camp]).toBe(1);
    }
  });

  test('oxygen in a cache below 7000 m is never breathed; at Camp III the cache is used first', () => {
    let s = at('C2', { caches: { BC: 0, C1: 1, C2: 1, C3: 0, C4: 0, SUMMIT: 0 }, oxygen: 5 });
    s = act(s, { type: 'rest' });
    expect([s.caches.C1, s.caches.C2, s.oxygen]).toEqual([1, 1, 5]);
    s = act(at('C3', { caches: { BC: 0, C1: 0, C2: 0, C3: 1, C4: 0, SUMMIT: 0 }, oxygen: 5, flow: 'Med' }), { type: 'rest' });
    expect([s.caches.C3, s.oxygen]).toEqual([0, 5]);
  });
});

describe('score before the end: "if the expedition ended now" (ruling "Everest, score")', () => {
  test('day 1 counts no time bonus: none is earned before the team comes home', () => {
    const s = init({ difficulty: 'Easy' }, 'day-one');
    const sc = scoreOf(s);
    expect(sc.final).toBe(false);
    expect(sc.time).toBe(0);
    expect(sc.total).toBeLessThan(481 - 100);
    expect(timeBonusOnDay(s)).toBe(200);
  });

  test('the score if it ended now is exactly the final score of the window closing where the team stands', () => {
    for (const seed of ['n-1', 'n-2', 'n-3']) {
      let s = init({ difficulty: 'Normal' }, seed);
      for (const a of ['move', 'acclimatize', 'move', 'rest', 'descend'] as const) s = step(s, { type: a }).state;
      const ended: EverestState = { ...s, phase: 'END', endReason: 'window', day: C.DIFFICULTIES.Normal.days };
      const now = scoreOf(s);
      const then = scoreOf(ended);
      expect(now.final).toBe(false);
      expect(then.final).toBe(true);
      expect({ ...now, final: true }).toEqual(then);
    }
  });

  test('the final score of a return pays the time left', () => {
    const s: EverestState = { ...at('BC'), highestCamp: 'SUMMIT', summited: true, phase: 'END', endReason: 'returned', day: 11 };
    expect(scoreOf(s)).toMatchObject({ final: true, time: 100, returned: 250, summit: 600 });
  });
});
