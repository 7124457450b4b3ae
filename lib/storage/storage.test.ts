import { isObject, isInt } from '@/engines/core/guards';
import { decode, encode, type SaveSpec } from '@/engines/core/save';
import { createStore, getDefaultStore } from 'jotai/vanilla';
import { RESET } from 'jotai/utils';
import {
  createEnvelopeStorage,
  corruptNotice,
  STORAGE_OFF_NOTICE,
  STORAGE_FULL_NOTICE,
  isQuotaError,
  persistedAtom,
  quarantineRaw,
  setAsideSave,
  HELD_TEXT,
  isHeld,
} from './persisted';
import { quarantineKeys, registeredKeys } from './registry';
import { CORRUPT_TEXT } from '@/content/storage-notices';
import { SAVE_KEY as BULLWHIP_KEY } from '@/engines/bullwhip/index';
import { SAVE_KEY as TYCOON_KEY } from '@/engines/city-tycoon/constants';
import { SAVE_KEY as EVEREST_KEY } from '@/engines/everest';
import { STORAGE_KEY as LAUNCHPAD_KEY } from '@/engines/launchpad/constants';
import { SAVE_KEY as SUMMIT_KEY } from '@/engines/summit/index';
import { PROGRESS_KEY } from '@/engines/progress/record';
import { CLASS_GAMES_KEY } from '@/lib/classroom/context';
import { TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY } from '@/lib/classroom/teacher';
import { CLASS_ATTEMPTS_KEY } from '@/lib/classroom/attempts';
import { TEACHER_ROSTERS_KEY } from '@/lib/classroom/roster';
import { WHOLE_SITE_KEY } from '@/lib/offline/wholeSite';
import { subscribeNotices, resetNoticesForTest, emitNotice, type StorageNotice } from './notices';

/** The games' save keys (each game's own engine save spec). */
const registeredKeysOfGames = () => [BULLWHIP_KEY, EVEREST_KEY, SUMMIT_KEY, TYCOON_KEY, LAUNCHPAD_KEY];

interface Save {
  round: number;
  name: string;
}
const validate = (d: unknown): Save | string =>
  isObject(d) && isInt(d.round, 1, 12) && typeof d.name === 'string' ? { round: d.round, name: d.name } : 'bad shape';

const v1: SaveSpec<Save> = { key: 'game', version: 1, validate };
const v3: SaveSpec<Save> = {
  key: 'game',
  version: 3,
  validate,
  migrations: {
    1: (d) => ({ ...(d as object), name: 'migrated' }),
    2: (d) => ({ ...(d as object), round: (d as Save).round + 1 }),
  },
};

