import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { DESKTOP, MOBILE, expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors, watchRequests } from './helpers';
import { CLASSROOM } from '../engines/classroom';
import { CODE_PREFIX, encodeCode, type CodeGame, type GameCodec } from '../engines/core/code';
import { Rng, seedRng } from '../engines/core/prng';
import { rules as everestRules } from '../engines/everest/index';
import { play, start } from '../engines/core/record';
import { codeFor, summaryOf } from '../engines/everest/classroom';
import { DAY_ACTION_VALUES, type Difficulty, type EverestAction } from '../engines/everest/types';
import { csvCell } from '../lib/classroom/report';
import { rules as bullwhipRules } from '../engines/bullwhip/index';
import { SEED as BULLWHIP_SEED } from '../engines/bullwhip/constants';
import { codeFor as bullwhipCodeFor } from '../engines/bullwhip/classroom';
import { bullwhipWhatIf, recordOfCode as bullwhipRecordOfCode } from '../engines/bullwhip/whatIf';
import { dayRange as everestDayRange, everestWhatIf, recordOfCode as everestRecordOfCode } from '../engines/everest/whatIf';
import { checkWhatIf } from './whatIf';

/**
 * The teacher's pages (docs/classroom.md, "The teacher's pages and guides"): /teacher (run a class) and /teacher/report
 * (the class report). The class-link tests use the first simulation registered in engines/classroom.ts; the report's
 * rejection paths need no registered game. A verified row needs a real game's codec: that test runs once one is
 * registered.
 */

const SHOTS = '/tmp/teacher';
fs.mkdirSync(SHOTS, { recursive: true });

const registered = Object.keys(CLASSROOM) as CodeGame[];

/** A code-shaped text that is not a code of this site (made with a toy codec for a game index, never verified). */
const toy: GameCodec<{ n: number }, number, { n: number }> = {
  game: 'launchpad',
  rulesVersion: 9999,
  writeSettings: (w, s) => void w.uint(s.n),
  readSettings: (r) => ({ n: r.uint(9) }),
  writeMoves: (w, ms) => {
    w.uint(ms.length);
    for (const m of ms) w.uint(m);
  },
  readMoves: (r) => r.list(9, (x) => x.uint(9)),
  writeSummary: (w, s) => void w.uint(s.n),
  readSummary: (r) => ({ n: r.uint(9) }),
  replay: () => ({ ok: true, finished: true, summary: { n: 1 } }),
};
const toyCode = encodeCode(toy, { classId: '', nickname: 'Toy', seed: 'S', settings: { n: 1 }, moves: [1, 2], summary: { n: 1 } });
/** One character changed in the middle: the checksum no longer matches. */
const tampered = (code: string) => {
  const i = CODE_PREFIX.length + 5;
  return code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
};

