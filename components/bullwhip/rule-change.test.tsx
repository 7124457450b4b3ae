/**
 * A rule changes in one place (docs/engines.md, "Change a rule"): the holding cost. With a copy of the constants in
 * which HOLDING_COST is changed — and the bookkeeping of the change, RULES_VERSION + 1, its lock line and its
 * `rulesChanges` sentence — the rules charge the new figure, every text that states it (how to play, the page before
 * JavaScript, the teacher guide) states the new one, the cost shown follows, and saves made under today's rules play on
 * (a holding cost never makes an order illegal).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the changed rules are loaded with require inside jest.isolateModules, after jest.doMock */
import type { ReactElement } from 'react';
import { canonical, fingerprint, rulesLockProblem } from '@/engines/core/rulesLock';
import { playMoves } from '@/engines/core/testkit';
import { afterRuleChange, editedModule } from '@/engines/core/ruleChange';
import * as Real from '@/engines/bullwhip/constants';
import { manifest as realManifest } from '@/engines/bullwhip/manifest';
import type { Move } from '@/engines/bullwhip/types';
import { cost } from '@/engines/core/format';
import { encodeCode, verifyCode } from '@/engines/core/code';
import { recordCodec, recordSave } from '@/engines/core/record';
import { guideText } from '@/content/teacher-guides/testing';
import lock from '@/engines/bullwhip/rules.lock.json';

const HOLDING_COST = 0.6;
const CHANGE = `stock now costs ${HOLDING_COST} a unit a week`;

/** Everything that reads the holding cost, loaded afresh under the changed constants. */
function underChangedRules(holdingCost = HOLDING_COST) {
  let out!: {
    C: typeof Real;
    manifest: typeof realManifest;
    engine: typeof import('@/engines/bullwhip/engine');
    texts: typeof import('@/content/bullwhip/texts');
    howToPlay: typeof import('@/content/howToPlay');
    lockData: typeof import('@/engines/bullwhip/rulesLockData');
    guide: string;
    render: (element: (React: typeof import('react')) => ReactElement) => string;
    Intro: typeof import('./Intro').Intro;
    NumbersPanel: typeof import('./NumbersPanel').NumbersPanel;
  };
  jest.isolateModules(() => {
    // The edit a developer makes: one line of constants.ts.
    jest.doMock('@/engines/bullwhip/constants', () =>
      editedModule('engines/bullwhip/constants.ts', `export const HOLDING_COST = ${Real.HOLDING_COST};`, `export const HOLDING_COST = ${holdingCost};`, require),
    );
    // React and its server renderer are loaded with the components, so the hooks and the renderer are one copy.
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    out = {
      C: require('@/engines/bullwhip/constants'),
      manifest: require('@/engines/bullwhip/manifest').manifest,
      engine: require('@/engines/bullwhip/engine'),
      texts: require('@/content/bullwhip/texts'),
      howToPlay: require('@/content/howToPlay'),
      lockData: require('@/engines/bullwhip/rulesLockData'),
      guide: guideText('bullwhip', (m) => require(m)),
      render: (element) => renderToString(element(React)),
      Intro: require('./Intro').Intro,
      NumbersPanel: require('./NumbersPanel').NumbersPanel,
    };
  });
  return out;
}

const changed = underChangedRules();
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** A save made under today's (unchanged) rules: the Wholesaler in Classic Step, 12 rounds of steady and jumpy orders. */
const ORDERS = [4, 4, 8, 0, 12, 4, 6, 6, 10, 2, 4, 4];
const oldSave = playMoves(realManifest.rules, { scenario: 'classic', playerRole: 'W' }, Real.SEED, [
  { type: 'start' },
  ...ORDERS.map((order): Move => ({ type: 'resolve', order })),
]);

test('the copy changes the one figure, and nothing else', () => {
  expect(changed.C.HOLDING_COST).toBe(HOLDING_COST);
  expect(Real.HOLDING_COST).not.toBe(HOLDING_COST);
  expect(canonical({ ...changed.C, HOLDING_COST: Real.HOLDING_COST })).toBe(canonical({ ...Real }));
});

test('the rules charge the new holding cost every round', () => {
  const s = changed.engine.playAutomated('classic', 'R', Real.SEED);
  for (const entry of s.log)
    for (const tier of Real.TIERS) expect(entry.costs[tier]).toBeCloseTo(HOLDING_COST * entry.inv[tier] + Real.BACKLOG_COST * entry.back[tier], 9);
  // Round 1 in the steady start: the retailer holds its starting stock, owes nothing.
  expect(s.log[0].costs.R).toBeCloseTo(HOLDING_COST * s.log[0].inv.R, 9);
  expect(s.log[0].inv.R).toBeGreaterThan(0);
});

