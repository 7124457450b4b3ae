import { test, expect, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';
import { CLASS_LINK_MESSAGES, classLinkPath } from '../engines/core/classLink';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { classSpec, ratioWords, serviceWords, type BullwhipSummary } from '../engines/bullwhip/classroom';
import { cost } from '../engines/core/format';
import { SEED } from '../engines/bullwhip/constants';
import { rules } from '../engines/bullwhip/index';
import { bullwhipWhatIf } from '../engines/bullwhip/whatIf';
import { checkWhatIf } from './whatIf';

const ROUTE = '/simulation/game-theory';
const KEY = 'bullwhip-rush';

async function fresh(page: Page) {
  // every test has its own browser context, so storage starts empty
  await page.goto(ROUTE);
  // the island loads after hydration: allow a slow, shared machine some time
  await expect(page.getByRole('heading', { level: 1, name: 'Bullwhip Rush' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
}

async function startAs(page: Page, role: string, scenario = 'classic') {
  await page.getByLabel('Scenario').selectOption(scenario);
  await page.getByLabel('Your role').selectOption(role);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('round')).toHaveText('1');
}

/** Resolve `times` rounds; the order input keeps its value, so it is filled once. */
async function resolve(page: Page, order: string | null, times = 1) {
  let round = Number(await page.getByTestId('round').textContent());
  if (order !== null) await page.getByLabel('Order quantity (0–40)').fill(order);
  for (let i = 0; i < times; i++, round++) {
    await page.getByRole('button', { name: 'Resolve Round' }).click();
    if (round < 12) await expect(page.getByTestId('round')).toHaveText(String(round + 1));
  }
  if (round > 12) await expect(page.getByRole('heading', { name: 'Game Complete' })).toBeVisible();
}

test('a full game as each role, selects locked after Start, Play Again unlocks them', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await fresh(page);
  for (const role of ['R', 'W', 'D', 'F']) {
    await startAs(page, role);
    await expect(page.getByLabel('Scenario')).toBeDisabled();
    await expect(page.getByLabel('Your role')).toBeDisabled();
    await expect(page.getByRole('heading', { name: /^Pipeline: / })).toBeVisible();
    await resolve(page, String(3 + ['R', 'W', 'D', 'F'].indexOf(role)), 12);
    await expect(page.getByTestId('final-chain-cost')).toHaveText(/^\d[\d,]*\.\d$/);
    await expect(page.getByTestId('final-cost')).toHaveText(/^\d[\d,]*\.\d$/);
    await expect(page.getByTestId('final-service')).toHaveText(/^\d+%$/);
    await expect(page.getByText(/Disciplined forecasts/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resolve Round' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(page.getByLabel('Your role')).toBeEnabled();
    await expect(page.getByLabel('Your role')).toHaveValue(role);
  }
  errors.check();
});

test('a whole game by keyboard alone, debrief included', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await fresh(page);
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const id = el.id;
        const viaLabel = el.closest('label')?.textContent ?? (id ? document.querySelector(`label[for="${id}"]`)?.textContent : '');
        return `${viaLabel ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.tagName === 'SELECT' ? '' : el.textContent ?? ''}`;
      });
      if (name.test(label)) return;
    }
    throw new Error(`could not tab to ${name}`);
  };
  await tabTo(/Your role/);
  await page.keyboard.press('ArrowDown'); // Retailer → Wholesaler
  await expect(page.getByLabel('Your role')).toHaveValue('W');
  await tabTo(/^\s*Start\s*$/);
  await page.keyboard.press('Enter');
  // focus moves into the order input: type and press Enter to resolve each round
  await expect(page.getByLabel('Order quantity (0–40)')).toBeFocused();
  for (let r = 1; r <= 12; r++) {
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(r % 3 === 0 ? 9 : 5));
    await page.keyboard.press('Enter');
    if (r < 12) await expect(page.getByTestId('round')).toHaveText(String(r + 1));
  }
  const done = page.getByRole('heading', { name: 'Game Complete' });
  await expect(done).toBeFocused();
  await tabTo(/View Details/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('debrief')).toBeVisible();
  await tabTo(/Play Again/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Start' })).toBeFocused();
  errors.check();
});

