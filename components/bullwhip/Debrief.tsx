'use client';
/**
 * The debrief behind 'View Details'. Loaded with a dynamic import() only when
 * it opens. Every number comes from the engine: the log, the variance ratios
 * and a replay of the same demand and seed with the automated policy alone.
 */
import { useMemo } from 'react';
import { BULLWHIP_RATIO, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { policyText, ratioText, ratioVerdict } from '@/content/bullwhip/texts';
import { compareWithAutomated, costBreakdown, varianceRatios } from '@/engines/bullwhip/selectors';
import type { GameState, Tier } from '@/engines/bullwhip/types';
import { LineChart, type Marker, type Series } from './LineChart';
import shared from '@/components/sim/shared.module.css';
import styles from './Debrief.module.css';

const STYLE: Record<Tier | 'C', { color: string; marker: Marker; dash?: string }> = {
  C: { color: '#374151', marker: 'cross', dash: '2 4' },
  R: { color: '#1d4ed8', marker: 'circle' },
  W: { color: '#b45309', marker: 'square', dash: '8 4' },
  D: { color: '#047857', marker: 'triangle', dash: '3 3' },
  F: { color: '#9d174d', marker: 'diamond', dash: '12 4 3 4' },
};

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const range = (xs: number[]) => `${Math.min(...xs)} to ${Math.max(...xs)}`;

export default function Debrief({ game }: { game: GameState }) {
  const me = game.playerRole;
  const cmp = useMemo(() => compareWithAutomated(game), [game]);
  const ratios = useMemo(() => varianceRatios(game), [game]);
  const breakdown = costBreakdown(game, me);
  const log = game.log;

  const tierSeries = (pick: (t: Tier) => number[]): Series[] =>
    TIERS.map((t) => ({
      short: t,
      name: `${TIER_NAMES[t]}${t === me ? ' (you)' : ''}`,
      values: pick(t),
      bold: t === me,
      ...STYLE[t],
    }));

  const demand = log.map((e) => e.demand);
  const orders = tierSeries((t) => log.map((e) => e.orders[t]));
  const inventory = tierSeries((t) => log.map((e) => e.inv[t]));
  const backlog = tierSeries((t) => log.map((e) => e.back[t]));
  const customer: Series = { short: 'C', name: 'Customer demand', values: demand, ...STYLE.C };

  const ordersSummary = `Customer demand ranged from ${range(demand)}. Orders ranged: ${TIERS.map(
    (t) => `${TIER_NAMES[t]} ${range(log.map((e) => e.orders[t]))}`,
  ).join('; ')}.`;
  const peak = (xs: number[]) => {
    const m = Math.max(...xs);
    return m === 0 ? 'none' : `${m} (week ${xs.indexOf(m) + 1})`;
  };
  const invSummary = `Highest stock: ${TIERS.map((t) => `${TIER_NAMES[t]} ${peak(log.map((e) => e.inv[t]))}`).join('; ')}.`;
  const backSummary = `Largest backlog: ${TIERS.map((t) => `${TIER_NAMES[t]} ${peak(log.map((e) => e.back[t]))}`).join('; ')}.`;

  const diff = cmp.playerCost - cmp.automatedPlayerCost;
  const teamDiff = cmp.teamCost - cmp.automatedTeamCost;
  const verdict = (d: number) => (d < 0 ? `${money(-d)} less` : d > 0 ? `${money(d)} more` : 'the same');
  const maxRatio = Math.max(BULLWHIP_RATIO, ...ratios.map((r) => r.ratio ?? 0));

  return (
    <section className={styles.debrief} aria-labelledby="bw-debrief-title" data-testid="debrief">
      <h3 id="bw-debrief-title" className={styles.title}>
        Debrief: where your costs came from
      </h3>

      <div className={styles.block}>
        <h4>You against the automated policy</h4>
        <p data-testid="policy-compare">
          As the {TIER_NAMES[me]} you spent <strong>{money(cmp.playerCost)}</strong>. Replaying the same demand and seed
          with the automated policy alone ({policyText()}), the{' '}
          {TIER_NAMES[me]} would have spent <strong>{money(cmp.automatedPlayerCost)}</strong>: you spent{' '}
          <strong>{verdict(diff)}</strong>.
        </p>
        <div className={shared.tableWrap} tabIndex={0} role="region" aria-label="Costs compared">
          <table className={shared.table}>
            <caption className="visually-hidden">Your costs compared with the automated policy on the same demand</caption>
            <thead>
              <tr>
                <th scope="col">Cost</th>
                <th scope="col">You played</th>
                <th scope="col">Automated policy alone</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{TIER_NAMES[me]} (your tier)</th>
                <td>{money(cmp.playerCost)}</td>
                <td>{money(cmp.automatedPlayerCost)}</td>
                <td>{verdict(diff)}</td>
              </tr>
              <tr>
                <th scope="row">Whole chain</th>
                <td>{money(cmp.teamCost)}</td>
                <td>{money(cmp.automatedTeamCost)}</td>
                <td>{verdict(teamDiff)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Your {money(breakdown.total)} came from: holding stock <strong>{money(breakdown.holding)}</strong>, owing
          customers (backlog) <strong>{money(breakdown.backlog)}</strong>
          {breakdown.powers > 0 ? (
            <>
              , powers <strong>{money(breakdown.powers)}</strong>
            </>
          ) : null}
          .
        </p>
      </div>

      <div className={styles.block}>
        <h4>The bullwhip: how much each tier’s orders swung</h4>
        <p>{ratioText()}</p>
        <table className={shared.table} data-testid="variance-table">
          <caption className="visually-hidden">Order variance divided by customer demand variance, per tier</caption>
          <thead>
            <tr>
              <th scope="col">Tier</th>
              <th scope="col">Order variance</th>
              <th scope="col">Ratio</th>
            </tr>
          </thead>
          <tbody>
            {ratios.map((r) => (
              <tr key={r.tier}>
                <th scope="row">
                  {TIER_NAMES[r.tier]}
                  {r.tier === me ? ' (you)' : ''}
                </th>
                <td>{r.orderVariance.toFixed(1)}</td>
                <td className={styles.ratioCell}>
                  <span>{r.ratio === null ? 'n/a (demand did not vary)' : `× ${r.ratio.toFixed(1)} (${ratioVerdict(r.ratio)})`}</span>
                  {r.ratio !== null && (
                    <span
                      className={styles.bar}
                      aria-hidden="true"
                      style={{ width: `${Math.max(2, (r.ratio / maxRatio) * 100)}%` }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={`${shared.muted} ${styles.small}`}>Customer-demand variance: {ratios[0].demandVariance.toFixed(2)}.</p>
      </div>

      <div className={styles.charts}>
      <LineChart
        title="Orders placed each week"
        summary={ordersSummary}
        series={[customer, ...orders]}
        yLabel="Units ordered"
        testId="chart-orders"
      />
      <LineChart title="Inventory each week" summary={invSummary} series={inventory} yLabel="Units in stock" testId="chart-inventory" />
      <LineChart title="Backlog each week" summary={backSummary} series={backlog} yLabel="Units owed" testId="chart-backlog" />
      </div>
    </section>
  );
}
