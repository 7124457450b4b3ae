/**
 * Property tests of Everest's result codes (docs/classroom.md, "Result codes"): random legal games (seeded) → code → verifyCode is
 * 'verified' and the replayed summary is the end screen's; single-character changes are never verified; every code
 * is URL-safe; a solo code's seed digest replays exactly the expedition the seed text gives.
 */
import { Rng, seedRng } from '../core/prng';
import { CODE_PREFIX, verifyCode } from '../core/code';
import { CODECS } from '../classroom';
import { engine } from './index';
import { codeFor, seedDigest, startFor, summaryOf } from './classroom';
import { recordMove } from './engine';
import { validateEverest } from './validate';
import { DAY_ACTION_VALUES, DIFFICULTY_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';
import type { EverestAction, EverestState } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A random game through engine.step: settings now and then, otherwise a day action (often an illegal one, which is
 * refused). Checks at every step that a refusal returns the same object and adds nothing, and that the state's
 * moves are exactly the applied actions, folded by the one recording rule (settings between two days collapse).
 */
function randomGame(rng: Rng, seed: string): EverestState {
  const difficulty = rng.pick(DIFFICULTY_VALUES);
  let p = engine.init({ difficulty, pace: rng.pick(PACE_VALUES) }, seed);
  let expected: EverestAction[] = p.moves!.slice();
  const days: string[] = [];
  for (let i = 0; i < 400 && p.phase !== 'END'; i++) {
    let a: EverestAction;
    const x = rng.next();
    if (x < 0.08) a = { type: 'setPace', pace: rng.pick(PACE_VALUES) };
    else if (x < 0.14) a = { type: 'setFlow', flow: rng.pick(FLOW_VALUES) };
    else if (x < 0.18) a = { type: 'setStart', startTime: rng.pick(START_TIME_VALUES) };
    else if (x < 0.3) a = { type: rng.pick(DAY_ACTION_VALUES) } as EverestAction;
    else {
      // Prefer climbing, so that many games reach the summit.
      const legal = DAY_ACTION_VALUES.filter((t) => engine.refusal(p, { type: t } as EverestAction) === null);
      const up = p.phase === 'ASCENT' ? 'move' : 'descend';
      a = { type: legal.includes(up) && rng.chance(0.5) ? up : rng.pick(legal) } as EverestAction;
    }
    const out = engine.step(p, a);
    if (out.refusal) {
      expect(out.state).toBe(p);
      continue;
    }
    expected = recordMove(expected, a)!;
    if (!a.type.startsWith('set')) days.push(a.type);
    p = out.state;
    expect(p.moves).toEqual(expected);
  }
  expect(p.moves!.filter((m) => !m.type.startsWith('set')).map((m) => m.type)).toEqual(days);
  return p;
}

test('random legal games: the log is the applied actions, the code verifies, the replayed summary is the end screen’s, the save validates with its moves, URL-safe', () => {
  const rng = new Rng(seedRng('everest-code-property'));
  let summits = 0;
  for (let g = 0; g < 150; g++) {
    const seed = `P-${g}`;
    const p = randomGame(rng, seed);
    expect(p.phase).toBe('END');
    if (p.summited) summits++;
    expect(validateEverest(JSON.parse(JSON.stringify(p)))).toEqual(p);
    const classId = g % 2 ? `C-CLASS${g}` : '';
    const nickname = g % 3 ? `Nick ${g}` : '';
    const code = codeFor(p, { classId, nickname })!;
    expect(code.startsWith(CODE_PREFIX)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
    expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
    const v = verifyCode(code, CODECS, classId ? { game: 'everest', classId, seed, settings: { difficulty: p.difficulty } } : { game: 'everest' });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(p));
    expect(v.code?.summary).toEqual(summaryOf(p));
    expect(v.code?.moves).toEqual(p.moves);
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
