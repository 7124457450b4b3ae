/**
 * Figures written once: every screen text that quotes a rule is built from the constants.
 * Each text is rendered twice, with the real constants and with every number of the constants replaced by a
 * sentinel: a figure typed into a text (instead of read from the constants) survives the swap and fails here.
 */
import * as C from './constants';
import {
  changeText,
  clampedText,
  climbNowText,
  fallenText,
  keywordHint,
  lowMoraleText,
  lowOxygenText,
  paceRuleText,
  productLengthText,
  scoreFormulaText,
  signed,
  weatherNote,
  type SummitConstants,
} from './copy';
import { KEYWORD_VALUES, WEATHER_VALUES } from './types';

/** Every numeric constant swapped for a distinct sentinel (9001, 9002, … keeping the sign). */
const swapped = (() => {
  let i = 0;
  const out: Record<string, unknown> = { ...C };
  for (const [k, v] of Object.entries(C)) if (typeof v === 'number') out[k] = Math.sign(v || 1) * (9001 + i++);
  return out as unknown as SummitConstants;
})();

const TEXTS: [string, (c: SummitConstants) => string][] = [
  ...WEATHER_VALUES.map((w): [string, (c: SummitConstants) => string] => [`weather ${w}`, (c) => weatherNote(w, c)]),
  ...KEYWORD_VALUES.map((k): [string, (c: SummitConstants) => string] => [`keyword ${k}`, (c) => keywordHint(k, c)]),
  ['low oxygen', lowOxygenText],
  ['low morale', lowMoraleText],
  ['pace rule', paceRuleText],
  ['exhausted now (morale and gain are the state’s, not figures of the rules)', (c) => climbNowText({ morale: 1, exhausted: true, gain: 0 }, c).replace(/\b[01]\b/g, '')],
  ['climbing now', (c) => climbNowText({ morale: 1, exhausted: false, gain: 2 }, c).replace(/\b[12]\b/g, '')],
  ['score formula', scoreFormulaText],
  ['product length', productLengthText],
  ['clamped', clampedText],
  ['fallen', fallenText],
];

const numbers = (text: string) => text.match(/\d+/g) ?? [];

describe('screen texts quote the constants', () => {
  it.each(TEXTS)('%s: no number in the text survives a change of every constant', (_name, text) => {
    const real = numbers(text(C));
    const changed = numbers(text(swapped));
    for (const n of real) expect(changed).not.toContain(n);
    // and every figure the changed text shows is one of the sentinels
    for (const n of changed) expect(Number(n)).toBeGreaterThanOrEqual(9001);
  });

  it('with the real constants they read as the spec says', () => {
    expect(weatherNote('storm')).toBe(`Extra ${signed(C.STORM_OXYGEN)} oxygen and ${signed(C.STORM_MORALE)} morale this round.`);
    expect(weatherNote('blizzard')).toBe('Extra −10 oxygen and −15 morale this round.');
    expect(lowOxygenText()).toBe('Low oxygen: below 40 it worries the team (−10 morale a round).');
    expect(lowMoraleText()).toBe('Low morale: below 50 the team wastes oxygen (−5 a round) and is too exhausted to climb.');
    expect(lowMoraleText({ ...C, EXHAUSTED_BELOW: 40 } as unknown as SummitConstants)).toBe('Low morale: below 50 the team wastes oxygen (−5 a round); below 40 it is too exhausted to climb.');
    expect(KEYWORD_VALUES.map((k) => keywordHint(k))).toEqual(['conserve: +5 oxygen', 'push: −5 morale, +6 progress', 'rest: +10 morale, −7 progress']);
    expect(paceRuleText()).toBe(
      'A push climbs 6 more this round, a rest 7 less. A team that starts a round with morale below 50 is exhausted: it makes no progress that round, whatever it decides.',
    );
    expect(climbNowText({ morale: 80, exhausted: false, gain: 17 })).toBe('At morale 80 the team climbs 17 this round, before a push or a rest (14 + 4 × morale / 100, rounded down).');
    expect(climbNowText({ morale: 45, exhausted: true, gain: 0 })).toBe(
      'Morale is 45, below 50: the team is exhausted and makes no progress this round. Resting now lifts morale for the next one.',
    );
    expect(scoreFormulaText()).toBe('Score = progress + oxygen + morale + 20 for each survivor, + 100 for reaching the summit.');
    expect(productLengthText()).toBe('2 to 60 characters');
  });

  it('a change reads "62 → 48 (−14)", with a real minus sign and a plus for a gain', () => {
    expect(changeText(62, 48)).toBe('62 → 48 (−14)');
    expect(changeText(17, 34)).toBe('17 → 34 (+17)');
    expect(changeText(50, 50)).toBe('50 → 50 (0)');
  });
});
