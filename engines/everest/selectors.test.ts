/**
 * The selectors the screen reads instead of recomputing a rule (docs/rules/everest.md, "Weather" and "Refusals"):
 * each is checked against the engine's own use of the same figure — the storm chance the weather is drawn with, the
 * wind line the move risk counts, the refusal behind every refused step.
 */
import { Rng, seedRng } from '../core/prng';
import * as C from './constants';
import { generateWeather, init, step } from './engine';
import {
  amsChance,
  breathesOxygenAt,
  cachedOxygen,
  carryTarget,
  currentAmsChance,
  currentDay,
  fatigueCostsMorale,
  isCritical,
  isValidSeedText,
  moveRisk,
  queueChance,
  refusal,
  refusalCode,
  round2,
  segmentFrom,
  stormChance,
  stormChanceFor,
  summitQueueChance,
  teamAverages,
  totalOxygen,
  weatherKind,
  windAddsRisk,
} from './selectors';
import { DAY_ACTION_VALUES } from './types';
import type { EverestAction, EverestState } from './types';

/** Every state of a few expeditions, each day's action picked from the legal ones (moving up when it can). */
function walkedStates(): EverestState[] {
  const out: EverestState[] = [];
  for (const difficulty of C.DIFFICULTY_LIST) {
    for (const seed of ['SEL-1', 'SEL-2', 'SEL-3']) {
      let s = init({ difficulty, flow: 'High' }, seed);
      const rng = new Rng(seedRng(`walk:${difficulty}:${seed}`));
      out.push(s);
      for (let i = 0; i < 40 && s.phase !== 'END'; i++) {
        const legal = DAY_ACTION_VALUES.filter((t) => refusal(s, { type: t } as EverestAction) === null);
        const type = legal.includes('move') && rng.next() < 0.6 ? 'move' : legal[Math.floor(rng.next() * legal.length)];
        s = step(s, { type } as EverestAction).state;
        out.push(s);
      }
    }
  }
  return out;
}
const STATES = walkedStates();

describe('storm chance', () => {
  test.each(C.DIFFICULTY_LIST)('%s: STORM_BASE + STORM_VOLATILITY × the difficulty’s volatility', (difficulty) => {
    const { volatility } = C.DIFFICULTIES[difficulty];
    expect(stormChance({ difficulty })).toBe(C.STORM_BASE + C.STORM_VOLATILITY * volatility);
    expect(stormChanceFor(volatility)).toBe(stormChance({ difficulty }));
  });

  test.each(C.DIFFICULTY_LIST)('%s: the weather is drawn with exactly this chance of a storm, every day', (difficulty) => {
    const { days, volatility } = C.DIFFICULTIES[difficulty];
    const chance = jest.spyOn(Rng.prototype, 'chance');
    try {
      const weather = generateWeather(new Rng(seedRng(`storm:${difficulty}`)), days, volatility);
      // One draw a day, the storm's, and nothing else asks for a chance.
      expect(chance.mock.calls.map(([p]) => p)).toEqual(weather.map(() => stormChance({ difficulty })));
    } finally {
      chance.mockRestore();
    }
  });

  test('a harder expedition has more storms to expect', () => {
    const [easy, normal, hard] = C.DIFFICULTY_LIST.map((difficulty) => stormChance({ difficulty }));
    expect(easy).toBeLessThan(normal);
    expect(normal).toBeLessThan(hard);
  });
});

describe('weather kind: one classification for every text and icon', () => {
  test('a storm is a storm whatever the wind; otherwise windy only above the wind line', () => {
    expect(weatherKind({ storm: true, wind: 0 })).toBe('storm');
    expect(weatherKind({ storm: true, wind: C.RISK_WIND_LINE + 20 })).toBe('storm');
    expect(weatherKind({ storm: false, wind: C.RISK_WIND_LINE })).toBe('fair');
    expect(weatherKind({ storm: false, wind: C.RISK_WIND_LINE + 1 })).toBe('windy');
    expect(windAddsRisk(C.RISK_WIND_LINE)).toBe(false);
    expect(windAddsRisk(C.RISK_WIND_LINE + 1)).toBe(true);
  });

  test('"windy" and "storm" are exactly the days the move risk counts wind and storm on', () => {
    const segment = segmentFrom('BC')!;
    for (const difficulty of C.DIFFICULTY_LIST) {
      for (const w of init({ difficulty }, `KIND-${difficulty}`).weather) {
        const labels = moveRisk({ segment, weather: w, avgFatigue: 0, avgHealth: 100, avgAccl: 100, ropes: false, scouted: false, pace: 'Normal', startTime: 'Early', boost: 0 }).terms.map(
          (t) => t.label,
        );
        const windTerm = labels.some((l) => l.startsWith('Wind above'));
        expect(labels.includes('Storm')).toBe(weatherKind(w) === 'storm');
        expect(windTerm).toBe(windAddsRisk(w.wind));
        if (weatherKind(w) === 'windy') expect(windTerm).toBe(true);
        if (weatherKind(w) === 'fair') expect(windTerm || w.storm).toBe(false);
      }
    }
  });
});

