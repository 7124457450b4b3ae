/**
 * City Tycoon benchmark: full games per second played by the simple scripted policy
 * (buy when affordable, build when possible, bid a little, pass otherwise).
 * Also: result code length of capped games and decode + replay of 40 codes (docs/classroom.md).
 * Run: npx ts-node --transpile-only -P tsconfig.jest.json bench/city-tycoon.bench.ts
 * Prints numbers only; it never asserts on timings.
 */
import { performance } from 'node:perf_hooks';
import { playTable } from '../engines/city-tycoon/testkit';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { codeFor } from '../engines/city-tycoon/classroom';
import { manifest } from '../engines/city-tycoon/manifest';
import { recordSave } from '../engines/core/record';
import { encode } from '../engines/core/save';

const saveSpec = recordSave(manifest);

const saveBytes: Record<string, number[]> = {};

function playOne(seed: string, players: number, cap: number): { actions: number; reason: string } {
  const p = playTable({ names: Array(players).fill(''), startingCash: 1500, cap }, seed);
  (saveBytes[`${players}/${cap}`] ??= []).push(Buffer.byteLength(encode(saveSpec, p)));
  return { actions: p.record.moves.length, reason: p.state.endReason ?? 'unfinished' };
}

function run(label: string, players: number, cap: number, games: number) {
  // warm-up
  for (let i = 0; i < 5; i++) playOne(`warm-${i}`, players, cap);
  let actions = 0;
  const reasons: Record<string, number> = {};
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const r = playOne(`bench-${i}`, players, cap);
    actions += r.actions;
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  }
  const ms = performance.now() - t0;
  console.log(
    `${label.padEnd(28)} ${games} games in ${ms.toFixed(0)} ms: ${((games * 1000) / ms).toFixed(1)} games/s, ` +
      `${((actions * 1000) / ms / 1000).toFixed(0)}k actions/s, ${(actions / games).toFixed(0)} actions/game, ends ${JSON.stringify(reasons)}`,
  );
  const sizes = saveBytes[`${players}/${cap}`].sort((a, b) => a - b);
  console.log(`${''.padEnd(28)} save of a finished game (its record): median ${sizes[sizes.length >> 1]} bytes, max ${sizes[sizes.length - 1]}`);
}

run('2 players, cap 25 (default)', 2, 25, 200);
run('4 players, cap 25 (default)', 4, 25, 200);
run('6 players, cap 50', 6, 50, 100);

/*
 * Result codes (docs/classroom.md): code length of capped games, and decode + replay of 40 codes (what the teacher's
 * page does).
 */

function codeOf(seed: string, players: number, cap: number): string {
  return codeFor(playTable({ names: Array(players).fill(''), startingCash: 1500, cap }, seed), { classId: 'C-BENCH001', nickname: 'Table 1' });
}

function codes(label: string, players: number, cap: number) {
  const list = Array.from({ length: 40 }, (_, i) => codeOf(`code-${i}`, players, cap));
  const lengths = list.map((c) => c.length).sort((a, b) => a - b);
  for (const c of list.slice(0, 3)) verifyCode(c, CODECS); // warm-up
  const t0 = performance.now();
  let verified = 0;
  for (const c of list) if (verifyCode(c, CODECS).verdict === 'verified') verified++;
  const ms = performance.now() - t0;
  console.log(
    `codes: ${label.padEnd(20)} length median ${lengths[20]} (min ${lengths[0]}, max ${lengths[39]}) characters; ` +
      `decode + replay of 40 codes ${ms.toFixed(0)} ms (${(ms / 40).toFixed(1)} ms each), ${verified}/40 verified`,
  );
}

codes('3 players, cap 25', 3, 25);
codes('4 players, cap 25', 4, 25);
codes('6 players, cap 50', 6, 50);
