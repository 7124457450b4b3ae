/**
 * The Everest expedition's difficulty table (docs/rules/everest.md; the specification's figures): the only figures a
 * class link needs. constants.ts re-exports it, so each exists once; the class spec (classSpec.ts) imports it from
 * here, so a page that offers class settings does not load the rest of the rules.
 */
import { DIFFICULTY_VALUES } from './types';
import type { Difficulty } from './types';

export interface DifficultySettings {
  /** Permit window in days. */
  days: number;
  oxygen: number;
  food: number;
  volatility: number;
  queueFactor: number;
}

/** SPEC: difficulty table (days, oxygen, food, weather volatility, queue factor). */
export const DIFFICULTIES: Record<Difficulty, DifficultySettings> = {
  Easy: { days: 22, oxygen: 16, food: 28, volatility: 0.4, queueFactor: 0.6 },
  Normal: { days: 20, oxygen: 14, food: 26, volatility: 0.6, queueFactor: 1 },
  Hard: { days: 18, oxygen: 12, food: 24, volatility: 0.8, queueFactor: 1.4 },
};
export const DIFFICULTY_LIST: readonly Difficulty[] = DIFFICULTY_VALUES;
