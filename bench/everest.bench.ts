/**
 * Everest expedition v3 balance bench.
 * Run: npx ts-node --transpile-only -P tsconfig.jest.json bench/everest.bench.ts [seeds]
 * Prints expeditions per second for a scripted policy and, per difficulty and
 * policy, the grade distribution over N seeds (default 10,000) plus how often
 * the team summits and gets back to Base Camp. Never asserts on timings.
 */
import { init } from '../engines/everest/engine';
import { DIFFICULTY_LIST, GRADES } from '../engines/everest/constants';
import { POLICIES, careful, playOut } from '../engines/everest/policies';
import { scoreOf } from '../engines/everest/selectors';
import { codeFor } from '../engines/everest/classroom';
import { engine } from '../engines/everest';
import { decode, encode } from '../engines/core/save';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';

const N = Number(process.argv[2] || 10_000);

function speed() {
  const n = 3000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) playOut(careful, init({ difficulty: 'Normal' }, `speed-${i}`));
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`Speed: ${n} expeditions (careful policy, Normal) in ${secs.toFixed(2)} s = ${Math.round(n / secs)} expeditions/s`);
}

function distribution() {
  const grades = GRADES.map((g) => g.grade);
  console.log(`\nGrade distribution over ${N} seeds per row (seeds bench-0 … bench-${N - 1})`);
  console.log(['difficulty', 'policy', ...grades, 'summit%', 'summit+home%', 'window%', 'mean score'].join('\t'));
  for (const difficulty of DIFFICULTY_LIST) {
    for (const policy of POLICIES) {
      const count: Record<string, number> = Object.fromEntries(grades.map((g) => [g, 0]));
      let summit = 0,
        home = 0,
        win = 0,
        total = 0;
      for (let i = 0; i < N; i++) {
        const s = playOut(policy, init({ difficulty }, `bench-${i}`));
        const sc = scoreOf(s);
        count[sc.grade]++;
        total += sc.total;
        if (s.summited) summit++;
        if (s.summited && s.endReason === 'returned') home++;
        if (s.endReason === 'window') win++;
      }
      const pct = (x: number) => ((100 * x) / N).toFixed(1);
      console.log([difficulty, policy.name, ...grades.map((g) => pct(count[g])), pct(summit), pct(home), pct(win), Math.round(total / N)].join('\t'));
    }
  }
}

/**
 * Result codes (docs/classroom.md): decode + replay of 40 codes, as the teacher's page does them, and the code lengths.
 */
function codes() {
  const list: string[] = [];
  for (let i = 0; i < 40; i++) {
    const policy = POLICIES[i % POLICIES.length];
    let p = engine.init({ difficulty: DIFFICULTY_LIST[i % 3], ...policy.settings }, 'CLASS-SEED-1');
    for (let k = 0; k < 200 && p.phase !== 'END'; k++) {
      const out = engine.step(p, policy.next(p));
      p = out.refusal ? engine.step(p, { type: 'rest' }).state : out.state;
    }
    list.push(codeFor(p, { classId: 'C-1X2Y3Z4W', nickname: `Student ${i + 1}` })!);
  }
  const lengths = list.map((c) => c.length).sort((a, b) => a - b);
  const runs = 25;
  let verified = 0;
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < runs; r++) for (const c of list) if (verifyCode(c, CODECS, { classId: 'C-1X2Y3Z4W' }).verdict === 'verified') verified++;
  const ms = Number(process.hrtime.bigint() - t0) / 1e6 / runs;
  console.log(`\nResult codes: decode + replay of 40 codes in ${ms.toFixed(1)} ms (mean of ${runs} runs; ${verified / runs} of 40 verified)`);
  console.log(`Code length: min ${lengths[0]}, median ${lengths[20]}, max ${lengths[39]} characters (class id of 10, nickname "Student n")`);
}

/**
 * The moves inside the state (docs/architecture.md, "The move log"): full games through engine.step (each applied step
 * appends to a new moves array), the size of a finished game's save, and loading finished saves (JSON.parse + validate
 * + replay of the moves).
 */
function saves() {
  const n = 3000;
  const finals = [];
  let steps = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const policy = POLICIES[i % POLICIES.length];
    let p = engine.init({ difficulty: 'Normal', ...policy.settings }, `speed-${i}`);
    for (let k = 0; k < 200 && p.phase !== 'END'; k++, steps++) {
      const out = engine.step(p, policy.next(p));
      p = out.refusal ? engine.step(p, { type: 'rest' }).state : out.state;
    }
    finals.push(p);
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`\nFull games through engine.step (every policy, Normal): ${n} games, ${steps} steps in ${ms.toFixed(0)} ms = ${((ms * 1000) / steps).toFixed(1)} µs/step`);
  const raws = finals.map((p) => encode(engine.save, p));
  const sizes = raws.map((r) => r.length).sort((a, b) => a - b);
  console.log(`Save of a finished game: min ${sizes[0]}, median ${sizes[n >> 1]}, max ${sizes[n - 1]} bytes`);
  const t1 = process.hrtime.bigint();
  let kept = 0;
  for (const r of raws.slice(0, 1000)) {
    const d = decode(engine.save, r);
    if (d.ok && d.value.moves) kept++;
  }
  const ms1 = Number(process.hrtime.bigint() - t1) / 1e6;
  console.log(`Loading 1000 finished saves (parse + validate + replay of the moves): ${ms1.toFixed(0)} ms = ${(ms1 / 1000).toFixed(2)} ms each; ${kept} kept their moves`);
}

speed();
saves();
codes();
distribution();
