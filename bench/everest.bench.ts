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

speed();
distribution();
