/**
 * Every screen text that quotes a figure of the rules, as a function of the constants (issue 11, item 2: figures
 * written once). The screens call these with the real constants; the test calls them with changed ones, so a text
 * that still quoted an old figure would fail.
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

/** Shown under the morale gauge below its knock-on threshold. */
export const lowMoraleText = (c: SummitConstants = C) =>
  `Low morale: below ${c.LOW_MORALE_OXYGEN_THRESHOLD} the team wastes oxygen (${signed(c.LOW_MORALE_OXYGEN_PENALTY)} a round) and climbs slower.`;

/** The chip on an option whose text holds a keyword. */
export function keywordHint(keyword: Keyword, c: SummitConstants = C): string {
  switch (keyword) {
    case 'conserve':
      return `${c.KEYWORD_CONSERVE}: ${signed(c.CONSERVE_OXYGEN)} oxygen`;
    case 'push':
      return `${c.KEYWORD_PUSH}: ${signed(c.PUSH_MORALE)} morale`;
    case 'rest':
      return `${c.KEYWORD_REST}: ${signed(c.REST_MORALE)} morale`;
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