test('the Factory’s expedite makes this round’s production at once; what arrives is labelled by the round it arrives', async ({ page }) => {
  const errors = watchErrors(page);
  await fresh(page);
  await startAs(page, 'F');
  await expect(page.getByText(/Your production skips its one-week wait/)).toBeVisible();
  const arrivals = page.getByTestId('arrival');
  // round 1: the production line holds the steady start's 4, due when round 1 is resolved
  await expect(arrivals).toHaveText(['Arriving this round (round 1): 4']);
  await expect(page.getByTestId('incoming-order-label')).toHaveText('Order from the Distributor, arriving this round (round 1)');
  // without expedite, an order of 10 starts on the line and arrives in round 2 (the 4 that arrived in round 1 went
  // to the Distributor's order of 4 already on its way)
  await resolve(page, '10');
  await expect(page.getByTestId('inv')).toHaveText('12');
  await expect(arrivals).toHaveText(['Arriving this round (round 2): 10']);
  // with expedite, this round's 10 are in stock now (12 + 10 arriving + 10 made − what the Distributor ordered)
  const incoming = Number(await page.getByTestId('incoming-order').textContent());
  await page.getByRole('button', { name: 'Use Expedite' }).click();
  await expect(page.getByRole('button', { name: '✓ Expedite this round' })).toHaveAttribute('aria-pressed', 'true');
  await resolve(page, null);
  await expect(page.getByTestId('inv')).toHaveText(String(12 + 10 + 10 - Math.min(incoming, 32)));
  await expect(arrivals).toHaveText(['Arriving this round (round 3): 0']);
  await expect(page.getByRole('button', { name: 'Expedite: used' })).toBeDisabled();
  errors.check();
});

test('the traffic light shows green, yellow and red, each with a text label', async ({ page }) => {
  await fresh(page);
  await startAs(page, 'R');
  const light = page.getByTestId('traffic-light');
  await expect(light).toHaveAttribute('data-light', 'green');
  await expect(light).toContainText('Green');
  // ordering nothing: the steady start's pipeline keeps 12 in stock for three rounds, then 12 − 4 = 8 (still green)
  await resolve(page, '0', 4);
  await expect(light).toHaveAttribute('data-light', 'green');
  await expect(page.getByTestId('inv')).toHaveText('8');
  await resolve(page, '0', 1); // demand steps up to 8: stock 0
  await expect(light).toHaveAttribute('data-light', 'yellow');
  await expect(light).toContainText('Yellow');
  await expect(page.getByTestId('inv')).toHaveText('0');
  await resolve(page, '0', 1); // 8 owed
  await expect(light).toHaveAttribute('data-light', 'red');
  await expect(light).toContainText('Red');
  await expect(page.getByTestId('back')).toHaveText('8');
  await expectNoSeriousA11yViolations(page, 'mid-game');
});

test('history shows 5 rounds newest first; order input is clamped with a clear note', async ({ page }) => {
  await fresh(page);
  await startAs(page, 'D', 'promo');
  const input = page.getByLabel('Order quantity (0–40)');
  await input.fill('99');
  await expect(page.getByText('Will be placed as 40')).toBeVisible();
  await resolve(page, null);
  await input.fill('abc');
  await expect(page.getByText('Will be placed as 0')).toBeVisible();
  await resolve(page, null);
  await resolve(page, '-5');
  await resolve(page, '7', 4);
  const rows = page.getByTestId('history').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.locator('th')).toHaveText(['7', '6', '5', '4', '3']);
  // column 4 is "Ordered": round 3 ordered -5 → 0
  await expect(rows.nth(4).locator('td').nth(2)).toHaveText('0');
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('7');
});

