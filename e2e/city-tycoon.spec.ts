import { test, expect, type Page, type Locator } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations as axeCheck, watchErrors, watchRequests } from './helpers';
import { ERR, legalActions, manifest, rules, tableSetup, type Action, type GameState, type SetupInput } from '../engines/city-tycoon';
import { classSpec } from '../engines/city-tycoon/classroom';
import { CODECS } from '../engines/classroom';
import { classLinkPath } from '../engines/core/classLink';
import { verifyCode } from '../engines/core/code';
import { dollars } from '../engines/core/format';
import { play, replay, start as startRecord, type GameRecord, type Played } from '../engines/core/record';
import v2 from '../engines/city-tycoon/save-v2.fixture.json';
import v1 from '../engines/city-tycoon/save-v1.fixture.json';
import { SPEC } from '../engines/city-tycoon/fixtures/spec';

const ROUTE = '/simulation/city-tycoon';

/** axe, then back to reduced motion (the helper resets the emulation); reduced motion skips the dice animation. */
async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await axeCheck(page, label);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

type TycoonRecord = GameRecord<SetupInput, Action>;
const SAVE_VERSION = manifest.save.version;
/** A save as the game stores it: its record (docs/engines.md, "The record"). */
const saveText = (record: TycoonRecord) => JSON.stringify({ v: SAVE_VERSION, data: record });

/**
 * The game a stored save replays to (the save holds the record; the test replays it with the same rules), or null
 * when there is none or no table has set up yet (components/city-tycoon/store.ts `noGameYet`).
 */
function gameOf(raw: string | null): GameState | null {
  if (!raw) return null;
  const record = JSON.parse(raw).data as TycoonRecord;
  if (record.moves.length === 0 && JSON.stringify(record.setup) === JSON.stringify(manifest.setup.defaults)) return null;
  const r = replay(rules, record);
  if (!r.ok) throw new Error(`the saved record does not replay: ${r.refusal.message}`);
  return r.state;
}

/** The saved game (the test reads it to decide; every action goes through the screen). */
async function readGame(page: Page): Promise<GameState | null> {
  return gameOf(await page.evaluate(() => localStorage.getItem('city-tycoon')));
}

