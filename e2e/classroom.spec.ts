import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';
import { csvColumn } from '../lib/classroom/report';
import { CLASSROOM, CODECS } from '../engines/classroom';
import { CODE_PREFIX, decodeCode } from '../engines/core/code';
import type { BullwhipSummary } from '../engines/bullwhip/classroom';
import { rules as everestRules } from '../engines/everest/index';
import { SPEC } from '../engines/everest/fixtures/spec';
import { careful } from '../engines/everest/policies';
import type { Difficulty, EverestAction } from '../engines/everest/types';
import { actionTexts } from '../content/everest/text';

/**
 * The classroom kit end to end, with two browser contexts as two devices (docs/classroom.md): the teacher makes a
 * Bullwhip class on /teacher; the student opens the class link on their own device, plays 12 rounds and copies the
 * result code; the teacher pastes it, with chat noise and a tampered copy, into the class report and sees the
 * student's row with the figures the replay recomputes; the tampered copy is listed with its reason; the CSV holds
 * the row. Nothing leaves either device but requests for the site's own files.
 *
 * The same for Everest (a Normal class; the student climbs with the careful plan for the class's seed) and for Summit
 * (a Doctor class played on a 375 px phone across the intro, roles and dashboard routes): the seed is the one the
 * teacher's form shows, so each run plays a new expedition, and the report must show what that student's end screen
 * showed. The leaderboard hides nicknames until its switch; the CSV is checked cell by cell; axe runs on each report
 * (Summit's also at 375 px). SHOTS_DIR=<dir> saves screenshots of the end screens and reports for a person to look at.
 */

const tamper = (code: string) => {
  const i = CODE_PREFIX.length + 9;
  return code.slice(0, i) + (code[i] === 'Q' ? 'R' : 'Q') + code.slice(i + 1);
};

test('two devices: a teacher runs a Bullwhip class, a student plays it and hands in the code, the report verifies it', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  const spec = CLASSROOM.bullwhip!.classSpec;
  const report = CLASSROOM.bullwhip!.report;

  // The teacher's device.
  const teacherCtx = await browser.newContext({ serviceWorkers: 'block' });
  const teacher = await teacherCtx.newPage();
  watchRequests(teacher, origin, outside);
  const teacherErrors = watchErrors(teacher);
  await teacher.goto('/teacher');
  await teacher.getByTestId('pick-bullwhip').click();
  await teacher.getByLabel(spec.fields[0].label, { exact: true }).selectOption('noisy');
  await teacher.getByLabel(spec.fields[1].label, { exact: true }).selectOption('D');
  await teacher.getByLabel('Seed', { exact: true }).fill('E2E-CLASS-BW');
  await teacher.getByRole('button', { name: 'Create class link' }).click();
  const link = await teacher.getByTestId('class-link').inputValue();
  const url = new URL(link);
  expect(url.pathname).toBe(spec.route);
  const classId = url.searchParams.get('class')!;

  // The student's device: another context, nothing shared with the teacher's.
  const studentCtx = await browser.newContext({ serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });
  const student = await studentCtx.newPage();
  watchRequests(student, origin, outside);
  const studentErrors = watchErrors(student);
  await student.emulateMedia({ reducedMotion: 'reduce' });
  await student.goto(link);
  const banner = student.getByTestId('class-banner');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('you play the Distributor');
  await expect(student.getByLabel('Your role')).toBeDisabled();
  await student.getByRole('button', { name: 'Start' }).click();
  await expect(student.getByTestId('round')).toHaveText('1');
  const orders = [4, 4, 6, 8, 8, 5, 5, 4, 6, 4, 4, 4];
  for (let r = 1; r <= 12; r++) {
    await student.getByLabel('Order quantity (0–40)').fill(String(orders[r - 1]));
    await student.getByRole('button', { name: 'Resolve Round' }).click();
    if (r < 12) await expect(student.getByTestId('round')).toHaveText(String(r + 1));
  }
  await expect(student.getByRole('heading', { name: 'Game Complete' })).toBeVisible();
  const panel = student.getByTestId('result-code');
  await panel.getByLabel(/^Nickname for your result/).fill('Robin');
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByText(/^Copied\./)).toBeVisible();
  const code = (await student.evaluate(() => navigator.clipboard.readText())).trim();
  expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
  // The code is never put in a URL.
  expect(student.url()).not.toContain(code.slice(CODE_PREFIX.length, CODE_PREFIX.length + 12));
  const decoded = decodeCode(code, CODECS);
  if (!decoded.ok) throw new Error(decoded.message);
  const summary = decoded.code.summary as BullwhipSummary;
  expect(summary.orders).toEqual(orders);

  // Back on the teacher's device: paste from a chat, with noise and a tampered copy.
  await teacher.getByRole('link', { name: 'Open report for this class' }).click();
  await expect(teacher.getByTestId('report-class')).toHaveValue(classId);
  await teacher.getByTestId('paste').fill(`[10:02] Robin: here it is -> ${code} <- thanks!\n[10:03] Sam: ${tamper(code)}\nlol`);
  await teacher.getByRole('button', { name: 'Check codes' }).click();
  await expect(teacher.getByTestId('report-status')).toHaveText('Checked 2 codes: 1 verified, 1 not counted.');
  const row = teacher.getByTestId('table-bullwhip').getByRole('row').filter({ hasText: 'Robin' });
  await expect(row).toHaveCount(1);
  for (const col of report.columns) await expect(row).toContainText(col.text(summary));
  await expect(teacher.getByTestId('rejected')).toContainText('The checksum is wrong');
  await expect(teacher.getByTestId('report-bullwhip').getByTestId('series-chart')).toBeVisible();
  await expectNoSeriousA11yViolations(teacher, 'class report with a student row');

  const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: /Export CSV/ }).click()]);
  const csv = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`Robin,${classId},E2E-CLASS-BW`);

  expect(outside, 'requests that left the site').toEqual([]);
  teacherErrors.check();
  studentErrors.check();
  await teacherCtx.close();
  await studentCtx.close();
});

