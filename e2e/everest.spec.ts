import { test, expect, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';
import { classLinkPath } from '../engines/core/classLink';
import { verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { decode } from '../engines/core/save';
import { classSpec } from '../engines/everest/classroom';
import { everestSave } from '../engines/everest/manifest';
import V4 from '../engines/everest/fixtures/saves-v4.json';
import { actionTexts } from '../content/everest/text';
import { rules as everestRules } from '../engines/everest/index';
import type { EverestAction } from '../engines/everest/types';
import { dayRange, everestWhatIf } from '../engines/everest/whatIf';
import { checkWhatIf } from './whatIf';

const URL = '/everest/dashboard';

/** The day actions' button labels, as the screen reads them (content/everest/text.ts). */
const LABEL: Partial<Record<string, string>> = Object.fromEntries(actionTexts().map((a) => [a.type, a.label]));

/**
 * The careful policy's day actions on Easy, seed E2E-3, with High oxygen flow, up to the summit (5 descents follow):
 * `playOut(careful, start(rules, { difficulty: 'Easy' }, 'E2E-3'))` under rules version 3.
 */
const CAREFUL_E2E_3 = ['fixRope', 'move', 'move', 'fixRope', 'rest', 'move', 'rest', 'move', 'move', 'rest', 'acclimatize', 'move'];

const action = (page: Page, type: string) => page.getByRole('button', { name: LABEL[type], exact: true });
const eventModal = (page: Page) => page.getByTestId('event-modal');

async function open(page: Page) {
  await page.goto(URL);
  // The island loads after hydration; a busy machine can take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Everest Expedition' })).toBeVisible({ timeout: 30_000 });
}

async function begin(page: Page, difficulty: 'Easy' | 'Normal' | 'Hard', seed: string) {
  await page.getByLabel('Difficulty').selectOption(difficulty);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Begin Expedition' }).click();
  await expect(page.getByText(`Playing: ${difficulty}, seed "${seed}"`)).toBeVisible();
}

/** Clicks an action; closes the event modal when the day brought one. */
async function play(page: Page, type: string) {
  const entries = page.getByTestId('log').locator('li');
  const before = await entries.count();
  await action(page, type).click();
  await expect(entries).not.toHaveCount(before);
  if (await eventModal(page).isVisible()) await eventModal(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(eventModal(page)).toBeHidden();
}

test.describe('Everest expedition', () => {
  test.describe.configure({ timeout: 240_000 });
  // These tests are not about motion: the team marker lands at once (the motion tests are below).
  test.use({ reducedMotion: 'reduce' });
  test('a full expedition on Easy reaches the summit and comes back (seed E2E-3)', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    await begin(page, 'Easy', 'E2E-3');
    await page.getByLabel('Oxygen flow').selectOption('High');
    // Before the end the score is what the expedition would get if it ended now: no time bonus yet.
    await expect(page.getByTestId('score-label')).toHaveText('Score if the expedition ended now');
    await expect(page.getByTestId('score-time')).toContainText('No time bonus yet: 191 if home from the summit today');
    // The careful plan, found with the engine's scripted "careful" policy for this seed (rules version 3's streams).
    const script = CAREFUL_E2E_3;
    for (const a of script) await play(page, a);
    await expect(page.getByTestId('location')).toHaveText('Summit');
    await expect(page.getByTestId('phase')).toHaveText('DESCENT');
    await expect(action(page, 'move')).toBeDisabled();
    await expect(page.getByTestId('why-move')).toHaveText(/No forward segment\./);
    for (let i = 0; i < 5; i++) await play(page, 'descend');
    await expect(page.getByTestId('phase')).toHaveText('END');
    const summary = page.getByTestId('summary');
    await expect(summary).toContainText('Summit and safe return!');
    await expect(summary.getByTestId('grade')).toHaveText(/^(S|A\+|A)$/);
    await expect(page.getByTestId('score-label')).toHaveText('Final score');
    await expect(page.getByTestId('score-time')).toHaveCount(0);
    await expect(page.getByTestId('log').locator('li').first()).toContainText('back at Base Camp');
    await expectNoSeriousA11yViolations(page, 'end of expedition');
    errors.check();
  });

  test("keyboard only: a Hard expedition that waits at Base Camp until 'Window Closed'", async ({ page }) => {
    await open(page);
    const focusOn = async (pred: string, key = 'Tab') => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press(key);
        if (await page.evaluate(pred)) return;
      }
      throw new Error(`could not reach ${pred} with Tab`);
    };
    await focusOn(`document.activeElement?.id === 'ev-difficulty'`);
    await page.keyboard.press('End');
    await expect(page.getByLabel('Difficulty')).toHaveValue('Hard');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('WINDOW-1');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Playing: Hard, seed "WINDOW-1"')).toBeVisible();
    await focusOn(`document.activeElement?.textContent === 'Rest'`, 'Shift+Tab');
    for (let day = 1; day <= 18; day++) {
      await page.keyboard.press('Enter');
      if (day < 18) await expect(page.getByTestId('day')).toHaveText(`${day + 1} of 18`);
    }
    const modal = eventModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Window Closed' })).toBeVisible();
    await expect(modal).toContainText('Your climbing permit window ended. Expedition over.');
    await expect(modal.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: /Actions/ })).toBeFocused();
    await expect(page.getByTestId('phase')).toHaveText('END');
    await expect(page.getByTestId('summary')).toContainText('Window Closed — Your climbing permit window ended. Expedition over.');
    // The team never left Base Camp: no points for a returned base.
    await expect(page.getByRole('row', { name: /Returned to Base Camp/ }).getByRole('cell')).toHaveText('0');
    await expect(action(page, 'rest')).toBeDisabled();
  });

  test("descending at Base Camp opens the 'Already Home' modal and uses no day", async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('why-descend')).toHaveText(/Already Home/);
    const descend = action(page, 'descend');
    await descend.click();
    const modal = page.getByTestId('home-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Already Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Already Home modal');
    await expect(modal.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(descend).toBeFocused();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');
  });

  test('AMS forces a rest: move, scout, acclimatize and carry are blocked with the reason until the team rests', async ({ page }) => {
    await open(page);
    // On this seed the night at Camp I after the first move brings altitude sickness to the first climber.
    await begin(page, 'Easy', 'AMS-54');
    await action(page, 'move').click();
    await expect(eventModal(page)).toContainText('AMS: Maya Okafor is ill');
    await eventModal(page).getByRole('button', { name: 'Close', exact: true }).click();
    for (const t of ['move', 'scout', 'acclimatize', 'carry']) {
      await expect(action(page, t)).toBeDisabled();
      await expect(page.getByTestId(`why-${t}`)).toHaveText(/AMS: team must rest today\./);
    }
    await expect(action(page, 'fixRope')).toBeDisabled(); // Western Cwm cannot be rope-fixed
    await expect(page.getByTestId('why-fixRope')).toHaveText(/This section cannot be rope‑fixed\./);
    await play(page, 'rest');
    await expect(action(page, 'move')).toBeEnabled();
    await expect(page.getByTestId('why-move')).toHaveCount(0);
  });

  test('reload restores the expedition; a corrupt save starts fresh with a notice', async ({ page }) => {
    await open(page);
    await begin(page, 'Normal', 'RELOAD-1');
    await play(page, 'puja');
    await play(page, 'fixRope');
    const day = await page.getByTestId('day').textContent();
    const log = await page.getByTestId('log').textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('day')).toHaveText(day!);
    await expect(page.getByTestId('log')).toHaveText(log!);
    await expect(page.getByText('Playing: Normal, seed "RELOAD-1"')).toBeVisible();

    await page.evaluate(() => localStorage.setItem('everest-v3', '{"v":1,"data":{"day":-4}}'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Saved game could not be read')).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');
    expect(await page.evaluate(() => localStorage.getItem('everest-v3:corrupt'))).toContain('"day":-4');
  });

  test('a save from the build before (version 4) plays on when its moves are still legal, and its code verifies; one with a move now refused is set aside, saying which change stopped it', async ({ page }) => {
    // Setting the refused save aside is logged as a console error by the storage layer (lib/storage/persisted.ts).
    const errors = watchErrors(page, [/\[storage\] everest-v3: invalid save dropped/]);
    // On the summit, five descents from home (engines/everest/save.test.ts loads every version-4 fixture).
    const raw = V4.saves['v4-careful-Easy-15'];
    const old = JSON.parse(raw) as { v: number; data: { seed: string; moves: { type: string }[] } };
    expect(old.v).toBe(4);
    const loaded = decode(everestSave, raw);
    if (!loaded.ok) throw new Error('the fixture no longer loads');
    expect([loaded.value.state.location, loaded.value.state.phase]).toEqual(['SUMMIT', 'DESCENT']);
    await open(page);
    await page.evaluate((text) => localStorage.setItem('everest-v3', text), raw);
    await page.reload();
    await expect(page.getByText(`Playing: Easy, seed "${old.data.seed}"`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('day')).toHaveText(`${loaded.value.state.day + 1} of 22`);
    for (let i = 0; i < 5; i++) await play(page, 'descend');
    await expect(page.getByTestId('phase')).toHaveText('END');
    const code = (await page.getByTestId('result-code').getByTestId('result-code-text').inputValue()).trim();
    const v = verifyCode(code, CODECS, { game: 'everest' });
    expect(v.verdict).toBe('verified');
    expect(v.code?.moves).toEqual([...old.data.moves, ...Array(5).fill({ type: 'descend' })]);
    expect(v.replayed).toMatchObject({ summit: true, home: true });
    // Saved as version 5 now: the record, one key.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('everest-v3')))!);
    expect(saved.v).toBe(5);
    expect(saved.data).toMatchObject({ game: 'everest', rulesVersion: 3, setup: { difficulty: 'Easy' }, seed: old.data.seed, moves: v.code?.moves });

    // A save whose fourth move today's rules refuse (altitude sickness now strikes on another day): kept aside, and the
    // player reads which change stopped it; a new expedition starts.
    const refused = V4.saves['v4-careful-Easy-0'];
    await page.evaluate((text) => localStorage.setItem('everest-v3', text), refused);
    await page.reload();
    await expect(page.getByText('move 4 is no longer allowed — AMS: team must rest today.', { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/saved under older rules and cannot go on under today's \(each day's weather/)).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');
    expect(await page.evaluate(() => localStorage.getItem('everest-v3:corrupt'))).toBe(refused);
    errors.check();
  });

  test('a bad seed is refused with a message and nothing is lost', async ({ page }) => {
    await open(page);
    await play(page, 'puja');
    await page.getByLabel('Seed').fill('   ');
    await page.getByRole('button', { name: 'Begin Expedition' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a seed' })).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('2 of 22');
  });

  test('starting over mid-expedition asks first', async ({ page }) => {
    await open(page);
    await play(page, 'puja');
    await page.getByRole('button', { name: 'Begin Expedition' }).click();
    const modal = page.getByTestId('confirm-modal');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Yes, start over' }).click();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');
  });

  test('axe finds nothing serious; the route has a text equivalent', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await expectNoSeriousA11yViolations(page, 'start');
    await expect(page.getByRole('img', { name: /Route profile\. The team is at Base Camp \(5364 m\)/ })).toBeVisible();
    // Before carrying, the action says where the oxygen goes and that it is never breathed below 7000 m.
    await expect(page.getByTestId('effect-carry')).toContainText('Camp I (6065 m) cache');
    await expect(page.getByTestId('warn-carry')).toContainText('never used');
    await expect(action(page, 'carry')).toHaveAccessibleDescription(/never used/);
    await page.getByText('Route as text').click();
    await expect(page.getByText('Then the Khumbu Icefall (5364–6065 m)')).toBeVisible();
    await play(page, 'fixRope');
    await expect(page.getByRole('img', { name: /Ropes fixed on: Khumbu Icefall/ })).toBeVisible();
    await play(page, 'carry');
    await expect(page.getByRole('img', { name: /Caches: Camp I 1 O₂/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'after two days');
  });

  test('works at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const errors = watchErrors(page);
    await open(page);
    await expectNoHorizontalScroll(page);
    await play(page, 'move');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'mobile');
    errors.check();
  });
});

