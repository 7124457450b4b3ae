/**
 * City Tycoon's balance targets (docs/rules/city-tycoon.md, "Score and balance"), on fixed seeds with the policy
 * library of balance.ts: the common targets (no degenerate median in the top 10 % of the guide's scores, nothing past
 * the documented bound), the collusion always flagged, the bound's parts read from the rules, and the guide's advice
 * quoted word for word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commonTargetFailures, playGame, runBalance, seedsFor } from '../core/balance';
import * as C from './constants';
import {
  UNRANKED_SCORE,
  alwaysBidMax,
  applyMove,
  bound,
  flagged,
  game,
  maxAuctionGain,
  maxBankPayPerRoll,
  optionsOf,
  passAtAuctions,
  policies,
  sensible,
  start,
  type TableState,
} from './balance';
import { cheapAuctionReason, codec, codedMoves, isCheapSale, report, summaryOf, topWorth } from './classroom';
import { dollars } from '../core/format';

// 50 seeds per policy and table size (the search: 2). Every figure below is read from this one run.
const result = runBalance(game, policies, seedsFor(50, 'tycoon-test'), { seedsFor: (p) => seedsFor(p.kind === 'search' ? 2 : 50, 'tycoon-test') });

test('every policy of the library ran in every case (the guide, six degenerate policies, random, search)', () => {
  for (const c of result.cases)
    expect(c.results.map((p) => p.kind).sort()).toEqual(['degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'degenerate', 'random', 'search', 'sensible']);
});

test('the common targets: no degenerate median in the top 10 % of the guide’s scores, nothing past the documented bound', () => {
  expect(commonTargetFailures(result)).toEqual([]);
});

test('the table that passes at every auction is flagged on every seed, and scores below every ranked table', () => {
  for (const c of result.cases) {
    const collusion = c.results.find((p) => p.policy === passAtAuctions.name)!;
    expect({ case: c.caseName, scores: new Set(collusion.scores) }).toEqual({ case: c.caseName, scores: new Set([UNRANKED_SCORE]) });
    expect(collusion.metrics['cheap auction sales']).toBeGreaterThan(C.REPORT_THRESHOLDS.cheapAllowed);
    // Its winner's net worth is what the report showed before the flag: far above the guide's.
    const guide = c.results.find((p) => p.kind === 'sensible')!;
    expect(collusion.metrics['winner net worth']).toBeGreaterThan(guide.metrics['winner net worth']);
    for (const p of c.results) for (const sc of p.scores) if (sc !== UNRANKED_SCORE) expect(sc).toBeGreaterThan(UNRANKED_SCORE);
  }
});

test('at 4 and 6 players the guide’s tables are never flagged', () => {
  for (const c of result.cases.filter((x) => x.caseName !== '2 players'))
    expect({ case: c.caseName, flagged: c.results.find((p) => p.kind === 'sensible')!.metrics['not ranked %'] }).toEqual({ case: c.caseName, flagged: 0 });
});

test('the runner counts cheap sales as the replay does (the derived figure the report reads)', () => {
  for (const p of [passAtAuctions, alwaysBidMax, sensible]) {
    const { state } = playGame(game, game.cases[0], p, 'count');
    // The result code's replay of the table's record (the seed as a code holds it).
    const r = codec.replay(game.cases[0].setup, 'count', codedMoves(state.played) as never);
    if (!r.ok) throw new Error(r.message);
    expect(r.derived).toEqual({ cheapAuctions: state.cheap });
    expect(score0(state)).toBe(flagged(state) ? UNRANKED_SCORE : topWorth(summaryOf(state.g)));
  }
});
const score0 = (s: TableState) => game.score(s);

test('a sale counts as cheap below half the price, not at it; a table is flagged from the third cheap sale on', () => {
  // Collusion on one seed: the first tile sold is sold for one bid step.
  let s = start(game.cases[0].setup, 'cheap');
  for (let i = 0; i < 5000 && s.cheap === 0; i++) {
    const next = applyMove(s, passAtAuctions.choose(s, optionsOf(s), null as never));
    if ('refused' in next) throw new Error(next.refused);
    s = next;
  }
  expect(s.cheap).toBe(1);
  const tile = C.OWNABLE_TILES[0];
  const half = (C.BOARD[tile] as { price: number }).price * C.REPORT_THRESHOLDS.cheapShare;
  expect(isCheapSale({ tile, price: half })).toBe(false);
  expect(isCheapSale({ tile, price: half - C.AUCTION_STEP })).toBe(true);
  expect(cheapAuctionReason(C.REPORT_THRESHOLDS.cheapAllowed)).toBeNull();
  expect(cheapAuctionReason(C.REPORT_THRESHOLDS.cheapAllowed + 1)).toBe(
    'Not ranked: 3 tiles were sold at auction for less than half their price — agree with the table how auctions should be played, and replay.',
  );
  expect(flagged({ ...s, cheap: C.REPORT_THRESHOLDS.cheapAllowed })).toBe(false);
  expect(flagged({ ...s, cheap: C.REPORT_THRESHOLDS.cheapAllowed + 1 })).toBe(true);
});

test('money on the report reads as whole dollars', () => {
  expect(dollars(1719.625)).toBe('$1,720');
  // The class average and the debrief read the main figure through its format.
  expect(report.main!.format(1719.625)).toBe('$1,720');
  expect(dollars(-60.4)).toBe('−$60');
  expect(dollars(3100)).toBe('$3,100');
});

test('the bound is built from the rules: the start bonus, the richest card, two moving rolls a turn, the auction gain', () => {
  expect(maxBankPayPerRoll()).toBe(C.START_BONUS + Math.max(150, 25 * C.HOUSE_SUPPLY));
  expect(maxAuctionGain()).toBe(C.OWNABLE_TILES.reduce((t, i) => t + (C.BOARD[i] as { price: number }).price, 0) - C.OWNABLE_TILES.length * C.AUCTION_STEP);
  const setup = game.cases[1].setup;
  expect(bound(setup)).toBe(setup.players * (setup.cash + setup.cap * 2 * maxBankPayPerRoll()) + maxAuctionGain());
  // The figures the run reads, net worth before the flag included, stay within it.
  for (const c of result.cases) for (const p of c.results) expect(p.metrics['winner net worth']).toBeLessThanOrEqual(c.bound);
});

test('the guide’s advice is in the teacher guide word for word, and the policy does what it says', () => {
  const guide = fs.readFileSync(path.join(__dirname, '..', '..', 'content', 'teacher-guides', 'city-tycoon.mdx'), 'utf8');
  expect(guide).toContain('Early buyers run out of cash and mortgage the districts they need for a set. Ask: "what will you pay rent with?"');
  expect(guide).toContain('Players who hold a full set but never build leave most of its rent unearned.');
  expect(guide).toContain('Watch who bids above the price — and who lets a rival finish a set for a few dollars.');
  // It never bids above a tile's price, and declines a tile that would leave it under its reserve.
  for (const seed of seedsFor(5, 'advice')) {
    let s = start(game.cases[1].setup, seed);
    while (!game.done(s)) {
      const a = sensible.choose(s, optionsOf(s), null as never);
      if (a.type === 'BID') expect(s.g.auction!.bid + C.AUCTION_STEP).toBeLessThanOrEqual((C.BOARD[s.g.auction!.tile] as { price: number }).price);
      const next = applyMove(s, a);
      if ('refused' in next) throw new Error(next.refused);
      s = next;
    }
  }
});