/* ------------------------------------------------------------------ Everest and Summit: the same two devices */

/** A device: its own browser context, every request watched (only the site's own origin allowed), errors collected. */
async function device(browser: Browser, origin: string, outside: string[], options: BrowserContextOptions = {}) {
  const ctx = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce', ...options });
  const page = await ctx.newPage();
  watchRequests(page, origin, outside);
  const errors = watchErrors(page);
  return { ctx, page, errors };
}

/** With SHOTS_DIR set, saves a full-page screenshot there (for a person to look at); otherwise does nothing. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The teacher's form on /teacher, through its real controls: the game, one setting, the seed the form shows (kept
 * as it is). Returns the class link as the page shows it, with its class id and seed.
 */
async function createClass(teacher: Page, game: string, setting: { label: string; value: string }) {
  await teacher.goto('/teacher');
  await teacher.getByTestId(`pick-${game}`).click();
  await teacher.getByLabel(setting.label, { exact: true }).selectOption(setting.value);
  const seed = await teacher.getByLabel('Seed', { exact: true }).inputValue();
  expect(seed).toMatch(/^J[0-9A-HJKMNP-TV-Z]{6}$/); // a join seed: the class also has a join code
  const words = (await teacher.getByTestId('settings-words').textContent())!;
  await teacher.getByRole('button', { name: 'Create class link' }).click();
  const link = await teacher.getByTestId('class-link').inputValue();
  const url = new URL(link);
  expect(url.searchParams.get('seed')).toBe(seed);
  expect(url.searchParams.get(setting.label.toLowerCase())).toBe(setting.value);
  return { link, url, classId: url.searchParams.get('class')!, seed, words };
}

/** The student's end screen: nickname typed, the code copied with the Copy button; the clipboard and the field agree. */
async function copyCode(student: Page, nickname: string) {
  const panel = student.getByTestId('result-code');
  await panel.getByLabel(/^Nickname for your result/).fill(nickname);
  const field = panel.getByTestId('result-code-text');
  await expect(field).toHaveValue(/^VQ2\./);
  await panel.getByRole('button', { name: 'Copy code' }).click();
  await expect(panel.getByText(/^Copied\./)).toBeVisible();
  const code = (await student.evaluate(() => navigator.clipboard.readText())).trim();
  expect(code).toMatch(/^VQ2\.[A-Za-z0-9_-]+$/);
  expect(code).toBe((await field.inputValue()).trim());
  expect(student.url()).not.toContain(code.slice(CODE_PREFIX.length, CODE_PREFIX.length + 12));
  const decoded = decodeCode(code, CODECS);
  if (!decoded.ok) throw new Error(decoded.message);
  expect(decoded.code.nickname).toBe(nickname);
  return code;
}

