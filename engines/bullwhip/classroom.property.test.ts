import { decodeCode, verifyCode, CODE_PREFIX } from '../core/code';
import { Rng } from '../core/prng';
import { CODECS } from '../classroom';
import { codeFor, summaryOf } from './classroom';
import { INITIAL_POWERS, POWERS, SCENARIOS, TIERS } from './constants';
import { rules } from './index';
import type { BullwhipPlayed } from './manifest';
import { play, start } from '../core/record';
import type { Move } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random legal game, as a student could play it: orders 0..40, each held power used at most once. */
function randomGame(rng: Rng, i: number): BullwhipPlayed {
  const setup = { scenario: SCENARIOS[i % SCENARIOS.length], playerRole: TIERS[(i >> 2) % TIERS.length] };
  const seed = rng.chance(0.5) ? `BW-${rng.int(0, 99999)}` : 'BR-DEMO-001';
  let p = start(rules, setup, seed);
  const go = (m: Move) => (p = play(rules, p, m).played);
  go({ type: 'start' });
  while (!p.state.isFinished) {
    const s = p.state;
    for (const power of POWERS) {
      if (INITIAL_POWERS[s.playerRole][power] && s.powers[s.playerRole][power] && rng.chance(0.15)) go({ type: 'armPower', power });
    }
    // now and then a power is armed and disarmed again (not used: not in the code's moves)
    if (rng.chance(0.1) && p.state.decisions.expedite) go({ type: 'disarmPower', power: 'expedite' });
    go({ type: 'resolve', order: rng.chance(0.2) ? rng.int(0, 40) : rng.int(2, 12) });
  }
  return p;
}

test('random legal games → code → verified, the replayed summary equals the end screen’s, every code URL-safe', () => {
  const rng = Rng.fromSeed('bullwhip-codes');
  for (let i = 0; i < 120; i++) {
    const p = randomGame(rng, i);
    const s = p.state;
    const classId = i % 3 === 0 ? '' : `C-${rng.int(1000, 9999)}`;
    const code = codeFor(p, { classId, nickname: i % 2 ? `Nick ${i} 🚀` : '' });
    expect(code.startsWith(CODE_PREFIX)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
    const v = verifyCode(code, CODECS, { game: 'bullwhip', classId, seed: s.seed, settings: { scenario: s.scenario, playerRole: s.playerRole } });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(s));
    expect(v.code!.summary).toEqual(summaryOf(s));
  }
});

test('a sample of single-character changes is never verified', () => {
  const rng = Rng.fromSeed('bullwhip-tamper');
  let tried = 0;
  for (let g = 0; g < 12; g++) {
    const code = codeFor(randomGame(rng, g), { classId: 'C-1234', nickname: 'Sam' });
    for (let k = 0; k < 60; k++) {
      const i = rng.int(CODE_PREFIX.length, code.length - 1);
      const c = ALPHABET[rng.int(0, ALPHABET.length - 1)];
      if (c === code[i]) continue;
      const changed = code.slice(0, i) + c + code.slice(i + 1);
      expect(verifyCode(changed, CODECS).verdict).not.toBe('verified');
      tried++;
    }
  }
  expect(tried).toBeGreaterThan(600);
});

test('every single-character change of one code is caught (exhaustive)', () => {
  const code = codeFor(randomGame(Rng.fromSeed('one'), 5), { classId: 'C-9999', nickname: '' });
  for (let i = CODE_PREFIX.length; i < code.length; i++)
    for (const c of ALPHABET) {
      if (c === code[i]) continue;
      const v = verifyCode(code.slice(0, i) + c + code.slice(i + 1), CODECS);
      expect(v.verdict).not.toBe('verified');
    }
  // and a cut code
  expect(decodeCode(code.slice(0, -3), CODECS).ok).toBe(false);
});
