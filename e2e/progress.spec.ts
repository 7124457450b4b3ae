// XP and levels (docs/progress.md): the hub's progress card, an empty record's in the page's HTML, the full card
// (which reads the `progress` record) fetched after hydration when there is one.
// The record is written here with the same pure code the end screens use (engines/progress/award), then the hub is
// opened; a corrupt record is set aside (kept under `progress:corrupt`), never lost. Nothing is sent anywhere.
import { test, expect, type Page } from '@playwright/test';
import { award, emptyRecord } from '../engines/progress/award';
import { encode } from '../engines/core/save';
import { progressSpec } from '../engines/progress/record';
import type { Finish, ProgressRecord } from '../engines/progress/types';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';

const AT = '2026-11-26T10:00:00.000Z';
const SHOTS = process.env.XP_SHOTS; // a folder to save screenshots into (optional)

const FIVE: Finish[] = [
  { game: 'everest', id: 'fe1', result: { grade: 'S', summited: true } },
  { game: 'bullwhip', id: 'fb1', result: { chainCost: 1800, autopilotChainCost: 2000 } },
  { game: 'summit', id: 'fs1', result: { won: true, survivors: 4 } },
  { game: 'city-tycoon', id: 'fc1', result: { players: 4, rank: 2 } },
  { game: 'launchpad', id: 'fl1', result: { stagesDone: 9 } },
];

function recordOf(finishes: Finish[]): ProgressRecord {
  return finishes.reduce((r, f) => award(r, f, AT).record, emptyRecord());
}

/**
 * Opens the hub with `raw` as the saved `progress` text (null: nothing saved), written before any of the page's own
 * scripts run (once per test: a later reload sees what the page left), then waits for the card.
 */
async function openHub(page: Page, raw: string | null) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('xp-e2e-seeded')) return;
    sessionStorage.setItem('xp-e2e-seeded', '1');
    localStorage.clear();
    if (value !== null) localStorage.setItem('progress', value);
  }, raw);
  await page.goto('/simulation');
  const card = page.getByTestId('progress-card');
  await expect(card).toBeVisible();
  return card;
}

/** The site itself (the test server): every request a page makes must go there. */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT || 4173}`;

/** The full card's code (the one that reads the saved record), told by its content; `urls` fills as it arrives. */
function watchCardCode(page: Page) {
  const urls: string[] = [];
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (body.includes('"progress-card"')) urls.push(res.url());
  });
  return urls;
}

test('a new student’s card comes with the page: in the HTML, unseen until the island has looked, and no code fetched for it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/simulation')).text();
  expect(html).toContain('Simulations');
  expect(html).toContain('Badges and finishes');
  // The empty record's card, hidden from everyone until the island knows nothing is saved.
  expect(html).toMatch(/aria-hidden="true"><section[^>]*data-testid="progress-card"/);
  const cardCode = watchCardCode(page);
  await openHub(page, null);
  await page.waitForLoadState('networkidle');
  expect(cardCode, 'the full card fetched with nothing saved').toEqual([]);
});

test('a first visit: Intern, 0 XP, how to earn it, nothing saved or sent, axe clean at 1280 and 375 px', async ({ page }) => {
  const errors = watchErrors(page);
  const { foreign } = watchRequests(page, ORIGIN);
  const card = await openHub(page, null);
  await expect(card.getByRole('heading', { level: 2, name: 'Your progress' })).toBeVisible();
  await expect(card.getByTestId('xp-level')).toHaveText('Level 1: Intern · 0 XP · 150 XP to Level 2: Trainee');
  await expect(card).toContainText('Finish a simulation to earn XP and badges.');
  await expect(card.getByTestId('progress-summary')).toHaveText('Badges: 0 of 10 · Finished: 0');
  await expect(card).toContainText('nothing is sent, and there is no leaderboard');
  await expect(card.getByRole('progressbar', { name: 'Progress to Level 2: Trainee' })).toBeVisible();
  // Reading is not writing: the hub saves nothing.
  expect(await page.evaluate(() => localStorage.getItem('progress'))).toBeNull();
  await expectNoSeriousA11yViolations(page, '1280 empty');
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/hub-empty-1280.png` });
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '375 empty');
  expect(foreign).toEqual([]);
  errors.check();
});

