/**
 * The simulations' toast queue (components/sim/toast.ts) with sonner mocked: calls made before sonner has loaded and a
 * <Toaster /> has subscribed are replayed in order after; a failed import hands the waiting toasts to the fallback
 * list and the next toast tries again. That sonner shows a toast replayed into a freshly mounted <Toaster /> is
 * checked in the browser (e2e/simpages.spec.ts, the first toast of a fresh page).
 */
type Mod = typeof import('./toast');

const mockShown: unknown[][] = [];
let mockFailures = 0;
jest.mock('sonner', () => {
  if (mockFailures > 0) {
    mockFailures--;
    throw new Error('offline');
  }
  const rec =
    (kind: string) =>
    (...args: unknown[]) =>
      mockShown.push([kind, ...args]);
  return { toast: Object.assign(rec('default'), { success: rec('success'), error: rec('error'), warning: rec('warning'), dismiss: rec('dismiss') }) };
});

const settle = () => new Promise((r) => setTimeout(r, 0));
let m: Mod;

beforeEach(async () => {
  jest.resetModules(); // a fresh queue, and sonner's import not yet made
  mockShown.length = 0;
  mockFailures = 0;
  m = await import('./toast');
});

test('calls before sonner has loaded and a toaster has mounted are shown in order after, later ones at once', async () => {
  m.toast('Day 3', { description: 'Snow' });
  m.toast.error('Not enough cash', { description: 'You have $20.', duration: 2500 });
  m.toast.warning('Storage is full', { id: 'n1' });
  m.toast.dismiss('n1');
  m.toast.success('New game');
  expect(mockShown).toEqual([]);
  await settle();
  expect(m.loadedSonner()).not.toBeNull(); // loaded on the first call…
  expect(mockShown).toEqual([]); // …but no <Toaster /> listens yet
  const unmount = m.toasterMounted();
  expect(mockShown).toEqual([
    ['default', 'Day 3', { description: 'Snow' }],
    ['error', 'Not enough cash', { description: 'You have $20.', duration: 2500 }],
    ['warning', 'Storage is full', { id: 'n1' }],
    ['dismiss', 'n1'],
    ['success', 'New game', undefined],
  ]);
  m.toast('Your turn');
  expect(mockShown.at(-1)).toEqual(['default', 'Your turn', undefined]);
  // With no toaster mounted (the island left), a toast waits for the next one.
  unmount();
  m.toast('Later');
  expect(mockShown).toHaveLength(6);
  m.toasterMounted();
  expect(mockShown.at(-1)).toEqual(['default', 'Later', undefined]);
});

test('SimToaster hears when sonner has loaded', async () => {
  const heard = jest.fn();
  m.subscribeSonnerLoaded(heard);
  expect(m.loadedSonner()).toBeNull();
  m.toast.error('Refused');
  await settle();
  expect(heard).toHaveBeenCalledTimes(1);
});

test('a failed import shows the waiting toasts in the fallback list, and the next toast tries again', async () => {
  mockFailures = 1;
  const unshown: unknown[] = [];
  m.toasterMounted();
  m.toast.error('Not enough cash', { description: 'You have $20.' });
  m.toast.dismiss('x');
  m.toast.warning('Storage is full');
  await settle();
  expect(m.loadedSonner()).toBeNull();
  expect(mockShown).toEqual([]);
  // Kept for the fallback list until it subscribes (a dismissal of a toast never shown is dropped).
  m.subscribeUnshown((t) => unshown.push(t));
  expect(unshown).toEqual([
    { kind: 'error', message: 'Not enough cash', opts: { description: 'You have $20.' } },
    { kind: 'warning', message: 'Storage is full', opts: undefined },
  ]);
  // Back online: the next toast loads sonner and is shown by it.
  m.toast.error('Too many strengths');
  await settle();
  expect(m.loadedSonner()).not.toBeNull();
  expect(mockShown).toEqual([['error', 'Too many strengths', undefined]]);
  expect(unshown).toHaveLength(2);
});

test('while the import fails, each failed toast reaches the fallback list at once (a listener already there)', async () => {
  mockFailures = 2;
  const unshown: unknown[] = [];
  m.subscribeUnshown((t) => unshown.push(t));
  m.toast('One');
  await settle();
  m.toast('Two');
  await settle();
  expect(unshown).toEqual([
    { kind: 'default', message: 'One', opts: undefined },
    { kind: 'default', message: 'Two', opts: undefined },
  ]);
  expect(mockShown).toEqual([]);
});
