// Finds a Chromium for Playwright: the system one (Debian's /usr/bin/chromium) when present,
// else Playwright's own download if one was installed. Shared by playwright.config.ts and scripts.
import fs from 'node:fs';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function systemChromium() {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return SYSTEM_CANDIDATES.find((p) => fs.existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
