/**
 * RULES_VERSION guard (docs/architecture.md, "Rules lock and RULES_VERSION"): the constants module and the catalogue
 * the rules read (gap decks, rivals, industries) are fingerprinted; changing any of them without bumping RULES_VERSION
 * (and adding a line to rules.lock.json) fails here. The save's key and version are storage, not rules, so they are
 * left out (a save shape change, such as the week's record, is not a rule change); version 1's line was recomputed
 * once without them. Version 2: the persona's name from its own random stream, refusals with codes
 * (docs/rules/launchpad.md, "Rules versions").
 */
import { fingerprint, rulesLockProblem } from '../core/rulesLock';
import * as C from './constants';
import * as catalogue from '../../content/launchpad/catalogue';
import { RULES_VERSION, RULES_CHANGES, manifest } from './manifest';
import lock from './rules.lock.json';

/**
 * The constants the rules read: all but the save's key and version, and the code of the cut-answer notice (how the
 * screen recognises a notice; no move plays differently when it changes).
 */
const { SAVE_VERSION: _version, STORAGE_KEY: _key, NOTICE_ANSWER_CUT: _notice, ...RULES } = C;
const rulesData = (constants: object = RULES, content: object = catalogue) => ({ constants: { ...constants }, catalogue: { ...content } });
/** Version 1's line as first recorded, when the fingerprint also held the save's key and version 1. */
const FIRST_V1 = '834bc5e94d8d1558';

describe('LaunchPad rules lock', () => {
  it('the constants and catalogue match the fingerprint recorded for RULES_VERSION', () => {
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(rulesData()), lock)).toBeNull();
    expect(manifest.rules.RULES_VERSION).toBe(RULES_VERSION);
  });
  it('changing one figure (the strengths cap) or one catalogue text without a new version is caught', () => {
    const capChanged = rulesData({ ...RULES, MAX_STRENGTHS: C.MAX_STRENGTHS + 1 });
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(capChanged), lock)).toMatch(new RegExp(`bump it to ${RULES_VERSION + 1}`));
    const gapChanged = rulesData(RULES, { ...catalogue, DEFAULT_GAPS: [...catalogue.DEFAULT_GAPS.slice(1), 'A new gap'] });
    expect(rulesLockProblem('launchpad', RULES_VERSION, fingerprint(gapChanged), lock)).toMatch(new RegExp(`bump it to ${RULES_VERSION + 1}`));
  });
  it("every version has its line and its change in a player's words; version 1's line is kept as recorded", () => {
    expect(Object.keys(lock).map(Number)).toEqual(Array.from({ length: RULES_VERSION }, (_, i) => i + 1));
    for (let v = 2; v <= RULES_VERSION; v++) expect(RULES_CHANGES[v]).toMatch(/\w/);
    expect(lock['1']).toBe('165710d0f688f953');
    expect(fingerprint(rulesData({ ...RULES, SAVE_VERSION: 1, STORAGE_KEY: 'entrepreneur-simulation' }))).not.toBe(FIRST_V1);
  });
});