describe('refusal codes', () => {
  const SETTINGS: EverestAction[] = [
    { type: 'setPace', pace: 'Fast' },
    { type: 'setFlow', flow: 'Low' },
    { type: 'setStart', startTime: 'Late' },
  ];

  test('the refusal is the code’s message, for every action in every state walked (and the step refuses with it)', () => {
    let refused = 0;
    for (const s of STATES) {
      for (const action of [...DAY_ACTION_VALUES.map((type) => ({ type }) as EverestAction), ...SETTINGS]) {
        const code = refusalCode(s, action);
        expect(refusal(s, action)).toEqual(code === null ? null : { message: C.MSG[code] });
        expect(step(s, action).refusal).toEqual(code === null ? undefined : { message: C.MSG[code] });
        if (code) refused++;
      }
    }
    expect(refused).toBeGreaterThan(100);
  });

  test('descending at Base Camp is "alreadyHome"; after the end everything is "over"', () => {
    const s = init({}, 'CODE-1');
    expect(refusalCode(s, { type: 'descend' })).toBe('alreadyHome');
    expect(refusal(s, { type: 'descend' })).toEqual({ message: C.MSG.alreadyHome });
    const over: EverestState = { ...s, phase: 'END', endReason: 'window' };
    for (const action of [{ type: 'descend' } as EverestAction, ...SETTINGS]) expect(refusalCode(over, action)).toBe('over');
  });

  test('a critical climber stops the climb (and only the climb)', () => {
    const s = init({}, 'CODE-2');
    const hurt: EverestState = { ...s, team: s.team.map((m, i) => (i === 2 ? { ...m, health: C.CRITICAL_HEALTH } : m)) };
    expect(isCritical(hurt.team[2])).toBe(true);
    expect(isCritical({ health: C.CRITICAL_HEALTH + 1 })).toBe(false);
    expect(refusalCode(hurt, { type: 'move' })).toBe('critical');
    expect(refusalCode(hurt, { type: 'rest' })).toBeNull();
    expect(refusalCode(s, { type: 'move' })).toBeNull();
  });
});

describe('figures the screen shows', () => {
  test('the day shown: the day the next action is taken, or the last day once over', () => {
    const s = init({}, 'DAY-1');
    expect(currentDay(s)).toBe(1);
    expect(currentDay({ ...s, day: 7 })).toBe(8);
    expect(currentDay({ ...s, day: 22, phase: 'END' })).toBe(22);
  });

  test('oxygen in the caches is the total less the team’s own supply', () => {
    for (const s of STATES) {
      expect(cachedOxygen(s)).toBe(round2(Object.values(s.caches).reduce((a, b) => a + b, 0)));
      expect(cachedOxygen(s)).toBeCloseTo(totalOxygen(s) - s.oxygen, 9);
    }
    expect(STATES.some((s) => cachedOxygen(s) > 0)).toBe(true);
  });

  test('oxygen is breathed from the oxygen line up, as a carry says', () => {
    for (const camp of C.CAMPS) {
      expect(breathesOxygenAt(camp)).toBe(C.ALTITUDES[camp] >= C.OXYGEN_ALTITUDE);
      const target = carryTarget({ location: camp });
      if (target) expect(target.breathable).toBe(breathesOxygenAt(target.camp));
    }
    expect(breathesOxygenAt('C2')).toBe(false);
    expect(breathesOxygenAt('C3')).toBe(true);
  });

  test('altitude sickness chance tonight: the AMS formula at the team’s camp with its averages', () => {
    for (const s of STATES) {
      const avg = teamAverages(s);
      expect(currentAmsChance(s)).toBe(amsChance(avg.accl, avg.fatigue, C.ALTITUDES[s.location]));
    }
    expect(currentAmsChance(init({}, 'AMS-0'))).toBe(0);
  });

  test('the summit queue chance: the difficulty’s queue factor and the start time', () => {
    for (const difficulty of C.DIFFICULTY_LIST)
      for (const startTime of C.START_LIST)
        expect(summitQueueChance({ difficulty, startTime })).toBe(queueChance(C.DIFFICULTIES[difficulty].queueFactor, startTime));
  });

  test('a typed seed: 1 to SEED_MAX_LENGTH characters once trimmed', () => {
    expect(isValidSeedText('K2')).toBe(true);
    expect(isValidSeedText('  K2  ')).toBe(true);
    expect(isValidSeedText('   ')).toBe(false);
    expect(isValidSeedText('')).toBe(false);
    expect(isValidSeedText('x'.repeat(C.SEED_MAX_LENGTH))).toBe(true);
    expect(isValidSeedText('x'.repeat(C.SEED_MAX_LENGTH + 1))).toBe(false);
  });

  test('fatigue costs morale above its line', () => {
    expect(fatigueCostsMorale(C.FATIGUE_MORALE_LINE)).toBe(false);
    expect(fatigueCostsMorale(C.FATIGUE_MORALE_LINE + 1)).toBe(true);
  });
});
