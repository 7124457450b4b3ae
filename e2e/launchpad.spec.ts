import { test, expect as baseExpect, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';
import { createInitialState } from '../engines/launchpad/engine';
import type { Move } from '../engines/launchpad/types';
import { classLinkPath } from '../engines/core/classLink';
import { decodeCode, verifyCode } from '../engines/core/code';
import { codeMoves, recordSave, replay, start } from '../engines/core/record';
import { decode, encode } from '../engines/core/save';
import { CODECS } from '../engines/classroom';
import { classSpec, gapText, summaryOf, type Summary } from '../engines/launchpad/classroom';
import { PRIORITY_TITLES, PRIORITIES } from '../engines/launchpad/constants';
import { manifest, rules } from '../engines/launchpad/manifest';
import { playMove, type PlayedWeek } from '../engines/launchpad/play';
import OLD_SAVES from '../engines/launchpad/saves.v1.json';

type Action = Move;
const SAVE = recordSave(manifest);
/** A week played with these moves from a new one with this seed, as the screen plays it (every move must apply). */
function week(seed: string, ...moves: Move[]): PlayedWeek {
  return moves.reduce((w, m) => {
    const out = playMove(w, m);
    if (out.step.refusal) throw new Error(`${m.type}: ${out.step.refusal.message}`);
    return out.played;
  }, start(rules, {}, seed));
}
/** The week saved as the game saves it: its record, in the versioned envelope. */
const saveText = (w: PlayedWeek) => encode(SAVE, w);
/** What the game saved, read back as the game reads it: the envelope's version and the week. */
async function savedWeek(page: Page): Promise<{ version: number; week: PlayedWeek }> {
  const raw = (await page.evaluate((k) => localStorage.getItem(k), KEY))!;
  const out = decode(SAVE, raw);
  if (!out.ok) throw new Error(`the save does not load: ${out.reason}`);
  return { version: (JSON.parse(raw) as { v: number }).v, week: out.value };
}

// The machine is shared: give slow first loads room (no assertion is about timing).
const expect = baseExpect.configure({ timeout: 15_000 });
const URL = '/simulation/launchpad';
const KEY = 'entrepreneur-simulation';

/** Marks the intro as seen for this browser session, as a returning student would have it. */
async function skipIntroForSession(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('launchpad-intro-seen', '1'));
}

const title = (page: Page) => page.getByRole('heading', { level: 1 });
const stageIs = async (page: Page, n: number, name: string | RegExp) => {
  await expect(title(page)).toHaveText(name);
  await expect(page.getByText(`Stage ${n} of 9`, { exact: true })).toBeVisible();
};
/**
 * The text a PDF made by jsPDF shows: literal strings of the built-in fonts as they are, and the hex glyph strings
 * of the embedded font decoded through its ToUnicode map (jsPDF writes uncompressed streams).
 */
