import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore - plain ESM helper shared with scripts/ (as in playwright.config.ts)
import { CHROMIUM_ARGS, systemChromium } from '../scripts/browser.mjs';
import { qrTexts } from '../lib/classroom/qrFrames';
import { rules as everestRules } from '../engines/everest/index';
import { start } from '../engines/core/record';
import { codeFor as everestCodeFor } from '../engines/everest/classroom';
import { careful, playOut, rush } from '../engines/everest/policies';
import { expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { writeQrVideo } from './qrVideo';

/**
 * "Scan codes" on the class report, through Chromium's fake camera: a video file shows, in turn, the QR codes two
 * students hold up (their end screens' codes) and a code too long for one QR code, shown as numbered frames. Headless
 * Chromium on Linux has no BarcodeDetector, so this also proves the WebAssembly decoder loads from this site under
 * the report's own CSP and Permissions-Policy.
 */

const ada = everestCodeFor(playOut(careful, start(everestRules, { difficulty: 'Normal' }, 'SCAN-1')), { classId: '', nickname: 'Ada' })!;
const ben = everestCodeFor(playOut(rush, start(everestRules, { difficulty: 'Normal' }, 'SCAN-2')), { classId: '', nickname: 'Ben' })!;
/** A code-shaped text too long for one QR code: it arrives only if the scanner joins its frames. */
const long = `VQ1.${'LongCodeFramesJoined_'.repeat(60)}`;
const frames = qrTexts(long);
const VIDEO = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'scan-e2e-')), 'codes.y4m');
writeQrVideo(VIDEO, [ada, ben, ...frames]);

test.use({
  launchOptions: {
    executablePath: systemChromium(),
    args: [...(CHROMIUM_ARGS as string[]), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${VIDEO}`],
  },
});

test('Scan codes: two students’ QR codes and a long code in frames are read one after another, each added to the report at once', async ({ page, context }) => {
  test.setTimeout(120_000);
  expect(frames.length).toBeGreaterThan(1);
  await context.grantPermissions(['camera']);
  const errors = watchErrors(page);
  await page.goto('/teacher/report');
  await page.getByRole('button', { name: 'Scan codes' }).click();
  const scanner = page.getByTestId('scanner');
  await expect(scanner).toBeVisible();
  const t0 = Date.now();
  // Each student's row appears as soon as the code is read.
  const table = page.getByTestId('table-everest');
  await expect(table.getByRole('cell', { name: 'Ada', exact: true })).toBeVisible({ timeout: 60_000 });
  const first = Date.now() - t0;
  await expect(table.getByRole('cell', { name: 'Ben', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('scan-tick')).toHaveCount(1);
  // The long code's frames are joined into the whole text: it reaches the report (as a code that does not check out).
  await expect(page.getByTestId('rejected')).toContainText('The checksum is wrong', { timeout: 60_000 });
  await expect(page.getByTestId('paste')).toHaveValue(new RegExp(long.slice(0, 40)));
  console.log(`[scan] first code read and its row shown ${first} ms after the camera opened`);
  await expect(page.getByTestId('scan-count')).toHaveText('✓ 3 codes read');
  await expect(page.getByTestId('report-summary')).toContainText('2 verified');
  await expectNoSeriousA11yViolations(page, 'report while scanning');
  await scanner.getByRole('button', { name: 'Stop scanning' }).click();
  await expect(scanner).toHaveCount(0);
  errors.check();
});
