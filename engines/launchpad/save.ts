/**
 * The save spec for the storage layer: key 'entrepreneur-simulation', version 1,
 * and a validator that really checks every field of untrusted data.
 * A stage number outside 1..9 is clamped (section 5), not rejected.
 */
import { isInt, isObject, isOneOf, isStr, type SaveSpec } from '../../lib/storage/envelope';
import { isRngState } from '../core/prng';
import {
  AGE_GROUPS,
  BUYING_BEHAVIORS,
  CORE_VALUES,
  COUNTRIES,
  IMPROVEMENT_AREAS,
  INDUSTRIES,
  LOCATIONS,
  MAX_IMPROVEMENT_AREAS,
  MAX_STRENGTHS,
  PERSONA_NAMES,
  PERSONA_STEP_COUNT,
  PERSONA_TYPES,
  PRIORITIES,
  SAVE_VERSION,
  STORAGE_KEY,
  STRENGTHS,
  UNIQUENESS_LEVELS,
} from './constants';
import { clampStage } from './engine';
import type { LaunchpadState } from './types';

const uniqueStrings = (xs: unknown[]) => new Set(xs).size === xs.length;
const nullOr = <T extends string>(x: unknown, options: readonly T[]) => x === null || isOneOf(x, options);

export function validateLaunchpad(data: unknown): LaunchpadState | string {
  if (!isObject(data)) return 'not an object';
  const d = data;
  if (!isInt(d.currentStage)) return 'currentStage is not an integer';
  if (!Array.isArray(d.strengths) || d.strengths.length > MAX_STRENGTHS || !d.strengths.every((s) => isOneOf(s, STRENGTHS)) || !uniqueStrings(d.strengths))
    return 'bad strengths';
  if (
    !Array.isArray(d.improvementAreas) ||
    d.improvementAreas.length > MAX_IMPROVEMENT_AREAS ||
    !d.improvementAreas.every((s) => isOneOf(s, IMPROVEMENT_AREAS)) ||
    !uniqueStrings(d.improvementAreas)
  )
    return 'bad improvementAreas';
  if (!nullOr(d.selectedIndustry, INDUSTRIES)) return 'bad selectedIndustry';
  if (!isOneOf(d.selectedCountry, COUNTRIES.map((c) => c.code))) return 'bad selectedCountry';
  if (
    !Array.isArray(d.selectedGapIdeas) ||
    !d.selectedGapIdeas.every((g) => isObject(g) && isStr(g.id, 200) && /^gap-.+-\d+$/.test(g.id) && isStr(g.description, 2000)) ||
    !uniqueStrings(d.selectedGapIdeas.map((g) => (g as { id: string }).id))
  )
    return 'bad selectedGapIdeas';
  const p = d.customerPersona;
  if (
    !isObject(p) ||
    !nullOr(p.ageGroup, AGE_GROUPS) ||
    !nullOr(p.type, PERSONA_TYPES) ||
    !nullOr(p.location, LOCATIONS) ||
    !nullOr(p.buyingBehavior, BUYING_BEHAVIORS) ||
    !nullOr(p.coreValue, CORE_VALUES)
  )
    return 'bad customerPersona';
  const c = d.competitorSelection;
  if (
    !isObject(c) ||
    !(c.selectedCompetitor === null || isStr(c.selectedCompetitor, 200)) ||
    // The uniqueness text has no length limit (section 5).
    !isStr(c.uniquenessText, Number.MAX_SAFE_INTEGER) ||
    !nullOr(c.uniquenessScore, UNIQUENESS_LEVELS)
  )
    return 'bad competitorSelection';
  if (
    !Array.isArray(d.goals) ||
    !d.goals.every((g) => isObject(g) && isStr(g.id, 200) && isStr(g.text, 2000) && isOneOf(g.priority, PRIORITIES)) ||
    !uniqueStrings(d.goals.map((g) => (g as { id: string }).id))
  )
    return 'bad goals';
  if (!isOneOf(d.stage1Step, ['strengths', 'improvements'] as const)) return 'bad stage1Step';
  if (!nullOr(d.expandedIndustry, INDUSTRIES)) return 'bad expandedIndustry';
  if (!isInt(d.gapIndex, 0, 1000)) return 'bad gapIndex';
  if (!isInt(d.personaStep, 1, PERSONA_STEP_COUNT)) return 'bad personaStep';
  if (!isOneOf(d.personaName, PERSONA_NAMES)) return 'bad personaName';
  if (!isRngState(d.rng)) return 'bad rng';
  const state = d as unknown as LaunchpadState;
  return { ...state, currentStage: clampStage(state.currentStage) };
}

export const launchpadSave: SaveSpec<LaunchpadState> = {
  key: STORAGE_KEY,
  version: SAVE_VERSION,
  validate: validateLaunchpad,
};
