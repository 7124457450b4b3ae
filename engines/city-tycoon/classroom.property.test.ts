/**
 * Property: random games (seeded), played as a table plays them (Auto End toggled now and then, every roll walked by
 * ADVANCE, now and then an action the rules refuse), keep their own history: a refused action returns the same state
 * and adds nothing; the history is the moves applied (with an END_TURN where Auto End ended a turn) → code →
 * verifyCode is 'verified' and the replayed summary equals the game-over screen's; a sample of single-character
 * changes is never 'verified'; every code is URL-safe. Prints the typical code length of a finished game.
 */
import { CODE_PREFIX, decodeCode, verifyCode } from '../core/code';
import { Rng, seedRng } from '../core/prng';
import { CODECS } from '../classroom';
import { MOVE_COUNT, MOVE_NO, isMove, legalActions, moveAt, moveIndex, newGame, step, type Action, type GameState } from './index';
import { policy } from './testkit';
import { codeFor, historyOf, summaryOf } from './classroom';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `toggle`: Auto End changes now and then (else it stays off, and the history is exactly the moves applied). */
function randomGame(seed: string, rng: Rng, toggle = true) {
  const players = rng.int(2, 6);
  const cash = rng.int(5, 50) * 100;
  const cap = rng.int(10, 20);
  const names = Array.from({ length: players }, (_, i) => `Secret${i}Name`);
  let g = newGame({ names, startingCash: cash, cap, autoEnd: toggle && rng.next() < 0.5 }, seed) as GameState;
  const applied: number[] = [];
  let refusedCount = 0;
  for (let k = 0; g.phase !== 'GAME_OVER' && k < 20_000; k++) {
    let a: Action;
    const acts = legalActions(g);
    const roll = rng.next();
    if (toggle && roll < 0.03) a = { type: 'SET_AUTO_END', on: !g.autoEnd };
    else if (roll < 0.1) a = moveAt(rng.int(0, MOVE_COUNT - 1)); // often refused
    else if (roll < 0.5) a = policy(g);
    else a = acts[rng.int(0, acts.length - 1)];
    const r = step(g, a);
    if (r.refusal) {
      expect(r.state).toBe(g);
      refusedCount++;
      continue;
    }
    g = r.state;
    if (isMove(a)) applied.push(moveIndex(a));
    if (!toggle) expect(g.moves).toEqual(applied);
  }
  expect(refusedCount).toBeGreaterThan(0);
  const noEnds = (xs: number[]) => xs.filter((m) => m !== MOVE_NO.END_TURN);
  if (toggle) expect(noEnds(g.moves!)).toEqual(noEnds(applied));
  else expect(g.moves).toEqual(applied);
  return { game: g, settings: { players, cash, cap } };
}

test('Auto End off: the history is exactly the moves applied, in order; a refused action adds nothing', () => {
  const rng = new Rng(seedRng('ct-history-property'));
  for (let i = 0; i < 20; i++) {
    const { game } = randomGame(`H-${i}`, rng, false);
    expect(historyOf(game)).toEqual(game.moves!.map(moveAt));
  }
});

test('random legal games → code → verified, same summary as the end screen; one changed character is never verified', () => {
  const rng = new Rng(seedRng('ct-classroom-property'));
  const lengths: number[] = [];
  for (let i = 0; i < 40; i++) {
    const seed = `P-${i}`;
    const { game, settings } = randomGame(seed, rng);
    expect(game.phase).toBe('GAME_OVER');
    expect(historyOf(game)).not.toBeNull();
    const code = codeFor(game, { classId: 'C-PROP01', nickname: `Table ${i}` });
    lengths.push(code.length);
    expect(code.startsWith(CODE_PREFIX)).toBe(true);
    expect(encodeURIComponent(code)).toBe(code);
    expect(code).not.toContain('Secret');
    const v = verifyCode(code, CODECS, { game: 'city-tycoon', classId: 'C-PROP01', seed, settings });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(game));
    expect(JSON.stringify(decodeCode(code, CODECS))).not.toContain('Secret');
    // Single-character changes.
    for (let t = 0; t < 12; t++) {
      const pos = rng.int(CODE_PREFIX.length, code.length - 1);
      const ch = B64[(B64.indexOf(code[pos]) + rng.int(1, 63)) % 64];
      const bad = code.slice(0, pos) + ch + code.slice(pos + 1);
      expect(verifyCode(bad, CODECS).verdict).not.toBe('verified');
    }
  }
  lengths.sort((a, b) => a - b);
  console.log(`City Tycoon codes of 40 random finished games (2–6 players, cap 10–20): median ${lengths[20]} characters, max ${lengths[39]}`);
});

test('typical code length of a capped game played by the scripted policy', () => {
  const out: string[] = [];
  for (const [players, cap] of [
    [3, 25],
    [4, 25],
    [6, 50],
  ] as const) {
    const lengths: number[] = [];
    for (let i = 0; i < 10; i++) {
      let g = newGame({ names: Array(players).fill(''), startingCash: 1500, cap }, `LEN-${i}`) as GameState;
      while (g.phase !== 'GAME_OVER') g = step(g, policy(g)).state;
      lengths.push(codeFor(g, { classId: 'C-ABCDEFGH', nickname: 'Table twelve' }).length);
    }
    lengths.sort((a, b) => a - b);
    out.push(`${players} players, cap ${cap}: median ${lengths[5]} characters (max ${lengths[9]})`);
    expect(lengths[9]).toBeLessThan(2000);
  }
  console.log(`City Tycoon code length: ${out.join('; ')}`);
});
