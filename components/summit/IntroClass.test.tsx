/**
 * The intro loads its class gate only when there is a class to show (a `class` parameter or a saved Summit class),
 * so a solo visit does not load the classroom code.
 */
import { CLASS_PARAM } from '@/engines/core/classLink';
import { encode } from '@/engines/core/save';
import { CLASS_GAMES_KEY, classGamesSpec } from '@/lib/classroom/context';
import { CLASS_QUERY, needsClassGate } from './IntroClass';

const saved = { classId: 'C-ABCD12', seed: 'S-1', params: { role: 'doctor' }, nickname: '', joined: '2026-11-26T09:00:00.000Z' };

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, String(v)),
    removeItem: (k: string) => void store.delete(k),
  };
  (globalThis as { window?: unknown }).window = { localStorage };
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  jest.restoreAllMocks();
});

test('the intro names the class link parameter as the link does', () => {
  expect(CLASS_QUERY).toBe(CLASS_PARAM);
});

test('a solo visit with nothing saved: no class gate', () => {
  expect(needsClassGate('')).toBe(false);
  expect(needsClassGate('?seed=S-1&role=doctor')).toBe(false);
});

test('a class link, valid or broken, loads the gate (it shows the link or its problems)', () => {
  expect(needsClassGate('?class=C-ABCD12&seed=S-1&role=doctor')).toBe(true);
  expect(needsClassGate('?class=%21%21')).toBe(true);
});

test('a saved Summit class loads the gate; a class saved for another game does not', () => {
  store.set(CLASS_GAMES_KEY, encode(classGamesSpec, { everest: { ...saved, params: { difficulty: 'easy' } } }));
  expect(needsClassGate('')).toBe(false);
  store.set(CLASS_GAMES_KEY, encode(classGamesSpec, { summit: saved }));
  expect(needsClassGate('')).toBe(true);
});

test('the check only looks: an invalid Summit entry loads the gate (which validates and sets it aside), changing nothing here', () => {
  const bad = '{"v":1,"data":{"summit":{"classId":"<b>"}}}';
  store.set(CLASS_GAMES_KEY, bad);
  expect(needsClassGate('')).toBe(true);
  expect([...store.entries()]).toEqual([[CLASS_GAMES_KEY, bad]]);
});

test('text that is not a saved entry, or storage that throws: no gate, nothing thrown', () => {
  store.set(CLASS_GAMES_KEY, '{not json');
  expect(needsClassGate('')).toBe(false);
  store.set(CLASS_GAMES_KEY, 'null');
  expect(needsClassGate('')).toBe(false);
  (globalThis as { window?: unknown }).window = {
    get localStorage(): never {
      throw new Error('SecurityError');
    },
  };
  expect(needsClassGate('')).toBe(false);
  expect(needsClassGate('?class=C-ABCD12')).toBe(true);
});