describe('envelope decode', () => {
  it('round-trips a valid value', () => {
    const raw = encode(v1, { round: 3, name: 'x' });
    expect(JSON.parse(raw)).toEqual({ v: 1, data: { round: 3, name: 'x' } });
    expect(decode(v1, raw)).toEqual({ ok: true, value: { round: 3, name: 'x' } });
  });
  it('reports missing for null and empty', () => {
    expect(decode(v1, null)).toEqual({ ok: false, reason: 'missing' });
    expect(decode(v1, '')).toEqual({ ok: false, reason: 'missing' });
  });
  it.each(['{oops', '42', '[]', 'null', '{"data":1}', '{"v":0,"data":1}', '{"v":1.5,"data":1}', '{"v":1}'])(
    'calls %s corrupt',
    (raw) => {
      expect(decode(v1, raw)).toMatchObject({ ok: false, reason: 'corrupt' });
    },
  );
  it('calls a wrong shape invalid', () => {
    expect(decode(v1, '{"v":1,"data":{"round":99,"name":"x"}}')).toMatchObject({ ok: false, reason: 'invalid' });
  });
  it('rejects a newer version and a version with no migration path', () => {
    expect(decode(v1, '{"v":2,"data":{}}')).toMatchObject({ ok: false, reason: 'unknown-version' });
    const noPath: SaveSpec<Save> = { key: 'g', version: 2, validate };
    expect(decode(noPath, '{"v":1,"data":{"round":1,"name":"a"}}')).toMatchObject({
      ok: false,
      reason: 'unknown-version',
    });
  });
  it('migrates step by step from an old version', () => {
    expect(decode(v3, '{"v":1,"data":{"round":4,"name":"a"}}')).toEqual({
      ok: true,
      value: { round: 5, name: 'migrated' },
      migratedFrom: 1,
    });
    expect(decode(v3, '{"v":2,"data":{"round":4,"name":"a"}}')).toEqual({
      ok: true,
      value: { round: 5, name: 'a' },
      migratedFrom: 2,
    });
  });
  it('turns a throwing validator or migration into an error, not an exception', () => {
    const bad: SaveSpec<Save> = {
      key: 'g',
      version: 2,
      validate: () => {
        throw new Error('boom');
      },
      migrations: { 1: () => { throw new Error('mig'); } },
    };
    expect(decode(bad, '{"v":2,"data":{}}')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(decode(bad, '{"v":1,"data":{}}')).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

class FakeStorage {
  map = new Map<string, string>();
  throwing = false;
  getItem(k: string) {
    if (this.throwing) throw new Error('SecurityError');
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    if (this.throwing) throw new Error('QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string) {
    if (this.throwing) throw new Error('SecurityError');
    this.map.delete(k);
  }
}

describe('envelope storage over localStorage', () => {
  let fake: FakeStorage;
  let notices: StorageNotice[];
  const initial: Save = { round: 1, name: 'new' };
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
    resetNoticesForTest();
    notices = [];
    subscribeNotices((n) => notices.push(n));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });

  it('saves an envelope and reads it back with the same identity', () => {
    const s = createEnvelopeStorage(v1);
    s.setItem('game', { round: 2, name: 'a' });
    expect(JSON.parse(fake.map.get('game')!)).toEqual({ v: 1, data: { round: 2, name: 'a' } });
    const a = s.getItem('game', initial);
    expect(a).toEqual({ round: 2, name: 'a' });
    expect(s.getItem('game', initial)).toBe(a);
  });

  it('keeps a corrupt save aside, starts fresh and tells the player once', () => {
    fake.map.set('game', '{not json');
    const s = createEnvelopeStorage(v1);
    expect(s.getItem('game', initial)).toBe(initial);
    expect(fake.map.get('game:corrupt')).toBe('{not json');
    expect(fake.map.has('game')).toBe(false);
    expect(s.getItem('game', initial)).toBe(initial);
    expect(notices).toEqual([corruptNotice('game')]);
    expect(console.error).toHaveBeenCalled();
  });

  it('says what was set aside when the record is not a game (the progress record, classes, reports)', () => {
    fake.map.set('progress', '{not json');
    const spec: SaveSpec<Save> = { ...v1, key: 'progress' };
    createEnvelopeStorage(spec).getItem('progress', initial);
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('Your progress record could not be read');
    expect(notices[0].description).toMatch(/start again from zero/);
    expect(notices[0].description).not.toMatch(/game/i);
    expect(corruptNotice('bullwhip-rush').title).toBe('Saved game could not be read');
  });

  it('has its own wording for exactly the saved records that are not games', () => {
    expect(Object.keys(CORRUPT_TEXT).sort()).toEqual(
      [PROGRESS_KEY, CLASS_GAMES_KEY, CLASS_ATTEMPTS_KEY, TEACHER_CLASSES_KEY, TEACHER_REPORTS_KEY, TEACHER_ROSTERS_KEY, WHOLE_SITE_KEY].sort(),
    );
    for (const key of registeredKeysOfGames()) expect(corruptNotice(key).title).toBe('Saved game could not be read');
  });

  it('drops an unknown version with a logged error, keeping it aside', () => {
    fake.map.set('game', '{"v":9,"data":{}}');
    const s = createEnvelopeStorage(v1);
    expect(s.getItem('game', initial)).toBe(initial);
    expect(fake.map.get('game:corrupt')).toBe('{"v":9,"data":{}}');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('unknown-version'));
  });

  it('keeps playing in memory when storage throws, with one notice', () => {
    fake.throwing = true;
    const s = createEnvelopeStorage(v1);
    expect(s.getItem('game', initial)).toBe(initial);
    expect(() => s.setItem('game', { round: 3, name: 'b' })).not.toThrow();
    expect(() => s.removeItem('game')).not.toThrow();
    expect(notices).toEqual([STORAGE_OFF_NOTICE]);
  });

  it('is harmless without a window (server render)', () => {
    delete (globalThis as unknown as { window?: unknown }).window;
    const s = createEnvelopeStorage(v1);
    expect(s.getItem('game', initial)).toBe(initial);
    expect(() => s.setItem('game', initial)).not.toThrow();
  });

  it('removes the save on reset', () => {
    const s = createEnvelopeStorage(v1);
    s.setItem('game', { round: 2, name: 'a' });
    s.removeItem('game');
    expect(fake.map.has('game')).toBe(false);
    expect(s.getItem('game', initial)).toBe(initial);
  });
});

describe('notice bus', () => {
  beforeEach(() => resetNoticesForTest());
  it('queues notices until someone listens, and delivers each id once', () => {
    emitNotice({ id: 'a', title: 'A', description: '' });
    emitNotice({ id: 'a', title: 'A', description: '' });
    const got: string[] = [];
    subscribeNotices((n) => got.push(n.id));
    emitNotice({ id: 'b', title: 'B', description: '' });
    expect(got).toEqual(['a', 'b']);
  });
});

describe('persistedAtom (jotai)', () => {
  let fake: FakeStorage;
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });

  it('reads the save on first use, writes every change, and RESET clears it', () => {
    fake.map.set('game', '{"v":1,"data":{"round":7,"name":"saved"}}');
    const a = persistedAtom(v1, { round: 1, name: 'new' });
    const store = createStore();
    expect(store.get(a)).toEqual({ round: 7, name: 'saved' });
    store.set(a, { round: 8, name: 'saved' });
    expect(JSON.parse(fake.map.get('game')!)).toEqual({ v: 1, data: { round: 8, name: 'saved' } });
    store.set(a, RESET);
    expect(fake.map.has('game')).toBe(false);
    expect(store.get(a)).toEqual({ round: 1, name: 'new' });
  });
});

describe('storage blocked outright', () => {
  beforeEach(() => {
    resetNoticesForTest();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });
  it('plays in memory and tells the player once when even reaching localStorage throws', () => {
    const win = {};
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError: access denied');
      },
    });
    (globalThis as unknown as { window: unknown }).window = win;
    const got: string[] = [];
    subscribeNotices((n) => got.push(n.id));
    const s = createEnvelopeStorage(v1);
    const initial = { round: 1, name: 'x' };
    expect(s.getItem('game', initial)).toBe(initial);
    expect(() => s.setItem('game', initial)).not.toThrow();
    expect(got).toEqual([STORAGE_OFF_NOTICE.id]);
  });
});

