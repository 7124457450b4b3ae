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

  it('keeps the routes docs/site.md fixes', () => {
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

import { demoCards, plans } from './marketing';

describe('landing demo cards tell the same truth as the hub', () => {
  it('Summit: neither card calls it multiplayer; the demo card names the same team as the hub card', () => {
    const hub = findSimulation('summit')!;
    const demo = demoCards.find((c) => c.id === 'demo-summit')!;
    for (const text of [demo.description, hub.tagline, hub.teaches, hub.players]) expect(text).not.toMatch(/multiplayer/i);
    expect(demo.description.toLowerCase()).toContain(hub.players.toLowerCase());
    expect(hub.players).toMatch(/4 AI teammates/);
  });

  it('keeps the specification’s three demo cards, and the Freemium plan (“Week 1 only”) leads to Week 1', () => {
    expect(demoCards.map((c) => c.title)).toEqual(['Bullwhip Rush', 'Summit of Decisions', 'City Tycoon']);
    const freemium = plans.find((p) => p.name === 'Freemium')!;
    expect(freemium.features).toContain('Week 1 only');
    expect(freemium.href).toBe('#demo-week1');
    expect(findSimulation('launchpad')!.route).toBe('/simulation/launchpad');
  });
});

describe('catalogue times (timeRequired is built from them)', () => {
  it('each entry’s minutes are whole, ordered, and the same numbers its duration text shows', () => {
    for (const s of simulations) {
      const { min, max } = s.minutes;
      expect(Number.isInteger(min) && Number.isInteger(max) && min > 0 && min <= max).toBe(true);
      const shown = (s.duration.match(/\d+/g) ?? []).map(Number);
      expect(shown).toEqual(min === max ? [min] : [min, max]);
    }
  });
});