/** A game played into its record by the rules (for a save the test puts in storage). */
function recorded(setup: SetupInput, seed: string, moves: Action[]): Played<GameState, SetupInput, Action> {
  let p = startRecord(rules, tableSetup(setup), seed);
  for (const m of moves) {
    const out = play(rules, p, m);
    if (out.step.refusal) throw new Error(`${m.type} refused: ${out.step.refusal.message}`);
    p = out.played;
  }
  return p;
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The saved game's text and the open dialog, in one round trip (to wait until a key press took effect). */
const screenKey = (page: Page) =>
  page.evaluate(() => {
    const dialogs = document.querySelectorAll('dialog[open]');
    return `${localStorage.getItem('city-tycoon')}|${dialogs.length ? dialogs[dialogs.length - 1].getAttribute('data-testid') : ''}`;
  });

/** A dialog is open, the game is over, or Roll has the focus and is enabled for a player not in Detention. */
async function readyForKey(page: Page): Promise<boolean> {
  const [dialog, raw, rollReady] = await page.evaluate(() => {
    const roll = document.getElementById('ct-roll');
    return [
      document.querySelector('dialog[open]') !== null,
      localStorage.getItem('city-tycoon'),
      roll === document.activeElement && roll?.getAttribute('aria-disabled') === 'false',
    ] as const;
  });
  if (dialog) return true;
  const g = gameOf(raw);
  if (!g || g.phase === 'GAME_OVER') return true;
  return g.phase === 'PRE_ROLL' && !g.players[g.current].inJail && rollReady;
}

async function openedDialog(page: Page): Promise<string | null> {
  const d = page.locator('dialog[open]');
  if ((await d.count()) === 0) return null;
  return d.last().getAttribute('data-testid');
}

/** Fills the setup form with the keyboard only and starts. */
async function setupByKeyboard(page: Page, o: { cash: string; cap: string; seed: string }) {
  const setup = page.getByTestId('setup-modal');
  await expect(setup).toBeVisible();
  await expect(setup.getByRole('button', { name: 'Start Game' })).toBeFocused();
  for (const [id, value] of [
    ['#ct-setup-seed', o.seed],
    ['#ct-cap', o.cap],
    ['#ct-cash', o.cash],
  ] as const) {
    await tabTo(page, page.locator(id), { back: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  await tabTo(page, setup.getByRole('button', { name: 'Start Game' }));
  await page.keyboard.press('Enter');
  await expect(setup).toBeHidden();
}

async function start(page: Page, o: { cash?: number; cap?: number; seed: string; players?: number }) {
  const setup = page.getByTestId('setup-modal');
  await expect(setup).toBeVisible();
  if (o.players) await page.getByLabel('Players', { exact: true }).selectOption(String(o.players));
  if (o.cash) await page.getByLabel('Starting cash ($)').fill(String(o.cash));
  if (o.cap) await page.getByLabel('Turn cap').fill(String(o.cap));
  await page.getByLabel('Seed (same seed, same dice)').fill(o.seed);
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(setup).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a 3-player game played to the end by keyboard alone: full set, build, mortgage, bankruptcy or cap', async ({ page }) => {
  test.setTimeout(300_000); // generous: this machine is shared and often heavily loaded
  const errors = watchErrors(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(ROUTE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('City Tycoon — District Edition');
  // Seed E2E-109, $500 each, cap 10: found with the engine (rules 2) to reach a full set, a build and a bankruptcy quickly.
  await setupByKeyboard(page, { cash: '500', cap: '10', seed: 'E2E-109' });
  const roll = page.locator('#ct-roll');
  await expect(roll).toBeFocused();
  await expect(page.getByTestId('badge-turn')).toHaveText('Turn 1/10');

  let built = false;
  let mortgaged = false;
  for (let step = 0; step < 600; step++) {
    // One round trip: the saved game and the open dialog, if any.
    const [raw, open] = await page.evaluate(() => {
      const dialogs = document.querySelectorAll('dialog[open]');
      return [localStorage.getItem('city-tycoon'), dialogs.length ? dialogs[dialogs.length - 1].getAttribute('data-testid') : null] as const;
    });
    const g = gameOf(raw);
    if (!g) throw new Error('no saved game');
    if (g.phase === 'GAME_OVER') break;
    if (open === 'event-modal' || open === 'buy-modal') {
      await page.keyboard.press('Enter'); // OK / Buy (focused when the dialog opens)
    } else if (open === 'auction-modal') {
      await tabTo(page, page.getByTestId('auction-modal').getByRole('button', { name: 'Pass' }));
      await page.keyboard.press('Enter');
    } else if (open === 'jail-modal') {
      // Pay when the player can, else roll for doubles: tab to the button by its name, wherever the focus stands.
      const jail = page.getByTestId('jail-modal');
      const choice = g.players[g.current].cash >= 50 ? 'Pay $50' : 'Roll for doubles';
      await tabTo(page, jail.getByRole('button', { name: choice }));
      await page.keyboard.press('Enter');
    } else if (open) {
      throw new Error(`unexpected dialog ${open}`);
    } else if (g.phase === 'PRE_ROLL' && g.players[g.current].inJail) {
      // The Detention dialog opens by itself for a player in Detention; the loop never closes it.
      throw new Error(`${g.players[g.current].name} is in Detention with no Detention dialog open`);
    } else if (g.phase === 'PRE_ROLL') {
      const acts = legalActions(g);
      const build = acts.find((a) => a.type === 'BUILD');
      const mortgage = acts.find((a) => a.type === 'MORTGAGE');
      const action = !built && build ? build : built && !mortgaged && mortgage ? mortgage : null;
      if (action && 'tile' in action) {
        const tile = page.getByTestId(`tile-${action.tile}`);
        await expect(roll).toBeFocused();
        await tabTo(page, tile);
        await page.keyboard.press('Enter');
        const drawer = page.getByTestId('tile-drawer');
        await expect(drawer).toBeVisible();
        const button = drawer.getByRole('button', { name: action.type === 'BUILD' ? /^Build (shop|tower)/ : /^Mortgage/ });
        await tabTo(page, button);
        await page.keyboard.press('Enter');
        if (action.type === 'BUILD') {
          await expect(page.getByTestId('badge-shops')).toHaveText('Shops 31');
          built = true;
        } else {
          await expect(drawer.getByText('Mortgaged — no rent')).toBeVisible();
          mortgaged = true;
        }
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(tile).toBeFocused(); // focus returns to the tile that opened the drawer
        await tabTo(page, roll, { back: true });
        continue;
      }
      await expect(roll).toBeFocused();
      await page.keyboard.press('Enter');
    }
    // Wait for what the key press did (the saved game or the open dialog changes), or for a screen that is ready
    // for the next key again (a dialog open, or Roll focused and enabled): then the loop reads it afresh.
    const before = `${raw}|${open ?? ''}`;
    await expect.poll(async () => (await screenKey(page)) !== before || (await readyForKey(page))).toBe(true);
  }

  const g = (await readGame(page))!;
  expect(g.phase).toBe('GAME_OVER');
  expect(built).toBe(true);
  expect(mortgaged).toBe(true);
  const over = page.getByTestId('gameover-modal');
  await expect(over).toBeVisible();
  await expect(over.getByTestId('ranking')).toContainText('🏆 1');
  expect(g.endReason === 'cap' || g.players.some((p) => p.bankrupt)).toBe(true);
  if (g.players.some((p) => p.bankrupt)) await expect(page.getByText('Bankrupt', { exact: true }).first()).toBeAttached();
  await expect(page.getByTestId('log')).toContainText('wins with a net worth');
  await expectNoSeriousA11yViolations(page, 'game over');
  // Escape closes the ranking; the board stays readable.
  await page.keyboard.press('Escape');
  await expect(over).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show ranking' })).toBeVisible();
  errors.check();
});

test(`the auction by keyboard: decline, bid +${SPEC.auctionStep}, pass; Escape and reopen`, async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto(ROUTE);
  await start(page, { seed: 'CT-DEMO-1' });
  const roll = page.locator('#ct-roll');
  await roll.focus();
  // Roll until a tile is offered (seed CT-DEMO-1: the first roll already lands on one).
  for (let i = 0; i < 20 && (await openedDialog(page)) !== 'buy-modal'; i++) {
    const open = await openedDialog(page);
    if (open === 'event-modal' || open === 'jail-modal') await page.keyboard.press('Enter');
    else if (!open) {
      await roll.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => (await readGame(page))?.phase).not.toBe('MOVING');
  }
  const buy = page.getByTestId('buy-modal');
  await expect(buy).toBeVisible();
  const g0 = (await readGame(page))!;
  const tile = g0.offer!;
  await expect(buy.getByRole('button', { name: /^Buy for/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(buy.getByRole('button', { name: 'Decline → Auction' })).toBeFocused();
  await page.keyboard.press('Enter');

  const auction = page.getByTestId('auction-modal');
  await expect(auction).toBeVisible();
  const bid = auction.getByRole('button', { name: `Bid +${SPEC.auctionStep}` });
  await expect(bid).toBeFocused();
  const first = g0.players[(g0.current + 1) % 3].name;
  const second = g0.players[(g0.current + 2) % 3].name;
  await expect(auction.getByTestId('auction-turn')).toHaveText(first);
  await page.keyboard.press('Enter'); // first bidder: $10
  await expect(auction.getByTestId('auction-bid')).toHaveText(`$10 by ${first}`);
  await expect(auction.getByTestId('auction-turn')).toHaveText(second);
  await page.keyboard.press('Enter'); // second bidder: $20
  await expect(auction.getByTestId('auction-bid')).toHaveText(`$20 by ${second}`);
  await expectNoSeriousA11yViolations(page, 'auction');
  // Escape closes the auction without deciding; Quick actions reopen it.
  await page.keyboard.press('Escape');
  await expect(auction).toBeHidden();
  const reopen = page.getByRole('button', { name: 'Open the auction' });
  await tabTo(page, reopen);
  await page.keyboard.press('Enter');
  await expect(auction).toBeVisible();
  // Everyone but the leader passes.
  await expect(bid).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(auction.getByRole('button', { name: 'Pass' })).toBeFocused();
  await page.keyboard.press('Enter'); // the player who declined passes
  await expect(auction.getByTestId('auction-turn')).toHaveText(first);
  await expect(auction.getByRole('button', { name: 'Pass' })).toBeFocused(); // focus stays on Pass
  await page.keyboard.press('Enter'); // first passes → second wins at $20
  await expect(auction).toBeHidden();
  const g1 = (await readGame(page))!;
  expect(g1.ownership[tile]).toBe((g0.current + 2) % 3);
  expect(g1.players[(g0.current + 2) % 3].cash).toBe(g0.players[(g0.current + 2) % 3].cash - 20);
  await expect(page.getByTestId('log')).toContainText(`${second} wins`);
  errors.check();
});

test('the auction with two players: the other passes first, the decliner gets a last call and wins at $10', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto(ROUTE);
  await start(page, { seed: 'CT-DEMO-1', players: 2 });
  const roll = page.locator('#ct-roll');
  for (let i = 0; i < 20 && (await openedDialog(page)) !== 'buy-modal'; i++) {
    const open = await openedDialog(page);
    if (open === 'event-modal' || open === 'jail-modal') await page.keyboard.press('Enter');
    else if (!open) {
      await roll.focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => (await readGame(page))?.phase).not.toBe('MOVING');
  }
  const buy = page.getByTestId('buy-modal');
  await expect(buy).toBeVisible();
  const g0 = (await readGame(page))!;
  const tile = g0.offer!;
  const me = g0.current;
  const other = 1 - me;
  await buy.getByRole('button', { name: 'Decline → Auction' }).click();
  const auction = page.getByTestId('auction-modal');
  await expect(auction).toBeVisible();
  await expect(auction.getByTestId('auction-turn')).toHaveText(g0.players[other].name);
  await expect(auction.getByTestId('auction-last-call')).toHaveCount(0);
  await auction.getByRole('button', { name: 'Pass' }).click(); // the other player passes before the decliner was asked
  // The decliner is the last bidder left and has not bid: asked once (docs/rules/city-tycoon.md, "Auction").
  await expect(auction).toBeVisible();
  await expect(auction.getByTestId('auction-turn')).toHaveText(g0.players[me].name);
  await expect(auction.getByTestId('auction-last-call')).toContainText(`${g0.players[me].name} is the last bidder left. Bid +${SPEC.auctionStep} wins`);
  await expect(auction.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'auction last call');
  await auction.getByRole('button', { name: `Bid +${SPEC.auctionStep}` }).click();
  await expect(auction).toBeHidden();
  const g1 = (await readGame(page))!;
  expect(g1.ownership[tile]).toBe(me);
  expect(g1.players[me].cash).toBe(g0.players[me].cash - 10);
  await expect(page.getByTestId('log')).toContainText(`${g0.players[me].name} wins`);
  errors.check();
});

test('a bidder short of the next bid: Bid is disabled with the rules’ reason and does nothing; Pass still works', async ({ page }) => {
  const errors = watchErrors(page);
  // A saved game (seed BID-E2E-8, found with the engine): a table that buys all it can until a tile is declined while
  // the first to bid has less than the $10 a bid costs, and the one after can bid.
  const { record, saved, bidder } = bidderShort();
  expect(saved.players[bidder].cash).toBeLessThan(10);
  expect(rules.step(saved, { type: 'BID' }).refusal?.message).toBe(ERR.bidExceedsCash);
  await page.addInitScript((raw) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('city-tycoon', raw);
      sessionStorage.setItem('seeded', '1');
    }
  }, saveText(record));
  await page.goto(ROUTE);
  const auction = page.getByTestId('auction-modal');
  await expect(auction).toBeVisible();
  await expect(auction.getByTestId('auction-turn')).toHaveText(saved.players[bidder].name);
  const bid = auction.getByRole('button', { name: `Bid +${SPEC.auctionStep}` });
  await expect(bid).toBeDisabled();
  await expect(bid).toHaveAttribute('aria-disabled', 'true');
  await expect(bid).toHaveAccessibleDescription(ERR.bidExceedsCash);
  await expect(auction.getByTestId('refusal-reason')).toHaveText(ERR.bidExceedsCash);
  await expectNoSeriousA11yViolations(page, 'auction, bid refused');
  // It keeps the focus, and Enter on it changes nothing.
  await bid.focus();
  await page.keyboard.press('Enter');
  const still = (await readGame(page))!;
  expect([still.auction?.bid, still.auction?.turn, still.auction?.leader]).toEqual([0, bidder, null]);
  // Pass is the bidder's move: the turn goes on to the next bidder, who can bid.
  await auction.getByRole('button', { name: 'Pass' }).click();
  await expect(auction.getByTestId('auction-turn')).not.toHaveText(saved.players[bidder].name);
  await expect(bid).toBeEnabled();
  await expect(auction.getByTestId('refusal-reason')).toHaveCount(0);
  errors.check();
});

test('a reload restores the game mid-turn; a corrupt save is set aside and the game starts at setup', async ({ page }) => {
  const errors = watchErrors(page, [/\[storage\] city-tycoon:/]);
  await page.goto(ROUTE);
  await start(page, { seed: 'CT-DEMO-1', players: 4, cash: 2000, cap: 12 });
  await page.getByRole('button', { name: 'Auto End Turn ON' }).click();
  await expect(page.getByRole('button', { name: 'Auto End Turn OFF' })).toBeVisible();
  await page.locator('#ct-roll').click();
  // Mid-turn: either a buy offer or the End Turn button.
  await expect(page.getByTestId('buy-modal').or(page.getByRole('button', { name: 'End Turn', exact: true }))).toBeVisible();
  const before = (await readGame(page))!;
  expect(['RESOLVING', 'POST_ACTIONS', 'PRE_ROLL']).toContain(before.phase);
  await page.reload();
  await expect(page.getByTestId('badge-turn')).toHaveText('Turn 1/12');
  const after = (await readGame(page))!;
  expect(after).toEqual(before);
  if (before.offer !== null) await expect(page.getByTestId('buy-modal')).toBeVisible();
  else if (before.phase === 'POST_ACTIONS') await expect(page.getByRole('button', { name: 'End Turn', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Auto End Turn OFF' })).toBeVisible();
  await expect(page.getByTestId(`cash-0`)).toHaveText(dollars(before.players[0].cash));

  await page.evaluate(() => localStorage.setItem('city-tycoon', '{"v":1,"data":{"game":{"seed":42}}}'));
  await page.reload();
  await expect(page.getByTestId('setup-modal')).toBeVisible();
  await expect(page.getByText('Saved game could not be read')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('city-tycoon:corrupt'))).toContain('"seed":42');
  errors.check();
});

test('usable at 375 px: the ring fits, tiles are buttons with names, the drawer and quick actions work', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.setViewportSize(MOBILE);
  await page.goto(ROUTE);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '375 setup');
  await start(page, { seed: 'CT-DEMO-1' });
  await expectNoHorizontalScroll(page);
  const tiles = page.locator('[data-tile]');
  await expect(tiles).toHaveCount(40);
  for (const i of [0, 5, 10, 25, 39]) {
    const box = (await tiles.nth(i).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  }
  await expect(page.getByRole('button', { name: /^City Hall, Start/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Summit Tower, Navy set property, unowned, \$400/ })).toBeVisible();
  await page.getByRole('button', { name: /^Summit Tower/ }).click();
  const drawer = page.getByTestId('tile-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('table')).toContainText('$2,000');
  // The unmortgage cost in the words of the ruling and of the help (docs/rules/city-tycoon.md, "Unmortgage").
  await expect(drawer.getByTestId('mortgage-terms')).toHaveText(
    'Mortgage value $200. Lifting a mortgage repays the mortgage (half the price) plus 10 % of the price, rounded up. Here: $240.',
  );
  await expectNoSeriousA11yViolations(page, '375 drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await page.locator('#ct-roll').click();
  await expect.poll(async () => (await readGame(page))?.phase).not.toBe('MOVING');
  await page.keyboard.press('Escape');
  // The tip in Quick actions opens the current tile.
  await page.getByRole('button', { name: /^Tip for / }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '375 game');
  errors.check();
});

test('a player in Detention who closes its dialog still pays by keyboard, from Quick actions', async ({ page }) => {
  const errors = watchErrors(page);
  // Played by the rules (roll, decline every tile, pass every auction) until a player starts a turn in Detention.
  let p = recorded({ names: ['', ''], startingCash: 1500, cap: 25 }, 'JAIL-1', []);
  for (let i = 0; i < 300 && !(p.state.phase === 'PRE_ROLL' && p.state.players[p.state.current].inJail); i++) {
    const acts = legalActions(p.state);
    const a = acts.find((x) => ['ADVANCE', 'DECLINE', 'PASS', 'NEXT', 'END_TURN'].includes(x.type)) ?? acts.find((x) => x.type === 'ROLL')!;
    const out = play(rules, p, a);
    if (out.step.refusal) throw new Error(out.step.refusal.message);
    p = out.played;
  }
  const jailed = p.state.players[p.state.current];
  expect(jailed.inJail).toBe(true);
  expect(jailed.cash).toBeGreaterThanOrEqual(50);
  await page.addInitScript((raw) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('city-tycoon', raw);
      sessionStorage.setItem('seeded', '1');
    }
  }, saveText(p.record));
  await page.goto(ROUTE);
  const jail = page.getByTestId('jail-modal');
  await expect(jail).toBeVisible();
  await expect(jail.getByRole('button', { name: 'Roll for doubles' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(jail).toBeHidden();
  // The dialog stays closed for this turn (a stale close never reopens or dismisses it); its choices stay in Quick actions.
  const pay = page.getByRole('region', { name: 'Quick actions' }).getByRole('button', { name: 'Pay $50' });
  await expect(pay).toBeVisible();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  await expect(jail).toBeHidden();
  await expect.poll(async () => (await readGame(page))?.players[p.state.current].inJail).toBe(false);
  await expect(page.getByTestId(`cash-${p.state.current}`)).toHaveText(dollars(jailed.cash - 50));
  errors.check();
});

test('an event card opens a modal that closes by itself after 2 s', async ({ page }) => {
  const errors = watchErrors(page);
  // Fake time that only moves when the test says so.
  await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
  // A saved game caught mid-roll (seed EVENT-9, found with the engine): Avery rolled 6 + 1 and walks onto the event
  // tile with '+$50' on top of the deck.
  const saved = recorded({ names: ['', ''], startingCash: 1500, cap: 25 }, 'EVENT-9', [{ type: 'ROLL' }]);
  expect([saved.state.phase, saved.state.pendingMove?.steps, saved.state.deck[0]]).toEqual(['MOVING', 7, 0]);
  await page.addInitScript((raw) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('city-tycoon', raw);
      sessionStorage.setItem('seeded', '1');
    }
  }, saveText(saved.record));
  await page.goto(ROUTE);
  const modal = page.getByTestId('event-modal');
  // Let fake time pass in small steps until the interrupted roll resumes and the card shows.
  for (let i = 0; i < 200 && !(await modal.isVisible()); i++) await page.clock.runFor(20);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Collect $50');
  await expect(page.getByTestId('cash-0')).toHaveText('$1,550');
  await page.clock.runFor(1800);
  await expect(modal).toBeVisible();
  await page.clock.runFor(300);
  await expect(modal).toBeHidden();
  errors.check();
});

test('the roll in motion: the dice tumble and the token walks square by square; a click skips to where it landed', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await page.goto(ROUTE);
  await start(page, { seed: 'CT-DEMO-1' });
  const before = (await readGame(page))!;
  const mover = before.current;
  // Stop time: the walk then only moves when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const roll = page.locator('#ct-roll');
  await roll.click();
  // The rules moved at once (saved, no MOVING left), the screen animates.
  const after = (await readGame(page))!;
  expect(after.phase).not.toBe('MOVING');
  const steps = after.lastRoll![0] + after.lastRoll![1];
  const landing = (before.players[mover].pos + steps) % 40;
  expect(after.players[mover].pos).toBe(landing);
  await expect(page.locator('[data-animating="dice"]')).toBeAttached();
  await expect(page.locator('[data-animating="walk"]')).toBeAttached();
  // The log and the tile names already tell where the token is (announcements are not delayed).
  await expect(page.getByTestId('log')).toContainText('rolled');
  await expect(page.getByTestId(`tile-${landing}`)).toHaveAttribute('aria-label', new RegExp(`here: ${before.players[mover].name}`));
  // Roll stays disabled, and the buy offer waits, until the token has landed.
  await expect(roll).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  // Let the dice settle and the token take a step or two: it is on the way, not yet on the landing square.
  await page.clock.runFor(700);
  const walking = page.getByTestId('walking-token');
  await expect(walking).toBeVisible();
  const on = Number(await walking.evaluate((el) => el.closest('[data-tile]')!.getAttribute('data-tile')));
  expect(on).toBeGreaterThan(before.players[mover].pos);
  expect(on).toBeLessThan(landing);
  await expect(page.getByTestId(`tile-${landing}`).getByTestId(`token-${mover}`)).toHaveCount(0);
  // A click anywhere in the game skips to the end: the token stands where it landed, nothing animates.
  await page.locator('#ct-coach').click();
  await expect(page.locator('[data-animating]')).toHaveCount(0);
  await expect(page.getByTestId(`tile-${landing}`).getByTestId(`token-${mover}`)).toBeVisible();
  // The skipping click did nothing else; what the roll led to opens now (CT-DEMO-1: an offer).
  expect((await readGame(page))!.logSeq).toBe(after.logSeq);
  if (after.offer !== null) await expect(page.getByTestId('buy-modal')).toBeVisible();
  errors.check();
});

test('under reduced motion a roll shows its end at once: nothing is ever marked as animating', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { sawAnimating: boolean };
    w.sawAnimating = false;
    const seen = (n: Node) => n instanceof Element && (n.matches('[data-animating]') || n.querySelector('[data-animating]') !== null);
    new MutationObserver((records) => {
      for (const r of records) if ((r.type === 'attributes' && seen(r.target)) || [...r.addedNodes].some(seen)) w.sawAnimating = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating'] });
  });
  await page.goto(ROUTE);
  await start(page, { seed: 'CT-DEMO-1' });
  const before = (await readGame(page))!;
  await page.locator('#ct-roll').click();
  const after = (await readGame(page))!;
  const pos = after.players[before.current].pos;
  await expect(page.getByTestId(`tile-${pos}`).getByTestId(`token-${before.current}`)).toBeVisible();
  if (after.offer !== null) await expect(page.getByTestId('buy-modal')).toBeVisible();
  await expect(page.getByTestId('walking-token')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sawAnimating: boolean }).sawAnimating)).toBe(false);
  errors.check();
});

/* ------------------------------------------------------------------ class games (docs/classroom.md) */

const CLASS = { game: 'city-tycoon' as const, classId: 'C-E2ECT01', seed: 'CLASS-CT-1', settings: { players: 2, cash: 1500, cap: 10 } };

/** Plays the saved game to its end by clicks: buys when offered, passes in auctions, rolls in Detention. */
async function playToEnd(page: Page, { autoOffAt = -1, autoOnAt = -1, reloadAt = -1 } = {}) {
  const done = { off: autoOffAt < 0, on: autoOnAt < 0, reload: reloadAt < 0, endTurns: 0 };
  for (let step = 0; step < 800; step++) {
    const [raw, open] = await page.evaluate(() => {
      const dialogs = document.querySelectorAll('dialog[open]');
      return [localStorage.getItem('city-tycoon'), dialogs.length ? dialogs[dialogs.length - 1].getAttribute('data-testid') : null] as const;
    });
    const g = gameOf(raw);
    if (!g) throw new Error('no saved game');
    if (g.phase === 'GAME_OVER') {
      expect(done).toMatchObject({ off: true, on: true, reload: true });
      if (autoOffAt >= 0) expect(done.endTurns).toBeGreaterThan(0);
      return g;
    }
    if (step >= reloadAt && !done.reload) {
      done.reload = true;
      await page.reload();
      await expect(page.getByTestId('class-banner')).toBeVisible();
      await expect(page.getByTestId('badge-turn')).toHaveText(`Turn ${g.turn}/${g.cap}`);
      continue;
    }
    const toggle = (!done.off && step >= autoOffAt && g.autoEnd) || (done.off && !done.on && step >= autoOnAt && !g.autoEnd);
    if (!open && toggle && (g.phase === 'PRE_ROLL' || g.phase === 'POST_ACTIONS')) {
      if (g.autoEnd) done.off = true;
      else done.on = true;
      await page.getByRole('button', { name: /^Auto End Turn/ }).click();
      await expect(page.getByRole('button', { name: `Auto End Turn ${g.autoEnd ? 'OFF' : 'ON'}` })).toBeVisible();
      continue;
    }
    if (open === 'event-modal')
      // The card also closes by itself after 2 s: a click that finds it gone is fine.
      await page.getByTestId('event-modal').getByRole('button', { name: 'OK' }).click({ timeout: 3000 }).catch(() => undefined);
    else if (open === 'buy-modal') await page.getByTestId('buy-modal').getByRole('button', { name: /^Buy for/ }).click();
    else if (open === 'auction-modal') await page.getByTestId('auction-modal').getByRole('button', { name: 'Pass' }).click();
    else if (open === 'jail-modal') await page.getByTestId('jail-modal').getByRole('button', { name: 'Roll for doubles' }).click();
    else if (open) throw new Error(`unexpected dialog ${open}`);
    else if (g.phase === 'POST_ACTIONS') {
      done.endTurns++;
      await page.getByRole('button', { name: 'End Turn', exact: true }).click();
    }
    else if (g.phase === 'PRE_ROLL') {
      await expect(page.locator('#ct-roll')).toHaveAttribute('aria-disabled', 'false');
      await page.locator('#ct-roll').click();
    }
    const before = `${raw}|${open ?? ''}`;
    await expect.poll(async () => (await screenKey(page)) !== before).toBe(true);
  }
  throw new Error('the game did not end');
}

test('a class link: the class’s settings locked, a reload keeps the class, the table’s code verifies with the real codec', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const { foreign } = watchRequests(page, baseURL!);
  await page.goto(classLinkPath(classSpec, CLASS));
  const banner = page.getByTestId('class-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Class game');
  await expect(banner).toContainText('City Tycoon · a table of 2 players · $1,500 each · 10 turns');
  const setup = page.getByTestId('setup-modal');
  await expect(setup).toBeVisible();
  await expect(setup.getByRole('heading', { name: 'Start the class game' })).toBeVisible();
  for (const id of ['#ct-count', '#ct-cash', '#ct-cap', '#ct-setup-seed']) await expect(page.locator(id)).toBeDisabled();
  await expect(page.locator('#ct-setup-seed')).toHaveValue(CLASS.seed);
  await expect(page.locator('#ct-cap')).toHaveValue('10');
  await page.locator('#ct-name-0').fill('Zanzibar');
  await page.locator('#ct-name-1').fill('Quokka');
  await setup.getByRole('button', { name: 'Start Game' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByTestId('badge-turn')).toHaveText('Turn 1/10');
  await expect(page.locator('#ct-seed')).toBeDisabled();

  // Auto End off for a while (End Turn by hand), then on again: the record holds the switches, the code verifies.
  const g = await playToEnd(page, { autoOffAt: 2, reloadAt: 9, autoOnAt: 30 });
  const over = page.getByTestId('gameover-modal');
  await expect(over).toBeVisible();
  const panel = over.getByTestId('result-code');
  await expect(panel).toBeVisible();
  await expect(over.getByTestId('end-screen-xp').getByTestId('xp-gained')).toContainText(/\+\d+ XP/);
  await panel.getByLabel(/^Nickname for your result/).fill('Table 7');
  const code = await panel.getByTestId('result-code-text').inputValue();
  expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
  const v = verifyCode(code, CODECS, { classId: CLASS.classId, seed: CLASS.seed, settings: CLASS.settings });
  expect(v.verdict).toBe('verified');
  expect(v.code!.nickname).toBe('Table 7');
  expect(JSON.stringify(v.code) + code).not.toMatch(/Zanzibar|Quokka/);
  // The summary is what the end screen shows: each seat's net worth, its rank, the end.
  const summary = v.code!.summary as { players: { worth: number; rank: number; bankrupt: boolean }[]; endReason: string; turns: number };
  expect(summary.endReason).toBe(g.endReason);
  for (let i = 0; i < 2; i++) {
    const row = over.getByTestId(`rank-seat-${i + 1}`);
    await expect(row).toContainText(`Player ${i + 1}`);
    await expect(row.locator('td').last()).toHaveText(dollars(summary.players[i].worth));
    await expect(row.locator('td').first()).toHaveText(summary.players[i].rank === 1 ? '🏆 1' : String(summary.players[i].rank));
  }
  await expectNoSeriousA11yViolations(page, 'class game over with the result code');
  await page.keyboard.press('Escape');
  await expect(over).toBeHidden();
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'class banner');
  expect(foreign).toEqual([]);
  errors.check();
});

