/**
 * Bullwhip Rush's tiers, scenarios and a new game's defaults (docs/rules/bullwhip.md): the only figures a class link
 * and Team mode's chains need. constants.ts re-exports them, so each exists once; the class spec (classSpec.ts) and
 * team.ts import them from here, so a page that offers class settings does not load the rest of the rules' texts.
 */
import { SCENARIO_VALUES, TIER_VALUES } from './types';
import type { ScenarioId, Tier } from './types';

/** The four tiers, downstream to upstream (the one list of types.ts). */
export const TIERS = TIER_VALUES;

export const TIER_NAMES: Record<Tier, string> = {
  R: 'Retailer',
  W: 'Wholesaler',
  D: 'Distributor',
  F: 'Factory',
};

/** Scenarios of the header select, in the spec's order (the one list of types.ts). */
export const SCENARIOS = SCENARIO_VALUES;
export const SCENARIO_NAMES: Record<ScenarioId, string> = {
  classic: 'Classic Step',
  noisy: 'Noisy',
  promo: 'Promo Arc',
};

/** The settings a new solo game shows before the student picks (the first scenario and tier of the selects). */
export const DEFAULT_SCENARIO: ScenarioId = 'classic';
export const DEFAULT_ROLE: Tier = 'R';
