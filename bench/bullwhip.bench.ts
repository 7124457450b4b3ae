/**
 * Benchmark (not a test): how many full 12-round Bullwhip Rush games per second the rules resolve, played on the
 * core's record with varied orders and powers. Run: npx ts-node --transpile-only -P tsconfig.jest.json bench/bullwhip.bench.ts
 */
import { Rng } from '../engines/core/prng';
import { decode, encode } from '../engines/core/save';
import { play, start } from '../engines/core/record';
import { POWERS, SCENARIOS, SEED, TIERS } from '../engines/bullwhip/constants';
import { playAutomated } from '../engines/bullwhip/engine';
import { rules } from '../engines/bullwhip';
import { bullwhipSave, type BullwhipPlayed } from '../engines/bullwhip/manifest';
import { codeFor } from '../engines/bullwhip/classroom';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';

const rng = Rng.fromSeed('bench');

function playOne(i: number): BullwhipPlayed {
  let p = start(rules, { scenario: SCENARIOS[i % SCENARIOS.length], playerRole: TIERS[i % TIERS.length] }, SEED);
  p = play(rules, p, { type: 'start' }).played;
  while (!p.state.isFinished) {
    if (rng.chance(0.1)) p = play(rules, p, { type: 'armPower', power: rng.pick(POWERS) }).played;
    p = play(rules, p, { type: 'resolve', order: rng.int(0, 40) }).played;
  }
  return p;
}

function measure(label: string, fn: (i: number) => unknown, ms = 1500) {
  for (let i = 0; i < 500; i++) fn(i); // warm up
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let k = 0; k < 200; k++) fn(n++);
    t = performance.now();
  }
  const perSec = (n / (t - t0)) * 1000;
  console.log(`${label}: ${Math.round(perSec).toLocaleString('en-US')} games/s (${n} games in ${Math.round(t - t0)} ms)`);
}

measure('full 12-round games on the record (random orders and powers)', playOne);
measure('full 12-round games, all tiers automated (debrief replay)', (i) =>
  playAutomated(SCENARIOS[i % SCENARIOS.length], TIERS[i % TIERS.length], SEED),
);

// Loading a save replays its record: how many finished saves per second can be loaded.
const saves = Array.from({ length: 64 }, (_, i) => encode(bullwhipSave, playOne(i)));
measure('finished saves loaded (JSON.parse + description + replay)', (i) => decode(bullwhipSave, saves[i % saves.length]));

// Result codes (docs/classroom.md): decode + replay of 40 finished games' codes, as the teacher's report does, and
// their length.
{
  const codes = Array.from({ length: 40 }, (_, i) => codeFor(playOne(i), { classId: 'C-7F3A9K', nickname: `Student ${i + 1}` }));
  const lengths = codes.map((c) => c.length).sort((a, b) => a - b);
  console.log(
    `result code length (class id, nickname "Student n"): median ${lengths[20]} characters (${lengths[0]}–${lengths[39]})`,
  );
  for (const c of codes) verifyCode(c, CODECS); // warm up
  const runs = 25;
  const t0 = performance.now();
  for (let k = 0; k < runs; k++)
    for (const c of codes) if (verifyCode(c, CODECS).verdict !== 'verified') throw new Error('a code did not verify');
  const ms = (performance.now() - t0) / runs;
  console.log(`decode + replay + compare of 40 codes: ${ms.toFixed(1)} ms (${(ms / 40).toFixed(2)} ms a code)`);
}
