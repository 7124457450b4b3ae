/**
 * Property tests of Everest's result codes (issue 13): random legal games (seeded) → code → verifyCode is
 * 'verified' and the replayed summary is the end screen's; single-character changes are never verified; every code
 * is URL-safe; a solo code's seed digest replays exactly the expedition the seed text gives.
 */
import { Rng, seedRng } from '../core/prng';
import { CODE_PREFIX, verifyCode } from '../core/code';
import { CODECS } from '../classroom';
import { engine } from './index';
import { checkMoves, codeFor, playInit, playStep, seedDigest, startFor, summaryOf, type EverestPlay } from './classroom';
import { DAY_ACTION_VALUES, DIFFICULTY_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';
import type { EverestAction } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random legal game: settings now and then, otherwise a random day action the engine accepts. */
function randomGame(rng: Rng, seed: string): EverestPlay {
  const difficulty = rng.pick(DIFFICULTY_VALUES);
  let p = playInit({ difficulty, pace: rng.pick(PACE_VALUES) }, seed);
  for (let i = 0; i < 400 && p.game.phase !== 'END'; i++) {
    let a: EverestAction;
    const x = rng.next();
    if (x < 0.08) a = { type: 'setPace', pace: rng.pick(PACE_VALUES) };
    else if (x < 0.14) a = { type: 'setFlow', flow: rng.pick(FLOW_VALUES) };
    else if (x < 0.18) a = { type: 'setStart', startTime: rng.pick(START_TIME_VALUES) };
    else {
      // Prefer climbing, so that many games reach the summit.
      const legal = DAY_ACTION_VALUES.filter((t) => engine.refusal(p.game, { type: t } as EverestAction) === null);
      const up = p.game.phase === 'ASCENT' ? 'move' : 'descend';
      a = { type: legal.includes(up) && rng.chance(0.5) ? up : rng.pick(legal) } as EverestAction;
    }
    p = playStep(p, a).state;
  }
  return p;
}

test('random legal games: the code verifies, the replayed summary is the end screen’s, the record checks, URL-safe', () => {
  const rng = new Rng(seedRng('everest-code-property'));
  let summits = 0;
  for (let g = 0; g < 150; g++) {
    const seed = `P-${g}`;
    const p = randomGame(rng, seed);
    expect(p.game.phase).toBe('END');
    if (p.game.summited) summits++;
    expect(checkMoves(p.game, p.moves)).toEqual(p.moves);
    const classId = g % 2 ? `C-CLASS${g}` : '';
    const nickname = g % 3 ? `Nick ${g}` : '';
    const code = codeFor(p, { classId, nickname })!;
    expect(code.startsWith(CODE_PREFIX)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
    expect(code).toMatch(/^VQ1\.[A-Za-z0-9_-]+$/);
    const v = verifyCode(code, CODECS, classId ? { game: 'everest', classId, seed, settings: { difficulty: p.game.difficulty } } : { game: 'everest' });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(p.game));
    expect(v.code?.summary).toEqual(summaryOf(p.game));
    expect(v.code?.nickname).toBe(nickname);
  }
  expect(summits).toBeGreaterThan(5);
});

test('a sample of single-character changes is never verified', () => {
  const rng = new Rng(seedRng('everest-code-tamper'));
  for (let g = 0; g < 12; g++) {
    const p = randomGame(rng, `T-${g}`);
    const code = codeFor(p, { classId: g % 2 ? 'C-TAMPER' : '', nickname: 'Ana' })!;
    for (let k = 0; k < 120; k++) {
      const i = rng.int(CODE_PREFIX.length, code.length - 1);
      const c = rng.pick([...ALPHABET].filter((x) => x !== code[i]));
      expect(verifyCode(code.slice(0, i) + c + code.slice(i + 1), CODECS).verdict).not.toBe('verified');
    }
  }
});

test('a seed digest starts the same expedition as the seed text (all but the seed’s own text)', () => {
  const rng = new Rng(seedRng('everest-digest'));
  for (let g = 0; g < 60; g++) {
    const seed = g % 3 ? `typed seed ${g} ✓` : `CLIMB-${g.toString(36).toUpperCase()}`;
    const difficulty = rng.pick(DIFFICULTY_VALUES);
    const real = engine.init({ difficulty }, seed);
    const fromDigest = startFor({ difficulty }, seedDigest(seed));
    const strip = (s: typeof real) => ({ ...s, seed: '', log: s.log.slice(1) });
    expect(strip(fromDigest)).toEqual(strip(real));
    // And a whole game from each start ends the same.
    let a = real;
    let b = fromDigest;
    for (let i = 0; i < 60 && a.phase !== 'END'; i++) {
      const legal = DAY_ACTION_VALUES.filter((t) => engine.refusal(a, { type: t } as EverestAction) === null);
      const act = { type: rng.pick(legal) } as EverestAction;
      a = engine.step(a, act).state;
      b = engine.step(b, act).state;
    }
    expect(summaryOf(b)).toEqual(summaryOf(a));
    expect(strip(b)).toEqual({ ...strip(a), log: expect.any(Array) });
  }
});
