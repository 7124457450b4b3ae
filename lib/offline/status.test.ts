/** The "Ready offline" line says only what the service worker's status says is saved. */
import { OFFLINE_TEXT, listText, offlineText, type OfflineStatus } from './status';

const status = (s: Partial<OfflineStatus>): OfflineStatus => ({
  type: 'status',
  version: 'v',
  page: null,
  saved: false,
  routes: [],
  all: false,
  switchedOn: false,
  bytes: 0,
  ...s,
});
const TITLES = { '/simulation/launchpad': 'LaunchPad', '/simulation/game-theory': 'Bullwhip Rush', '/everest/dashboard': 'Everest Expedition' };

describe('offlineText', () => {
  it('on a simulation page: ready once the page and its game are saved, nothing before', () => {
    expect(offlineText(status({ page: '/simulation/game-theory', saved: true, routes: ['/simulation/game-theory'] }))).toBe(
      'Ready offline: this simulation now works in this browser without an internet connection.',
    );
    expect(offlineText(status({ page: '/simulation/game-theory' }))).toBeNull();
  });

  it('on the hub: the simulations saved here, by name, in the hub’s order; every one once the whole site is', () => {
    expect(offlineText(status({}), TITLES)).toBe(OFFLINE_TEXT.noneYet);
    expect(offlineText(status({ routes: ['/simulation', '/everest/dashboard'] }), TITLES)).toBe(
      'Ready offline: Everest Expedition works in this browser without an internet connection. Any other simulation is kept once you open it.',
    );
    expect(offlineText(status({ routes: ['/everest/dashboard', '/simulation/launchpad'] }), TITLES)).toMatch(/^Ready offline: LaunchPad and Everest Expedition work in/);
    expect(offlineText(status({ routes: Object.keys(TITLES) }), TITLES)).toBe(OFFLINE_TEXT.readyAll);
    expect(offlineText(status({ all: true, switchedOn: true }), TITLES)).toBe(
      'Ready offline: every simulation works in this browser without an internet connection.',
    );
    // Switched on but not finished: only what is complete.
    expect(offlineText(status({ switchedOn: true, routes: ['/simulation/launchpad'] }), TITLES)).toMatch(/^Ready offline: LaunchPad works/);
  });

  it('lists names in words', () => {
    expect(listText([])).toBe('');
    expect(listText(['A'])).toBe('A');
    expect(listText(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