test('a class link with out-of-range settings shows the notice and plays the clamped settings', async ({ page }) => {
  await page.goto(`${classSpec.route}?class=C-E2ECT02&seed=CT-X&players=9&cash=99&cap=3`);
  const notice = page.getByTestId('class-link-problems');
  await expect(notice).toContainText('Choose 2 to 6 players: set to 6.');
  await expect(notice).toContainText('Starting cash is $500–$5000 in steps of $100: set to $500.');
  await expect(notice).toContainText('The turn cap is 10–50: set to 10.');
  await expect(page.getByTestId('class-banner')).toContainText('a table of 6 players · $500 each · 10 turns');
  await expect(page.locator('#ct-count')).toHaveValue('6');
  await expect(page.locator('#ct-cash')).toHaveValue('500');
});

test('a broken class link opens the normal game with a notice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${classSpec.route}?class=%21%21&seed=CT-1&players=3`);
  await expect(page.getByTestId('class-link-problems')).toContainText('This class link is incomplete or damaged');
  await expect(page.getByTestId('class-banner')).toHaveCount(0);
  await expect(page.getByTestId('setup-modal').getByRole('heading', { name: 'Start a game' })).toBeVisible();
  await expect(page.locator('#ct-cash')).toBeEnabled();
  errors.check();
});

