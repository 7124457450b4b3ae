/**
 * Property: random games (seeded), played as a table plays them into the game's record (Auto End toggled now and
 * then, every roll walked by ADVANCE, now and then an action the rules refuse): a refused action returns the same
 * game and adds nothing to the record; the record is the moves applied, in order → code → verifyCode is 'verified'
 * and the replayed summary equals the game-over screen's; a sample of single-character changes is never 'verified';
 * every code is URL-safe. Prints the typical code length of a finished game.
 */
import { CODE_PREFIX, decodeCode, verifyCode } from '../core/code';
import { play, start, type Played } from '../core/record';
import { Rng, seedRng } from '../core/prng';
import { CODECS } from '../classroom';
import { MOVE_COUNT, legalActions, moveAt, rules, tableSetup, type Action, type GameState, type SetupInput } from './index';
import { playTable, policy } from './testkit';
import { codeFor, summaryOf } from './classroom';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `toggle`: Auto End changes now and then (else it stays as it started). */
function randomGame(seed: string, rng: Rng, toggle = true) {
  const players = rng.int(2, 6);
  const cash = rng.int(5, 50) * 100;
  const cap = rng.int(10, 20);
  const names = Array.from({ length: players }, (_, i) => `Secret${i}Name`);
  let p: Played<GameState, SetupInput, Action> = start(rules, tableSetup({ names, startingCash: cash, cap }), seed);
  if (!toggle || rng.next() < 0.5) p = play(rules, p, { type: 'SET_AUTO_END', on: false }).played;
  const applied: Action[] = [...p.record.moves];
  let refusedCount = 0;
  for (let k = 0; p.state.phase !== 'GAME_OVER' && k < 20_000; k++) {
    let a: Action;
    const g = p.state;
    const acts = legalActions(g);
    const roll = rng.next();
    if (toggle && roll < 0.03) a = { type: 'SET_AUTO_END', on: !g.autoEnd };
    else if (roll < 0.1) a = moveAt(rng.int(0, MOVE_COUNT - 1)); // often refused
    else if (roll < 0.5) a = policy(g);
    else a = acts[rng.int(0, acts.length - 1)];
    const r = play(rules, p, a);
    if (r.step.refusal) {
      expect(r.played).toBe(p);
      refusedCount++;
      continue;
    }
    p = r.played;
    applied.push(a);
    // The move applied is the one appended (a whole-list comparison at every move made this test quadratic; the
    // whole list is compared once at the end).
    if (p.record.moves.length !== applied.length || p.record.moves[applied.length - 1] !== a) expect(p.record.moves).toEqual(applied);
  }
  expect(refusedCount).toBeGreaterThan(0);
  expect(p.record.moves).toEqual(applied);
  return { played: p, game: p.state, settings: { players, cash, cap } };
}

test('the record is exactly the moves applied, in order; a refused action adds nothing', () => {
  const rng = new Rng(seedRng('ct-history-property'));
  for (let i = 0; i < 20; i++) randomGame(`H-${i}`, rng, false);
});

test('random legal games → code → verified, same summary as the end screen; one changed character is never verified', () => {
  const rng = new Rng(seedRng('ct-classroom-property'));
  const lengths: number[] = [];
  for (let i = 0; i < 40; i++) {
    const seed = `P-${i}`;
    const { played, game, settings } = randomGame(seed, rng);
    expect(game.phase).toBe('GAME_OVER');
    const code = codeFor(played, { classId: 'C-PROP01', nickname: `Table ${i}`, seed });
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
      const p = playTable({ names: Array(players).fill(''), startingCash: 1500, cap }, `LEN-${i}`);
      lengths.push(codeFor(p, { classId: 'C-ABCDEFGH', nickname: 'Table twelve' }).length);
    }
    lengths.sort((a, b) => a - b);
    out.push(`${players} players, cap ${cap}: median ${lengths[5]} characters (max ${lengths[9]})`);
    expect(lengths[9]).toBeLessThan(2000);
  }
  console.log(`City Tycoon code length: ${out.join('; ')}`);
});
