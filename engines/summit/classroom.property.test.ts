/** Property tests of Summit's result codes: random legal games → code → verified, same summary; tampering caught. */
import fc from 'fast-check';
import { verifyCode } from '../core/code';
import { CODECS } from '../classroom';
import * as C from './constants';
import { codeFor, summaryOf } from './classroom';
import { playSummit } from './classroom.testkit';
import type { RoleId } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('random legal games', () => {
  const game = fc.record({
    seed: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    role: fc.constantFrom<RoleId>(...C.ROLES),
    choices: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 7, maxLength: 7 }),
    concept: fc.string({ minLength: 2, maxLength: 40 }).filter((t) => /^\w{2,}$/.test(t)),
    pricing: fc.constantFrom(...C.PRICING_STRATEGIES),
    channel: fc.constantFrom(...C.MARKETING_CHANNELS),
    model: fc.constantFrom(...C.BUSINESS_MODELS),
    classId: fc.constantFrom('', 'C-ABCD1234'),
    nickname: fc.constantFrom('', 'Sam', 'Zoë 🚀'),
    flip: fc.nat(),
  });

  test('code → verifyCode is "verified", the replayed summary is the end screen summary, codes are URL-safe', () => {
    const lengths: number[] = [];
    fc.assert(
      fc.property(game, (g) => {
        const state = playSummit(g.seed, g.role, g.choices, {
          productConcept: g.concept,
          targetMarket: 'Students aged 13-18',
          pricingStrategy: g.pricing,
          marketingChannel: g.channel,
          businessModel: g.model,
        });
        const code = codeFor(state, { classId: g.classId, nickname: g.nickname });
        lengths.push(code.length);
        expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
        expect(encodeURIComponent(code)).toBe(code);
        const v = verifyCode(code, CODECS, { game: 'summit', classId: g.classId, seed: g.seed, settings: { role: g.role } });
        expect(v.verdict).toBe('verified');
        expect(v.replayed).toEqual(summaryOf(state.state));
        expect(v.code?.summary).toEqual(summaryOf(state.state));
        // A sample of single-character changes: never verified.
        for (let k = 0; k < 6; k++) {
          const i = 4 + ((g.flip + k * 7919) % (code.length - 4));
          const c = ALPHABET[(ALPHABET.indexOf(code[i]) + 1 + ((g.flip >> 3) + k) % 63) % 64];
          const changed = code.slice(0, i) + c + code.slice(i + 1);
          expect(verifyCode(changed, CODECS).verdict).not.toBe('verified');
        }
      }),
      { numRuns: 150, seed: 13 },
    );
    lengths.sort((a, b) => a - b);
    console.log(`Summit code length over ${lengths.length} games: min ${lengths[0]}, median ${lengths[lengths.length >> 1]}, max ${lengths[lengths.length - 1]}`);
  });

  test('every single-character change of one finished code is detected', () => {
    const code = codeFor(playSummit('ALL-1', 'environmentalist', [2, 1, 0, 2, 1, 0, 2]), { classId: 'C-1234', nickname: 'Kim' });
    for (let i = 4; i < code.length; i++) {
      for (const c of ALPHABET) {
        if (c === code[i]) continue;
        expect(verifyCode(code.slice(0, i) + c + code.slice(i + 1), CODECS).verdict).not.toBe('verified');
      }
    }
  });
});
