/**
 * RULES_VERSION lock (docs/architecture.md, "Rules lock and RULES_VERSION"): the fingerprint of every constant and of
 * the story the rules read (the round options, their keywords, stance tags and risks) must match the line for
 * RULES_VERSION in rules.lock.json. Changing a figure or a story option without bumping RULES_VERSION fails here.
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import { STORY } from '../../content/summit/story';
import { engine, RULES_VERSION } from './index';
import lock from './rules.lock.json';

const rulesData = (constants: object, story: unknown) => ({ constants: { ...constants }, story });

describe('Summit rules lock', () => {
  it('the constants and the story match the fingerprint recorded for RULES_VERSION', () => {
    expect(rulesLockProblem('summit', RULES_VERSION, fingerprint(rulesData(C, STORY)), lock)).toBeNull();
    expect(engine.RULES_VERSION).toBe(RULES_VERSION);
  });

  it('one changed figure, or one changed story option, without a new version is caught', () => {
    const figure = fingerprint(rulesData({ ...C, STORM_OXYGEN: C.STORM_OXYGEN - 1 }, STORY));
    expect(rulesLockProblem('summit', RULES_VERSION, figure, lock)).toMatch(/bump it to/);
    const story = structuredClone(STORY);
    const crisis = story.find((r) => r.kind === 'crisis')!;
    if (crisis.kind === 'crisis') crisis.options[1].risk = (crisis.options[1].risk ?? 0) + 0.05;
    expect(rulesLockProblem('summit', RULES_VERSION, fingerprint(rulesData(C, story)), lock)).toMatch(/bump it to/);
  });
});
