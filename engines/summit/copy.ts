/**
 * Every screen text that quotes a figure of the rules, as a function of the constants (figures written once). The
 * screens call these with the real constants; the test calls them with changed ones, so a text that still quoted an
 * old figure would fail. The rules themselves are written out in docs/rules/summit.md.
 */
import * as C from './constants';
import type { Keyword, Weather } from './types';

export type SummitConstants = typeof C;

/** A signed change with a real minus sign: +5, −10, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** "62 → 48 (−14)": a gauge's change, never colour alone. */
export const changeText = (before: number, after: number) => `${before} → ${after} (${signed(after - before)})`;

/** What the weather adds this round. */
export function weatherNote(weather: Weather, c: SummitConstants = C): string {
  switch (weather) {
    case 'clear':
      return 'No extra losses.';
    case 'cloudy':
      return 'No extra losses, but the route is harder to see.';
    case 'storm':
      return `Extra ${signed(c.STORM_OXYGEN)} oxygen and ${signed(c.STORM_MORALE)} morale this round.`;
    case 'blizzard':
      return `Extra ${signed(c.BLIZZARD_OXYGEN)} oxygen and ${signed(c.BLIZZARD_MORALE)} morale this round.`;
  }
}

/** Shown under the oxygen gauge below its knock-on threshold. */
export const lowOxygenText = (c: SummitConstants = C) =>
  `Low oxygen: below ${c.LOW_OXYGEN_MORALE_THRESHOLD} it worries the team (${signed(c.LOW_OXYGEN_MORALE_PENALTY)} morale a round).`;

/** Shown under the morale gauge below its knock-on threshold: oxygen wasted, and no climbing while exhausted. */
export const lowMoraleText = (c: SummitConstants = C) =>
  (c.EXHAUSTED_BELOW as number) === c.LOW_MORALE_OXYGEN_THRESHOLD
    ? `Low morale: below ${c.LOW_MORALE_OXYGEN_THRESHOLD} the team wastes oxygen (${signed(c.LOW_MORALE_OXYGEN_PENALTY)} a round) and is too exhausted to climb.`
    : `Low morale: below ${c.LOW_MORALE_OXYGEN_THRESHOLD} the team wastes oxygen (${signed(c.LOW_MORALE_OXYGEN_PENALTY)} a round); below ${c.EXHAUSTED_BELOW} it is too exhausted to climb.`;

/** The pace rule, shown with every round's options. */
export const paceRuleText = (c: SummitConstants = C) =>
  `A push climbs ${c.PUSH_PROGRESS} more this round, a rest ${-c.REST_PROGRESS} less. A team that starts a round with morale below ${c.EXHAUSTED_BELOW} is exhausted: it makes no progress that round, whatever it decides.`;

/** This round's climb before the vote (the selector climbNow gives the figures). */
export function climbNowText(now: { morale: number; exhausted: boolean; gain: number }, c: SummitConstants = C): string {
  if (now.exhausted) return `Morale is ${now.morale}, below ${c.EXHAUSTED_BELOW}: the team is exhausted and makes no progress this round. Resting now lifts morale for the next one.`;
  return `At morale ${now.morale} the team climbs ${now.gain} this round, before a push or a rest (${c.PROGRESS_BASE} + ${c.PROGRESS_MORALE_FACTOR} × morale / ${c.GAUGE_MAX}, rounded down).`;
}

/** How an AI teammate settles a choice between two options it likes equally. */
export const tieBackText = () => 'A teammate who likes two options equally backs yours if it is one of them.';

/** The chip on an option whose text holds a keyword. */
export function keywordHint(keyword: Keyword, c: SummitConstants = C): string {
  switch (keyword) {
    case 'conserve':
      return `${c.KEYWORD_CONSERVE}: ${signed(c.CONSERVE_OXYGEN)} oxygen`;
    case 'push':
      return `${c.KEYWORD_PUSH}: ${signed(c.PUSH_MORALE)} morale, ${signed(c.PUSH_PROGRESS)} progress`;
    case 'rest':
      return `${c.KEYWORD_REST}: ${signed(c.REST_MORALE)} morale, ${signed(c.REST_PROGRESS)} progress`;
  }
}

/** The score rule, in words. */
export const scoreFormulaText = (c: SummitConstants = C) =>
  `Score = progress + oxygen + morale + ${c.SCORE_PER_SURVIVOR} for each survivor, + ${c.SCORE_SUMMIT_BONUS} for reaching the summit.`;

/** The length rule of the two typed product fields, as the setup hints say it. */
export const productLengthText = (c: SummitConstants = C) => `${c.PRODUCT_TEXT_MIN} to ${c.PRODUCT_TEXT_MAX} characters`;

/** After a gauge change that went past an end. */
export const clampedText = (c: SummitConstants = C) => `kept within ${c.GAUGE_MIN} to ${c.GAUGE_MAX}`;

/** The line naming the members who fell this round. */
export const fallenText = (c: SummitConstants = C) => `Fallen this round (health ${c.DEATH_HEALTH} or less)`;