test('how to play, the page before JavaScript and the teacher guide state the new figure', () => {
  const step = `Every unit in stock costs ${HOLDING_COST} a week.`;
  expect(changed.texts.HOW_TO_PLAY.join(' ')).toContain(step);
  expect(changed.howToPlay.howToPlay('bullwhip').join(' ')).toContain(step);
  const intro = text(changed.render((React) => React.createElement(changed.Intro, { game: changed.engine.init({ scenario: 'classic', playerRole: 'R' }, Real.SEED), locked: null, startRefusal: null, onSetup: () => undefined })));
  expect(intro).toContain(step);
  expect(intro).not.toContain(`costs ${Real.HOLDING_COST} a week`);
  expect(changed.guide).toContain(`every unit in stock costs ${HOLDING_COST} a week`);
  expect(changed.guide).toContain(`Stock costs ${HOLDING_COST} a unit a week`);
  // The ratio of the two costs, as the guide says it: 1 ÷ 0.6, one decimal.
  expect(changed.guide).toContain('a unit you owe costs 1.7 times as much');
  expect(changed.guide).not.toContain(`costs ${Real.HOLDING_COST} a`);
});

test('the week cost shown is the new one', () => {
  const played = changed.manifest.rules.init({ scenario: 'classic', playerRole: 'R' }, Real.SEED);
  const after = [{ type: 'start' }, { type: 'resolve', order: 4 }].reduce((s, m) => changed.engine.step(s, m as Move).state, played);
  const node = after.nodes.R;
  expect(node.costWeek).toBeCloseTo(HOLDING_COST * node.inv + Real.BACKLOG_COST * node.back, 9);
  const html = changed.render((React) => React.createElement(changed.NumbersPanel, { game: after }));
  expect(html).toMatch(new RegExp(`data-testid="week-cost"[^>]*>${cost(node.costWeek).replace('.', '\\.')}<`));
});

test('the lock asks for RULES_VERSION + 1 and its line, and passes with them', () => {
  const version = realManifest.rules.RULES_VERSION;
  const now = fingerprint(changed.lockData.rulesData());
  expect(rulesLockProblem('bullwhip', version, now, lock)).toBe(
    `bullwhip: the constants or story changed but RULES_VERSION is still ${version}: bump it to ${version + 1} and add "${version + 1}": "${now}" to rules.lock.json`,
  );
  expect(rulesLockProblem('bullwhip', version + 1, now, { ...lock, [version + 1]: now })).toBeNull();
});

test('a save made under today’s rules plays on under the changed ones, relabelled, and its costs are the new ones', () => {
  const m = afterRuleChange(changed.manifest, CHANGE);
  const loaded = recordSave(m).validate(JSON.parse(JSON.stringify(oldSave.record)));
  if (typeof loaded === 'string' || 'error' in loaded) throw new Error(`set aside: ${JSON.stringify(loaded)}`);
  expect(loaded.record.rulesVersion).toBe(realManifest.rules.RULES_VERSION + 1);
  expect(loaded.record.moves).toEqual(oldSave.record.moves);
  expect(loaded.state.isFinished).toBe(true);
  // Same orders, same stock and backlog; only what the stock costs changed.
  expect(loaded.state.log.map((e) => e.inv)).toEqual(oldSave.state.log.map((e) => e.inv));
  expect(loaded.state.log.map((e) => e.back)).toEqual(oldSave.state.log.map((e) => e.back));
  const held = oldSave.state.log.reduce((t, e) => t + e.inv.W, 0);
  expect(loaded.state.nodes.W.costCum - oldSave.state.nodes.W.costCum).toBeCloseTo((HOLDING_COST - Real.HOLDING_COST) * held, 9);
  // No order is ever refused for what stock costs: a half-played save plays on too.
  const half = { ...oldSave.record, moves: oldSave.record.moves.slice(0, 6) };
  const halfLoaded = recordSave(m).validate(JSON.parse(JSON.stringify(half)));
  expect(typeof halfLoaded !== 'string' && !('error' in halfLoaded) && halfLoaded.state.round).toBe(6);
});

test('a holding cost with two decimals: result codes keep every cost exactly, and verify', () => {
  // Costs are coded with as many decimals as the prices need (engines/bullwhip/manifest.ts, COST_DECIMALS).
  const quarter = underChangedRules(0.25);
  const m = afterRuleChange(quarter.manifest, 'stock now costs 0.25 a unit a week');
  const played = playMoves(m.rules, oldSave.record.setup, Real.SEED, oldSave.record.moves);
  const summary = m.summary.of(played.state);
  expect(Number.isInteger(summary.cost * 2)).toBe(false); // a quarter: one decimal would round it
  const codec = recordCodec(m);
  const code = encodeCode(codec, { classId: '', nickname: '', seed: Real.SEED, settings: played.record.setup, moves: played.record.moves, summary });
  expect(verifyCode(code, { bullwhip: codec }).verdict).toBe('verified');
});
