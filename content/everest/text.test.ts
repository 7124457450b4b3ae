/**
 * Figures written once (docs/rules/everest.md, "Texts quote the constants"): every text of the Everest screen that
 * quotes a figure reads it from the constants. Each test hands the text a constants object with changed figures and
 * checks the text follows.
 */
import * as C from '@/engines/everest/constants';
import { weatherKind } from '@/engines/everest/selectors';
import { WEATHER_WORDS, actionTexts, amount, cachesHelp, carryEffect, flowHelp, gradeLine, openRules, paceHelp, pct, scoreLabels, startHelp, weatherLine, type Rules } from './text';
import { eventTitle, toasts } from './screen';

// The constants are literal-typed (`85`, not number): a changed copy is cast back to their shape.
const rules = (over: Record<string, unknown>): Rules => ({ ...C, ...over }) as unknown as Rules;

test('the grade line is the constants’ thresholds, highest first', () => {
  expect(gradeLine()).toBe(C.GRADES.filter((g) => Number.isFinite(g.min)).map((g) => `${g.grade} ${g.min}`).join(' · '));
  const changed = rules({ GRADES: [{ grade: 'S', min: 1234 }, { grade: 'A', min: 777 }, { grade: 'D', min: -Infinity }] });
  expect(gradeLine(changed)).toBe('S 1234 · A 777');
});

test('the score rows quote the score weights', () => {
  const real = scoreLabels();
  expect(real.healthMorale).toContain(`× ${C.SCORE_HEALTH_MORALE}`);
  expect(real.supplies).toBe(`Supplies (${C.SCORE_OXYGEN} per O₂, ${C.SCORE_FOOD} per food)`);
  const changed = scoreLabels(rules({ SCORE_HEALTH_MORALE: 0.55, SCORE_OXYGEN: 9, SCORE_FOOD: 4, SCORE_RESCUE: 45, SCORE_TIME: 321, RETURNED_MIN_CAMP: 'C2' }));
  expect(changed.healthMorale).toBe('(Health + morale) × 0.55');
  expect(changed.supplies).toBe('Supplies (9 per O₂, 4 per food)');
  expect(changed.rescues).toBe('Rescues (45 per hazard injury treated)');
  expect(changed.time).toContain('321 ×');
  expect(changed.returned).toContain('at least Camp II');
});

test('action effects follow the constants', () => {
  const effects = (c: Rules) => Object.fromEntries(actionTexts(c).map((a) => [a.type, a.effect]));
  const e = effects(rules({ REST_FATIGUE: 17, TREAT_HEALTH: 11, SCORE_RESCUE: 33, ACCLIMATIZE_HIGH_LINE: 7200, RISK_SCOUTED: 0.8, PUJA_MORALE: 9, CARRY_UNITS: 2 }));
  expect(e.rest).toContain('Fatigue −17');
  expect(e.rest).toContain('+11 health, a rescue: +33 points');
  expect(e.acclimatize).toContain('at 7200 m or above');
  expect(e.scout).toContain('×0.8');
  expect(e.puja).toContain('Morale +9');
  expect(e.carry).toContain('Take 2 O₂ units up');
});

test('pace, flow and start help follow the constants', () => {
  expect(paceHelp('Slow')).toBe(`Fatigue +${C.PACE_FATIGUE.Slow} per move, risk ×${C.RISK_PACE.Slow}, but a move takes ${C.MOVE_DAYS.Slow} days.`);
  expect(paceHelp('Normal', rules({ RISK_PACE: { ...C.RISK_PACE, Normal: 1.05 }, MOVE_DAYS: { ...C.MOVE_DAYS, Normal: 2 } }))).toBe(
    `Fatigue +${C.PACE_FATIGUE.Normal} per move, risk ×1.05, but a move takes 2 days.`,
  );
  expect(flowHelp('High')).toContain('no extra fatigue from thin air');
  expect(flowHelp('High', rules({ HIGH_ALTITUDE_FATIGUE: { ...C.HIGH_ALTITUDE_FATIGUE, High: 2 }, OXYGEN_ALTITUDE: 7500 }))).toBe(
    `${C.OXYGEN_USE.High} O₂ a day at 7500 m or above; thin air adds fatigue +2 a day.`,
  );
  expect(startHelp('Late', rules({ LATE_TURNAROUND_CHANCE: 0.3 }))).toContain('30% chance of turning around');
});