test('a class link over an unfinished solo game asks first: keep it, or start the class game', async ({ page }) => {
  await page.goto(ROUTE);
  await start(page, { seed: 'SOLO-1', players: 3 });
  await page.locator('#ct-roll').click();
  await expect.poll(async () => (await readGame(page))!.log.length).toBeGreaterThan(2);
  const solo = (await readGame(page))!;
  await page.goto(classLinkPath(classSpec, CLASS));
  const ask = page.getByTestId('class-replace');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('class-banner')).toHaveCount(0);
  expect((await readGame(page))!.seed).toBe(solo.seed);
  await page.goto(classLinkPath(classSpec, CLASS));
  await expect(ask).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'replace dialog');
  await ask.getByRole('button', { name: 'Start the class game' }).click();
  await expect(page.getByTestId('class-banner')).toBeVisible();
  await expect(page.locator('#ct-setup-seed')).toHaveValue(CLASS.seed);
  await expect(page.locator('#ct-setup-seed')).toBeDisabled();
  // Leaving returns to solo play.
  await page.getByTestId('setup-modal').getByRole('button', { name: 'Start Game' }).click();
  await page.getByRole('button', { name: 'Leave the class game' }).click();
  await expect(page.getByTestId('class-banner')).toHaveCount(0);
  await expect(page.locator('#ct-seed')).toBeEnabled();
});

