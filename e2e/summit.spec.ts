import { test, expect as baseExpect, type Page, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoHorizontalScroll, watchErrors, MOBILE, watchRequests } from './helpers';
import { recordSave } from '../engines/core/record';
import { encode } from '../engines/core/save';
import { manifest as launchpadManifest } from '../engines/launchpad/manifest';
import type { Move as LaunchpadMove } from '../engines/launchpad/types';
import { gapDeck } from '../engines/launchpad/selectors';
import { fitText } from '../engines/summit/launchpad';
import { optionsFor } from '../engines/summit/engine';
import type { SummitAction } from '../engines/summit/types';
import { STORY } from '../content/summit/story';
import { rules, SAVE_KEY, SAVE_VERSION } from '../engines/summit';
import { play, start } from '../engines/core/record';
import type { SummitPlayed } from '../engines/summit/classroom';
import { classLinkPath } from '../engines/core/classLink';
import { decodeCode, verifyCode } from '../engines/core/code';
import { CODECS } from '../engines/classroom';
import { classSpec } from '../engines/summit/classroom';
import { climbNowText, paceRuleText } from '../engines/summit/copy';
import { START_MORALE } from '../engines/summit/constants';
import { progressGainFor } from '../engines/summit/rules';

// Client islands can take a while to load on a busy machine; wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000, mode: 'parallel' });

/** Presses Tab until `target` has focus (keyboard-only navigation). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element by Tab');
}

/** A real game made by the rules (record and state): the Doctor plays `rounds` rounds (option 0), then advances once more when `advanceLast`. */
function engineSave(rounds: number, advanceLast: boolean): SummitPlayed {
  const step = (p: SummitPlayed, a: SummitAction) => play(rules, p, a).played;
  let s = step(start(rules, { role: 'doctor' }, 'E2E-FUZZ'), { type: 'startSimulation' });
  s = step(s, {
    type: 'setupProduct',
    product: { productConcept: 'StudyBuddy', targetMarket: 'Students aged 13-18', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' },
    founderProfile: null,
    rivalProfile: null,
  });
  for (let r = 1; r <= rounds; r++) {
    s = step(s, { type: 'submitDecision', role: 'doctor', optionId: optionsFor(STORY, s.state.round, 'doctor')[0].id });
    if (r < rounds || advanceLast) s = step(s, { type: 'advance' });
  }
  return s;
}

async function fillSetup(page: Page) {
  await page.getByLabel('Product concept').fill('StudyBuddy');
  await page.getByLabel('Target market').fill('Students aged 13-18');
  await page.getByLabel('Pricing strategy').selectOption('Freemium');
  await page.getByLabel('Marketing channel').selectOption('Social media');
  await page.getByLabel('Business model').selectOption('Subscription');
}

async function chooseRoleAndStart(page: Page, role: string) {
  await page.goto('/simulation/summit/roles');
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('button', { name: 'Confirm Role' }).click();
  await page.getByRole('button', { name: 'Start Simulation' }).click();
  await expect(page).toHaveURL(/\/simulation\/summit\/dashboard$/);
}

/** Plays one round with the mouse: picks option `pick` and submits. */
async function playRound(page: Page, pick = 0) {
  await page.getByRole('radio').nth(pick).check();
  await page.getByRole('button', { name: /Submit Vote|Confirm Decision/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /outcome/ })).toBeVisible();
}