/** Records whether a team marker ever animated, and whether one was animating at each pointerdown and keydown. */
async function watchMarker(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __marker: { seen: boolean; atPointer: boolean[]; atKey: boolean[] } };
    w.__marker = { seen: false, atPointer: [], atKey: [] };
    const animating = () => document.querySelector('[data-testid="team-marker"][data-animating]') !== null;
    new MutationObserver(() => {
      if (animating()) w.__marker.seen = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating'] });
    window.addEventListener('pointerdown', () => w.__marker.atPointer.push(animating()), true);
    window.addEventListener('keydown', () => w.__marker.atKey.push(animating()), true);
  });
  return () => page.evaluate(() => (window as unknown as { __marker: { seen: boolean; atPointer: boolean[]; atKey: boolean[] } }).__marker);
}

test.describe('the team marker climbs the route drawing', () => {
  test('with motion: the marker walks up the Icefall, the state is there at once, and a click lands it', async ({ page }) => {
    const errors = watchErrors(page); // the motion code loads on demand: no CSP violation, no error
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page);
    await begin(page, 'Easy', 'MOTION-0');
    const marker = page.getByTestId('team-marker');
    await expect(marker).toHaveAttribute('data-camp', 'BC');
    const title = (await page.getByRole('heading', { level: 1, name: 'Everest Expedition' }).boundingBox())!;
    const seen = await watchMarker(page);
    await action(page, 'move').click();
    // A click anywhere in the game right away (on the title: raw mouse input, no waiting): the walk lands.
    await page.mouse.click(title.x + 10, title.y + title.height / 2);
    await expect(page.getByTestId('location')).toHaveText('Camp I');
    await expect(marker).not.toHaveAttribute('data-animating');
    await expect(marker).toHaveAttribute('data-camp', 'C1');
    await expect(marker).toHaveAttribute('transform', /^translate\(/);
    const m = await seen();
    expect(m.seen, 'the marker animated').toBe(true);
    expect(m.atPointer, 'the second click came while it was walking').toEqual([false, true]);
    errors.check();
  });

  test('with motion: a key press lands the walk too', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page);
    await begin(page, 'Easy', 'MOTION-0');
    const marker = page.getByTestId('team-marker');
    const seen = await watchMarker(page);
    await action(page, 'move').click();
    await page.keyboard.press('Shift');
    await expect(marker).not.toHaveAttribute('data-animating');
    await expect(marker).toHaveAttribute('data-camp', 'C1');
    const m = await seen();
    expect(m.seen, 'the marker animated').toBe(true);
    expect(m.atKey, 'the key came while it was walking').toEqual([true]);
  });

  test('with motion, left alone: the walk ends by itself on the new camp', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page);
    await begin(page, 'Easy', 'MOTION-0');
    const marker = page.getByTestId('team-marker');
    const seen = await watchMarker(page);
    await action(page, 'move').click();
    await expect.poll(async () => (await seen()).seen, { message: 'the marker animated' }).toBe(true);
    await expect(marker).not.toHaveAttribute('data-animating');
    await expect(marker).toHaveAttribute('data-camp', 'C1');
    expect((await seen()).atPointer, 'no click after the move').toEqual([false]);
  });

  test('reduced motion: the marker is on the new camp at once and never animates', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await begin(page, 'Easy', 'MOTION-0');
    const seen = await watchMarker(page);
    await action(page, 'move').click();
    await expect(page.getByTestId('location')).toHaveText('Camp I');
    const marker = page.getByTestId('team-marker');
    await expect(marker).toHaveAttribute('data-camp', 'C1');
    await expect(page.locator('[data-animating]')).toHaveCount(0);
    await action(page, 'descend').click();
    await expect(marker).toHaveAttribute('data-camp', 'BC');
    expect((await seen()).seen, 'no animating marker at all').toBe(false);
  });
});