test('a reload mid-game returns to the same round; Reset clears the save', async ({ page }) => {
  await fresh(page);
  await startAs(page, 'F', 'noisy');
  await page.getByRole('button', { name: 'Use Overtime' }).click();
  await resolve(page, '15', 3);
  const cost = await page.getByTestId('total-cost').textContent();
  await page.reload();
  await expect(page.getByTestId('round')).toHaveText('4');
  await expect(page.getByTestId('total-cost')).toHaveText(cost!);
  await expect(page.getByLabel('Your role')).toHaveValue('F');
  await expect(page.getByLabel('Your role')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Overtime: used' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  const saved = await page.evaluate((k) => localStorage.getItem(k), KEY);
  // the save is the game's record: a game not started has no moves yet (not even Start)
  expect(saved === null || JSON.parse(saved).data.moves.length === 0).toBe(true);
});

test('a corrupt save starts fresh, is kept aside, and the player is told', async ({ page }) => {
  const errors = watchErrors(page, [/\[storage\] bullwhip-rush/]);
  await page.goto(ROUTE);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 20_000 });
  await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"data":{"round":"lots"}}'), KEY);
  await page.reload();
  await expect(page.getByText('Saved game could not be read')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  const kept = await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), KEY);
  expect(kept).toContain('lots');
  errors.check();
});

test('the debrief draws its charts with text alternatives; axe is clean; 375 px fits', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.setViewportSize(MOBILE);
  await fresh(page);
  await expectNoSeriousA11yViolations(page, 'intro');
  await expectNoHorizontalScroll(page);
  await startAs(page, 'W', 'classic');
  await resolve(page, '6', 3);
  await expectNoHorizontalScroll(page);
  await resolve(page, '6', 9);
  await page.getByRole('button', { name: 'View Details' }).click();
  const debrief = page.getByTestId('debrief');
  await expect(debrief).toBeVisible();
  // the orders of the three chains on the same demand (as played, the autopilot in the seat, the naive autopilot),
  // then the player's chain's stock and backlog
  for (const id of ['chart-orders', 'chart-orders-autopilot', 'chart-orders-naive', 'chart-inventory', 'chart-backlog']) {
    const fig = page.getByTestId(id);
    await expect(fig.locator('svg[role="img"] polyline')).toHaveCount(id.startsWith('chart-orders') ? 5 : 4);
    await expect(fig.locator('figcaption')).not.toBeEmpty();
    await fig.locator('summary').click();
    await expect(fig.locator('table tbody tr')).toHaveCount(12);
  }
  await expect(page.getByTestId('variance-table').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('policy-compare')).toContainText('with the autopilot in your seat too');
  await expect(page.getByTestId('chains-table').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('naive-why')).toContainText('it never counts what is already on its way');
  await expectNoSeriousA11yViolations(page, 'debrief');
  await expectNoHorizontalScroll(page);
  await page.setViewportSize(DESKTOP);
  await expectNoHorizontalScroll(page);
  errors.check();
});

