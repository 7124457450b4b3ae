import { GAME_SAVE_KEYS } from '../components/sim/saveKeys';
import { CLASSROOM } from './classroom';
import { CLASS_SPECS } from './classSpecs';
import { codeIndexOf, CODE_GAMES } from './core/code';
import { MANIFESTS } from './manifests';

describe('the games the core keeps', () => {
  it("freezes each game's byte in result codes: never reorder, only append", () => {
    expect(CODE_GAMES).toEqual(['bullwhip', 'everest', 'summit', 'city-tycoon', 'launchpad']);
    expect(MANIFESTS.map((m) => [m.id, m.codeIndex])).toEqual([
      ['bullwhip', 0],
      ['everest', 1],
      ['summit', 2],
      ['city-tycoon', 3],
      ['launchpad', 4],
    ]);
  });

  it('the classroom registry, the class specs and the save keys name the same games as the manifests', () => {
    for (const m of MANIFESTS) {
      const room = CLASSROOM[m.id as keyof typeof CLASSROOM]!;
      expect(codeIndexOf(room.codec)).toBe(m.codeIndex);
      expect(room.codec.rulesVersion).toBe(m.rules.RULES_VERSION);
      expect(CLASS_SPECS[m.id as keyof typeof CLASS_SPECS].game).toBe(m.id);
    }
    expect(Object.values(GAME_SAVE_KEYS).sort()).toEqual(MANIFESTS.map((m) => m.save.key).sort());
  });

  it('every game says, for each rules version after its first, what changed', () => {
    for (const m of MANIFESTS) for (let v = 2; v <= m.rules.RULES_VERSION; v++) expect([m.id, v, m.rulesChanges[v]]).toEqual([m.id, v, expect.stringMatching(/\w/)]);
  });
});