/**
 * The bidder short of the next bid (seed BID-E2E-8, found with the engine): three players with $500 buy all they can
 * (and bid when an auction is open) until a tile is declined while the first to bid has under $10.
 */
function bidderShort(): { record: TycoonRecord; saved: GameState; bidder: number } {
  let p = recorded({ names: ['', '', ''], startingCash: 500, cap: 25 }, 'BID-E2E-8', []);
  for (let n = 0; n < 3000 && p.state.phase !== 'GAME_OVER'; n++) {
    const s = p.state;
    if (s.offer !== null && !s.auction) {
      const d = play(rules, p, { type: 'DECLINE' }).played;
      const a = d.state.auction;
      if (a && a.bid === 0 && d.state.players[a.turn].cash > 0 && d.state.players[a.turn].cash < 10) return { record: d.record, saved: d.state, bidder: a.turn };
    }
    const acts = legalActions(s);
    const pick = (t: Action['type']) => acts.find((x) => x.type === t);
    const move = pick('BUY') ?? pick('UNMORTGAGE') ?? (s.auction ? pick('BID') : undefined) ?? pick('ROLL') ?? pick('ADVANCE') ?? pick('PASS') ?? pick('DECLINE') ?? pick('END_TURN') ?? acts[0];
    p = play(rules, p, move).played;
  }
  throw new Error('no such auction on BID-E2E-8');
}

