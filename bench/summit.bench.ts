/**
 * Summit of Decisions: result codes (docs/classroom.md, "Result codes"). Decode + replay of 40 codes of finished class games, and the code
 * length. Run: npx ts-node --transpile-only -P tsconfig.jest.json bench/summit.bench.ts
 * Prints numbers; never asserts on timings.
 */
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { ROLES } from '../engines/summit/constants';
import { codeFor } from '../engines/summit/classroom';
import { playSummit } from '../engines/summit/classroom.testkit';

const N = 40;
const codes: string[] = [];
for (let i = 0; i < N; i++) {
  const choices = Array.from({ length: 7 }, (_, r) => (i * 7 + r * 3 + (i >> 2)) % 3);
  const played = playSummit(`BENCH-${i}`, ROLES[i % ROLES.length], choices);
  codes.push(codeFor(played, { classId: 'C-BENCH123', nickname: `Student ${i + 1}` }));
}
const lengths = codes.map((c) => c.length).sort((a, b) => a - b);
console.log(`Code length over ${N} finished games (class id 10 chars, nickname 9–10 chars, seed 7–8 chars): min ${lengths[0]}, median ${lengths[N >> 1]}, max ${lengths[N - 1]} characters`);

for (let run = 1; run <= 3; run++) {
  const t0 = process.hrtime.bigint();
  let verified = 0;
  for (const c of codes) if (verifyCode(c, CODECS, { game: 'summit', classId: 'C-BENCH123' }).verdict === 'verified') verified++;
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`Run ${run}: decode + replay of ${N} codes in ${ms.toFixed(1)} ms (${(ms / N).toFixed(2)} ms per code), ${verified}/${N} verified`);
}
