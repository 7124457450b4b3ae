/**
 * A rule changes in one place (docs/engines.md, "Change a rule"): the auction step. With a copy of the constants in
 * which AUCTION_STEP is changed — and the bookkeeping of the change, RULES_VERSION + 1, its lock line and its
 * `rulesChanges` sentence — the next bid rises by the new step, the auction's Bid button, its disabled reason, the
 * log and how to play (the setup dialog, the page before JavaScript) say the new step, and a table saved under today's rules plays on when every bid is
 * still affordable, or is set aside with the sentence naming the change when a bid no longer is.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- the changed rules are loaded with require inside jest.isolateModules, after jest.doMock */
import type { ReactElement } from 'react';
import { canonical, fingerprint, rulesLockProblem } from '@/engines/core/rulesLock';
import { play, recordSave, start, type GameRecord } from '@/engines/core/record';
import { isRefused } from '@/engines/core/contract';
import { afterRuleChange, editedModule } from '@/engines/core/ruleChange';
import * as Real from '@/engines/city-tycoon/constants';
import { manifest as realManifest, tableSetup, legalActions, type Action, type GameState, type SetupInput, type Move } from '@/engines/city-tycoon';
import lock from '@/engines/city-tycoon/rules.lock.json';

const AUCTION_STEP = 25;
const CHANGE = `auction bids now rise by $${AUCTION_STEP}`;

/** Everything that reads the auction step, loaded afresh under the changed constants. */
function underChangedRules() {
  let out!: {
    C: typeof Real;
    ct: typeof import('@/engines/city-tycoon');
    help: typeof import('@/content/city-tycoon/help');
    howToPlay: typeof import('@/content/howToPlay');
    lockData: typeof import('@/engines/city-tycoon/rulesLockData');
    render: (element: (React: typeof import('react')) => ReactElement) => string;
    AuctionContent: typeof import('./Panels').AuctionContent;
    HelpContent: typeof import('./Panels').HelpContent;
    Setup: typeof import('./Setup').Setup;
  };
  jest.isolateModules(() => {
    // The edit a developer makes: one line of constants.ts.
    jest.doMock('@/engines/city-tycoon/constants', () =>
      editedModule('engines/city-tycoon/constants.ts', `export const AUCTION_STEP = ${Real.AUCTION_STEP};`, `export const AUCTION_STEP = ${AUCTION_STEP};`, require),
    );
    // React and its server renderer are loaded with the components, so the hooks and the renderer are one copy.
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const panels = require('./Panels') as typeof import('./Panels');
    out = {
      C: require('@/engines/city-tycoon/constants'),
      ct: require('@/engines/city-tycoon'),
      help: require('@/content/city-tycoon/help'),
      howToPlay: require('@/content/howToPlay'),
      lockData: require('@/engines/city-tycoon/rulesLockData'),
      render: (element) => renderToString(element(React)),
      AuctionContent: panels.AuctionContent,
      HelpContent: panels.HelpContent,
      Setup: require('./Setup').Setup,
    };
  });
  return out;
}

const changed = underChangedRules();
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/**
 * A table played under today's (unchanged) rules until its first auction is over: two players with the least starting
 * cash; the first tile offered is declined, and the two bid against each other `bids` times before one passes.
 */
function oldTable(bids: number): GameRecord<SetupInput, Move> {
  const rules = realManifest.rules;
  let p = start(rules, tableSetup({ names: ['Ada', 'Bo'], startingCash: Real.STARTING_CASH_MIN, cap: Real.TURN_CAP_DEFAULT }), 'RULE-CHANGE');
  let made = 0;
  let auctioned = false;
  const choose = (s: GameState): Action => {
    if (s.offer !== null) return { type: 'DECLINE' };
    if (s.auction) return made < bids ? { type: 'BID' } : { type: 'PASS' };
    const acts = legalActions(s);
    return acts.find((a) => a.type === 'ROLL') ?? acts.find((a) => a.type === 'ADVANCE') ?? acts.find((a) => a.type === 'END_TURN') ?? acts[0];
  };
  for (let k = 0; k < 200 && !(auctioned && !p.state.auction); k++) {
    const move = choose(p.state);
    if (move.type === 'BID') made++;
    const out = play(rules, p, move as Move);
    if (isRefused(out.step)) throw new Error(`refused under today's rules: ${out.step.refusal.message}`);
    p = out.played;
    if (p.state.auction) auctioned = true;
  }
  expect(auctioned && !p.state.auction).toBe(true);
  return JSON.parse(JSON.stringify(p.record));
}

/** The auction a fresh table opens by declining its first offer (under the changed rules). */
function openAuction(): GameState {
  const { ct } = changed;
  let s = ct.init(tableSetup({ names: ['Ada', 'Bo', 'Cy'], startingCash: Real.STARTING_CASH_DEFAULT, cap: Real.TURN_CAP_DEFAULT }), 'RULE-CHANGE');
  for (let k = 0; k < 100 && !s.auction; k++) {
    const acts = ct.legalActions(s);
    const next = s.offer !== null ? { type: 'DECLINE' as const } : (acts.find((a) => a.type === 'ROLL') ?? acts.find((a) => a.type === 'ADVANCE') ?? acts.find((a) => a.type === 'END_TURN')!);
    const r = ct.step(s, next);
    expect(r.refusal).toBeUndefined();
    s = r.state;
  }
  expect(s.auction).not.toBeNull();
  return s;
}

test('the copy changes the one figure, and nothing else', () => {
  expect(changed.C.AUCTION_STEP).toBe(AUCTION_STEP);
  expect(Real.AUCTION_STEP).not.toBe(AUCTION_STEP);
  expect(canonical({ ...changed.C, AUCTION_STEP: Real.AUCTION_STEP })).toBe(canonical({ ...Real }));
});