test('oxygen texts follow the oxygen line: which caches are never breathed, where to carry from', () => {
  expect(cachesHelp()).toContain('a cache at Camp I or Camp II is never used');
  expect(cachesHelp(rules({ OXYGEN_ALTITUDE: 6300 }))).toContain('At 6300 m or above');
  expect(cachesHelp(rules({ OXYGEN_ALTITUDE: 6300 }))).toContain('a cache at Camp I is never used');
  const warn = carryEffect({ camp: 'C1', altitude: 6065, breathable: false }, rules({ OXYGEN_ALTITUDE: 6300, SCORE_OXYGEN: 7 })).warning!;
  expect(warn).toContain('only breathed from 6300 m up');
  expect(warn).toContain('it still counts 7 points');
  expect(warn).toContain('Carry from Camp I to stock Camp II.');
});

test('the open rules quote their figures', () => {
  const text = openRules(rules({ INJURY_LINE: 14, HAZARD_TEAM_MORALE: 7, LADDER_JAM_CHANCE: 0.3, CRITICAL_HEALTH: 20, EXHAUSTION_LINE: 90 })).join('\n');
  expect(text).toContain('14 or more injures them');
  expect(text).toContain('costs the team 7 morale');
  expect(text).toContain('(30% of crossings)');
  expect(text).toContain('health is 20 or lower');
  expect(text).toContain('average fatigue reaches 90');
  // And with the real constants, nothing quoted differs from them.
  expect(openRules().join('\n')).toContain(`${C.INJURY_LINE} or more injures them`);
});

test('the weather line names the engine’s kind of weather (storm, windy above the wind line, fair)', () => {
  expect(weatherLine({ day: 3, storm: true, wind: 10, temp: -30, vis: 'Poor' })).toBe('Storm, wind 10 km/h, -30 °C, visibility Poor');
  expect(weatherLine({ day: 3, storm: false, wind: C.RISK_WIND_LINE + 1, temp: -20, vis: 'Low' })).toMatch(/^Windy, /);
  expect(weatherLine({ day: 3, storm: false, wind: C.RISK_WIND_LINE, temp: -20, vis: 'Good' })).toMatch(/^Fair, /);
  for (const kind of ['storm', 'windy', 'fair'] as const) expect(WEATHER_WORDS[kind].label.toLowerCase()).toBe(kind);
  const w = { day: 1, storm: false, wind: 50, temp: -10, vis: 'Low' as const };
  expect(weatherLine(w).startsWith(WEATHER_WORDS[weatherKind(w)].label)).toBe(true);
});

test('chances and amounts as the screen writes them', () => {
  expect(pct(0.155)).toBe('16%');
  expect(pct(C.STORM_BASE)).toBe(`${Math.round(C.STORM_BASE * 100)}%`);
  expect(amount(2)).toBe('2');
  expect(amount(1.5)).toBe('1.5');
  expect(amount(0.6 + 0.6)).toBe('1.2');
});

test('the screen’s own texts: toasts and the event dialog’s titles', () => {
  expect(toasts.day(5)).toBe('Day 5');
  expect(toasts.newExpeditionDetail('Hard', 'K2')).toBe('Hard, seed "K2". Good luck on the mountain.');
  expect(eventTitle('window', 18)).toBe(C.MSG.windowClosed);
  expect(eventTitle('summit', 12)).toBe('Summit!');
  expect(eventTitle('hazard', 4)).toBe('Day 4: on the mountain');
  expect(eventTitle(undefined, 2)).toBe('Day 2: on the mountain');
});