test('older builds’ saves: one whose moves today’s dice allow plays on; one they refuse is set aside naming the change; one without its moves (and its separate move list) is set aside', async ({ page }) => {
  const errors = watchErrors(page, [/\[storage\] city-tycoon:/]);
  // Save version 2 (rules 1): Ana's roll is still legal under today's dice, and asks her to decide (an offer).
  await page.goto(ROUTE);
  await page.evaluate((save) => {
    localStorage.clear();
    localStorage.setItem('city-tycoon', save);
  }, v2.oneRoll['OLD-ROLL-2']);
  await page.reload();
  await expect(page.getByTestId('buy-modal')).toBeVisible();
  await expect(page.getByText('Saved game could not be read')).toHaveCount(0);
  await expect(page.getByText('Now: Ana')).toBeVisible();
  // The next move writes the game as its record.
  await page.getByTestId('buy-modal').getByRole('button', { name: /^Buy for/ }).click();
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('city-tycoon')))!).v).toBe(SAVE_VERSION);
  const kept = (await readGame(page))!;
  expect(kept.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
  expect(kept.ownership.filter((o) => o === 0)).toHaveLength(1);

  // Save version 2 (rules 1): the turn Auto End ended after Ana's old roll cannot end after today's: set aside, told why.
  await page.evaluate((save) => {
    localStorage.clear();
    localStorage.setItem('city-tycoon', save);
  }, v2.oneRoll['OLD-ROLL-0']);
  await page.reload();
  await expect(page.getByTestId('setup-modal')).toBeVisible();
  await expect(page.getByText('Your City Tycoon game was saved under older rules')).toBeVisible();
  await expect(page.getByText('the dice and the event deck now come from their own random draws')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('city-tycoon:corrupt'))).toBe(v2.oneRoll['OLD-ROLL-0']);

  // Save version 1 (no history) and the move list the older build kept beside it: both set aside, nothing deleted.
  await page.evaluate(
    ([save, moves]) => {
      localStorage.clear();
      localStorage.setItem('city-tycoon', save);
      localStorage.setItem('city-tycoon-moves', moves);
    },
    [v1['city-tycoon'], v1['city-tycoon-moves']],
  );
  await page.reload();
  await expect(page.getByTestId('setup-modal')).toBeVisible();
  await expect(page.getByText('Saved game could not be read')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('city-tycoon-moves'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('city-tycoon-moves:corrupt'))).toBe(v1['city-tycoon-moves']);
  expect(await page.evaluate(() => localStorage.getItem('city-tycoon:corrupt'))).toBe(v1['city-tycoon']);
  await expectNoSeriousA11yViolations(page, 'setup after an old save was set aside');
  errors.check();
});