test.describe('motion: units move one step along the pipeline when a round resolves', () => {
  const track = (page: Page) => page.getByTestId('pipeline-track');

  test('the move starts, a click skips it to the end; a key press skips the next; one left alone lands by itself', async ({ page }) => {
    const errors = watchErrors(page);
    await fresh(page);
    await startAs(page, 'F');
    await page.getByLabel('Order quantity (0–40)').fill('10');
    // freeze the page's animations (framer-motion runs this one on the Web Animations timeline): the move cannot
    // advance until the test lets it, so what is seen mid-move does not depend on the machine's speed
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.getByRole('button', { name: 'Resolve Round' }).click();
    await expect(page.getByTestId('round')).toHaveText('2'); // the state is new at once
    await expect(track(page)).toHaveAttribute('data-animating', 'true');
    const tokens = track(page).getByTestId('track-token');
    // the steady start's 4 move into stock as the 10 start on the line
    await expect(tokens).toHaveText(['+4', '10']);
    const token = tokens.filter({ hasText: /^10$/ });
    await expect(token).toHaveAttribute('data-cell', '1'); // it lands in "this round" …
    await expect(token).not.toHaveCSS('transform', 'none'); // … and is still on its way from the supplier
    // a click anywhere in the game skips to the final state
    await page.getByRole('heading', { name: /^Pipeline: / }).click();
    await expect(track(page)).not.toHaveAttribute('data-animating');
    await expect(tokens).toHaveText(['10']);
    await expect(token).toHaveAttribute('data-cell', '1');
    await expect(token).toHaveCSS('transform', 'none');
    await expect(page.getByTestId('arrival')).toHaveText(['Arriving this round (round 2): 10']);

    // round 2: the 10 move from "this round" into stock; a key press skips
    await page.getByLabel('Order quantity (0–40)').fill('0');
    await page.getByRole('button', { name: 'Resolve Round' }).click();
    await expect(track(page)).toHaveAttribute('data-animating', 'true');
    await expect(track(page).getByTestId('track-token')).toHaveText('+10');
    await page.keyboard.press('Shift');
    await expect(track(page)).not.toHaveAttribute('data-animating');
    await expect(track(page).getByTestId('track-token')).toHaveCount(0);

    // round 3: left alone, the move lands on its own once time runs
    await page.getByLabel('Order quantity (0–40)').fill('6');
    await page.getByRole('button', { name: 'Resolve Round' }).click();
    await expect(track(page)).toHaveAttribute('data-animating', 'true');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(track(page)).not.toHaveAttribute('data-animating');
    await expect(track(page).getByTestId('track-token')).toHaveText('6');
    errors.check();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the final state shows at once, with no animating marker at any time', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __sawAnimating?: boolean };
        w.__sawAnimating = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-animating]')) w.__sawAnimating = true;
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating'] });
      });
      await fresh(page);
      await startAs(page, 'F');
      await resolve(page, '10');
      const token = track(page).getByTestId('track-token');
      await expect(token).toHaveText('10');
      await expect(token).toHaveCSS('transform', 'none');
      await resolve(page, '7', 3);
      await expect(token).toHaveText('7');
      await expect(track(page)).not.toHaveAttribute('data-animating');
      expect(await page.evaluate(() => (window as unknown as { __sawAnimating?: boolean }).__sawAnimating)).toBe(false);
    });
  });
});