test.describe('run a class (/teacher)', () => {
  test('the page: axe clean, no sideways scroll at 375 and 1280 px, nothing fetched from elsewhere', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const net = watchRequests(page, new URL(baseURL!).origin);
    for (const [name, size] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/teacher');
      await expect(page.getByRole('heading', { level: 1, name: 'Run a class' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      // The file picker's own button is a target too: as tall as the other controls here, 40 px (the browser's is ~22–24 px).
      expect((await page.getByTestId('import-class').boundingBox())!.height).toBeGreaterThanOrEqual(40);
      await expectNoSeriousA11yViolations(page, `/teacher ${name}`);
      await page.screenshot({ path: `${SHOTS}/teacher-${name}.png`, fullPage: true });
    }
    net.check();
    errors.check();
  });

  test('a seed of the longest allowed length is seen whole at 375 and 1280 px, and Enter in it makes the link', async ({ page }) => {
    const errors = watchErrors(page);
    const longest = `LONG-${'ABCDEFGHIJ'.repeat(6)}`.slice(0, 64);
    expect(longest).toHaveLength(64);
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto('/teacher');
      const seed = page.getByLabel('Seed', { exact: true });
      await seed.fill(longest);
      await expect(seed).toHaveValue(longest);
      await expect(page.getByText('A seed is 1 to 64 letters, digits, - or _')).toHaveCount(0);
      // Nothing of it is scrolled out of the box, sideways or downwards; the box fits the page.
      const fit = await seed.evaluate((el) => ({
        sideways: el.scrollWidth - el.clientWidth,
        down: el.scrollHeight - el.clientHeight,
        right: el.getBoundingClientRect().right,
        page: document.documentElement.clientWidth,
      }));
      expect(fit.sideways).toBeLessThanOrEqual(0);
      expect(fit.down).toBeLessThanOrEqual(1);
      expect(fit.right).toBeLessThanOrEqual(fit.page);
      await expectNoHorizontalScroll(page);
    }
    await page.getByLabel('Seed', { exact: true }).press('Enter');
    await expect(page.getByTestId('class-output')).toBeVisible();
    expect(new URL(await page.getByTestId('class-link').inputValue()).searchParams.get('seed')).toBe(longest);
    errors.check();
  });

  test('a class link with Copy, a QR code, a printable handout; saved, listed after a reload, deleted after confirming', async ({ page, context, baseURL }) => {
    test.skip(registered.length === 0, 'no simulation is registered in engines/classroom.ts yet');
    const game = registered[0];
    const spec = CLASSROOM[game]!.classSpec;
    const errors = watchErrors(page);
    const net = watchRequests(page, new URL(baseURL!).origin);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // window.print is replaced so the test can look at the handout in print media instead of a print dialog.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.goto('/teacher');
    await page.getByTestId(`pick-${game}`).click();
    const seed = page.getByLabel('Seed', { exact: true });
    await seed.fill('bad seed!');
    await expect(page.getByText('A seed is 1 to 64 letters, digits, - or _')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create class link' })).toBeDisabled();
    await seed.fill('E2E-SEED-1');
    await page.getByLabel(/Name for your list/).fill('Year 9 B');
    // An out-of-range number shows the game's own clamping message, and the link carries the clamped value.
    const intField = spec.fields.find((f) => f.kind === 'int');
    if (intField && intField.kind === 'int') {
      await page.getByLabel(intField.label, { exact: true }).fill(String(intField.max + 5));
      await expect(page.getByText(new RegExp(`must be a whole number from ${intField.min} to ${intField.max}`))).toBeVisible();
    }
    await page.getByRole('button', { name: 'Create class link' }).click();

    const out = page.getByTestId('class-output');
    await expect(out).toBeVisible();
    const link = await page.getByTestId('class-link').inputValue();
    const url = new URL(link);
    expect(url.origin).toBe(new URL(baseURL!).origin);
    expect(url.pathname).toBe(spec.route);
    expect(url.searchParams.get('seed')).toBe('E2E-SEED-1');
    expect(url.searchParams.get('class')).toMatch(/^C-[A-Z0-9]+$/);
    if (intField) expect(url.searchParams.get(intField.param)).toBe(String(intField.max));

    await out.getByRole('button', { name: 'Copy link' }).click();
    await expect(out.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await out.getByRole('button', { name: 'Show QR code' }).click();
    await expect(out.getByTestId('qr')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teacher with a class link and its QR code');

    await out.getByRole('button', { name: 'Print handout' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const handout = page.getByTestId('handout');
    await expect(handout).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(handout).toBeVisible();
    await expect(handout).toContainText(link);
    await expect(handout.getByTestId('qr')).toBeVisible();
    await expect(handout).toContainText('Play the simulation to the end. It takes');
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create class link' })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/handout-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.reload();
    const item = page.getByTestId('class-item').filter({ hasText: 'Year 9 B' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Show link/ }).click();
    await expect(page.getByTestId('class-link')).toHaveValue(link);

    await item.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByTestId('delete-class-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete class' }).click();
    await expect(page.getByTestId('class-item')).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No classes yet.')).toBeVisible();
    net.check();
    errors.check();
  });
});

test.describe('class report (/teacher/report)', () => {
  test('the page: axe clean, 375 and 1280 px, nothing fetched from elsewhere', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const net = watchRequests(page, new URL(baseURL!).origin);
    for (const [name, size] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/teacher/report');
      await expect(page.getByRole('heading', { level: 1, name: 'Class report' })).toBeVisible();
      await expect(page.getByText('“Verified” means these moves give this result — not that the student played alone.', { exact: false })).toBeVisible();
      await expect(page.getByTestId('paste')).toBeVisible();
      await expectNoHorizontalScroll(page);
      expect((await page.getByTestId('file').boundingBox())!.height).toBeGreaterThanOrEqual(40);
      await expectNoSeriousA11yViolations(page, `/teacher/report ${name}`);
      await page.screenshot({ path: `${SHOTS}/report-${name}.png`, fullPage: true });
    }
    net.check();
    errors.check();
  });

  test('noise, a tampered code, a future-version code and a code of no game here: each listed with its reason, nothing counted', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/teacher/report');
    const future = 'VQ7.AAECAwQFBgcICQ';
    const text = `lesson chat 09:14\nSam: here is mine ${tampered(toyCode)} thanks\nAna;${future};done\n${toyCode}\nrandom VQ1. noise\n${future}`;
    await page.getByTestId('paste').fill(text);
    await page.getByRole('button', { name: 'Check codes' }).click();
    const status = page.getByTestId('report-status');
    await expect(status).toHaveText('Checked 3 codes: 0 verified, 3 not counted.');
    const summary = page.getByTestId('report-summary');
    await expect(summary).toContainText('1 repeated copy of a code merged.');
    const rejected = page.getByTestId('rejected');
    await expect(rejected).toContainText('The checksum is wrong: the code was changed or copied incompletely.');
    await expect(rejected).toContainText('This code was made by a newer version of the site — reload the teacher page.');
    // The toy code's game has no codec of that rules version here (or no codec at all): never counted.
    await expect(rejected.getByRole('row')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page, 'report with rejected codes');
    await page.screenshot({ path: `${SHOTS}/report-rejected.png`, fullPage: true });
    // Print: a clean page — the results, without the site's header and footer or the paste form.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByTestId('paste')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    await expect(rejected).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    errors.check();
  });

  test('empty text and text without codes say so', async ({ page }) => {
    await page.goto('/teacher/report');
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText('Paste some codes first (or choose a file).');
    await page.getByTestId('paste').fill('\u0000\u0001 binary ÿþ noise VQ1 VQ. nothing here');
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText(/No result codes were found in this text/);
  });

  test('a chosen .csv file is read; a file over 5 MB is refused with a message', async ({ page }) => {
    await page.goto('/teacher/report');
    const file = page.getByTestId('file');
    await file.setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(6 * 1024 * 1024, 'x') });
    await expect(page.getByText('This file is 6.0 MB. The report reads files up to 5 MB')).toBeVisible();
    await file.setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,code\nSam,${tampered(toyCode)}\n`) });
    await expect(page.getByText('Read codes.csv.')).toBeVisible();
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText('Checked 1 code: 0 verified, 1 not counted.');
    await expect(page.getByTestId('rejected')).toContainText('The checksum is wrong');
  });

  test('10,000 junk-ish codes: checked in chunks with the progress text updating, and the page answers meanwhile', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/teacher/report');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let x = 12345;
    const junk = Array.from({ length: 10_000 }, (_, n) => {
      // Distinct by construction (the row number in base 36), then random-looking characters.
      let s = `row ${n}: VQ1.${n.toString(36).padStart(6, 'A')}`;
      for (let i = 0; i < 54; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        s += alphabet[(x >>> 16) % 64];
      }
      return s;
    }).join('\n');
    // Set as one paste would (fill() types the 640 kB through the input pipeline, which is slow).
    await page.getByTestId('paste').evaluate((el, value) => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      set.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, junk);
    // The paste started loading the report (docs/site.md, "Teacher pages"): the status watched is the report's own.
    await expect(page.getByTestId('tool-frame')).toHaveCount(0);
    // Every text the status shows while checking is recorded, to see the progress move between chunks.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const el = document.querySelector('[data-testid="report-status"]')!;
      new MutationObserver(() => seen.push(el.textContent || '')).observe(el, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toContainText('Checked 10,000', { timeout: 60_000 });
    await expect(page.getByTestId('report-status')).toHaveText('Checked 10,000 codes: 0 verified, 10,000 not counted.');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const progress = new Set(seen.filter((t) => /^Checked [\d,]+ of 10,000…$/.test(t)));
    expect(progress.size, 'distinct progress texts shown while checking').toBeGreaterThan(2);
    await expect(page.getByTestId('rejected')).toContainText('… and 9,800 more not shown.');
    errors.check();
  });

  test('a readable code is kept for the class and checked again after a reload, a made-up token is not; the saved report can be deleted', async ({ page }) => {
    test.skip(!CLASSROOM.everest, 'Everest is not registered in engines/classroom.ts');
    await page.goto('/teacher/report');
    // A token of a newer code format has no header this page can read: it is listed, never stored.
    const future = 'VQ7.AAECAwQFBgcICQ';
    const real = everestCode('SOLO-1', 'Normal', '', 'Kept', 9).code;
    await page.getByTestId('paste').fill(`x ${future} ${real} y`);
    await page.getByRole('button', { name: 'Check codes' }).click();
    await expect(page.getByTestId('report-status')).toHaveText('Checked 2 codes: 1 verified, 1 not counted.');
    await page.reload();
    await expect(page.getByText(/Saved in this browser: 1 code, last saved/)).toBeVisible();
    await expect(page.getByTestId('report-status')).toHaveText('Checked 1 code: 1 verified, 0 not counted.');
    await page.getByRole('button', { name: 'Delete saved report' }).click();
    await page.getByTestId('delete-report-dialog').getByRole('button', { name: 'Delete report' }).click();
    await expect(page.getByText(/Saved in this browser/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('paste')).toBeVisible();
    await expect(page.getByText(/Saved in this browser/)).toHaveCount(0);
  });
});

/* ------------------------------------------------------------------ verified rows (a real game's codec) */

/** A finished Everest expedition for a class: day actions the engine accepts, leaning to climbing (seeded). */
function everestCode(seed: string, difficulty: Difficulty, classId: string, nickname: string, salt: number): { code: string; score: number; moves: number } {
  const rng = new Rng(seedRng(`teacher-e2e-${salt}`));
  let p = start(everestRules, { difficulty }, seed);
  for (let i = 0; i < 400 && p.state.phase !== 'END'; i++) {
    const legal = DAY_ACTION_VALUES.filter((t) => everestRules.refusal(p.state, { type: t } as EverestAction) === null);
    const up = p.state.phase === 'ASCENT' ? 'move' : 'descend';
    const a = { type: legal.includes(up) && rng.chance(0.6) ? up : rng.pick(legal) } as EverestAction;
    p = play(everestRules, p, a).played;
  }
  expect(p.state.phase).toBe('END');
  return { code: codeFor(p, { classId, nickname, seed })!, score: summaryOf(p.state).score, moves: p.record.moves.length };
}

test('Everest class: the teacher pastes codes with noise; verified rows with the right figures, a copy flagged, another class and a tampered code rejected; leaderboard, prompts, CSV', async ({ page, baseURL }) => {
  test.skip(!CLASSROOM.everest, 'Everest is not registered in engines/classroom.ts');
  const errors = watchErrors(page);
  const net = watchRequests(page, new URL(baseURL!).origin);
  await page.goto('/teacher');
  await page.getByTestId('pick-everest').click();
  await page.getByLabel('Seed', { exact: true }).fill('E2E-EVEREST');
  await page.getByLabel(/Name for your list/).fill('Period 3');
  await page.getByRole('button', { name: 'Create class link' }).click();
  const link = new URL(await page.getByTestId('class-link').inputValue());
  const classId = link.searchParams.get('class')!;
  const seed = link.searchParams.get('seed')!;
  const { settings } = CLASSROOM.everest!.classSpec.fromParams(Object.fromEntries(link.searchParams));
  const difficulty = (settings as { difficulty: Difficulty }).difficulty;

  const sam = everestCode(seed, difficulty, classId, 'Sam', 1);
  const ana = everestCode(seed, difficulty, classId, 'Ana', 2);
  const copy = everestCode(seed, difficulty, classId, 'Copycat', 1); // the same moves as Sam
  const lee = everestCode(seed, difficulty, classId, '', 3);
  const otherClass = everestCode(seed, difficulty, 'C-SOMEWHERE', 'Zed', 4);
  const chat = [
    '[09:14] Sam: done!! ' + sam.code,
    `[09:15] Ana: ${ana.code} 👍`,
    `name,code\nCopycat,"${copy.code}"\n,${lee.code}`,
    `Zed: ${otherClass.code}`,
    `Sam again: ${sam.code}`,
    `Max: ${tampered(ana.code)}`,
    'lol VQ1. nothing',
  ].join('\n');

  await page.getByRole('link', { name: 'Open report for this class' }).click();
  await expect(page.getByTestId('report-class')).toHaveValue(classId);
  await page.getByTestId('paste').fill(chat);
  await page.getByRole('button', { name: 'Check codes' }).click();
  await expect(page.getByTestId('report-status')).toHaveText('Checked 6 codes: 4 verified, 2 not counted.');
  await expect(page.getByTestId('report-summary')).toContainText('1 repeated copy of a code merged.');

  const table = page.getByTestId('table-everest');
  const rowOf = (nickname: string) => table.getByRole('row').filter({ has: page.getByRole('cell', { name: nickname, exact: true }) });
  const samRow = rowOf('Sam');
  await expect(samRow).toContainText(String(sam.score));
  await expect(samRow).toContainText('Same moves as 1 other code');
  await samRow.getByRole('button', { name: 'Show who' }).click();
  await expect(samRow).toContainText('Copycat');
  await rowOf('Copycat').getByRole('button', { name: 'Show who' }).click();
  await expect(rowOf('Copycat')).toContainText('Sam');
  await expect(rowOf('Ana')).toContainText(String(ana.score));
  await expect(rowOf('(no nickname)')).toContainText(String(lee.score));
  const rejected = page.getByTestId('rejected');
  await expect(rejected.getByRole('row').filter({ hasText: 'Zed' })).toContainText('This code is from another class.');
  await expect(rejected).toContainText('The checksum is wrong');
  await expect(page.getByTestId('report-everest').getByTestId('distribution-chart')).toBeVisible();
  await expect(page.getByTestId('prompts-everest').getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Show leaderboard for projecting' }).click();
  const board = page.getByTestId('leaderboard-everest');
  await expect(board).toContainText('Student 1');
  await expect(board).not.toContainText('Sam');
  await board.getByRole('switch', { name: 'Show nicknames' }).check();
  await expect(board).toContainText('Sam');
  await expectNoSeriousA11yViolations(page, 'report with verified rows and the leaderboard');
  await page.screenshot({ path: `${SHOTS}/report-everest-1280.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: `${SHOTS}/report-everest-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^class-report-everest-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Simulation,Student,Nickname,Class,Seed,Attempt,Half-way code,Summit reached,Home safe,Days,Score,Grade,Same moves as');
  expect(lines).toHaveLength(5);
  expect(lines[1]).toContain(`Student 1,Sam,${classId},${seed},`);
  expect(lines[1].split(',')[10]).toBe(csvCell(String(sam.score)));
  expect(lines[1].endsWith(',Copycat')).toBe(true);

  // The readable codes were kept for the class: a reload checks them again (the tampered one and the noise are gone).
  await page.reload();
  await expect(page.getByTestId('report-status')).toHaveText('Checked 5 codes: 4 verified, 1 not counted.');
  net.check();
  errors.check();
});

test('What if? on a report row: a Bullwhip row and an Everest row replay with one change, both lines and the engine’s sentence (docs/classroom.md, "What if?")', async ({ page }) => {
  const errors = watchErrors(page);
  // A Bullwhip game whose orders swing, and an Everest expedition, as result codes.
  let bw = start(bullwhipRules, { scenario: 'classic', playerRole: 'D' }, BULLWHIP_SEED);
  bw = play(bullwhipRules, bw, { type: 'start' }).played;
  for (const order of [4, 10, 18, 18, 6, 0, 0, 4, 12, 12, 4, 4]) bw = play(bullwhipRules, bw, { type: 'resolve', order }).played;
  const bwCode = bullwhipCodeFor(bw, { classId: '', nickname: 'Rae', attempt: 1 });
  const ev = everestCode('E2E-3', 'Easy', '', 'Sam', 5);
  const bwExpected = bullwhipWhatIf(bullwhipRecordOfCode(bwCode)!, 5, 'autopilot');
  const evRecord = everestRecordOfCode(ev.code)!;
  const evExpected = everestWhatIf(evRecord, 1, 'turnaround');

  // The what-if code is its own chunk: no script the report fetched holds it until "What if?" is pressed.
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res.text().catch(() => ''));
  });
  const holdsWhatIf = async () => (await Promise.all(scripts)).some((t) => t.includes('The supply-line autopilot'));
  await page.goto('/teacher/report');
  await page.getByTestId('paste').fill(`${bwCode}\n${ev.code}`);
  await page.getByRole('button', { name: 'Check codes' }).click();
  await expect(page.getByTestId('report-status')).toHaveText(/Checked 2 codes: 2 verified/);

  const bwRow = page.getByTestId('table-bullwhip').getByRole('row').filter({ hasText: 'Rae' });
  await expect(bwRow.getByRole('button', { name: 'What if? (Student 1, Rae)' })).toBeVisible();
  expect(await holdsWhatIf()).toBe(false);
  await checkWhatIf(page, bwRow.getByRole('button', { name: /^What if\?/ }), {
    policy: 'The supply-line autopilot',
    unit: 'round',
    from: 5,
    outOfRange: 0,
    rangeMessage: 'Choose a round from 1 to 12.',
    sentence: bwExpected.sentence,
    rows: 12,
    name: 'report-bullwhip-whatif',
  });
  expect(await holdsWhatIf()).toBe(true);
  const evRow = page.getByTestId('table-everest').getByRole('row').filter({ hasText: 'Sam' });
  await expect(evRow.getByRole('button', { name: 'What if? (Student 1, Sam)' })).toBeVisible();
  await checkWhatIf(page, evRow.getByRole('button', { name: /^What if\?/ }), {
    policy: 'Turn around at Camp III',
    unit: 'day',
    from: 1,
    outOfRange: 99,
    rangeMessage: `Choose a day from 1 to ${everestDayRange(evRecord).max}.`,
    sentence: evExpected.sentence,
    rows: Math.max(evExpected.actual.length, evExpected.whatIf.length),
    name: 'report-everest-whatif',
  });
  errors.check();
});
