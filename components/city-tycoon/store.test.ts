/**
 * The screen's store (components/city-tycoon/store.ts): "no game yet" is the record still on the setup's defaults, a
 * table's game never is; the move list an older build kept beside its game is set aside (copied under
 * `city-tycoon-moves:corrupt`, then removed), never deleted without a copy. The game's own old saves: engines/city-tycoon/migrate.test.ts.
 */
import { recordSave, start } from '@/engines/core/record';
import { decode } from '@/engines/core/save';
import { manifest, rules, tableSetup } from '@/engines/city-tycoon';
import v1 from '@/engines/city-tycoon/save-v1.fixture.json';
import v2 from '@/engines/city-tycoon/save-v2.fixture.json';
import { NO_GAME, OLD_MOVES_KEY, noGameYet, setAsideOldMoves } from './store';

class FakeStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

describe('no game yet', () => {
  test('the record before a table sets up, and a version-2 save with no game, are "no game yet"; a table’s game is not, before its first roll too', () => {
    expect(noGameYet(NO_GAME)).toBe(true);
    const none = decode(recordSave(manifest), v2.noGame);
    expect(none.ok && noGameYet(none.value)).toBe(true);
    // The table left every name empty: the rules' default names are recorded, so it is a game.
    const table = start(rules, tableSetup(manifest.setup.defaults), 'CT-DEMO-1');
    expect(noGameYet(table)).toBe(false);
    const fresh = decode(recordSave(manifest), v2.fresh);
    expect(fresh.ok && noGameYet(fresh.value)).toBe(false);
  });
});

describe('the older builds’ move list', () => {
  let fake: FakeStorage;
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });

  test('is set aside: copied under its quarantine key, then removed', () => {
    fake.setItem(OLD_MOVES_KEY, v1[OLD_MOVES_KEY]);
    expect(setAsideOldMoves()).toBe(true);
    expect(fake.getItem(OLD_MOVES_KEY)).toBeNull();
    expect(fake.getItem(`${OLD_MOVES_KEY}:corrupt`)).toBe(v1[OLD_MOVES_KEY]);
  });

  test('when the copy cannot be written (storage full), the list stays where it is', () => {
    fake.setItem(OLD_MOVES_KEY, v1[OLD_MOVES_KEY]);
    fake.setItem = () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(setAsideOldMoves()).toBe(false);
    warn.mockRestore();
    expect(fake.getItem(OLD_MOVES_KEY)).toBe(v1[OLD_MOVES_KEY]);
  });

  test('no list: nothing happens', () => {
    expect(setAsideOldMoves()).toBe(true);
    expect(fake.map.size).toBe(0);
  });
});