test('a bid rises by the new step: nextBid, the bid placed, and the log', () => {
  const s = openAuction();
  expect(changed.ct.nextBid(s.auction!)).toBe(AUCTION_STEP);
  expect(s.log.some((e) => e.text.includes(`bids rise by $${AUCTION_STEP})`))).toBe(true);
  const once = changed.ct.step(s, { type: 'BID' }).state;
  expect(once.auction!.bid).toBe(AUCTION_STEP);
  expect(changed.ct.nextBid(once.auction!)).toBe(2 * AUCTION_STEP);
  const twice = changed.ct.step(once, { type: 'BID' }).state;
  expect(twice.auction!.bid).toBe(2 * AUCTION_STEP);
});

test('the auction shows "Bid +25", and disables it with the rules’ reason when the bidder cannot pay the new step', () => {
  const s = openAuction();
  const html = text(changed.render((React) => React.createElement(changed.AuctionContent, { game: s, dispatch: () => undefined })));
  expect(html).toContain(`Bid +${AUCTION_STEP} raises to $${AUCTION_STEP}`);
  expect(html).not.toContain(`+${Real.AUCTION_STEP}`);
  // Enough for today's step, not for the new one.
  const bidder = s.auction!.turn;
  const poor: GameState = { ...s, players: s.players.map((p) => (p.id === bidder ? { ...p, cash: AUCTION_STEP - 1 } : p)) };
  expect(poor.players[bidder].cash).toBeGreaterThanOrEqual(Real.AUCTION_STEP);
  expect(changed.ct.refusal(poor, { type: 'BID' })).toEqual({ code: Real.REFUSAL.bidExceedsCash, message: Real.ERR.bidExceedsCash });
  const raw = changed.render((React) => React.createElement(changed.AuctionContent, { game: poor, dispatch: () => undefined }));
  const button = new RegExp(`<button[^>]*aria-disabled="true"[^>]*title="${Real.ERR.bidExceedsCash}"[^>]*>Bid \\+${AUCTION_STEP}</button>`);
  expect(raw).toMatch(button);
  expect(text(raw)).toContain(Real.ERR.bidExceedsCash);
});

test('the help, how to play and the page before JavaScript state the new step', () => {
  const rise = `bids rise by $${AUCTION_STEP})`;
  expect(changed.help.HOW_TO_PLAY.join(' ')).toContain(rise);
  expect(changed.howToPlay.howToPlay('city-tycoon').join(' ')).toContain(rise);
  // The setup dialog shows how to play; the help dialog's rules do not mention the step, so must not state the old one.
  const setup = text(changed.render((React) => React.createElement(changed.Setup, { initialSeed: '', onStart: () => undefined, onHelp: () => undefined })));
  expect(setup).toContain(rise);
  const help = text(changed.render((React) => React.createElement(changed.HelpContent)));
  expect(help).not.toContain(`$${Real.AUCTION_STEP})`);
});

test('the lock asks for RULES_VERSION + 1 and its line, and passes with them', () => {
  const version = realManifest.rules.RULES_VERSION;
  const now = fingerprint(changed.lockData.rulesData());
  expect(rulesLockProblem('city-tycoon', version, now, lock)).toBe(
    `city-tycoon: the constants or story changed but RULES_VERSION is still ${version}: bump it to ${version + 1} and add "${version + 1}": "${now}" to rules.lock.json`,
  );
  expect(rulesLockProblem('city-tycoon', version + 1, now, { ...lock, [version + 1]: now })).toBeNull();
});

describe('a table saved under today’s rules, loaded under the changed ones', () => {
  const m = afterRuleChange(changed.ct.manifest, CHANGE);
  const save = recordSave(m);

  test('plays on when every bid is still affordable: the same moves, relabelled, the tile sold at the new bids', () => {
    const record = oldTable(2);
    const loaded = save.validate(record);
    if (typeof loaded === 'string' || 'error' in loaded) throw new Error(`set aside: ${JSON.stringify(loaded)}`);
    expect(loaded.record.rulesVersion).toBe(realManifest.rules.RULES_VERSION + 1);
    expect(loaded.record.moves).toEqual(record.moves);
    const sold = loaded.state.log.filter((e) => / bids \$/.test(e.text)).map((e) => e.text);
    expect(sold.map((t) => Number(/\$(\d+)/.exec(t)![1]))).toEqual([AUCTION_STEP, 2 * AUCTION_STEP]);
  });

  test('is set aside, naming the change, when a bid made then is more than the bidder’s cash now', () => {
    // 2 players with the least starting cash bid against each other up to it: every bid of today's step is affordable.
    const bids = Real.STARTING_CASH_MIN / Real.AUCTION_STEP;
    const record = oldTable(bids);
    const firstTooHigh = Math.floor(Real.STARTING_CASH_MIN / AUCTION_STEP) + 1;
    const bidMoves = record.moves.flatMap((mv, i) => ((mv as Action).type === 'BID' ? [i] : []));
    expect(bidMoves).toHaveLength(bids);
    const moveNo = bidMoves[firstTooHigh - 1] + 1;
    const loaded = save.validate(record);
    expect(loaded).toEqual({
      error: `saved under rules ${realManifest.rules.RULES_VERSION}; move ${moveNo} does not replay: ${Real.ERR.bidExceedsCash}`,
      tell: `Your City Tycoon game was saved under older rules and cannot go on under today's (${CHANGE}): move ${moveNo} is no longer allowed — ${Real.ERR.bidExceedsCash} It is kept aside, and a new game starts.`,
    });
  });
});
