/**
 * The privacy page (content/pages/privacy.mdx) names every key this site keeps in the browser: every key registered
 * with the storage layer by the modules that create persisted atoms (found by scanning the source, so a key a later
 * feature adds is checked too), the quarantine keys of each, and the LaunchPad intro's sessionStorage flag.
 */
import fs from 'node:fs';
import path from 'node:path';
import { registeredKeys, quarantineKeys } from './registry';
import { GAME_SAVE_KEYS } from '@/components/sim/saveKeys';

const ROOT = path.resolve(__dirname, '../..');
const page = fs.readFileSync(path.join(ROOT, 'content/pages/privacy.mdx'), 'utf8');

/** Tests and the helpers only tests import (`x.test.ts`, `x.testing.ts`, `testing.ts`, `testkit.ts`): never shipped. */
const TEST_ONLY = /(\.test|\.testing|^testing|testkit)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(e.name) && !TEST_ONLY.test(e.name) ? [rel] : [];
  });
}

/** Every module outside the storage layer that creates a persisted atom or registers a key. */
const writers = [...sourceFiles('components'), ...sourceFiles('lib'), ...sourceFiles('engines'), ...sourceFiles('app')]
  .filter((f) => !f.startsWith(path.join('lib', 'storage')))
  .filter((f) => /\b(persistedAtom|registerStorageKey)\s*[<(]/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));

/** Files that touch web storage directly, outside the storage layer. */
const directUsers = [...sourceFiles('components'), ...sourceFiles('lib'), ...sourceFiles('app')]
  .filter((f) => !f.startsWith(path.join('lib', 'storage')))
  .filter((f) => /\b(localStorage|sessionStorage)\b/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')));

describe('privacy page names every key the site stores', () => {
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const f of writers) jest.requireActual(path.join(ROOT, f));
  });
  afterAll(() => jest.restoreAllMocks());

  it('finds the five games’ saves through the storage layer, matching the error boundaries’ keys', () => {
    expect(writers.length).toBeGreaterThanOrEqual(5);
    const keys = registeredKeys()
      .filter((k) => k.area === 'localStorage')
      .map((k) => k.key)
      .sort();
    expect(keys).toEqual(expect.arrayContaining(Object.values(GAME_SAVE_KEYS).sort()));
  });

  it('names each localStorage key and its three quarantine slots', () => {
    const keys = registeredKeys().filter((k) => k.area === 'localStorage');
    for (const { key } of keys) {
      expect(page).toContain(`\`${key}\``);
    }
    // The page explains the suffixes once, with a full example; each slot suffix is named.
    for (const slot of quarantineKeys('')) expect(page).toContain(`\`${slot}\``);
  });

  it('names the LaunchPad intro sessionStorage flag', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { INTRO_SEEN_KEY } = require('@/components/launchpad/Game') as { INTRO_SEEN_KEY: string };
    expect(INTRO_SEEN_KEY).toBeTruthy();
    expect(page).toContain(`\`${INTRO_SEEN_KEY}\``);
    for (const k of registeredKeys().filter((r) => r.area === 'sessionStorage')) expect(page).toContain(`\`${k.key}\``);
  });

  it('knows every file that uses web storage directly (a new one must be added to the page and here)', () => {
    expect(directUsers.sort()).toEqual(
      [
        path.join('components', 'launchpad', 'Game.tsx'), // launchpad-intro-seen (sessionStorage)
        path.join('components', 'summit', 'Setup.tsx'), // reads entrepreneur-simulation
        path.join('components', 'progress', 'HubProgress.tsx'), // looks whether `progress` is there (listed on the page)
      ].sort(),
    );
  });

  it('says what is sent, to whom, and that nothing else is', () => {
    expect(page).toMatch(/name, email and feedback/);
    expect(page).toMatch(/your email address/);
    expect(page).toMatch(/no analytics/);
    expect(page).toMatch(/no cookies/);
  });
});
