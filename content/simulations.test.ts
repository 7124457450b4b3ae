import { simulations, findSimulation } from './simulations';

describe('simulation catalogue', () => {
  it('has unique ids and routes, each a real simulation path', () => {
    const ids = simulations.map((s) => s.id);
    const routes = simulations.map((s) => s.route);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
    for (const s of simulations) {
      expect(s.route).toMatch(/^\/(simulation\/[a-z-]+|everest\/dashboard)$/);
      expect(s.title.trim()).not.toBe('');
      expect(s.teaches.length).toBeGreaterThan(30);
      expect(s.duration).toMatch(/\d/);
      expect(s.cta.trim()).not.toBe('');
    }
  });

  it('keeps the routes the specification and DECISIONS.md fix', () => {
    const fixed: Record<string, string> = {
      launchpad: '/simulation/launchpad',
      bullwhip: '/simulation/game-theory',
      summit: '/simulation/summit',
      'city-tycoon': '/simulation/city-tycoon',
      everest: '/everest/dashboard',
    };
    for (const s of simulations) {
      if (fixed[s.id]) expect(s.route).toBe(fixed[s.id]);
    }
    expect(findSimulation('no-such-game')).toBeUndefined();
  });
});
