import { GAME_SAVE_KEYS } from '../components/sim/saveKeys';
import { CLASSROOM } from './classroom';
import { CLASS_SPECS } from './classSpecs';
import { codeIndexOf, CODE_GAMES } from './core/code';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { simulations } from '../content/simulations';
import { BALANCE } from './balance';
import { GAMES } from './games';
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

  it('npm run balance plays every game once: its registry (engines/balance.ts) names the manifests\' games', () => {
    expect(BALANCE.map((s) => s.game.id)).toEqual([...new Set(BALANCE.map((s) => s.game.id))]);
    expect(BALANCE.map((s) => s.game.id).sort()).toEqual(MANIFESTS.map((m) => m.id).sort());
  });

  it('every game says, for each rules version after its first, what changed', () => {
    for (const m of MANIFESTS) for (let v = 2; v <= m.rules.RULES_VERSION; v++) expect([m.id, v, m.rulesChanges[v]]).toEqual([m.id, v, expect.stringMatching(/\w/)]);
  });

  it("each game's identity (engines/<game>/game.ts) is what its manifest, catalogue entry, class link and route say", () => {
    expect(GAMES.map((g) => g.codeIndex)).toEqual(GAMES.map((_, i) => i));
    expect(MANIFESTS.map((m) => m.id)).toEqual(GAMES.map((g) => g.id));
    for (const [i, g] of GAMES.entries()) {
      const m = MANIFESTS[i];
      expect([m.id, m.codeIndex, m.title, m.save.key]).toEqual([g.id, g.codeIndex, g.title, g.saveKey]);
      expect(CODE_GAMES[g.codeIndex]).toBe(g.id);
      const entry = simulations.find((s) => s.id === g.id)!;
      expect([entry.title, entry.route]).toEqual([g.title, g.route]);
      expect([CLASS_SPECS[g.id].game, CLASS_SPECS[g.id].route]).toEqual([g.id, g.route]);
      // The route is a page of the static site (app/(sim)/…/page.tsx).
      expect([g.id, existsSync(join(__dirname, '..', 'app', '(sim)', ...g.route.split('/').filter(Boolean), 'page.tsx'))]).toEqual([g.id, true]);
    }
    expect(simulations.map((s) => s.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });
});
