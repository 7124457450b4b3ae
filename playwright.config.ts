import { defineConfig, devices } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore - plain ESM helper shared with scripts/
import { systemChromium, CHROMIUM_ARGS } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT || 4173);
const executablePath: string | undefined = systemChromium();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: (process.env.PW_REPORTERS || 'list').split(',').map((r) => [r] as [string]),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The site's service worker would answer requests from its cache, out of the tests' sight (network checks, CSP
    // reports): blocked everywhere except e2e/offline.spec.ts, which allows it.
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