/** A CSV file's rows as cells (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    for (const m of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) cells.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    rows.push(cells);
  }
  return rows;
}

/**
 * The teacher's report for the class: the code pasted inside chat noise with a tampered copy; the student's row holds
 * exactly `cells` (the figures the student's end screen showed); the tampered copy is listed with its reason; the
 * leaderboard hides the nickname until the switch; the CSV holds the row. Returns the teacher's report section.
 */
async function checkReport(
  teacher: Page,
  o: { game: string; title: string; classId: string; seed: string; code: string; nickname: string; cells: string[] },
) {
  const room = CLASSROOM[o.game as keyof typeof CLASSROOM]!;
  await teacher.getByRole('link', { name: 'Open report for this class' }).click();
  await expect(teacher.getByTestId('report-class')).toHaveValue(o.classId);
  await teacher.getByTestId('paste').fill(`[10:02] ${o.nickname}: done!! here -> ${o.code} <- ok?\n[10:03] Sam: ${tamper(o.code)}\n[10:04] Sam: lol`);
  await teacher.getByRole('button', { name: 'Check codes' }).click();
  await expect(teacher.getByTestId('report-status')).toHaveText('Checked 2 codes: 1 verified, 1 not counted.');
  const section = teacher.getByTestId(`report-${o.game}`);
  const row = teacher.getByTestId(`table-${o.game}`).getByRole('row').filter({ hasText: o.nickname });
  // Bullwhip and Everest rows end with their "What if?" button (docs/classroom.md, "What if?").
  const whatIf = o.game === 'bullwhip' || o.game === 'everest' ? ['What if?'] : [];
  await expect(row.getByRole('cell')).toHaveText(['1', o.nickname, '1', ...o.cells, '', ...whatIf]);
  await expect(teacher.getByTestId('rejected')).toContainText('The checksum is wrong');
  await expect(teacher.getByTestId('rejected').getByRole('row')).toHaveCount(2);

  // The leaderboard for projecting: nicknames hidden until the teacher switches them on.
  await section.getByRole('button', { name: 'Show leaderboard for projecting' }).click();
  const board = section.getByTestId(`leaderboard-${o.game}`);
  await expect(board.getByRole('listitem')).toHaveText([/^1\. Student 1 \S+$/]);
  await expect(board).not.toContainText(o.nickname);
  await board.getByRole('switch', { name: 'Show nicknames' }).check();
  await expect(board.getByRole('listitem')).toHaveText([new RegExp(`^1\\. ${o.nickname} \\S+$`)]);

  const [download] = await Promise.all([
    teacher.waitForEvent('download'),
    section.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^class-report-${o.game}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 with a byte-order mark').toBe(true);
  const csv = parseCsv(text.slice(1));
  // Numbers as spreadsheets read them: each figure the end screen showed ("$1,544", "93.4%", "−3.0") is a plain number
  // in its cell, with its unit in the heading.
  const columns = room.report.columns.map((c, i) => csvColumn(c.label, [o.cells[i]]));
  expect(csv).toEqual([
    ['Simulation', 'Student', 'Nickname', 'Class', 'Seed', 'Attempt', 'Half-way code', ...columns.map((c) => c.heading), 'Same moves as'],
    [o.title, 'Student 1', o.nickname, o.classId, o.seed, '1', '', ...columns.map((c) => c.cells[0]), ''],
  ]);
  for (const [i, shown] of o.cells.entries()) {
    if (/^[+\u2212-]?\$?[\d,]+(\.\d+)?[%×]?$/.test(shown)) expect(Number.isFinite(Number(csv[1][7 + i])), `${shown} → ${csv[1][7 + i]}`).toBe(true);
  }
  return section;
}

/** Everest's careful plan for this expedition, worked out ahead (as a coach would): the day actions, in order. */
function everestPlan(difficulty: Difficulty, seed: string): EverestAction['type'][] {
  let s = everestRules.init({ difficulty }, seed);
  s = everestRules.step(s, { type: 'setFlow', flow: careful.settings.flow }).state;
  const plan: EverestAction['type'][] = [];
  for (let i = 0; i < 200 && s.phase !== 'END'; i++) {
    const want = careful.next(s);
    const a: EverestAction = everestRules.refusal(s, want) ? { type: 'rest' } : want;
    plan.push(a.type);
    s = everestRules.step(s, a).state;
  }
  expect(s.phase, 'the plan ends the expedition').toBe('END');
  return plan;
}

/** The day actions' button labels, as the screen reads them (content/everest/text.ts). */
const EVEREST_BUTTON: Partial<Record<string, string>> = Object.fromEntries(actionTexts().map((a) => [a.type, a.label]));

test('two devices: a teacher runs an Everest class on Normal, a student climbs it and hands in the code, the report verifies it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  const T = await device(browser, origin, outside);
  const cls = await createClass(T.page, 'everest', { label: 'Difficulty', value: 'Normal' });
  expect(cls.url.pathname).toBe('/everest/dashboard');
  const normal = SPEC.difficulties.Normal;
  expect(cls.words).toBe(`Everest Expedition · Normal difficulty · ${normal.days}-day window, ${normal.oxygen} oxygen, ${normal.food} food`);

  // The student's device.
  const S = await device(browser, origin, outside, { permissions: ['clipboard-read', 'clipboard-write'] });
  const student = S.page;
  await student.goto(cls.link);
  const banner = student.getByTestId('class-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner.getByRole('heading', { name: 'Class game' })).toBeVisible();
  await expect(banner).toContainText(`${cls.words} · seed ${cls.seed}`);
  await expect(student.getByLabel('Difficulty')).toBeDisabled();
  await expect(student.getByText(`Playing: Normal, seed "${cls.seed}"`)).toBeVisible();
  await expect(student.getByTestId('day')).toHaveText(`1 of ${normal.days}`);

  // The climb, with real clicks: high oxygen flow, then the careful plan for this seed, closing each event's dialog.
  await student.getByLabel('Oxygen flow').selectOption('High');
  const where = student.getByTestId('status');
  const modal = student.getByTestId('event-modal');
  for (const type of everestPlan('Normal', cls.seed)) {
    const before = `${await student.getByTestId('day').textContent()} ${await student.getByTestId('phase').textContent()}`;
    const button = student.getByRole('button', { name: EVEREST_BUTTON[type], exact: true });
    await expect(button, `${type} on ${before}`).toBeEnabled();
    await button.click();
    await expect.poll(async () => `${await student.getByTestId('day').textContent()} ${await student.getByTestId('phase').textContent()}`).not.toBe(before);
    if (await modal.isVisible()) await modal.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(modal).toBeHidden();
  }
  await expect(where.getByTestId('phase')).toHaveText('END');
  await expect(student.getByTestId('summary')).toBeVisible();
  const shown = {
    summit: (await student.getByTestId('summary-summit').textContent())!,
    home: (await student.getByTestId('summary-home').textContent())!,
    days: (await student.getByTestId('summary-days').textContent())!,
    score: (await student.getByTestId('summary-score').textContent())!,
    grade: (await student.getByTestId('summary-grade').textContent())!,
  };
  expect(shown.summit).toMatch(/^(Yes|No)$/);
  expect(shown.days).toMatch(/^\d+$/);
  expect(shown.score).toMatch(/^-?\d+$/);
  await expect(student.getByText(`Final score ${shown.score}, grade ${shown.grade}`)).toBeVisible();
  const code = await copyCode(student, 'Mountain Goat');
  await shot(student, 'everest-student-end-1280');

  // The teacher's device again.
  await checkReport(T.page, {
    game: 'everest',
    title: 'Everest Expedition',
    classId: cls.classId,
    seed: cls.seed,
    code,
    nickname: 'Mountain Goat',
    cells: [shown.summit, shown.home, shown.days, shown.score, shown.grade],
  });
  await expectNoSeriousA11yViolations(T.page, 'class report with an Everest row');
  await shot(T.page, 'everest-report-1280');

  expect(outside, 'requests that left the site').toEqual([]);
  T.errors.check();
  S.errors.check();
  await T.ctx.close();
  await S.ctx.close();
});

test('two devices: a teacher runs a Summit class as the Doctor, a student plays it on a phone across the three routes, the report verifies it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  const T = await device(browser, origin, outside);
  const cls = await createClass(T.page, 'summit', { label: 'Role', value: 'doctor' });
  expect(cls.url.pathname).toBe('/simulation/summit');
  expect(cls.words).toBe('Summit of Decisions · you play the Doctor');

  // The student's device: a phone.
  const S = await device(browser, origin, outside, { viewport: MOBILE, permissions: ['clipboard-read', 'clipboard-write'] });
  const student = S.page;
  await student.goto(cls.link);
  const banner = student.getByTestId('class-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText(`${cls.words} · seed ${cls.seed}`);
  await student.getByRole('link', { name: 'Choose Your Role' }).first().click();
  await expect(student.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible({ timeout: 30_000 });
  await expect(student.getByTestId('class-banner')).toContainText('you play the Doctor');
  await expect(student.getByRole('radio', { name: /^Doctor/ })).toBeChecked();
  await expect(student.getByRole('radio', { name: /^Leader/ })).toBeDisabled();
  await student.getByRole('button', { name: 'Confirm Role' }).click();
  await student.getByRole('button', { name: 'Start Simulation' }).click();
  await expect(student).toHaveURL(/\/simulation\/summit\/dashboard$/);
  await expect(student.getByTestId('class-banner')).toContainText('you play the Doctor', { timeout: 30_000 });

  await student.getByLabel('Product concept').fill('Homework helper robot');
  await student.getByLabel('Target market').fill('Busy parents');
  await student.getByLabel('Pricing strategy').selectOption('Freemium');
  await student.getByLabel('Marketing channel').selectOption('Social media');
  await student.getByLabel('Business model').selectOption('Subscription');
  await student.getByRole('button', { name: 'Begin the climb' }).click();
  // Seven rounds (fewer if the whole team falls): a choice each round, then on to the next.
  let rounds = 0;
  for (;;) {
    rounds++;
    await student.getByRole('radio').nth(rounds % 3).check();
    await student.getByRole('button', { name: /Submit Vote|Confirm Decision/ }).click();
    await expect(student.getByRole('heading', { level: 2, name: /outcome/ })).toBeVisible();
    const next = student.getByRole('button', { name: /^(Next round|See final results)/ });
    const last = (await next.textContent()) === 'See final results';
    await next.click();
    if (last) break;
    expect(rounds, 'at most seven rounds').toBeLessThan(7);
  }
  const heading = student.getByRole('heading', { level: 2, name: /^(Summit reached|The summit was not reached)/ });
  await expect(heading).toBeVisible();
  const reached = (await heading.textContent())!.includes('Summit reached');
  const fact = (term: string) => student.getByTestId('summit-final-facts').locator('div').filter({ has: student.getByText(term, { exact: true }) }).locator('dd');
  const survivorsText = (await fact('Survivors').textContent())!.trim();
  const [oxygen, morale] = (await fact('Oxygen · Morale').textContent())!.split('·').map((x) => x.trim());
  const [progress, health] = (await fact('Progress · Team health').textContent())!.split('·').map((x) => x.trim());
  const score = (await fact('Score').textContent())!.trim();
  expect(survivorsText).toMatch(/^[0-5] of 5$/);
  for (const n of [oxygen, morale, progress, health, score]) expect(n).toMatch(/^-?\d+$/);
  const survivors = Number(survivorsText.split(' ')[0]);
  const code = await copyCode(student, 'Kestrel');
  await expectNoHorizontalScroll(student);
  await shot(student, 'summit-student-end-375');

  const outcome = reached ? 'Summit reached' : survivors === 0 ? 'Team lost' : 'Not reached';
  await checkReport(T.page, {
    game: 'summit',
    title: 'Summit of Decisions',
    classId: cls.classId,
    seed: cls.seed,
    code,
    nickname: 'Kestrel',
    cells: [outcome, survivorsText, oxygen, morale, health, progress, score, String(rounds)],
  });
  await expectNoSeriousA11yViolations(T.page, 'class report with a Summit row, 1280 px');
  await shot(T.page, 'summit-report-1280');
  // The same report projected from a phone-sized window.
  await T.page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(T.page);
  await expectNoSeriousA11yViolations(T.page, 'class report with a Summit row, 375 px');
  await shot(T.page, 'summit-report-375');

  expect(outside, 'requests that left the site').toEqual([]);
  T.errors.check();
  S.errors.check();
  await T.ctx.close();
  await S.ctx.close();
});
