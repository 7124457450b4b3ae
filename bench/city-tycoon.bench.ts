/**
 * City Tycoon benchmark: full games per second played by the simple scripted policy
 * (buy when affordable, build when possible, bid a little, pass otherwise).
 * Run: npx ts-node --transpile-only -P tsconfig.jest.json bench/city-tycoon.bench.ts
 * Prints numbers only; it never asserts on timings.
 */
import { performance } from 'node:perf_hooks';
import { step, newGame } from '../engines/city-tycoon/engine';
import { policy } from '../engines/city-tycoon/testkit';
import type { GameState } from '../engines/city-tycoon/types';

function playOne(seed: string, players: number, cap: number): { actions: number; reason: string } {
  let s = newGame({ names: Array(players).fill(''), startingCash: 1500, cap }, seed) as GameState;
  let actions = 0;
  while (s.phase !== 'GAME_OVER' && actions < 100_000) {
    s = step(s, policy(s)).state;
    actions++;
  }
  return { actions, reason: s.endReason ?? 'unfinished' };
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
}

run('2 players, cap 25 (default)', 2, 25, 200);
run('4 players, cap 25 (default)', 4, 25, 200);
run('6 players, cap 50', 6, 50, 100);
