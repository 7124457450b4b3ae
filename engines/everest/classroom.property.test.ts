/**
 * Property tests of Everest's result codes (docs/classroom.md, "Result codes"): random games (seeded, through the
 * core's `randomRun`) → code → verifyCode is 'verified' and the replayed summary is the end screen's; single-character
 * changes are never verified; every code is URL-safe; a solo code's private seed replays exactly the expedition the
 * seed text gives.
 */
import { Rng, seedRng } from '../core/prng';
import { CODE_PREFIX, verifyCode } from '../core/code';
import { play, start } from '../core/record';
import { decode, encode } from '../core/save';
import { privateSeed } from '../core/streams';
import { randomRun } from '../core/testkit';
import { CODECS } from '../classroom';
import { rules as engine } from './index';
import { codeFor, codeMovesOf, summaryOf, type EverestPlayed } from './classroom';
import { everestSave } from './manifest';
import { DAY_ACTION_VALUES, DIFFICULTY_VALUES, FLOW_VALUES, PACE_VALUES, START_TIME_VALUES } from './types';
import type { EverestAction, EverestState } from './types';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The moves a random game tries: every day action (often an illegal one, which is refused), every setting value, and
 * climbing (or coming down) weighted so that many games reach the summit. `randomRun` checks that every refusal leaves
 * the state as it was and is the refusal the rules announce, and that the record replays to the final state.
 */
const CANDIDATES: readonly EverestAction[] = [
  ...DAY_ACTION_VALUES.map((type) => ({ type }) as EverestAction),
  ...PACE_VALUES.map((pace) => ({ type: 'setPace', pace }) as EverestAction),
  ...FLOW_VALUES.map((flow) => ({ type: 'setFlow', flow }) as EverestAction),
  ...START_TIME_VALUES.map((startTime) => ({ type: 'setStart', startTime }) as EverestAction),
];
const candidates = (s: EverestState): readonly EverestAction[] => {
  if (s.phase === 'END') return [];
  const up: EverestAction = { type: s.phase === 'ASCENT' ? 'move' : 'descend' };
  return [...CANDIDATES, ...Array(10).fill(up)];
};

function randomGame(rng: Rng, seed: string, g: number): EverestPlayed {
  const difficulty = rng.pick(DIFFICULTY_VALUES);
  const { played } = randomRun(engine, { difficulty }, seed, candidates, `everest-code-property-${g}`, 400);
  return played;
}

test('random games: the code verifies, the replayed summary is the end screen’s, the save loads back the same, URL-safe', () => {
  const rng = new Rng(seedRng('everest-code-property'));
  let summits = 0;
  for (let g = 0; g < 150; g++) {
    const seed = `P-${g}`;
    const p = randomGame(rng, seed, g);
    expect(p.state.phase).toBe('END');
    if (p.state.summited) summits++;
    expect(decode(everestSave, encode(everestSave, p))).toEqual({ ok: true, value: { ...p, record: { ...p.record, moves: codeMovesOf(p) } } });
    const classId = g % 2 ? `C-CLASS${g}` : '';
    const nickname = g % 3 ? `Nick ${g}` : '';
    const code = codeFor(p, { classId, nickname })!;
    expect(code.startsWith(CODE_PREFIX)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
    expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
    const v = verifyCode(code, CODECS, classId ? { game: 'everest', classId, seed, settings: { difficulty: p.state.difficulty } } : { game: 'everest' });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(p.state));
    expect(v.code?.summary).toEqual(summaryOf(p.state));
    expect(v.code?.moves).toEqual(codeMovesOf(p));
    expect(v.code?.nickname).toBe(nickname);
  }
  expect(summits).toBeGreaterThan(5);
});

test('a sample of single-character changes is never verified', () => {
  const rng = new Rng(seedRng('everest-code-tamper'));
  for (let g = 0; g < 12; g++) {
    const p = randomGame(rng, `T-${g}`, 1000 + g);
    const code = codeFor(p, { classId: g % 2 ? 'C-TAMPER' : '', nickname: 'Ana' })!;
    for (let k = 0; k < 120; k++) {
      const i = rng.int(CODE_PREFIX.length, code.length - 1);
      const c = rng.pick([...ALPHABET].filter((x) => x !== code[i]));
      expect(verifyCode(code.slice(0, i) + c + code.slice(i + 1), CODECS).verdict).not.toBe('verified');
    }
  }
});

test('a private seed starts the same expedition as the seed text (all but the seed’s own text)', () => {
  const rng = new Rng(seedRng('everest-digest'));
  for (let g = 0; g < 60; g++) {
    const seed = g % 3 ? `typed seed ${g} ✓` : `CLIMB-${g.toString(36).toUpperCase()}`;
    const difficulty = rng.pick(DIFFICULTY_VALUES);
    let a = start(engine, { difficulty }, seed);
    let b = start(engine, { difficulty }, privateSeed(seed));
    const strip = (s: EverestState) => ({ ...s, seed: '', log: s.log.slice(1) });
    expect(strip(b.state)).toEqual(strip(a.state));
    // And a whole game from each start ends the same.
    for (let i = 0; i < 60 && a.state.phase !== 'END'; i++) {
      const legal = DAY_ACTION_VALUES.filter((t) => engine.refusal(a.state, { type: t } as EverestAction) === null);
      const act = { type: rng.pick(legal) } as EverestAction;
      a = play(engine, a, act).played;
      b = play(engine, b, act).played;
    }
    expect(summaryOf(b.state)).toEqual(summaryOf(a.state));
    expect(strip(b.state)).toEqual({ ...strip(a.state), log: expect.any(Array) });
  }
});
