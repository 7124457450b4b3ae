/**
 * RULES_VERSION lock (docs/engines.md, "Saves under older rules"): the fingerprint of every constant and of the story the rules read (the round
 * options, their keywords, stance tags and risks) must match the line for RULES_VERSION in rules.lock.json.
 * Changing a figure or a story option without bumping RULES_VERSION fails here.
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import { STORY } from '../../content/summit/story';
import { rules, RULES_VERSION } from './index';
import { manifest } from './manifest';
import lock from './rules.lock.json';

const rulesData = (constants: object, story: unknown) => ({ constants: { ...constants }, story });

describe('Summit rules lock', () => {
  it('the constants and the story match the fingerprint recorded for RULES_VERSION', () => {
    expect(rulesLockProblem('summit', RULES_VERSION, fingerprint(rulesData(C, STORY)), lock)).toBeNull();
    expect(rules.RULES_VERSION).toBe(RULES_VERSION);
    expect(manifest.rules.RULES_VERSION).toBe(RULES_VERSION);
    // Every version after the first says, in a player's words, what changed (an older save that cannot play on names it).
    for (let v = 2; v <= RULES_VERSION; v++) expect(manifest.rulesChanges[v]).toMatch(/\w/);
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
