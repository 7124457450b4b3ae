/**
 * The error boundary's decisions, driven the way React drives them (getDerivedStateFromError, then
 * componentDidCatch, then render), in the node environment: React's server renderer does not run error
 * boundaries, so the class is exercised directly and its output is rendered with renderToString.
 * The browser path (a game really throwing while rendering) is covered by e2e/site.spec.ts.
 */
import { renderToString } from 'react-dom/server';
import { getDefaultStore } from 'jotai/vanilla';
import { GameErrorBoundary } from './GameErrorBoundary';
import { persistedAtom, corruptNotice } from '@/lib/storage/persisted';
import { subscribeNotices, resetNoticesForTest, type StorageNotice } from '@/lib/storage/notices';
import { isObject, isInt } from '@/engines/core/guards';

class FakeStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

type Save = { level: number };
const KEY = 'boundary-test-game';
// jotai reads a getOnInit atom's storage when the atom is created: create it once the fake storage is there.
const makeAtom = () =>
  persistedAtom<Save>(
    { key: KEY, version: 1, validate: (d) => (isObject(d) && isInt(d.level, 0, 10) ? { level: d.level } : 'bad') },
    { level: 0 },
  );

function drive(b: GameErrorBoundary) {
  // Apply setState synchronously, as a test double of React's update queue.
  b.setState = ((u: unknown) => {
    const patch = typeof u === 'function' ? (u as (s: typeof b.state) => object)(b.state) : u;
    b.state = { ...b.state, ...(patch as object) };
  }) as typeof b.setState;
  const crash = (message: string) => {
    b.state = { ...b.state, ...GameErrorBoundary.getDerivedStateFromError() };
    b.componentDidCatch(new Error(message), { componentStack: '' });
  };
  return crash;
}

describe('GameErrorBoundary', () => {
  let fake: FakeStorage;
  let notices: StorageNotice[];
  beforeEach(() => {
    fake = new FakeStorage();
    (globalThis as unknown as { window: unknown }).window = { localStorage: fake, location: { search: '' } };
    resetNoticesForTest();
    notices = [];
    subscribeNotices((n) => notices.push(n));
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
    jest.restoreAllMocks();
  });

  it('first crash: the save goes to <key>:corrupt, the game resets, the player is told once, the game remounts', () => {
    fake.map.set(KEY, '{"v":1,"data":{"level":7}}');
    const gameAtom = makeAtom();
    const store = getDefaultStore();
    expect(store.get(gameAtom)).toEqual({ level: 7 });
    const b = new GameErrorBoundary({ saveKey: KEY, name: 'Test Game', children: 'GAME' });
    const crash = drive(b);
    const before = b.state.attempt;
    crash('screen read a field the validator never checked');
    expect(fake.map.get(`${KEY}:corrupt`)).toBe('{"v":1,"data":{"level":7}}');
    expect(fake.map.has(KEY)).toBe(false);
    expect(store.get(gameAtom)).toEqual({ level: 0 });
    expect(notices).toEqual([corruptNotice(KEY)]);
    expect(b.state).toMatchObject({ crashed: false, failed: false, retrying: true, attempt: before + 1 });
    expect(renderToString(b.render() as React.ReactElement)).toContain('GAME');
  });

  it('a fresh game that throws too shows the panel (link home, Clear this game) instead of looping', () => {
    fake.map.set(KEY, '{"v":1,"data":{"level":3}}');
    const b = new GameErrorBoundary({ saveKey: KEY, name: 'Test Game', children: 'GAME' });
    const crash = drive(b);
    crash('first');
    const attempt = b.state.attempt;
    crash('fresh game throws too');
    expect(b.state).toMatchObject({ failed: true, attempt });
    const html = renderToString(b.render() as React.ReactElement);
    expect(html).toContain('Test Game could not start');
    expect(html).toContain('Clear this game');
    expect(html).toMatch(/href="\/"/);
    expect(html).not.toContain('GAME');
    expect(notices).toHaveLength(1);
  });

  it('a crash after the player has played the fresh game sets that save aside too (no panel)', () => {
    const b = new GameErrorBoundary({ saveKey: KEY, name: 'Test Game', children: 'GAME' });
    const crash = drive(b);
    fake.map.set(KEY, '{"v":1,"data":{"level":1}}');
    crash('first');
    (b as unknown as { interacted: () => void }).interacted();
    fake.map.set(KEY, '{"v":1,"data":{"level":2}}');
    crash('second, after playing');
    expect(b.state.failed).toBe(false);
    expect(fake.map.get(`${KEY}:corrupt`)).toBe('{"v":1,"data":{"level":2}}');
    expect(fake.map.get(`${KEY}:corrupt:2`)).toBe('{"v":1,"data":{"level":1}}');
  });

  it('Clear this game removes the save and tries a fresh game again', () => {
    const b = new GameErrorBoundary({ saveKey: KEY, name: 'Test Game', children: 'GAME' });
    const crash = drive(b);
    fake.map.set(KEY, '{"v":1,"data":{"level":4}}');
    crash('first');
    crash('again');
    fake.map.set(KEY, '{"v":1,"data":{"level":5}}');
    (b as unknown as { clearGame: () => void }).clearGame();
    expect(fake.map.has(KEY)).toBe(false);
    expect(b.state).toMatchObject({ failed: false, crashed: false });
    expect(renderToString(b.render() as React.ReactElement)).toContain('GAME');
  });
});