function pdfShownText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const toUnicode = new Map<string, string>();
  for (const block of raw.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, uni] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = uni.match(/.{4}/g)!.map((h) => parseInt(h, 16));
      toUnicode.set(glyph.toLowerCase(), String.fromCharCode(...units));
    }
  }
  const shown: string[] = [];
  for (const m of raw.matchAll(/<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (m[1] !== undefined) shown.push((m[1].match(/.{4}/g) ?? []).map((g) => toUnicode.get(g.toLowerCase()) ?? '\uFFFD').join(''));
    else shown.push(m[2].replace(/\\([()\\])/g, '$1'));
  }
  return shown.join('\n');
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const btn = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

test.describe('LaunchPad', () => {
  // Whole-week playthroughs with an axe scan per stage take a while on a shared machine.
  test.describe.configure({ mode: 'parallel', timeout: 360_000 });

  test('axe: no serious or critical violation on any stage (each in a typical in-progress state)', async ({ page }) => {
    // Each stage as a student would leave it mid-way, built with the engine and saved like the game saves it.
    const play = (w: PlayedWeek, ...a: Action[]) => a.reduce((x, m) => playMove(x, m).played, w);
    let s = week('axe', { type: 'toggleStrength', strength: 'Natural leader' });
    const states: PlayedWeek[] = [s];
    s = play(s, { type: 'continue' }, { type: 'toggleImprovement', area: 'Communication' }, { type: 'continue' }, { type: 'clickIndustry', industry: 'EdTech' });
    states.push(s);
    s = play(s, { type: 'continue' });
    states.push(s);
    s = play(s, { type: 'continue' });
    states.push(s);
    s = play(s, { type: 'continue' }, { type: 'interestedInGap' }, { type: 'skipGap' });
    states.push(s);
    s = play(s, { type: 'continue' }, { type: 'setPersona', field: 'ageGroup', value: '13-18' }, { type: 'continue' });
    states.push(s);
    s = play(s, ...(['Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((v, i) => [
      { type: 'setPersona', field: ['type', 'location', 'buyingBehavior', 'coreValue'][i], value: v } as Action,
      { type: 'continue' } as Action,
    ]), { type: 'selectCompetitor', rival: 0 }, { type: 'setUniquenessText', text: 'Audio notes for listeners' });
    states.push(s);
    s = play(s, { type: 'continue' }, { type: 'moveGoal', from: 'low', fromIndex: 0, to: 'urgent', toIndex: 0 });
    states.push(s);
    s = play(s, { type: 'continue' });
    states.push(s);
    expect(states.map((x) => x.state.currentStage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipIntroForSession(page);
    await page.goto(URL);
    for (const w of states) {
      const st = w.state;
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(w)]);
      await page.reload();
      await expect(page.getByText(`Stage ${st.currentStage} of 9`, { exact: true })).toBeVisible();
      if (st.currentStage === 8) await expect(page.getByTestId('column-low')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `stage ${st.currentStage}`);
    }
  });
  test('intro: frames every 3 s, Skip Intro after 1.5 s, Begin Simulation, then skipped for the session', async ({ page }) => {
    const errors = watchErrors(page);
    // A paused fake clock that only the test moves: step it until the intro has mounted.
    await page.clock.install({ time: new Date('2026-09-01T08:00:00Z') });
    await page.clock.pauseAt(new Date('2026-09-01T08:00:01Z'));
    await page.goto(URL);
    const welcome = page.getByText('Welcome', { exact: true });
    // The static frame shows 'Welcome' before the intro mounts: step until the intro itself is in (the frame gone).
    const frame = page.getByTestId('sim-frame');
    for (let i = 0; i < 400 && (!(await welcome.isVisible()) || (await frame.count()) > 0); i++) await page.clock.runFor(50);
    await expect(frame).toHaveCount(0);
    await expect(welcome).toBeVisible();
    await expect(btn(page, 'Skip Intro')).toHaveCount(0);
    await expect(page.getByText('Where Ambition Meets Action')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(btn(page, 'Skip Intro')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(page.getByText('Are you ready to build your first business?')).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page.getByText("Let's do this — simulation loading...")).toBeVisible();
    await page.clock.runFor(3000);
    await expect(btn(page, 'Begin Simulation')).toBeFocused();
    await page.clock.resume(); // the last frame stays; axe needs running timers
    await expectNoSeriousA11yViolations(page, 'intro');
    await page.keyboard.press('Enter');
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await page.reload();
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(btn(page, 'Skip Intro')).toHaveCount(0);
    errors.check();
  });

  test('mouse: all nine stages, every blocking warning, reload mid-stage, PDF download, reset', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await skipIntroForSession(page);
    await page.goto(URL);

    // Stage 1
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(page.getByText('11% complete')).toBeVisible();
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select at least one strength')).toBeVisible();
    for (const s of ['Natural leader', 'Creative thinker', 'Confident speaker']) await btn(page, s).click();
    await btn(page, 'Data & logic driven').click();
    await expect(toast(page, 'You can only select up to 3 strengths')).toBeVisible();
    await expect(btn(page, 'Data & logic driven')).toHaveAttribute('aria-pressed', 'false');
    await btn(page, 'Continue').click();
    await expect(toast(page, "That's a powerful combination!")).toBeVisible();
    await btn(page, 'Next Stage').click();
    await expect(toast(page, 'Please select at least one area to improve')).toBeVisible();
    for (const s of ['Communication', 'Time management', 'Financial planning']) await btn(page, s).click();
    await btn(page, 'Strategic thinking').click();
    await expect(toast(page, 'You can only select up to 3 areas to improve')).toBeVisible();
    await btn(page, 'Back').click();
    await expect(page.getByRole('heading', { name: 'What are your strengths?' })).toBeVisible();
    await btn(page, 'Continue').click();
    await btn(page, 'Next Stage').click();
    await expect(toast(page, 'Great self-awareness!')).toBeVisible();

    // Stage 2
    await stageIs(page, 2, 'Choose Your Industry');
    await expect(btn(page, 'Continue')).toBeDisabled();
    await btn(page, /Gaming & E-sports/).click();
    await expect(page.getByText('Every great team needs a captain.', { exact: false })).toBeVisible(); // Natural leader blurb
    await expect(btn(page, 'Continue')).toBeEnabled();
    await btn(page, 'Select this industry').click();
    await expect(page.getByText('Your industry: Gaming & E-sports')).toBeVisible();
    await btn(page, 'Continue').click();

    // Stage 3
    await stageIs(page, 3, 'What to Know About Your Industry');
    await expect(page.getByText('Gaming is bigger than music and movies', { exact: false })).toBeVisible();
    await btn(page, 'Continue').click();

    // Stage 4
    await stageIs(page, 4, 'Pick Your Country');
    await expect(page.getByRole('radio', { name: /United States \(USA\)/ })).toBeChecked();
    await btn(page, 'Continue').click();

    // Stage 5
    await stageIs(page, 5, 'Finding Your Solution');
    await expect(page.getByText('No market gaps selected yet.')).toBeVisible();
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select at least one market gap that interests you.')).toBeVisible();
    await expect(page.getByText('#1/5')).toBeVisible();
    await btn(page, "That's interesting!").click();
    await expect(toast(page, 'Added to your interests!')).toBeVisible();
    await expect(page.getByText('#2/5')).toBeVisible();
    for (let i = 0; i < 4; i++) await btn(page, 'Skip').click();
    await expect(page.getByText('#1/5')).toBeVisible(); // wrapped
    await btn(page, 'Skip').click();
    await btn(page, "That's interesting!").click();
    const side = page.getByRole('complementary', { name: 'Your Selected Gaps:' });
    await expect(side.getByRole('listitem')).toHaveCount(2);
    await side.getByRole('button', { name: /^Remove: New players quit/ }).click();
    await expect(side.getByRole('listitem')).toHaveCount(1);
    await btn(page, 'Continue').click();

    // Stage 6
    await stageIs(page, 6, "Who's Your Customer?");
    const preview = page.getByRole('complementary', { name: 'Customer Persona Preview' });
    const name = (await preview.locator('p').first().innerText()).replace(/[^A-Za-z]/g, '');
    expect(['Maya', 'Jordan', 'Aisha', 'Leo', 'Sofia', 'Ethan', 'Priya', 'Mateo', 'Chloe', 'Malik']).toContain(name);
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select an option before continuing.')).toBeVisible();
    await page.getByRole('radio', { name: '13-18' }).check();
    await btn(page, 'Continue').click();
    await page.getByRole('radio', { name: 'Students' }).check();
    await btn(page, 'Continue').click();
    await expect(page.getByText('Step 3 of 5: Location')).toBeVisible();

    // Reload in the middle: same stage, same step, same choices, same name.
    await page.reload();
    await stageIs(page, 6, "Who's Your Customer?");
    await expect(page.getByText('Step 3 of 5: Location')).toBeVisible();
    await expect(preview).toContainText(name);
    await expect(preview).toContainText('13-18');
    await expect(preview).toContainText('Students');

    await page.getByRole('radio', { name: 'Urban', exact: true }).check();
    await btn(page, 'Continue').click();
    await page.getByRole('radio', { name: 'Tech-savvy' }).check();
    await btn(page, 'Continue').click();
    await page.getByRole('radio', { name: 'Community-driven' }).check();
    await btn(page, 'Next Stage').click();

    // Stage 7
    await stageIs(page, 7, 'Rival Radar');
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select a competitor most similar to your idea.')).toBeVisible();
    await page.getByRole('radio', { name: /PixelCoach/ }).check();
    const text = page.getByLabel('What makes your idea different?');
    await expect(page.getByText('Low Uniqueness - Your idea needs more differentiation.')).toBeVisible();
    await text.fill('x'.repeat(19));
    await expect(page.getByText('Low Uniqueness - Your idea needs more differentiation.')).toBeVisible();
    await text.fill('x'.repeat(20));
    await expect(page.getByText('Medium Uniqueness - You have some unique elements.')).toBeVisible();
    await text.fill('x'.repeat(49));
    await expect(page.getByText('Medium Uniqueness - You have some unique elements.')).toBeVisible();
    await text.fill('Free coaching from older students at your own school, matched by rank.');
    await expect(page.getByText('High Uniqueness - Your idea stands out from competitors!')).toBeVisible();
    await btn(page, 'Continue').click();

    // Stage 8: empty a column with the "Move to" menus, get the warning, then drag with the mouse.
    await stageIs(page, 8, 'Goal Grid');
    const low = page.getByTestId('column-low');
    const urgent = page.getByTestId('column-urgent');
    await expect(low.getByTestId('goal-goal3')).toBeVisible();
    await page.getByLabel('Move “Launch a photo-sharing account” to').selectOption('urgent');
    await page.getByLabel('Move “Attend networking event” to').selectOption('important');
    await expect(low.getByTestId(/^goal-/)).toHaveCount(0);
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please place at least one goal in each priority column.')).toBeVisible();
    await expect(title(page)).toHaveText('Goal Grid');
    // Mouse drag: goal3 from Urgent to Low.
    const handle = urgent.getByTestId('goal-goal3').locator('[data-rfd-drag-handle-draggable-id]');
    const hb = (await handle.boundingBox())!;
    const lb = (await low.boundingBox())!;
    await page.mouse.move(hb.x + 20, hb.y + hb.height / 2);
    await page.mouse.down();
    await page.mouse.move(hb.x + 40, hb.y + hb.height / 2 + 10, { steps: 5 });
    await page.mouse.move(lb.x + lb.width / 2, lb.y + 90, { steps: 20 });
    await page.mouse.up();
    await expect(low.getByTestId('goal-goal3')).toBeVisible();
    await btn(page, 'Continue').click();

    // Stage 9
    await stageIs(page, 9, "You're Now a Founder!");
    await expect(page.getByText('100% complete')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Founder Badge Unlocked!' })).toBeVisible();
    const summary = page.getByRole('article', { name: 'Founder Summary' });
    await expect(summary).toContainText('Natural leader');
    await expect(summary).toContainText('Gaming & E-sports');
    await expect(summary).toContainText('United States (USA)');
    await expect(summary).toContainText('School e-sports clubs have no simple way');
    await expect(summary).toContainText(`${name}, 13-18`);
    for (const tag of ['Students', 'Urban', 'Tech-savvy', 'Community-driven']) await expect(summary).toContainText(tag);
    await expect(summary).toContainText('High Uniqueness - Your idea stands out from competitors!');

    // The saved envelope holds the week's record; read back, its state keeps the section-3 field names (another game
    // reads them).
    const saved = await savedWeek(page);
    expect(saved.version).toBe(SAVE.version);
    // The record's moves, in the order clicked (the Back, the skips, across the reload), replay to this week.
    const log = saved.week.record.moves;
    expect(log.filter((m) => m.type === 'back')).toHaveLength(1);
    expect(log.filter((m) => m.type === 'skipGap').length).toBeGreaterThanOrEqual(5);
    const replayed = replay(rules, saved.week.record);
    expect(replayed.ok && summaryOf(replayed.state)).toEqual(summaryOf(saved.week.state));
    expect(saved.week.state).toMatchObject({
      currentStage: 9,
      strengths: ['Natural leader', 'Creative thinker', 'Confident speaker'],
      selectedIndustry: 'Gaming & E-sports',
      selectedCountry: 'USA',
      selectedGapIdeas: [{ id: 'gap-Gaming & E-sports-0', description: expect.any(String) }],
      customerPersona: { ageGroup: '13-18', type: 'Students', location: 'Urban', buyingBehavior: 'Tech-savvy', coreValue: 'Community-driven' },
      competitorSelection: { selectedCompetitor: 'gaming-2', uniquenessScore: 'high' },
    });

    const downloadP = page.waitForEvent('download');
    await btn(page, /Download PDF Summary/).click();
    const download = await downloadP;
    expect(download.suggestedFilename()).toBe('founder-summary-gaming-and-e-sports.pdf');
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.toString('latin1')).toMatch(/\/Type \/Pages[\s\S]*?\/Count 1\b/); // one page
    const pdfText = pdfShownText(bytes);
    for (const t of ['Founder Summary', 'Gaming & E-sports', 'United States', 'High Uniqueness', 'Urgent & Important']) expect(pdfText).toContain(t);

    await btn(page, /Start Building/).click();
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(page.getByText('0 of 3 selected')).toBeVisible();
    errors.check();
  });

  test('keyboard alone: the whole week, Goal Grid dragged with Space and arrows', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await page.goto(URL);

    /** Tab forward until the focused element's accessible text matches, then return. */
    const tabTo = async (match: RegExp) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el) return '';
          const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
          return [el.getAttribute('aria-label'), el.closest('label')?.textContent, labelled, el.textContent].filter(Boolean).join(' | ');
        });
        if (match.test(label)) return;
      }
      throw new Error(`could not reach ${match} with Tab`);
    };
    const press = async (match: RegExp, key = 'Enter') => {
      await tabTo(match);
      await page.keyboard.press(key);
    };

    // The intro's 1.5 s start when the game has replaced its static frame; then Skip Intro is there to reach.
    await expect(page.getByTestId('sim-frame')).toHaveCount(0);
    await page.clock.runFor(1600);
    await expect(page.getByRole('button', { name: 'Skip Intro' })).toBeVisible();
    await press(/^Skip Intro$/);
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await press(/Emotionally aware/, 'Space');
    await press(/^Continue/);
    await press(/Resilience under stress/, 'Space');
    await press(/^Next Stage/);

    await stageIs(page, 2, 'Choose Your Industry');
    await press(/Food & Beverage/);
    await expect(page.getByText('Food is about comfort, culture and sharing.', { exact: false })).toBeVisible();
    await page.keyboard.press('Enter'); // a second activation of the expanded card commits it
    await expect(page.getByText('Your industry: Food & Beverage')).toBeVisible();
    await press(/^Continue/);
    await stageIs(page, 3, 'What to Know About Your Industry');
    await press(/^Continue/);
    await stageIs(page, 4, 'Pick Your Country');
    await press(/^Continue/);

    await stageIs(page, 5, 'Finding Your Solution');
    await press(/^Skip$/);
    await press(/^That's interesting!/);
    await expect(page.getByRole('complementary', { name: 'Your Selected Gaps:' }).getByRole('listitem')).toHaveCount(1);
    await press(/^Continue/);

    await stageIs(page, 6, "Who's Your Customer?");
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab'); // the first radio of the group
      await page.keyboard.press('Space');
      await press(step < 4 ? /^Continue/ : /^Next Stage/);
    }

    await stageIs(page, 7, 'Rival Radar');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(/What makes your idea different\?/);
    await page.keyboard.type('Fresh lunch bowls ordered from class, ready at the bell.');
    await expect(page.getByText('High Uniqueness - Your idea stands out from competitors!')).toBeVisible();
    await press(/^Continue/);

    await stageIs(page, 8, 'Goal Grid');
    const important = page.getByTestId('column-important');
    // The grid's code arrives after the stage: Tab only once its cards are there.
    await expect(page.getByTestId('column-low').getByTestId('goal-goal3')).toBeVisible();
    await tabTo(/^⠿Launch a photo-sharing account$/);
    await page.keyboard.press('Space');
    await page.clock.runFor(500);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(500);
    await page.keyboard.press('Space');
    await page.clock.runFor(500);
    await expect(important.getByTestId('goal-goal3')).toBeVisible();
    await expect(page.getByTestId('column-low').getByTestId(/^goal-/)).toHaveCount(1);
    await press(/^Continue/);

    await stageIs(page, 9, "You're Now a Founder!");
    const summary = page.getByRole('article', { name: 'Founder Summary' });
    await expect(summary).toContainText('Emotionally aware');
    await expect(summary).toContainText('Food & Beverage');
    await expect(summary.getByRole('heading', { name: 'Important, Not Urgent' }).locator('..')).toContainText('Launch a photo-sharing account');
    const downloadP = page.waitForEvent('download');
    await press(/Download PDF Summary/);
    expect((await downloadP).suggestedFilename()).toBe('founder-summary-food-and-beverage.pdf');
    errors.check();
  });

  test('375 px: the week fits a phone, no sideways scrolling on any stage', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipIntroForSession(page);
    await page.goto(URL);
    const fits = () => expectNoHorizontalScroll(page);
    await fits();
    await btn(page, 'Fast decision-maker').click();
    await btn(page, 'Continue').click();
    await btn(page, 'Staying motivated').click();
    await btn(page, 'Next Stage').click();
    await btn(page, /Social Impact & Sustainability/).click();
    await fits();
    await btn(page, 'Continue').click(); // commits the expanded card
    await stageIs(page, 3, 'What to Know About Your Industry');
    await expect(page.getByText('Social impact businesses try to solve', { exact: false })).toBeVisible();
    await fits();
    await btn(page, 'Continue').click();
    await fits();
    await btn(page, 'Continue').click();
    await btn(page, "That's interesting!").click();
    await fits();
    await btn(page, 'Continue').click();
    for (const v of ['26-35', 'Parents', 'Rural', 'Value-seeking']) {
      await page.getByRole('radio', { name: v, exact: true }).check();
      await btn(page, 'Continue').click();
    }
    await page.getByRole('radio', { name: 'Eco-conscious' }).check();
    await fits();
    await btn(page, 'Next Stage').click();
    await page.getByRole('radio', { name: /Second Plate/ }).check();
    await page.getByLabel('What makes your idea different?').fill('Short');
    await expect(page.getByText('Low Uniqueness - Your idea needs more differentiation.')).toBeVisible();
    await fits();
    await btn(page, 'Continue').click();
    await stageIs(page, 8, 'Goal Grid');
    await page.getByLabel('Move “Create pitch deck” to').selectOption('low');
    await expect(page.getByTestId('column-low').getByTestId('goal-goal5')).toBeVisible();
    await fits();
    await btn(page, 'Continue').click();
    await stageIs(page, 9, "You're Now a Founder!");
    await expect(page.getByText('Low Uniqueness - Your idea needs more differentiation.')).toBeVisible();
    await fits();
    await expectNoSeriousA11yViolations(page, 'stage 9 mobile');
  });

  test('a corrupt or unknown-version save starts fresh, keeps the bad save aside, and tells the student once', async ({ page }) => {
    const errors = watchErrors(page, [/\[storage\] entrepreneur-simulation/]);
    await skipIntroForSession(page);
    await page.goto('/simulation');
    await page.evaluate((k) => localStorage.setItem(k, '{not json'), KEY);
    await page.goto(URL);
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(toast(page, 'Saved game could not be read')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), KEY)).toBe('{not json');

    await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 7, data: { currentStage: 5 } })), KEY);
    await page.reload();
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await btn(page, 'Natural leader').click();
    const saved = await savedWeek(page);
    expect(saved.week.state.strengths).toEqual(['Natural leader']);
    errors.check();
  });

  test('storage that throws: the week stays playable in memory, with one notice', async ({ page }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      // Quota full / private mode: every write to storage throws.
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.goto(URL);
    await page.getByRole('button', { name: 'Skip Intro' }).or(page.getByRole('button', { name: 'Begin Simulation' })).click();
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await btn(page, 'Creative thinker').click();
    await btn(page, 'Continue').click();
    await expect(toast(page, "That's a powerful combination!")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What would you like to get better at?' })).toBeVisible();
    await expect(toast(page, 'Storage is full')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Storage is full' })).toHaveCount(1);
    errors.check();
  });

  test('an out-of-range saved stage is clamped; the hub lists LaunchPad', async ({ page }) => {
    await skipIntroForSession(page);
    await page.goto(URL);
    // A save of the version-2 build (the progress itself was saved then) with a stage of 42.
    const old = { ...createInitialState('LP-OLD42'), strengths: ['Natural leader'], currentStage: 42, seed: 'LP-OLD42', log: [] };
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify({ v: 2, data: old })]);
    await page.reload();
    // docs/rules/launchpad.md, "Stored stage": a stored stage outside 1..9 shows stage 1, and the rest of the save is
    // kept.
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(btn(page, 'Natural leader')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 3 selected')).toBeVisible();
    await expect(toast(page, 'Saved game could not be read')).toHaveCount(0);
    await btn(page, 'Creative thinker').click();
    const kept = await savedWeek(page);
    expect(kept.week.state).toMatchObject({ currentStage: 1, strengths: ['Natural leader', 'Creative thinker'] });
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:corrupt`), KEY)).toBeNull();
    await page.goto('/simulation');
    const card = page.getByTestId('sim-card-launchpad');
    await expect(card).toContainText('LaunchPad');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/simulation\/launchpad$/);
    // The product-name button resets the simulation and goes home.
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await page.getByRole('button', { name: /VentureQuest/ }).click();
    await expect(page).toHaveURL(/\/$/);
    const saved = await savedWeek(page);
    expect(saved.week.state).toMatchObject({ currentStage: 1, strengths: [] });
    expect(saved.week.record.moves).toEqual([]);
  });

  test('switching industry after picking gaps and a rival clears them, says so, and the stage rules hold', async ({ page }) => {
    const errors = watchErrors(page);
    // A student at Rival Radar in EdTech, with a gap and a rival picked (built with the engine, saved as the game saves).
    const atRival = week(
      'switch-e2e',
      { type: 'toggleStrength', strength: 'Natural leader' },
      { type: 'continue' },
      { type: 'toggleImprovement', area: 'Communication' },
      { type: 'continue' },
      { type: 'selectIndustry', industry: 'EdTech' },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'interestedInGap' },
      { type: 'continue' },
      ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((v, i) => [
        { type: 'setPersona', field: ['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'][i], value: v } as Action,
        { type: 'continue' } as Action,
      ]),
      { type: 'selectCompetitor', rival: 0 },
    );
    expect(atRival.state.currentStage).toBe(7);
    const edtechGap = atRival.state.selectedGapIdeas[0].description;
    await skipIntroForSession(page);
    await page.goto(URL);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(atRival)]);
    await page.reload();
    await stageIs(page, 7, 'Rival Radar');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

    // Back, stage by stage, to the industry grid.
    for (let i = 0; i < 15 && (await title(page).innerText()) !== 'Choose Your Industry'; i++) await btn(page, 'Back').click();
    await stageIs(page, 2, 'Choose Your Industry');
    await btn(page, /Food & Beverage/).click();
    await btn(page, 'Select this industry').click();
    await expect(toast(page, 'You changed your industry, so your market gaps and your rival were cleared.')).toBeVisible();
    await expect(page.getByText('Your industry: Food & Beverage')).toBeVisible();
    await btn(page, 'Continue').click();
    await btn(page, 'Continue').click();
    await btn(page, 'Continue').click();

    await stageIs(page, 5, 'Finding Your Solution');
    await expect(page.getByText('No market gaps selected yet.')).toBeVisible();
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select at least one market gap that interests you.')).toBeVisible();
    await stageIs(page, 5, 'Finding Your Solution');
    await btn(page, "That's interesting!").click();
    const foodGap = (await page.getByRole('complementary', { name: 'Your Selected Gaps:' }).getByRole('listitem').locator('span').first().innerText()).trim();
    await btn(page, 'Continue').click();
    for (let i = 0; i < 4; i++) await btn(page, 'Continue').click();
    await btn(page, 'Next Stage').click();

    await stageIs(page, 7, 'Rival Radar');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await btn(page, 'Continue').click();
    await expect(toast(page, 'Please select a competitor most similar to your idea.')).toBeVisible();
    await stageIs(page, 7, 'Rival Radar');
    await page.getByRole('radio').first().check();
    await btn(page, 'Continue').click();
    await stageIs(page, 8, 'Goal Grid');
    // The grid's code arrives after the stage: wait for it, so the page no longer moves under the click.
    await expect(page.getByTestId('column-low').getByTestId('goal-goal3')).toBeVisible();
    await btn(page, 'Continue').click();

    await stageIs(page, 9, "You're Now a Founder!");
    const summary = page.getByRole('article', { name: 'Founder Summary' });
    await expect(summary).toContainText('Food & Beverage');
    await expect(summary).toContainText(foodGap);
    await expect(summary).not.toContainText(edtechGap);
    errors.check();
  });

  test('the uniqueness answer: a counter, and a paste past 2,000 characters is cut with a message', async ({ page }) => {
    const errors = watchErrors(page);
    const atRival = week('limit-e2e', { type: 'selectIndustry', industry: 'Art & Design' }, { type: 'goToStage', stage: 7 });
    await skipIntroForSession(page);
    await page.goto(URL);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(atRival)]);
    await page.reload();
    await stageIs(page, 7, 'Rival Radar');
    const answer = page.getByLabel('What makes your idea different?');
    const counter = page.getByTestId('lp-unique-count');
    await expect(counter).toHaveText('0 / 2,000 characters');
    await answer.fill('Murals by students');
    await expect(counter).toHaveText('18 / 2,000 characters');
    await answer.fill('m'.repeat(2400));
    await expect(counter).toHaveText('2,000 / 2,000 characters');
    await expect(answer).toHaveValue('m'.repeat(2000));
    await expect(toast(page, 'Your answer can be at most 2,000 characters, so the extra text was cut.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'That is the limit' })).toBeVisible();
    await page.keyboard.type('zz');
    await expect(answer).toHaveValue('m'.repeat(2000));
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'at most 2,000 characters' })).toHaveCount(1);
    const saved = await savedWeek(page);
    expect(saved.week.state.competitorSelection.uniquenessText).toHaveLength(2000);
    // Typing the answer is one move, kept as the rules cut it.
    expect(saved.week.record.moves.filter((m) => m.type === 'setUniquenessText')).toEqual([{ type: 'setUniquenessText', text: 'm'.repeat(2000) }]);
    errors.check();
  });

  test('the PDF prints Polish, Greek and Cyrillic with the embedded font; a character it cannot draw is announced first', async ({ page }) => {
    const errors = watchErrors(page);
    const finished = (text: string) =>
      week(
        'pdf-e2e',
        { type: 'toggleStrength', strength: 'Creative thinker' },
        { type: 'selectIndustry', industry: 'Art & Design' },
        { type: 'interestedInGap' },
        { type: 'selectCompetitor', rival: 0 },
        { type: 'setUniquenessText', text },
        { type: 'goToStage', stage: 9 },
      );
    const fontRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/fonts/')) fontRequests.push(r.url());
    });
    await skipIntroForSession(page);
    await page.goto(URL);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(finished('Zażółć gęślą jaźń — Привет, Ελλάδα'))]);
    await page.reload();
    await stageIs(page, 9, "You're Now a Founder!");
    expect(fontRequests).toEqual([]); // the font is fetched only when the PDF is made

    const downloadP = page.waitForEvent('download');
    await btn(page, /Download PDF Summary/).click();
    const download = await downloadP;
    const bytes = await fs.readFile((await download.path())!);
    expect(fontRequests).toHaveLength(1);
    await expect(page.getByTestId('lp-pdf-warning')).toHaveCount(0);
    const raw = bytes.toString('latin1');
    expect(raw).toContain('/FontFile2'); // a TrueType font is embedded
    expect(raw).toMatch(/\/BaseFont \/DejaVuSans/);
    const text = pdfShownText(bytes);
    expect(text).toContain('Zażółć gęślą jaźń — Привет, Ελλάδα');
    expect(text).toContain('Art & Design');
    expect(text).not.toContain('\uFFFD');

    // A Chinese word: the student is told before anything is saved, and can still download.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(finished('Zażółć 中文 lessons'))]);
    await page.reload();
    await stageIs(page, 9, "You're Now a Founder!");
    let downloads = 0;
    page.on('download', () => downloads++);
    await btn(page, /Download PDF Summary/).click();
    const warning = page.getByTestId('lp-pdf-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Some characters cannot be printed in the PDF:');
    await expect(warning).toContainText('中 文');
    await expect(btn(page, 'Download anyway')).toBeFocused();
    expect(downloads).toBe(0);
    await expectNoSeriousA11yViolations(page, 'PDF warning');
    const secondP = page.waitForEvent('download');
    await btn(page, 'Download anyway').click();
    const second = await fs.readFile((await (await secondP).path())!);
    expect(pdfShownText(second)).toContain('Zażółć ?? lessons');
    await expect(warning).toHaveCount(0);
    errors.check();
  });

  /** Loads the game with this week saved, as a returning student. */
  async function openSaved(page: Page, w: PlayedWeek) {
    await skipIntroForSession(page);
    await page.goto(URL);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, saveText(w)]);
    await page.reload();
    await expect(page.getByText(`Stage ${w.state.currentStage} of 9`, { exact: true })).toBeVisible();
  }

  /** Clicks Continue, then reports the moving stage right after React has committed, before any frame ends it. */
  const continueAndLook = (page: Page, skipWith: 'pointerdown' | 'keydown' | null) =>
    page.evaluate(async (skip) => {
      const cont = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith('Continue'))!;
      cont.click();
      await new Promise((r) => setTimeout(r, 0));
      const marked = document.querySelectorAll('[data-animating="true"]').length;
      if (skip === 'pointerdown') document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      if (skip === 'keydown') document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      await new Promise((r) => setTimeout(r, 0)); // React has handled the skip
      const title = document.querySelector('h1');
      const moving = title?.parentElement as HTMLElement;
      const style = getComputedStyle(moving);
      return {
        marked,
        markedAfter: document.querySelectorAll('[data-animating]').length,
        title: title?.textContent,
        opacity: style.opacity,
        transform: style.transform,
      };
    }, skipWith);
  const STILL = ['none', 'matrix(1, 0, 0, 1, 0, 0)'];

  test('stage transitions: the next stage slides in; a click or a key press skips it to its end', async ({ page }) => {
    const errors = watchErrors(page);
    await openSaved(page, week('motion', { type: 'goToStage', stage: 3 }));
    // Nothing moves on a load; the motion code comes with the student's first click.
    await expect(page.locator('[data-animating]')).toHaveCount(0);
    await title(page).click();
    await expect(page.locator('[data-motion-ready="true"]')).toHaveCount(1);

    const clicked = await continueAndLook(page, 'pointerdown');
    expect(clicked.marked).toBe(1); // the engine moved on at once and the new stage is entering
    expect(clicked.title).toBe('Pick Your Country');
    expect(clicked.markedAfter).toBe(0); // a click anywhere ends it…
    expect(clicked.opacity).toBe('1'); // …in its final state
    expect(STILL).toContain(clicked.transform);
    expect((await savedWeek(page)).week.state.currentStage).toBe(4);

    const pressed = await continueAndLook(page, 'keydown');
    expect(pressed.marked).toBe(1);
    expect(pressed.title).toBe('Finding Your Solution');
    expect(pressed.markedAfter).toBe(0);
    expect(pressed.opacity).toBe('1');
    expect(STILL).toContain(pressed.transform);

    // Left alone, a transition ends by itself (Back: it comes in from the other side).
    await btn(page, 'Back').click();
    await stageIs(page, 4, 'Pick Your Country');
    await expect(page.locator('[data-animating]')).toHaveCount(0);
    const settled = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('h1')!.parentElement!);
      return { opacity: style.opacity, transform: style.transform };
    });
    expect(settled.opacity).toBe('1');
    expect(STILL).toContain(settled.transform);
    errors.check();
  });

  test('stage transitions under reduced motion: the next stage shows at once, nothing ever animates', async ({ page }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSaved(page, week('still', { type: 'goToStage', stage: 3 }));
    await page.evaluate(() => {
      const w = window as unknown as { __lpMarks: number };
      w.__lpMarks = 0;
      new MutationObserver((list) => {
        for (const m of list) if ((m.target as Element).hasAttribute?.('data-animating')) w.__lpMarks++;
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-animating'] });
    });
    const first = await continueAndLook(page, null);
    expect(first.marked).toBe(0);
    expect(first.title).toBe('Pick Your Country');
    expect(first.opacity).toBe('1');
    expect(STILL).toContain(first.transform);
    await btn(page, 'Continue').click();
    await stageIs(page, 5, 'Finding Your Solution');
    await btn(page, 'Back').click();
    await stageIs(page, 4, 'Pick Your Country');
    expect(await page.evaluate(() => (window as unknown as { __lpMarks: number }).__lpMarks)).toBe(0);
    errors.check();
  });

  test('the Goal Grid placeholder holds the grid\'s room: nothing below it moves when the grid loads', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    // Hold the drag library's code (the only script that names data-rfd attributes) until the placeholder is measured.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-rfd-')) {
        held++;
        await gate;
      }
      await route.fulfill({ response, body });
    });
    await openSaved(page, week('grid', { type: 'goToStage', stage: 8 }));
    await expect(page.getByTestId('goal-grid-loading')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the Goal Grid…' })).toHaveCount(1);
    expect(held).toBeGreaterThan(0);
    const before = await btn(page, 'Continue').boundingBox();
    release();
    await expect(page.getByTestId('column-low')).toBeVisible();
    await expect(page.getByTestId('goal-grid-loading')).toHaveCount(0);
    const after = await btn(page, 'Continue').boundingBox();
    expect(before).not.toBeNull();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    errors.check();
  });
});

test.describe('LaunchPad class game', () => {
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  const CLASS_ID = 'C-LPE2E7';
  const SEED = 'LP-E2ESEED';
  const SECRET = 'Quokka-Lantern-7731 homework swaps between schools';
  const link = classLinkPath(classSpec, { game: 'launchpad', classId: CLASS_ID, seed: SEED, settings: {} });


  test('class link: banner, locked (no settings), reload keeps the class, play to the end, the code verifies with the real codec', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const { foreign } = watchRequests(page, baseURL!);
    await page.setViewportSize(DESKTOP);
    await skipIntroForSession(page);
    await page.goto(link);
    const banner = page.getByTestId('class-banner');
    await expect(banner).toContainText('Class game');
    await expect(banner).toContainText(classSpec.describe({}));
    await expect(banner).toContainText(SEED);
    await expect(banner).toContainText('Nothing you do here is sent anywhere');
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');

    await btn(page, 'Natural leader').click();
    await btn(page, 'Continue').click();
    await btn(page, 'Communication').click();
    await btn(page, 'Next Stage').click();
    await btn(page, /Gaming & E-sports/).click();
    await btn(page, 'Select this industry').click();
    await btn(page, 'Continue').click();
    await stageIs(page, 3, 'What to Know About Your Industry');
    await btn(page, 'Continue').click();
    await stageIs(page, 4, 'Pick Your Country');
    await btn(page, 'Continue').click();
    await stageIs(page, 5, 'Finding Your Solution');

    // A reload mid-game (the link still in the address bar, and without it): still the class game, same stage.
    await page.reload();
    await stageIs(page, 5, 'Finding Your Solution');
    await expect(banner).toBeVisible();
    await page.goto(URL);
    await stageIs(page, 5, 'Finding Your Solution');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('class-replace')).toBeHidden();

    await btn(page, 'Skip').click();
    await btn(page, "That's interesting!").click();
    await btn(page, 'Continue').click();
    await stageIs(page, 6, "Who's Your Customer?");
    for (const v of ['13-18', 'Students', 'Urban', 'Tech-savvy']) {
      await page.getByRole('radio', { name: v, exact: true }).check();
      await btn(page, 'Continue').click();
    }
    await page.getByRole('radio', { name: 'Community-driven' }).check();
    await btn(page, 'Next Stage').click();
    await stageIs(page, 7, 'Rival Radar');
    await page.getByRole('radio', { name: /PixelCoach/ }).check();
    await page.getByLabel('What makes your idea different?').fill(SECRET);
    await expect(page.getByText('High Uniqueness - Your idea stands out from competitors!')).toBeVisible();
    await btn(page, 'Continue').click();
    await stageIs(page, 8, 'Goal Grid');
    await expect(page.getByTestId('column-low')).toBeVisible();
    await page.getByLabel('Move “Attend networking event” to').selectOption('urgent');
    await btn(page, 'Continue').click();
    await stageIs(page, 9, "You're Now a Founder!");

    // The end screen: the result panel, with a nickname.
    const panel = page.getByTestId('result-code');
    await expect(page.getByTestId('end-screen-xp').getByTestId('xp-gained')).toContainText(/\+\d+ XP/);
    await panel.getByLabel(/Nickname for your result/).fill('Ava R');
    const codeBox = panel.getByTestId('result-code-text');
    await expect(codeBox).toHaveValue(/^VQ2\./);
    await expect.poll(async () => (decodeCode(await codeBox.inputValue(), CODECS) as { code?: { nickname: string } }).code?.nickname).toBe('Ava R');
    const code = await codeBox.inputValue();
    console.log(`LaunchPad e2e class code: ${code.length} characters`);

    const v = verifyCode(code, CODECS, { game: 'launchpad', classId: CLASS_ID, seed: SEED, settings: {} });
    expect(v.verdict, v.message).toBe('verified');
    const summary = v.replayed as Summary;
    // …and it is what the end screen shows.
    const article = page.getByRole('article', { name: 'Founder Summary' });
    expect(summary.stagesFinished).toBe(9);
    await expect(page.getByText('Stage 9 of 9', { exact: true })).toBeVisible();
    expect(summary.industry).toBe('Gaming & E-sports');
    await expect(article.getByText('Industry', { exact: true }).locator('..')).toContainText(summary.industry!);
    await expect(article.getByText('Market gap', { exact: true }).locator('..')).toContainText(gapText(summary));
    for (const [i, p] of PRIORITIES.entries()) {
      await expect(article.getByRole('heading', { name: PRIORITY_TITLES[p], exact: true }).locator('..').getByRole('listitem')).toHaveCount(summary.goals[i]);
    }
    expect(summary.goals).toEqual([3, 2, 1]);
    // The class seed was applied: the persona's first name is the one the seed draws.
    await expect(article).toContainText(`${createInitialState(SEED).personaName}, 13-18`);

    // The code carries the week's record, exactly as saved (the click order, the class seed), the answer by its length.
    const saved = await savedWeek(page);
    const d = decodeCode(code, CODECS);
    expect(d.ok && [d.code.seed, d.code.moves]).toEqual([SEED, codeMoves(manifest, saved.week.record.moves)]);
    expect(saved.week.record.seed).toBe(SEED);
    expect(saved.week.state.competitorSelection.uniquenessText).toBe(SECRET);

    // No typed text but the nickname in the code.
    const decoded = JSON.stringify(decodeCode(code, CODECS));
    for (const w of ['Quokka', 'Lantern', '7731', 'homework', 'schools']) {
      expect(code).not.toContain(w);
      expect(decoded).not.toContain(w);
    }
    expect(decoded).toContain('Ava R');

    await expectNoSeriousA11yViolations(page, 'class banner and result panel');
    expect(foreign, 'requests other than the site’s own files').toEqual([]);
    errors.check();
  });

  test('saves made before the log: a finished week still gives a verified code; a week that went back keeps every choice and gets one too', async ({ page }) => {
    const errors = watchErrors(page);
    await skipIntroForSession(page);
    await page.goto(URL);
    // Exactly what the version-1 build wrote (engines/launchpad/saves.v1.json).
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, OLD_SAVES.finished]);
    await page.reload();
    await stageIs(page, 9, "You're Now a Founder!");
    const codeBox = page.getByTestId('result-code').getByTestId('result-code-text');
    await expect(codeBox).toHaveValue(/^VQ2\./);
    const v = verifyCode(await codeBox.inputValue(), CODECS, { game: 'launchpad', classId: '', seed: '', settings: {} });
    expect(v.verdict, v.message).toBe('verified');

    // The version-1 week that went back to stage 3: every choice kept (its moves rebuilt from them); played on to the
    // end, it has a code that verifies.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, OLD_SAVES.wentBack]);
    await page.reload();
    await stageIs(page, 3, 'What to Know About Your Industry');
    await btn(page, 'Continue').click();
    await stageIs(page, 4, 'Pick Your Country');
    await btn(page, 'Continue').click();
    await stageIs(page, 5, 'Finding Your Solution');
    await btn(page, 'Continue').click();
    await stageIs(page, 6, "Who's Your Customer?");
    await btn(page, 'Next Stage').click();
    await stageIs(page, 7, 'Rival Radar');
    await page.getByRole('radio', { name: /PixelCoach/ }).check();
    await btn(page, 'Continue').click();
    await stageIs(page, 8, 'Goal Grid');
    await btn(page, 'Continue').click();
    await stageIs(page, 9, "You're Now a Founder!");
    await expect(page.getByTestId('no-result-code')).toHaveCount(0);
    await expect(codeBox).toHaveValue(/^VQ2\./);
    const rebuilt = verifyCode(await codeBox.inputValue(), CODECS, { game: 'launchpad', classId: '', seed: '', settings: {} });
    expect(rebuilt.verdict, rebuilt.message).toBe('verified');
    await expectNoSeriousA11yViolations(page, 'rebuilt week\'s result code');
    errors.check();
  });

  test('a class link over an unfinished solo game asks first; "Keep my game" keeps it; leaving returns to solo play', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const { foreign } = watchRequests(page, baseURL!);
    await skipIntroForSession(page);
    await page.goto(URL);
    await btn(page, 'Confident speaker').click();
    await expect(btn(page, 'Confident speaker')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(link);
    const dialog = page.getByTestId('class-replace');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You have an unfinished game here.');
    await expectNoSeriousA11yViolations(page, 'replace dialog');
    await dialog.getByRole('button', { name: 'Keep my game' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(btn(page, 'Confident speaker')).toHaveAttribute('aria-pressed', 'true');

    await page.goto(link);
    await dialog.getByRole('button', { name: 'Start the class game' }).click();
    await expect(page.getByTestId('class-banner')).toBeVisible();
    await expect(btn(page, 'Confident speaker')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('0 of 3 selected')).toBeVisible();
    await btn(page, 'Creative thinker').click();

    await page.getByRole('button', { name: 'Leave the class game' }).click();
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await page.goto(URL);
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await expect(btn(page, 'Creative thinker')).toHaveAttribute('aria-pressed', 'true'); // the student's work stays, now solo
    expect(foreign).toEqual([]);
    errors.check();
  });

  test('a broken link opens the normal game with a notice; unknown parameters are ignored (LaunchPad has no settings)', async ({ page }) => {
    const errors = watchErrors(page);
    await skipIntroForSession(page);
    await page.goto(`${URL}?class=x&seed=${SEED}`);
    const notice = page.getByTestId('class-link-problems');
    await expect(notice).toContainText('This class link is incomplete or damaged');
    await expect(page.getByTestId('class-banner')).toHaveCount(0);
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expectNoSeriousA11yViolations(page, 'broken link notice');

    await page.goto(`${URL}?class=${CLASS_ID}&seed=bad%20seed!`);
    await expect(notice).toContainText('This class link has no valid seed');
    await expect(page.getByTestId('class-banner')).toHaveCount(0);

    await page.goto(`${link}&difficulty=99&players=0`);
    await expect(page.getByTestId('class-banner')).toBeVisible();
    await expect(notice).toHaveCount(0);
    errors.check();
  });
});

test.describe('LaunchPad static frame (docs/site.md, "Static frames")', () => {
  test.describe.configure({ timeout: 120_000 });
  test("with JavaScript off, the page holds the intro's first frame, inert, under a loading status", async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(URL);
      const frame = page.getByTestId('sim-frame');
      await expect(frame).toBeVisible();
      await expect(frame.getByText('Welcome', { exact: true })).toBeVisible();
      await expect(frame.getByText('Where Ambition Meets Action')).toBeVisible();
      await expect(frame.getByRole('status')).toHaveText(/Loading/);
      await expect(frame.locator('[inert]')).toHaveCount(1);
      await expect(page.getByText('Skip Intro')).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await context.close();
    }
  });

  test('with JavaScript on, the intro replaces the frame in place (same spot, one h1); a returning student gets the stage', async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/_next/static/chunks/**', async (r) => {
      // Hold the scripts back a little so the frame is seen first, as on a slow school network.
      await new Promise((f) => setTimeout(f, 300));
      await r.continue();
    });
    await page.goto(URL);
    const frameWelcome = page.getByTestId('sim-frame').getByText('Welcome', { exact: true });
    const before = await frameWelcome.boundingBox({ timeout: 5_000 }).catch(() => null);
    await expect(page.getByTestId('sim-frame')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'LaunchPad, Week 1: welcome' })).toBeAttached();
    await expect(page.locator('h1')).toHaveCount(1);
    const welcome = page.getByText('Welcome', { exact: true });
    await expect(welcome).toHaveCount(1);
    // The intro's 'Welcome' is where the frame's was (no jump), when the frame was measured before the intro came.
    if (before) expect(await welcome.boundingBox()).toEqual(before);

    await skipIntroForSession(page);
    await page.reload();
    await stageIs(page, 1, 'Who Are You as an Entrepreneur?');
    await expect(page.getByTestId('sim-frame')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    errors.check();
  });
});
