/**
 * RULES_VERSION guard (issue 11): the constants module and the catalogue the rules read (gap decks, rivals,
 * industries) are fingerprinted; changing any of them without bumping RULES_VERSION (and adding a line to
 * rules.lock.json) fails here.
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import * as catalogue from '../../content/launchpad/catalogue';
import { RULES_VERSION, engine } from './index';
import lock from './rules.lock.json';

const rulesData = (constants: object = C, content: object = catalogue) => ({ constants: { ...constants }, catalogue: { ...content } });

describe('LaunchPad rules lock', () => {
  it('the constants and catalogue match the fingerprint recorded for RULES_VERSION', () => {
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(rulesData()), lock)).toBeNull();
    expect(engine.RULES_VERSION).toBe(RULES_VERSION);
  });
  it('changing one figure (the strengths cap) or one catalogue text without a new version is caught', () => {
    const capChanged = rulesData({ ...C, MAX_STRENGTHS: C.MAX_STRENGTHS + 1 });
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(capChanged), lock)).toMatch(/bump it to 2/);
    const gapChanged = rulesData(C, { ...catalogue, DEFAULT_GAPS: [...catalogue.DEFAULT_GAPS.slice(1), 'A new gap'] });
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(gapChanged), lock)).toMatch(/bump it to 2/);
  });
});