/* ------------------------------------------------------------------ class games (docs/classroom.md) */


const CLASS = { game: 'everest' as const, classId: 'C-E2E13EV', seed: 'E2E-3', settings: { difficulty: 'Easy' as const } };
const classLink = (over: Record<string, string> = {}) => {
  const path = classLinkPath(classSpec, CLASS);
  const url = new globalThis.URL(path, 'http://x');
  for (const [k, v] of Object.entries(over)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}`;
};

async function openClass(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Everest Expedition' })).toBeVisible({ timeout: 30_000 });
}

test.describe('Everest class games', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ reducedMotion: 'reduce' });

  test('a class link: banner, locked settings, a reload keeps the class, the end screen’s code verifies', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const requests = watchRequests(page, baseURL!);
    await openClass(page, classLink());
    const banner = page.getByTestId('class-banner');
    await expect(banner.getByRole('heading', { name: 'Class game' })).toBeVisible();
    await expect(banner).toContainText(classSpec.describe(CLASS.settings));
    await expect(banner).toContainText('Nothing you do here is sent anywhere.');
    await expect(page.getByLabel('Difficulty')).toBeDisabled();
    await expect(page.getByLabel('Difficulty')).toHaveValue('Easy');
    await expect(page.getByLabel('Seed')).toBeDisabled();
    await expect(page.getByLabel('Seed')).toHaveValue('E2E-3');
    await expect(page.getByRole('button', { name: 'Random seed' })).toHaveCount(0);
    await expect(page.getByText('Playing: Easy, seed "E2E-3"')).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');

    // The oxygen flow is the player's move, not a class setting.
    await page.getByLabel('Oxygen flow').selectOption('High');
    const script = CAREFUL_E2E_3;
    for (const a of script.slice(0, 4)) await play(page, a);
    await expect(page.getByTestId('day')).toHaveText('5 of 22');

    // A reload mid-game keeps the class and the expedition (and asks nothing).
    await page.reload();
    await expect(page.getByTestId('class-banner')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('day')).toHaveText('5 of 22');
    await expect(page.getByTestId('class-replace')).toBeHidden();
    await expect(page.getByLabel('Oxygen flow')).toHaveValue('High');

    for (const a of script.slice(4)) await play(page, a);
    for (let i = 0; i < 5; i++) await play(page, 'descend');
    await expect(page.getByTestId('phase')).toHaveText('END');

    const panel = page.getByTestId('result-code');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('end-screen-xp').getByTestId('xp-gained')).toContainText(/\+\d+ XP/);
    await panel.getByLabel(/Nickname for your result/).fill('Mountain Goat');
    const code = (await panel.getByTestId('result-code-text').inputValue()).trim();
    expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
    const v = verifyCode(code, CODECS, { game: 'everest', classId: CLASS.classId, seed: CLASS.seed, settings: CLASS.settings });
    expect(v.verdict).toBe('verified');
    expect(v.code?.nickname).toBe('Mountain Goat');
    const shown = {
      summit: (await page.getByTestId('summary-summit').textContent()) === 'Yes',
      home: (await page.getByTestId('summary-home').textContent()) === 'Yes',
      days: Number(await page.getByTestId('summary-days').textContent()),
      score: Number(await page.getByTestId('summary-score').textContent()),
      grade: await page.getByTestId('summary-grade').textContent(),
    };
    expect(v.code?.summary).toEqual(shown);
    expect(v.replayed).toEqual(shown);
    expect(shown.summit && shown.home).toBe(true);
    await expect(page.getByText(`Final score ${shown.score}, grade ${shown.grade}`)).toBeVisible();

    // The QR code loads on demand, from the site itself.
    await panel.getByRole('button', { name: 'Show QR code' }).click();
    await expect(panel.getByTestId('qr')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'class banner and result code');
    requests.check();
    errors.check();
  });

  test('an out-of-range setting shows the notice; a broken link opens the normal game with a notice', async ({ page }) => {
    await openClass(page, classLink({ difficulty: 'Extreme' }));
    await expect(page.getByTestId('class-link-problems')).toContainText('Difficulty "Extreme" is not one of Easy, Normal, Hard: Easy is used.');
    await expect(page.getByTestId('class-banner')).toContainText('Easy difficulty');
    await expect(page.getByLabel('Difficulty')).toBeDisabled();

    await page.getByRole('button', { name: 'Leave the class game' }).click();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(page.getByLabel('Difficulty')).toBeEnabled();

    await openClass(page, '/everest/dashboard?class=%3Cscript%3E&seed=E2E-3&difficulty=Hard');
    await expect(page.getByTestId('class-link-problems')).toContainText('This class link is incomplete or damaged');
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(page.getByLabel('Difficulty')).toBeEnabled();
    await expect(action(page, 'rest')).toBeEnabled();
  });

  test('a class link over an unfinished solo expedition asks first: keep it, or start the class game', async ({ page }) => {
    await open(page);
    await begin(page, 'Hard', 'SOLO-9');
    await play(page, 'rest');
    await play(page, 'rest');
    await expect(page.getByTestId('day')).toHaveText('3 of 18');

    await openClass(page, classLink());
    const ask = page.getByTestId('class-replace');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('You have an unfinished game here.');
    await expectNoSeriousA11yViolations(page, 'replace dialog');
    await ask.getByRole('button', { name: 'Keep my game' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(page.getByText('Playing: Hard, seed "SOLO-9"')).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('3 of 18');

    await openClass(page, classLink());
    await page.getByTestId('class-replace').getByRole('button', { name: 'Start the class game' }).click();
    await expect(page.getByTestId('class-banner')).toBeVisible();
    await expect(page.getByText('Playing: Easy, seed "E2E-3"')).toBeVisible();
    await expect(page.getByTestId('day')).toHaveText('1 of 22');
  });
});

test.describe('Everest "What if?" (docs/rules/everest.md, "What if?")', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ reducedMotion: 'reduce' });
  test('on the end screen: one more rest day before the summit push, both lines, and the refusal that stops the replay', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    await begin(page, 'Easy', 'E2E-3');
    await page.getByLabel('Oxygen flow').selectOption('High');
    for (const a of CAREFUL_E2E_3) await play(page, a);
    for (let i = 0; i < 5; i++) await play(page, 'descend');
    await expect(page.getByTestId('phase')).toHaveText('END');
    // The same expedition through the engine: the sentence the dialog must show.
    const moves = [{ type: 'setFlow', flow: 'High' }, ...[...CAREFUL_E2E_3, 'descend', 'descend', 'descend', 'descend', 'descend'].map((type) => ({ type }))] as EverestAction[];
    const record = { game: 'everest', rulesVersion: everestRules.RULES_VERSION, setup: { difficulty: 'Easy' as const }, seed: 'E2E-3', moves };
    const expected = everestWhatIf(record, 5, 'restDay');
    // On this seed the extra day brings altitude sickness: the student's push the next morning is refused.
    expect(expected.stopped?.move).toBe('Move up');
    await checkWhatIf(page, page.getByRole('button', { name: 'What if?' }), {
      policy: 'One more rest day before the summit push',
      unit: 'day',
      from: 5,
      outOfRange: 0,
      rangeMessage: `Choose a day from 1 to ${dayRange(record).max}.`,
      sentence: expected.sentence,
      rows: 19,
      name: 'everest-whatif',
    });
    errors.check();
  });
});

test.describe('Everest static frame (docs/site.md, "Static frames")', () => {
  test.describe.configure({ timeout: 120_000 });
  test('with JavaScript off, the page holds the route, the status labels and the actions, with placeholders for figures', async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(URL);
      const frame = page.getByTestId('sim-frame');
      await expect(frame).toBeVisible();
      await expect(frame.getByRole('status')).toHaveText(/Loading/);
      await expect(frame.getByText('Everest Expedition', { exact: true })).toBeVisible();
      for (const camp of ['Base Camp', 'Camp I', 'Camp II', 'Camp III', 'Camp IV', 'Summit']) await expect(frame.locator('svg text', { hasText: new RegExp(`^${camp}$`) })).toHaveCount(1);
      await expect(frame.getByText('No time bonus yet: – if home from the summit today')).toBeVisible();
      await expect(frame).not.toContainText(/\d+ of \d+/);
      await expect(frame.locator('[data-testid]')).toHaveCount(0);
      for (const a of actionTexts()) await expect(frame.getByText(a.label, { exact: true })).toHaveCount(1);
      await expectNoHorizontalScroll(page);
      await context.close();
    }
  });

  test('with JavaScript on, the game replaces the frame (one h1), and a returning expedition shows its own figures', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    await expect(page.getByTestId('sim-frame')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await begin(page, 'Hard', 'FRAME-1');
    await play(page, 'puja');
    const day = await page.getByTestId('day').textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('sim-frame')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('day')).toHaveText(day!);
    errors.check();
  });
});
