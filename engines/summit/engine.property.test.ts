/** Property tests of the Summit engine (fast-check): ranges, the dead stay dead, replays. */
import fc from 'fast-check';
import * as C from './constants';
import { optionsFor } from './engine';
import { STORY } from '../../content/summit/story';
import type { RoleId } from './types';
import { play, started, step } from './testkit';

describe('properties', () => {
  const roleArb = fc.constantFrom<RoleId>(...C.ROLES);
  const choicesArb = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 });

  it('gauges stay within 0..100, the dead stay dead, the game ends after the last round', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), roleArb, choicesArb, (seed, role, choices) => {
        const states = play(seed, role, choices);
        for (const s of states) {
          for (const g of [s.oxygen, s.morale, s.progress, ...s.team.map((m) => m.health)]) {
            expect(g).toBeGreaterThanOrEqual(0);
            expect(g).toBeLessThanOrEqual(100);
          }
          expect(s.round).toBeLessThanOrEqual(C.TOTAL_ROUNDS);
        }
        for (let i = 1; i < states.length; i++) {
          states[i - 1].team.forEach((m, j) => {
            if (!m.alive) expect(states[i].team[j]).toEqual(m);
          });
        }
        const last = states[states.length - 1];
        expect(last.phase).toBe('final');
        expect(typeof last.summitReached).toBe('boolean');
      }),
      { numRuns: 60 },
    );
  });

  it('the same seed and choices replay the same game', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), roleArb, choicesArb, (seed, role, choices) => {
        expect(play(seed, role, choices)).toEqual(play(seed, role, choices));
      }),
      { numRuns: 30 },
    );
  });

  it('from any reachable gauges, an outcome keeps everything in range (random start states)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 2 }),
        (oxygen, morale, progress, round, pick) => {
          let s = started('doctor', 'p');
          s = { ...s, oxygen, morale, progress, round, roundKind: round >= 3 && round % 2 === 1 ? 'crisis' : 'decision' };
          const opts = optionsFor(STORY, round, 'doctor');
          const r = step(s, { type: 'submitDecision', role: 'doctor', optionId: opts[pick].id }).state;
          for (const g of [r.oxygen, r.morale, r.progress, ...r.team.map((m) => m.health)]) {
            expect(g >= 0 && g <= 100).toBe(true);
          }
          expect(r.progress).toBeGreaterThanOrEqual(progress);
        },
      ),
      { numRuns: 100 },
    );
  });
});