test.describe('Summit of Decisions', () => {
  test('landing card → intro → roles → setup → seven rounds → results, by keyboard alone', async ({ page }) => {
    test.slow(); // seven rounds, each reached by Tab alone
    // The landing page's demo card; a fragment link makes Tab start from the card.
    await page.goto('/#demo-summit');
    const cta = page.locator('#demo-summit').getByRole('link', { name: 'Start Expedition' });
    await tabTo(page, cta);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Summit of Decisions' })).toBeVisible();
    // Errors are watched from the game's first screen on.
    const errors = watchErrors(page);
    await expect(page.getByText(/over 7 rounds/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'intro');
    await tabTo(page, page.getByRole('link', { name: 'Choose Your Role' }).first());
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await tabTo(page, page.getByRole('radio', { name: /^Leader/ }));
    await page.keyboard.press('ArrowRight'); // Doctor
    await page.keyboard.press('ArrowRight'); // Environmentalist
    await page.keyboard.press('ArrowRight'); // Climber
    await expect(page.getByRole('radio', { name: /^Climber/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Confirm Role' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Your team \(5 of 5 ready\)/ })).toBeVisible();
    for (const seat of ['You — Climber', 'AI player: Leader', 'AI player: Doctor', 'AI player: Environmentalist', 'AI player: Journalist']) {
      await expect(page.getByText(seat)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'roles');
    await tabTo(page, page.getByRole('button', { name: 'Start Simulation' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Set up your startup' })).toBeVisible();
    await tabTo(page, page.getByLabel('Product concept'));
    await page.keyboard.type('StudyBuddy');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Students aged 13-18');
    for (const [label, value] of [
      ['Pricing strategy', 'Freemium'],
      ['Marketing channel', 'Social media'],
      ['Business model', 'Subscription'],
    ]) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(value); // type-ahead picks the option in a focused select
      await expect(page.getByLabel(label)).toHaveValue(value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Begin the climb' }));
    await page.keyboard.press('Enter');

    for (let round = 1; round <= 7; round++) {
      await expect(page.getByText(new RegExp(`Round ${round} of 7 · (Crisis vote|Role decision)`))).toBeVisible();
      if (round === 1) {
        await expect(page.getByText(/StudyBuddy, an idea for Students aged 13-18/)).toBeVisible();
        // The pace rule and this round's climb are shown before the vote (docs/rules/summit.md).
        const pace = page.getByTestId('summit-pace');
        await expect(pace).toContainText(climbNowText({ morale: START_MORALE, exhausted: false, gain: progressGainFor(START_MORALE) }));
        await expect(pace).toContainText(paceRuleText());
        await expectNoSeriousA11yViolations(page, 'round 1');
      }
      const first = page.getByRole('radio').first();
      await tabTo(page, first);
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: /Submit Vote|Confirm Decision/ }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Round ${round} outcome`) })).toBeVisible();
      if (round === 3) {
        await expect(page.getByRole('heading', { name: 'Every vote' })).toBeVisible();
        await expect(page.getByText(/AI Doctor \(Doctor\)/)).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'outcome');
      }
      const next = page.getByRole('button', { name: round < 7 ? /Next round/ : 'See final results' });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { level: 2, name: /Summit reached|summit was not reached/ })).toBeVisible();
    await expect(page.getByText(/Survivors/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Debrief: what moved each gauge' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Decisions to push/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'final');
    errors.check();
  });

  test('hub card; the two error toasts; a reload mid-game returns to the same round', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/simulation');
    const card = page.getByTestId('sim-card-summit');
    await expect(card.getByRole('heading', { name: 'Summit of Decisions' })).toBeVisible();
    await expect(card.getByText('Solo with 4 AI teammates')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Start Expedition' })).toHaveAttribute('href', '/simulation/summit');

    await page.goto('/simulation/summit/roles');
    await page.getByRole('button', { name: 'Confirm Role' }).click();
    await expect(page.getByText('Please select a role first')).toBeVisible();
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(page.getByText('Please select a role first').first()).toBeVisible();
    await expect(page).toHaveURL(/\/roles$/);

    await page.getByRole('radio', { name: /^Doctor/ }).check();
    await page.getByRole('button', { name: 'Confirm Role' }).click();
    // the role is locked after confirmation
    await expect(page.getByRole('radio', { name: /^Climber/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // setup refuses bad input with a message and keeps what was typed
    await page.getByLabel('Product concept').fill('x');
    await page.getByRole('button', { name: 'Begin the climb' }).click();
    await expect(page.getByText(/Give your product a name or short description of 2 to 60 characters/)).toBeVisible();
    await expect(page.getByLabel('Product concept')).toHaveValue('x');
    await expect(page.getByLabel('Product concept')).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'setup with errors');
    await fillSetup(page);
    await page.getByRole('button', { name: 'Begin the climb' }).click();

    await page.getByRole('button', { name: 'Confirm Decision' }).click();
    await expect(page.getByText('Error Submitting Vote')).toBeVisible();
    await expect(page.getByText('There was a problem recording your decision. Please try again.')).toBeVisible();

    await playRound(page, 0);
    await page.getByRole('button', { name: /Next round/ }).click();
    await playRound(page, 1);
    await page.getByRole('button', { name: /Next round/ }).click();
    await expect(page.getByText('Round 3 of 7 · Crisis vote')).toBeVisible();
    const oxygenBefore = await page.getByText(/^Oxygen \(time, money, energy\)/).textContent();

    await page.reload();
    await expect(page.getByText('Round 3 of 7 · Crisis vote')).toBeVisible();
    await expect(page.getByText(/^Oxygen \(time, money, energy\)/)).toHaveText(oxygenBefore!);
    await expect(page.getByRole('heading', { name: 'The Crevasse: the lost build' })).toBeVisible();
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null'), SAVE_KEY);
    // The save is the record: round 3 is open after two decisions and two advances.
    expect(saved.v).toBe(SAVE_VERSION);
    expect(saved.data.moves.map((m: SummitAction) => m.type).filter((t: string) => t === 'submitDecision' || t === 'advance')).toEqual(['submitDecision', 'advance', 'submitDecision', 'advance']);
    errors.check();
  });

  test('pre-fills setup from a LaunchPad summary, survives a corrupt one, and works at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const errors = watchErrors(page, [/\[storage\] summit-of-decisions: corrupt save dropped/]);
    await page.goto('/simulation/summit');
    // A real LaunchPad save (a LaunchPad week, answered, saved as LaunchPad saves it): the pre-fill reads it through
    // LaunchPad's own save (its record replayed).
    const answers: LaunchpadMove[] = [
      { type: 'toggleStrength', strength: 'Creative thinker' },
      { type: 'selectIndustry', industry: 'EdTech' },
      { type: 'interestedInGap' },
      { type: 'setPersona', field: 'ageGroup', value: '13-18' },
      { type: 'setPersona', field: 'type', value: 'Students' },
      { type: 'setPersona', field: 'location', value: 'Urban' },
      { type: 'setPersona', field: 'buyingBehavior', value: 'Price-conscious' },
    ];
    const lpRules = launchpadManifest.rules;
    const lp = answers.reduce((w, m) => play(lpRules, w, m).played, start(lpRules, {}, 'E2E'));
    expect(lp.state.selectedGapIdeas).toEqual([gapDeck('EdTech')[0]]);
    const launchpadSave = encode(recordSave(launchpadManifest), lp);
    await page.evaluate((launchpad) => {
      localStorage.setItem('entrepreneur-simulation', launchpad);
      localStorage.setItem('summit-of-decisions', '{not json');
    }, launchpadSave);
    await expectNoHorizontalScroll(page);
    await chooseRoleAndStart(page, 'Journalist');
    await expect(page.getByText(/Pre-filled from your LaunchPad summary/)).toBeVisible();
    await expect(page.getByLabel('Product concept')).toHaveValue(fitText(gapDeck('EdTech')[0].description));
    await expect(page.getByLabel('Target market')).toHaveValue('Students aged 13-18, Urban');
    await expect(page.getByLabel('Pricing strategy')).toHaveValue('Low entry price');
    await expect(page.getByLabel('Business model')).toHaveValue('Subscription');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Begin the climb' }).click();
    await expect(page.getByText('Round 1 of 7 · Role decision')).toBeVisible();
    await expect(page.getByRole('img', { name: /Mountain with six camps/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // the storage layer's "saved game could not be read" notice was shown once; close it before the audit
    await expect(page.getByText('Saved game could not be read')).toBeVisible();
    await page.getByRole('button', { name: /close/i }).first().click();
    await expect(page.getByText('Saved game could not be read')).toBeHidden();
    await expectNoSeriousA11yViolations(page, 'mobile round');
    // the LaunchPad save is read, never written
    expect(await page.evaluate(() => localStorage.getItem('entrepreneur-simulation'))).toBe(launchpadSave);
    errors.check();
  });

  test('a round started without a role makes the player the Journalist, with a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/simulation/summit/dashboard');
    await expect(page.getByText(/You have not chosen a role/)).toBeVisible();
    await fillSetup(page);
    await page.getByRole('button', { name: 'Begin the climb' }).click();
    await expect(page.getByText(/you joined as the Journalist/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your decision as the Journalist' })).toBeVisible();
    expect(warnings.some((w) => w.includes('you join as the Journalist'))).toBe(true);

    // the intro's logo button resets the game and returns home
    await page.goto('/simulation/summit');
    await page.getByRole('button', { name: /Summit of Decisions/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
  });
  // Edited saves (docs/engines.md, "The record"): each is set aside, and the page still works.
  for (const [name, edit] of [
    ['a finished save with a decision for an option the story does not have', (p: SummitPlayed) => ({ ...p.record, moves: p.record.moves.map((m, i) => (i === p.record.moves.length - 2 ? { ...m, optionId: 'x' } : m)) })],
    ['an outcome save with moves: [null]', (p: SummitPlayed) => ({ ...p.record, moves: [...p.record.moves.slice(0, -1), null] })],
  ] as const) {
    test(`${name} loads the dashboard without an error screen, is kept under :corrupt, and the player is told once`, async ({ page }) => {
      const errors = watchErrors(page, [/\[storage\] summit-of-decisions/]);
      const real = name.startsWith('a finished') ? engineSave(7, true) : engineSave(3, false);
      expect(real.state.phase).toBe(name.startsWith('a finished') ? 'final' : 'outcome');
      const raw = JSON.stringify({ v: SAVE_VERSION, data: edit(real) });
      await page.goto('/simulation/summit');
      await page.evaluate(([key, value]) => {
        localStorage.removeItem(`${key}:corrupt`);
        localStorage.setItem(key, value);
      }, [SAVE_KEY, raw]);

      await page.goto('/simulation/summit/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Expedition dashboard' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Set up your startup' })).toBeVisible();
      await expect(page.getByText('Saved game could not be read')).toHaveCount(1);
      await expect(page.getByText(/This page couldn.t load|Application error/)).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), SAVE_KEY)).toBe(raw);
      expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();

      // Told once: the bad save is gone, so a reload starts fresh without the notice, and the game plays.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Set up your startup' })).toBeVisible();
      await fillSetup(page);
      await page.getByRole('button', { name: 'Begin the climb' }).click();
      await expect(page.getByText('Round 1 of 7 · Role decision')).toBeVisible();
      await expect(page.getByText('Saved game could not be read')).toHaveCount(0);
      expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), SAVE_KEY)).toBe(raw);
      errors.check();
    });
  }

  // The gauges move to their new value, with the change said in words (components/summit/Status.tsx).
  test.describe('gauges in motion', () => {
    async function toRound1(page: Page) {
      await chooseRoleAndStart(page, 'Doctor');
      await fillSetup(page);
      await page.getByRole('button', { name: 'Begin the climb' }).click();
      await expect(page.getByText('Round 1 of 7 · Role decision')).toBeVisible();
    }
    const oxygenBar = (page: Page) => page.locator('[data-gauge="oxygen"] > span');

    test('with normal motion the bars move after an outcome, and a click or a key press skips them to the end', async ({ page }) => {
      const errors = watchErrors(page);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await toRound1(page);
      const before = await oxygenBar(page).evaluate((el) => (el as HTMLElement).style.width);
      // The moment a bar starts moving, press the mouse (round 1) or a key (round 2) anywhere, and record what is
      // left moving one frame later and where the bar stands.
      const armSkip = (kind: 'pointer' | 'key') =>
        page.evaluate((k) => {
          const w = window as unknown as { __skip?: unknown };
          w.__skip = undefined;
          const obs = new MutationObserver(() => {
            if (!document.querySelector('[data-animating]')) return;
            obs.disconnect();
            const moving = document.querySelectorAll('[data-animating]').length;
            const target = document.querySelector('h1')!;
            target.dispatchEvent(k === 'pointer' ? new PointerEvent('pointerdown', { bubbles: true }) : new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
            requestAnimationFrame(() =>
              setTimeout(() => {
                const bar = document.querySelector<HTMLElement>('[data-gauge="oxygen"] > span')!;
                w.__skip = { moving, left: document.querySelectorAll('[data-animating]').length, width: bar.style.width };
              }, 0),
            );
          });
          obs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-animating'] });
        }, kind);
      const skipResult = () => page.waitForFunction(() => (window as unknown as { __skip?: unknown }).__skip).then((h) => h.jsonValue() as Promise<{ moving: number; left: number; width: string }>);

      await armSkip('pointer');
      await page.getByRole('radio').nth(1).check(); // no keyword: oxygen falls
      await page.getByRole('button', { name: 'Confirm Decision' }).click();
      const first = await skipResult();
      const change = page.getByTestId('summit-change-oxygen');
      await expect(change).toHaveText(/^▼ Oxygen 100 → (\d+) \(−\d+\)$/);
      const after = Number((await change.textContent())!.match(/→ (\d+)/)![1]);
      expect(first.moving).toBeGreaterThan(0);
      expect(first.left).toBe(0);
      expect(first.width).toBe(`${after}%`);
      expect(before).toBe('100%');
      await expect(page.getByText(`Oxygen 100 → ${after}`, { exact: false }).first()).toBeVisible();

      await page.getByRole('button', { name: /Next round/ }).click();
      await expect(page.getByText('Round 2 of 7 · Role decision')).toBeVisible();
      await expect(page.locator('[data-animating]')).toHaveCount(0);
      await armSkip('key');
      await page.getByRole('radio').nth(1).check(); // no keyword: oxygen falls
      await page.getByRole('button', { name: 'Confirm Decision' }).click();
      const second = await skipResult();
      expect(second.moving).toBeGreaterThan(0);
      expect(second.left).toBe(0);
      await expect(change).toHaveText(new RegExp(`Oxygen ${after} → `));
      const now = Number((await change.textContent())!.match(/→ (\d+)/)![1]);
      expect(second.width).toBe(`${now}%`);
      errors.check();
    });

    test('under reduced motion the new values show at once: nothing is ever marked as moving', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await toRound1(page);
      await page.evaluate(() => {
        const w = window as unknown as { __sawMoving?: boolean };
        w.__sawMoving = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-animating]')) w.__sawMoving = true;
        }).observe(document.body, { subtree: true, attributes: true, childList: true });
      });
      await page.getByRole('radio').nth(1).check(); // no keyword: oxygen falls
      await page.getByRole('button', { name: 'Confirm Decision' }).click();
      const change = page.getByTestId('summit-change-oxygen');
      await expect(change).toHaveText(/Oxygen 100 → \d+ \(−\d+\)/);
      const after = Number((await change.textContent())!.match(/→ (\d+)/)![1]);
      await expect(page.getByRole('heading', { level: 2, name: /Round 1 outcome/ })).toBeVisible();
      expect(await oxygenBar(page).evaluate((el) => (el as HTMLElement).style.width)).toBe(`${after}%`);
      expect(await page.evaluate(() => (window as unknown as { __sawMoving?: boolean }).__sawMoving)).toBe(false);
      await expect(page.locator('[data-animating]')).toHaveCount(0);
    });
  });
});

/* ------------------------------------------------------------------ class games (docs/classroom.md) */


const CLASS = { game: 'summit' as const, classId: 'C-E2ESUMMIT', seed: 'E2E-CLASS-7', settings: { role: 'climber' as const } };
const SECRET_CONCEPT = 'Quixotic Narwhal Gizmo';
const SECRET_MARKET = 'Left-handed beekeepers';

test.describe('Summit class games', () => {
  test('a class link: banner on all three routes, the role locked, the class seed, a reload keeps the class, a verified code', async ({ page, baseURL }) => {
    test.slow();
    const errors = watchErrors(page);
    const { foreign } = watchRequests(page, baseURL!);
    await page.goto(classLinkPath(classSpec, CLASS));
    const banner = page.getByTestId('class-banner');
    await expect(banner).toContainText('Class game');
    await expect(banner).toContainText('Summit of Decisions · you play the Climber');
    await expect(banner).toContainText('E2E-CLASS-7');
    await expect(banner).toContainText('Nothing you do here is sent anywhere.');
    await expectNoSeriousA11yViolations(page, 'intro with a class banner');

    await page.getByRole('link', { name: 'Choose Your Role' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await expect(page.getByTestId('class-banner')).toContainText('you play the Climber');
    await expect(page.getByRole('radio', { name: /^Climber/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Doctor/ })).toBeDisabled();
    await expect(page.getByText('Class game: your teacher chose your role, the Climber.')).toBeVisible();
    // The roles screen started the class's expedition, from the class's seed (not a new random one).
    const seedOf = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.data?.seed, SAVE_KEY);
    await expect.poll(seedOf).toBe(CLASS.seed);
    await page.getByRole('button', { name: 'Confirm Role' }).click();
    await page.getByRole('button', { name: 'Start Simulation' }).click();
    await expect(page).toHaveURL(/\/simulation\/summit\/dashboard$/);
    await expect(page.getByTestId('class-banner')).toContainText('you play the Climber');

    await page.getByLabel('Product concept').fill(SECRET_CONCEPT);
    await page.getByLabel('Target market').fill(SECRET_MARKET);
    await page.getByLabel('Pricing strategy').selectOption('Premium pricing');
    await page.getByLabel('Marketing channel').selectOption('Word of mouth');
    await page.getByLabel('Business model').selectOption('Marketplace');
    await page.getByRole('button', { name: 'Begin the climb' }).click();
    await playRound(page, 1);
    await page.getByRole('button', { name: /Next round/ }).click();
    await playRound(page, 2);
    await page.getByRole('button', { name: /Next round/ }).click();
    await expect(page.getByText('Round 3 of 7 · Crisis vote')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('class-banner')).toContainText('you play the Climber');
    await expect(page.getByText('Round 3 of 7 · Crisis vote')).toBeVisible();
    expect(await seedOf()).toBe(CLASS.seed);

    for (let round = 3; round <= 7; round++) {
      await playRound(page, round % 3);
      await page.getByRole('button', { name: round < 7 ? /Next round/ : 'See final results' }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: /Summit reached|not reached/ })).toBeVisible();
    const panel = page.getByTestId('result-code');
    await expect(page.getByTestId('end-screen-xp').getByTestId('xp-gained')).toContainText(/\+\d+ XP/);
    await panel.getByLabel(/Nickname for your result/).fill('Kestrel');
    const codeBox = panel.getByTestId('result-code-text');
    await expect(codeBox).toHaveValue(/^VQ2\./);
    const code = await codeBox.inputValue();
    expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);

    const v = verifyCode(code, CODECS, { game: 'summit', classId: CLASS.classId, seed: CLASS.seed, settings: CLASS.settings });
    expect(v.verdict, v.message).toBe('verified');
    const d = decodeCode(code, CODECS);
    expect(d.ok && d.code.nickname).toBe('Kestrel');
    const json = JSON.stringify(d);
    for (const typed of ['Quixotic', 'Narwhal', 'beekeepers']) {
      expect(code).not.toContain(typed);
      expect(json).not.toContain(typed);
    }
    // The summary in the code is what the end screen shows.
    const s = v.replayed as { survivors: number; score: number; oxygen: number; morale: number; progress: number; health: number; reached: boolean };
    const facts = page.getByTestId('summit-final-facts');
    await expect(facts).toContainText(`${s.survivors} of 5`);
    await expect(facts).toContainText(`Score${s.score}`);
    await expect(facts).toContainText(`${s.oxygen} · ${s.morale}`);
    await expect(facts).toContainText(`${s.progress} · ${s.health}`);
    await expect(page.getByRole('heading', { level: 2, name: s.reached ? /Summit reached/ : /not reached/ })).toBeVisible();

    await expectNoSeriousA11yViolations(page, 'results with the class banner and the result code');
    await panel.getByRole('button', { name: 'Show QR code' }).click();
    await expect(panel.getByTestId('qr')).toBeVisible();
    // The nickname is kept with the class across a reload.
    await page.reload();
    await expect(page.getByTestId('result-code').getByLabel(/Nickname for your result/)).toHaveValue('Kestrel');
    await expect(page.getByTestId('result-code-text')).toHaveValue(code);

    // Leaving returns to solo play: no banner, a solo code (empty class id).
    await page.getByRole('button', { name: 'Leave the class game' }).click();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    const solo = await page.getByTestId('result-code-text').inputValue();
    const ds = decodeCode(solo, CODECS);
    expect(ds.ok && ds.code.classId).toBe('');
    expect(foreign).toEqual([]);
    errors.check();
  });

  test('an out-of-range role shows the notice; a broken link opens the normal game with a notice', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(MOBILE);
    await page.goto('/simulation/summit?class=C-ROLE1&seed=S-1&role=guide');
    await expect(page.getByTestId('class-link-problems')).toContainText('Role "guide" is not one of leader, doctor, environmentalist, climber, journalist: leader is used.');
    await expect(page.getByTestId('class-banner')).toContainText('you play the Leader');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'intro with a clamped link at 375 px');

    await page.goto('/simulation/summit/roles?class=%21%21&seed=S-1&role=doctor');
    await expect(page.getByTestId('class-link-problems')).toContainText('This class link is incomplete or damaged');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    // The class joined above is still the saved one (a broken link changes nothing); leave it for solo play.
    await page.getByRole('button', { name: 'Leave the class game' }).click();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Doctor/ })).toBeEnabled();
    errors.check();
  });

  test('a class link over an unfinished solo game asks first: keep → the solo game; start → the class game', async ({ page }) => {
    const errors = watchErrors(page);
    await chooseRoleAndStart(page, 'Doctor');
    await fillSetup(page);
    await page.getByRole('button', { name: 'Begin the climb' }).click();
    await playRound(page, 0);
    await page.getByRole('button', { name: /Next round/ }).click();
    await expect(page.getByText(/Round 2 of 7/)).toBeVisible();
    const soloSeed = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.data?.seed, SAVE_KEY);

    await page.goto(classLinkPath(classSpec, CLASS));
    const dialog = page.getByRole('dialog', { name: 'Start the class game?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'replace question');
    await dialog.getByRole('button', { name: 'Keep my game' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await page.goto('/simulation/summit/dashboard');
    await expect(page.getByText(/Round 2 of 7/)).toBeVisible();
    expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.data?.seed, SAVE_KEY)).toBe(soloSeed);

    await page.goto(`${classLinkPath(classSpec, CLASS).replace('/simulation/summit?', '/simulation/summit/dashboard?')}`);
    await page.getByRole('dialog', { name: 'Start the class game?' }).getByRole('button', { name: 'Start the class game' }).click();
    await expect(page.getByTestId('class-banner')).toContainText('you play the Climber');
    await expect(page.getByRole('heading', { name: 'Set up your startup' })).toBeVisible();
    expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.data?.seed, SAVE_KEY)).toBe(CLASS.seed);
    errors.check();
  });
});
