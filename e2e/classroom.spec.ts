import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { CLASSROOM, CODECS } from '../engines/classroom';
import { CODE_PREFIX, decodeCode } from '../engines/core/code';
import type { BullwhipSummary } from '../engines/bullwhip/classroom';

/**
 * The classroom kit end to end, with two browser contexts as two devices (issue 13, "Tests"): the teacher makes a
 * Bullwhip class on /teacher; the student opens the class link on their own device, plays 12 rounds and copies the
 * result code; the teacher pastes it, with chat noise and a tampered copy, into the class report and sees the
 * student's row with the figures the replay recomputes; the tampered copy is listed with its reason; the CSV holds
 * the row. Nothing leaves either device but requests for the site's own files.
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
  teacher.on('request', (r) => void (new URL(r.url()).origin !== origin && !r.url().startsWith('data:') && outside.push(r.url())));
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
  student.on('request', (r) => void (new URL(r.url()).origin !== origin && !r.url().startsWith('data:') && outside.push(r.url())));
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
  expect(code).toMatch(/^VQ1\.[A-Za-z0-9_-]+$/);
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
