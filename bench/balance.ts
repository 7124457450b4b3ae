/**
 * npm run balance [game …] [--seeds N]: plays every game's policy library (engines/<game>/balance.ts) over many
 * seeds and prints, per game, case and policy, the score distribution, how many of the sensible policy's scores
 * the policy's median beats, each game's own figures, the best move sequence the search found, and any target
 * the run misses. Numbers only: the targets are asserted by each game's balance.test.ts on fixed seeds.
 */
import { BALANCE } from '../engines/balance';
import { balanceTable, commonTargetFailures, runSuite } from '../engines/core/balance';

const args = process.argv.slice(2);
const at = args.indexOf('--seeds');
const n = at >= 0 ? Number(args[at + 1]) : undefined;
const only = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));

for (const suite of BALANCE) {
  if (only.length && !only.includes(suite.game.id)) continue;
  const t0 = process.hrtime.bigint();
  const r = runSuite(suite, n);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`\n${balanceTable(r, suite.game.describe)}`);
  const failures = commonTargetFailures(r);
  console.log(failures.length ? failures.map((f) => `  MISSED ${f.caseName} · ${f.policy}: ${f.why}`).join('\n') : '  targets met: no degenerate policy in the top 10 % of sensible play; no score past the bound');
  console.log(`  (${secs.toFixed(1)} s)`);
}
if (!BALANCE.length) console.log('No balance suites registered in engines/balance.ts.');
