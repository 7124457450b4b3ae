/**
 * The `progress` key through the storage layer: saved and read back, counted once across reloads and tabs, and a bad
 * record set aside (kept under `progress:corrupt`), never lost.
 */
import { createStore } from 'jotai/vanilla';
import type { StorageNotice } from '@/lib/storage/notices';
import { encode } from '@/engines/core/save';
import { progressSpec } from '@/engines/progress/record';
import type { Finish } from '@/engines/progress/types';

const AT = '2026-11-26T10:00:00.000Z';
const everestS: Finish = { game: 'everest', id: 'fabc', result: { grade: 'S', summited: true } };
const summit: Finish = { game: 'summit', id: 'f123', result: { won: true, survivors: 5 } };

class FakeStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

let ls: FakeStorage;
/** A fresh page load: new modules (atoms, caches) over the same browser storage. */
function load() {
  let mod!: typeof import('./store');
  let bus!: typeof import('@/lib/storage/notices');
  jest.isolateModules(() => {
    bus = jest.requireActual('@/lib/storage/notices');
    mod = jest.requireActual('./store');
  });
  return { ...mod, subscribeNotices: bus.subscribeNotices, store: createStore() };
}

beforeEach(() => {
  ls = new FakeStorage();
  (globalThis as unknown as { window: unknown }).window = { localStorage: ls };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  delete (globalThis as unknown as { window?: unknown }).window;
  jest.restoreAllMocks();
});

test('a finish is saved under `progress` and read back on the next page load', () => {
  const page = load();
  const o = page.recordFinish(everestS, AT, page.store);
  expect(o.gained).toBe(300);
  expect(JSON.parse(ls.getItem('progress')!)).toMatchObject({ v: 1, data: { xp: 300, counts: { everest: 1 } } });
  const next = load();
  expect(next.store.get(next.progressAtom).xp).toBe(300);
});

test('a reload of the end screen does not count the game again', () => {
  load().recordFinish(everestS, AT);
  const again = load();
  const o = again.recordFinish(everestS, '2026-11-27T10:00:00.000Z', again.store);
  expect(o.already).toBe(true);
  expect(o.earlier?.at).toBe(AT);
  expect(again.store.get(again.progressAtom).xp).toBe(300);
});

test('a game counted in another tab since this page read the record is kept, not overwritten', () => {
  const tabA = load();
  expect(tabA.store.get(tabA.progressAtom).xp).toBe(0); // tab A read the record early
  const tabB = load();
  tabB.recordFinish(summit, AT, tabB.store); // tab B counts Summit
  const o = tabA.recordFinish(everestS, AT, tabA.store); // then tab A counts Everest
  expect(o.record.xp).toBe(600);
  expect(JSON.parse(ls.getItem('progress')!).data.counts).toMatchObject({ everest: 1, summit: 1 });
  expect(tabA.recordFinish(summit, AT, tabA.store).already).toBe(true);
});

test('countFinish counts once per page load and keeps showing the first outcome to a remounted end screen', () => {
  const page = load();
  const seen: number[] = [];
  const stop = page.subscribeOutcomes(() => seen.push(1));
  const first = page.countFinish(everestS, AT, page.store);
  const second = page.countFinish(everestS, AT, page.store);
  stop();
  expect(second).toBe(first);
  expect(first.gained).toBe(300);
  expect(seen).toHaveLength(1);
  expect(page.outcomeFor(page.finishKey(everestS))).toBe(first);
  expect(page.outcomeFor('summit nope')).toBeNull();
});

test('a corrupt record is set aside under progress:corrupt, the player is told, and counting starts afresh', () => {
  const raw = encode(progressSpec, { xp: -5 } as never);
  ls.setItem('progress', raw);
  const notices: StorageNotice[] = [];
  const page = load();
  page.subscribeNotices((n) => notices.push(n));
  expect(page.store.get(page.progressAtom).xp).toBe(0);
  expect(ls.getItem('progress:corrupt')).toBe(raw);
  expect(notices.map((n) => n.id)).toEqual(['corrupt:progress']);
  page.recordFinish(everestS, AT, page.store);
  expect(JSON.parse(ls.getItem('progress')!).data.xp).toBe(300);
  expect(ls.getItem('progress:corrupt')).toBe(raw);
});

test('a record from a newer version of the site is set aside too, not overwritten', () => {
  const raw = JSON.stringify({ v: 99, data: { xp: 12345 } });
  ls.setItem('progress', raw);
  const page = load();
  page.recordFinish(everestS, AT, page.store);
  expect(ls.getItem('progress:corrupt')).toBe(raw);
});

test('a bad finish is not counted and does not touch the record', () => {
  const page = load();
  const o = page.recordFinish({ game: 'everest', id: 'x', result: { grade: 'Z' } } as never, AT, page.store);
  expect(o.problem).toBeTruthy();
  expect(ls.getItem('progress')).toBeNull();
});

test('with storage off, counting still works in memory', () => {
  const win = {};
  Object.defineProperty(win, 'localStorage', {
    get() {
      throw new Error('denied');
    },
  });
  (globalThis as unknown as { window: unknown }).window = win;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = load();
  expect(page.recordFinish(everestS, AT, page.store).gained).toBe(300);
  expect(page.recordFinish(everestS, AT, page.store).already).toBe(true);
});
