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

test('a solo visit with nothing saved: no class gate', async () => {
  expect(await needsClassGate('')).toBe(false);
  expect(await needsClassGate('?seed=S-1&role=doctor')).toBe(false);
});

test('a class link, valid or broken, loads the gate (it shows the link or its problems)', async () => {
  expect(await needsClassGate('?class=C-ABCD12&seed=S-1&role=doctor')).toBe(true);
  expect(await needsClassGate('?class=%21%21')).toBe(true);
});

test('a saved Summit class loads the gate; a class saved for another game does not', async () => {
  store.set(CLASS_GAMES_KEY, encode(classGamesSpec, { everest: { ...saved, params: { difficulty: 'easy' } } }));
  expect(await needsClassGate('')).toBe(false);
  store.set(CLASS_GAMES_KEY, encode(classGamesSpec, { summit: saved }));
  expect(await needsClassGate('')).toBe(true);
});

test('a corrupt saved class opens no gate and is set aside as the saved-class atom would', async () => {
  store.set(CLASS_GAMES_KEY, '{"v":1,"data":{"summit":{"classId":"<b>"}}}');
  expect(await needsClassGate('')).toBe(false);
  expect(store.has(CLASS_GAMES_KEY)).toBe(false);
  expect(store.get(`${CLASS_GAMES_KEY}:corrupt`)).toContain('<b>');
});