describe('quarantine ring: the last three bad saves are kept', () => {
  let fake: FakeStorage;
  let notices: StorageNotice[];
  const initial: Save = { round: 1, name: 'new' };
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
    resetNoticesForTest();
    notices = [];
    subscribeNotices((n) => notices.push(n));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });

  it('keeps the newest at <key>:corrupt, shifts older ones to :corrupt:2 and :corrupt:3, drops the oldest', () => {
    const bad = ['{bad 1', '{bad 2', '{bad 3', '{bad 4'];
    for (const raw of bad) {
      fake.map.set('game', raw);
      expect(createEnvelopeStorage(v1).getItem('game', initial)).toBe(initial);
    }
    expect(fake.map.get('game:corrupt')).toBe('{bad 4');
    expect(fake.map.get('game:corrupt:2')).toBe('{bad 3');
    expect(fake.map.get('game:corrupt:3')).toBe('{bad 2');
    expect([...fake.map.values()]).not.toContain('{bad 1');
    expect(fake.map.has('game')).toBe(false);
    expect(quarantineKeys('game')).toEqual(['game:corrupt', 'game:corrupt:2', 'game:corrupt:3']);
  });

  it('a second bad save does not overwrite the first', () => {
    fake.map.set('game', '{first');
    createEnvelopeStorage(v1).getItem('game', initial);
    fake.map.set('game', '{second');
    createEnvelopeStorage(v1).getItem('game', initial);
    expect(fake.map.get('game:corrupt')).toBe('{second');
    expect(fake.map.get('game:corrupt:2')).toBe('{first');
    expect(fake.map.has('game:corrupt:3')).toBe(false);
  });

  it('quarantineRaw leaves other keys alone', () => {
    fake.map.set('other', 'x');
    fake.map.set('game', '{"v":1,"data":{"round":2,"name":"a"}}');
    quarantineRaw(fake as unknown as Storage, 'game', fake.map.get('game')!);
    expect(fake.map.get('other')).toBe('x');
    expect(fake.map.get('game:corrupt')).toBe('{"v":1,"data":{"round":2,"name":"a"}}');
  });

  it('setAsideSave (error boundary path) keeps a valid-looking save aside, resets the atom and tells the player once', () => {
    const spec: SaveSpec<Save> = { ...v1, key: 'boundary-game' };
    fake.map.set('boundary-game', '{"v":1,"data":{"round":9,"name":"crashes the screen"}}');
    fake.map.set('boundary-game:corrupt', 'older bad save');
    const a = persistedAtom(spec, { round: 1, name: 'fresh' });
    const store = getDefaultStore();
    expect(store.get(a)).toEqual({ round: 9, name: 'crashes the screen' });
    setAsideSave('boundary-game', 'test');
    setAsideSave('boundary-game', 'test again');
    expect(store.get(a)).toEqual({ round: 1, name: 'fresh' });
    expect(fake.map.has('boundary-game')).toBe(false);
    expect(fake.map.get('boundary-game:corrupt')).toBe('{"v":1,"data":{"round":9,"name":"crashes the screen"}}');
    expect(fake.map.get('boundary-game:corrupt:2')).toBe('older bad save');
    expect(notices).toEqual([corruptNotice('boundary-game')]);
    expect(registeredKeys().map((k) => k.key)).toContain('boundary-game');
  });
});

