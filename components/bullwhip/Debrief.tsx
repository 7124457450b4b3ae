'use client';
/**
 * The debrief behind 'View Details'. Loaded with a dynamic import() only when it opens. Every number comes from the
 * engine's selectors: the log, the variance ratios, and the same demand and seed replayed by the autopilot in the
 * player's seat and by the naive autopilot in every seat (docs/rules/bullwhip.md "The debrief").
 */
import { useMemo } from 'react';
import { BULLWHIP_RATIO, TIERS, TIER_NAMES } from '@/engines/bullwhip/constants';
import { NAIVE_WHY, naivePolicyText, policyText, ratioText, ratioVerdict } from '@/content/bullwhip/texts';
import { biggestOrder, compareWithAutopilots, costBreakdown, ordersByTier, peakWeek, varianceRatios, type ChainResult } from '@/engines/bullwhip/selectors';
import { cost } from '@/engines/core/format';
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

const range = (xs: number[]) => `${Math.min(...xs)} to ${Math.max(...xs)}`;

export default function Debrief({ game }: { game: GameState }) {
  const me = game.playerRole;
  const cmp = useMemo(() => compareWithAutopilots(game), [game]);
  const ratios = useMemo(() => varianceRatios(game), [game]);
  const breakdown = costBreakdown(game, me);
  const log = game.log;

  const tierSeries = (pick: (t: Tier) => number[], you: string): Series[] =>
    TIERS.map((t) => ({
      short: t,
      name: `${TIER_NAMES[t]}${t === me ? ` (${you})` : ''}`,
      values: pick(t),
      bold: t === me,
      ...STYLE[t],
    }));

  const demand = log.map((e) => e.demand);
  const inventory = tierSeries((t) => log.map((e) => e.inv[t]), 'you');
  const backlog = tierSeries((t) => log.map((e) => e.back[t]), 'you');
  const customer: Series = { short: 'C', name: 'Customer demand', values: demand, ...STYLE.C };

  /** The three chains on the same demand, each with its orders per tier (one scale for the three charts). */
  const chains: { key: string; name: string; seat: string; result: ChainResult; testId: string }[] = [
    { key: 'played', name: 'Your chain, as you played', seat: 'you', result: cmp.played, testId: 'chart-orders' },
    { key: 'autopilot', name: 'The autopilot in your seat', seat: 'your seat', result: cmp.autopilot, testId: 'chart-orders-autopilot' },
    { key: 'naive', name: 'The naive autopilot in every seat', seat: 'your seat', result: cmp.naive, testId: 'chart-orders-naive' },
  ];
  const ordersOf = chains.map((c) => ordersByTier(c.result.state));
  const ordersMax = Math.max(...demand, ...ordersOf.flatMap((o) => TIERS.flatMap((t) => o[t])));
  const ordersSummary = (o: Record<Tier, number[]>) =>
    `Customer demand ranged from ${range(demand)}. Orders ranged: ${TIERS.map((t) => `${TIER_NAMES[t]} ${range(o[t])}`).join('; ')}.`;

  const peak = (xs: number[]) => {
    const p = peakWeek(xs);
    return p === null ? 'none' : `${p.value} (week ${p.week})`;
  };
  const invSummary = `Highest stock: ${TIERS.map((t) => `${TIER_NAMES[t]} ${peak(log.map((e) => e.inv[t]))}`).join('; ')}.`;
  const backSummary = `Largest backlog: ${TIERS.map((t) => `${TIER_NAMES[t]} ${peak(log.map((e) => e.back[t]))}`).join('; ')}.`;

  const diff = cmp.played.chainCost - cmp.autopilot.chainCost;
  const verdict = (d: number) => (d < 0 ? `${cost(-d)} less` : d > 0 ? `${cost(d)} more` : 'the same');
  const maxRatio = Math.max(BULLWHIP_RATIO, ...ratios.map((r) => r.ratio ?? 0));

  return (
    <section className={styles.debrief} aria-labelledby="bw-debrief-title" data-testid="debrief">
      <h3 id="bw-debrief-title" className={styles.title}>
        Debrief: where the chain’s costs came from
      </h3>

      <div className={styles.block}>
        <h4>Your chain against the autopilot</h4>
        <p data-testid="policy-compare">
          Your chain cost <strong>{cost(cmp.played.chainCost)}</strong> (your tier, the {TIER_NAMES[me]}:{' '}
          {cost(cmp.played.ownCost)}). On the same demand and seed, with the autopilot in your seat too ({policyText()}),
          the chain would have cost <strong>{cost(cmp.autopilot.chainCost)}</strong>: yours cost <strong>{verdict(diff)}</strong>.
        </p>
        <div className={shared.tableWrap} tabIndex={0} role="region" aria-label="The three chains compared">
          <table className={shared.table} data-testid="chains-table">
            <caption className="visually-hidden">Three chains on the same customer demand: their costs and their biggest order</caption>
            <thead>
              <tr>
                <th scope="col">Chain</th>
                <th scope="col">Chain cost</th>
                <th scope="col">{TIER_NAMES[me]}’s cost</th>
                <th scope="col">Biggest order</th>
              </tr>
            </thead>
            <tbody>
              {chains.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.name}</th>
                  <td>{cost(c.result.chainCost)}</td>
                  <td>{cost(c.result.ownCost)}</td>
                  <td>{biggestOrder(c.result.state)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p data-testid="naive-why">
          {NAIVE_WHY} (Its rule: {naivePolicyText()}.)
        </p>
        <p>
          Your tier’s {cost(breakdown.total)} came from: holding stock <strong>{cost(breakdown.holding)}</strong>, owing
          customers (backlog) <strong>{cost(breakdown.backlog)}</strong>
          {breakdown.powers > 0 ? (
            <>
              , powers <strong>{cost(breakdown.powers)}</strong>
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
        {chains.map((c, i) => (
          <LineChart
            key={c.key}
            title={`Orders placed each week: ${c.name.charAt(0).toLowerCase()}${c.name.slice(1)}`}
            summary={ordersSummary(ordersOf[i])}
            series={[customer, ...tierSeries((t) => ordersOf[i][t], c.seat)]}
            yLabel="Units ordered"
            testId={c.testId}
            yMax={ordersMax}
          />
        ))}
        <LineChart title="Inventory each week" summary={invSummary} series={inventory} yLabel="Units in stock" testId="chart-inventory" />
        <LineChart title="Backlog each week" summary={backSummary} series={backlog} yLabel="Units owed" testId="chart-backlog" />
      </div>
    </section>
  );
}