test.describe('class game (docs/classroom.md)', () => {
  const CLASS = { game: 'bullwhip' as const, classId: 'C-E2E7Q', seed: 'BW-E2E-42', settings: { scenario: 'noisy' as const, playerRole: 'W' as const } };
  const LINK = classLinkPath(classSpec, CLASS);
  const banner = (page: Page) => page.getByTestId('class-banner');

  test('a class link: banner and locked settings, a reload keeps the class, the code verifies and matches the end screen; only the site’s own files are requested', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const { foreign } = watchRequests(page, baseURL!);
    await page.goto(LINK);
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    await expect(banner(page).getByRole('heading', { name: 'Class game' })).toBeVisible();
    await expect(banner(page)).toContainText('Bullwhip Rush · Noisy scenario · you play the Wholesaler');
    await expect(banner(page)).toContainText('Nothing you do here is sent anywhere.');
    await expect(page.getByLabel('Scenario')).toHaveValue('noisy');
    await expect(page.getByLabel('Your role')).toHaveValue('W');
    await expect(page.getByLabel('Scenario')).toBeDisabled();
    await expect(page.getByLabel('Your role')).toBeDisabled();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('round')).toHaveText('1');
    await resolve(page, '7', 5);
    // a reload mid-game keeps the class and the round
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('round')).toHaveText('6');
    await expect(page.getByLabel('Your role')).toBeDisabled();
    await page.getByRole('button', { name: 'Use Broker buy' }).click();
    await resolve(page, '4', 1);
    await resolve(page, '9', 6);
    const panel = page.getByTestId('result-code');
    await expect(panel).toBeVisible();
    // XP for the finish, on the end screen (docs/rules/bullwhip.md "Score").
    await expect(page.getByTestId('end-screen-xp').getByTestId('xp-gained')).toContainText(/\+\d+ XP/);
    await panel.getByLabel(/^Nickname for your result/).fill('Robin B.');
    const code = (await panel.getByTestId('result-code-text').inputValue()).trim();
    expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
    const v = verifyCode(code, CODECS, { game: 'bullwhip', classId: CLASS.classId, seed: CLASS.seed, settings: CLASS.settings });
    expect(v.verdict).toBe('verified');
    expect(v.code!.nickname).toBe('Robin B.');
    const sum = v.code!.summary as BullwhipSummary;
    expect(sum.orders).toEqual([7, 7, 7, 7, 7, 4, 9, 9, 9, 9, 9, 9]);
    await expect(page.getByTestId('final-chain-cost')).toHaveText(cost(sum.chainCost));
    await expect(page.getByTestId('final-cost')).toHaveText(cost(sum.cost));
    await expect(page.getByTestId('final-my-service')).toHaveText(serviceWords(sum.service));
    await expect(page.getByTestId('final-ratio')).toHaveText(ratioWords(sum.ratio));
    await expect(page.getByTestId('final-autopilot')).toHaveText(cost(sum.autopilotChainCost));
    await expectNoSeriousA11yViolations(page, 'class banner and result code');
    expect(foreign).toEqual([]);
    errors.check();
  });

  test('a link with an unknown setting shows the notice and uses the game’s default', async ({ page }) => {
    await page.goto(`${LINK.replace('role=W', 'role=Z')}`);
    await expect(page.getByTestId('class-link-problems')).toContainText('Your role "Z" is not one of R, W, D, F: R is used.', { timeout: 20_000 });
    await expect(banner(page)).toContainText('Bullwhip Rush · Noisy scenario · you play the Retailer');
    await expect(page.getByLabel('Your role')).toHaveValue('R');
    await expect(page.getByLabel('Your role')).toBeDisabled();
  });

  test('a broken link opens the normal game with a notice', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${ROUTE}?class=&seed=BW-1&scenario=promo`);
    await expect(page.getByTestId('class-link-problems')).toContainText(CLASS_LINK_MESSAGES.badClass, { timeout: 20_000 });
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByLabel('Scenario')).toBeEnabled();
    await expect(page.getByLabel('Scenario')).toHaveValue('classic');
    await startAs(page, 'D');
    await resolve(page, '5', 1);
    errors.check();
  });

  test('a class link over an unfinished solo game asks first; keep → the solo game; start → the class game; leave → solo again', async ({ page }) => {
    await fresh(page);
    await startAs(page, 'F', 'promo');
    await resolve(page, '6', 2);
    await page.goto(LINK);
    const dialog = page.getByRole('dialog', { name: 'Start the class game?' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Keep my game' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('round')).toHaveText('3');
    await expect(page.getByLabel('Your role')).toHaveValue('F');
    await expect(banner(page)).toHaveCount(0);

    await page.goto(LINK);
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Start the class game' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
    await expect(page.getByLabel('Your role')).toHaveValue('W');
    await expect(page.getByLabel('Scenario')).toHaveValue('noisy');
    await expect(page.getByLabel('Scenario')).toBeDisabled();
    // the class survives the plain route (no link) too
    await page.goto(ROUTE);
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    await banner(page).getByRole('button', { name: 'Leave the class game' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByLabel('Scenario')).toBeEnabled();
    await expect(page.getByLabel('Your role')).toHaveValue('R');
  });
});

test('What if? on the end screen: the autopilot or "order what you received" from round N, both lines and the sentence (docs/rules/bullwhip.md, "What if?")', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await fresh(page);
  await startAs(page, 'W', 'classic');
  await resolve(page, '12', 3);
  await resolve(page, '0', 3);
  await resolve(page, '8', 6);
  // The same game, played through the engine: the sentence the dialog must show.
  const orders = [12, 12, 12, 0, 0, 0, 8, 8, 8, 8, 8, 8];
  const record = {
    game: 'bullwhip',
    rulesVersion: rules.RULES_VERSION,
    setup: { scenario: 'classic' as const, playerRole: 'W' as const },
    seed: SEED,
    moves: [{ type: 'start' as const }, ...orders.map((order) => ({ type: 'resolve' as const, order }))],
  };
  const expected = bullwhipWhatIf(record, 4, 'received');
  expect(expected.stopped).toBeNull();
  await checkWhatIf(page, page.getByRole('button', { name: 'What if?' }), {
    policy: 'Order what you received',
    unit: 'round',
    from: 4,
    outOfRange: 13,
    rangeMessage: 'Choose a round from 1 to 12.',
    sentence: expected.sentence,
    rows: 12,
    name: 'bullwhip-whatif',
  });
  errors.check();
});