describe('storage full is not storage off', () => {
  let fake: FakeStorage;
  let notices: StorageNotice[];
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
    resetNoticesForTest();
    notices = [];
    subscribeNotices((n) => notices.push(n));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });

  const quotaErrors: [string, () => unknown][] = [
    ['DOMException QuotaExceededError', () => new DOMException('exceeded', 'QuotaExceededError')],
    ['legacy code 22', () => Object.assign(new Error('quota'), { code: 22 })],
    ['Firefox NS_ERROR_DOM_QUOTA_REACHED', () => Object.assign(new Error('quota'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })],
  ];
  it.each(quotaErrors)('a write failing with %s says storage is full and keeps the game in memory', (_label, make) => {
    fake.setItem = () => {
      throw make();
    };
    const a = persistedAtom(v1, { round: 1, name: 'new' });
    const store = createStore();
    store.get(a);
    store.set(a, { round: 5, name: 'kept' });
    expect(store.get(a)).toEqual({ round: 5, name: 'kept' });
    expect(notices).toEqual([STORAGE_FULL_NOTICE]);
    expect(STORAGE_FULL_NOTICE.description).toMatch(/^This browser's storage for this site is full/);
  });

  it('blocked storage still says "Saving is off"', () => {
    fake.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    createEnvelopeStorage(v1).setItem('game', { round: 2, name: 'x' });
    expect(notices).toEqual([STORAGE_OFF_NOTICE]);
    expect(isQuotaError(new DOMException('denied', 'SecurityError'))).toBe(false);
  });
});

describe('a bad save that cannot be kept aside is held, never lost', () => {
  /** Storage that refuses new writes (quota) while `full`; reads and removals work. */
  class FullStorage extends FakeStorage {
    full = true;
    setItem(k: string, v: string) {
      if (this.full) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      super.setItem(k, v);
    }
  }
  let fake: FullStorage;
  let notices: StorageNotice[];
  const initial: Save = { round: 1, name: 'new' };
  const big = `{not json ${'x'.repeat(3_000_000)}`;
  beforeEach(() => {
    fake = new FullStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake };
    resetNoticesForTest();
    notices = [];
    subscribeNotices((n) => notices.push(n));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });

  it('says it could not be kept, leaves it untouched and writes nothing over it while the game plays in memory', () => {
    fake.map.set('held-game', big);
    const s = createEnvelopeStorage({ ...v1, key: 'held-game' });
    expect(s.getItem('held-game', initial)).toBe(initial);
    expect(fake.map.get('held-game')).toBe(big);
    expect(fake.map.has('held-game:corrupt')).toBe(false);
    expect(notices.map((n) => n.title)).toEqual([HELD_TEXT.title]);
    expect(notices[0].description).not.toMatch(/kept aside in this browser/);
    expect(isHeld('held-game')).toBe(true);
    fake.full = false; // even with room again, nothing is written over the held save until the player chooses
    s.setItem('held-game', { round: 2, name: 'later' });
    s.removeItem('held-game');
    expect(fake.map.get('held-game')).toBe(big);
  });

  it('"Keep trying" copies it aside once there is room (then saving resumes); "Start fresh" removes it', () => {
    fake.map.set('held-a', big);
    createEnvelopeStorage({ ...v1, key: 'held-a' }).getItem('held-a', initial);
    const retry = notices[0].actions!.find((a) => a.label === HELD_TEXT.retry)!;
    retry.run(); // still full: held again, with a new notice
    expect(isHeld('held-a')).toBe(true);
    expect(notices.map((n) => n.title)).toEqual([HELD_TEXT.title, HELD_TEXT.title]);
    fake.full = false;
    notices[1].actions!.find((a) => a.label === HELD_TEXT.retry)!.run();
    expect(isHeld('held-a')).toBe(false);
    expect(fake.map.get('held-a:corrupt')).toBe(big);
    expect(fake.map.has('held-a')).toBe(false);
    expect(notices.at(-1)).toEqual(corruptNotice('held-a'));

    fake.full = true;
    fake.map.set('held-b', big);
    createEnvelopeStorage({ ...v1, key: 'held-b' }).getItem('held-b', initial);
    notices.at(-1)!.actions!.find((a) => a.label === HELD_TEXT.fresh)!.run();
    expect(fake.map.has('held-b')).toBe(false);
    expect(isHeld('held-b')).toBe(false);
  });

  it('the error boundary path holds it too instead of saying it was kept', () => {
    fake.map.set('held-boundary', '{"v":1,"data":{"round":9,"name":"crashes the screen"}}');
    setAsideSave('held-boundary', 'test');
    expect(fake.map.get('held-boundary')).toBe('{"v":1,"data":{"round":9,"name":"crashes the screen"}}');
    expect(notices.map((n) => n.title)).toEqual([HELD_TEXT.title]);
    expect(isHeld('held-boundary')).toBe(true);
  });
});
