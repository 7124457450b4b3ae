/**
 * Property: random legal games (seeded), played as a table plays them (Auto End toggled now and then, every roll
 * walked by ADVANCE), recorded as the screen records them → code → verifyCode is 'verified' and the replayed summary
 * equals the game-over screen's; a sample of single-character changes is never 'verified'; every code is URL-safe.
 * Prints the typical code length of a finished game.
 */
import { CODE_PREFIX, decodeCode, verifyCode } from '../core/code';
import { Rng, seedRng } from '../core/prng';
import { CODECS } from '../classroom';
import { legalActions, newGame, step, type Action, type GameState } from './index';
import { policy } from './testkit';
import { codeFor, recordAction, recordMatches, shadowOf, startRecord, summaryOf, type PlayRecord } from './classroom';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function randomGame(seed: string, rng: Rng) {
  const players = rng.int(2, 6);
  const cash = rng.int(5, 50) * 100;
  const cap = rng.int(10, 20);
  const names = Array.from({ length: players }, (_, i) => `Secret${i}Name`);
  let g = newGame({ names, startingCash: cash, cap, autoEnd: rng.next() < 0.5 }, seed) as GameState;
  let rec: PlayRecord = startRecord(g);
  let shadow = shadowOf(rec)!;
  for (let k = 0; g.phase !== 'GAME_OVER' && k < 20_000; k++) {
    let a: Action;
    const acts = legalActions(g);
    const roll = rng.next();
    if (roll < 0.03) a = { type: 'SET_AUTO_END', on: !g.autoEnd };
    else if (roll < 0.5) a = policy(g);
    else a = acts[rng.int(0, acts.length - 1)];
    const r = step(g, a);
    if (r.refusal) continue;
    g = r.state;
    const next = recordAction(rec, shadow, a, g);
    if (!next) throw new Error(`${seed}: the record lost the game at move ${k} ${JSON.stringify(a)}`);
    ({ rec, shadow } = next);
    // A reload at any point: the saved record still matches the saved game.
    if (k % 97 === 0) expect(recordMatches(rec, g)).not.toBeNull();
  }
  return { game: g, rec, settings: { players, cash, cap } };
}

test('random legal games → code → verified, same summary as the end screen; one changed character is never verified', () => {
  const rng = new Rng(seedRng('ct-classroom-property'));
  const lengths: number[] = [];
  for (let i = 0; i < 40; i++) {
    const seed = `P-${i}`;
    const { game, rec, settings } = randomGame(seed, rng);
    expect(game.phase).toBe('GAME_OVER');
    const code = codeFor(game, rec.moves, { classId: 'C-PROP01', nickname: `Table ${i}` });
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
      let rec = startRecord(g);
      let shadow = shadowOf(rec)!;
      while (g.phase !== 'GAME_OVER') {
        const a = policy(g);
        g = step(g, a).state;
        ({ rec, shadow } = recordAction(rec, shadow, a, g)!);
      }
      lengths.push(codeFor(g, rec.moves, { classId: 'C-ABCDEFGH', nickname: 'Table twelve' }).length);
    }
    lengths.sort((a, b) => a - b);
    out.push(`${players} players, cap ${cap}: median ${lengths[5]} characters (max ${lengths[9]})`);
    expect(lengths[9]).toBeLessThan(2000);
  }
  console.log(`City Tycoon code length: ${out.join('; ')}`);
});