test('after five finishes: level, XP, badges earned and not yet, finishes per simulation', async ({ page }) => {
  const errors = watchErrors(page);
  const { foreign } = watchRequests(page, ORIGIN);
  const record = recordOf(FIVE);
  // 300 (S) + 220 (chain cost 10% under the autopilot's) + 280 (summit, 4 home) + 200 (2nd of 4) + 250 (all nine) = 1250.
  expect(record.xp).toBe(1250);
  const cardCode = watchCardCode(page);
  const card = await openHub(page, encode(progressSpec, record));
  await expect.poll(() => cardCode.length, { message: 'the full card fetched for a saved record' }).toBeGreaterThan(0);
  await expect(card.getByTestId('xp-level')).toHaveText('Level 4: Team Lead · 1250 XP · 50 XP to Level 5: Manager');
  await expect(card.getByTestId('progress-summary')).toHaveText('Badges: 8 of 10 · Finished: 5');
  await expect(card).not.toContainText('Finish a simulation to earn XP');

  // The details open with a real <summary> (keyboard: focus and Enter).
  const more = card.getByText('Badges and finishes');
  await more.focus();
  await page.keyboard.press('Enter');
  const badges = card.getByTestId('progress-badges').getByRole('listitem');
  await expect(badges).toHaveCount(10);
  await expect(card.locator('[data-earned="yes"]')).toHaveCount(8);
  // Earned or not is said in words, not only by colour or a star.
  await expect(badges.filter({ hasText: 'Founder Badge' })).toContainText('earned 26 Nov 2026');
  await expect(badges.filter({ hasText: 'Full Portfolio' })).toContainText('earned');
  await expect(badges.filter({ hasText: 'Top of the Table' })).toContainText('not yet: Finish first at a City Tycoon table.');
  await expect(badges.filter({ hasText: 'No One Left Behind' })).toContainText('not yet:');
  for (const name of ['Bullwhip Rush', 'Everest Expedition', 'Summit of Decisions', 'City Tycoon', 'LaunchPad']) {
    await expect(card.locator('dt', { hasText: name })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, '1280 five finishes');
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/hub-five-1280.png` });
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '375 five finishes');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hub-five-375.png`, fullPage: true });
  // Still only read.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('progress')))!)).toEqual({ v: 1, data: record });
  expect(foreign).toEqual([]);
  errors.check();
});

for (const [label, viewport, raw] of [
  ['1280 px, first visit', DESKTOP, null],
  ['375 px, first visit', MOBILE, null],
  ['1280 px, with a record', DESKTOP, encode(progressSpec, recordOf(FIVE))],
  ['375 px, with a record', MOBILE, encode(progressSpec, recordOf(FIVE))],
] as const) {
  test(`the card arrives in the room kept for it: nothing below it moves (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__shifts.push(e.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHub(page, raw);
    // One more frame, so a shift the card caused is reported.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.001);
  });
}

test('the top level says so', async ({ page }) => {
  const card = await openHub(page, encode(progressSpec, { ...emptyRecord(), xp: 5000 }));
  await expect(card.getByTestId('xp-level')).toHaveText('Level 8: CEO · 5000 XP · Top level reached');
});

for (const [what, raw] of [
  ['not JSON', '{"v":1,"data":{"xp":'],
  ['an invalid record', JSON.stringify({ v: 1, data: { ...emptyRecord(), xp: -40 } })],
  ['a record from a newer version', JSON.stringify({ v: 7, data: { stars: 3 } })],
] as const) {
  test(`${what} is set aside under progress:corrupt, the card says so and starts afresh`, async ({ page }) => {
    const errors = watchErrors(page, [/\[storage\] progress: .* save dropped/]);
    const card = await openHub(page, raw);
    await expect(card).toContainText('Your progress record could not be read, so it was kept aside in this browser (nothing was deleted)');
    await expect(card.getByTestId('xp-level')).toContainText('Level 1: Intern · 0 XP');
    const kept = await page.evaluate(() => [localStorage.getItem('progress:corrupt'), localStorage.getItem('progress')]);
    expect(kept).toEqual([raw, null]);
    await expectNoSeriousA11yViolations(page, `set aside: ${what}`);
    if (SHOTS && what === 'not JSON') await card.screenshot({ path: `${SHOTS}/hub-set-aside-1280.png` });
    errors.check();
  });
}

test('the hub at 1280 px with a record (whole page)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHub(page, encode(progressSpec, recordOf(FIVE.slice(0, 2))));
  await expectNoHorizontalScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hub-two-1280.png`, fullPage: true });
});
