/**
 * What the LaunchPad pre-fill brings into a Summit save (founder and rival profiles), checked the same way
 * wherever it enters: the engine (setupProduct), the save validator and the pre-fill itself. Each check
 * returns a fresh object with only the known fields, null for "none", or undefined when the value is not a
 * valid profile.
 */
import { isObject, isOneOf, isStr } from '../core/guards';
import { cleanText } from '../core/text';
import { COMPETITOR_TEXT_MAX, PROFILE_STRENGTHS_MAX, PROFILE_TEXT_MAX, UNIQUENESS_TEXT_MAX } from './constants';
import { UNIQUENESS_SCORE_VALUES, type FounderProfile, type RivalProfile } from './types';

/** A stored text: a string within `max` UTF-16 code units that is already clean (cleanText leaves it as it is). */
export const isCleanText = (x: unknown, max: number, min = 0): x is string => isStr(x, max) && x.length >= min && cleanText(x) === x;

export function checkFounderProfile(x: unknown): FounderProfile | null | undefined {
  if (x === null) return null;
  if (!isObject(x)) return undefined;
  const { strengths, industry } = x;
  if (!Array.isArray(strengths) || strengths.length > PROFILE_STRENGTHS_MAX || !strengths.every((s) => isCleanText(s, PROFILE_TEXT_MAX, 1))) return undefined;
  if (!(industry === null || isCleanText(industry, PROFILE_TEXT_MAX, 1))) return undefined;
  return { strengths: [...(strengths as string[])], industry };
}

export function checkRivalProfile(x: unknown): RivalProfile | null | undefined {
  if (x === null) return null;
  if (!isObject(x)) return undefined;
  const { competitor, uniquenessText, uniquenessScore } = x;
  if (!(competitor === null || isCleanText(competitor, COMPETITOR_TEXT_MAX, 1))) return undefined;
  if (!isCleanText(uniquenessText, UNIQUENESS_TEXT_MAX)) return undefined;
  if (!(uniquenessScore === null || isOneOf(uniquenessScore, UNIQUENESS_SCORE_VALUES))) return undefined;
  return { competitor, uniquenessText, uniquenessScore };
}
